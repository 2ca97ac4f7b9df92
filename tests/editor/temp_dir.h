// The tests' shared temporary directory, in the editor tests' namespace.
#pragma once

#include "../support/temp_dir.h"

namespace solidtile::editor::test {
using solidtile::test::TempDir;
}  // namespace solidtile::editor::test

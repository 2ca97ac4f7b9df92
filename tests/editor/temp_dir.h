// The tests' shared temporary directory, in the editor tests' namespace.
#pragma once

#include "../support/temp_dir.h"

namespace solidtile::editor::test {
using solidtile::test::TempDir;
using solidtile::test::readText;
using solidtile::test::writeText;
}  // namespace solidtile::editor::test

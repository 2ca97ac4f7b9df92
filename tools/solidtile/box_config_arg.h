// --box-config FILE.json, shared by the subcommands that take it (sim, check).
#pragma once

#include <string>

#include "solidtile/box/box_config.h"

namespace solidtile::cli {

// Reads `configPath` into `cfg` (left as it is when the path is empty); false
// after printing the file's problems on stderr.
bool loadBoxConfigOrSay(const std::string& configPath, BoxConfig& cfg);

}  // namespace solidtile::cli

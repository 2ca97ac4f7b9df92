#include "box_config_arg.h"

#include <cstdio>

#include "solidtile/io/box_config_file.h"

namespace solidtile::cli {

bool loadBoxConfigOrSay(const std::string& configPath, BoxConfig& cfg) {
  if (configPath.empty()) return true;
  const io::BoxConfigResult r = io::loadBoxConfig(configPath);
  if (!r.config) {
    std::fputs(io::describe(configPath, r.problems).c_str(), stderr);
    return false;
  }
  cfg = *r.config;
  return true;
}

}  // namespace solidtile::cli

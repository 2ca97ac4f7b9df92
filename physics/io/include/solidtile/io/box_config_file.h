// Box controller config files: a JSON object naming BoxConfig fields in
// snake_case, each optional (the default otherwise). See docs/formats.md.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "solidtile/box/box_config.h"
#include "solidtile/io/problem.h"

namespace solidtile::io {

inline constexpr std::size_t kMaxBoxConfigFileBytes = 64u * 1024u;

struct BoxConfigResult {
  std::optional<BoxConfig> config;  // set only when problems is empty
  std::vector<Problem> problems;    // an unknown field or a value out of range, by name
};

BoxConfigResult parseBoxConfig(std::string_view text);
BoxConfigResult loadBoxConfig(const std::filesystem::path& path);
// Every field, one a line, in the order of BoxConfig.
std::string formatBoxConfig(const BoxConfig& cfg);

}  // namespace solidtile::io

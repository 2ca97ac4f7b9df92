#include "solidtile/io/box_config_file.h"

#include <cstdint>

#include "bounded_json.h"
#include "json_fields.h"
#include "solidtile/io/atomic_file.h"

namespace solidtile::io {
namespace {

struct Field {
  const char* name;
  std::int32_t BoxConfig::*member;
};

// Every integer field, in the order of BoxConfig; slope_mode is a string.
constexpr Field kFields[] = {
    {"half_width", &BoxConfig::halfWidth},     {"half_height", &BoxConfig::halfHeight},
    {"offset_x", &BoxConfig::offsetX},         {"offset_y", &BoxConfig::offsetY},
    {"scale_x", &BoxConfig::scaleX},           {"scale_y", &BoxConfig::scaleY},
    {"walk_speed", &BoxConfig::walkSpeed},     {"gravity", &BoxConfig::gravity},
    {"jump_speed", &BoxConfig::jumpSpeed},     {"max_fall", &BoxConfig::maxFall},
    {"snap_margin", &BoxConfig::snapMargin},   {"ladder_speed", &BoxConfig::ladderSpeed},
    {"stair_step_x", &BoxConfig::stairStepX},  {"stair_step_y", &BoxConfig::stairStepY},
    {"stair_frames", &BoxConfig::stairFrames}, {"ice_accel", &BoxConfig::iceAccel},
    {"ice_brake", &BoxConfig::iceBrake},       {"ledge_start_y", &BoxConfig::ledgeStartY},
    {"ledge_end_y", &BoxConfig::ledgeEndY},    {"grab_offset", &BoxConfig::grabOffset},
    {"key_lock_frames", &BoxConfig::keyLockFrames}, {"grace_frames", &BoxConfig::graceFrames},
};

const Field* findField(std::string_view name) {
  for (const Field& f : kFields) {
    if (name == f.name) return &f;
  }
  return nullptr;
}

}  // namespace

BoxConfigResult parseBoxConfig(std::string_view text) {
  BoxConfigResult result;
  Problem syntax;
  const auto root = parseBoundedJson(text, JsonLimits{4, 1024}, &syntax);
  if (!root) {
    result.problems.push_back(syntax);
    return result;
  }
  ProblemList problems;
  FieldReader in(problems);
  BoxConfig cfg = defaultBoxConfig();
  if (in.isObject(*root, "", "a JSON object of box config fields")) {
    for (const auto& [key, value] : root->items()) {
      if (key == "slope_mode") {
        if (value.is_string() && value.get_ref<const std::string&>() == "column") cfg.slopeMode = SlopeMode::Column;
        else if (value.is_string() && value.get_ref<const std::string&>() == "linear") cfg.slopeMode = SlopeMode::Linear;
        else in.add(key, "is " + describeValue(value) + ", expected \"column\" or \"linear\"");
        continue;
      }
      const Field* f = findField(key);
      if (!f) {
        in.add(key, "is not a box config field (see solidtile help sim)");
        continue;
      }
      std::string what;
      const auto v = integerIn(value, -(std::int64_t{1} << 24), std::int64_t{1} << 24, &what);
      if (!v) {
        in.add(key, what);
        continue;
      }
      cfg.*(f->member) = static_cast<std::int32_t>(*v);
    }
  }
  if (problems.empty()) {
    const std::string why = boxConfigProblem(cfg);
    if (!why.empty()) {
      const auto colon = why.find(": ");
      in.add(why.substr(0, colon), why.substr(colon + 2));
    }
  }
  result.problems = problems.take();
  if (result.problems.empty()) result.config = cfg;
  return result;
}

BoxConfigResult loadBoxConfig(const std::filesystem::path& path) {
  std::string why;
  const auto text = readFile(path, kMaxBoxConfigFileBytes, &why);
  if (!text) return {std::nullopt, {{"", why}}};
  return parseBoxConfig(*text);
}

std::string formatBoxConfig(const BoxConfig& cfg) {
  std::string out = "{\n";
  for (const Field& f : kFields) {
    out += "  \"";
    out += f.name;
    out += "\": ";
    out += std::to_string(cfg.*(f.member));
    out += ",\n";
  }
  out += "  \"slope_mode\": \"";
  out += slopeModeName(cfg.slopeMode);
  out += "\"\n}\n";
  return out;
}

}  // namespace solidtile::io

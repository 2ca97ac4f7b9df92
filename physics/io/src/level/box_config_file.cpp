#include "solidtile/io/box_config_file.h"

#include <cstdint>

#include "common/bounded_json.h"
#include "level/box_config_fields.h"
#include "common/json_fields.h"
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

void readBoxConfigFields(FieldReader& in, const Json& obj, const std::string& where, BoxConfig& cfg) {
  if (!in.isObject(obj, where, "a JSON object of box config fields")) return;
  bool good = true;
  for (const auto& [key, value] : obj.items()) {
    const std::string at = childPath(where, key);
    if (key == "slope_mode") {
      if (value.is_string() && value.get_ref<const std::string&>() == "column") cfg.slopeMode = SlopeMode::Column;
      else if (value.is_string() && value.get_ref<const std::string&>() == "linear") cfg.slopeMode = SlopeMode::Linear;
      else in.add(at, "is " + describeValue(value) + ", expected \"column\" or \"linear\""), good = false;
      continue;
    }
    const Field* f = findField(key);
    if (!f) {
      in.add(at, "is not a box config field (docs/box.md lists them)");
      good = false;
      continue;
    }
    std::string what;
    const auto v = integerIn(value, -(std::int64_t{1} << 24), std::int64_t{1} << 24, &what);
    if (!v) {
      in.add(at, what);
      good = false;
      continue;
    }
    cfg.*(f->member) = static_cast<std::int32_t>(*v);
  }
  if (!good) return;
  const std::string why = boxConfigProblem(cfg);
  if (!why.empty()) {
    const auto colon = why.find(": ");
    in.add(childPath(where, why.substr(0, colon)), why.substr(colon + 2));
  }
}

std::string boxConfigFieldsText(const BoxConfig& cfg, bool onlyChanged, const char* separator) {
  const BoxConfig d = defaultBoxConfig();
  std::string out;
  auto add = [&](const char* name, const std::string& value) {
    if (!out.empty()) out += separator;
    out += '"';
    out += name;
    out += "\": ";
    out += value;
  };
  for (const Field& f : kFields) {
    if (!onlyChanged || cfg.*(f.member) != d.*(f.member)) add(f.name, std::to_string(cfg.*(f.member)));
  }
  if (!onlyChanged || cfg.slopeMode != d.slopeMode) add("slope_mode", std::string("\"") + slopeModeName(cfg.slopeMode) + "\"");
  return out;
}

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
  readBoxConfigFields(in, *root, "", cfg);
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
  return "{\n  " + boxConfigFieldsText(cfg, false, ",\n  ") + "\n}\n";
}

}  // namespace solidtile::io

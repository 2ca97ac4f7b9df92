#include "model/background.h"

#include <cmath>
#include <system_error>

#include <nlohmann/json.hpp>

namespace solidtile::editor {
namespace {

using Json = nlohmann::json;

Json parseObject(const std::string& text) {
  Json j = Json::parse(text, nullptr, false);
  return j.is_object() ? j : Json::object();
}

}  // namespace

BackgroundRead readBackground(const std::string& unknownJson, const std::filesystem::path& levelDir) {
  BackgroundRead out;
  const Json all = parseObject(unknownJson);
  const auto it = all.find(kBackgroundKey);
  if (it == all.end()) return out;
  const Json& j = *it;
  auto bad = [&](const std::string& why) {
    out.problem = std::string(kBackgroundKey) + ": " + why;
    return out;
  };
  if (!j.is_object()) return bad("is not an object");
  for (const auto& [key, value] : j.items()) {
    if (key != "path" && key != "opacity" && key != "x" && key != "y") return bad("unknown key \"" + key + "\"");
    (void)value;
  }
  const auto path = j.find("path");
  if (path == j.end() || !path->is_string() || path->get<std::string>().empty()) return bad("path: needs a file name");
  Background b;
  const std::filesystem::path p(path->get<std::string>());
  std::error_code ec;
  b.path = p.is_absolute() || levelDir.empty() ? p : std::filesystem::absolute(levelDir / p, ec).lexically_normal();
  if (const auto o = j.find("opacity"); o != j.end()) {
    if (!o->is_number() || !std::isfinite(o->get<double>()) || o->get<double>() < 0 || o->get<double>() > 1) {
      return bad("opacity: must be a number 0..1");
    }
    b.opacity = o->get<float>();
  }
  for (const char* key : {"x", "y"}) {
    const auto v = j.find(key);
    if (v == j.end()) continue;
    if (!v->is_number_integer() || std::abs(v->get<double>()) > kMaxBackgroundOffset) {
      return bad(std::string(key) + ": must be a whole number of pixels, -4194304..4194304");
    }
    (key[0] == 'x' ? b.x : b.y) = v->get<int>();
  }
  out.background = std::move(b);
  return out;
}

std::string writeBackground(const std::string& unknownJson, const std::optional<Background>& b,
                            const std::filesystem::path& levelDir) {
  Json all = parseObject(unknownJson);
  if (!b) {
    all.erase(kBackgroundKey);
  } else {
    std::filesystem::path p = b->path;
    if (!levelDir.empty() && p.is_absolute()) {
      std::error_code ec;
      const std::filesystem::path relative = p.lexically_relative(std::filesystem::absolute(levelDir, ec).lexically_normal());
      if (!relative.empty()) p = relative;
    }
    // Rounded to 1/1000 so a dragged slider does not write float noise into the file.
    const double opacity = std::round(static_cast<double>(b->opacity) * 1000.0) / 1000.0;
    all[kBackgroundKey] = {{"path", p.generic_string()}, {"opacity", opacity}, {"x", b->x}, {"y", b->y}};
  }
  return all.dump();
}

std::filesystem::path levelDirectory(const std::filesystem::path& levelFile) {
  if (levelFile.empty()) return {};
  std::error_code ec;
  return std::filesystem::absolute(levelFile, ec).lexically_normal().parent_path();
}

}  // namespace solidtile::editor

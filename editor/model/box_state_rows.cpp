#include "model/box_state_rows.h"

#include "model/box_probe_rows.h"
#include "model/concat.h"
#include "solidtile/io/movie.h"

namespace solidtile::editor {

std::string boxFlagsText(std::uint8_t f) {
  std::string s;
  const struct {
    std::uint8_t bit;
    const char* name;
  } names[] = {{boxflag::kWallLeft, "wall-left"}, {boxflag::kWallRight, "wall-right"}, {boxflag::kGround, "ground"},
               {boxflag::kCeiling, "ceiling"},    {boxflag::kLadderTop, "ladder-top"}, {boxflag::kIce, "ice"},
               {boxflag::kOneWay, "one-way"}};
  for (const auto& n : names) {
    if (f & n.bit) s += s.empty() ? std::string(n.name) : concat(" ", n.name);
  }
  return s.empty() ? "-" : s;
}

std::vector<BoxStateRow> boxStateRows(const BoxState& s, const BoxState& p) {
  std::vector<BoxStateRow> rows;
  rows.push_back({"x", s.x != p.x, boxSubText(s.x)});
  rows.push_back({"y", s.y != p.y, boxSubText(s.y)});
  rows.push_back({"vx", s.vx != p.vx, boxSubText(s.vx)});
  rows.push_back({"vy", s.vy != p.vy, boxSubText(s.vy)});
  rows.push_back({"mode", s.mode != p.mode, boxModeName(s.mode)});
  rows.push_back({"flags", s.flags != p.flags, boxFlagsText(s.flags)});
  rows.push_back({"path", s.path != p.path, std::to_string(s.path)});
  rows.push_back({"grace", s.grace != p.grace, std::to_string(s.grace)});
  rows.push_back({"lock L/R", s.lockLeft != p.lockLeft || s.lockRight != p.lockRight,
                  concat(std::to_string(s.lockLeft), " / ", std::to_string(s.lockRight))});
  rows.push_back({"last wall", s.lastWall != p.lastWall, std::to_string(s.lastWall)});
  rows.push_back({"stairs", s.stairDir != p.stairDir || s.stairTimer != p.stairTimer,
                  s.stairDir == 0 ? std::string("-")
                                  : concat(s.stairDir > 0 ? "up-right" : "up-left", ", frame ", std::to_string(s.stairTimer))});
  rows.push_back({"platform", s.platform != p.platform, s.platform < 0 ? std::string("-") : concat("#", std::to_string(s.platform))});
  rows.push_back({"grab tile", s.grabX != p.grabX || s.grabY != p.grabY,
                  s.mode == BoxMode::Grab ? concat("(", std::to_string(s.grabX), ",", std::to_string(s.grabY), ")")
                                          : std::string("-")});
  rows.push_back({"held", s.held != p.held, io::keysString(s.held)});
  rows.push_back({"frame", false, std::to_string(s.frame)});
  return rows;
}

}  // namespace solidtile::editor

#include "box_convert.h"

#include <cstdint>

#include "api_status.h"
#include "solidtile/io/level_file.h"

namespace solidtile::capi {
namespace {

static_assert(stBoxMode_ground == int(BoxMode::Ground) && stBoxMode_air == int(BoxMode::Air) &&
              stBoxMode_ladder == int(BoxMode::Ladder) && stBoxMode_grab == int(BoxMode::Grab) &&
              stBoxMode_stairs == int(BoxMode::Stairs));
static_assert(stBoxFlag_wallLeft == boxflag::kWallLeft && stBoxFlag_wallRight == boxflag::kWallRight &&
              stBoxFlag_ground == boxflag::kGround && stBoxFlag_ceiling == boxflag::kCeiling &&
              stBoxFlag_ladderTop == boxflag::kLadderTop && stBoxFlag_ice == boxflag::kIce &&
              stBoxFlag_oneWay == boxflag::kOneWay);
static_assert(stBoxPass_carry == int(BoxPass::Carry) && stBoxPass_horizontal == int(BoxPass::Horizontal) &&
              stBoxPass_head == int(BoxPass::Head) && stBoxPass_ledge == int(BoxPass::Ledge));
static_assert(stBoxEvent_landed == int(BoxEvent::Landed) && stBoxEvent_grab == int(BoxEvent::Grab) &&
              stBoxEvent_platformRideStart == int(BoxEvent::PlatformRideStart) &&
              stBoxEvent_pathSwitched == int(BoxEvent::PathSwitched) &&
              stBoxEvent_fellOutOfLevel == int(BoxEvent::FellOutOfLevel) &&
              stBoxEvent_spiked == int(BoxEvent::Spiked));
static_assert(stSlopeMode_column == int(SlopeMode::Column) && stSlopeMode_linear == int(SlopeMode::Linear));
static_assert(ST_BOX_MAX_TESTS == BoxRecord::kMaxTests && ST_BOX_MAX_FLOORS == BoxRecord::kMaxFloors &&
              ST_BOX_MAX_EVENTS == BoxRecord::kMaxEvents);

constexpr std::int32_t kMaxPosition = io::kMaxCoordinate * 256;
// vx, vy are the last frame's real displacement: the box's own move (under a
// tile each way, boxConfigProblem), a platform's carry (under a tile each way,
// the level format's object speed) and the floor snap (at most a tile). Every
// state the step makes must be settable back, so the bound is four tiles.
constexpr std::int32_t kMaxSpeed = 64 * 256;

// boxConfigProblem names the file's snake_case field; the C caller knows the struct's.
std::string camelField(const std::string& problem) {
  const std::size_t colon = problem.find(':');
  if (colon == std::string::npos) return problem;
  std::string name;
  bool upper = false;
  for (std::size_t i = 0; i < colon; ++i) {
    const char ch = problem[i];
    if (ch == '_') {
      upper = true;
      continue;
    }
    name += upper ? static_cast<char>(ch - 'a' + 'A') : ch;
    upper = false;
  }
  return name + " (" + problem.substr(0, colon) + ")" + problem.substr(colon);
}

}  // namespace

stBoxConfig toC(const BoxConfig& c) {
  stBoxConfig o{};
  o.halfWidth = c.halfWidth;
  o.halfHeight = c.halfHeight;
  o.offsetX = c.offsetX;
  o.offsetY = c.offsetY;
  o.scaleX = c.scaleX;
  o.scaleY = c.scaleY;
  o.walkSpeed = c.walkSpeed;
  o.gravity = c.gravity;
  o.jumpSpeed = c.jumpSpeed;
  o.maxFall = c.maxFall;
  o.snapMargin = c.snapMargin;
  o.ladderSpeed = c.ladderSpeed;
  o.stairStepX = c.stairStepX;
  o.stairStepY = c.stairStepY;
  o.stairFrames = c.stairFrames;
  o.iceAccel = c.iceAccel;
  o.iceBrake = c.iceBrake;
  o.ledgeStartY = c.ledgeStartY;
  o.ledgeEndY = c.ledgeEndY;
  o.grabOffset = c.grabOffset;
  o.keyLockFrames = c.keyLockFrames;
  o.graceFrames = c.graceFrames;
  o.slopeMode = static_cast<stSlopeMode>(c.slopeMode);
  return o;
}

// Field by field, so the slope mode is read as an integer before it is trusted.
static BoxConfig fromCUnchecked(const stBoxConfig& o) {
  BoxConfig c;
  c.halfWidth = o.halfWidth;
  c.halfHeight = o.halfHeight;
  c.offsetX = o.offsetX;
  c.offsetY = o.offsetY;
  c.scaleX = o.scaleX;
  c.scaleY = o.scaleY;
  c.walkSpeed = o.walkSpeed;
  c.gravity = o.gravity;
  c.jumpSpeed = o.jumpSpeed;
  c.maxFall = o.maxFall;
  c.snapMargin = o.snapMargin;
  c.ladderSpeed = o.ladderSpeed;
  c.stairStepX = o.stairStepX;
  c.stairStepY = o.stairStepY;
  c.stairFrames = o.stairFrames;
  c.iceAccel = o.iceAccel;
  c.iceBrake = o.iceBrake;
  c.ledgeStartY = o.ledgeStartY;
  c.ledgeEndY = o.ledgeEndY;
  c.grabOffset = o.grabOffset;
  c.keyLockFrames = o.keyLockFrames;
  c.graceFrames = o.graceFrames;
  c.slopeMode = enumValue(o.slopeMode) == stSlopeMode_linear ? SlopeMode::Linear : SlopeMode::Column;
  return c;
}

std::string checkBoxConfig(const stBoxConfig& c) {
  const long slope = enumValue(c.slopeMode);
  if (slope != stSlopeMode_column && slope != stSlopeMode_linear) {
    return "slopeMode is " + std::to_string(slope) + ", not 0 (stSlopeMode_column) or 1 (stSlopeMode_linear)";
  }
  const std::string why = boxConfigProblem(fromCUnchecked(c));
  return why.empty() ? why : camelField(why);
}

BoxConfig fromC(const stBoxConfig& c) { return fromCUnchecked(c); }

stBoxState toC(const BoxState& s) {
  stBoxState c{};
  c.x = s.x;
  c.y = s.y;
  c.vx = s.vx;
  c.vy = s.vy;
  c.mode = static_cast<std::uint8_t>(s.mode);
  c.flags = s.flags;
  c.path = s.path;
  c.grace = s.grace;
  c.lockLeft = s.lockLeft;
  c.lockRight = s.lockRight;
  c.lastWall = s.lastWall;
  c.stairDir = s.stairDir;
  c.stairTimer = s.stairTimer;
  c.held = s.held;
  c.platform = s.platform;
  c.grabX = s.grabX;
  c.grabY = s.grabY;
  c.frame = s.frame;
  return c;
}

std::string checkBoxState(const stBoxState& s, std::size_t objectCount) {
  const struct {
    const char* name;
    long value, lo, hi;
  } fields[] = {
      {"x", s.x, -kMaxPosition, kMaxPosition},
      {"y", s.y, -kMaxPosition, kMaxPosition},
      {"vx", s.vx, -kMaxSpeed, kMaxSpeed},
      {"vy", s.vy, -kMaxSpeed, kMaxSpeed},
      {"mode", s.mode, 0, stBoxMode_stairs},
      {"flags", s.flags, 0, stBoxFlag_all},
      {"path", s.path, 0, 1},
      {"lastWall", s.lastWall, -1, 1},
      {"stairDir", s.stairDir, -1, 1},
      {"held", s.held, 0, stInput_all},
      {"platform", s.platform, -1, static_cast<long>(objectCount) - 1},
      {"grabX", s.grabX, -io::kMaxCoordinate, io::kMaxCoordinate},
      {"grabY", s.grabY, -io::kMaxCoordinate, io::kMaxCoordinate},
  };
  for (const auto& f : fields) {
    if (f.value < f.lo || f.value > f.hi) return outside(f.name, f.value, f.lo, f.hi);
  }
  return {};
}

BoxState fromC(const stBoxState& c) {
  BoxState s;
  s.x = c.x;
  s.y = c.y;
  s.vx = c.vx;
  s.vy = c.vy;
  s.mode = static_cast<BoxMode>(c.mode);
  s.flags = c.flags;
  s.path = c.path;
  s.grace = c.grace;
  s.lockLeft = c.lockLeft;
  s.lockRight = c.lockRight;
  s.lastWall = c.lastWall;
  s.stairDir = c.stairDir;
  s.stairTimer = c.stairTimer;
  s.held = c.held;
  s.platform = c.platform;
  s.grabX = c.grabX;
  s.grabY = c.grabY;
  s.frame = c.frame;
  return s;
}

void toC(const BoxRecord& r, stBoxRecord& out) {
  out = stBoxRecord{};
  out.testCount = r.testCount;
  out.floorCount = r.floorCount;
  out.eventCount = r.eventCount;
  for (int i = 0; i < r.testCount; ++i) {
    const BoxTileTest& t = r.tests[i];
    out.tests[i] = {static_cast<std::uint8_t>(t.pass), t.hit, t.tx, t.ty};
  }
  for (int i = 0; i < r.floorCount; ++i) {
    const BoxFloorProbe& f = r.floors[i];
    out.floors[i] = {f.row, f.depth, f.tx, f.ty, f.supported, f.laddersCount, f.object};
  }
  for (int i = 0; i < r.eventCount; ++i) out.events[i] = static_cast<std::uint8_t>(r.events[i]);
  out.floorChecked = r.floorChecked;
  out.yCompared = r.yCompared;
  out.target = r.target;
  out.margin = r.margin;
  out.ledgeScanned = r.ledgeScanned;
  out.ledgeFound = r.ledgeFound;
  out.ledgeColumn = r.ledgeColumn;
  out.windowTop = r.windowTop;
  out.windowBottom = r.windowBottom;
  out.ledgeY = r.ledgeY;
  out.grace = r.grace;
  out.lockLeft = r.lockLeft;
  out.lockRight = r.lockRight;
}

}  // namespace solidtile::capi

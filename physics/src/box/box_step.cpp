// stepBox: one frame in platformer.md's order (section 4, ours):
// platforms (riders, move, carry) -> lock counters, grace, ladder/stairs/grab
// input, jump, gravity, walk -> move (by mode) -> grace reset, grab test.
#include <cstddef>

#include "../same_bytes.h"
#include "box_frame.h"

namespace solidtile {

BoxState spawnBox(std::int32_t xPixels, std::int32_t yPixels) {
  BoxState s;
  s.x = pixels(xPixels);
  s.y = pixels(yPixels);
  return s;
}

namespace boxdetail {
namespace {

// Seed 004: each air frame a lock counter above zero is decremented and its key cleared.
void lockCounters(Frame& f) {
  BoxState& s = f.s;
  if (s.mode != BoxMode::Air) return;
  if (s.lockLeft > 0) {
    --s.lockLeft;
    f.in &= static_cast<Input>(~input::kLeft);
  }
  if (s.lockRight > 0) {
    --s.lockRight;
    f.in &= static_cast<Input>(~input::kRight);
  }
}

// Seed 004's jump grace, with Jump a new press (ours).
void grace(Frame& f) {
  BoxState& s = f.s;
  if (s.mode != BoxMode::Air) return;
  if (s.grace < 255) ++s.grace;
  if (s.grace > f.cfg.graceFrames) return;
  if ((s.flags & boxflag::kCeiling) || s.vy < 0) {
    s.grace = static_cast<std::uint8_t>(f.cfg.graceFrames + 1);
  } else if (f.pressed & input::kJump) {
    s.vy = -f.cfg.jumpSpeed;
    f.pressed &= static_cast<Input>(~input::kJump);
    f.event(BoxEvent::GraceJump);
  }
}

void jump(Frame& f) {
  BoxState& s = f.s;
  if (s.mode != BoxMode::Ground || !(f.pressed & input::kJump)) return;
  if ((f.in & input::kDown) && (s.flags & boxflag::kOneWay)) {
    // Seed 002's drop-through: one pixel down, below the one-way top.
    s.y += kSubPerPixel;
    s.vy = 0;
    f.event(BoxEvent::DropThrough);
  } else {
    s.vy = -f.cfg.jumpSpeed;
    f.event(BoxEvent::Jumped);
  }
  s.mode = BoxMode::Air;
}

void walk(Frame& f) {
  BoxState& s = f.s;
  if (s.mode == BoxMode::Air) s.vy = std::min(s.vy + f.cfg.gravity, f.cfg.maxFall);
  if (s.mode != BoxMode::Ground && s.mode != BoxMode::Air) return;
  const int dir = ((f.in & input::kRight) ? 1 : 0) - ((f.in & input::kLeft) ? 1 : 0);
  const Sub want = dir * f.cfg.walkSpeed;
  if (s.mode == BoxMode::Ground) {
    s.vy = 0;
    if (s.flags & boxflag::kIce) {
      const Sub rate = dir != 0 ? f.cfg.iceAccel : f.cfg.iceBrake;
      s.vx = s.vx < want ? std::min(s.vx + rate, want) : std::max(s.vx - rate, want);
      return;
    }
  }
  s.vx = want;
}

void moveGroundOrAir(Frame& f) {
  BoxState& s = f.s;
  BoxMove b = f.box();
  const BoxMode mode = s.mode;
  s.flags = f.move(b, mode);
  s.x = b.x;
  s.y = b.y;
  s.vx = b.vx;
  s.vy = b.vy;
  s.platform = b.platform;
  if (mode == BoxMode::Air && s.grounded()) {
    s.mode = BoxMode::Ground;
    f.event(BoxEvent::Landed);
  } else if (mode == BoxMode::Ground && !s.grounded()) {
    s.mode = BoxMode::Air;
    f.event(BoxEvent::LeftGround);
  }
}

// Path switchers (ours): the box's centre crossing one moves it to that path
// (a horizontal one: crossing its row within its columns).
void switchPath(Frame& f, Sub cx0, Sub cy0) {
  if (f.level.switchers.empty()) return;
  BoxState& s = f.s;
  const std::int32_t before[2] = {pixelOf(cx0), pixelOf(cy0)};
  const std::int32_t after[2] = {pixelOf(f.centreX()), pixelOf(s.y + f.h / 2)};
  if (before[0] == after[0] && before[1] == after[1]) return;
  for (const PathSwitcher& sw : f.level.switchers) {
    const int a = sw.horizontal ? 1 : 0;
    const std::int32_t along = after[1 - a];
    if (along < sw.top || along > sw.bottom || (sw.groundOnly && !s.grounded())) continue;
    std::uint8_t to = s.path;
    if (before[a] < sw.x && after[a] >= sw.x) to = sw.rightPath;
    else if (before[a] >= sw.x && after[a] < sw.x) to = sw.leftPath;
    if (to != s.path) {
      s.path = to;
      f.event(BoxEvent::PathSwitched);
    }
  }
}

void flagEvents(const Frame& f) {
  const std::uint8_t fl = f.s.flags;
  if (fl & boxflag::kWallLeft) f.event(BoxEvent::WallLeft);
  if (fl & boxflag::kWallRight) f.event(BoxEvent::WallRight);
  if (fl & boxflag::kCeiling) f.event(BoxEvent::Ceiling);
  if (fl & boxflag::kIce) f.event(BoxEvent::Ice);
  if ((fl & boxflag::kLadderTop) && f.startMode != BoxMode::Ladder) f.event(BoxEvent::LadderTop);
}

}  // namespace
}  // namespace boxdetail

namespace boxdetail {
namespace {

[[gnu::always_inline]] inline void stepFrame(BoxState& state, const Level& level, const BoxConfig& cfg, Input input,
                                             BoxRecord* record) {
  const BoxSize size = boxSize(cfg);
  NearObjects near;
  Frame f{state, level, cfg, record, size.w * kSubPerPixel, size.h * kSubPerPixel,
          input, static_cast<Input>(input & ~state.held), state.mode, near, TileGrid(level, state.path)};
  BoxState& s = state;
  s.held = input;
  const std::int16_t platformBefore = s.platform;
  const Sub cx0 = f.centreX(), cy0 = f.s.y + f.h / 2;

  movePlatforms(f);
  lockCounters(f);
  grace(f);
  if (s.mode == BoxMode::Grab) grabInput(f);
  else if (s.mode == BoxMode::Ladder) ladderInput(f);
  else if (enterClimb(f) && s.mode == BoxMode::Ladder) ladderInput(f);  // climbs on the frame it grabs on
  jump(f);
  walk(f);

  const Sub x0 = s.x, y0 = s.y, vyWanted = s.vy;
  switch (s.mode) {
    case BoxMode::Ground:
    case BoxMode::Air: moveGroundOrAir(f); break;
    case BoxMode::Ladder: ladderMove(f); break;
    case BoxMode::Stairs: stairsMove(f); break;
    case BoxMode::Grab: s.flags = 0; break;
  }
  if (s.mode != BoxMode::Ground && s.mode != BoxMode::Stairs) s.platform = -1;
  if (s.mode == BoxMode::Ground || s.mode == BoxMode::Air) boxSpringsAndSpikes(f);

  // Seed 004: the counter restarts on the frame the box leaves the ground, whatever the cause.
  if (f.startMode == BoxMode::Ground && s.mode == BoxMode::Air) s.grace = 0;
  if (s.mode == BoxMode::Air && f.startMode != BoxMode::Grab) ledgeTest(f, x0, y0, vyWanted);
  else s.lastWall = 0;

  switchPath(f, cx0, cy0);
  if (s.platform != platformBefore) {
    if (platformBefore >= 0) f.event(BoxEvent::PlatformRideEnd);
    if (s.platform >= 0) f.event(BoxEvent::PlatformRideStart);
  }
  if (record) {
    flagEvents(f);
    record->grace = s.grace;
    record->lockLeft = s.lockLeft;
    record->lockRight = s.lockRight;
  }
  if (boxOutOfLevel(s, level)) f.event(BoxEvent::FellOutOfLevel);
}

// Without a record the whole frame is one function (the box files build as one
// unit): the passes are inlined and every record branch folds away with the
// null record.
[[gnu::flatten, gnu::noinline]] void stepWithoutRecord(BoxState& state, const Level& level, const BoxConfig& cfg, Input input) {
  stepFrame(state, level, cfg, input, nullptr);
}

// The default config (the box demo keeps it) as a constant: every number
// and rule of it folds into the step.
constexpr BoxConfig kDefaultConfig{};
[[gnu::flatten, gnu::noinline]] void stepDefaultWithoutRecord(BoxState& state, const Level& level, Input input) {
  stepFrame(state, level, kDefaultConfig, input, nullptr);
}
// The config is the default when its bytes are, up to its last field (past
// it is padding).
bool isDefaultConfig(const BoxConfig& cfg) {
  // slopeMode is the last field: a field added after it must join the compare.
  static_assert(offsetof(BoxConfig, slopeMode) % 8 == 0 && sizeof(BoxConfig) == offsetof(BoxConfig, slopeMode) + 4);
  return detail::sameBytes<offsetof(BoxConfig, slopeMode)>(&cfg, &kDefaultConfig) &&
         cfg.slopeMode == kDefaultConfig.slopeMode;
}

// Apart, so stepBox itself only picks one (sharing its body, it saved every register for both).
[[gnu::noinline]] void stepWithRecord(BoxState& state, const Level& level, const BoxConfig& cfg, Input input,
                                      BoxRecord* record) {
  record->clear();
  stepFrame(state, level, cfg, input, record);
}

}  // namespace
}  // namespace boxdetail

void stepBox(BoxState& state, const Level& level, const BoxConfig& cfg, Input input, BoxRecord* record) {
  using namespace boxdetail;
  if (boxOutOfLevel(state, level)) {
    if (record) record->clear();
    return;
  }
  if (record) stepWithRecord(state, level, cfg, input, record);
  else if (isDefaultConfig(cfg)) stepDefaultWithoutRecord(state, level, input);
  else stepWithoutRecord(state, level, cfg, input);
}

}  // namespace solidtile

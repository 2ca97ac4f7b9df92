// Ladders and stairs (platformer.md sections 1-2, tags from the level).
// Ladders: Up where a ladder crosses the box's centre column, or Down on a
// ladder top, enters; on it Up/Down climb at ladderSpeed, Jump lets go; seed
// 001's ladder move lands on any floor but a ladder top; climbing past the top
// stands the box on it. Stairs (ours, Castlevania-like): Up with a stair tile
// ahead at the feet, or Down with one below-ahead, enters; each step moves
// (stairStepX, stairStepY) over stairFrames frames; at a tile edge with no
// stair next in the held direction the box steps off onto the floor.
#include "box_frame.h"

namespace solidtile::boxdetail {
namespace {

bool ladderAt(const Frame& f, std::int32_t tx, std::int32_t ty) {
  return f.grid.tag(tx, ty) == TileTag::Ladder;
}

// A ladder tile in the centre column anywhere along the box's height.
bool ladderAlongBox(const Frame& f) {
  const std::int32_t col = tileOf(f.centreX());
  for (std::int32_t r = tileOf(f.s.y); r <= tileOf(f.s.y + f.h - 1); ++r) {
    if (ladderAt(f, col, r)) return true;
  }
  return false;
}

bool startLadder(Frame& f, std::int32_t col) {
  const Sub x = col * kTileSub + kTileSub / 2 - f.w / 2;
  if (!f.fits(x, f.s.y)) return false;
  f.s.x = x;
  f.s.mode = BoxMode::Ladder;
  f.s.vx = f.s.vy = 0;
  f.event(BoxEvent::LadderEnter);
  return true;
}

TileTag stairTag(std::int8_t dir) { return dir > 0 ? TileTag::StairUpRight : TileTag::StairUpLeft; }

bool startStairs(Frame& f, std::int8_t dir, Sub centre) {
  if (!f.fits(centre - f.w / 2, f.s.y)) return false;
  f.s.x = centre - f.w / 2;
  f.s.mode = BoxMode::Stairs;
  f.s.stairDir = dir;
  f.s.stairTimer = 0;
  f.s.vx = f.s.vy = 0;
  f.s.flags = boxflag::kGround;
  f.event(BoxEvent::StairsEnter);
  return true;
}

bool enterStairs(Frame& f) {
  const std::int32_t col = tileOf(f.centreX());
  const Sub bottom = f.s.y + f.h;
  if (f.in & input::kUp) {
    // From the foot: the first step is the tile ahead in the feet's row (or the one under the centre).
    const std::int32_t row = tileOf(bottom - 1);
    for (std::int8_t dir : {std::int8_t{1}, std::int8_t{-1}}) {
      for (std::int32_t tx : {col + dir, col}) {
        if (f.grid.tag(tx, row) != stairTag(dir)) continue;
        return startStairs(f, dir, dir > 0 ? tx * kTileSub : (tx + 1) * kTileSub);
      }
    }
  }
  if (f.in & input::kDown) {
    // From the top: the last step is below the feet, ahead on the way down.
    const std::int32_t row = tileOf(bottom);
    for (std::int8_t dir : {std::int8_t{1}, std::int8_t{-1}}) {
      for (std::int32_t tx : {col - dir, col}) {
        if (f.grid.tag(tx, row) != stairTag(dir)) continue;
        return startStairs(f, dir, dir > 0 ? (tx + 1) * kTileSub : tx * kTileSub);
      }
    }
  }
  return false;
}

}  // namespace

bool enterClimb(Frame& f) {
  BoxState& s = f.s;
  if (s.mode != BoxMode::Ground && s.mode != BoxMode::Air) return false;
  if (!(f.in & (input::kUp | input::kDown))) return false;  // every way on needs one of them (most frames have neither)
  if ((f.in & input::kUp) && ladderAlongBox(f) && startLadder(f, tileOf(f.centreX()))) return true;
  if (s.mode == BoxMode::Ground && (f.in & input::kDown) && !(f.pressed & input::kJump) &&
      (s.flags & boxflag::kLadderTop)) {
    // The ladder top the box stands on: the centre column first, then outwards.
    const std::int32_t row = tileOf(s.y + f.h), centre = tileOf(f.centreX());
    const std::int32_t left = tileOf(s.x), right = tileOf(s.x + f.w - 1);
    for (std::int32_t d = 0; d <= right - left; ++d) {
      for (std::int32_t tx : {centre - d, centre + d}) {
        if (tx < left || tx > right || !ladderAt(f, tx, row) || ladderAt(f, tx, row - 1)) continue;
        return startLadder(f, tx);
      }
    }
  }
  return s.mode == BoxMode::Ground && enterStairs(f);
}

void ladderInput(Frame& f) {
  BoxState& s = f.s;
  if (f.pressed & input::kJump) {
    s.mode = BoxMode::Air;
    s.vx = s.vy = 0;
    s.grace = static_cast<std::uint8_t>(f.cfg.graceFrames + 1);
    f.event(BoxEvent::LadderLeave);
    return;
  }
  s.vx = 0;
  s.vy = (f.in & input::kUp) ? -f.cfg.ladderSpeed : (f.in & input::kDown) ? f.cfg.ladderSpeed : 0;
}

void ladderMove(Frame& f) {
  BoxState& s = f.s;
  BoxMove b = f.box();
  s.flags = f.move(b, BoxMode::Ladder);
  s.x = b.x;
  s.y = b.y;
  s.vx = b.vx;
  s.vy = b.vy;
  s.platform = b.platform;
  const std::int32_t col = tileOf(f.centreX());
  const std::int32_t feet = tileOf(s.y + f.h - 1);
  if (s.grounded()) {
    s.mode = BoxMode::Ground;
    f.event(BoxEvent::LadderLeave);
  } else if (b.vy < 0 && !ladderAt(f, col, feet) && ladderAt(f, col, feet + 1)) {
    // Climbed past the top: stand on it.
    s.y = (feet + 1) * kTileSub - f.h;
    s.mode = BoxMode::Ground;
    s.flags = boxflag::kGround | boxflag::kLadderTop | boxflag::kOneWay;
    f.event(BoxEvent::LadderTop);
    f.event(BoxEvent::LadderLeave);
  } else if (!ladderAlongBox(f)) {
    s.mode = BoxMode::Air;
    s.grace = static_cast<std::uint8_t>(f.cfg.graceFrames + 1);
    f.event(BoxEvent::LadderLeave);
  }
}

void stairsMove(Frame& f) {
  BoxState& s = f.s;
  const std::int8_t d = s.stairDir;
  const bool towardsUp = d > 0 ? (f.in & input::kRight) != 0 : (f.in & input::kLeft) != 0;
  const bool towardsDown = d > 0 ? (f.in & input::kLeft) != 0 : (f.in & input::kRight) != 0;
  int way = 0;  // +1 climbing, -1 descending
  if ((f.in & input::kUp) || towardsUp) way = 1;
  else if ((f.in & input::kDown) || towardsDown) way = -1;
  s.vx = s.vy = 0;
  s.flags = boxflag::kGround;
  if (way == 0) return;
  const Sub cx = f.centreX(), bottom = s.y + f.h;
  if (s.stairTimer == 0 && (bottom & (kTileSub - 1)) == 0) {
    // On a tile edge: a next step must be there, else the box steps off.
    const Sub probeX = (way > 0) == (d > 0) ? cx : cx - 1;
    const std::int32_t row = way > 0 ? tileOf(bottom) - 1 : tileOf(bottom);
    if (f.grid.tag(tileOf(probeX), row) != stairTag(d)) {
      s.mode = BoxMode::Ground;
      BoxMove b = f.box();
      b.vx = b.vy = 0;
      s.flags = f.move(b, BoxMode::Ground);
      s.x = b.x;
      s.y = b.y;
      s.platform = b.platform;
      if (!s.grounded()) s.mode = BoxMode::Air;
      f.event(BoxEvent::StairsLeave);
      return;
    }
  }
  if (++s.stairTimer < f.cfg.stairFrames) return;
  s.stairTimer = 0;
  const Sub dx = way * d * f.cfg.stairStepX * 256, dy = -way * f.cfg.stairStepY * 256;
  if (!f.fits(s.x + dx, s.y + dy)) return;  // a blocked step waits
  s.vx = dx;
  s.vy = dy;
  s.x += dx;
  s.y += dy;
}

}  // namespace solidtile::boxdetail

// Seed 004's ledge grab (platformer.md section 3), y down: in the air, not
// rising, no ceiling, pushing a wall while holding towards it, a tile edge E
// in the column beyond the wall with an empty tile above and a solid one below,
// inside [top + ledgeStartY, top + ledgeEndY] (from last frame's top when the
// box pushed the same wall then too); the first one scanning down is grabbed.
#include "box_frame.h"

namespace solidtile::boxdetail {

void grabInput(Frame& f) {
  BoxState& s = f.s;
  const bool ledgeLeft = f.s.grabX * kTileSub + kTileSub / 2 < f.centreX();
  const bool away = ledgeLeft ? (f.in & input::kRight) != 0 : (f.in & input::kLeft) != 0;
  s.vx = s.vy = 0;
  if ((f.in & input::kDown) || away) {  // drop beats jump
    s.mode = BoxMode::Air;
    const auto lock = static_cast<std::uint8_t>(f.cfg.keyLockFrames);
    if (ledgeLeft) s.lockLeft = lock;
    else s.lockRight = lock;
    // The locked key is cleared this frame too: the drop frame is not one of the counted air frames.
    f.in &= static_cast<Input>(~(ledgeLeft ? input::kLeft : input::kRight));
    f.event(BoxEvent::Drop);
  } else if (f.pressed & input::kJump) {
    s.mode = BoxMode::Air;
    s.vy = -f.cfg.jumpSpeed;
    f.event(BoxEvent::Jumped);
  }
}

void ledgeTest(Frame& f, Sub x0, Sub y0, Sub vyWanted) {
  BoxState& s = f.s;
  const bool pushRight = (s.flags & boxflag::kWallRight) && (f.in & input::kRight);
  const bool pushLeft = (s.flags & boxflag::kWallLeft) && (f.in & input::kLeft);
  const std::int8_t wall = pushRight ? 1 : pushLeft ? -1 : 0;
  const std::int8_t lastWall = s.lastWall;
  s.lastWall = wall;
  if (wall == 0 || vyWanted < 0 || (s.flags & boxflag::kCeiling)) return;
  const std::int32_t col = pushRight ? tileOf(s.x + f.w) : tileOf(s.x - 1);
  const bool sameWall = lastWall == wall && s.x == x0;
  const Sub from = (sameWall ? y0 : s.y) + f.cfg.ledgeStartY * 256;
  const Sub to = s.y + f.cfg.ledgeEndY * 256;
  if (f.rec) {
    f.rec->ledgeScanned = true;
    f.rec->ledgeColumn = col;
    f.rec->windowTop = pixelOf(from);
    f.rec->windowBottom = pixelOf(to);
  }
  const std::uint8_t nearEdge = pushRight ? Level::kShapeLeftFull : Level::kShapeRightFull;
  // Tile edges E = 16k with from <= E <= to, top down.
  for (std::int32_t k = (from + kTileSub - 1) >> kShift; k * kTileSub <= to; ++k) {
    const TileView above = viewTile(f.grid, col, k - 1);
    const TileView below = viewTile(f.grid, col, k);
    const bool ledge = !above.blocksSides() && below.blocksSides() && (below.shape & nearEdge) != 0 &&
                       f.fits(f.s.x, k * kTileSub + f.cfg.grabOffset * 256);  // ours: the hanging box must fit
    recordTest(f.rec, BoxPass::Ledge, col, k, ledge);
    if (!ledge) continue;
    s.y = k * kTileSub + f.cfg.grabOffset * 256;
    s.vx = s.vy = 0;
    s.mode = BoxMode::Grab;
    s.flags = 0;
    s.grabX = col;
    s.grabY = k;
    s.grace = static_cast<std::uint8_t>(f.cfg.graceFrames + 1);
    if (f.rec) {
      f.rec->ledgeFound = true;
      f.rec->ledgeY = k * kTileSub / 256;
    }
    f.event(BoxEvent::Grab);
    return;
  }
}

}  // namespace solidtile::boxdetail

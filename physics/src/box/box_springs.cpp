// Springs and spikes for the box (ours; docs/box.md "Springs and spikes").
// Both are solid objects to the box's sweeps, as blocks are; after the move,
// an object the box touches on its active side acts:
// - a spring launches the box at half the spring's speed (red $1000 -> 8 px a
//   frame, yellow $A00 -> 5, the box's jump), at most maxFall so the sweeps
//   still see every tile: up and down set vy (up leaves the ground), left and
//   right shove the box that far along x this frame (the box keeps no
//   horizontal momentum: its walk sets vx every frame);
// - spikes touched on their pointed side report Spiked; the box is not hurt
//   or knocked back (a game built on it decides what a hit costs).
#include "box_frame.h"

namespace solidtile::boxdetail {
namespace {

// Which side of the object the box touches this frame, if any: the box's
// edge lies on the object's opposite edge and they overlap along the other axis.
struct Touch {
  bool top = false, bottom = false, left = false, right = false;
};

Touch touching(const BoxState& s, Sub w, Sub h, const SolidObject& o, ObjectPos p) {
  const Sub ow = o.w * kSubPerPixel, oh = o.h * kSubPerPixel;
  const bool acrossX = s.x < p.x + ow && s.x + w > p.x;
  const bool acrossY = s.y < p.y + oh && s.y + h > p.y;
  Touch t;
  t.top = acrossX && s.y + h == p.y;
  t.bottom = acrossX && s.y == p.y + oh;
  t.left = acrossY && s.x + w == p.x;
  t.right = acrossY && s.x == p.x + ow;
  return t;
}

Sub launchSpeed(const Frame& f, const SolidObject& o) { return std::min(o.springSpeed / 2, f.cfg.maxFall); }

// True when the spring launched the box.
bool spring(Frame& f, const SolidObject& o, const Touch& t) {
  BoxState& s = f.s;
  const Sub v = launchSpeed(f, o);
  const std::uint8_t fl = s.flags;
  bool launched = false;
  // A diagonal spring (format v10) is its 32 x 32 box to the box: the up
  // ones act as an up spring, the down ones as a down spring, and each also
  // shoves the box v along x toward its face, as a sideways one does.
  const bool upward = o.dir == ObjectDir::Up || o.dir == ObjectDir::UpRight || o.dir == ObjectDir::UpLeft;
  const bool downward = o.dir == ObjectDir::Down || o.dir == ObjectDir::DownRight || o.dir == ObjectDir::DownLeft;
  if (upward && t.top && (fl & boxflag::kGround)) {
    s.vy = -v;
    s.mode = BoxMode::Air;
    s.flags = static_cast<std::uint8_t>(fl & ~(boxflag::kGround | boxflag::kOneWay));
    s.platform = -1;
    launched = true;
  } else if (downward && t.bottom && (fl & boxflag::kCeiling)) {
    s.vy = v;
    launched = true;
  } else if ((o.dir == ObjectDir::Right && t.right && (fl & boxflag::kWallLeft)) ||
             (o.dir == ObjectDir::Left && t.left && (fl & boxflag::kWallRight))) {
    BoxMove b = f.box();
    sweepX(b, o.dir == ObjectDir::Right ? v : -v, f.context(), BoxPass::Carry);
    s.x = b.x;
    launched = true;
  }
  if (launched && isDiagonal(o.dir)) {
    BoxMove b = f.box();
    sweepX(b, o.dir == ObjectDir::UpRight || o.dir == ObjectDir::DownRight ? v : -v, f.context(), BoxPass::Carry);
    s.x = b.x;
  }
  if (launched) f.event(BoxEvent::SpringLaunched);
  return launched;
}

bool spiked(const SolidObject& o, const Touch& t, std::uint8_t fl) {
  switch (o.dir) {
    case ObjectDir::Up: return t.top && (fl & boxflag::kGround);
    case ObjectDir::Down: return t.bottom && (fl & boxflag::kCeiling);
    case ObjectDir::Left: return t.left && (fl & boxflag::kWallRight);
    case ObjectDir::Right: return t.right && (fl & boxflag::kWallLeft);
    default: return false;  // diagonals are springs only (objectKindProblem)
  }
}

}  // namespace

void boxSpringsAndSpikes(Frame& f) {
  if (!f.level.objects.hasKinds()) return;
  bool launched = false, hurt = false;
  forNearObjects(f.level, f.s.frame, f.near, [&](std::int16_t, const SolidObject& o, ObjectPos p) {
    // A bridge: a flat top-only platform. A collapse: a block of its shape
    // that never gives way, a fall one that never falls (the box keeps no
    // object state). A monitor: a solid block that never breaks (the box
    // does not roll). A push: a solid block where it was placed (the box
    // keeps no object state, so it never pushes one). A breakable: a solid
    // block that never breaks (the box does not roll). A stair: its four
    // blocks as one still 128 x 32 block that never drops (no object state).
    // A seesaw: its plank at rest, a sloped platform that never tilts and
    // has no ball (no object state: box_slope.h).
    // A barrier: a still block where it was placed that never rises (likewise).
    // A lift: a still top-only platform where it was placed (likewise); an
    // elevator the same (it is never set off: no object state).
    // A springboard: its 56 x 16 box, a still flat solid block that never
    // presses or launches (likewise: no frame it was pressed).
    // A stomper: a still solid block where it was placed, never falling,
    // its spikes not there (likewise: no made frame).
    // A brick: a solid block wobbling where it hangs, which never falls (no
    // object state: the box has no trigger frame to fall from).
    if (o.kind == ObjectKind::Block || o.kind == ObjectKind::Bridge || o.kind == ObjectKind::Collapse ||
        o.kind == ObjectKind::Fall || o.kind == ObjectKind::Monitor || o.kind == ObjectKind::Push ||
        o.kind == ObjectKind::Breakable || o.kind == ObjectKind::Stair || o.kind == ObjectKind::Brick || o.kind == ObjectKind::Seesaw ||
        o.kind == ObjectKind::Barrier || o.kind == ObjectKind::Lift || o.kind == ObjectKind::Elevator || o.kind == ObjectKind::Springboard ||
        o.kind == ObjectKind::Stomper || launched)
      return;
    const Touch t = touching(f.s, f.w, f.h, o, p);
    if (o.kind == ObjectKind::Spring) {
      launched = spring(f, o, t);  // one launch a frame: the box has moved
    } else if (!hurt && spiked(o, t, f.s.flags)) {
      hurt = true;
      f.event(BoxEvent::Spiked);
    }
  });
}

}  // namespace solidtile::boxdetail

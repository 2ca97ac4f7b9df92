// Seed 002's moving platforms, steps 1-3 for the box: a box standing on an
// object at the start of the frame rides it; the frame advances (moving every
// object); the rider is carried by the object's delta through the normal
// sweeps, so walls and ceilings still stop it.
#include "box_frame.h"
#include "box_slope.h"

namespace solidtile::boxdetail {
namespace {

// Asked only when the box had a platform last frame. Inline: as a call it
// took the Frame's address, which kept the whole Frame in memory (18
// instructions a step).
[[gnu::always_inline]] inline std::int16_t noteRider(const Frame& f, ObjectPos& was) {
  const BoxState& s = f.s;
  std::int16_t rider = -1;
  const auto& objects = f.level.objects;
  if (s.mode == BoxMode::Ground && static_cast<std::size_t>(s.platform) < objects.size()) {
    const SolidObject& o = objects[static_cast<std::size_t>(s.platform)];
    if (!boxMeets(o, s.frame + 1)) return rider;  // a timed block gone solid-less this frame carries nothing
    was = objects.position(static_cast<std::size_t>(s.platform), s.frame);
    const Sub cx = f.centreX();
    // The bottom-centre pixel exactly one pixel above the surface.
    if (s.y + f.h == objectSurface(o, was, cx) && cx >= was.x && cx < was.x + o.w * 256) rider = s.platform;
  }
  return rider;
}

void carryRider(Frame& f, std::int16_t rider, const ObjectPos& was) {
  BoxState& s = f.s;
  const ObjectPos now = nearPosition(f.level, s.frame, f.near, rider);
  BoxMove b = f.box();
  const MoveContext c = f.context();
  sweepX(b, now.x - was.x, c, BoxPass::Carry);
  sweepHead(b, now.y - was.y, b.y, c, BoxPass::Carry);
  s.x = b.x;
  s.y = b.y;
}

}  // namespace

void movePlatforms(Frame& f) {
  ObjectPos was;
  // Off a platform (most frames) the objects cost this test and the bounds test in findNearObjects.
  const std::int16_t rider = f.s.platform >= 0 ? noteRider(f, was) : std::int16_t{-1};
  ++f.s.frame;
  // Two tiles around the box: room for the carry and the move.
  findNearObjects(f.level, f.s.frame, f.s.x, f.s.y, f.w, f.h, 2 * kTileSize, f.near);
  if (rider >= 0) carryRider(f, rider, was);
}

}  // namespace solidtile::boxdetail

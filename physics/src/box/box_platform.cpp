// Seed 002's moving platforms, steps 1-3 for the box: a box standing on an
// object at the start of the frame rides it; the frame advances (moving every
// object); the rider is carried by the object's delta through the normal
// sweeps, so walls and ceilings still stop it.
#include "box_frame.h"

namespace solidtile::boxdetail {

void carryRider(Frame& f) {
  BoxState& s = f.s;
  std::int16_t rider = -1;
  const auto& objects = f.level.objects;
  ObjectPos was;
  if (s.mode == BoxMode::Ground && s.platform >= 0 && static_cast<std::size_t>(s.platform) < objects.size()) {
    const SolidObject& o = objects[static_cast<std::size_t>(s.platform)];
    was = objectPosition(o, s.frame);
    const Sub cx = f.centreX();
    // The bottom-centre pixel exactly one pixel above the surface.
    if (s.y + f.h == was.y && cx >= was.x && cx < was.x + o.w * 256) rider = s.platform;
  }
  ++s.frame;
  if (rider < 0) return;
  const SolidObject& o = objects[static_cast<std::size_t>(rider)];
  const ObjectPos now = objectPosition(o, s.frame);
  BoxMove b = f.move();
  NearObjects near;
  findNearObjects(f.level, s.frame, b.x, b.y, b.w, b.h, near);
  const MoveContext c{f.level, s.path, f.cfg, s.frame, f.rec, near};
  sweepX(b, now.x - was.x, c, BoxPass::Carry);
  sweepHead(b, now.y - was.y, b.y, c, BoxPass::Carry);
  s.x = b.x;
  s.y = b.y;
}

}  // namespace solidtile::boxdetail

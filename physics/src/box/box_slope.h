// The box on sloped objects (SolidObject::slope; ours, docs/physics.md "The
// box on sloped objects"): each 2 px column is solid from its surface down to
// the object's bottom edge. The floor under the box is the column under its
// centre (an end column past an edge), so walking along the object the floor
// pass steps the box up and down its columns by at most the snap margin, as
// on a tile slope; a solid one's sides are its end columns. Internal to
// physics/src/box.
#pragma once

#include "solidtile/fixed.h"
#include "solidtile/level/objects.h"
#include "solidtile/level/seesaw.h"

#pragma GCC visibility push(hidden)  // as in box_tiles.h
namespace solidtile::boxdetail {

// Object o's surface at x (subpixels) with its top-left at p: its top when flat.
inline Sub objectSurface(const SolidObject& o, const ObjectPos& p, Sub x) {
  if (o.kind == ObjectKind::Seesaw) {
    // The box keeps no object state: the plank at rest (frame 0, or 2
    // x-flipped), its column's surface obY - t[c] (level/seesaw.h).
    const int frame = o.dir == ObjectDir::Left ? 2 : 0;
    return p.y + pixels(SeesawGeometry::kObY - seesawHeight(frame, ((x - p.x) >> 8) >> 1));
  }
  if (o.slope.empty()) return p.y;
  return p.y + pixels(slopeDepthAt(o, (x - p.x) >> 8));
}

// Whether the box meets object o from above only: a top-only one, and a
// seesaw's plank (a platform by its kind).
inline bool objectOneWay(const SolidObject& o) { return o.topOnly || o.kind == ObjectKind::Seesaw; }

// The top of the side a box moving right (left) runs into: the left (right)
// end column's surface.
inline Sub objectSideTop(const SolidObject& o, const ObjectPos& p, bool right) {
  return objectSurface(o, p, right ? p.x : p.x + pixels(o.w) - 1);
}

}  // namespace solidtile::boxdetail
#pragma GCC visibility pop

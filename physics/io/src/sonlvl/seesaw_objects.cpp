#include "seesaw_objects.h"

#include "solidtile/level/seesaw.h"

namespace solidtile::io {
namespace {

// The box about the plank's (obX, obY) in Sonic 1's frame of reference; the
// layout's x-flip (obStatus bit 0) starts it on frame 2, its low end left;
// "tst.b obSubtype(a0); bne.s .noball" (Obj14_Init: "tst.b subtype(a0); bne.s
// loc_219A4"): only subtype 0 makes the ball.
SolidObject seesawEntry(const SonlvlObjectEntry& e, std::int32_t obY) {
  SolidObject o;
  o.kind = ObjectKind::Seesaw;
  o.dir = e.flipX ? ObjectDir::Left : ObjectDir::Right;
  o.ball = e.subtype == 0;
  o.w = SeesawGeometry::kWidth;
  o.h = SeesawGeometry::kHeight;
  o.path = {{e.x - SeesawGeometry::kObX, obY - SeesawGeometry::kObY}};
  return o;
}

}  // namespace

SonlvlObjectDecode sonic1Seesaw(const SonlvlObjectEntry& e) { return {seesawEntry(e, e.y), {}}; }

// Obj14's byte_21C8E / byte_21CBF are See_DataSlope / See_DataFlat less 16,
// and its ball's objoff_34 is y_pos + $10 (Obj14_Ball_Init), with the same
// Obj14_YOffsets: Sonic 1's seesaw with its obY 16 px lower.
SonlvlObjectDecode sonic2Seesaw(const SonlvlObjectEntry& e) {
  return {seesawEntry(e, e.y + SeesawGeometry::kSonic2Lower), {}};
}

}  // namespace solidtile::io

#include "springboard_objects.h"

#include "solidtile/level/springboard.h"

namespace solidtile::io {

// Obj40's box: width_pixels $1C and SlopedSolid's d2 8 about (x_pos,
// y_pos), at its table's first column (t[0] = 8: no rise); the layout's
// x-flip (status bit 0, render_flags bit 0) points its tip left; every
// subtype is the same board (Obj40_Strengths' objoff_30 "is never read"),
// kept for its launch's bits 0 and 2-3. The y-flip is drawing only.
SonlvlObjectDecode sonic2Springboard(const SonlvlObjectEntry& e) {
  SolidObject o;
  o.kind = ObjectKind::Springboard;
  o.dir = e.flipX ? ObjectDir::Left : ObjectDir::Right;
  o.springboard = static_cast<std::uint8_t>(e.subtype);
  o.w = SpringboardRule::kWidth;
  o.h = SpringboardRule::kHeight;
  o.path = {{e.x - SpringboardRule::kHalf, e.y - SpringboardRule::kD2}};
  return {std::move(o), {}};
}

}  // namespace solidtile::io

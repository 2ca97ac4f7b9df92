#include "spiked_ball_objects.h"

#include <string>

#include "solidtile/level/object_kinds.h"

namespace solidtile::io {
namespace {

// BBall_Main: "move.b #$86,obColType(a0)", .sizes row 6 "dc.b $10, $10":
// a touch box $10 either way about obX, obY.
constexpr int kHalf = 0x10;

SolidObject ball(const SonlvlObjectEntry& e) {
  SolidObject o;
  o.kind = ObjectKind::Hurt;
  o.w = o.h = 2 * kHalf;
  o.path = {{e.x - kHalf, e.y - kHalf}};
  return o;
}

// .type01 / .type02: "move.b (v_oscillate+$E).w,d0" (oscillator 3's byte,
// read on the frame it is, as Obj15 does: not lagged), then obX or obY =
// its origin - d0; x-flipped (obStatus bit 0) "neg.w d0; add.w d1,d0" with
// d1 $60 across (origin - ($60 - byte)) or "neg.w d0; addi.w #$80,d0"
// down (origin - ($80 - byte)). The byte runs 0..$5F (oscillator
// 3 swings $30 either side of $30), so each offset fits a signed byte.
OscMotion motion(const SonlvlObjectEntry& e, ObjectAxis axis) {
  OscMotion m;
  m.table = OscTable::Sonic1;
  m.index = 3;
  m.axis = axis;
  m.center = e.flipX ? (axis == ObjectAxis::X ? 0x60 : 0x80) : 0;
  m.negate = !e.flipX;
  m.lagged = false;
  return m;
}

}  // namespace

// BBall_Move: "andi.w #7,d0" of the subtype picks .index's routine: type 0
// stands still, 1 moves across, 2 up and down, 3 goes round a circle of
// radius $50 at the high nibble's speed on an angle of its own (obAngle,
// counted from the frame it was made, which no level field holds yet); 4-7
// jump past the table's four entries.
SonlvlObjectDecode sonic1BigSpikedBall(const SonlvlObjectEntry& e) {
  const int type = e.subtype & 7;
  if (type == 3)
    return {std::nullopt, sonlvlSubtypeText(e.subtype) + ": type 3 circles on an angle counted from the frame it was made (.type03)"};
  if (type > 3) return {std::nullopt, sonlvlSubtypeText(e.subtype) + ": types 4-7 jump past BBall_Move's four routines"};
  SolidObject o = ball(e);
  if (type != 0) o.osc = motion(e, type == 1 ? ObjectAxis::X : ObjectAxis::Y);
  return {o, {}};
}

}  // namespace solidtile::io

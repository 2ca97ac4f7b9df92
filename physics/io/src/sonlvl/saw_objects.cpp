#include "saw_objects.h"

#include "oscillating_platforms.h"  // sonlvlSubtypeText
#include "solidtile/level/object_kinds.h"
#include "spiked_ball_objects.h"  // sonic1AxisMotion: Obj58's code, which Obj6A repeats

namespace solidtile::io {

// Saw_Main: "cmpi.b #3,obSubtype(a0); bhs.s Saw_Action" skips "move.b
// #$A2,obColType(a0)" for a ground saw, which sets it only as it appears.
// Saw_Action: "andi.w #7,d0" picks .index's routine, five entries:
// - .type00: rts (a still cutter);
// - .type01: "move.b (v_oscillate+$E).w,d0", flipped "neg.w d0; add.w
//   d1,d0" (d1 $60), obX = saw_origX - d0: Obj58's .type01 to the letter;
// - .type02: "move.b (v_oscillate+6).w,d0" (oscillator 1), flipped "neg.w
//   d0; addi.w #$80,d0", obY = saw_origY - d0: Obj58's .type02 on
//   oscillator 1;
// - .type03, .type04: the ground saws ("move.w #$600,obVelX(a0)" right,
//   "-$600" left, once the player is within the box they test);
// 5-7 jump past the table.
SonlvlObjectDecode sonic1Saw(const SonlvlObjectEntry& e) {
  const int type = e.subtype & 7;
  if (type >= 5) return {std::nullopt, sonlvlSubtypeText(e.subtype) + ": types 5-7 jump past Saw_Action's five routines"};
  if (type >= 3) {
    return {std::nullopt, sonlvlSubtypeText(e.subtype) +
                              ": a ground saw, which runs at the player once he comes near (.type03, .type04): not modelled"};
  }
  constexpr int kHalf = 0x18;  // .sizes row $22: dc.b $18, $18
  SolidObject o;
  o.kind = ObjectKind::Hurt;
  o.w = o.h = 2 * kHalf;
  o.path = {{e.x - kHalf, e.y - kHalf}};
  if (type == 1) o.osc = sonic1AxisMotion(e, ObjectAxis::X, 3);
  if (type == 2) o.osc = sonic1AxisMotion(e, ObjectAxis::Y, 1);
  return {o, {}};
}

}  // namespace solidtile::io

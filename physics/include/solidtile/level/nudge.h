// A platform that dips while stood on (issue 27, level format version 11):
// both games' Obj18 keep a byte b (Sonic 1's objoff_38, Sonic 2's
// obj18_y_offset) that each frame's routine moves by 4 towards $40 while the
// player stands on it (Sonic 1's Plat_Action2: "cmpi.b #$40,objoff_38(a0);
// beq.s; addq.b #4"; Sonic 2's Obj18_TopSolid / Obj18_FullSolid .sag) and by
// 4 back towards 0 while he does not (Plat_Solid: "tst.b; beq.s; subq.b #4";
// Sonic 2's "subq.b #4,obj18_y_offset(a0)"). Plat_Nudge / Obj18_Nudge then
// put the platform at its moved y plus (sin(b) * $400) >> 16 (CalcSine, the
// games' shared table): up to 4 px lower at b = $40.
// Which way b goes on frame f is whether he stood on it when its routine
// began (Sonic 1's routine 4, Sonic 2's standing bit), so b changes on the
// frame after the landing (the landing frame's run counted down) and still
// goes up on the frame he leaves.
// The state is two slots (object_state.h): the frame b last turned and, in
// the second, b then and the way it goes, so b on any later frame follows
// from the frame number and nothing counts in a step.
#pragma once

#include <cstdint>

#include "solidtile/level/object_state.h"

namespace solidtile {

struct NudgeTiming {
  static constexpr std::uint8_t kStep = 4;     // addq.b #4 / subq.b #4
  static constexpr std::uint8_t kMax = 0x40;   // cmpi.b #$40
  static constexpr std::int32_t kScale = 0x400;  // move.w #$400,d1; muls.w d1,d0; swap d0
};

// Pixels below its place for count b: (sin(b) * $400) >> 16 on the games' table.
std::int32_t nudgeDip(std::uint8_t b);

// b on `frame` (after that many steps) from the object's two slots.
std::uint8_t nudgeCountAt(ObjectSlot turned, ObjectSlot packed, std::uint32_t frame);
inline std::int32_t nudgeDipAt(ObjectSlot turned, ObjectSlot packed, std::uint32_t frame) {
  return nudgeDip(nudgeCountAt(turned, packed, frame));
}
// The two slots for b = `count` on `frame`, from then going up (stood on) or down.
void setNudge(ObjectSlot* slots, std::uint32_t frame, std::uint8_t count, bool up);
// Whether the slots say it goes up (the player stood on it when they were set).
inline bool nudgeGoesUp(ObjectSlot packed) { return packed.since != ObjectSlot::kNever && (packed.since & 0x100u) != 0; }

}  // namespace solidtile

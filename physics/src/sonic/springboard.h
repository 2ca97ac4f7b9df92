// Internal: springboards (ObjectKind::Springboard) against the Sonic player
// (docs/physics.md, "Springboards"): Sonic 2's Obj40 (level/springboard.h).
// On frame f: AnimateSprite (the board's frame from its slot: springboardAt),
// then SlopedSolid_SingleCharacter on that frame's table (d1 $27, d2 8),
// then, for one standing on it on the far part, loc_2641E: anim set to 1
// (the slot keeps f) or, in the launch window, loc_2645E's launch. Every
// profile runs this routine (Sonic 1 and S&K have no such object); its
// SolidObject and ExitPlatform parts follow the profile's rules (solidEnter,
// leave).
#pragma once

#include "solid_objects.h"
#include "solidtile/level/springboard.h"

namespace solidtile::detail::objects {

// loc_2645E on player s, standing at dx = x_pos(a1) - x_pos of a board
// x-flipped or not, of subtype `subtype`.
inline void springboardLaunch(PlayerState& s, std::int32_t dx, bool flipped, std::uint8_t subtype) {
  const auto boost = static_cast<std::uint8_t>(kSpringboardBoost[static_cast<std::size_t>(springboardBoostIndex(dx, flipped))]);
  // "move.w #-$400,y_vel(a1); sub.b d0,y_vel(a1)": the high byte only.
  const auto y = static_cast<std::uint16_t>(SpringboardRule::kLaunchY);
  s.ysp = static_cast<std::int16_t>(static_cast<std::uint16_t>(((((y >> 8) - boost) & 0xFF) << 8) | (y & 0xFF)));
  s.facingLeft = flipped;  // "bset #status.player.x_flip", cleared unflipped
  const auto d0 = static_cast<std::uint8_t>(flipped ? boost : -boost);  // "neg.b d0" unflipped
  const auto xv = static_cast<std::uint16_t>(static_cast<std::int16_t>(s.xsp));
  const std::uint16_t mag = (xv & 0x8000) ? static_cast<std::uint16_t>(-xv) : xv;  // mvabs.w
  if (mag >= SpringboardRule::kKeepXFrom) {
    s.xsp = static_cast<std::int16_t>(static_cast<std::uint16_t>((((xv >> 8) - d0) & 0xFF) << 8 | (xv & 0xFF)));
  }
  s.airborne = true;        // "bset #status.player.in_air"
  s.standingOn = -1;        // "bclr #status.player.on_object"
  s.hurt = false;           // "move.b #2,routine(a1)"
  s.spindashing = false;    // "move.b #0,spindash_flag(a1)"
  if (subtype & 1) s.gsp = s.facingLeft ? -1 : 1;  // "move.w #1,inertia(a1)", "neg.w inertia(a1)" facing left
  const int layer = subtype & 0xC;
  if (layer == 4) s.path = 0;  // "move.b #$C,top_solid_bit(a1)"
  if (layer == 8) s.path = 1;  // "move.b #$E,top_solid_bit(a1)"
}

template <class St>
bool springboardObject(St& st, int i, const SolidObject& o, std::uint32_t f) {
  if (!st.cfg.solidObjects || o.path.empty()) return true;  // a solid object: passed where blocks are
  ObjectSlot* slot = slotFor(st, i);
  PlayerState& s = st.s;
  const bool flipped = o.dir == ObjectDir::Left;
  const SpringboardView v = springboardAt(slot ? slot->since : ObjectSlot::kNever, f);
  const std::int32_t x = o.path[0].x, y = o.path[0].y;
  const std::int32_t obX = x + SpringboardRule::kHalf, obY = y + SpringboardRule::kD2, d1 = SpringboardRule::kD1;
  const std::int32_t d0 = (s.x >> 8) - obX + d1;
  if (s.standingOn == i) {
    // SlopedSolid_SingleCharacter with the standing bit: in the air or off
    // the d1 range lets go (loc_1980A), else MvSonicOnSlope ("lsr.w #1,d0",
    // x-flipped "not.w d0; add.w d1,d0"): y_pos(a1) = y_pos - t[c] - y_radius.
    if (s.airborne || d0 < 0 || d0 >= 2 * d1) {
      leave(st, i);
    } else {
      const std::int32_t c = flipped ? d1 - 1 - (d0 >> 1) : d0 >> 1;
      carry(st, i, obY - springboardHeight(v.frame, c), obX, obX, false);
    }
  } else if (d0 < 0 || d0 > 2 * d1) {
    ignore(s, i);  // SlopedSolid_cont's "bmi" / "bhi" to SolidObject_TestClearPush
  } else {
    // SlopedSolid_cont: d5 = d0 (x-flipped "not.w d5; add.w d3,d5"), the
    // column d5 >> 1, the box moved up by t[c] - t[0]. x-flipped at d0 = 2
    // d1 the game's "lsr.w #1,d5" of -1 reads $7FFF bytes past the table
    // (another object's code): ours reads column 0 (no rise).
    const std::int32_t d5 = flipped ? 2 * d1 - 1 - d0 : d0;
    const std::int32_t c = d5 < 0 ? 0 : d5 >> 1;
    const std::int32_t rise = static_cast<std::int8_t>(springboardHeight(v.frame, c) - springboardHeight(v.frame, 0));
    int d4 = 0;
    if (!solidEnter(st, i, x, y - rise, SpringboardRule::kWidth, SpringboardRule::kHeight, d4)) return false;
  }
  if (s.standingOn != i) return true;
  const std::int32_t dx = (s.x >> 8) - obX;
  if (!springboardFarPart(dx, flipped)) return true;
  if (!v.anim1) {
    if (slot) slot->since = f;  // "move.w #(1<<8)|(0<<0),anim(a0)"
  } else if (v.frame == 0) {
    springboardLaunch(s, dx, flipped, o.springboard);
    objectEvent(st, EventKind::SpringLaunched, i);
  }
  return true;
}

}  // namespace solidtile::detail::objects

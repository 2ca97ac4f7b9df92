// Internal: Sonic's shield moves in Sonic 3 and Sonic & Knuckles
// (docs/physics.md, "Shield moves"; s3.asm / sonic3k.asm Sonic_ShieldMoves,
// Player_TouchFloor, BubbleShield_Bounce). Knuckles glides and Tails flies
// on the same press instead (characters.h), so only Sonic has them.
#pragma once

#include "items.h"
#include "player_step.h"

namespace solidtile::detail {

inline constexpr Sub kFireDashSpeed = 0x800;       // Sonic_FireShield "move.w #$800,d0"
inline constexpr Sub kLightningJumpSpeed = 0x580;  // Sonic_LightningShield "move.w #-$580,y_vel(a0)"
inline constexpr Sub kBubbleDiveSpeed = 0x800;     // Sonic_BubbleShield "move.w #$800,y_vel(a0)"
inline constexpr Sub kBubbleBounceSpeed = 0x780;   // BubbleShield_Bounce "move.w #$780,d2" (dry)

// Sonic_ShieldMoves, reached from Sonic_JumpHeight on a jump press once the
// rise is no faster than the release cap: "tst.b double_jump_flag(a0); bne"
// (one move a jump), "bclr #Status_RollJump" (air control back), then
// nothing while invincible ("btst #Status_Invincible; bne locret"), else the
// worn shield's move; with none the insta-shield, which only sets the flag
// here (its larger hit box against badniks is not simulated); the plain
// shield, which S&K has not, does nothing ("btst #Status_Shield; bne").
template <class St>
void shieldMove(St& st) {
  PlayerState& s = st.s;
  if (s.shieldMove != 0) return;
  s.rollJumping = false;
  if (s.invincible != 0) return;
  switch (static_cast<Shield>(s.shield)) {
    case Shield::Fire:
      // "btst #Status_Facing,status(a0); beq; neg.w d0": x_vel and ground_vel, y_vel 0.
      s.xsp = s.gsp = s.facingLeft ? -kFireDashSpeed : kFireDashSpeed;
      s.ysp = 0;
      break;
    case Shield::Lightning:
      s.ysp = -kLightningJumpSpeed;
      s.jumping = false;  // "clr.b jumping(a0)": no release cap on this rise
      break;
    case Shield::Bubble:
      s.xsp = s.gsp = 0;
      s.ysp = kBubbleDiveSpeed;
      break;
    case Shield::Plain: return;
    case Shield::None: s.shieldMove = 1; return;  // the insta-shield
  }
  s.shieldMove = 1;
  st.event(EventKind::ShieldMove, s.shield);
}

// Player_TouchFloor: "tst.b double_jump_flag(a0); beq; btst
// #Status_BublShield; beq; bsr.s BubbleShield_Bounce" and then the flag is
// cleared. True when the landing is the bubble shield's bounce.
inline bool bubbleLanding(const PlayerState& s) {
  return s.shieldMove != 0 && s.shield == static_cast<std::uint8_t>(Shield::Bubble);
}

// BubbleShield_Bounce, after the landing set his speeds on the surface of
// angle `angle`: $780 along its normal ("subi.b #$40,d0; jsr
// (GetSineCosine).l; muls.w d2,d1; asr.l #8,d1; add.w d1,x_vel(a0)" and the
// sine into y_vel), then in the air curled: jumping, not pushing, the roll's
// radii, y moved by the radius change ("sub.w d0,y_pos(a0)").
template <class St>
void bubbleBounce(St& st) {
  PlayerState& s = st.s;
  const Angle normal = static_cast<Angle>(s.angle - 0x40);
  s.xsp = saturate(std::int64_t{s.xsp} + ((std::int64_t{st.cosA(normal)} * kBubbleBounceSpeed) >> 8));
  s.ysp = saturate(std::int64_t{s.ysp} + ((std::int64_t{st.sinA(normal)} * kBubbleBounceSpeed) >> 8));
  s.airborne = true;
  s.pushing = false;
  s.jumping = true;
  s.rolling = true;
  st.setRadii(true);
  s.y -= pixels(s.radiusY - st.cfg.standRadiusY);  // "sub.b default_y_radius(a0),d0"
  st.event(EventKind::BubbleBounced);
}

}  // namespace solidtile::detail

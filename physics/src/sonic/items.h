// Internal: what a broken monitor's item does to the Sonic player
// (docs/physics.md, "Monitors' items"). Only the speed shoes change his
// physics here; the other items are named by the ItemApplied event alone.
//
// The item object (Sonic 1's PowerUp / Obj2E, Sonic 2's Obj2E, S&K's
// Obj_MonitorContents) starts at y_vel -$300 and, while y_vel is negative,
// moves and adds $18 (Pow_Move, Obj2E_Raise): 32 moving frames, then the
// frame y_vel reads 0 it gives the item (Pow_Checks, Obj2E_Raise's second
// half). Its first run is on the breaking frame (the monitor's routine runs
// Mon_BreakOpen / Obj26_Break in that frame's object pass and the new object's
// slot is taken to come later in the pass), so the item lands in the object
// pass of the breaking frame + 32 and the next step moves with it.
#pragma once

#include "solidtile/sonic/player_state.h"
#include "solidtile/sonic/profile.h"

namespace solidtile::detail {

inline constexpr std::int32_t kItemRiseSpeed = 0x300;  // Pow_Main: "move.w #-$300,obVelY(a0)"
inline constexpr std::int32_t kItemRiseSlow = 0x18;    // Pow_Move: "addi.w #$18,obVelY(a0)"
inline constexpr std::uint32_t kItemDelay = kItemRiseSpeed / kItemRiseSlow;  // 32

// The shoes: Pow_ChkShoes (Sonic 1), super_shoes (Sonic 2),
// Monitor_Give_SpeedShoes (S&K) all set top $C00, acceleration $18,
// deceleration $80; when the timer runs out Sonic_Display (S&K: Sonic_Display too) puts back $600, $C, $80.
inline constexpr Sub kShoesTop = 0xC00;
inline constexpr Sub kShoesAcc = 0x18;
inline constexpr Sub kShoesDec = 0x80;
// Sonic 1 "move.w #$4B0,(v_player+$34).w", Sonic 2 "move.w #20*60,speedshoes_time(a1)":
// frames. S&K "move.b #(20*60)/8,speed_shoes_timer(a1)": ticks of 8 frames.
inline constexpr std::uint16_t kShoesFrames = 0x4B0;
inline constexpr std::uint16_t kShoesTicksS3K = 150;

// The item number of the speed shoes in the profile's game (the monitor's
// subtype; docs/formats.md): Sonic 1's 3, Sonic 2's 5, S&K's 4. The guide
// has no monitors of its own: as Sonic 2.
inline int shoesItem(Profile p) { return p == Profile::Sonic1 ? 3 : p == Profile::Sonic3K ? 4 : 5; }

// The config the step runs on while the shoes last: the games' routines read
// top, acceleration and deceleration from RAM (v_sonspeedmax, Sonic_top_speed,
// Max_speed), and derive from them friction (Sonic_Move's d5: the
// acceleration), air acceleration (Sonic_JumpDirection "asl.w #1,d5") and the
// rolling friction (Sonic_RollSpeed "asr.w #1,d5"). The rolling xsp cap is a
// constant ($1000) and stays.
inline PlayerConfig withShoes(const PlayerConfig& c) {
  PlayerConfig s = c;
  s.top = kShoesTop;
  s.acc = kShoesAcc;
  s.dec = kShoesDec;
  s.frc = kShoesAcc;
  s.airAcc = kShoesAcc * 2;
  s.rollFrc = kShoesAcc / 2;
  return s;
}

// Sonic_Display's countdown, in the control routine only (after the move):
// Sonic 1 and 2 take a frame off; S&K a tick when the level frame counter's
// low three bits are 0 (the frame number here). True the frame they run out.
inline bool countShoes(PlayerState& s, Profile p) {
  if (s.shoes == 0) return false;
  if (p == Profile::Sonic3K && (s.frame & 7) != 0) return false;
  return --s.shoes == 0;
}

// The item object's end: called at the end of every step (after the object
// pass); true when an item took effect, with its number in *item.
inline bool applyItem(PlayerState& s, Profile p, int* item) {
  if (s.itemPending == 0 || s.frame + 1 != s.itemFrame) return false;
  *item = s.itemPending - 1;
  s.itemPending = 0;
  if (*item == shoesItem(p)) s.shoes = p == Profile::Sonic3K ? kShoesTicksS3K : kShoesFrames;
  return true;
}

}  // namespace solidtile::detail

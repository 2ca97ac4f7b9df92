// Internal: what a broken monitor's item does to the Sonic player
// (docs/physics.md, "Monitors' items"): speed shoes, rings, shields and
// invincibility, extra lives and Sonic 2's and S&K's Eggman, which hurts; the
// other items (teleport, S, goggles, Sonic 1's harmless Eggman) are named by
// the ItemApplied event alone. Also the rings, shield and
// invincibility a hit reads (HurtSonic / HurtCharacter, spikes.h).
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

#include <cstddef>
#include <iterator>

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

// What an item does, by the monitor's subtype in each game (docs/formats.md):
// Pow_ChkSonic .. Pow_ChkRings (Sonic 1: 2 extra life, 3 shoes, 4 shield,
// 5 invincibility, 6 rings), Obj2E_Types (Sonic 2: 1 sonic_1up, 4 super_ring,
// 5 super_shoes, 6 shield_monitor, 7 invincible_monitor; 2, tails_1up, gives
// Tails' life, Life_count_2P), S&K's Monitor_Give_* (1 1up, 3 rings, 4 shoes,
// 5 fire, 6 lightning, 7 bubble, 8 invincibility). Eggman hurts in Sonic 2
// (0 static and 3 robotnik_monitor: "bra.w Touch_ChkHurt2") and S&K (0 and 2,
// Monitor_Give_Eggman); Sonic 1's (1, Pow_ChkEggman) "does nothing".
enum class ItemEffect : std::uint8_t { None, Shoes, Rings, Shield, Invincibility, Life, Hurt };
inline ItemEffect itemEffect(Profile p, int item) {
  static constexpr ItemEffect kSonic1[] = {ItemEffect::None,   ItemEffect::None,          ItemEffect::Life,
                                           ItemEffect::Shoes,  ItemEffect::Shield,        ItemEffect::Invincibility,
                                           ItemEffect::Rings};
  static constexpr ItemEffect kSonic2[] = {ItemEffect::Hurt,  ItemEffect::Life,   ItemEffect::None,
                                           ItemEffect::Hurt,  ItemEffect::Rings,  ItemEffect::Shoes,
                                           ItemEffect::Shield, ItemEffect::Invincibility};
  static constexpr ItemEffect kSonic3K[] = {ItemEffect::Hurt,   ItemEffect::Life,   ItemEffect::Hurt,
                                            ItemEffect::Rings,  ItemEffect::Shoes,  ItemEffect::Shield,
                                            ItemEffect::Shield, ItemEffect::Shield, ItemEffect::Invincibility};
  const auto pick = [item](const auto& table) {
    return item >= 0 && static_cast<std::size_t>(item) < std::size(table) ? table[item] : ItemEffect::None;
  };
  return p == Profile::Sonic1 ? pick(kSonic1) : p == Profile::Sonic3K ? pick(kSonic3K) : pick(kSonic2);
}

// The shield a monitor gives (PlayerState::shield): S&K's three elemental
// shields set the plain shield bit too (Monitor_Give_Fire_Shield "bset
// #Status_Shield"), which is all HurtCharacter reads; their own moves and
// immunities are not simulated.
enum class Shield : std::uint8_t { None, Plain, Fire, Lightning, Bubble };
inline std::uint8_t shieldOf(Profile p, int item) {
  if (p != Profile::Sonic3K) return static_cast<std::uint8_t>(Shield::Plain);
  return static_cast<std::uint8_t>(item == 5 ? Shield::Fire : item == 6 ? Shield::Lightning : Shield::Bubble);
}

// Pow_ChkRings "addi.w #10,(v_rings).w" (no cap); Sonic 2's super_ring
// "addi.w #10,(a2); cmpi.w #999,(a2); blo.s; move.w #999,(a2)" (REV01) and
// S&K's Monitor_Give_Rings alike: 999 at most.
inline constexpr std::uint16_t kRingMonitorRings = 10;
inline std::uint16_t ringCap(Profile p) { return p == Profile::Sonic1 ? 0xFFFF : 999; }
inline void addRings(PlayerState& s, Profile p, int n) {
  const int cap = ringCap(p);
  s.rings = static_cast<std::uint16_t>(s.rings + n > cap ? cap : s.rings + n);
}

// One more life: ExtraLife / sonic_1up / Monitor_Give_1up "addq.b
// #1,(v_lives).w" (a byte: no cap, 255 wraps to 0 as in the games).
inline void giveLife(PlayerState& s) { s.lives = static_cast<std::uint8_t>(s.lives + 1); }

// The ring bonus after rings were added, the same in every game's
// CollectRing and ring monitor: "cmpi.w #100,(v_rings).w; blo; bset
// #1,(v_lifecount).w; beq .got100; cmpi.w #200,(v_rings).w; blo; bset
// #2,(v_lifecount).w; bne" (Extra_life_flags in Sonic 2 and S&K). True when
// it gave a life.
inline constexpr std::uint16_t kFirstLifeRings = 100, kSecondLifeRings = 200;
inline bool ringBonus(PlayerState& s) {
  if (s.rings < kFirstLifeRings) return false;
  const bool first = (s.lifeFlags & 2) == 0;
  s.lifeFlags |= 2;
  if (!first) {
    if (s.rings < kSecondLifeRings || (s.lifeFlags & 4) != 0) return false;
    s.lifeFlags |= 4;
  }
  giveLife(s);
  return true;
}

// One ring collected: Sonic 1's CollectRing adds and tests the bonus always;
// Sonic 2's CollectRing_1P (REV01) and S&K's GiveRing_1P skip both at 999
// ("cmpi.w #999,(Ring_count).w; bhs.s JmpTo_PlaySound2" before the add and
// the 100-ring test). True when it gave a life.
inline bool collectOneRing(PlayerState& s, Profile p) {
  if (s.rings >= ringCap(p)) return false;
  addRings(s, p, 1);
  return ringBonus(s);
}

// Pow_ChkInvinc "move.w #$4B0,(v_player+$32).w", invincible_monitor "move.w
// #20*60,invincibility_time(a1)": frames. S&K "move.b
// #(20*60)/8,invincibility_timer(a1)": ticks of 8 frames, as the shoes.
inline constexpr std::uint16_t kInvincibleFrames = 0x4B0;
inline constexpr std::uint16_t kInvincibleTicksS3K = 150;

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
inline bool countDown(std::uint16_t& timer, const PlayerState& s, Profile p) {
  if (timer == 0) return false;
  if (p == Profile::Sonic3K && (s.frame & 7) != 0) return false;
  return --timer == 0;
}
inline bool countShoes(PlayerState& s, Profile p) { return countDown(s.shoes, s, p); }
// The invincibility's, just before the shoes' (.chkinvincible, Obj01_ChkInvin,
// Sonic_ChkInvin), the same way.
inline bool countInvincibility(PlayerState& s, Profile p) { return countDown(s.invincible, s, p); }

// The item object's end: called at the end of every step (after the object
// pass); true when an item took effect, with its number in *item.
inline bool applyItem(PlayerState& s, Profile p, int* item) {
  if (s.itemPending == 0 || s.frame + 1 != s.itemFrame) return false;
  *item = s.itemPending - 1;
  s.itemPending = 0;
  switch (itemEffect(p, *item)) {
    case ItemEffect::Shoes: s.shoes = p == Profile::Sonic3K ? kShoesTicksS3K : kShoesFrames; break;
    case ItemEffect::Rings:
      addRings(s, p, kRingMonitorRings);
      ringBonus(s);  // Pow_ChkRings, super_ring, Monitor_Give_Rings test it as CollectRing does
      break;
    case ItemEffect::Life: giveLife(s); break;
    case ItemEffect::Shield: s.shield = shieldOf(p, *item); break;
    case ItemEffect::Invincibility: s.invincible = p == Profile::Sonic3K ? kInvincibleTicksS3K : kInvincibleFrames; break;
    case ItemEffect::Hurt:  // itemHurt (spikes.h): it needs the step's state
    case ItemEffect::None: break;
  }
  return true;
}

}  // namespace solidtile::detail

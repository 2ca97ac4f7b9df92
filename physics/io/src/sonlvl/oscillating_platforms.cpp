#include "oscillating_platforms.h"

#include <cstdio>

namespace solidtile::io {

namespace {

std::string subtypeText(int subtype) {
  char buf[8];
  std::snprintf(buf, sizeof buf, "$%02X", static_cast<unsigned>(subtype) & 0xFFu);
  return std::string("subtype ") + buf;
}

SonlvlObjectDecode stays(const SonlvlObjectEntry& e, const char* why) { return {std::nullopt, subtypeText(e.subtype) + ": " + why}; }

// The moves both games' tables share, by subtype (low nibble): which
// oscillator byte, which axis, and how the byte becomes an offset. The
// lagged ones read the angle byte the last frame saved from the oscillator
// at +$18 of the table's data (oscillator 6); the others read oscillator 3
// (+$C) as it is.
struct Move {
  bool moves;
  OscMotion osc;
};

constexpr OscMotion kNone{};
constexpr OscMotion lagged(ObjectAxis a, bool negate, std::uint8_t shift) { return {OscTable::Sonic1, 6, a, 0x40, negate, shift, true}; }
constexpr OscMotion direct(bool negate) { return {OscTable::Sonic1, 3, ObjectAxis::Y, 0x30, negate, 0, false}; }

// Sonic 1's Plat_Move .index (13 entries): 0 and 9 .type00 (still); 1
// .type01 and 5 .type05 sideways ("subi.b #$40" / "neg.b; addi.b #$40" on
// obAngle); 2 and 6 the same up and down; $A .type0A half of it ("asr.w
// #1"); $B and $C v_oscillate+$E ("subi.b #$30" / "neg.b; addi.b #$30").
Move sonic1Move(int t) {
  switch (t) {
    case 0: case 9: return {false, kNone};
    case 1: return {true, lagged(ObjectAxis::X, false, 0)};
    case 5: return {true, lagged(ObjectAxis::X, true, 0)};
    case 2: return {true, lagged(ObjectAxis::Y, false, 0)};
    case 6: return {true, lagged(ObjectAxis::Y, true, 0)};
    case 0xA: return {true, lagged(ObjectAxis::Y, false, 1)};
    case 0xB: return {true, direct(false)};
    case 0xC: return {true, direct(true)};
    default: return {false, kNone};
  }
}

// Sonic 2's Obj18_Behaviours (14 entries): as Sonic 1's up to 9; $A
// ShortVertical.reversed ("subi.b #$40; ext.w; asr.w #1"), $B .normal
// ("neg.b; addi.b #$40" then the same), $C Vertical.altNormal and $D
// .altReversed on Oscillating_Data+$C.
Move sonic2Move(int t) {
  switch (t) {
    case 0xB: return {true, lagged(ObjectAxis::Y, true, 1)};
    case 0xC: return {true, direct(false)};
    case 0xD: return {true, direct(true)};
    default: return sonic1Move(t);
  }
}

const char* notPureMotion(int t) {
  switch (t) {
    // Placed as 4 its timer (objoff_3A, obj18_delay) starts at 0: ".type04"
    // / Obj18_Fall fall from the first frame and never count down to a drop,
    // which a fall (held still until stood on) cannot be.
    case 4: return "a platform falling from its first frame (type 4 placed: its timer 0 never drops the player)";
    case 7: case 8: return "a platform a button raises (types 7 and 8: the button's state)";
    default: return nullptr;
  }
}

// Type 3 (.type03, Obj18_Falling): a fall waiting at its place; its counts
// are the games' "move.w #30,objoff_3A(a0)" and "move.w #32,objoff_3A(a0)"
// (FallTiming's defaults, written on the object).
SolidObject asFall(SolidObject o) {
  o.kind = ObjectKind::Fall;
  o.nudge = false;  // a fall's dip while it waits is not modelled (docs/physics.md)
  o.fallDelay = 30;
  o.fallCarry = 32;
  return o;
}

SolidObject platformAt(const SonlvlObjectEntry& e, int widthPixels, int h, int aboveCentre, const Move& m, OscTable table) {
  SolidObject o;
  o.w = 2 * widthPixels;
  o.h = h;
  o.topOnly = true;
  o.path = {{e.x - widthPixels, e.y - aboveCentre}};
  if (m.moves) {
    o.osc = m.osc;
    o.osc.table = table;
  }
  // Every subtype runs Plat_Solid / Plat_Action2 then Plat_Nudge (Sonic 2:
  // Obj18_TopSolid then Obj18_Nudge): it dips while stood on (level/nudge.h).
  o.nudge = true;
  return o;
}

}  // namespace

// Plat_Main: obActWid $20 for every subtype; PlatformObject lands the player
// on obY - 8 (the top-only object's top row: top-left y = obY - 8). Spring
// Yard's and Star Light's platforms run the same code (Star Light's are all
// subtype 3 in the layouts, which Plat_Main also forces).
SonlvlObjectDecode sonic1Platform(const SonlvlObjectEntry& e) {
  const int t = e.subtype & 0xF;
  if (const char* why = notPureMotion(t)) return stays(e, why);
  if (t > 0xC) return stays(e, "its low nibble reads past Plat_Move's table");
  const SolidObject o = platformAt(e, 0x20, 16, 8, sonic1Move(t), OscTable::Sonic1);
  return {t == 3 ? asFall(o) : o, {}};
}

// Obj18_InitData (width_pixels by (subtype >> 4) & 7, five entries).
// Obj18_TopSolid calls PlatformObject with d3 = 8 (top-left y = obY - 7, h 14:
// docs/physics.md's obY = y + h/2, d3 = h/2 + 1). Bit 7 (Obj18_Init: "tst.b
// subtype(a0); bpl.s .topSolid; addq.b #6,routine(a0)", "move.b
// #$30,y_radius(a0)", Aquatic Ruin's "move.b #$28,y_radius(a0)") runs
// Obj18_FullSolid: the same sag, Obj18_Move and Obj18_Nudge, then SolidObject
// with d1 = width_pixels + $B, d2 = y_radius, d3 = d2 + 1, d4 = the x before the
// move: a solid block of the same motion, width_pixels * 2 by y_radius * 2.
SonlvlObjectDecode sonic2Platform(const SonlvlObjectEntry& e) {
  static constexpr int kWidth[5] = {0x20, 0x20, 0x20, 0x40, 0x30};
  const int frame = (e.subtype >> 4) & 7;
  const bool fullSolid = (e.subtype & 0x80) != 0;
  if (frame >= 5) return stays(e, "bits 4-6 read past Obj18_InitData");
  const int t = e.subtype & 0xF;
  if (const char* why = notPureMotion(t)) return stays(e, why);
  if (t > 0xD) return stays(e, "its low nibble reads past Obj18_Behaviours");
  if (!fullSolid) {
    const SolidObject o = platformAt(e, kWidth[frame], 14, 7, sonic2Move(t), OscTable::Sonic2);
    return {t == 3 ? asFall(o) : o, {}};
  }
  // Type 3 under Obj18_FullSolid: no layout has one, and the fall kind was checked against Obj18_TopSolid only.
  if (t == 3) return stays(e, "a falling platform solid on every side (Obj18_FullSolid under a fall is not checked; no act places one)");
  const int yRadius = e.aquaticRuin ? 0x28 : 0x30;
  SolidObject o = platformAt(e, kWidth[frame], 2 * yRadius, yRadius, sonic2Move(t), OscTable::Sonic2);
  o.topOnly = false;
  return {o, {}};
}

}  // namespace solidtile::io

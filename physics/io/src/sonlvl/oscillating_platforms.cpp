#include "oscillating_platforms.h"

#include <cstdio>
#include <utility>

namespace solidtile::io {

std::string sonlvlSubtypeText(int subtype) {
  char buf[8];
  std::snprintf(buf, sizeof buf, "$%02X", static_cast<unsigned>(subtype) & 0xFFu);
  return std::string("subtype ") + buf;
}

namespace {

SonlvlObjectDecode stays(const SonlvlObjectEntry& e, const char* why) { return {std::nullopt, sonlvlSubtypeText(e.subtype) + ": " + why}; }

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

// Going round a circle by two oscillators (Sonic 1's Circ_Types, Sonic 2's
// Obj19_MoveRoutine7/8): d1 = byte a - center and d2 = byte b - center as
// signed words ("subi.b; ext.w"); negBoth "neg.w d1; neg.w d2"; swap "neg.w
// d1; exg d1,d2"; negX a last "neg.w d1"; then x = origin x + d1, y = origin
// y + d2. Each axis ends as one oscillator, negated or not: neg.w of the
// signed byte is the byte negated about the center while b - center is not
// -$80, and their bytes never reach it (Sonic 1's 8 and 9 run 0..$A0 about
// $50, Sonic 2's $E and $F 0..$7E about $40; tests pin every frame).
OscMotion circling(OscTable table, std::uint8_t a, std::uint8_t b, std::uint8_t center, bool negBoth, bool swap, bool negX) {
  struct Term {
    std::uint8_t index;
    bool negate;
  };
  Term d1{a, negBoth}, d2{b, negBoth};
  if (swap) {
    d1.negate = !d1.negate;
    std::swap(d1, d2);
  }
  if (negX) d1.negate = !d1.negate;
  OscMotion m{table, d1.index, ObjectAxis::X, center, d1.negate, 0, false};
  m.otherIndex = d2.index;
  m.otherNegate = d2.negate;
  return m;
}

}  // namespace

// Obj5A (s1disasm _incObj/5A SLZ Circling Platform.asm): Circ_Main sets
// obActWid $18 and keeps the placed x, y as the origin; Circ_Platform /
// Circ_Action run PlatformObject / ExitPlatform with d1 = obActWid (its top
// row obY - 8, as Obj18's: h 16), Circ_Types, and MvSonicOnPtfm2 with the old
// x (carried by the move). Circ_Types: "andi.w #$C,d0; lsr.w #1,d0" picks
// .type00 (0) or .type04 (4, x negated at the end) from a two-entry table;
// bit 0 negates both, bit 1 swaps; oscillators 8 and 9 (v_oscillate+$22,
// +$26) about $50, read as they are. No Plat_Nudge.
SonlvlObjectDecode sonic1CirclingPlatform(const SonlvlObjectEntry& e) {
  if (e.subtype & 8) return stays(e, "bits 2-3 read past Circ_Types' two entries");
  SolidObject o;
  o.w = 2 * 0x18;
  o.h = 16;
  o.topOnly = true;
  o.path = {{e.x - 0x18, e.y - 8}};
  o.osc = circling(OscTable::Sonic1, 8, 9, 0x50, (e.subtype & 1) != 0, (e.subtype & 2) != 0, (e.subtype & 4) != 0);
  return {o, {}};
}

// Obj52 (s1disasm _incObj/52 Moving Blocks.asm): MBlock_Main takes obActWid
// from MBlock_Var by "lsr.w #3,d0; andi.w #$1E,d0" (bits 4-7, five entries:
// $10, $20, $20, $40, $30) and keeps the low nibble; MBlock_Platform runs
// MBlock_Move then PlatformObject with d1 = obActWid (top row obY - 8, as
// Obj18's: h 16), MBlock_StandOn ExitPlatform, MBlock_Move and MvSonicOnPtfm2
// with the old x (carried by the move). No nudge. The moves:
// - 0 MBlock_Type00 "rts": still;
// - 1 MBlock_Type01: obX = origX - the byte of v_oscillate+$E (oscillator 3),
//   or with obStatus bit 0 ("neg.w d0; add.w d1,d0", d1 $60) origX - ($60 -
//   byte);
// - 8 MBlock_Type08: obY = origY - the byte of v_oscillate+$1E (oscillator
//   7), or flipped origY - ($80 - byte).
// The bytes run 0..d1 - 1, so both are the current-value oscillation exactly
// (negated about 0, or not negated about d1), as Obj56's. 2, 4 and 9 wait to
// be stood on, then 3 and 5 slide right to a wall (5 then falls: 6), $A
// slides out and back (300 frames' wait), 7 waits for switch 2: markers, as
// are $B-$F, past MBlock_TypeIndex.
SonlvlObjectDecode sonic1MovingBlock(const SonlvlObjectEntry& e) {
  static constexpr std::int32_t kWidth[5] = {0x10, 0x20, 0x20, 0x40, 0x30};
  const int index = (e.subtype >> 4) & 0xF;
  if (index >= 5) return stays(e, "bits 4-7 read past MBlock_Var's five entries");
  const int t = e.subtype & 0xF;
  if (t == 2 || t == 4 || t == 9) return stays(e, "waits to be stood on, then slides (MBlock_Type02): not modelled");
  if (t == 3 || t == 5 || t == 6) return stays(e, "slides right to a wall or falls (MBlock_Type03, 05, 06): not modelled");
  if (t == 7) return stays(e, "waits for switch 2 (MBlock_Type07)");
  if (t == 0xA) return stays(e, "slides out and back (MBlock_Type0A): not modelled");
  if (t > 0xA) return stays(e, "its low nibble reads past MBlock_TypeIndex");
  const std::int32_t width = kWidth[index];
  SolidObject o;
  o.w = 2 * width;
  o.h = 16;
  o.topOnly = true;
  o.path = {{e.x - width, e.y - 8}};
  if (t != 0) {
    const bool vertical = t == 8;
    const std::uint8_t d1 = vertical ? 0x80 : 0x60;
    o.osc = {OscTable::Sonic1, static_cast<std::uint8_t>(vertical ? 7 : 3), vertical ? ObjectAxis::Y : ObjectAxis::X,
             static_cast<std::uint8_t>(e.flipX ? d1 : 0), !e.flipX, 0, false};
  }
  return {o, {}};
}

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

// Obj19 (s2.asm, Chemical Plant's, Oil Ocean's and Wing Fortress's
// platform). Obj19_Init: "lsr.w #3,d0; andi.w #$1E,d0" picks
// Obj19_SubtypeProperties' width_pixels by bits 4-7 (four entries: $20, $18,
// $40, $20), then keeps the low nibble. Obj19_Main: the move, then
// PlatformObject with d1 = width_pixels, d3 = $11 (h 32, top-left y = y_pos
// - $10: obY = y + h/2, d3 = h/2 + 1), no nudge. Obj19_Move ("moveq #0,d0"
// first, so the byte is read unsigned into a word): type 0 x_pos = origin -
// Oscillating_Data+8 (oscillator 2) and 1 the same by +$C (oscillator 3),
// 2 y_pos by +$1C (oscillator 7); with the x-flip (status bit 0) origin -
// (d1 - byte), d1 $40, $60, $80. The byte runs 0..d1, so the signed
// current-value rule gives the same offsets: -byte is the byte negated about
// 0, byte - d1 the byte about d1 (tests pin it over whole cycles).
SonlvlObjectDecode sonic2Obj19(const SonlvlObjectEntry& e) {
  static constexpr int kWidth[4] = {0x20, 0x18, 0x40, 0x20};
  struct Osc {
    std::uint8_t index;
    ObjectAxis axis;
    std::uint8_t d1;
  };
  static constexpr Osc kOsc[3] = {{2, ObjectAxis::X, 0x40}, {3, ObjectAxis::X, 0x60}, {7, ObjectAxis::Y, 0x80}};
  const int size = (e.subtype >> 4) & 0xF;
  if (size >= 4) return stays(e, "bits 4-7 read past Obj19_SubtypeProperties");
  const int t = e.subtype & 0xF;
  // 3 and 4 rise once stood on (Obj19_MoveRoutine4, then 5's pull toward
  // origin - $60), 6 and 7 bob by that pull for ever (Obj19_MoveRoutine6):
  // moves by a speed, not by the oscillating table. 8-$F go round a circle
  // (Obj19_MoveRoutine7, 8: oscillators $E and $F on both axes at once).
  if (t == 3 || t == 4 || t == 6 || t == 7) return stays(e, "a platform pulled toward $60 above its place by a speed (Obj19_MoveRoutine4-6), not the oscillating table");
  SolidObject o;
  o.w = 2 * kWidth[size];
  o.h = 32;
  o.topOnly = true;
  o.path = {{e.x - kWidth[size], e.y - 16}};
  if (t <= 2) {
    const Osc& m = kOsc[t];
    o.osc = {OscTable::Sonic2, m.index, m.axis, static_cast<std::uint8_t>(e.flipX ? m.d1 : 0), !e.flipX, 0, false};
  } else if (t >= 8) {
    // Obj19_MoveRoutine7 (8-$B) and 8 ($C-$F, x negated at the end), with
    // d0 the low nibble doubled: "btst #2,d0" (bit 1) negates both, "btst
    // #1,d0" (bit 0) swaps; oscillators $E and $F (Oscillating_Data+$38,
    // +$3C) about $40; objoff_30 / objoff_32 the origin.
    o.osc = circling(OscTable::Sonic2, 14, 15, 0x40, (t & 2) != 0, (t & 1) != 0, t >= 0xC);
  }
  return {o, {}};  // type 5: Obj19_MoveRoutineNull, still
}

// Obj_FloatingPlatform (s3.asm loc_24454; sonic3k.asm loc_2555E and
// byte_254FA the same). byte_243F0 holds (width_pixels, height_pixels,
// mapping_frame) every 4 bytes, picked by "lsr.w #2,d0; andi.w #$1C,d0"
// (bits 4-6): three entries, ($20, $20), ($18, $C), ($20, $14).
// loc_244EA runs the move, then, only while render_flags bit 7 is set (the
// sprite was on screen when last drawn), SolidObjectTop with d1 =
// width_pixels, d3 = height_pixels + 1, d4 = the x before the move: a
// top-only platform 2 * width_pixels by 2 * height_pixels about obX, obY
// (d3 = h/2 + 1) that carries the player by its move. The low nibble doubled
// indexes FloatingPlatformIndex (13 entries):
// - 1 Platform_Horizontal64 / 2 Platform_Horizontal128 (sub_23ED4): x_pos =
//   $30 + the byte of Oscillating_table+$0A (oscillator 2) or +$1E
//   (oscillator 7), read unsigned into a cleared word ("moveq #0,d0"); with
//   status bit 0 (the layout's x-flip) "neg.w d0; add.w d1,d0", d1 64 or 128.
// - 3 Platform_Vertical64 / 4 Platform_Vertical128 (loc_23F02): y_pos = $34
//   minus the same byte, or minus d1 - byte with the x-flip.
//   Each is the current-value rule (the table read as it is, not a saved
//   angle) on Sonic 2's table, which S&K's Osc_Data and Osc_Data2 repeat
//   word for word.
// - 0 Platform_Stationary: the dip of both games' Obj18 ($3A up by 4 to $40
//   while a standing bit is set, down by 4 else; GetSineCosine, "asr.w #6").
// - 5 and 6 (DiagonalUp/Down) move x by oscillator 7 and y by half of it
//   ("lsr.b #1,d0"): one oscillator on two axes at two scales, which the
//   level format's second axis (same shift) cannot say; 7 rises by a speed
//   once stood on (Platform_Rising: MoveSprite2, ObjCheckCeilingDist);
//   8-$B go round a square and $C runs its own speed (Platform_Horizontal256):
//   markers, as are $D-$F, past the table.
SonlvlObjectDecode sonic3kFloatingPlatform(const SonlvlObjectEntry& e) {
  static constexpr int kSize[3][2] = {{0x20, 0x20}, {0x18, 0xC}, {0x20, 0x14}};
  const int size = (e.subtype >> 4) & 7;
  if (size >= 3) return stays(e, "bits 4-6 read past byte_243F0's three sizes");
  const int t = e.subtype & 0xF;
  if (t == 5 || t == 6) return stays(e, "moves x by oscillator 7 and y by half of it (Platform_DiagonalUp/Down): two scales");
  if (t == 7) return stays(e, "rises by a speed once stood on (Platform_Rising)");
  if (t >= 8 && t <= 0xB) return stays(e, "goes round a square (Platform_Square32-224)");
  if (t == 0xC) return stays(e, "moves by its own speed (Platform_Horizontal256)");
  if (t > 0xC) return stays(e, "its low nibble reads past FloatingPlatformIndex");
  const int width = kSize[size][0], height = kSize[size][1];
  SolidObject o;
  o.w = 2 * width;
  o.h = 2 * height;
  o.topOnly = true;
  o.onScreen = true;  // "tst.b render_flags(a0); bpl.s loc_2451E" (docs/physics.md: the centre's test)
  std::int32_t left = e.x - width, top = e.y - height;
  if (t == 0) {
    o.nudge = true;
    o.path = {{left, top}};
    return {o, {}};
  }
  const bool vertical = t >= 3;
  const bool far = t == 2 || t == 4;
  const std::uint8_t d1 = far ? 0x80 : 0x40;
  // The byte runs 0..d1 - 1 (0..$3F, 0..$7F), so as a signed byte it is
  // itself: x = $30 + byte; y = $34 - byte, or with the flip $34 + (byte -
  // d1). The flipped x, $30 + (d1 - byte), would be +$80 at byte 0, past a
  // signed byte: it is ($30 + d1) - byte, the origin d1 to the right.
  bool negate = vertical;
  std::uint8_t center = 0;
  if (e.flipX) {
    negate = !negate;
    if (vertical) center = d1;
    else left += d1;
  }
  o.osc = {OscTable::Sonic2, static_cast<std::uint8_t>(far ? 7 : 2), vertical ? ObjectAxis::Y : ObjectAxis::X, center,
           negate, 0, false};
  o.path = {{left, top}};
  return {o, {}};
}

}  // namespace solidtile::io

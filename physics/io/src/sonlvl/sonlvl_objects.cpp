// Object layout entries as solid objects, each decoded as its game's routine
// decodes the subtype (s1disasm _incObj/*.asm, s2disasm s2.asm, skdisasm
// sonic3k.asm). The numbers quoted are the games'.
#include "solidtile/io/sonlvl_objects.h"

#include <algorithm>
#include <cstdio>
#include <map>

#include "badnik_objects.h"
#include "breakable_objects.h"
#include "bridge_objects.h"
#include "collapse_objects.h"
#include "grass_objects.h"
#include "oscillating_platforms.h"
#include "helix_objects.h"
#include "saw_objects.h"
#include "spiked_ball_objects.h"
#include "swing_objects.h"
#include "timed_objects.h"
#include "seesaw_objects.h"
#include "springboard_objects.h"
#include "stomper_objects.h"
#include "star_light_objects.h"
#include "scrap_brain_objects.h"
#include "twist_objects.h"
#include "solidtile/io/sonlvl_sonic2_s3k.h"
#include "solidtile/level/object_kinds.h"
#include "solidtile/level/oscillation.h"
#include "solidtile/level/push.h"
#include "solidtile/level/barrier.h"
#include "solidtile/level/booster.h"
#include "solidtile/level/bumper.h"
#include "solidtile/level/goal.h"
#include "solidtile/level/lift.h"
#include "solidtile/level/ramp.h"
#include "solidtile/level/tree.h"
#include "solidtile/level/vine.h"

namespace solidtile::io {
namespace {

// A SolidObject call's d1 (half width + $B) and d2 (half height) as a box
// centred on the object: obX = x + w/2, obY = y + h/2 (docs/physics.md,
// "Solid objects (Sonic player)").
SolidObject boxOf(const SonlvlObjectEntry& e, int d1, int d2) {
  SolidObject o;
  o.w = 2 * (d1 - 0xB);
  o.h = 2 * d2;
  o.path = {{e.x - o.w / 2, e.y - o.h / 2}};
  return o;
}

SonlvlObjectDecode solid(SolidObject o) { return {std::move(o), {}}; }
SonlvlObjectDecode marker(std::string why) { return {std::nullopt, std::move(why)}; }
SonlvlObjectDecode notSimulated() { return {}; }
SonlvlObjectDecode scenery() { return {std::nullopt, {}, true}; }
// A badnik the game sets up as an enemy (badnik_objects.h), else not simulated.
SonlvlObjectDecode badnikOr(SonlvlGame game, const SonlvlObjectEntry& e) {
  if (std::optional<SolidObject> o = sonlvlBadnik(game, e)) return solid(std::move(*o));
  return notSimulated();
}

std::string hexByte(int v) {
  char buf[8];
  std::snprintf(buf, sizeof buf, "$%02X", static_cast<unsigned>(v) & 0xFFu);
  return buf;
}

SonlvlObjectDecode spring(const SonlvlObjectEntry& e, ObjectDir dir, Sub speed) {
  const bool side = dir == ObjectDir::Left || dir == ObjectDir::Right;
  // Up and down: d1 $1B, d2 8; sideways: d1 $13, d2 $E (all three games);
  // diagonal: d1 $1B, d2 $10 (Obj41_DiagonallyUp, Obj_Spring_UpDiag), 32 x 32.
  SolidObject o = isDiagonal(dir) ? boxOf(e, 0x1B, 0x10) : side ? boxOf(e, 0x13, 0xE) : boxOf(e, 0x1B, 8);
  o.kind = ObjectKind::Spring;
  o.dir = dir;
  o.springSpeed = speed;
  return solid(std::move(o));
}

// A sideways spring launches right unless x-flipped (Spring_BounceLR,
// loc_18AEE, sub_21836: "btst #0,status(a0); bne; ... neg.w x_vel").
ObjectDir sideways(const SonlvlObjectEntry& e) { return e.flipX ? ObjectDir::Left : ObjectDir::Right; }

SonlvlObjectDecode spikes(SolidObject o, const SonlvlObjectEntry& e, bool side,
                          SpikeRetract retract = SpikeRetract::None) {
  o.kind = ObjectKind::Spikes;
  o.retract = retract;
  // The y-flip turns upright spikes upside down (S2 Obj36_Upsidedown, S&K
  // loc_2413E); sideways ones hurt on either side in every game, and the
  // x-flip only turns their art, which Solidtile records as the side they point to.
  o.dir = side ? (e.flipX ? ObjectDir::Left : ObjectDir::Right) : (e.flipY ? ObjectDir::Down : ObjectDir::Up);
  return solid(std::move(o));
}

// A monitor (sonic/monitor.h): the solid box of its game's routine, its item
// the subtype, which each game copies to the icon's animation ("move.b
// obSubtype(a0),obAnim(a0)"; Obj26_Init, Obj_Monitor the same).
SonlvlObjectDecode monitor(const SonlvlObjectEntry& e, int d1, int d2) {
  if (e.subtype > MonitorItem::kMax) return marker("subtype " + hexByte(e.subtype) + ": past the monitors' icons");
  SolidObject o = boxOf(e, d1, d2);
  o.kind = ObjectKind::Monitor;
  o.item = static_cast<std::uint8_t>(e.subtype);
  return solid(std::move(o));
}

// Obj11, the log bridge of Sonic 1 and 2 (bridge_objects.h): subtype logs.
SonlvlObjectDecode bridge(const SonlvlObjectEntry& e) {
  if (auto o = obj11Bridge(e.x, e.y, e.subtype)) return solid(std::move(*o));
  return marker("subtype " + hexByte(e.subtype) + ": the bend tables hold bridges of 1 to 16 logs");
}

// The invisible lava markers (sonic/hurt_zone.h): Sonic 1's Obj54
// ("_incObj/54 Lava Tag.asm", LTag_Main: "move.b LTag_ColTypes(pc,d0.w),
// obColType(a0)" with d0 the subtype; LTag_ColTypes "dc.b $96, $94, $95")
// and Sonic 2's Obj31 (Obj31_Init, Obj31_CollisionFlagsBySubtype: the same
// three bytes). Type $80 hurts; the low six bits are the touch size,
// ReactToItem's .sizes / Touch_Sizes (the same rows): $16 "dc.b $20, $20",
// $14 "dc.b $40, $20", $15 "dc.b $80, $20", half width and half height about
// obX, obY. A subtype past the three reads the bytes after the table.
constexpr int kLavaTagHalf[3][2] = {{0x20, 0x20}, {0x40, 0x20}, {0x80, 0x20}};
SonlvlObjectDecode lavaMarker(const SonlvlObjectEntry& e) {
  if (e.subtype > 2) return marker("subtype " + hexByte(e.subtype) + ": past the lava marker's three collision sizes");
  SolidObject o;
  o.kind = ObjectKind::Hurt;
  o.w = 2 * kLavaTagHalf[e.subtype][0];
  o.h = 2 * kLavaTagHalf[e.subtype][1];
  o.path = {{e.x - o.w / 2, e.y - o.h / 2}};
  return solid(std::move(o));
}

// --- Sonic 1 (s1disasm) ---

// _incObj/41 Springs.asm, Spring_Main: bit 4 sideways, bit 5 down (checked
// after, so it wins); Spring_Powers (-$1000, -$A00) indexed by the low nibble
// as a byte offset, so only 0 (red) and 2 (yellow) read it.
SonlvlObjectDecode sonic1Spring(const SonlvlObjectEntry& e) {
  const int power = e.subtype & 0xF;
  if (power != 0 && power != 2) return marker("subtype " + hexByte(e.subtype) + ": its low nibble reads past Spring_Powers");
  const Sub speed = power == 0 ? SpringSpeed::kRed : SpringSpeed::kYellow;
  if (e.subtype & 0x20) return spring(e, ObjectDir::Down, speed);
  if (e.subtype & 0x10) return spring(e, sideways(e), speed);
  return spring(e, ObjectDir::Up, speed);
}

// _incObj/36 Spikes.asm: Spik_Var's (frame, obActWid) by the high nibble;
// frames 1 and 5 face sideways (Spik_SideWays: d1 $1B, d2 $14 or 4),
// the others upright (Spik_Upright: d1 obActWid + $B, d2 $10). The low nibble
// picks Spik_Type0x's motion (Spik_TypeIndex: three entries): 0 stands
// still, 1 (Spik_Type01) moves down and back, 2 (Spik_Type02) right and back
// (level/retract.h).
SonlvlObjectDecode sonic1Spikes(const SonlvlObjectEntry& e) {
  static constexpr int kWidth[6] = {0x14, 0x10, 4, 0x1C, 0x40, 0x10};
  const int index = e.subtype >> 4;
  if (index >= 6) return marker("subtype " + hexByte(e.subtype) + ": its high nibble reads past Spik_Var");
  if ((e.subtype & 0xF) > 2) return marker("subtype " + hexByte(e.subtype) + ": its low nibble reads past Spik_TypeIndex");
  const bool side = index == 1 || index == 5;
  return spikes(side ? boxOf(e, 0x1B, index == 1 ? 0x14 : 4) : boxOf(e, kWidth[index] + 0xB, 0x10), e, side,
                static_cast<SpikeRetract>(e.subtype & 0xF));
}

// _incObj/33 Pushable Blocks.asm, PushB_Main: "add.w d0,d0; andi.w #$E,d0;
// lea PushB_Var(pc,d0.w),a2": the subtype's low 3 bits pick (obActWid,
// frame) from two entries, $10 and $40; the box is loc_BF6E's SolidObject
// call, d1 obActWid + $B, d2 $10. Bit 7 ("tst.b obSubtype(a0); bmi.s") skips
// the floor check after a push (the block neither follows the floor nor
// slides off a ledge): not modelled, so such a block stays a marker.
SonlvlObjectDecode sonic1PushBlock(const SonlvlObjectEntry& e) {
  if (e.subtype & 0x80) return marker("subtype " + hexByte(e.subtype) + ": bit 7 skips the push's floor check (not simulated)");
  const int index = e.subtype & 7;
  if (index > 1) return marker("subtype " + hexByte(e.subtype) + ": its low bits read past PushB_Var");
  SolidObject o = boxOf(e, (index == 0 ? PushBlock::kSmallWidth : PushBlock::kLongWidth) / 2 + 0xB, PushBlock::kHeight / 2);
  o.kind = ObjectKind::Push;
  return solid(std::move(o));
}

// A ring lying at centre (x, y) (sonic/rings.h): 16 x 16 about it.
SolidObject ringAt(std::int32_t x, std::int32_t y) {
  SolidObject o;
  o.kind = ObjectKind::Ring;
  o.w = o.h = RingSize::kSize;
  o.path = {{x - RingSize::kSize / 2, y - RingSize::kSize / 2}};
  return o;
}

// _incObj/25 & 37 Rings.asm, Ring_Main: one entry makes a row of rings.
// "andi.w #7,d1; cmpi.w #7,d1; bne; moveq #6,d1" and "dbf d1,Ring_MakeRings":
// (subtype & 7) + 1 rings, at most 7; "lsr.b #4,d0; add.w d0,d0; move.b
// Ring_PosData(pc,d0.w),d5; ext.w d5" (and d6, the next byte): the step
// between them from the high nibble, signed bytes; the first at the entry's
// place, "add.w d5,d2; add.w d6,d3" for each next.
constexpr std::int8_t kRingPosData[16][2] = {
    {0x10, 0},    {0x18, 0},    {0x20, 0},    {0, 0x10},    {0, 0x18},    {0, 0x20},    {0x10, 0x10}, {0x18, 0x18},
    {0x20, 0x20}, {-0x10, 0x10}, {-0x18, 0x18}, {-0x20, 0x20}, {0x10, 8},    {0x18, 0x10}, {-0x10, 8},   {-0x18, 0x10}};
int sonic1RingCount(int subtype) { return ((subtype & 7) == 7 ? 6 : subtype & 7) + 1; }
SolidObject sonic1Ring(const SonlvlObjectEntry& e, int k) {
  const std::int8_t* step = kRingPosData[(e.subtype >> 4) & 0xF];
  return ringAt(e.x + step[0] * k, e.y + step[1] * k);
}

// _incObj/56 Floating Blocks and Doors.asm, the floating block the house's
// solid object is: FBlock_Main takes (obActWid, obHeight) from FBlock_Var by
// "lsr.w #3,d0; andi.w #$E,d0" (bits 4-6) and FBlock_Action calls
// SolidObject with d1 obActWid + $B, d2 obHeight, d3 d2 + 1, d4 the x before
// the move. Bit 7 makes a door a switch opens (fb_type, f_switch). The low
// nibble picks the move: 0 still; 1/2 ".moveLR" and 3/4 ".moveUD" subtract
// a v_oscillate byte (+$A, oscillator 2, for 1 and 3; +$1E, oscillator 7, for
// 2 and 4) from the origin, or, with obStatus bit 0 (the layout's x-flip),
// subtract d1 - byte (d1 $40 or $80): the byte runs 0..d1, so both are the
// level format's current-value oscillation exactly, offsets -d1..0.
SonlvlObjectDecode sonic1FloatingBlock(const SonlvlObjectEntry& e) {
  static constexpr int kVar[8][2] = {{0x10, 0x10}, {0x20, 0x20}, {0x10, 0x20}, {0x20, 0x1A},
                                     {0x10, 0x27}, {0x10, 0x10}, {8, 0x20},     {0x40, 0x10}};
  if (e.subtype & 0x80) return marker("subtype " + hexByte(e.subtype) + ": a door a switch opens (bit 7, f_switch)");
  const int t = e.subtype & 0xF;
  if (t >= 8 && t <= 0xB) return marker("subtype " + hexByte(e.subtype) + ": moves round a square (.square), on two axes");
  if (t >= 5) return marker("subtype " + hexByte(e.subtype) + ": moved by a switch (f_switch)");
  const int* var = kVar[(e.subtype >> 4) & 7];
  SolidObject o = boxOf(e, var[0] + 0xB, var[1]);
  if (t != 0) {
    const bool far = t == 2 || t == 4;
    // Unflipped: origin - byte = the byte negated about 0; flipped:
    // origin - (d1 - byte) = byte - d1.
    o.osc = {OscTable::Sonic1, static_cast<std::uint8_t>(far ? 7 : 2), t <= 2 ? ObjectAxis::X : ObjectAxis::Y,
             static_cast<std::uint8_t>(e.flipX ? (far ? 0x80 : 0x40) : 0), !e.flipX, 0, false};
  }
  return solid(std::move(o));
}

// _incObj/46 MZ Bricks.asm: Brick_Action runs only while the brick is drawn
// ("tst.b obRender(a0); bpl.s .chkdel"): its move and SolidObject (d1 $1B,
// d2 $10, d3 $11) are skipped off screen, so every brick is solid only on
// screen (version 13, "on_screen", the centre's test as the S&K floating
// platform's: docs/physics.md). "andi.w #7,d0" picks Brick_TypeIndex's move:
// - 0 Brick_Type00 "rts": still (bit 3 is read by Brick_Type01 only);
// - 1 Brick_Type01: obY = brick_origY - the byte of v_oscillate+$16
//   (oscillator 5), or with bit 3 ("neg.w d0; addi.w #$10,d0") origY - ($10 -
//   byte): the byte runs 0..$F, so both are the current-value oscillation
//   exactly (negated about 0, or about $10 not negated);
// - 2 Brick_Type02 falls once Sonic is within $90 px on x, 3 falls
//   (SpeedToPos, $18 a frame, to ObjFloorDist's floor), 4 wobbles by the
//   byte of v_oscillate+$12 "lsr.w #3" (an unsigned shift the format's
//   arithmetic one is not): markers, as are 5-7, past the five entries.
SonlvlObjectDecode sonic1Brick(const SonlvlObjectEntry& e) {
  const int t = e.subtype & 7;
  if (t == 2) {
    // Brick_Type02: kind brick (level/brick.h), wobbling as type 1 until set
    // off; where it lands and whether on the lava the importer works out
    // from the level's blocks (sonic1_import.cpp, landSonic1Bricks).
    SolidObject o = boxOf(e, 0x1B, 0x10);
    o.kind = ObjectKind::Brick;
    const bool reversed = (e.subtype & 8) != 0;
    o.osc = {OscTable::Sonic1, 5, ObjectAxis::Y, static_cast<std::uint8_t>(reversed ? 0x10 : 0), !reversed, 0, false};
    o.landY = o.path[0].y;
    return solid(std::move(o));
  }
  if (t == 3) return marker("subtype " + hexByte(e.subtype) + ": falls to the floor (Brick_Type03): not modelled");
  if (t == 4) return marker("subtype " + hexByte(e.subtype) + ": wobbles by oscillator 4 shifted unsigned (Brick_Type04)");
  if (t > 4) return marker("subtype " + hexByte(e.subtype) + ": its low 3 bits read past Brick_TypeIndex's five entries");
  SolidObject o = boxOf(e, 0x1B, 0x10);
  o.onScreen = true;
  if (t == 1) {
    const bool reversed = (e.subtype & 8) != 0;
    o.osc = {OscTable::Sonic1, 5, ObjectAxis::Y, static_cast<std::uint8_t>(reversed ? 0x10 : 0), !reversed, 0, false};
  }
  return solid(std::move(o));
}

// _incObj/30 MZ Large Green Glass Blocks.asm: Glass_Main makes the block
// (and its reflection, which is not solid) at the entry's place; types 0-2
// run Glass_Block012: Glass_Types, then SolidObject with d1 $2B, d2 $48, d3
// $49 (64 x 144 about obX, obY). "andi.w #7,d0" picks Glass_TypeIndex's move:
// - 0 Glass_Type00 "rts": still;
// - 1 Glass_Type01: obY = objoff_30 - the byte of v_oscillate+$12
//   (oscillator 4, d1 $40); 2 Glass_Type02: origin - ($40 - byte) ("neg.w d0;
//   add.w d1,d0"): the byte runs 0..$3E, so both are the current-value
//   oscillation exactly (negated about 0, or not negated about $40).
// Bit 3 (loc_B514's halved move, the reflection's: Glass_Main adds 8 to the
// reflection's subtype) and types 3-4 (Glass_Block34, 64 x 112: rising while
// stood on, or by a switch) stay markers, as do 5-7, past the five entries.
SonlvlObjectDecode sonic1GlassBlock(const SonlvlObjectEntry& e) {
  const int t = e.subtype & 7;
  if (t > 4) return marker("subtype " + hexByte(e.subtype) + ": its low 3 bits read past Glass_TypeIndex's five entries");
  if (t >= 3) return marker("subtype " + hexByte(e.subtype) + ": rises while stood on or by a switch (Glass_Type03, 04): not modelled");
  if (e.subtype & 8) return marker("subtype " + hexByte(e.subtype) + ": bit 3 halves the move (loc_B514, the reflection's)");
  SolidObject o = boxOf(e, 0x2B, 0x48);
  if (t != 0)
    o.osc = {OscTable::Sonic1, 4, ObjectAxis::Y, static_cast<std::uint8_t>(t == 2 ? 0x40 : 0), t == 1, 0, false};
  return solid(std::move(o));
}

// _incObj/61 LZ Blocks.asm: LBlk_Var's (obActWid, obHeight) by bits 4-5
// (four entries); LBlk_Action calls SolidObject with d1 obActWid + $B, d2
// obHeight, d3 d2 + 1. Only type 0 neither moves nor sinks: LBlk_Main leaves
// lblk_untouched clear for 0 and 7, so loc_12180's dip when stood on skips
// them, and .type00 is "rts" (7 rises in the water: not modelled).
SonlvlObjectDecode sonic1LabyrinthBlock(const SonlvlObjectEntry& e) {
  static constexpr int kVar[4][2] = {{0x10, 0x10}, {0x20, 0xC}, {0x10, 0x10}, {0x10, 0x10}};
  const int index = (e.subtype >> 4) & 7;
  if (index >= 4) return marker("subtype " + hexByte(e.subtype) + ": bits 4-6 read past LBlk_Var");
  if ((e.subtype & 0xF) != 0) return marker("subtype " + hexByte(e.subtype) + ": a block that sinks, falls or floats (LBlk_Action's types)");
  return solid(boxOf(e, kVar[index][0] + 0xB, kVar[index][1]));
}

// Sonic 2's Obj74 and S&K's Obj_InvisibleBlock: width_pixels =
// ((subtype & $F0) + $10) >> 1, y_radius (height_pixels) = ((subtype & $F) + 1) << 3,
// then SolidObject_Always / SolidObjectFull2 with d1 = width_pixels + $B, d2 = the height.
// Sonic 1's Obj71 decodes its subtype the same way (Invis_Main: "andi.w
// #$F0,d0; addi.w #$10,d0; lsr.w #1,d0" to obActWid, "andi.w #$F,d1; addq.w
// #1,d1; lsl.w #3,d1" to obHeight; Invis_Solid: d1 obActWid + $B, d2 obHeight).
SolidObject invisibleBox(const SonlvlObjectEntry& e) {
  return boxOf(e, (((e.subtype & 0xF0) + 0x10) >> 1) + 0xB, ((e.subtype & 0xF) + 1) << 3);
}
SonlvlObjectDecode invisibleBlock(const SonlvlObjectEntry& e) { return solid(invisibleBox(e)); }

// Sonic 1's Obj71: Invis_Solid runs SolidObject71 only when ChkObjectVisible
// finds obX, obY within the 320 x 224 screen ("bne.s .chkdel"), so a block
// solid only while its centre is on screen (version 13, "on_screen").
// SolidObject71 is SolidObject without Solid_ChkEnter's obRender test (it
// goes straight to loc_FAD0), which Solidtile's blocks skip already.
SonlvlObjectDecode sonic1Barrier(const SonlvlObjectEntry& e) {
  SolidObject o = invisibleBox(e);
  o.onScreen = true;
  return solid(std::move(o));
}

// Sonic 1's Obj6C (Scrap Brain's vanishing platforms): VanP_Main sets
// obActWid $10 for every subtype, and routines 2 and 4 run PlatformObject /
// ExitPlatform with d1 = obActWid (its top row obY - 8, as Obj18's: h 16)
// only while obFrame has bit 1 clear: a still top-only block with its
// subtype as "vanish" (version 15; level/vanish.h decodes the cycle).
SonlvlObjectDecode sonic1VanishingPlatform(const SonlvlObjectEntry& e) {
  SolidObject o;
  o.w = 2 * 0x10;
  o.h = 16;
  o.topOnly = true;
  o.path = {{e.x - 0x10, e.y - 8}};
  o.vanish = static_cast<std::int16_t>(e.subtype);
  return solid(std::move(o));
}

// Sonic 1's Obj70 (Scrap Brain's girder block; level/route.h): Gird_Main
// sets obActWid $60 and obHeight $18 for every entry and reads no subtype
// and no flip; Gird_Action's SolidObject call takes d1 = obActWid + $B =
// $6B, d2 = obHeight $18, d3 = d2 + 1: a 192 x 48 box about the entry, on
// the girder's route (version 18's "route").
SonlvlObjectDecode sonic1Girder(const SonlvlObjectEntry& e) {
  SolidObject o = boxOf(e, 0x60 + 0xB, 0x18);
  o.route = BlockRoute::Girder;
  return solid(std::move(o));
}

// Sonic 1's Obj47 and Sonic 2's Obj44 (sonic/bumper.h): no subtype read;
// Bump_Main / Obj44_Init set "move.b #$D7,obColType(a0)", collision size $17
// ("dc.b 8, 8") about obX, obY: the box. The flip bits only turn the art.
SonlvlObjectDecode pinballBumper(const SonlvlObjectEntry& e) {
  SolidObject o;
  o.kind = ObjectKind::Bumper;
  o.w = o.h = kBumperSize;
  o.path = {{e.x - kBumperHalf, e.y - kBumperHalf}};
  return solid(std::move(o));
}

// Obj0D, the signpost (level/goal.h): Sonic 1's Sign_Touch and Sonic 2's
// Obj0D_Main read no subtype and no flip; the goal's point is obX, its box
// Obj0D's window from there and its sign's sprite about obY.
SonlvlObjectDecode signpost(const SonlvlObjectEntry& e) {
  SolidObject o;
  o.kind = ObjectKind::Goal;
  o.w = kGoalWidth;
  o.h = kGoalHeight;
  o.path = {{e.x, e.y - kGoalAbove}};
  return solid(std::move(o));
}

SonlvlObjectDecode sonic1(const SonlvlObjectEntry& e) {
  switch (e.id) {
    case kObj25RingsId: return solid(sonic1Ring(e, 0));  // the row's first (addSonlvlObject adds the rest)
    case 0x41: return sonic1Spring(e);
    case 0x36: return sonic1Spikes(e);
    case 0x3B: return solid(boxOf(e, 0x1B, 0x10));  // Rock_Solid: d1 $1B, d2 $10
    case 0x44:
      // Edge_Main: subtype bit 4 set skips Edge_Solid for Edge_Display,
      // which only displays it (a wall drawn, not solid): scenery.
      if (e.subtype & 0x10) return scenery();
      return solid(boxOf(e, 0x13, 0x28));  // Edge_Solid: d1 $13, d2 $28
    case 0x26: return monitor(e, 0x1A, 0xF);  // Mon_Solid: Mon_SolidSides with d1 $1A, d2 $F
    case kObj11BridgeId: return bridge(e);
    case kObj18PlatformId: return sonic1Platform(e);
    case kObj1ALedgeId: return solid(obj1ALedge(e));
    case kObj53FloorId: return solid(obj53Floor(e));
    case 0x33: return sonic1PushBlock(e);
    case 0x56: return sonic1FloatingBlock(e);
    case kObj5ACirclingId: return sonic1CirclingPlatform(e);
    case kObj52MovingBlockId: return sonic1MovingBlock(e);
    case kObj15SwingId: return sonic1Swing(e);  // its platform or ball (addSonlvlObject adds the hurt zone)
    case 0x46: return sonic1Brick(e);
    case 0x30: return sonic1GlassBlock(e);
    case 0x61: return sonic1LabyrinthBlock(e);
    case 0x54: return lavaMarker(e);  // LavaTag, Marble Zone
    case kObj3CSmashWallId: return sonic1SmashWall(e);
    case kObj51SmashBlockId: return sonic1SmashBlock(e);
    case 0x71: return sonic1Barrier(e);
    case 0x6C: return sonic1VanishingPlatform(e);
    case kObj70GirderId: return sonic1Girder(e);
    case kObj69SpinId: return sonic1SpinningPlatform(e);     // timed_objects.h
    case kObj6DFlameId: return sonic1Flamethrower(e);
    case kObj6EElectroId: return sonic1Electrocuter(e);
    case kObj16HarpoonId: return sonic1Harpoon(e);  // its first zone (addSonlvlObject adds the rest)
    case kObj0DSignpostId: return signpost(e);
    case kObj2FLargeGrassId: return sonic1LargeGrass(e);
    case kObj47BumperId: return pinballBumper(e);  // Spring Yard's pinball bumper
    case kObj5DFanId: return sonic1Fan(e);         // Star Light's fans (star_light_objects.h)
    case kObj5BStaircaseId: return sonic1Staircase(e);  // Star Light's staircases, likewise
    case kObj68ConveyorId: return sonic1Conveyor(e);    // Scrap Brain's conveyor belts (scrap_brain_objects.h)
    case kObj59ElevatorId: return sonic1Elevator(e);    // Star Light's elevators (star_light_objects.h)
    case kObj5FBombId: return sonic1Bomb(e);            // Star Light's and Scrap Brain's walking bombs, likewise
    case kObj58BigSpikedBallId: return sonic1BigSpikedBall(e);  // Spring Yard's (spiked_ball_objects.h)
    case kObj5ESeesawId: return sonic1Seesaw(e);        // Star Light's seesaws (seesaw_objects.h)
    case kObj31StomperId: return sonic1Stomper(e);      // Marble Zone's chained stompers (stomper_objects.h)
    case kObj57SpikeChainId: return sonic1SpikeChain(e);        // its parent (addSonlvlObject adds the chain)
    case kObj6ASawId: return sonic1Saw(e);                      // Scrap Brain's pizza cutters (saw_objects.h)
    case kObj17HelixId: return sonic1Helix(e);                  // its parent spike (addSonlvlObject adds the rest)
    // Display only. Obj1C (GHZ bridge stumps, SLZ fireball launchers):
    // Scen_Main reads (mappings, art, frame, width, priority, obColType) from
    // Scen_Values by the subtype, four entries, each with collision response
    // 0, and Scen_ChkDel only displays it; a subtype past them reads other
    // data. Obj49 (waterfall sound): WSnd_PlaySnd plays a sound every $40
    // frames, nothing else.
    case 0x1C:
      if (e.subtype > 3) return marker("subtype " + hexByte(e.subtype) + ": past Scen_Values' four entries");
      return scenery();
    // Obj12 (Spring Yard's spinning lamp): Light_Main sets no obColType and
    // Light_Animate only steps its frame every 8 frames and displays it.
    case 0x12:
    case 0x49: return scenery();
    // Obj65 (Labyrinth's waterfalls and splashes): WFall_Main sets no
    // obColType; its routines only animate, keep a splash on the water's
    // surface (type $49) or in front of the player (types $x9, $A9).
    case 0x65: return scenery();
    // Obj5C (Star Light's foreground pylons): Pyl_Main sets no obColType and
    // Pyl_Display only places it by the camera (parallax) and displays it.
    case 0x5C: return scenery();
    default: return badnikOr(SonlvlGame::Sonic1, e);
  }
}

// --- Sonic 2 (s2.asm) and Sonic 3 & Knuckles (sonic3k.asm) ---

// Obj41_Init / Obj_Spring: (subtype >> 3) & $E picks up, horizontal, down,
// diagonally up, diagonally down (Obj41_Init_Subtypes, Spring_Index: five
// entries); bit 1 yellow (Obj41_Strengths, word_215A2: -$1000, -$A00). S&K's
// red down spring launches at $D00 (loc_21A6E: "cmpi.w #$1000; move.w #$D00").
SonlvlObjectDecode laterSpring(const SonlvlObjectEntry& e, bool sonic3k) {
  const int index = (e.subtype >> 4) & 7;
  const Sub speed = (e.subtype & 2) ? SpringSpeed::kYellow : SpringSpeed::kRed;
  switch (index) {
    case 0: return spring(e, ObjectDir::Up, speed);
    case 1: return spring(e, sideways(e), speed);
    case 2: return spring(e, ObjectDir::Down, sonic3k && speed == SpringSpeed::kRed ? 0xD00 : speed);
    // Diagonal (version 10): toward the right unless x-flipped (loc_18DB4,
    // sub_234E6: "btst #status.npc.x_flip"; the y-flip only turns the art).
    // S&K's red one is not slowed: sub_23624 has no "cmpi.w #$1000".
    case 3: return spring(e, e.flipX ? ObjectDir::UpLeft : ObjectDir::UpRight, speed);
    case 4: return spring(e, e.flipX ? ObjectDir::DownLeft : ObjectDir::DownRight, speed);
    default: return marker("subtype " + hexByte(e.subtype) + ": past the spring's five routines");
  }
}

// Obj36_InitData / byte_23F74: (width_pixels, y_radius) by the high nibble,
// 4-7 sideways; every routine calls SolidObject with d1 = width_pixels + $B,
// d2 = y_radius. The low nibble picks MoveSpikes' (sub_242B6's) motion: 0
// stands still, 1 (MoveSpikes_Vertical, loc_242CE) moves down and back, 2
// (MoveSpikes_Horizontal, loc_242E2) right and back (level/retract.h).
// S&K's off_242C4 has a fourth, 3 (loc_24356): spikes the player pushes
// along a pixel every 16 frames (sub_2438A reads his x and his pushing bit),
// a function of the player, not of the frame: a marker. Past the table
// (Sonic 2's MoveSpikes_Behaviors has three) reads on into code: a marker.
SonlvlObjectDecode laterSpikes(const SonlvlObjectEntry& e, bool sonic3k) {
  static constexpr int kSize[8][2] = {{0x10, 0x10}, {0x20, 0x10}, {0x30, 0x10}, {0x40, 0x10},
                                      {0x10, 0x10}, {0x10, 0x20}, {0x10, 0x30}, {0x10, 0x40}};
  const int index = e.subtype >> 4;
  if (index >= 8) return marker("subtype " + hexByte(e.subtype) + ": its high nibble reads past the spikes' size table");
  const int motion = e.subtype & 0xF;
  if (sonic3k && motion == 3) return marker("pushed spikes (subtype " + hexByte(e.subtype) + ", loc_24356: moved by the player)");
  if (motion > 2) return marker("subtype " + hexByte(e.subtype) + ": its low nibble reads past the spikes' motions");
  return spikes(boxOf(e, kSize[index][0] + 0xB, kSize[index][1]), e, index >= 4, static_cast<SpikeRetract>(motion));
}

// Sonic 2's Obj1B (sonic/booster.h): Obj1B_Init's "move.b subtype(a0),d0;
// andi.w #2,d0; move.w Obj1B_BoosterSpeeds(pc,d0.w),speedbooster_boostspeed(a0)"
// ($1000, $A00) is its speed; its x-flip ("btst #status.npc.x_flip,status(a0)")
// sends leftward. The window about x_pos, y_pos is the box.
SonlvlObjectDecode sonic2SpeedBooster(const SonlvlObjectEntry& e) {
  SolidObject o;
  o.kind = ObjectKind::Booster;
  o.dir = sideways(e);
  o.springSpeed = (e.subtype & 2) ? BoosterRule::kSlow : BoosterRule::kFast;
  o.w = o.h = kBoosterSize;
  o.path = {{e.x - kBoosterHalf, e.y - kBoosterHalf}};
  return solid(std::move(o));
}

// Sonic 2's Obj2D (level/barrier.h): its subtype picks only its mapping
// frame ("move.b subtype(a0),mapping_frame(a0)"); its x-flip moves the
// window to its right (it lets a player going left through). The entry is
// the block's centre: 16 x 64 (width_pixels 8), Metropolis' 24 x 64.
SonlvlObjectDecode sonic2Barrier(const SonlvlObjectEntry& e) {
  SolidObject o;
  o.kind = ObjectKind::Barrier;
  o.dir = e.flipX ? ObjectDir::Left : ObjectDir::Right;
  o.w = e.metropolis ? BarrierRule::kMetropolisWidth : BarrierRule::kWidth;
  o.h = BarrierRule::kHeight;
  o.path = {{e.x - o.w / 2, e.y - o.h / 2}};
  return solid(std::move(o));
}

// Sonic 2's Obj16 (level/lift.h): "move.b subtype(a0),d0; lsl.w #3,d0" is
// its slide's frames (subtype 0 counts down from $FFFF: a marker); its
// x-flip ("neg.w x_vel(a0)") slides it left. The entry is its y_pos, $28
// above its top ("move.w #-$28,d3"), and its centre across (width_pixels $20).
SonlvlObjectDecode sonic2Lift(const SonlvlObjectEntry& e) {
  if (e.subtype == 0) return marker("a lift of subtype 0 (Obj16_Slide's count starts at $FFFF: 65536 frames of slide)");
  SolidObject o;
  o.kind = ObjectKind::Lift;
  o.topOnly = true;
  o.dir = e.flipX ? ObjectDir::Left : ObjectDir::Right;
  o.lift = static_cast<std::uint8_t>(e.subtype);
  o.w = LiftRule::kWidth;
  o.h = LiftRule::kHeight;
  o.path = {{e.x - o.w / 2, e.y + LiftRule::kBelow}};
  return solid(std::move(o));
}

SonlvlObjectDecode sonic2(const SonlvlObjectEntry& e) {
  switch (e.id) {
    case 0x41: return laterSpring(e, false);
    case 0x36: return laterSpikes(e, false);
    case 0x26: return monitor(e, 0x1A, 0xF);  // SolidObject_Monitor: d1 $1A, d2 $F
    case kObj11BridgeId: return bridge(e);
    case 0x74: return invisibleBlock(e);
    case kObj18PlatformId: return sonic2Platform(e);
    case kObj19PlatformId: return sonic2Obj19(e);
    case kObj15SwingId: return sonic2Swing(e);
    case kObj1FCollapsingPlatformId: return solid(sonic2Obj1F(e));
    case 0x31: return lavaMarker(e);  // Obj31, Hill Top's lava
    case kObj06TwistId: return sonic2Twist(e);
    case kObj0DSignpostId:
      if (e.sonic2SignGone) return marker("Obj0D_Init deletes the signpost outside act 1 and Metropolis 2 (a two-player race's)");
      return signpost(e);
    case kObj32BreakableId: return sonic2BreakableBlock(e);
    case kObj2FSmashGroundId: return sonic2SmashableGround(e);
    case kObj1BSpeedBoosterId: return sonic2SpeedBooster(e);  // Chemical Plant's speed booster
    case kObj44RoundBumperId: return pinballBumper(e);        // Casino Night's round bumper
    case kObj14SeesawId: return sonic2Seesaw(e);              // Hill Top's seesaws (seesaw_objects.h)
    case kObj2DBarrierId: return sonic2Barrier(e);            // the one-way barrier
    case kObj16LiftId: return sonic2Lift(e);                  // Hill Top's lift
    case kObj40SpringboardId: return sonic2Springboard(e);    // the pressure spring (springboard_objects.h)
    // Display only. Obj1C (bridge stakes, HTZ lift stakes, ...): Obj1C_Init
    // sets mappings, width_pixels, priority and at most y_radius, then
    // "bra.w MarkObjGone", which routine 2 (BranchTo_MarkObjGone) repeats.
    // Obj49 (EHZ waterfalls): Obj49_ChkDel only picks mapping_frame by
    // whether a player's x is within $40 of the object, then DisplaySprite.
    // Neither sets collision_flags nor calls a SolidObject routine.
    // Obj2C (Aquatic Ruin's leaf generator): its collision_flags ($D6, $D4,
    // $D5 by subtype: Obj2C_CollisionFlags) are Touch_Special's $16, $14,
    // $15, whose loc_3FA00 only adds to its collision_property; Obj2C_Main
    // then spawns Obj2C_Leaf pieces that float down and touch nothing. (A
    // touch of it ends TouchResponse's loop for the frame, so a monitor
    // later in the object list is not touched on that frame: not modelled.)
    case 0x2C:
      if (e.subtype > 2) return marker("subtype " + hexByte(e.subtype) + ": past Obj2C_CollisionFlags' three entries");
      return scenery();
    case 0x1C:
    case 0x49: return scenery();
    default: return badnikOr(SonlvlGame::Sonic2, e);
  }
}

// S&K's Obj_TwistedRamp (sonic3k.asm; sonic/ramp.h): no subtype read, no
// size set; its routine's window about x_pos, y_pos is the box, and the
// layout's x-flip ("btst #0,status(a0)" in sub_24D9A) makes it throw leftward.
SonlvlObjectDecode sonic3kTwistedRamp(const SonlvlObjectEntry& e) {
  SolidObject o;
  o.kind = ObjectKind::Ramp;
  o.dir = sideways(e);
  o.w = kRampWidth;
  o.h = kRampHeight;
  o.path = {{e.x - kRampLeft, e.y - kRampAbove}};
  return solid(std::move(o));
}

// S&K's Obj0C, Obj_AIZGiantRideVine (level/vine.h): its chain hangs from
// the object's point, the centre of the vine's fixed box; every subtype is
// simulated (its low nibble the links, its high nibble the phase), flips
// unread ("move.b subtype(a0),d1; andi.w #$F,d1", "andi.b #$F0,d0").
SonlvlObjectDecode giantRideVine(const SonlvlObjectEntry& e) {
  SolidObject o;
  o.kind = ObjectKind::Vine;
  o.w = o.h = kVineSize;
  o.path = {{e.x - kVineHalf, e.y - kVineHalf}};
  o.vine = static_cast<std::uint8_t>(e.subtype);
  return {o, {}};
}

// S&K's Obj_AIZHollowTree (object 3 of zones 0..6's pointers, Sprite_Listing3
// and the S3 set; level/tree.h): it reads no subtype and no flip, so every
// entry is the same tree about its point. The later zones' set
// (Sprite_ListingK) has Obj_MHZTwistedVine there, not simulated.
SonlvlObjectDecode hollowTree(const SonlvlObjectEntry& e) {
  if (e.sonic3kZone >= kSonic3kSecondSetZone) return notSimulated();
  SolidObject o;
  o.kind = ObjectKind::Tree;
  o.w = kTreeWidth;
  o.h = kTreeHeight;
  o.path = {{e.x - kTreeLeft, e.y - kTreeAbove}};
  return {o, {}};
}

SonlvlObjectDecode sonic3k(const SonlvlObjectEntry& e) {
  switch (e.id) {
    case kSonic3kHollowTreeId: return hollowTree(e);
    case 0x0C: return giantRideVine(e);                   // Obj_AIZGiantRideVine
    case kObj05RockId: return sonic3kRock(e);              // Obj_AIZLRZEMZRock (breakable_objects.h)
    case kObj2ACorkFloorId: return sonic3kCorkFloor(e);    // Obj_CorkFloor (breakable_objects.h)
    case 0x28: return invisibleBlock(e);                   // Obj_InvisibleBlock
    case 0x07: return laterSpring(e, true);                // Obj_Spring
    case 0x08: return laterSpikes(e, true);                      // Obj_Spikes
    case kSonic3kCollapsingPlatformId: return solid(sonic3kCollapsingPlatform(e));
    case kSonic3kFloatingPlatformId: return sonic3kFloatingPlatform(e);
    // Obj_Monitor: d1 (28/2)+$B, d2 32/2. A y-flipped one (upside down,
    // knocked by a hit from below) is taken as upright (docs/physics.md).
    case 0x01: return monitor(e, 0x19, 0x10);
    // Obj_AIZForegroundPlant (s3.asm, which the locked-on game runs for Angel
    // Island): it sets mappings, art and size from word_2B780, then each frame
    // only moves itself by the camera (parallax, "sub.w (Camera_X_pos).w,d1;
    // asr.w #4,d1") and jumps to Sprite_OnScreen_Test: display only.
    case 0x35: return scenery();
    case kSonic3kTwistedRampId: return sonic3kTwistedRamp(e);
    // Obj_AIZ1Tree, object 9 of the pointers for zones 0..6 ("Object
    // pointers - SK Set 1.asm", Sprite_Listing3): it sets mappings, priority,
    // width_pixels 8, render_flags and art, then each frame only "jmp
    // (Sprite_OnScreen_Test).l": display only. The later zones' set
    // (Sprite_ListingK) has Obj_MHZCurledVine there, not simulated. (The
    // summary knows no zone: it takes zone 0's, so it names an S&K zone's
    // vine scenery too; neither is simulated.)
    case 0x09: return e.sonic3kZone < kSonic3kSecondSetZone ? scenery() : notSimulated();
    // Obj_StillSprite and Obj_AnimatedStillSprite (objects $2F and $30 of
    // every set): each sets mappings, art, priority and size from its table
    // row by the subtype, then each frame only animates (the second) and
    // "jmp (Sprite_OnScreen_Test).l": display only. s3.asm's tables,
    // word_2B31A and word_2B6B6, have 28 and 2 rows; a subtype past them
    // reads other data.
    case 0x2F:
      if (e.subtype >= 28) return marker("subtype " + hexByte(e.subtype) + ": past word_2B31A's 28 rows");
      return scenery();
    case 0x30:
      if (e.subtype >= 2) return marker("subtype " + hexByte(e.subtype) + ": past word_2B6B6's 2 rows");
      return scenery();
    default: return badnikOr(SonlvlGame::Sonic3K, e);
  }
}

}  // namespace

bool sonic2ActKeepsSignpost(std::string_view levelName) {
  return levelName.find("Act 1") != std::string_view::npos ||
         (levelName.find("Metropolis Zone") != std::string_view::npos && levelName.find("Act 2") != std::string_view::npos);
}

std::optional<SonlvlGame> sonlvlGameOf(Profile p) {
  switch (p) {
    case Profile::Sonic1: return SonlvlGame::Sonic1;
    case Profile::Sonic2: return SonlvlGame::Sonic2;
    case Profile::Sonic3K: return SonlvlGame::Sonic3K;
    case Profile::Guide: break;
  }
  return std::nullopt;
}

SonlvlObjectDecode decodeSonlvlObject(SonlvlGame game, const SonlvlObjectEntry& e) {
  switch (game) {
    case SonlvlGame::Sonic1: return sonic1(e);
    case SonlvlGame::Sonic2: return sonic2(e);
    case SonlvlGame::Sonic3K: return sonic3k(e);
  }
  return notSimulated();
}

bool addSonlvlObject(SonlvlGame game, const SonlvlObjectEntry& e, std::vector<SolidObject>& objects) {
  std::optional<SolidObject> o = decodeSonlvlObject(game, e).object;
  if (!o) return true;
  if (objects.size() >= static_cast<std::size_t>(ObjectLimits::kMaxObjects)) return false;
  objects.push_back(std::move(*o));
  if (game == SonlvlGame::Sonic1 && e.id == kObj25RingsId) {  // the rest of Ring_Main's row
    for (int k = 1; k < sonic1RingCount(e.subtype); ++k) {
      if (objects.size() >= static_cast<std::size_t>(ObjectLimits::kMaxObjects)) return false;
      objects.push_back(sonic1Ring(e, k));
    }
  }
  // Entries of several objects: the decode gave the first, the rest follow.
  std::vector<SolidObject> parts;
  if (game == SonlvlGame::Sonic1 && e.id == kObj15SwingId) parts = sonic1SwingObjects(e);  // the zone that hurts
  if (game == SonlvlGame::Sonic1 && e.id == kObj16HarpoonId) parts = sonic1HarpoonZones(e);  // the middle and extended zones
  if (game == SonlvlGame::Sonic1 && e.id == kObj57SpikeChainId) parts = sonic1SpikeChainBalls(e);  // the chain's balls
  if (game == SonlvlGame::Sonic1 && e.id == kObj17HelixId) parts = sonic1HelixSpikes(e);  // the row's other spikes
  for (std::size_t k = 1; k < parts.size(); ++k) {
    if (objects.size() >= static_cast<std::size_t>(ObjectLimits::kMaxObjects)) return false;
    objects.push_back(std::move(parts[k]));
  }
  return true;
}

bool addSonlvlRing(std::int32_t x, std::int32_t y, std::vector<SolidObject>& objects) {
  if (objects.size() >= static_cast<std::size_t>(ObjectLimits::kMaxObjects)) return false;
  objects.push_back(ringAt(x, y));
  return true;
}

std::string droppedObjectsNote(std::size_t dropped) {
  return std::to_string(dropped) + " simulated entries past the first " + std::to_string(ObjectLimits::kMaxObjects) +
         " objects stay markers only: a level holds at most that many objects";
}

SonlvlObjectSummary summarizeSonlvlObjects(const std::vector<Marker>& markers, std::optional<Profile> profile,
                                           bool gameTables) {
  SonlvlObjectSummary s;
  // Only whether the tables are there decides (not what they hold).
  static const SonlvlTwistTables kSomeTables;
  static const SonlvlGrassTables kSomeGrass = someGrassTables();
  // A plain game and flag, not an optional: GCC 12 warns maybe-uninitialized on its compares.
  const std::optional<SonlvlGame> of = profile ? sonlvlGameOf(*profile) : std::nullopt;
  const bool known = of.has_value();
  const SonlvlGame game = of.value_or(SonlvlGame::Sonic1);
  std::map<std::string, int> rest;
  for (const Marker& m : markers) {
    ++s.total;
    // Plane switchers are the level's path switchers (a flipped one, which
    // switches nothing in the game, switches nothing here either); a ring
    // layout's rings its ring objects.
    const bool switcher = known && ((game == SonlvlGame::Sonic2 && m.type == kSonic2PlaneSwitcherId) ||
                                    (game == SonlvlGame::Sonic3K && m.type == kSonic3kPathSwapId) ||
                                    (game != SonlvlGame::Sonic1 && m.type == 0 && m.name == kSonlvlRingMarkerName));
    // Whether an entry is simulated depends on its id and subtype alone (not its place or flips).
    const SonlvlObjectDecode d =
        switcher || !known ? SonlvlObjectDecode{}
                           : decodeSonlvlObject(game, {m.type, m.subtype, 0, 0, false, false, false, false, false, false,
                                                       false, 0, 0, gameTables ? &kSomeTables : nullptr,
                                                       gameTables ? &kSomeGrass : nullptr});
    const std::optional<SolidObject>& o = d.object;
    if (d.scenery) {
      ++s.scenery;
      continue;
    }
    if (switcher || o) {
      ++s.simulated;
      if (o && o->kind == ObjectKind::Monitor) ++s.monitors;
      continue;
    }
    char id[8];
    std::snprintf(id, sizeof id, "Obj%02X", static_cast<unsigned>(m.type) & 0xFFu);
    ++rest[m.name.empty() ? std::string(id) : std::string(id) + " " + m.name];
  }
  s.markers.assign(rest.begin(), rest.end());
  std::stable_sort(s.markers.begin(), s.markers.end(), [](const auto& a, const auto& b) { return a.second > b.second; });
  return s;
}

std::string describeSonlvlObjects(const SonlvlObjectSummary& s, std::size_t listed) {
  if (s.total == 0) return {};
  std::string out = std::to_string(s.simulated) + " of " + std::to_string(s.total) + " objects simulated";
  if (s.monitors > 0) out += " (" + std::to_string(s.monitors) + (s.monitors == 1 ? " monitor)" : " monitors)");
  if (s.scenery > 0) out += ", " + std::to_string(s.scenery) + " scenery with nothing to simulate";
  if (s.markers.empty()) return out;
  out += "; markers: ";
  for (std::size_t i = 0; i < s.markers.size() && i < listed; ++i) {
    if (i > 0) out += ", ";
    out += s.markers[i].first + " x" + std::to_string(s.markers[i].second);
  }
  if (s.markers.size() > listed) {
    const std::size_t more = s.markers.size() - listed;
    out += " and " + std::to_string(more) + " more type" + (more == 1 ? "" : "s");
  }
  return out;
}

}  // namespace solidtile::io

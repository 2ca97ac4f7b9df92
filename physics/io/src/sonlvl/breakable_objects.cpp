// The smashable walls and rocks, each decoded as its game's routine decodes
// it (s1disasm _incObj/3C Smashable Wall.asm and 51 Smashable Green Block.asm,
// s2disasm s2.asm Obj32 and Obj2F, skdisasm sonic3k.asm Obj_AIZLRZEMZRock).
#include "breakable_objects.h"

#include "oscillating_platforms.h"  // sonlvlSubtypeText

namespace solidtile::io {
namespace {

SolidObject breakableBox(const SonlvlObjectEntry& e, int d1, int d2, BreakMode m) {
  SolidObject o;
  o.w = 2 * (d1 - 0xB);
  o.h = 2 * d2;
  o.path = {{e.x - o.w / 2, e.y - o.h / 2}};
  o.kind = ObjectKind::Breakable;
  o.breaks = m;
  return o;
}

SolidObject rockBlock(const SonlvlObjectEntry& e, int d1, int d2) {
  SolidObject o = breakableBox(e, d1, d2, BreakMode::Side);
  o.kind = ObjectKind::Block;
  return o;
}

}  // namespace

SonlvlObjectDecode sonic1SmashWall(const SonlvlObjectEntry& e) {
  return {breakableBox(e, 0x1B, 0x20, BreakMode::Side), {}};
}

SonlvlObjectDecode sonic1SmashBlock(const SonlvlObjectEntry& e) {
  return {breakableBox(e, 0x1B, 0x10, BreakMode::Top), {}};
}

SonlvlObjectDecode sonic2BreakableBlock(const SonlvlObjectEntry& e) {
  // "cmpi.b #chemical_plant_zone,(Current_Zone).w; bne.s +; ...; move.b #$10,width_pixels(a0)"
  const int width = e.chemicalPlant ? 0x10 : 0x18;
  return {breakableBox(e, width + 0xB, 0x10, BreakMode::Top), {}};
}

// Obj2F_Init: width_pixels $10; subtype & $1E picks Obj2F_Properties'
// y_radius and frame, but "move.b #$20,y_radius(a0)" then overwrites the
// radius, so every subtype's solid box is the same (Obj2F_Main: d1
// width_pixels + $B, d2 y_radius, d3 d2 + 1). Obj2F_Main breaks only for a
// player standing on it with the roll animation whose top_solid_bit is $E
// (the second path) unless subtype bit 7 is set ("tst.b subtype(a0); bmi.s
// loc_233F0"), and one standing on it otherwise is put on the first path
// ($C, $D); the break curls him and drops him through without a bounce
// (loc_23444 sets no y_vel): break mode ground, or ground_any for bit 7.
SonlvlObjectDecode sonic2SmashableGround(const SonlvlObjectEntry& e) {
  return {breakableBox(e, 0x10 + 0xB, 0x20, (e.subtype & 0x80) ? BreakMode::GroundAny : BreakMode::Ground), {}};
}

// Obj_AIZLRZEMZRock: byte_1D64E's (width_pixels, height_pixels) by
// (subtype >> 4) & 7, four entries; both routines call SolidObjectFull with
// d1 = width_pixels + $B, d2 = height_pixels, d3 = d2 + 1. Bit 2 runs
// loc_1D8E0: the side break (Smash_Solid's, for Sonic with the roll
// animation, pushing, |x_vel| $480 or more); with bit 7 only Knuckles breaks
// it, so for the players modelled it is a block. Else loc_1D712: bit 1 pushes
// it along (sub_1DAD2, a marker); bit 0 breaks it under a player standing on
// it with the roll animation (sub_1D7CE: y_vel -$300), the top break.
SonlvlObjectDecode sonic3kRock(const SonlvlObjectEntry& e) {
  static constexpr int kSize[4][2] = {{0x18, 0x27}, {0x18, 0x17}, {0x18, 0xF}, {0xE, 0xF}};
  const int index = (e.subtype >> 4) & 7;
  if (index >= 4) return {std::nullopt, sonlvlSubtypeText(e.subtype) + ": past the rock's size table"};
  const int d1 = kSize[index][0] + 0xB, d2 = kSize[index][1];
  if (e.subtype & 4) {
    if (e.subtype & 0x80) return {rockBlock(e, d1, d2), {}};  // Knuckles' rock
    return {breakableBox(e, d1, d2, BreakMode::Side), {}};
  }
  if (e.subtype & 2) return {std::nullopt, "a rock that is pushed along (" + sonlvlSubtypeText(e.subtype) + ", bit 1)"};
  if (e.subtype & 1) return {breakableBox(e, d1, d2, BreakMode::Top), {}};
  return {rockBlock(e, d1, d2), {}};
}

// Obj_CorkFloor (s3.asm, sonic3k.asm the same code with Flying Battery's
// size added): width_pixels $10 and height_pixels $28, Angel Island 2's
// ("cmpi.w #1,(Current_zone_and_act).w") $2C, Carnival Night's and Launch
// Base's $20 and $20, Flying Battery's $10 and $10, Icecap's $10 and $24.
// A subtype other than 0 runs loc_29742 (sonic3k.asm loc_2A502): the
// players' anim bytes kept ($34, $36), SolidObjectFull with d1 =
// width_pixels + $B, d2 = height_pixels, d3 = d2 + 1; then, with a
// standing bit set and the kept anim 2 (the roll), sub_297CE: "bset
// #Status_Roll", y_radius $E, x_radius 7, anim 2, y_vel -$300, in the air,
// off it, routine 2; the floor goes to pieces (BreakObjectToPieces) that
// touch nothing. That is the top break of the rock's bit 0 (sub_1D7CE) and
// Sonic 1's Obj51 (sonic/breakable.h). Subtype 0 (loc_29858) breaks when
// hit from below and gives the player back his y_vel (a marker); Icecap's
// with bit 4 clear (loc_29914) breaks by the player's path (top_solid_bit
// $E) and sets it, as Sonic 2's Obj2F: a marker too. (The summary, which
// knows no zone, counts Icecap's as Angel Island's.)
SonlvlObjectDecode sonic3kCorkFloor(const SonlvlObjectEntry& e) {
  if (e.subtype == 0) return {std::nullopt, "a floor that breaks when hit from below (subtype 0, loc_29858): no break mode"};
  if (e.icecap && !(e.subtype & 0x10)) {
    return {std::nullopt, sonlvlSubtypeText(e.subtype) + ": Icecap's breaks by the player's path (loc_29914): no break mode"};
  }
  int width = 0x10, height = 0x28;
  if (e.sonic3kZone == 0 && e.sonic3kAct == 1) height = 0x2C;
  if (e.sonic3kZone == 3 || e.sonic3kZone == 6) width = 0x20, height = 0x20;
  if (e.sonic3kZone == 4) height = 0x10;
  if (e.icecap) height = 0x10;  // bit 4 set: loc_296EE's "move.b #$10,height_pixels(a0)"
  return {breakableBox(e, width + 0xB, height, BreakMode::Top), {}};
}

}  // namespace solidtile::io

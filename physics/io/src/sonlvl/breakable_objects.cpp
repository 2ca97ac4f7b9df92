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

// Obj2F_Main breaks only for a player standing on it with the roll animation
// whose top_solid_bit is $E (the second path) unless subtype bit 7 is set,
// and one standing on it otherwise is put on the first path ($C, $D); the
// break curls him and drops him through without a bounce (loc_23444 sets no
// y_vel). Neither the path test nor the drop is a break mode.
SonlvlObjectDecode sonic2SmashableGround(const SonlvlObjectEntry&) {
  return {std::nullopt, "it breaks by the player's path (top_solid_bit $E) and sets it: no break mode"};
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

}  // namespace solidtile::io

#include "swing_objects.h"

#include "oscillating_platforms.h"
#include "solidtile/level/object_kinds.h"

namespace solidtile::io {
namespace {

// Swing_Main: "andi.w #$F,d1; move.w d1,d3; lsl.w #4,d3; addq.b #8,d3;
// move.b d3,objoff_3C(a0)": the platform hangs $10 * n + 8 from its origin.
// Sonic 2's sub_FE70 sums n links of $10 and half a link ("asr.l #4" of the
// sine in the high word per link, "asr.l #1" for the last), the same length.
std::uint16_t chainRadius(int subtype) { return static_cast<std::uint16_t>((subtype & 0xF) * 0x10 + 8); }

// Swing_Move / sub_FE70: oscillator 6's byte (v_oscillate+$1A, Oscillating_Data+$18)
// read as it is this frame; with obStatus bit 0 (the layout's x-flip) "neg.w
// d0; add.w d1,d0" with d1 $80: the angle $80 - byte, the swing mirrored.
OscMotion swingMotion(OscTable table, const SonlvlObjectEntry& e) {
  OscMotion m;
  m.table = table;
  m.index = 6;
  m.center = e.flipX ? 0x80 : 0;
  m.negate = e.flipX;
  m.lagged = false;
  m.radius = chainRadius(e.subtype);
  return m;
}

// PlatformObject's top row obY - d3 (Swing_Solid: d3 = obHeight; Sonic 2's
// PlatformObject2 with d3 = y_radius + 1 puts it at y_pos - y_radius), and
// MvSonicOnPtfm's obY - (obHeight + 1): a top-only object 2 obActWid wide,
// 2 obHeight tall about obX, obY, as Obj18's (oscillating_platforms.cpp).
SolidObject platform(const SonlvlObjectEntry& e, int actWid, int height, const OscMotion& m) {
  SolidObject o;
  o.w = 2 * actWid;
  o.h = 2 * height;
  o.topOnly = true;
  o.path = {{e.x - actWid, e.y - height}};
  o.osc = m;
  return o;
}

// ReactToItem's .sizes rows (half width, half height) the swings' types pick.
SolidObject hurtZone(const SonlvlObjectEntry& e, int halfW, int halfH, const OscMotion& m) {
  SolidObject o;
  o.kind = ObjectKind::Hurt;
  o.w = 2 * halfW;
  o.h = 2 * halfH;
  o.path = {{e.x - halfW, e.y - halfH}};
  o.osc = m;
  return o;
}

}  // namespace

std::uint8_t sonic1ZoneOfLevel(std::string_view levelName) {
  if (levelName.find("Star Light Zone") != std::string_view::npos) return kSonic1StarLightZone;
  if (levelName.find("Scrap Brain Zone Act 1") != std::string_view::npos ||
      levelName.find("Scrap Brain Zone Act 2") != std::string_view::npos || levelName.find("Final Zone") != std::string_view::npos)
    return kSonic1ScrapBrainZone;
  if (levelName.find("Labyrinth Zone") != std::string_view::npos || levelName.find("Scrap Brain Zone Act 3") != std::string_view::npos)
    return kSonic1LabyrinthZone;
  return 0;
}

// Swing_Main: obActWid $18, obHeight 8 (Green Hill, Marble and every zone
// but these two); Star Light "move.b #$20,obActWid; move.b #$10,obHeight;
// move.b #$99,obColType" (.sizes $19: $20 x 8); Scrap Brain "move.b
// #$18,obActWid; move.b #$18,obHeight; move.b #$86,obColType" (.sizes 6:
// $10 x $10) and routine $C, Swing_Action, which only moves: no
// Swing_Solid. Subtype bit 4 (".not1X") sets obColType $81 (.sizes 1: $14 x
// $14), the giant ball, solid as well outside Scrap Brain. Every subtype is
// simulated; bits 5-7 are read by nothing.
std::vector<SolidObject> sonic1SwingObjects(const SonlvlObjectEntry& e) {
  const OscMotion m = swingMotion(OscTable::Sonic1, e);
  const bool starLight = e.sonic1Zone == kSonic1StarLightZone, scrapBrain = e.sonic1Zone == kSonic1ScrapBrainZone;
  std::vector<SolidObject> out;
  if (!scrapBrain) out.push_back(starLight ? platform(e, 0x20, 0x10, m) : platform(e, 0x18, 8, m));
  if (e.subtype & 0x10) out.push_back(hurtZone(e, 0x14, 0x14, m));
  else if (scrapBrain) out.push_back(hurtZone(e, 0x10, 0x10, m));
  else if (starLight) out.push_back(hurtZone(e, 0x20, 8, m));
  return out;
}

SonlvlObjectDecode sonic1Swing(const SonlvlObjectEntry& e) { return {sonic1SwingObjects(e).front(), {}}; }

// Obj15_Init: width_pixels $20, y_radius $10 (Oil Ocean's look); Mystic
// Cave $18 and 8; Aquatic Ruin $20 and 8. Obj15_State2: sub_FE70, then
// PlatformObject2 with d1 width_pixels, d3 y_radius + 1, d4 the x before the
// move. Only type 0 (subtype bits 4-7 clear) is the oscillator's swing:
// $10 and $30 hold the angle at $40 on one side (a knock sound), $20 hangs
// still, $40 swings by its own counter when a player comes near and hurts
// ($A7), and bit 7 (Obj15_State4) lets go of the chain when stood on at
// the swing's end and floats on the water.
SonlvlObjectDecode sonic2Swing(const SonlvlObjectEntry& e) {
  if (e.subtype & 0x80)
    return {std::nullopt, sonlvlSubtypeText(e.subtype) + ": bit 7 drops the platform into the water when stood on (Obj15_State4)"};
  if (e.subtype & 0x70) return {std::nullopt, sonlvlSubtypeText(e.subtype) + ": types $10-$70 stop, hold or run the swing themselves"};
  const OscMotion m = swingMotion(OscTable::Sonic2, e);
  if (e.mysticCave) return {platform(e, 0x18, 8, m), {}};
  return {platform(e, 0x20, e.aquaticRuin ? 8 : 0x10, m), {}};
}

}  // namespace solidtile::io

#include "collapse_objects.h"

#include <algorithm>

namespace solidtile::io {

namespace {

// CFlo_Data2 and CFlo_Data3's first bytes: the delay of the fragment that
// keeps holding a standing player (loc_8458 / loc_846C).
constexpr std::uint8_t kFloorHold = 0x1E, kFloorHoldBit0 = 0x16;
constexpr std::int32_t kLedgeHalf = 0x30, kFloorHalf = 0x20;

// Ledge_SlopeData (misc/GHZ Collapsing Ledge Heightmap.bin), as its shape:
// $20 for the first eight 2 px columns, a pixel higher every second column
// from column 8, level at $30 from column 38 to the last, 47.
std::uint8_t ledgeHeight(std::int32_t c) { return static_cast<std::uint8_t>(std::min(0x30, 0x20 + std::max(0, c - 6) / 2)); }

SolidObject collapseBase(std::int32_t half, std::int32_t h) {
  SolidObject o;
  o.kind = ObjectKind::Collapse;
  o.topOnly = true;
  o.w = 2 * half;
  o.h = h;
  return o;
}

}  // namespace

SolidObject obj1ALedge(const SonlvlObjectEntry& e) {
  SolidObject o = collapseBase(kLedgeHalf, 0x31);  // the highest column, $30, fits
  for (std::int32_t c = 0; c < kLedgeHalf; ++c) o.slope.push_back(ledgeHeight(c));
  if (e.flipX) std::reverse(o.slope.begin(), o.slope.end());
  // sloped_objects.h stands column c at y + h - 1 - slope[c]: obY - t[c] when y + h - 1 = obY.
  o.path = {{e.x - kLedgeHalf, e.y - o.h + 1}};
  o.collapseHold = CollapseTiming::kHold;  // CFlo_Data1's $1C
  return o;
}

SolidObject obj53Floor(const SonlvlObjectEntry& e) {
  SolidObject o = collapseBase(kFloorHalf, 16);
  o.path = {{e.x - kFloorHalf, e.y - 8}};  // a top-only object's top is obY - 8
  o.collapseHold = (e.subtype & 1) ? kFloorHoldBit0 : kFloorHold;
  return o;
}

// Obj1F_Init: collapsing_platform_delay_counter 7 (the delay), width_pixels
// $44 and Obj1F_DelayData_EvenSubtype (or _OddSubtype for an odd subtype),
// then Oil Ocean's $40 and Obj1F_OOZ_DelayData, Mystic Cave's $20 and
// Obj1F_MCZ_DelayData, Aquatic Ruin's $20 and Obj1F_ARZ_DelayData (which
// no subtype bit changes). Obj1A_CreateFragments makes the object itself
// the first fragment ("movea.l a0,a1") with the table's first byte, and only
// it runs sub_10AF8 (the platform) again: the hold. sub_10AF8 calls
// PlatformObject with d1 = width_pixels, d3 = $10: h/2 + 1 = $10, so h 30
// and the top-left y = obY - 15 (docs/physics.md, "Solid objects").
SolidObject sonic2Obj1F(const SonlvlObjectEntry& e) {
  constexpr std::uint8_t kEvenHold = 0x1E, kOddHold = 0x16, kOilOceanHold = 0x1A, kMysticCaveHold = 0x1A, kAquaticRuinHold = 0x16;
  std::int32_t half = 0x44;
  std::uint8_t hold = (e.subtype & 1) ? kOddHold : kEvenHold;
  if (e.oilOcean) half = 0x40, hold = kOilOceanHold;
  if (e.mysticCave) half = 0x20, hold = kMysticCaveHold;
  if (e.aquaticRuin) half = 0x20, hold = kAquaticRuinHold;
  SolidObject o = collapseBase(half, 30);
  o.path = {{e.x - half, e.y - 15}};
  o.collapseHold = hold;  // collapseDelay keeps CollapseTiming::kDelay, Obj1F_Init's 7
  return o;
}

// S&K's Obj_CollapsingPlatform (s3.asm loc_1DE40, sonic3k.asm loc_20522, the
// same code): "move.b #$3C,width_pixels(a0)" is SolidObjectTopSloped2's d1
// (sub_1DED4), so 120 px about obX; "move.b #7,$38(a0)" the delay; the
// fragments' delays (byte_1E49C) start at $30, the first going to the object
// itself (GetFragmentsSpriteProperties runs first with a1 = a0): the hold.
// Icecap (Current_zone 5) sets width $30 with byte_1E698 and byte_1E4BA (its
// first delay $30 too). SolidObjCheckSloped2 and SolidObjSloped2 read byte
// (x - obX + d1) >> 1 of the table ($3C(a0)) and stand him at obY minus it;
// an x-flipped one reads it backwards ("not.w d0; add.w d1,d0").
// byte_1E658 (Angel Island), as its shape: $1F for the first 22 columns, a
// pixel lower every second column from column 22 ($1E) down to $F at columns
// 52 and 53, $E from 54 (the table's 64 bytes; d1 reads the first 60).
static std::uint8_t angelIslandHeight(std::int32_t c) {
  if (c < 22) return 0x1F;
  if (c < 54) return static_cast<std::uint8_t>(0x1E - (c - 22) / 2);
  return 0x0E;
}
// byte_1E698 (Icecap's collapsing bridge), as its shape: $30 for 12 columns,
// $2F for 12, $2E for 8, $2D for 13, then $2C, $2B and $2A.
static std::uint8_t icecapHeight(std::int32_t c) {
  if (c < 12) return 0x30;
  if (c < 24) return 0x2F;
  if (c < 32) return 0x2E;
  if (c < 45) return 0x2D;
  return static_cast<std::uint8_t>(0x2C - (c - 45));
}

SolidObject sonic3kCollapsingPlatform(const SonlvlObjectEntry& e) {
  constexpr std::uint8_t kHold = 0x30;  // byte_1E49C's and byte_1E4BA's first
  const std::int32_t half = e.icecap ? 0x30 : 0x3C;
  const std::int32_t top = e.icecap ? 0x30 : 0x1F;  // the highest column
  SolidObject o = collapseBase(half, top + 1);
  for (std::int32_t c = 0; c < half; ++c) o.slope.push_back(e.icecap ? icecapHeight(c) : angelIslandHeight(c));
  if (e.flipX) std::reverse(o.slope.begin(), o.slope.end());
  o.path = {{e.x - half, e.y - o.h + 1}};  // obY is the bottom row, as the ledge's
  o.collapseHold = kHold;  // collapseDelay keeps CollapseTiming::kDelay, the routine's 7
  return o;
}

}  // namespace solidtile::io

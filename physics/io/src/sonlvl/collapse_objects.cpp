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

}  // namespace solidtile::io

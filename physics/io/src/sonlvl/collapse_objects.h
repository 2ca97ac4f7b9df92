// Sonic 1's collapsing ledge (Obj1A) and collapsing floors (Obj53), Sonic 2's
// collapsing platform (Obj1F) and S&K's (Obj_CollapsingPlatform, $04) from an
// act's object layout, as ObjectKind::Collapse (sonic/collapse.h).
#pragma once

#include "solidtile/io/sonlvl_objects.h"
#include "solidtile/level/objects.h"

namespace solidtile::io {

inline constexpr int kObj1ALedgeId = 0x1A;
inline constexpr int kObj53FloorId = 0x53;
inline constexpr int kObj1FCollapsingPlatformId = 0x1F;  // Sonic 2
inline constexpr int kSonic3kCollapsingPlatformId = 0x04;  // S&K, Angel Island and Icecap

// Obj1A at (obX, obY): SlopeObject with d1 = $30 on Ledge_SlopeData, the
// surface over column c at obY - t[c] (mirrored when x-flipped: "btst
// #0,obRender(a0); ... not.w d0"); every subtype collapses alike (it only
// picks the art frame).
SolidObject obj1ALedge(const SonlvlObjectEntry& e);
// Obj53: PlatformObject with d1 = $20 (the top at obY - 8); subtype bit 0
// picks CFlo_Data3 over CFlo_Data2 (the hold: $16, else $1E).
SolidObject obj53Floor(const SonlvlObjectEntry& e);
// Sonic 2's Obj1F (Aquatic Ruin, Mystic Cave, Oil Ocean): PlatformObject
// with d1 = width_pixels, d3 = $10; the width and the held fragment's delay
// by the zone (Obj1F_Init).
SolidObject sonic2Obj1F(const SonlvlObjectEntry& e);
// S&K's Obj_CollapsingPlatform: SolidObjectTopSloped2 with d1 = width_pixels
// on the zone's slope table (Angel Island's, or Icecap's bridge when
// e.icecap), the surface over 2 px column c at obY - t[c], mirrored when
// x-flipped; every subtype collapses alike (it only picks the art frame).
SolidObject sonic3kCollapsingPlatform(const SonlvlObjectEntry& e);

}  // namespace solidtile::io

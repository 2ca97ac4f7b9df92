// Sonic 1's collapsing ledge (Obj1A) and collapsing floors (Obj53) from an
// act's object layout, as ObjectKind::Collapse (sonic/collapse.h;
// decodeSonlvlObject's cases $1A and $53).
#pragma once

#include "solidtile/io/sonlvl_objects.h"
#include "solidtile/level/objects.h"

namespace solidtile::io {

inline constexpr int kObj1ALedgeId = 0x1A;
inline constexpr int kObj53FloorId = 0x53;
inline constexpr int kObj1FCollapsingPlatformId = 0x1F;  // Sonic 2

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

}  // namespace solidtile::io

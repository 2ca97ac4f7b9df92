// Sonic 1's and Sonic 2's bridges (object $11 in both, Obj11) from an act's
// object layout: the marker stays (export writes the layout from the
// markers), and a bridge object joins the level's objects.
#pragma once

#include <optional>
#include <vector>

#include "solidtile/io/markers.h"
#include "solidtile/level/object_list.h"
#include "solidtile/level/objects.h"

namespace solidtile::io {

inline constexpr int kObj11BridgeId = 0x11;

// The bridge an Obj11 entry places: subtype logs, the entry's x its centre
// (Bri_Main: the first log at x - (logs / 2) * 16), its y the logs' centre
// row. Nothing for another id or a log count the games' tables do not hold.
std::optional<SolidObject> bridgeFromObj11(const Marker& m);

// Appends the bridges of `markers` to `objects` while there is room.
void appendObj11Bridges(const std::vector<Marker>& markers, ObjectList& objects);

}  // namespace solidtile::io

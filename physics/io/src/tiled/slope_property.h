// A sloped object's heights (SolidObject::slope) as the Tiled and LDtk
// objects' "slope" property: the heights in column order, space-separated.
#pragma once

#include <string>
#include <string_view>

#include "solidtile/level/objects.h"

namespace solidtile::io::tiled {

std::string slopeText(const SolidObject& o);
// Reads `text` into o.slope (o's w and h already set) and checks it as the
// level file does; false with `why` ("has 3 heights, expected ...").
bool readSlopeText(std::string_view text, SolidObject& o, std::string* why);

}  // namespace solidtile::io::tiled

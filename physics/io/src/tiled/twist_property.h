// A twist's tables (SolidObject::twist and twistFlip, level format 16) as the
// Tiled and LDtk objects' "twist" and "twist_flip" properties: the numbers in
// order, space-separated, as a slope's heights are.
#pragma once

#include <string>
#include <string_view>

#include "solidtile/level/objects.h"

namespace solidtile::io::tiled {

std::string twistText(const SolidObject& o);      // the heights, signed
std::string twistFlipText(const SolidObject& o);  // the flip angles
// Reads `text` into o.twist (heights) or o.twistFlip (flips); false with
// `why` when it is not the table's count of numbers within the table's range.
bool readTwistText(std::string_view text, SolidObject& o, std::string* why);
bool readTwistFlipText(std::string_view text, SolidObject& o, std::string* why);

}  // namespace solidtile::io::tiled

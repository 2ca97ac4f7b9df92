#include "level/slope_fields.h"

#include "solidtile/io/level_file.h"

namespace solidtile::io {

bool readObjectSlope(FieldReader& in, const Json& object, const std::string& where, std::int64_t version,
                     SolidObject& o) {
  const Json* j = in.member(object, where, "slope", false);
  if (!j) return true;
  const std::string at = childPath(where, "slope");
  if (version < kLevelFormatObjectKindsVersion) {
    in.add(at, newerFieldMessage(kLevelFormatObjectKindsVersion, version));
    return false;
  }
  if (!in.isArray(*j, at, "an array of column heights (one per 2 px column)")) return false;
  // Longer than any object can be: refused before reading it (the count is checked below).
  if (j->size() > static_cast<std::size_t>(ObjectLimits::kMaxSize)) {
    in.add(at, "has " + std::to_string(j->size()) + " heights, more than an object's " +
                   std::to_string(ObjectLimits::kMaxSize / 2) + " columns");
    return false;
  }
  const auto columns = static_cast<std::size_t>(slopeColumns(o));
  if (j->size() != columns) {
    in.add(at, "has " + std::to_string(j->size()) + " heights, expected w / 2 = " + std::to_string(columns) +
                   " (one per 2 px column)");
    return false;
  }
  bool good = true;
  o.slope.clear();
  for (std::size_t c = 0; c < j->size(); ++c) {
    std::string what;
    const auto v = integerIn((*j)[c], 0, ObjectLimits::kMaxSlopeHeight, &what);
    if (!v) {
      in.add(indexPath(at, c), what + " (pixels above the object's bottom edge)");
      good = false;
    } else if (*v > o.h) {
      in.add(indexPath(at, c), "is " + std::to_string(*v) + ", above the object's h (" + std::to_string(o.h) + ")");
      good = false;
    } else {
      o.slope.push_back(static_cast<std::uint8_t>(*v));
    }
  }
  if (!good) return false;
  return true;
}

void appendObjectSlope(std::string& out, const SolidObject& o) {
  if (o.slope.empty()) return;
  out += ", \"slope\": [";
  for (std::size_t c = 0; c < o.slope.size(); ++c) {
    if (c) out += ", ";
    out += std::to_string(o.slope[c]);
  }
  out += ']';
}

bool levelHasSlopedObjects(const Level& level) {
  for (const SolidObject& o : level.objects) {
    if (!o.slope.empty()) return true;
  }
  return false;
}

}  // namespace solidtile::io

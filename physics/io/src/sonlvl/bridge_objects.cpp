#include "bridge_objects.h"

namespace solidtile::io {

std::optional<SolidObject> obj11Bridge(std::int32_t x, std::int32_t y, int subtype) {
  if (subtype < BridgeLogs::kMin || subtype > BridgeLogs::kMax) return std::nullopt;
  SolidObject o;
  o.kind = ObjectKind::Bridge;
  o.logs = static_cast<std::uint8_t>(subtype);
  o.w = subtype * BridgeLogs::kLogWidth;
  o.h = BridgeLogs::kLogWidth;
  o.topOnly = true;
  // Bri_Solid's standing range starts at obX - (logs * 8 + 8); the logs' top is obY - 8.
  o.path = {{x - subtype * 8 - 8, y - 8}};
  return o;
}

}  // namespace solidtile::io

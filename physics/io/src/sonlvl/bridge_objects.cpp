#include "bridge_objects.h"

namespace solidtile::io {

std::optional<SolidObject> bridgeFromObj11(const Marker& m) {
  if (m.type != kObj11BridgeId || m.subtype < BridgeLogs::kMin || m.subtype > BridgeLogs::kMax) return std::nullopt;
  SolidObject o;
  o.kind = ObjectKind::Bridge;
  o.logs = static_cast<std::uint8_t>(m.subtype);
  o.w = m.subtype * BridgeLogs::kLogWidth;
  o.h = BridgeLogs::kLogWidth;
  o.topOnly = true;
  // Bri_Solid's standing range starts at obX - (logs * 8 + 8); the logs' top is obY - 8.
  o.path = {{m.x - m.subtype * 8 - 8, m.y - 8}};
  return o;
}

void appendObj11Bridges(const std::vector<Marker>& markers, ObjectList& objects) {
  for (const Marker& m : markers) {
    if (objects.size() >= static_cast<std::size_t>(ObjectLimits::kMaxObjects)) return;
    if (auto b = bridgeFromObj11(m)) objects.push_back(std::move(*b));
  }
}

}  // namespace solidtile::io

// Markers: where the original game places an object (a ring, a monitor, a
// bridge...), imported so the editor can show it. Nothing simulates them.
#pragma once

#include <cstdint>
#include <string>

namespace solidtile::io {

struct Marker {
  int type = 0;          // the game's object id, 0..255
  std::string name;      // "Ring", "Monitor", ...; may be empty
  std::int32_t x = 0;    // pixels, the object's centre
  std::int32_t y = 0;
  int subtype = 0;       // 0..255
  bool operator==(const Marker&) const = default;
};

struct MarkerLimits {
  static constexpr int kMaxMarkers = 16384;
  static constexpr std::size_t kMaxNameBytes = 64;
};

}  // namespace solidtile::io

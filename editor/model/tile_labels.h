// What the canvas writes on each tile at high zoom (the mask index and the
// tile's angle in hex, as SonLVL and Sonic 3 A.I.R.'s angle overlay show
// them), and the colour the angle view gives an angle, for its key. GL-free;
// the hue matches shaders/tilemap.frag's.
#pragma once

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <string>

#include "solidtile/level/level.h"
#include "solidtile/sonic/sensor.h"

namespace solidtile::editor {

// Tiles are labelled from this zoom up: a 96 px tile keeps most of its shape
// clear of the two short lines (at 4x and below the sensors need the room).
inline constexpr double kTileLabelZoom = 6;

// "12" and "$F6" for a tile; empty for an empty tile.
inline std::array<std::string, 2> tileLabel(const Level& level, Tile t) {
  if (t.empty()) return {};
  char angle[8];
  // The angle as it acts in the level: the mask's turned by the tile's flips (physics' tileAngle).
  std::snprintf(angle, sizeof angle, "$%02X", solidtile::tileAngle(level, t));
  return {std::to_string(t.maskIndex()), angle};
}

// The angle view's colour for angle `a` as 8-bit RGB (the flagged $FF grey).
inline std::array<int, 3> angleHue(Angle a) {
  if (a == kFlaggedAngle) return {217, 217, 217};
  std::array<int, 3> rgb{};
  const double h = a / 256.0;
  const double offsets[3] = {0, 4, 2};
  for (int i = 0; i < 3; ++i) {
    const double k = std::clamp(std::abs(std::fmod(h * 6 + offsets[i], 6.0) - 3) - 1, 0.0, 1.0);
    rgb[static_cast<std::size_t>(i)] = static_cast<int>(std::lround((0.2 + 0.8 * k) * 255));
  }
  return rgb;
}

}  // namespace solidtile::editor

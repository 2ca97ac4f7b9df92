#include "model/overlay_palette.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace solidtile::editor {
namespace {

// Solidity as the Tile panel has always shown it; tags and platforms each on
// a hue no solidity uses (a ladder used to share top-only's green).
constexpr std::array<KeyColour, 9> kKey = {{
    {"All solid", 128, 184, 255},
    {"Top only", 115, 224, 115},
    {"Sides and bottom", 255, 158, 77},
    {"Not solid", 140, 140, 153},
    {"Ladder", 240, 220, 60},          // yellow, 53 degrees
    {"Ice", 100, 235, 200},            // cyan, 164
    {"Stair up-right", 165, 120, 255}, // violet, 260
    {"Stair up-left", 240, 110, 240},  // magenta, 300
    {"Platform", 255, 90, 140},        // rose, 342
}};
constexpr KeyColour kNoTag = {"No tag", 60, 60, 60};

}  // namespace

const KeyColour& solidityKey(Solidity s) { return kKey[static_cast<std::size_t>(s)]; }

const KeyColour& tagKey(TileTag t) {
  switch (t) {
    case TileTag::Ladder: return kKey[4];
    case TileTag::Ice: return kKey[5];
    case TileTag::StairUpRight: return kKey[6];
    case TileTag::StairUpLeft: return kKey[7];
    case TileTag::None: break;
  }
  return kNoTag;
}

const KeyColour& platformKey() { return kKey[8]; }

std::span<const KeyColour> overlayKey() { return kKey; }

double hueDegrees(const KeyColour& c) {
  const double r = c.r / 255.0, g = c.g / 255.0, b = c.b / 255.0;
  const double hi = std::max({r, g, b}), lo = std::min({r, g, b}), d = hi - lo;
  if (d <= 0) return 0;
  double h = hi == r ? std::fmod((g - b) / d, 6.0) : hi == g ? (b - r) / d + 2 : (r - g) / d + 4;
  h *= 60;
  return h < 0 ? h + 360 : h;
}

double saturation(const KeyColour& c) {
  const int hi = std::max({c.r, c.g, c.b}), lo = std::min({c.r, c.g, c.b});
  return hi == 0 ? 0 : static_cast<double>(hi - lo) / hi;
}

}  // namespace solidtile::editor

// The colours the level's overlays use (solidity, tile tags, platforms) in
// one table, so each keeps a hue of its own and the key shown beside the
// canvas lists exactly what is drawn. GL-free; the tilemap shader keeps a copy
// of the solidity colours, which a test holds equal to these.
#pragma once

#include <cstdint>
#include <span>

#include "solidtile/level/level.h"
#include "solidtile/level/tags.h"

namespace solidtile::editor {

struct KeyColour {
  const char* name;
  std::uint8_t r, g, b;
};

const KeyColour& solidityKey(Solidity s);
const KeyColour& tagKey(TileTag t);  // TileTag::None has no colour: a neutral grey
const KeyColour& platformKey();
// Every overlay colour, in the order the key lists them.
std::span<const KeyColour> overlayKey();

// Hue in degrees [0, 360) and saturation [0, 1] (HSV), to tell colours apart.
double hueDegrees(const KeyColour& c);
double saturation(const KeyColour& c);

}  // namespace solidtile::editor

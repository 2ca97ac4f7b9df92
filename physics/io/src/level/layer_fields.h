// A layer's "encoding" and "compression" (version 3), read the same way for
// its tiles and its tags.
#pragma once

#include <cstdint>
#include <string>

#include "common/json_fields.h"
#include "compact_tiles.h"
#include "level_document.h"

namespace solidtile::io {

struct LayerEncoding {
  bool valid = true;     // false: a problem was listed and the layer's arrays are not read
  bool compact = false;  // "encoding": "base64"
  TileCompression compression = TileCompression::None;
};

// Lists a problem for a bad or misplaced "encoding" or "compression" only when `report`.
LayerEncoding readLayerEncoding(FieldReader& in, const Json& layer, const std::string& where, std::int64_t version,
                                bool report = true);

// A captured base64 string's size check and decoding, whether the reader
// kept its text or decoded it already (compact_tiles.h says what each checks).
bool capturedSizeFits(const CapturedTiles& c, TileCompression compression, std::size_t size, std::string* why);
bool decodeCaptured(const CapturedTiles& c, TileCompression compression, std::uint8_t* out, std::size_t size,
                    std::string* why);

// "an array of 40", "a string of 12 characters", or describeValue of anything else.
std::string describeCaptured(const Json& v, const CapturedTiles* c);

}  // namespace solidtile::io

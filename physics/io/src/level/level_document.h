// A level file read in one streaming pass (nlohmann's SAX interface): the
// small parts become a JSON document, while every layer's "tiles" and "tags"
// go straight into packed arrays, so no DOM of millions of tile values is
// ever built. The document holds a placeholder (a binary value) where each
// captured array or compact string was; capturedAt() finds it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <istream>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "common/json_fields.h"
#include "level/level_keys.h"
#include "solidtile/io/problem.h"

namespace solidtile::io {

struct CapturedTiles {
  bool tags = false;         // a layer's "tags" (bytes) rather than its "tiles"
  bool isString = false;     // the compact encoding: `text` holds the base64,
  std::string text;          // or, when `decoded`, `packed` the bytes it stands for
  bool decoded = false;      // read straight from the stream, past the JSON lexer
  std::size_t chars = 0;     // the string's length
  // The decoded bytes (packedBytes of them), in a tile array so that a layer
  // not compressed is its own tiles.
  std::vector<std::uint16_t> packed;
  std::size_t packedBytes = 0;
  std::size_t count = 0;     // elements of the array, even those not kept
  // Elements in 0..65535 (tiles) or 0..255 (tags), in order; the rest are
  // kept as an impossible value (kBadTile, kBadTag) and, the first ones, in `bad`.
  std::vector<std::uint16_t> tiles;
  std::vector<std::uint8_t> tagBytes;
  std::vector<std::pair<std::size_t, Json>> bad;  // (index, value) of the first elements out of range
};

// Values no valid tile or tag holds, for elements past the ones `bad` keeps.
inline constexpr std::uint16_t kBadTile = 0xF000;  // flags without a mask
inline constexpr std::uint8_t kBadTag = 0xFF;

struct LevelDocument {
  Json root;
  std::vector<CapturedTiles> captured;
  // The capture a placeholder stands for; nullptr for any other value.
  const CapturedTiles* capturedAt(const Json& v) const;
  CapturedTiles* capturedAt(const Json& v);
};

struct DocumentLimits {
  int maxDepth = kMaxLevelJsonDepth;
  std::size_t maxValues = 0;  // objects, arrays and scalars together, tiles included
  std::size_t textBytes = 0;  // the file's size: no array is given more room than its text can fill
  // A layer's base64 string decoded as it is read, not kept as text. The JSON
  // lexer then never sees it, so a syntax error later on its line is given
  // too small a column: the text is read again without, for the exact place.
  bool decodeStrings = true;
};

// The document, or nullopt and the problem (syntax, with line and column, or a limit).
std::optional<LevelDocument> readLevelDocument(std::string_view text, const DocumentLimits& limits, Problem* error);
// `readAgain` (may be nullptr) is set when the problem's column may be off:
// read the stream again with decodeStrings off to place it exactly.
std::optional<LevelDocument> readLevelDocument(std::istream& in, const DocumentLimits& limits, Problem* error,
                                               bool* readAgain = nullptr);

// Whether `p` is the limit on nesting, which the streaming reader cannot place:
// the caller finds its line and column with tooDeepPlace().
bool isNestingProblem(const Problem& p, const DocumentLimits& limits);

// A level file's limits: nesting, two full layers of tiles and tags, and its size.
inline DocumentLimits levelDocumentLimits(std::size_t textBytes) { return {kMaxLevelJsonDepth, kMaxLevelJsonValues, textBytes, true}; }

// The level in a document (every problem of it listed), or the syntax problem when there is none.
LoadResult readLevel(std::optional<LevelDocument> doc, const Problem& syntax);

}  // namespace solidtile::io

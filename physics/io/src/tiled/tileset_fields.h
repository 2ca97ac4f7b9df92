// A tileset's fields by one set of rules, whether the file is TMX/TSX (XML
// attributes) or Tiled JSON (keys): the names, ranges, defaults and messages
// live here, so the two readers cannot drift apart; each reader only says
// what its syntax holds for a field.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "tiled_map.h"

namespace solidtile::io::tiled {

enum class TiledSyntax : std::uint8_t { Xml, Json };

// One field as the file holds it: a whole number, or how a message shows
// what is there instead ('abc', 1.5, true, an object).
struct FieldValue {
  std::optional<std::int64_t> whole;
  std::string shown;
};

// A field's name in each syntax: TMX/TSX puts the image's size on its
// <image> element as "width" and "height".
struct TilesetFieldName {
  const char* json;
  const char* xml;
  bool onXmlImage;
};

// What a reader's file holds for a field, nullopt when it is absent.
using TilesetFieldLookup = std::function<std::optional<FieldValue>(const TilesetFieldName& name)>;

// ts.name (and ts.where, when the map gave none), the image as written, and
// the sizes, counts and spacing; a bad number is a problem and reads as 0.
void readTilesetFields(Tileset& ts, std::string_view name, std::string_view image, TiledSyntax syntax,
                       const TilesetFieldLookup& field, ProblemList& problems);

// A tile entry's id ("id" in both syntaxes), nullopt with a problem when it
// is absent or not a tile id.
std::optional<int> tilesetTileId(const Tileset& ts, const std::optional<FieldValue>& id, ProblemList& problems);

// An XML attribute's text as a field: a whole number when it spells one.
FieldValue fieldFromText(std::string_view text);

}  // namespace solidtile::io::tiled

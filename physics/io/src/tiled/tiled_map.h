// What Solidtile reads of a Tiled map, the same for TMX and JSON: the readers
// fill it, the writers print it, and map_to_level.cpp and level_to_map.cpp
// convert it to and from a Level (the only places that know what a tile means
// for physics).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "solidtile/io/mask_sheet.h"
#include "solidtile/io/problem.h"
#include "solidtile/io/tiled.h"
#include "solidtile/level/level.h"

namespace solidtile::io::tiled {

inline constexpr std::uint32_t kFlipH = 0x80000000u;
inline constexpr std::uint32_t kFlipV = 0x40000000u;
inline constexpr std::uint32_t kFlipD = 0x20000000u;
inline constexpr std::uint32_t kRotateHex = 0x10000000u;
inline constexpr std::uint32_t kGidMask = 0x0FFFFFFFu;

// Groups of layers are opened this deep; deeper ones are a problem, not a stack overflow.
inline constexpr int kMaxGroupDepth = 8;
inline constexpr const char* kInfiniteMap =
    "is infinite (its layers are chunks); Solidtile reads fixed-size maps: in Tiled, untick Map > Map Properties > Infinite";
inline constexpr const char* kChunkedLayer =
    "holds chunks (an infinite map); Solidtile reads fixed-size maps: in Tiled, untick Map > Map Properties > Infinite";

// The names Solidtile's maps use: its collision layers, its object layer,
// the switcher objects' type and the map property for unknown level keys.
inline constexpr const char* kPathLayerNames[] = {"path 0", "path 1"};
inline constexpr const char* kObjectLayerName = "solidtile";
inline constexpr const char* kSwitcherType = "path_switcher";
inline constexpr const char* kExtraProperty = "solidtile_extra";
// Tile tags (version 2) as hidden tile layers over a tileset whose tiles name a tag.
inline constexpr const char* kTagLayerNames[] = {"tags path 0", "tags path 1"};
inline constexpr const char* kTagTilesetName = "solidtile tags";

// 's' in quotes, cut to 60 characters, for messages.
inline std::string inQuotes(std::string_view s) {
  std::string out(1, '\'');
  out.append(s.substr(0, 60));
  out += '\'';
  return out;
}

// "object 3 'start'", for messages about an object.
inline std::string objectWhere(long id, std::string_view name) {
  std::string where = "object " + std::to_string(id);
  if (!name.empty()) where += ' ' + inQuotes(name);
  return where;
}

// "tileset 'masks'", or by its file when it has no name (an external one), or by its place.
inline std::string tilesetWhere(std::string_view name, std::string_view source, std::size_t index) {
  if (!name.empty()) return "tileset " + inQuotes(name);
  if (!source.empty()) return "tileset " + inQuotes(source);
  return "tileset " + std::to_string(index + 1);
}

struct Property {
  std::string name;
  std::string type = "string";  // string, int, bool, float (others are read as text)
  std::string value;            // as text, the way TMX holds it
};
using Properties = std::vector<Property>;
const Property* findProperty(const Properties& props, std::string_view name);

struct TileDef {
  int id = 0;
  Properties properties;
};

struct Tileset {
  std::string where;  // "tileset 'masks' (masks.tsx)", for messages
  std::uint32_t firstGid = 1;
  std::string source;  // the external file as the map names it; "" when embedded
  std::string name;
  int tileWidth = 0, tileHeight = 0;
  int tileCount = -1;  // -1 when the file does not say (then its tile definitions are its tiles)
  int columns = 0, margin = 0, spacing = 0;
  std::string image;  // as the tileset names it, relative to the tileset file
  int imageWidth = 0, imageHeight = 0;
  bool perTileImages = false;  // an image collection: Solidtile reads only tiles with properties there
  std::vector<TileDef> tiles;  // the tiles that have properties
};

struct TileLayer {
  std::string name;
  bool visible = true;
  int width = 0, height = 0;
  std::vector<std::uint32_t> gids;  // row-major
};

struct Object {
  int id = 0;
  std::string name;
  std::string type;  // "class" in Tiled 1.9
  bool point = false;
  double x = 0, y = 0, width = 0, height = 0;
  Properties properties;
};

struct Map {
  int width = 0, height = 0;
  int tileWidth = 0, tileHeight = 0;
  Properties properties;
  std::vector<Tileset> tilesets;
  std::vector<TileLayer> layers;
  std::vector<Object> objects;  // of every object layer
};

// The map element's header, the same rules for TMX and JSON. `number(key, lo,
// hi)` reads the element's integer `key` (a missing or bad one adds its
// problem and gives nullopt). False for an infinite map: nothing more is read.
template <typename ReadNumber>
bool readMapHeader(Map& map, std::string_view orientation, bool infinite, ProblemList& problems, ReadNumber number) {
  if (!orientation.empty() && orientation != "orthogonal") {
    problems.add("map", "is " + std::string(orientation.substr(0, 20)) + "; Solidtile reads orthogonal maps");
  }
  if (infinite) {
    problems.add("map", kInfiniteMap);
    return false;
  }
  map.width = static_cast<int>(number("width", 1, LevelLimits::kMaxWidth).value_or(0));
  map.height = static_cast<int>(number("height", 1, LevelLimits::kMaxHeight).value_or(0));
  map.tileWidth = static_cast<int>(number("tilewidth", 0, 1 << 20).value_or(0));
  map.tileHeight = static_cast<int>(number("tileheight", 0, 1 << 20).value_or(0));
  return true;
}

// Problems go to `problems`; the map is used only when there are none.
Map readTmx(std::string_view text, const TiledFileReader& read, ProblemList& problems);
Map readJson(std::string_view text, const TiledFileReader& read, ProblemList& problems);
// A TSX file into `ts` (its firstGid, source and where already set).
void readTsx(std::string_view text, Tileset& ts, ProblemList& problems);
// A JSON tileset object (embedded, or the whole of a .tsj file).
void readJsonTileset(std::string_view text, Tileset& ts, ProblemList& problems);
// The external tileset ts.source names (TSX, or JSON for .tsj/.json); false when it cannot be read.
bool readTilesetFile(Tileset& ts, const TiledFileReader& read, ProblemList& problems);

std::string writeTmx(const Map& map);
std::string writeTsx(const Tileset& ts);
std::string writeJson(const Map& map);  // the tileset embedded

// `cells`, when given, gets each tileset tile's mask and colour for the tileset image.
Map mapFromLevel(const LevelFile& file, const TiledNames& names, std::vector<SheetCell>* cells = nullptr);
TiledImportResult levelFromMap(const Map& map, const TiledFileReader& read);

// The level beyond collision, start and switchers (level_extras.cpp): tags,
// loops, object markers, solid objects and the box config, added to a map
// made by mapFromLevel; and read back into `file` (sized, its masks read).
void addLevelExtras(const LevelFile& file, Map& map);
void readLevelExtras(const Map& map, LevelFile& file, ProblemList& problems);
// 0 or 1 for a tags layer's name, else -1.
int tagLayerPath(std::string_view name);

// Layer data as Tiled stores it: "csv", or "base64" optionally compressed
// ("zlib", "gzip", "zstd"). `count` gids exactly, or nullopt with `why`.
std::optional<std::vector<std::uint32_t>> decodeLayerData(std::string_view text, std::string_view encoding,
                                                          std::string_view compression, std::size_t count,
                                                          std::string* why);
// A tileset file beside the map: `source` relative to the map; its images are relative to it.
std::string besideFile(const std::string& file, const std::string& relative);

}  // namespace solidtile::io::tiled

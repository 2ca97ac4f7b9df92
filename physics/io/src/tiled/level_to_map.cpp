// A Level as a Tiled map: the tileset holds every mask, then the other
// (mask, solidity) pairs the layers use; a tile layer per path; the start and
// switchers as objects. tmx.cpp and tiled_json.cpp print it.
#include <algorithm>
#include <map>

#include "png/png_codec.h"
#include "solidtile/io/mask_sheet.h"
#include "tiled_map.h"

namespace solidtile::io::tiled {
namespace {

std::string heightsText(const HeightMask::Heights& h) {
  std::string out;
  for (std::size_t i = 0; i < h.size(); ++i) {
    if (i) out += ',';
    out += std::to_string(h[i]);
  }
  return out;
}

struct TileKey {
  int mask;
  Solidity solidity;
  auto operator<=>(const TileKey&) const = default;
};

}  // namespace

Map mapFromLevel(const LevelFile& file, const TiledNames& names, std::vector<SheetCell>* cells) {
  const Level& level = file.level;
  Map map;
  map.width = level.width();
  map.height = level.height();
  map.tileWidth = map.tileHeight = kTileSize;
  map.properties.push_back({"name", "string", file.name});
  if (file.unknownJson != "{}") map.properties.push_back({kExtraProperty, "string", file.unknownJson});

  // Tile i is masks[i] with solidity all, so every mask survives the trip
  // (used or not, in its order); other solidities follow as they are met.
  std::vector<TileKey> tiles;
  std::map<TileKey, std::uint32_t> ids;
  for (int i = 0; i < static_cast<int>(level.masks().size()); ++i) {
    ids[{i, Solidity::All}] = static_cast<std::uint32_t>(tiles.size());
    tiles.push_back({i, Solidity::All});
  }
  for (int l = 0; l < level.layerCount(); ++l) {
    TileLayer layer;
    layer.name = kPathLayerNames[l];
    layer.width = map.width;
    layer.height = map.height;
    layer.gids.reserve(level.layerData(l).size());
    for (std::uint16_t raw : level.layerData(l)) {
      const Tile t{raw};
      if (t.empty()) {
        layer.gids.push_back(0);
        continue;
      }
      const TileKey key{t.maskIndex(), t.solidity()};
      auto [it, added] = ids.try_emplace(key, static_cast<std::uint32_t>(tiles.size()));
      if (added) tiles.push_back(key);
      layer.gids.push_back((it->second + 1) | (t.flipX() ? kFlipH : 0u) | (t.flipY() ? kFlipV : 0u));
    }
    map.layers.push_back(std::move(layer));
  }

  Tileset ts;
  ts.firstGid = 1;
  ts.source = names.tileset;
  ts.name = "solidtile collision";
  ts.tileWidth = ts.tileHeight = kTileSize;
  ts.tileCount = static_cast<int>(tiles.size());
  ts.columns = std::max(1, std::min(kSheetColumns, ts.tileCount));
  ts.image = names.image;
  ts.imageWidth = ts.columns * kTileSize;
  ts.imageHeight = std::max(1, (ts.tileCount + ts.columns - 1) / ts.columns) * kTileSize;
  for (std::size_t i = 0; i < tiles.size(); ++i) {
    const HeightMask& m = level.mask(tiles[i].mask);
    const bool autoAngle = static_cast<std::size_t>(tiles[i].mask) < file.autoAngle.size() &&
                           file.autoAngle[static_cast<std::size_t>(tiles[i].mask)];
    TileDef def;
    def.id = static_cast<int>(i);
    def.properties.push_back({"angle", autoAngle ? "string" : "int", autoAngle ? "auto" : std::to_string(m.angle())});
    def.properties.push_back({"heights", "string", heightsText(m.heights())});
    def.properties.push_back({"solidity", "string", solidityName(tiles[i].solidity)});
    // The box's linear-mode slope edges (version 2), "left,right".
    if (const MaskEdges e = level.maskEdges(tiles[i].mask); e.set()) {
      def.properties.push_back({"edges", "string", std::to_string(e.left) + "," + std::to_string(e.right)});
    }
    ts.tiles.push_back(std::move(def));
    if (cells) cells->push_back({m, solidityColour(tiles[i].solidity)});
  }
  map.tilesets.push_back(std::move(ts));

  auto& objects = map.objects;
  Object start;
  start.id = 1;
  start.name = "start";
  start.type = "start";
  start.point = true;
  start.x = level.startX;
  start.y = level.startY;
  objects.push_back(start);
  for (const PathSwitcher& s : level.switchers) {
    Object o;
    o.id = static_cast<int>(objects.size()) + 1;
    o.type = kSwitcherType;
    if (s.horizontal) {  // its line is a row: from (top, x), `width` columns
      o.x = s.top;
      o.y = s.x;
      o.width = s.bottom - s.top + 1;
    } else {
      o.x = s.x;
      o.y = s.top;
      o.height = s.bottom - s.top + 1;
    }
    o.properties.push_back({"ground_only", "bool", s.groundOnly ? "true" : "false"});
    if (s.horizontal) o.properties.push_back({"horizontal", "bool", "true"});
    o.properties.push_back({"left", "int", std::to_string(s.leftPath)});
    o.properties.push_back({"right", "int", std::to_string(s.rightPath)});
    objects.push_back(std::move(o));
  }
  addLevelExtras(file, map);
  return map;
}


}  // namespace solidtile::io::tiled

namespace solidtile::io {


namespace {

// The tileset image: tile i drawn in its solidity's colour, as many a row as the tileset says.
std::string tilesetImage(const std::vector<SheetCell>& cells, const tiled::Tileset& ts) {
  const SheetImage img = drawMaskSheet(cells, ts.columns);
  return png::encodeRgba(img.rgba.data(), img.width, img.height);
}

// XML has no way to write a NUL character, not even as a reference: a text
// holding one would come back cut short. The texts of the map that hold one.
std::vector<Problem> xmlUnwritable(const tiled::Map& map) {
  ProblemList problems;
  const auto check = [&](const std::string& where, const std::string& text) {
    if (text.find('\0') != std::string::npos) {
      problems.add(where, "is " + quotedText(text) + ", which holds a NUL character (\\0) that a TMX file (XML) cannot "
                                                     "hold: export with --json, or remove it from the level");
    }
  };
  for (const tiled::Property& p : map.properties) check(p.name == "name" ? "the level's name" : "map property " + tiled::inQuotes(p.name), p.value);
  for (const tiled::Object& o : map.objects) {
    check(tiled::objectWhere(o.id, "") + " name", o.name);
    for (const tiled::Property& p : o.properties) check(tiled::objectWhere(o.id, o.name) + " property " + tiled::inQuotes(p.name), p.value);
  }
  return problems.take();
}

}  // namespace

TiledFiles exportTmx(const LevelFile& file, const TiledNames& names) {
  std::vector<SheetCell> cells;
  const tiled::Map map = tiled::mapFromLevel(file, names, &cells);
  if (std::vector<Problem> problems = xmlUnwritable(map); !problems.empty()) return {"", "", "", std::move(problems)};
  return {tiled::writeTmx(map), tiled::writeTsx(map.tilesets.front()), tilesetImage(cells, map.tilesets.front()), {}};
}

TiledFiles exportTiledJson(const LevelFile& file, const TiledNames& names) {
  std::vector<SheetCell> cells;
  const tiled::Map map = tiled::mapFromLevel(file, names, &cells);
  return {tiled::writeJson(map), "", tilesetImage(cells, map.tilesets.front()), {}};
}

}  // namespace solidtile::io

// An LDtk project's level as the Tiled map model, which tiled/map_to_level.cpp
// turns into a Level: a tile layer per collision path (Tiles layers, or one
// IntGrid layer through what its values mean), the tilesets those layers use
// (a tile's mask from its custom data or its image's alpha), tag layers,
// entities as objects and level fields as map properties. Problems name the
// level, layer, entity or tileset in LDtk's own words.
#include <algorithm>
#include <map>

#include "common/bounded_json.h"
#include "common/json_fields.h"
#include "tiled/tiled_map.h"
#include "ldtk_project.h"
#include "solidtile/io/atomic_file.h"
#include "solidtile/io/ldtk.h"

namespace solidtile::io {
namespace {

using tiled::inQuotes;

constexpr int kMaxDepth = 64;  // LDtk nests auto-layer rules a dozen deep

JsonLimits limitsFor(std::string_view text) { return {kMaxDepth, text.size() / 2 + 1024}; }

std::string stringAt(const Json& o, const char* key) {
  const auto it = o.find(key);
  return it != o.end() && it->is_string() ? it->get<std::string>() : std::string();
}

// A field or custom-data value as property text: numbers and flags as Tiled writes them, arrays as "1,2,3".
std::optional<std::string> valueText(const Json& v) {
  if (v.is_null()) return std::nullopt;
  if (v.is_string()) return v.get<std::string>();
  if (v.is_boolean()) return v.get<bool>() ? "true" : "false";
  if (v.is_number_integer()) return std::to_string(v.get<std::int64_t>());
  if (v.is_number_unsigned()) return std::to_string(v.get<std::uint64_t>());
  if (v.is_array()) {
    std::string out;
    for (const Json& x : v) {
      if (!out.empty()) out += ',';
      out += x.is_string() ? x.get<std::string>() : x.dump();
    }
    return out;
  }
  return v.dump();
}

struct LayerDefInfo {
  std::string identifier;
  std::map<std::int64_t, std::string> values;  // IntGrid value -> its identifier
};

struct TilesetInfo {
  tiled::Tileset ts;
  bool carriesMasks = false;  // some tile's custom data gives its heights
};

class Reader {
 public:
  Reader(const LdtkFileReader& read, const LdtkImportOptions& options, ProblemList& problems)
      : read_(read), options_(options), problems_(problems) {}

  // The map model of the chosen level; problems_ says whether it is usable.
  tiled::Map run(std::string_view text, LdtkImportResult& out);
  std::string rewrite(const std::string& where) const;

 private:
  std::optional<std::int64_t> integer(const Json& o, const char* key, const std::string& where, std::int64_t lo,
                                      std::int64_t hi, std::optional<std::int64_t> fallback = std::nullopt);
  const Json* array(const Json& o, const char* key, const std::string& where);
  void readTilesets(const Json& defs);
  void readCustomData(const Json& entry, TilesetInfo& info, std::size_t index);
  void readLayerDefs(const Json& defs);
  const Json* chooseLevel(const Json& root);
  void readFields(const Json& level);
  bool readTileLayer(const Json& layer, const std::string& name, tiled::Map& map);
  std::optional<std::vector<std::int64_t>> intGridCells(const Json& layer, const std::string& where, const LayerDefInfo*& def);
  void readTagLayer(const Json& layer, int path, tiled::Map& map);
  void readIntGrid(const Json& layer, tiled::Map& map);
  void readEntities(const Json& layer);
  std::uint32_t firstGid(long uid, tiled::Map& map);
  std::uint32_t tagGid(tiled::Map& map);
  std::string layerWhere(const Json& layer) const { return level_ + " layer " + inQuotes(stringAt(layer, "__identifier")); }
  bool sized(const Json& layer, const std::string& where);

  const LdtkFileReader& read_;
  const LdtkImportOptions& options_;
  ProblemList& problems_;
  std::map<std::int64_t, TilesetInfo> tilesets_;
  std::map<std::int64_t, LayerDefInfo> layerDefs_;
  std::map<std::int64_t, std::size_t> used_;  // tileset uid -> its place in the map's tilesets
  std::optional<std::uint32_t> tagFirstGid_;
  std::string level_;  // "level 'Name'"
  Json external_;      // an external level's file, once read
  int width_ = 0, height_ = 0;
  std::vector<tiled::Object> objects_;
  std::vector<std::string> objectWheres_;
  std::map<std::string, std::string> layerNames_;  // model name -> identifier
  tiled::Properties properties_;
};

std::optional<std::int64_t> Reader::integer(const Json& o, const char* key, const std::string& where, std::int64_t lo,
                                            std::int64_t hi, std::optional<std::int64_t> fallback) {
  const auto it = o.find(key);
  if (it == o.end() || it->is_null()) {
    if (!fallback) problems_.add(where, std::string("has no '") + key + "'");
    return fallback;
  }
  std::string what;
  const auto v = integerIn(*it, lo, hi, &what);
  if (!v) problems_.add(where + " " + key, what);
  return v;
}

const Json* Reader::array(const Json& o, const char* key, const std::string& where) {
  const auto it = o.find(key);
  if (it == o.end() || it->is_null()) return nullptr;
  if (!it->is_array()) {
    problems_.add(where + " " + key, "is " + describeValue(*it) + ", expected an array");
    return nullptr;
  }
  return &*it;
}

void Reader::readCustomData(const Json& entry, TilesetInfo& info, std::size_t index) {
  const std::string where = info.ts.where + " customData[" + std::to_string(index) + "]";
  if (!entry.is_object()) {
    problems_.add(where, "is " + describeValue(entry) + ", expected an object");
    return;
  }
  const auto id = integer(entry, "tileId", where, 0, (1 << 24) - 1);
  if (!id) return;
  const std::string data = stringAt(entry, "data");
  const std::string tileWhere = info.ts.where + " tile " + std::to_string(*id);
  Problem syntax;
  const std::optional<Json> parsed = parseBoundedJson(data, {8, data.size() / 2 + 64}, &syntax);
  // Custom data is the user's: text that is not Solidtile's JSON is art's business, unless it means to be.
  if (!parsed || !parsed->is_object()) {
    if (data.find("\"heights\"") != std::string::npos) {
      problems_.add(tileWhere, "custom data is not a JSON object" + (parsed ? std::string() : " (" + syntax.where + ": " + syntax.what + ")"));
    }
    return;
  }
  tiled::TileDef def{static_cast<int>(*id), {}};
  for (const char* key : {"heights", "angle", "solidity", "edges"}) {
    const auto it = parsed->find(key);
    if (it == parsed->end()) continue;
    const std::optional<std::string> text = valueText(*it);
    if (!text) continue;
    def.properties.push_back({key, it->is_number() ? "int" : "string", *text});
    if (std::string_view(key) == "heights") info.carriesMasks = true;
  }
  if (!def.properties.empty()) info.ts.tiles.push_back(std::move(def));
}

void Reader::readTilesets(const Json& defs) {
  const Json* list = array(defs, "tilesets", "defs");
  if (!list) return;
  for (std::size_t i = 0; i < list->size(); ++i) {
    const Json& n = (*list)[i];
    std::string where = "defs tilesets[" + std::to_string(i) + "]";
    if (!n.is_object()) {
      problems_.add(where, "is " + describeValue(n) + ", expected an object");
      continue;
    }
    if (n.contains("identifier")) where = "tileset " + inQuotes(stringAt(n, "identifier"));
    const auto uid = integer(n, "uid", where, 0, 1 << 30);
    const auto grid = integer(n, "tileGridSize", where, 1, 1 << 16);
    const auto w = integer(n, "pxWid", where, 0, 1 << 20), h = integer(n, "pxHei", where, 0, 1 << 20);
    const auto spacing = integer(n, "spacing", where, 0, 1 << 16, 0), padding = integer(n, "padding", where, 0, 1 << 16, 0);
    if (!uid || !grid || !w || !h || !spacing || !padding) continue;
    TilesetInfo info;
    tiled::Tileset& ts = info.ts;
    ts.where = where;
    ts.name = stringAt(n, "identifier");
    ts.tileWidth = ts.tileHeight = static_cast<int>(*grid);
    ts.margin = static_cast<int>(*padding);
    ts.spacing = static_cast<int>(*spacing);
    ts.columns = static_cast<int>(std::max<std::int64_t>(0, (*w - 2 * *padding + *spacing) / (*grid + *spacing)));
    const int rows = static_cast<int>(std::max<std::int64_t>(0, (*h - 2 * *padding + *spacing) / (*grid + *spacing)));
    ts.tileCount = static_cast<int>(std::min<std::int64_t>(std::int64_t{ts.columns} * rows, 1 << 24));
    ts.image = stringAt(n, "relPath");  // null for LDtk's embedded atlas: then no image to read masks from
    ts.imageWidth = static_cast<int>(*w);
    ts.imageHeight = static_cast<int>(*h);
    if (const Json* data = array(n, "customData", where)) {
      for (std::size_t k = 0; k < data->size(); ++k) readCustomData((*data)[k], info, k);
    }
    tilesets_[*uid] = std::move(info);
  }
}

void Reader::readLayerDefs(const Json& defs) {
  const Json* list = array(defs, "layers", "defs");
  if (!list) return;
  for (std::size_t i = 0; i < list->size(); ++i) {
    const Json& n = (*list)[i];
    const std::string where = "defs layers[" + std::to_string(i) + "]";
    if (!n.is_object()) {
      problems_.add(where, "is " + describeValue(n) + ", expected an object");
      continue;
    }
    const auto uid = integer(n, "uid", where, 0, 1 << 30);
    if (!uid) continue;
    LayerDefInfo info;
    info.identifier = stringAt(n, "identifier");
    if (const Json* values = array(n, "intGridValues", "layer " + inQuotes(info.identifier))) {
      for (const Json& v : *values) {
        if (!v.is_object()) continue;
        const auto value = integer(v, "value", "layer " + inQuotes(info.identifier) + " intGridValues", 0, 1 << 30);
        if (value) info.values[*value] = stringAt(v, "identifier");
      }
    }
    layerDefs_[*uid] = std::move(info);
  }
}

const Json* Reader::chooseLevel(const Json& root) {
  std::vector<const Json*> levels;
  const auto collect = [&](const Json& holder, const std::string& where) {
    if (const Json* list = array(holder, "levels", where)) {
      for (const Json& l : *list) levels.push_back(&l);
    }
  };
  collect(root, "project");
  if (const Json* worlds = array(root, "worlds", "project")) {
    for (const Json& w : *worlds) {
      if (w.is_object()) collect(w, "project worlds");
    }
  }
  const auto name = [](const Json* l) { return l->is_object() ? stringAt(*l, "identifier") : std::string(); };
  const Json* chosen = nullptr;
  if (options_.level.empty()) {
    if (!levels.empty()) chosen = levels.front();
  } else {
    for (const Json* l : levels) {
      if (!chosen && name(l) == options_.level) chosen = l;
    }
    const bool digits = std::all_of(options_.level.begin(), options_.level.end(), [](char c) { return c >= '0' && c <= '9'; });
    if (!chosen && digits && options_.level.size() < 9 && std::stoul(options_.level) < levels.size()) chosen = levels[std::stoul(options_.level)];
  }
  if (!chosen) {
    std::string list;
    for (std::size_t i = 0; i < levels.size() && i < 12; ++i) list += (i ? ", " : "") + inQuotes(name(levels[i]));
    problems_.add("project", levels.empty() ? std::string("has no level")
                                            : "has no level " + inQuotes(options_.level) + " (its levels: " + list + ")");
    return nullptr;
  }
  if (!chosen->is_object()) {
    problems_.add("project", "holds a level that is " + describeValue(*chosen) + ", expected an object");
    return nullptr;
  }
  level_ = "level " + inQuotes(name(chosen));
  const auto layers = chosen->find("layerInstances");
  const std::string file = stringAt(*chosen, "externalRelPath");
  if ((layers == chosen->end() || layers->is_null()) && !file.empty()) {
    // "Save levels to separate files": the level's layers are in its own file beside the project.
    std::string why;
    const std::optional<std::string> bytes = read_(file, &why);
    Problem syntax;
    std::optional<Json> parsed;
    if (bytes) parsed = parseBoundedJson(*bytes, limitsFor(*bytes), &syntax);
    if (!bytes || !parsed || !parsed->is_object()) {
      problems_.add(level_ + " file " + inQuotes(file),
                    !bytes ? "cannot be read: " + why : !parsed ? syntax.where + ": " + syntax.what : "is not a JSON object");
      return nullptr;
    }
    external_ = std::move(*parsed);
    return &external_;
  }
  return chosen;
}

void Reader::readFields(const Json& level) {
  const Json* fields = array(level, "fieldInstances", level_);
  if (!fields) return;
  for (const Json& f : *fields) {
    if (!f.is_object()) continue;
    const auto value = f.find("__value");
    if (value == f.end()) continue;
    const std::optional<std::string> text = valueText(*value);
    if (text) properties_.push_back({stringAt(f, "__identifier"), "string", *text});
  }
}

bool Reader::sized(const Json& layer, const std::string& where) {
  const auto grid = integer(layer, "__gridSize", where, 1, 1 << 16);
  const auto w = integer(layer, "__cWid", where, 0, 1 << 24), h = integer(layer, "__cHei", where, 0, 1 << 24);
  if (!grid || !w || !h) return false;
  if (*grid != ldtk::kGridSize) {
    problems_.add(where, "has " + std::to_string(*grid) + " px cells; Solidtile reads 16 x 16 px tiles");
    return false;
  }
  if (*w != width_ || *h != height_) {
    problems_.add(where, "is " + std::to_string(*w) + " x " + std::to_string(*h) + " cells; the level is " +
                             std::to_string(width_) + " x " + std::to_string(height_));
    return false;
  }
  return true;
}

std::uint32_t Reader::firstGid(long uid, tiled::Map& map) {
  auto [it, added] = used_.try_emplace(uid, map.tilesets.size());
  if (added) {
    tiled::Tileset ts = tilesets_.at(uid).ts;
    ts.firstGid = 1;
    if (!map.tilesets.empty()) ts.firstGid = map.tilesets.back().firstGid + static_cast<std::uint32_t>(std::max(1, map.tilesets.back().tileCount));
    map.tilesets.push_back(std::move(ts));
  }
  return map.tilesets[it->second].firstGid;
}

// A tile layer of the model over the tileset the LDtk layer draws from; flips from each tile's `f`.
bool Reader::readTileLayer(const Json& layer, const std::string& name, tiled::Map& map) {
  const std::string where = layerWhere(layer);
  if (!sized(layer, where)) return false;
  std::optional<std::int64_t> uid;
  for (const char* key : {"overrideTilesetUid", "__tilesetDefUid"}) {
    if (!uid) uid = integer(layer, key, where, 0, 1 << 30, -1);
    if (uid && *uid < 0) uid.reset();
  }
  if (!uid || !tilesets_.count(*uid)) {
    problems_.add(where, uid ? "draws from tileset " + std::to_string(*uid) + ", which the project does not define"
                             : "has no tileset (__tilesetDefUid)");
    return false;
  }
  const std::uint32_t first = firstGid(*uid, map);
  const int count = tilesets_.at(*uid).ts.tileCount;
  tiled::TileLayer out;
  out.name = name;
  out.width = width_;
  out.height = height_;
  out.gids.assign(static_cast<std::size_t>(width_) * static_cast<std::size_t>(height_), 0);
  const std::string type = stringAt(layer, "__type");
  const char* key = type == "Tiles" ? "gridTiles" : "autoLayerTiles";
  const Json* tiles = array(layer, key, where);
  if (!tiles) return true;
  for (std::size_t i = 0; i < tiles->size(); ++i) {
    const Json& t = (*tiles)[i];
    const std::string at = where + " " + key + "[" + std::to_string(i) + "]";
    if (!t.is_object()) {
      problems_.add(at, "is " + describeValue(t) + ", expected an object");
      continue;
    }
    const auto px = t.find("px");
    std::string what;
    std::optional<std::int64_t> x, y;
    if (px != t.end() && px->is_array() && px->size() == 2) {
      x = integerIn((*px)[0], 0, std::int64_t{width_ - 1} * kTileSize, &what);
      y = integerIn((*px)[1], 0, std::int64_t{height_ - 1} * kTileSize, &what);
    }
    if (!x || !y || *x % kTileSize || *y % kTileSize) {
      problems_.add(at + " px", (px == t.end() ? std::string("is missing") : "is " + describeValue(*px)) +
                                    ", expected [x, y] on the 16 px grid inside the level");
      continue;
    }
    const auto id = integer(t, "t", at, 0, std::max(0, count - 1));
    const auto f = integer(t, "f", at, 0, 3, 0);
    if (!id || !f) continue;
    // Tiles stacked in one cell: the last is drawn on top, and is the one that collides.
    std::uint32_t gid = first + static_cast<std::uint32_t>(*id);
    if (*f & 1) gid |= tiled::kFlipH;
    if (*f & 2) gid |= tiled::kFlipV;
    out.gids[static_cast<std::size_t>(*y / kTileSize) * static_cast<std::size_t>(width_) + static_cast<std::size_t>(*x / kTileSize)] = gid;
  }
  map.layers.push_back(std::move(out));
  return true;
}

std::uint32_t Reader::tagGid(tiled::Map& map) {
  if (!tagFirstGid_) {
    tiled::Tileset tags;
    tags.where = "tags";
    tags.firstGid = map.tilesets.empty() ? 1 : map.tilesets.back().firstGid + static_cast<std::uint32_t>(std::max(1, map.tilesets.back().tileCount));
    tags.name = tiled::kTagTilesetName;
    tags.tileWidth = tags.tileHeight = kTileSize;
    tags.tileCount = kTileTagCount - 1;
    tags.perTileImages = true;
    for (int t = 1; t < kTileTagCount; ++t) tags.tiles.push_back({t - 1, {{"tag", "string", tileTagName(static_cast<TileTag>(t))}}});
    tagFirstGid_ = tags.firstGid;
    map.tilesets.push_back(std::move(tags));
  }
  return *tagFirstGid_;
}

// An IntGrid layer's cells, row-major, and its definition; nullopt after naming what is wrong.
std::optional<std::vector<std::int64_t>> Reader::intGridCells(const Json& layer, const std::string& where,
                                                              const LayerDefInfo*& def) {
  def = nullptr;
  if (!sized(layer, where)) return std::nullopt;
  const auto defUid = integer(layer, "layerDefUid", where, 0, 1 << 30, -1);
  if (defUid && layerDefs_.count(*defUid)) def = &layerDefs_.at(*defUid);
  const Json* csv = array(layer, "intGridCsv", where);
  const std::size_t count = static_cast<std::size_t>(width_) * static_cast<std::size_t>(height_);
  if (!csv || csv->size() != count) {
    problems_.add(where + " intGridCsv", "has " + std::to_string(csv ? csv->size() : 0) + " values; the layer has " + std::to_string(count));
    return std::nullopt;
  }
  std::vector<std::int64_t> cells(count);
  for (std::size_t i = 0; i < count; ++i) {
    std::string what;
    const auto v = integerIn((*csv)[i], 0, 1 << 30, &what);
    if (!v) {
      problems_.add(where + " intGridCsv[" + std::to_string(i) + "]", what);
      return std::nullopt;
    }
    cells[i] = *v;
  }
  return cells;
}

// The values of an IntGrid layer of tags name the tags (ladder, ice, stair_up_right, stair_up_left).
void Reader::readTagLayer(const Json& layer, int path, tiled::Map& map) {
  const std::string where = layerWhere(layer);
  const LayerDefInfo* def = nullptr;
  const auto cells = intGridCells(layer, where, def);
  if (!cells) return;
  tiled::TileLayer out{tiled::kTagLayerNames[path], false, width_, height_, std::vector<std::uint32_t>(cells->size(), 0)};
  const std::uint32_t first = tagGid(map);
  for (std::size_t i = 0; i < cells->size(); ++i) {
    const std::int64_t v = (*cells)[i];
    if (v == 0) continue;
    const std::string name = def && def->values.count(v) ? def->values.at(v) : std::string();
    const std::optional<TileTag> tag = parseTileTag(name);
    if (!tag || *tag == TileTag::None) {
      problems_.add(where + " cell (" + std::to_string(i % static_cast<std::size_t>(width_)) + "," +
                        std::to_string(i / static_cast<std::size_t>(width_)) + ")",
                    "value " + std::to_string(v) + " is " + (name.empty() ? "unnamed" : inQuotes(name)) +
                        ", expected a value named ladder, ice, stair_up_right or stair_up_left");
      return;
    }
    out.gids[i] = first + static_cast<std::uint32_t>(*tag) - 1;
  }
  map.layers.push_back(std::move(out));
}

// An IntGrid collision layer: each value a full solid or top-only tile, nothing, or a tag (see IntGridMeaning).
void Reader::readIntGrid(const Json& layer, tiled::Map& map) {
  const std::string where = layerWhere(layer);
  const LayerDefInfo* def = nullptr;
  const auto cells = intGridCells(layer, where, def);
  if (!cells) return;
  std::map<std::int64_t, IntGridMeaning> meanings;
  if (def) {
    for (const auto& [value, name] : def->values) meanings[value] = intGridMeaningByName(name);
  }
  for (const IntGridRule& rule : options_.intGrid) {
    bool found = false;
    std::string names;
    if (def) {
      for (const auto& [value, name] : def->values) {
        if (ldtk::lowerCase(name) == ldtk::lowerCase(rule.value) || std::to_string(value) == rule.value) {
          meanings[value] = rule.meaning;
          found = true;
        }
        names += (names.empty() ? "" : ", ") + (name.empty() ? std::to_string(value) : name);
      }
    }
    if (!found) problems_.add(where, "has no value " + inQuotes(rule.value) + " (--intgrid-map); its values: " + (names.empty() ? "none" : names));
  }
  // Tile 0 of the model's tileset is a full solid square, tile 1 the same solid from the top only.
  tiled::Tileset blocks;
  blocks.where = where;
  blocks.name = "intgrid";
  blocks.firstGid = 1;
  blocks.tileWidth = blocks.tileHeight = kTileSize;
  blocks.tileCount = 2;
  blocks.perTileImages = true;
  const std::string full = "16,16,16,16,16,16,16,16,16,16,16,16,16,16,16,16";
  blocks.tiles.push_back({0, {{"heights", "string", full}, {"angle", "int", "255"}, {"solidity", "string", "all"}}});
  blocks.tiles.push_back({1, {{"heights", "string", full}, {"angle", "int", "255"}, {"solidity", "string", "top_only"}}});
  map.tilesets.push_back(std::move(blocks));
  const std::size_t count = cells->size();
  tiled::TileLayer path{tiled::kPathLayerNames[0], true, width_, height_, std::vector<std::uint32_t>(count, 0)};
  tiled::TileLayer tags{tiled::kTagLayerNames[0], false, width_, height_, std::vector<std::uint32_t>(count, 0)};
  bool anyTag = false;
  const std::uint32_t tagFirst = tagGid(map);
  for (std::size_t i = 0; i < count; ++i) {
    if ((*cells)[i] == 0) continue;
    const auto it = meanings.find((*cells)[i]);
    const IntGridMeaning m = it == meanings.end() ? IntGridMeaning::Solid : it->second;
    TileTag tag = TileTag::None;
    switch (m) {
      case IntGridMeaning::Solid: path.gids[i] = 1; break;
      case IntGridMeaning::TopOnly: path.gids[i] = 2; break;
      case IntGridMeaning::None: break;
      case IntGridMeaning::Ladder: tag = TileTag::Ladder; break;  // a ladder has no collision of its own
      case IntGridMeaning::Ice: path.gids[i] = 1; tag = TileTag::Ice; break;
      case IntGridMeaning::StairUpRight: tag = TileTag::StairUpRight; break;
      case IntGridMeaning::StairUpLeft: tag = TileTag::StairUpLeft; break;
    }
    if (tag != TileTag::None) {
      tags.gids[i] = tagFirst + static_cast<std::uint32_t>(tag) - 1;
      anyTag = true;
    }
  }
  map.layers.push_back(std::move(path));
  if (anyTag) map.layers.push_back(std::move(tags));
}

void Reader::readEntities(const Json& layer) {
  const std::string where = layerWhere(layer);
  const Json* list = array(layer, "entityInstances", where);
  if (!list) return;
  for (std::size_t i = 0; i < list->size(); ++i) {
    const Json& e = (*list)[i];
    std::string at = where + " entity " + std::to_string(i);
    if (!e.is_object()) {
      problems_.add(at, "is " + describeValue(e) + ", expected an object");
      continue;
    }
    tiled::Object o;
    o.type = ldtk::lowerCase(stringAt(e, "__identifier"));  // entity types keep their '_' (path_switcher)
    at += " " + inQuotes(stringAt(e, "__identifier"));
    const auto px = e.find("px");
    std::string what;
    std::optional<std::int64_t> x, y;
    if (px != e.end() && px->is_array() && px->size() == 2) {
      x = integerIn((*px)[0], -kMaxCoordinate, kMaxCoordinate, &what);
      y = integerIn((*px)[1], -kMaxCoordinate, kMaxCoordinate, &what);
    }
    if (!x || !y) {
      problems_.add(at + " px", (px == e.end() ? std::string("is missing") : "is " + describeValue(*px)) +
                                    ", expected [x, y] within -4194304..4194304");
      continue;
    }
    const auto w = integer(e, "width", at, 0, kMaxCoordinate, 0), h = integer(e, "height", at, 0, kMaxCoordinate, 0);
    if (!w || !h) continue;
    double pivotX = 0, pivotY = 0;
    if (const auto pivot = e.find("__pivot"); pivot != e.end() && pivot->is_array() && pivot->size() == 2 &&
                                              (*pivot)[0].is_number() && (*pivot)[1].is_number()) {
      pivotX = std::clamp((*pivot)[0].get<double>(), 0.0, 1.0);
      pivotY = std::clamp((*pivot)[1].get<double>(), 0.0, 1.0);
    }
    bool point = false;
    for (const ldtk::EntitySpec& s : ldtk::kEntities) point = point || (o.type == s.identifier && s.point);
    o.point = point;
    // A point is where its pivot is; a rectangle, a platformer's Player among them (the box starts with its top
    // left at the start), is read from its top left.
    o.x = point ? static_cast<double>(*x) : static_cast<double>(*x) - pivotX * static_cast<double>(*w);
    o.y = point ? static_cast<double>(*y) : static_cast<double>(*y) - pivotY * static_cast<double>(*h);
    o.width = static_cast<double>(*w);
    o.height = static_cast<double>(*h);
    if (const Json* fields = array(e, "fieldInstances", at)) {
      for (const Json& f : *fields) {
        if (!f.is_object()) continue;
        const auto value = f.find("__value");
        const std::optional<std::string> text = value == f.end() ? std::nullopt : valueText(*value);
        if (!text) continue;
        const std::string name = stringAt(f, "__identifier");
        if (name == "name") o.name = *text;
        else o.properties.push_back({name, "string", *text});
      }
    }
    o.id = static_cast<int>(objects_.size()) + 1;
    objects_.push_back(std::move(o));
    objectWheres_.push_back(at);
  }
}

tiled::Map Reader::run(std::string_view text, LdtkImportResult& out) {
  tiled::Map map;
  Problem syntax;
  const std::optional<Json> root = parseBoundedJson(text, limitsFor(text), &syntax);
  if (!root) {
    problems_.add(syntax.where, syntax.what);
    return map;
  }
  if (!root->is_object() || !root->contains("defs") || !(*root)["defs"].is_object()) {
    problems_.add("project", root->is_object() ? "has no 'defs' object: is this an LDtk project (.ldtk)?" : "is not a JSON object");
    return map;
  }
  readTilesets((*root)["defs"]);
  readLayerDefs((*root)["defs"]);
  const Json* level = problems_.empty() ? chooseLevel(*root) : nullptr;
  if (!level) return map;
  out.level = stringAt(*level, "identifier");
  const auto pxW = integer(*level, "pxWid", level_, kTileSize, std::int64_t{LevelLimits::kMaxWidth} * kTileSize);
  const auto pxH = integer(*level, "pxHei", level_, kTileSize, std::int64_t{LevelLimits::kMaxHeight} * kTileSize);
  if (!pxW || !pxH) return map;
  if (*pxW % kTileSize || *pxH % kTileSize) {
    problems_.add(level_, "is " + std::to_string(*pxW) + " x " + std::to_string(*pxH) +
                              " px; Solidtile reads levels whose sides are whole 16 px tiles");
    return map;
  }
  width_ = static_cast<int>(*pxW / kTileSize);
  height_ = static_cast<int>(*pxH / kTileSize);
  std::string why;
  if (!Level::validSize(width_, height_, 1, &why)) {
    problems_.add(level_, why);
    return map;
  }
  map.width = width_;
  map.height = height_;
  map.tileWidth = map.tileHeight = kTileSize;
  readFields(*level);
  const Json* layers = array(*level, "layerInstances", level_);
  if (!layers) {
    problems_.add(level_, "has no layerInstances");
    return map;
  }
  // What each layer is: a named collision or tags layer, a tile layer, an IntGrid layer, entities.
  std::vector<std::pair<const Json*, std::string>> named, withMasks, tileLayers, intGrids, tagLayers;
  for (std::size_t i = 0; i < layers->size(); ++i) {
    const Json& l = (*layers)[i];
    if (!l.is_object()) {
      problems_.add(level_ + " layerInstances[" + std::to_string(i) + "]", "is " + describeValue(l) + ", expected an object");
      continue;
    }
    const std::string id = stringAt(l, "__identifier"), type = stringAt(l, "__type"), name = ldtk::modelName(id);
    layerNames_[name] = id;
    if (type == "Entities") {
      readEntities(l);
    } else if (type == "IntGrid") {
      (tiled::tagLayerPath(name) >= 0 ? tagLayers : intGrids).push_back({&l, name});
    } else if (type == "Tiles" || type == "AutoLayer") {
      if (name == tiled::kPathLayerNames[0] || name == tiled::kPathLayerNames[1]) named.push_back({&l, name});
      if (type != "Tiles") continue;
      tileLayers.push_back({&l, name});
      const auto uid = l.find("__tilesetDefUid");
      if (uid != l.end() && uid->is_number_integer() && tilesets_.count(uid->get<std::int64_t>()) &&
          tilesets_.at(uid->get<std::int64_t>()).carriesMasks) {
        withMasks.push_back({&l, name});
      }
    }
  }
  if (!problems_.empty()) return map;
  const auto readTiles = [&](const std::vector<std::pair<const Json*, std::string>>& chosen) {
    for (const auto& [l, name] : chosen) readTileLayer(*l, name, map);
    for (const auto& [l, name] : tagLayers) readTagLayer(*l, tiled::tagLayerPath(name), map);
  };
  if (!named.empty()) {
    readTiles(named);
  } else if (!withMasks.empty()) {
    readTiles(withMasks);
  } else if (!intGrids.empty()) {
    const std::pair<const Json*, std::string>* chosen = intGrids.size() == 1 ? &intGrids.front() : nullptr;
    for (const auto& g : intGrids) {
      if (!chosen && g.second.find("collision") != std::string::npos) chosen = &g;
    }
    if (!chosen) {
      problems_.add(level_, "has " + std::to_string(intGrids.size()) +
                                " IntGrid layers and none named for collision: name the collision one 'Collisions'");
      return map;
    }
    readIntGrid(*chosen->first, map);
    out.fromIntGrid = true;
  } else if (!tileLayers.empty()) {
    readTiles(tileLayers);
  } else {
    problems_.add(level_, "has no layer to read collision from (a Tiles layer 'Path_0', a tileset whose tiles' custom "
                          "data give their heights, or an IntGrid layer 'Collisions')");
    return map;
  }
  // A plain LDtk platformer's player entity is the start when nothing else is.
  const bool started = std::any_of(objects_.begin(), objects_.end(), [](const tiled::Object& o) { return o.type == "start"; });
  for (tiled::Object& o : objects_) {
    if (!started && o.type == "player") {
      o.type = "start";
      break;
    }
  }
  map.objects = objects_;
  map.properties = properties_;
  if (!tiled::findProperty(map.properties, "name")) map.properties.push_back({"name", "string", out.level});
  return map;
}

// A problem the model's converter names in Tiled's words ("object 3", "layer 'path 0'", "map property 'x'"), in LDtk's.
std::string Reader::rewrite(const std::string& where) const {
  std::string rest = where;
  for (std::size_t i = 0; i < objects_.size(); ++i) {
    const std::string prefix = tiled::objectWhere(objects_[i].id, objects_[i].name);
    if (rest.starts_with(prefix) && (rest.size() == prefix.size() || rest[prefix.size()] == ' ')) {
      return objectWheres_[i] + rest.substr(prefix.size());
    }
  }
  for (const auto& [name, id] : layerNames_) {
    const std::string prefix = "layer " + inQuotes(name);
    if (rest.starts_with(prefix)) return level_ + " layer " + inQuotes(id) + rest.substr(prefix.size());
  }
  if (rest.starts_with("map property ")) return level_ + " field " + rest.substr(13);
  if (rest == "map") return level_;
  if (rest.starts_with("tileset ") || rest.starts_with(level_)) return rest;
  return level_ + (rest.empty() ? "" : ", " + rest);
}

}  // namespace

LdtkImportResult importLdtk(std::string_view text, const LdtkFileReader& read, const LdtkImportOptions& options) {
  LdtkImportResult out;
  ProblemList problems;
  Reader reader(read, options, problems);
  const tiled::Map map = reader.run(text, out);
  if (!problems.empty()) {
    out.problems = problems.take();
    return out;
  }
  TiledImportResult r = tiled::levelFromMap(map, read);
  for (Problem& p : r.problems) out.problems.push_back({reader.rewrite(p.where), std::move(p.what)});
  if (!out.problems.empty()) return out;
  out.file = std::move(r.file);
  out.summary = r.summary;
  // An IntGrid map has no slopes to run on: the box plays it as it stands.
  if (out.fromIntGrid && out.file && !out.file->controller) out.file->controller = LevelController::Box;
  return out;
}

LdtkImportResult importLdtkFile(const std::filesystem::path& path, const LdtkImportOptions& options) {
  std::string why;
  const std::optional<std::string> text = readFile(path, kMaxTiledFileBytes, &why);
  if (!text) {
    LdtkImportResult out;
    out.problems.push_back({"", why});
    return out;
  }
  return importLdtk(*text, tiledFilesIn(path.parent_path()), options);
}

}  // namespace solidtile::io

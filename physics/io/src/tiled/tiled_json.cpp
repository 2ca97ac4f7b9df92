// Tiled's JSON map format (.tmj / .json), and JSON tilesets (.tsj), read with
// the bounded JSON parser and written by hand so the tile data is one row a line.
#include <cmath>
#include <limits>

#include "common/bounded_json.h"
#include "common/json_fields.h"
#include "solidtile/level/level.h"
#include "tiled_map.h"
#include "tileset_fields.h"

namespace solidtile::io::tiled {
namespace {

constexpr const char* kJsonVersion = "1.10";


JsonLimits limits(std::string_view text) {
  JsonLimits l;
  l.maxDepth = 32;
  l.maxValues = text.size() / 2 + 1024;  // every value takes at least a character and a separator
  return l;
}

std::string stringOf(const Json& obj, const char* key) {
  const auto it = obj.find(key);
  return it != obj.end() && it->is_string() ? it->get<std::string>() : std::string();
}

// A number (0 when absent); any other type is a problem, not 0.
double numberOf(const Json& obj, const char* key, const std::string& where, ProblemList& problems) {
  const auto it = obj.find(key);
  if (it == obj.end()) return 0.0;
  if (!it->is_number()) {
    problems.add(where + "." + key, "is " + describeValue(*it) + ", expected a number");
    return 0.0;
  }
  return it->get<double>();  // finite: the parser refuses a number out of a double's range
}

// The array at `key`, or nullptr when absent; present as anything else, a problem.
const Json* listOf(const Json& obj, const char* key, const std::string& where, ProblemList& problems) {
  const auto it = obj.find(key);
  if (it == obj.end() || it->is_null()) return nullptr;
  if (!it->is_array()) {
    problems.add(where.empty() ? key : where + "." + key, "is " + describeValue(*it) + ", expected an array");
    return nullptr;
  }
  return &*it;
}

// true or false at `key` (`fallback` when absent); anything else a problem.
bool flagOf(const Json& obj, const char* key, bool fallback, const std::string& where, ProblemList& problems) {
  const auto it = obj.find(key);
  if (it == obj.end()) return fallback;
  if (!it->is_boolean()) {
    problems.add(where.empty() ? key : where + "." + key, "is " + describeValue(*it) + ", expected true or false");
    return fallback;
  }
  return it->get<bool>();
}

std::optional<long> intOf(const Json& obj, const char* key, const std::string& where, ProblemList& problems, long lo,
                          long hi, std::optional<long> fallback) {
  const auto it = obj.find(key);
  if (it == obj.end()) {
    if (!fallback) problems.add(where, std::string("has no '") + key + "'");
    return fallback;
  }
  std::string what;
  const auto v = integerIn(*it, lo, hi, &what);
  if (!v) {
    problems.add(where + "." + key, what);
    return std::nullopt;
  }
  return static_cast<long>(*v);
}

Properties readProperties(const Json& obj, const std::string& where, ProblemList& problems) {
  Properties out;
  const Json* list = listOf(obj, "properties", where, problems);
  if (!list) return out;
  for (std::size_t i = 0; i < list->size(); ++i) {
    const Json& p = (*list)[i];
    if (!p.is_object()) {
      problems.add(indexPath(childPath(where, "properties"), i), "is " + describeValue(p) + ", expected an object");
      continue;
    }
    Property prop;
    prop.name = stringOf(p, "name");
    prop.type = p.contains("type") && p["type"].is_string() ? p["type"].get<std::string>() : "string";
    const auto v = p.find("value");
    if (v == p.end()) continue;
    if (v->is_string()) prop.value = v->get<std::string>();
    else if (v->is_boolean()) prop.value = v->get<bool>() ? "true" : "false";
    else if (v->is_number_integer()) prop.value = std::to_string(v->get<std::int64_t>());
    else if (v->is_number_unsigned()) prop.value = std::to_string(v->get<std::uint64_t>());
    else prop.value = v->dump();
    out.push_back(std::move(prop));
  }
  return out;
}

// A JSON value as a tileset field: integers are whole numbers; anything else
// is shown as the XML reader shows text ('abc'), or as JSON writes it.
FieldValue fieldOf(const Json& v) {
  const bool huge = v.is_number_unsigned() &&
                    v.get<std::uint64_t>() > static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max());
  if (v.is_number_integer() && !huge) return {v.get<std::int64_t>(), {}};
  if (v.is_string()) return {std::nullopt, inQuotes(v.get_ref<const std::string&>())};
  return {std::nullopt, v.is_number() ? v.dump() : describeValue(v)};
}

std::optional<FieldValue> fieldAt(const Json& obj, const char* key) {
  const auto it = obj.find(key);
  if (it == obj.end()) return std::nullopt;
  return fieldOf(*it);
}

void readTilesetObject(const Json& n, Tileset& ts, ProblemList& problems) {
  if (!n.is_object()) {
    problems.add(ts.where, "is not a JSON object");
    return;
  }
  readTilesetFields(ts, stringOf(n, "name"), stringOf(n, "image"), TiledSyntax::Json,
                    [&](const TilesetFieldName& name) { return fieldAt(n, name.json); }, problems);
  const Json* tiles = listOf(n, "tiles", ts.where, problems);
  if (!tiles) return;
  for (const Json& t : *tiles) {
    if (!t.is_object()) {
      problems.add(ts.where + " tiles", "hold " + describeValue(t) + ", expected objects");
      continue;
    }
    const std::optional<int> id = tilesetTileId(ts, fieldAt(t, "id"), problems);
    if (!id) continue;
    if (t.contains("image")) ts.perTileImages = true;
    ts.tiles.push_back({*id, readProperties(t, ts.where + " tile " + std::to_string(*id), problems)});
  }
}

void readLayers(const Json& list, int depth, Map& map, ProblemList& problems) {
  for (const Json& n : list) {
    if (!n.is_object()) {
      problems.add("layers", "hold " + describeValue(n) + ", expected objects");
      continue;
    }
    const std::string type = stringOf(n, "type");
    const std::string name = stringOf(n, "name");
    if (type == "group") {
      if (depth >= kMaxGroupDepth) {
        problems.add("group " + inQuotes(name), "nests groups more than 8 deep");
        continue;
      }
      if (const Json* inner = listOf(n, "layers", "group " + inQuotes(name), problems)) readLayers(*inner, depth + 1, map, problems);
    } else if (type == "tilelayer") {
      const std::string where = "layer " + inQuotes(name);
      if (n.contains("chunks")) {
        problems.add(where, kChunkedLayer);
        continue;
      }
      const auto w = intOf(n, "width", where, problems, 1, LevelLimits::kMaxWidth, std::nullopt);
      const auto h = intOf(n, "height", where, problems, 1, LevelLimits::kMaxHeight, std::nullopt);
      if (!w || !h) continue;
      if (static_cast<std::int64_t>(*w) * *h > LevelLimits::kMaxTiles) {
        problems.add(where, "has more tiles than a level holds (" + std::to_string(LevelLimits::kMaxTiles) + ")");
        continue;
      }
      TileLayer layer;
      layer.name = name;
      layer.visible = flagOf(n, "visible", true, where, problems);
      layer.width = static_cast<int>(*w);
      layer.height = static_cast<int>(*h);
      const std::size_t count = static_cast<std::size_t>(*w) * static_cast<std::size_t>(*h);
      const auto data = n.find("data");
      if (data == n.end()) {
        problems.add(where, "has no 'data'");
        continue;
      }
      if (data->is_array()) {
        if (const std::string encoding = stringOf(n, "encoding"); !encoding.empty() && encoding != "csv") {
          problems.add(where + ".data", "is an array of gids, but the layer's encoding is " + inQuotes(encoding) +
                                            " (which Tiled writes as a string)");
          continue;
        }
        if (data->size() != count) {
          problems.add(where + ".data", "has " + std::to_string(data->size()) + " tiles; the layer has " + std::to_string(count));
          continue;
        }
        layer.gids.reserve(count);
        bool ok = true;
        for (std::size_t i = 0; i < count && ok; ++i) {
          std::string what;
          const auto gid = integerIn((*data)[i], 0, 0xFFFFFFFFLL, &what);
          if (!gid) {
            problems.add(where + ".data[" + std::to_string(i) + "]", what);
            ok = false;
          } else {
            layer.gids.push_back(static_cast<std::uint32_t>(*gid));
          }
        }
        if (!ok) continue;
      } else if (data->is_string()) {
        std::string encoding = stringOf(n, "encoding");
        if (encoding.empty()) encoding = "csv";
        std::string why;
        auto gids = decodeLayerData(data->get_ref<const std::string&>(), encoding, stringOf(n, "compression"), count, &why);
        if (!gids) {
          problems.add(where, why);
          continue;
        }
        layer.gids = std::move(*gids);
      } else {
        problems.add(where + ".data", "is " + describeValue(*data) + ", expected an array of gids or a base64 string");
        continue;
      }
      map.layers.push_back(std::move(layer));
    } else if (type == "objectgroup") {
      const Json* objects = listOf(n, "objects", "layer " + inQuotes(name), problems);
      if (!objects) continue;
      for (const Json& o : *objects) {
        if (!o.is_object()) {
          problems.add("layer " + inQuotes(name) + ".objects", "hold " + describeValue(o) + ", expected objects");
          continue;
        }
        Object obj;
        std::string what;
        const auto id = o.contains("id") ? integerIn(o["id"], 0, 1'000'000'000, &what) : std::optional<std::int64_t>(0);
        obj.id = static_cast<int>(id.value_or(0));
        obj.name = stringOf(o, "name");
        const std::string where = objectWhere(obj.id, obj.name);
        if (!id) problems.add(where + ".id", what);
        obj.type = o.contains("type") ? stringOf(o, "type") : stringOf(o, "class");
        obj.point = flagOf(o, "point", false, where, problems);
        obj.x = numberOf(o, "x", where, problems);
        obj.y = numberOf(o, "y", where, problems);
        obj.width = numberOf(o, "width", where, problems);
        obj.height = numberOf(o, "height", where, problems);
        obj.properties = readProperties(o, where, problems);
        map.objects.push_back(std::move(obj));
      }
    }
  }
}

std::string str(const std::string& s) { return Json(s).dump(-1, ' ', false, Json::error_handler_t::replace); }

std::string number(double v) {
  if (v == std::floor(v) && std::fabs(v) < 1e15) return std::to_string(static_cast<long long>(v));
  return Json(v).dump();
}

std::string propertyValue(const Property& p) {
  if (p.type == "int" || p.type == "float") return p.value;
  if (p.type == "bool") return p.value == "true" ? "true" : "false";
  return str(p.value);
}

std::string properties(const Properties& props, const std::string& indent) {
  std::string out = "[";
  for (std::size_t i = 0; i < props.size(); ++i) {
    const Property& p = props[i];
    out += i ? ",\n" : "\n";
    out += indent + "  {\"name\": " + str(p.name) + ", \"type\": " + str(p.type) + ", \"value\": " + propertyValue(p) + "}";
  }
  return out + "\n" + indent + "]";
}

}  // namespace

void readJsonTileset(std::string_view text, Tileset& ts, ProblemList& problems) {
  Problem error;
  const std::optional<Json> doc = parseBoundedJson(text, limits(text), &error);
  if (!doc) {
    problems.add(ts.where + (error.where.empty() ? "" : " " + error.where), error.what);
    return;
  }
  readTilesetObject(*doc, ts, problems);
}

Map readJson(std::string_view text, const TiledFileReader& read, ProblemList& problems) {
  Map map;
  Problem error;
  const std::optional<Json> doc = parseBoundedJson(text, limits(text), &error);
  if (!doc) {
    problems.add(error.where, error.what);
    return map;
  }
  if (!doc->is_object() || stringOf(*doc, "type") != "map") {
    problems.add("", "is not a Tiled JSON map (no \"type\": \"map\")");
    return map;
  }
  const Json& root = *doc;
  const bool infinite = flagOf(root, "infinite", false, "map", problems);
  const auto number = [&](const char* key, long lo, long hi) { return intOf(root, key, "map", problems, lo, hi, std::nullopt); };
  if (!readMapHeader(map, stringOf(root, "orientation"), infinite, problems, number)) return map;
  map.properties = readProperties(root, "map", problems);
  if (const Json* tilesets = listOf(root, "tilesets", "map", problems)) {
    std::size_t index = 0;
    for (const Json& n : *tilesets) {
      const std::string where = "tilesets[" + std::to_string(index++) + "]";
      if (!n.is_object()) {
        problems.add(where, "is " + describeValue(n) + ", expected an object");
        continue;
      }
      const auto first = intOf(n, "firstgid", where, problems, 1, kGidMask, std::nullopt);
      if (!first) continue;
      Tileset ts;
      ts.firstGid = static_cast<std::uint32_t>(*first);
      ts.source = stringOf(n, "source");
      if (ts.source.empty()) {
        readTilesetObject(n, ts, problems);
      } else if (!readTilesetFile(ts, read, problems)) {
        continue;
      }
      map.tilesets.push_back(std::move(ts));
    }
  }
  if (const Json* layers = listOf(root, "layers", "map", problems)) readLayers(*layers, 0, map, problems);
  return map;
}

std::string tilesetJson(const Tileset& ts) {
  std::string o = "  {\n";
  o += "   \"firstgid\": " + std::to_string(ts.firstGid) + ",\n   \"name\": " + str(ts.name) + ",\n";
  o += "   \"tilewidth\": " + std::to_string(ts.tileWidth) + ",\n   \"tileheight\": " + std::to_string(ts.tileHeight) + ",\n";
  o += "   \"tilecount\": " + std::to_string(ts.tileCount) + ",\n   \"columns\": " + std::to_string(ts.columns) + ",\n";
  o += "   \"margin\": 0,\n   \"spacing\": 0,\n";
  if (!ts.perTileImages) {
    o += "   \"image\": " + str(ts.image) + ",\n   \"imagewidth\": " + std::to_string(ts.imageWidth) +
         ",\n   \"imageheight\": " + std::to_string(ts.imageHeight) + ",\n";
  }
  o += "   \"tiles\": [";
  for (std::size_t i = 0; i < ts.tiles.size(); ++i) {
    o += i ? ",\n" : "\n";
    o += "    {\"id\": " + std::to_string(ts.tiles[i].id) + ", \"properties\": " + properties(ts.tiles[i].properties, "    ") + "}";
  }
  o += "\n   ]\n  }";
  return o;
}

std::string writeJson(const Map& map) {
  std::string o = "{\n";
  o += " \"type\": \"map\",\n \"version\": \"" + std::string(kJsonVersion) + "\",\n";
  o += " \"orientation\": \"orthogonal\",\n \"renderorder\": \"right-down\",\n";
  o += " \"width\": " + std::to_string(map.width) + ",\n \"height\": " + std::to_string(map.height) + ",\n";
  o += " \"tilewidth\": " + std::to_string(map.tileWidth) + ",\n \"tileheight\": " + std::to_string(map.tileHeight) + ",\n";
  o += " \"infinite\": false,\n";
  o += " \"nextlayerid\": " + std::to_string(map.layers.size() + 2) + ",\n";
  o += " \"nextobjectid\": " + std::to_string(map.objects.size() + 1) + ",\n";
  o += " \"properties\": " + properties(map.properties, " ") + ",\n";
  o += " \"tilesets\": [\n";
  for (std::size_t i = 0; i < map.tilesets.size(); ++i) o += (i ? ",\n" : "") + tilesetJson(map.tilesets[i]);
  o += "\n ],\n";
  o += " \"layers\": [\n";
  int id = 1;
  for (const TileLayer& l : map.layers) {
    o += "  {\n   \"type\": \"tilelayer\",\n   \"id\": " + std::to_string(id++) + ",\n   \"name\": " + str(l.name) + ",\n";
    o += "   \"x\": 0,\n   \"y\": 0,\n   \"width\": " + std::to_string(l.width) + ",\n   \"height\": " + std::to_string(l.height) + ",\n";
    o += "   \"opacity\": 1,\n   \"visible\": " + std::string(l.visible ? "true" : "false") + ",\n   \"data\": [\n";
    for (std::size_t i = 0; i < l.gids.size(); ++i) {
      if (i % static_cast<std::size_t>(l.width) == 0) o += "    ";
      o += std::to_string(l.gids[i]);
      if (i + 1 < l.gids.size()) o += (i + 1) % static_cast<std::size_t>(l.width) == 0 ? ",\n" : ",";
    }
    o += "\n   ]\n  },\n";
  }
  o += "  {\n   \"type\": \"objectgroup\",\n   \"id\": " + std::to_string(id) + ",\n   \"name\": " + str(kObjectLayerName) + ",\n";
  o += "   \"x\": 0,\n   \"y\": 0,\n   \"opacity\": 1,\n   \"visible\": true,\n   \"draworder\": \"topdown\",\n";
  o += "   \"objects\": [";
  for (std::size_t i = 0; i < map.objects.size(); ++i) {
    const Object& ob = map.objects[i];
    o += i ? ",\n" : "\n";
    o += "    {\"id\": " + std::to_string(ob.id) + ", \"name\": " + str(ob.name) + ", \"type\": " + str(ob.type) +
         ", \"x\": " + number(ob.x) + ", \"y\": " + number(ob.y) + ", \"width\": " + number(ob.width) +
         ", \"height\": " + number(ob.height) + ", \"rotation\": 0, \"visible\": true";
    if (ob.point) o += ", \"point\": true";
    if (!ob.properties.empty()) o += ", \"properties\": " + properties(ob.properties, "    ");
    o += "}";
  }
  o += "\n   ]\n  }\n ]\n}\n";
  return o;
}

}  // namespace solidtile::io::tiled

// TMX maps and TSX tilesets (Tiled's XML formats), read and written with pugixml.
#include <pugixml.hpp>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <sstream>
#include <unordered_set>

#include "solidtile/level/level.h"
#include "tiled_map.h"
#include "tileset_fields.h"

namespace solidtile::io::tiled {
namespace {

constexpr const char* kTmxVersion = "1.10";


int lineOf(std::string_view text, std::ptrdiff_t offset) {
  const auto end = static_cast<std::size_t>(std::clamp<std::ptrdiff_t>(offset, 0, static_cast<std::ptrdiff_t>(text.size())));
  return 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(end), '\n'));
}

// A whole-number attribute; `fallback` when absent, a problem when not a number in lo..hi.
std::optional<long> intAttr(const pugi::xml_node& n, const char* name, const std::string& where, ProblemList& problems,
                            long lo, long hi, std::optional<long> fallback) {
  const pugi::xml_attribute a = n.attribute(name);
  if (!a) {
    if (!fallback) problems.add(where, std::string("has no '") + name + "' attribute");
    return fallback;
  }
  const FieldValue v = fieldFromText(a.value());
  if (!v.whole || *v.whole < lo || *v.whole > hi) {
    problems.add(where, std::string("attribute '") + name + "' is " + inQuotes(a.value()) + ", expected a whole number in " +
                            std::to_string(lo) + ".." + std::to_string(hi));
    return std::nullopt;
  }
  return static_cast<long>(*v.whole);
}

// A number attribute (0 when absent); NaN, infinities and text are a problem, not 0.
double numberAttr(const pugi::xml_node& n, const char* name, const std::string& where, ProblemList& problems) {
  const pugi::xml_attribute a = n.attribute(name);
  if (!a) return 0.0;
  const std::string_view v = a.value();
  double out = 0;
  const auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), out);
  if (v.empty() || ec != std::errc() || end != v.data() + v.size() || !std::isfinite(out)) {
    problems.add(where, std::string("attribute '") + name + "' is " + quotedText(v, 40) + ", expected a finite number");
    return 0.0;
  }
  return out;
}

// A gid as TMX's oldest layer form gives it; an absent gid is an empty tile, as Tiled writes one.
std::optional<std::uint32_t> gidAttr(const pugi::xml_node& t) {
  const pugi::xml_attribute a = t.attribute("gid");
  if (!a) return 0;
  const std::string_view v = a.value();
  std::uint32_t out = 0;
  const auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), out);
  if (v.empty() || ec != std::errc() || end != v.data() + v.size()) return std::nullopt;
  return out;
}

Properties readProperties(const pugi::xml_node& parent) {
  Properties out;
  for (const pugi::xml_node p : parent.child("properties").children("property")) {
    Property prop;
    prop.name = p.attribute("name").value();
    prop.type = p.attribute("type") ? p.attribute("type").value() : "string";
    // Tiled writes a multi-line string as the element's text instead of a value attribute.
    prop.value = p.attribute("value") ? p.attribute("value").value() : p.text().get();
    out.push_back(std::move(prop));
  }
  return out;
}

std::optional<FieldValue> fieldAt(const pugi::xml_node& n, const char* name) {
  const pugi::xml_attribute a = n.attribute(name);
  if (!a) return std::nullopt;
  return fieldFromText(a.value());
}

void readTilesetNode(const pugi::xml_node& n, Tileset& ts, ProblemList& problems) {
  const pugi::xml_node img = n.child("image");
  readTilesetFields(ts, n.attribute("name").value(), img.attribute("source").value(), TiledSyntax::Xml,
                    [&](const TilesetFieldName& name) { return fieldAt(name.onXmlImage ? img : n, name.xml); }, problems);
  for (const pugi::xml_node t : n.children("tile")) {
    const std::optional<int> id = tilesetTileId(ts, fieldAt(t, "id"), problems);
    if (!id) continue;
    if (t.child("image")) ts.perTileImages = true;
    TileDef def;
    def.id = *id;
    def.properties = readProperties(t);
    ts.tiles.push_back(std::move(def));
  }
}

// Object layers anywhere, and tile layers, in document order (groups opened).
void readLayers(const pugi::xml_node& parent, int depth, Map& map, ProblemList& problems) {
  for (const pugi::xml_node n : parent.children()) {
    const std::string_view kind = n.name();
    if (kind == "group") {
      if (depth >= kMaxGroupDepth) {
        problems.add("group " + inQuotes(n.attribute("name").value()), "nests groups more than 8 deep");
        continue;
      }
      readLayers(n, depth + 1, map, problems);
    } else if (kind == "layer") {
      TileLayer layer;
      layer.name = n.attribute("name").value();
      layer.visible = n.attribute("visible").as_int(1) != 0;
      const std::string where = "layer " + inQuotes(layer.name);
      const auto w = intAttr(n, "width", where, problems, 1, LevelLimits::kMaxWidth, std::nullopt);
      const auto h = intAttr(n, "height", where, problems, 1, LevelLimits::kMaxHeight, std::nullopt);
      if (!w || !h) continue;
      layer.width = static_cast<int>(*w);
      layer.height = static_cast<int>(*h);
      if (static_cast<std::int64_t>(*w) * *h > LevelLimits::kMaxTiles) {
        problems.add(where, "has more tiles than a level holds (" + std::to_string(LevelLimits::kMaxTiles) + ")");
        continue;
      }
      const std::size_t count = static_cast<std::size_t>(*w) * static_cast<std::size_t>(*h);
      const pugi::xml_node data = n.child("data");
      if (!data) {
        problems.add(where, "has no <data>");
        continue;
      }
      if (data.child("chunk")) {
        problems.add(where, kChunkedLayer);
        continue;
      }
      const std::string_view encoding = data.attribute("encoding").value();
      if (encoding.empty()) {
        // The oldest form: one <tile gid="..."/> a tile.
        std::size_t elements = 0;
        bool ok = true;
        for (const pugi::xml_node t : data.children("tile")) {
          ++elements;
          if (!ok || layer.gids.size() == count) continue;  // only counted, for the message
          const std::optional<std::uint32_t> gid = gidAttr(t);
          if (!gid) {
            problems.add(where + " <tile> " + std::to_string(elements),
                         "attribute 'gid' is " + quotedText(t.attribute("gid").value(), 20) +
                             ", expected a whole number 0..4294967295");
            ok = false;
            continue;
          }
          layer.gids.push_back(*gid);
        }
        if (!ok) continue;
        if (elements != count) {
          problems.add(where, "has " + std::to_string(elements) + " <tile> elements; the layer has " + std::to_string(count) + " tiles");
          continue;
        }
      } else {
        std::string why;
        auto gids = decodeLayerData(data.text().get(), encoding, data.attribute("compression").value(), count, &why);
        if (!gids) {
          problems.add(where, why);
          continue;
        }
        layer.gids = std::move(*gids);
      }
      map.layers.push_back(std::move(layer));
    } else if (kind == "objectgroup") {
      for (const pugi::xml_node o : n.children("object")) {
        Object obj;
        obj.id = o.attribute("id").as_int(0);
        obj.name = o.attribute("name").value();
        obj.type = o.attribute("type") ? o.attribute("type").value() : o.attribute("class").value();
        obj.point = static_cast<bool>(o.child("point"));
        const std::string where = objectWhere(obj.id, obj.name);
        obj.x = numberAttr(o, "x", where, problems);
        obj.y = numberAttr(o, "y", where, problems);
        obj.width = numberAttr(o, "width", where, problems);
        obj.height = numberAttr(o, "height", where, problems);
        obj.properties = readProperties(o);
        map.objects.push_back(std::move(obj));
      }
    }
  }
}

// pugixml leaves an entity it does not know as text ("&bogus;"): only XML's
// own five and character references are read; the offset of the first other
// '&' outside comments, CDATA and processing instructions, or npos.
std::size_t unknownEntityAt(std::string_view text) {
  static constexpr std::string_view kKnown[] = {"amp;", "lt;", "gt;", "quot;", "apos;"};
  std::size_t i = 0;
  while ((i = text.find_first_of("<&", i)) != std::string_view::npos) {
    const std::string_view rest = text.substr(i);
    std::string_view close;
    if (rest.starts_with("<!--")) close = "-->";
    else if (rest.starts_with("<![CDATA[")) close = "]]>";
    else if (rest.starts_with("<?")) close = "?>";
    if (!close.empty()) {
      const std::size_t end = text.find(close, i);
      if (end == std::string_view::npos) return std::string_view::npos;  // the parser names it
      i = end + close.size();
      continue;
    }
    if (text[i] == '<') {
      ++i;
      continue;
    }
    const std::string_view after = text.substr(i + 1);
    bool known = std::any_of(std::begin(kKnown), std::end(kKnown), [&](std::string_view k) { return after.starts_with(k); });
    if (!known && after.starts_with('#')) {
      // &#123; or &#x7B;
      std::size_t k = 1;
      const bool hex = after.size() > 1 && after[1] == 'x';
      if (hex) ++k;
      const std::size_t digits = k;
      while (k < after.size() && (std::isdigit(static_cast<unsigned char>(after[k])) ||
                                  (hex && std::isxdigit(static_cast<unsigned char>(after[k]))))) {
        ++k;
      }
      known = k > digits && k < after.size() && after[k] == ';';
    }
    if (!known) return i;
    ++i;
  }
  return std::string_view::npos;
}

// pugixml keeps both of two attributes of one name; XML forbids it. The first
// element that has two, walked without recursion (the nesting is the file's).
pugi::xml_node duplicateAttributeIn(const pugi::xml_document& doc, std::string* name) {
  std::unordered_set<std::string_view> seen;
  pugi::xml_node n = doc.first_child();
  while (n) {
    seen.clear();
    for (const pugi::xml_attribute a : n.attributes()) {
      if (!seen.insert(a.name()).second) {
        *name = a.name();
        return n;
      }
    }
    if (n.first_child()) {
      n = n.first_child();
      continue;
    }
    while (n && !n.next_sibling()) n = n.parent();
    if (n) n = n.next_sibling();
  }
  return {};
}

bool parseXml(std::string_view text, pugi::xml_document& doc, const std::string& where, ProblemList& problems) {
  const auto at = [&](std::ptrdiff_t offset) {
    const std::string line = "line " + std::to_string(lineOf(text, offset));
    return where.empty() ? line : where + " " + line;
  };
  const pugi::xml_parse_result r = doc.load_buffer(text.data(), text.size(), pugi::parse_default, pugi::encoding_utf8);
  if (!r) {
    problems.add(at(r.offset), std::string("is not well-formed XML: ") + r.description());
    return false;
  }
  if (const std::size_t amp = unknownEntityAt(text); amp != std::string_view::npos) {
    const std::size_t semicolon = text.find(';', amp);
    const std::string_view ref = text.substr(amp, semicolon == std::string_view::npos ? 1 : semicolon - amp + 1);
    problems.add(at(static_cast<std::ptrdiff_t>(amp)),
                 "is not well-formed XML: " + quotedText(ref, 24) +
                     " is not an entity XML defines (&amp; &lt; &gt; &quot; &apos; or a character reference)");
    return false;
  }
  std::string name;
  if (const pugi::xml_node n = duplicateAttributeIn(doc, &name)) {
    problems.add(at(n.offset_debug()), "is not well-formed XML: element <" + std::string(n.name()) +
                                           "> has two attributes named " + quotedText(name, 40));
    return false;
  }
  return true;
}

void addProperties(pugi::xml_node parent, const Properties& props) {
  if (props.empty()) return;
  pugi::xml_node list = parent.append_child("properties");
  for (const Property& p : props) {
    pugi::xml_node n = list.append_child("property");
    n.append_attribute("name") = p.name.c_str();
    if (p.type != "string") n.append_attribute("type") = p.type.c_str();
    n.append_attribute("value") = p.value.c_str();
  }
}

std::string save(const pugi::xml_document& doc) {
  std::ostringstream out;
  doc.save(out, " ", pugi::format_indent, pugi::encoding_utf8);
  return out.str();
}

std::string formatNumber(double v) {
  if (v == std::floor(v) && std::fabs(v) < 1e15) return std::to_string(static_cast<long long>(v));
  std::ostringstream s;
  s << v;
  return s.str();
}

}  // namespace

void readTsx(std::string_view text, Tileset& ts, ProblemList& problems) {
  pugi::xml_document doc;
  if (!parseXml(text, doc, ts.where, problems)) return;
  const pugi::xml_node root = doc.child("tileset");
  if (!root) {
    problems.add(ts.where, "is not a TSX tileset (its root element is not <tileset>)");
    return;
  }
  readTilesetNode(root, ts, problems);
}

Map readTmx(std::string_view text, const TiledFileReader& read, ProblemList& problems) {
  Map map;
  pugi::xml_document doc;
  if (!parseXml(text, doc, "", problems)) return map;
  const pugi::xml_node root = doc.child("map");
  if (!root) {
    problems.add("", "is not a TMX map (its root element is not <map>)");
    return map;
  }
  const auto number = [&](const char* key, long lo, long hi) { return intAttr(root, key, "map", problems, lo, hi, std::nullopt); };
  if (!readMapHeader(map, root.attribute("orientation").value(), root.attribute("infinite").as_int(0) != 0, problems, number)) {
    return map;
  }
  map.properties = readProperties(root);
  std::size_t index = 0;
  for (const pugi::xml_node n : root.children("tileset")) {
    Tileset ts;
    const std::string where = tilesetWhere(n.attribute("name").value(), n.attribute("source").value(), index++);
    const auto first = intAttr(n, "firstgid", where, problems, 1, kGidMask, std::nullopt);
    if (!first) continue;
    ts.firstGid = static_cast<std::uint32_t>(*first);
    ts.source = n.attribute("source").value();
    if (ts.source.empty()) {
      readTilesetNode(n, ts, problems);
    } else if (!readTilesetFile(ts, read, problems)) {
      continue;
    }
    map.tilesets.push_back(std::move(ts));
  }
  readLayers(root, 0, map, problems);
  return map;
}

std::string writeTsx(const Tileset& ts) {
  pugi::xml_document doc;
  pugi::xml_node decl = doc.append_child(pugi::node_declaration);
  decl.append_attribute("version") = "1.0";
  decl.append_attribute("encoding") = "UTF-8";
  pugi::xml_node n = doc.append_child("tileset");
  n.append_attribute("version") = kTmxVersion;
  n.append_attribute("name") = ts.name.c_str();
  n.append_attribute("tilewidth") = ts.tileWidth;
  n.append_attribute("tileheight") = ts.tileHeight;
  n.append_attribute("tilecount") = ts.tileCount;
  n.append_attribute("columns") = ts.columns;
  pugi::xml_node img = n.append_child("image");
  img.append_attribute("source") = ts.image.c_str();
  img.append_attribute("width") = ts.imageWidth;
  img.append_attribute("height") = ts.imageHeight;
  for (const TileDef& t : ts.tiles) {
    pugi::xml_node tile = n.append_child("tile");
    tile.append_attribute("id") = t.id;
    addProperties(tile, t.properties);
  }
  return save(doc);
}

std::string writeTmx(const Map& map) {
  pugi::xml_document doc;
  pugi::xml_node decl = doc.append_child(pugi::node_declaration);
  decl.append_attribute("version") = "1.0";
  decl.append_attribute("encoding") = "UTF-8";
  pugi::xml_node root = doc.append_child("map");
  const std::size_t layerIds = map.layers.size() + 1;
  root.append_attribute("version") = kTmxVersion;
  root.append_attribute("orientation") = "orthogonal";
  root.append_attribute("renderorder") = "right-down";
  root.append_attribute("width") = map.width;
  root.append_attribute("height") = map.height;
  root.append_attribute("tilewidth") = map.tileWidth;
  root.append_attribute("tileheight") = map.tileHeight;
  root.append_attribute("infinite") = 0;
  root.append_attribute("nextlayerid") = static_cast<unsigned>(layerIds + 1);
  root.append_attribute("nextobjectid") = static_cast<unsigned>(map.objects.size() + 1);
  addProperties(root, map.properties);
  for (const Tileset& ts : map.tilesets) {
    pugi::xml_node n = root.append_child("tileset");
    n.append_attribute("firstgid") = ts.firstGid;
    if (!ts.source.empty()) {
      n.append_attribute("source") = ts.source.c_str();
      continue;
    }
    // Embedded, and without an image (the tags): a collection of tiles that only carry properties.
    n.append_attribute("name") = ts.name.c_str();
    n.append_attribute("tilewidth") = ts.tileWidth;
    n.append_attribute("tileheight") = ts.tileHeight;
    n.append_attribute("tilecount") = ts.tileCount;
    n.append_attribute("columns") = 0;
    for (const TileDef& t : ts.tiles) {
      pugi::xml_node tile = n.append_child("tile");
      tile.append_attribute("id") = t.id;
      addProperties(tile, t.properties);
    }
  }
  unsigned id = 1;
  for (const TileLayer& l : map.layers) {
    pugi::xml_node n = root.append_child("layer");
    n.append_attribute("id") = id++;
    n.append_attribute("name") = l.name.c_str();
    n.append_attribute("width") = l.width;
    n.append_attribute("height") = l.height;
    if (!l.visible) n.append_attribute("visible") = 0;
    pugi::xml_node data = n.append_child("data");
    data.append_attribute("encoding") = "csv";
    // One row a line, as Tiled writes it.
    std::string csv = "\n";
    for (std::size_t i = 0; i < l.gids.size(); ++i) {
      csv += std::to_string(l.gids[i]);
      if (i + 1 < l.gids.size()) csv += ',';
      if ((i + 1) % static_cast<std::size_t>(l.width) == 0) csv += '\n';
    }
    data.text().set(csv.c_str());
  }
  pugi::xml_node group = root.append_child("objectgroup");
  group.append_attribute("id") = id;
  group.append_attribute("name") = kObjectLayerName;
  for (const Object& o : map.objects) {
    pugi::xml_node n = group.append_child("object");
    n.append_attribute("id") = o.id;
    if (!o.name.empty()) n.append_attribute("name") = o.name.c_str();
    if (!o.type.empty()) n.append_attribute("type") = o.type.c_str();
    n.append_attribute("x") = formatNumber(o.x).c_str();
    n.append_attribute("y") = formatNumber(o.y).c_str();
    if (!o.point) {
      n.append_attribute("width") = formatNumber(o.width).c_str();
      n.append_attribute("height") = formatNumber(o.height).c_str();
    }
    addProperties(n, o.properties);
    if (o.point) n.append_child("point");
  }
  return save(doc);
}

}  // namespace solidtile::io::tiled

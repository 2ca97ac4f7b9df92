// A Tiled map as a Level: which tileset tile is which mask (its properties,
// or its cell of the tileset image), gid flips including the diagonal one,
// solidity, the start and path switchers; every problem named.
#include <algorithm>
#include <cmath>
#include <map>
#include <unordered_map>

#include "common/bounded_json.h"
#include "level/level_keys.h"
#include "png/mask_angle.h"
#include "png/png_codec.h"
#include "solidtile/level/shapes.h"
#include "tiled_map.h"

namespace solidtile::io::tiled {
namespace {

std::optional<Solidity> parseSolidity(std::string_view v) {
  for (int k = 0; k < 4; ++k) {
    if (v == solidityName(static_cast<Solidity>(k))) return static_cast<Solidity>(k);
  }
  return std::nullopt;
}

std::optional<long> parseLong(std::string_view v, long lo, long hi) {
  while (!v.empty() && (v.front() == ' ' || v.front() == '\t' || v.front() == '\n' || v.front() == '\r')) v.remove_prefix(1);
  while (!v.empty() && (v.back() == ' ' || v.back() == '\t' || v.back() == '\n' || v.back() == '\r')) v.remove_suffix(1);
  int base = 10;
  if (v.size() > 1 && v[0] == '$') {
    v.remove_prefix(1);
    base = 16;
  } else if (v.size() > 2 && v[0] == '0' && (v[1] == 'x' || v[1] == 'X')) {
    v.remove_prefix(2);
    base = 16;
  }
  if (v.empty()) return std::nullopt;
  long out = 0;
  bool negative = false;
  std::size_t i = 0;
  if (base == 10 && v[0] == '-') {
    negative = true;
    i = 1;
    if (v.size() == 1) return std::nullopt;
  }
  for (; i < v.size(); ++i) {
    const char c = v[i];
    int d = -1;
    if (c >= '0' && c <= '9') d = c - '0';
    else if (base == 16 && c >= 'a' && c <= 'f') d = c - 'a' + 10;
    else if (base == 16 && c >= 'A' && c <= 'F') d = c - 'A' + 10;
    if (d < 0) return std::nullopt;
    out = out * base + d;
    if (out > 1'000'000'000L) return std::nullopt;
  }
  if (negative) out = -out;
  if (out < lo || out > hi) return std::nullopt;
  return out;
}

// "0,0,1,2,..." (commas and/or spaces, optional brackets): 16 heights -16..16.
std::optional<HeightMask::Heights> parseHeights(std::string_view v, std::string* why) {
  HeightMask::Heights h{};
  std::size_t n = 0;
  std::size_t i = 0;
  while (i < v.size()) {
    const char c = v[i];
    if (c == ',' || c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '[' || c == ']') {
      ++i;
      continue;
    }
    std::size_t end = i;
    while (end < v.size() && v[end] != ',' && v[end] != ' ' && v[end] != '\t' && v[end] != '\n' && v[end] != '\r' &&
           v[end] != ']') {
      ++end;
    }
    const std::string_view word = v.substr(i, end - i);
    const auto x = parseLong(word, -16, 16);
    if (!x) {
      *why = "property 'heights': value " + std::to_string(n) + " is '" + std::string(word.substr(0, 20)) +
             "', expected an integer in -16..16";
      return std::nullopt;
    }
    if (n == h.size()) {
      *why = "property 'heights': has more than 16 values";
      return std::nullopt;
    }
    h[n++] = static_cast<std::int8_t>(*x);
    i = end;
  }
  if (n != h.size()) {
    *why = "property 'heights': has " + std::to_string(n) + " values, expected 16 (one per pixel column)";
    return std::nullopt;
  }
  return h;
}

// A tileset tile as a mask, before any flip of the gid.
struct Source {
  bool resolved = false;
  std::string failure;  // non-empty: this tile cannot be used, and why
  HeightMask mask;
  bool autoAngle = false;
  Solidity solidity = Solidity::All;
  bool fromProperties = false;  // its mask is masks[maskIndex] as given; otherwise interned across flips
  int maskIndex = -1;           // for tiles from properties
};

class Converter {
 public:
  Converter(const Map& map, const TiledFileReader& read, ProblemList& problems)
      : map_(map), read_(read), problems_(problems) {}

  std::optional<LevelFile> run(ImportSummary& summary);

 private:
  std::vector<const TileLayer*> collisionLayers();
  bool checkTilesets();
  void addPropertyMasks();
  bool readEdges(std::size_t tileset, const TileDef& def, int mask);
  Source& source(std::size_t tileset, int id);
  void resolve(std::size_t tileset, int id, Source& s);
  bool tileFromImage(std::size_t tileset, int id, MaskBitmap& bits, std::string* why);
  // masks[] index of a derived shape and the flips that show it; -1 when the level is full.
  Tile intern(const HeightMask& m, bool autoAngle, Solidity solidity);
  std::optional<Tile> tileOf(std::uint32_t gid, std::string* why);
  void placeObjects(Level& level);
  std::optional<bool> boolProperty(const Properties& props, const char* name, const std::string& where);
  std::string gidRanges() const;

  const Map& map_;
  const TiledFileReader& read_;
  ProblemList& problems_;
  LevelFile file_;
  std::map<std::pair<HeightMask::Heights, Angle>, int> exact_;  // every mask so far
  std::vector<std::map<int, Source>> sources_;                  // per tileset, by local id
  std::vector<std::optional<png::Pixels>> images_;              // per tileset, decoded on first use
  std::vector<std::string> imageFailures_;
  std::vector<std::pair<int, int>> imageWidths_;  // per tileset, the decoded image's size
  std::unordered_map<std::uint32_t, std::optional<std::uint16_t>> resolved_;  // gid with flags -> tile
  std::unordered_map<std::uint32_t, std::string> gidFailures_;
};

std::vector<const TileLayer*> Converter::collisionLayers() {
  std::vector<const TileLayer*> named(2, nullptr);
  bool anyNamed = false;
  std::vector<const TileLayer*> candidates;  // every layer but the tags
  for (const TileLayer& l : map_.layers) {
    if (tagLayerPath(l.name) < 0) candidates.push_back(&l);
  }
  for (const TileLayer* layer : candidates) {
    const TileLayer& l = *layer;
    std::string lower = l.name;
    std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    for (std::size_t k = 0; k < 2; ++k) {
      if (lower == kPathLayerNames[k] && !named[k]) {
        named[k] = &l;
        anyNamed = true;
      }
    }
  }
  std::vector<const TileLayer*> out;
  if (anyNamed) {
    if (!named[0]) {
      problems_.add("layer 'path 1'", "there is no layer 'path 0' (a level's first collision layer)");
      return {};
    }
    out.push_back(named[0]);
    if (named[1]) out.push_back(named[1]);
    return out;
  }
  out = candidates;
  if (out.empty()) problems_.add("map", "has no tile layer (Solidtile reads one per collision path)");
  if (out.size() > 2) {
    problems_.add("map", "has " + std::to_string(out.size()) +
                             " tile layers and none named 'path 0' or 'path 1': name the collision layers so");
    out.clear();
  }
  return out;
}

bool Converter::checkTilesets() {
  const std::size_t before = problems_.count();
  std::uint32_t last = 0;
  for (const Tileset& ts : map_.tilesets) {
    if (ts.tileWidth != kTileSize || ts.tileHeight != kTileSize) {
      problems_.add(ts.where, "has " + std::to_string(ts.tileWidth) + " x " + std::to_string(ts.tileHeight) +
                                  " px tiles; Solidtile reads square 16 x 16 px tiles");
    }
    if (ts.firstGid == 0 || ts.firstGid > kGidMask || ts.firstGid <= last) {
      problems_.add(ts.where, "firstgid " + std::to_string(ts.firstGid) +
                                  " must be at least 1 and above the previous tileset's (" + std::to_string(last) + ")");
    }
    last = ts.firstGid;
  }
  return problems_.count() == before;
}

// Every tile that says its heights becomes a mask, in tileset order, used or
// not: so a level's masks come back as they were. Equal masks are one.
void Converter::addPropertyMasks() {
  for (std::size_t t = 0; t < map_.tilesets.size(); ++t) {
    for (const TileDef& def : map_.tilesets[t].tiles) {
      if (!findProperty(def.properties, "heights")) continue;
      Source& s = source(t, def.id);
      if (!s.failure.empty() || !s.fromProperties) continue;
      auto [it, added] = exact_.try_emplace({s.mask.heights(), s.mask.angle()}, static_cast<int>(file_.level.masks().size()));
      if (added) {
        if (file_.level.addMask(s.mask) < 0) {
          problems_.add(map_.tilesets[t].where, "has more distinct masks than a level holds (" + std::to_string(Tile::kMaxMasks) + ")");
          return;
        }
        file_.autoAngle.push_back(s.autoAngle);
      }
      s.maskIndex = it->second;
      if (!readEdges(t, def, s.maskIndex)) return;
    }
  }
}

// A tile's "edges" (the box's linear-mode slope edges, "left,right" in 0..16) onto its mask.
bool Converter::readEdges(std::size_t tileset, const TileDef& def, int mask) {
  const Property* p = findProperty(def.properties, "edges");
  if (!p) return true;
  const std::string where = map_.tilesets[tileset].where + " tile " + std::to_string(def.id);
  const std::size_t comma = p->value.find(',');
  const auto left = comma == std::string::npos ? std::nullopt : parseLong(std::string_view(p->value).substr(0, comma), 0, 16);
  const auto right = comma == std::string::npos ? std::nullopt : parseLong(std::string_view(p->value).substr(comma + 1), 0, 16);
  if (!left || !right) {
    problems_.add(where, "property 'edges' is " + quotedText(p->value, 20) + ", expected LEFT,RIGHT, each 0..16");
    return false;
  }
  const MaskEdges e{static_cast<std::int8_t>(*left), static_cast<std::int8_t>(*right)};
  const MaskEdges before = file_.level.maskEdges(mask);
  if (before.set() && before != e) {
    problems_.add(where, "property 'edges' is " + quotedText(p->value, 20) + ", but another tile of the same mask says " +
                             std::to_string(before.left) + "," + std::to_string(before.right));
    return false;
  }
  file_.level.setMaskEdges(mask, e);
  return true;
}

Source& Converter::source(std::size_t tileset, int id) {
  Source& s = sources_[tileset][id];
  if (!s.resolved) {
    s.resolved = true;
    resolve(tileset, id, s);
  }
  return s;
}

bool Converter::tileFromImage(std::size_t t, int id, MaskBitmap& bits, std::string* why) {
  const Tileset& ts = map_.tilesets[t];
  if (ts.perTileImages || ts.image.empty()) {
    *why = "has no 'heights' property, and its tileset has no single image to read its shape from";
    return false;
  }
  if (!images_[t] && imageFailures_[t].empty()) {
    const std::string path = besideFile(ts.source, ts.image);
    std::string failure;
    std::optional<std::string> bytes = read_(path, &failure);
    std::optional<png::Header> header;
    if (bytes) header = png::readHeader(*bytes, &failure);
    // The same caps as a collision image, but any size: a tileset's grid need not be a multiple of 16 px.
    if (header && (header->width > static_cast<std::uint32_t>(kMaxImageWidth) ||
                   header->height > static_cast<std::uint32_t>(kMaxImageHeight) ||
                   static_cast<std::int64_t>(header->width) * header->height > kMaxImagePixels)) {
      failure = imageSizeProblem(header->width, header->height);
    }
    if (header && failure.empty()) {
      png::Pixels px = png::decodeRgba(*bytes, static_cast<int>(header->width), static_cast<int>(header->height), &failure);
      if (px) {
        images_[t] = std::move(px);
        imageWidths_[t] = {static_cast<int>(header->width), static_cast<int>(header->height)};
      }
    }
    if (!images_[t]) imageFailures_[t] = "image '" + path + "': " + (failure.empty() ? "cannot be read" : failure);
  }
  if (!images_[t]) {
    *why = imageFailures_[t];
    return false;
  }
  const auto [w, h] = imageWidths_[t];
  const int columns = ts.columns > 0 ? ts.columns : std::max(1, (w - 2 * ts.margin + ts.spacing) / (kTileSize + ts.spacing));
  const int x0 = ts.margin + id % columns * (kTileSize + ts.spacing);
  const int y0 = ts.margin + id / columns * (kTileSize + ts.spacing);
  if (x0 < 0 || y0 < 0 || x0 + kTileSize > w || y0 + kTileSize > h) {
    *why = "lies outside its tileset image (" + std::to_string(w) + " x " + std::to_string(h) + " px)";
    return false;
  }
  const std::uint8_t* px = images_[t]->get();
  for (int y = 0; y < kTileSize; ++y) {
    std::uint16_t row = 0;
    for (int x = 0; x < kTileSize; ++x) {
      const std::size_t i = (static_cast<std::size_t>(y0 + y) * static_cast<std::size_t>(w) + static_cast<std::size_t>(x0 + x)) * 4;
      if (px[i + 3] > 127) row = static_cast<std::uint16_t>(row | (1u << x));
    }
    bits[static_cast<std::size_t>(y)] = row;
  }
  return true;
}

void Converter::resolve(std::size_t t, int id, Source& s) {
  const Tileset& ts = map_.tilesets[t];
  const TileDef* def = nullptr;
  for (const TileDef& d : ts.tiles) {
    if (d.id == id) def = &d;
  }
  static const Properties kNone;
  const Properties& props = def ? def->properties : kNone;
  if (const Property* p = findProperty(props, "solidity")) {
    const auto v = parseSolidity(p->value);
    if (!v) {
      s.failure = "property 'solidity' is '" + p->value.substr(0, 40) + "', expected all, top_only, sides_and_bottom or none";
      return;
    }
    s.solidity = *v;
  }
  std::optional<Angle> angle;
  bool autoAngle = true;
  if (const Property* p = findProperty(props, "angle")) {
    if (p->value != "auto") {
      const auto v = parseLong(p->value, 0, 255);
      if (!v) {
        s.failure = "property 'angle' is '" + p->value.substr(0, 40) + "', expected 0..255 ($00..$FF) or auto";
        return;
      }
      angle = static_cast<Angle>(*v);
      autoAngle = false;
    }
  }
  std::optional<HeightMask> mask;
  if (const Property* p = findProperty(props, "heights")) {
    std::string why;
    const auto h = parseHeights(p->value, &why);
    if (!h) {
      s.failure = why;
      return;
    }
    mask = HeightMask::fromHeights(*h, 0);
    s.fromProperties = true;
  } else {
    MaskBitmap bits{};
    std::string why;
    if (!tileFromImage(t, id, bits, &why)) {
      s.failure = why;
      return;
    }
    mask = HeightMask::fromBitmap(bits, 0, &why);
    if (!mask) {
      s.failure = "its image is not a height mask: " + why;
      return;
    }
  }
  if (angle) {
    mask->setAngle(*angle);
  } else {
    const AutoAngle a = s.fromProperties ? computeAngle(*mask) : mirrorConsistentAngle(*mask);
    if (s.fromProperties && !a.determined && findProperty(props, "angle")) {
      s.failure = std::string("property 'angle' is auto, but the shape has no angle (") + a.reason + "): give the number";
      return;
    }
    mask->setAngle(a.determined ? a.angle : kFlaggedAngle);
    autoAngle = a.determined;
  }
  s.mask = *mask;
  s.autoAngle = autoAngle;
}

Tile Converter::intern(const HeightMask& m, bool autoAngle, Solidity solidity) {
  for (const FlipVariant& v : flipVariants(m)) {
    auto it = exact_.find({v.mask.heights(), v.mask.angle()});
    if (it != exact_.end()) return Tile::make(it->second, v.flipX, v.flipY, solidity);
  }
  const int i = file_.level.addMask(m);
  if (i < 0) return {};
  exact_[{m.heights(), m.angle()}] = i;
  file_.autoAngle.push_back(autoAngle);
  return Tile::make(i, false, false, solidity);
}

// Tiled draws a diagonal flip first (x and y swap), then the horizontal and
// vertical ones; so does this, on the mask's pixels.
std::optional<HeightMask> turned(const HeightMask& m, bool h, bool v, std::string* why) {
  const MaskBitmap src = m.bitmap();
  MaskBitmap out{};
  for (int y = 0; y < kTileSize; ++y) {
    for (int x = 0; x < kTileSize; ++x) {
      if (!((src[static_cast<std::size_t>(x)] >> y) & 1u)) continue;  // transposed: (x, y) shows source (y, x)
      const int tx = h ? kTileSize - 1 - x : x;
      const int ty = v ? kTileSize - 1 - y : y;
      out[static_cast<std::size_t>(ty)] = static_cast<std::uint16_t>(out[static_cast<std::size_t>(ty)] | (1u << tx));
    }
  }
  std::optional<HeightMask> r = HeightMask::fromBitmap(out, kFlaggedAngle, why);
  if (!r || m.flagged()) return r;
  // Swapping x and y mirrors the surface about the diagonal: a floor ($00) becomes a right wall ($C0).
  Angle a = static_cast<Angle>(0xC0 - m.angle());
  if (h) a = flipAngleX(a);
  if (v) a = flipAngleY(a);
  if (a == kFlaggedAngle) {
    const AutoAngle computed = mirrorConsistentAngle(*r);
    a = computed.determined ? computed.angle : kFlaggedAngle;
  }
  r->setAngle(a);
  return r;
}

std::optional<Tile> Converter::tileOf(std::uint32_t gid, std::string* why) {
  if (gid & kRotateHex) {
    *why = "gid " + std::to_string(gid) + " has the hexagonal 120-degree rotation bit (0x10000000), which a square tile cannot show";
    return std::nullopt;
  }
  const std::uint32_t id = gid & kGidMask;
  std::size_t t = map_.tilesets.size();
  for (std::size_t i = 0; i < map_.tilesets.size(); ++i) {
    if (map_.tilesets[i].firstGid <= id) t = i;
  }
  const Tileset* ts = t < map_.tilesets.size() ? &map_.tilesets[t] : nullptr;
  const std::uint32_t local = ts ? id - ts->firstGid : 0;
  bool inRange = ts != nullptr;
  if (ts && ts->tileCount >= 0) inRange = local < static_cast<std::uint32_t>(ts->tileCount);
  else if (ts) inRange = std::any_of(ts->tiles.begin(), ts->tiles.end(), [&](const TileDef& d) { return d.id == static_cast<int>(local); });
  if (!inRange) {
    *why = "gid " + std::to_string(id) + " is in no tileset (" +
           (map_.tilesets.empty() ? std::string("the map has none") : "tilesets cover gids " + gidRanges()) + ")";
    return std::nullopt;
  }
  Source& s = source(t, static_cast<int>(local));
  if (!s.failure.empty()) {
    *why = ts->where + " tile " + std::to_string(local) + ": " + s.failure;
    return std::nullopt;
  }
  const bool h = gid & kFlipH, v = gid & kFlipV;
  if (gid & kFlipD) {
    std::string shapeWhy;
    const std::optional<HeightMask> m = turned(s.mask, h, v, &shapeWhy);
    if (!m) {
      *why = ts->where + " tile " + std::to_string(local) +
             " turned by the diagonal flip (gid flag 0x20000000) is not a height mask: " + shapeWhy;
      return std::nullopt;
    }
    if (m->empty()) return Tile{};
    const Tile r = intern(*m, s.autoAngle, s.solidity);
    if (r.empty()) *why = "more distinct masks than a level holds (" + std::to_string(Tile::kMaxMasks) + ")";
    if (r.empty()) return std::nullopt;
    return r;
  }
  Tile base;
  if (s.fromProperties) {
    base = Tile::make(s.maskIndex, false, false, s.solidity);
  } else {
    if (s.mask.empty()) return Tile{};  // art with no collision
    base = intern(s.mask, s.autoAngle, s.solidity);
    if (base.empty()) {
      *why = "more distinct masks than a level holds (" + std::to_string(Tile::kMaxMasks) + ")";
      return std::nullopt;
    }
  }
  return Tile::make(base.maskIndex(), base.flipX() != h, base.flipY() != v, s.solidity);
}

std::string Converter::gidRanges() const {
  std::string out;
  for (std::size_t i = 0; i < map_.tilesets.size(); ++i) {
    const Tileset& ts = map_.tilesets[i];
    if (i) out += ", ";
    if (ts.tileCount == 0) {
      out += "none of " + ts.where + ", whose tilecount is 0";
      continue;
    }
    out += std::to_string(ts.firstGid);
    if (ts.tileCount > 0) out += ".." + std::to_string(ts.firstGid + static_cast<std::uint32_t>(ts.tileCount) - 1);
  }
  return out;
}

std::optional<int> pixel(double v) {
  if (!std::isfinite(v) || std::fabs(v) > kMaxCoordinate) return std::nullopt;
  return static_cast<int>(std::lround(v));
}

// A yes-or-no property (false when absent): true, false, 1 or 0, anything else a problem.
std::optional<bool> Converter::boolProperty(const Properties& props, const char* name, const std::string& where) {
  const Property* p = findProperty(props, name);
  if (!p) return false;
  if (p->value == "true" || p->value == "1") return true;
  if (p->value == "false" || p->value == "0") return false;
  problems_.add(where, std::string("property '") + name + "' is " + quotedText(p->value, 20) + ", expected true or false");
  return std::nullopt;
}

void Converter::placeObjects(Level& level) {
  bool started = false;
  for (const Object& o : map_.objects) {
    const std::string where = objectWhere(o.id, o.name);
    const auto x = pixel(o.x), y = pixel(o.y), h = pixel(o.height);
    if (o.name == "start" || o.type == "start") {
      if (!x || !y) {
        problems_.add(where, "its position is outside -4194304..4194304 px");
        continue;
      }
      if (started) continue;  // the first one is the start
      level.startX = *x;
      level.startY = *y;
      started = true;
    } else if (o.type == kSwitcherType) {
      if (!x || !y || !h || *h < 0) {
        problems_.add(where, "its position or height is outside -4194304..4194304 px");
        continue;
      }
      if (level.switchers.size() >= static_cast<std::size_t>(LevelLimits::kMaxSwitchers)) {
        problems_.add(where, "is one path switcher more than a level holds (" + std::to_string(LevelLimits::kMaxSwitchers) + ")");
        continue;
      }
      PathSwitcher s;
      const std::optional<bool> horizontal = boolProperty(o.properties, "horizontal", where);
      const std::optional<bool> groundOnly = boolProperty(o.properties, "ground_only", where);
      if (!horizontal || !groundOnly) continue;
      s.horizontal = *horizontal;
      s.groundOnly = *groundOnly;
      const auto w = pixel(o.width);
      if (s.horizontal && (!w || *w < 0)) {
        problems_.add(where, "its width is outside -4194304..4194304 px");
        continue;
      }
      s.x = s.horizontal ? *y : *x;
      s.top = s.horizontal ? *x : *y;
      s.bottom = s.top + std::max(1, s.horizontal ? *w : *h) - 1;
      const auto pathOf = [&](const char* name, std::uint8_t fallback) -> std::optional<std::uint8_t> {
        const Property* p = findProperty(o.properties, name);
        if (!p) return fallback;
        const auto v = parseLong(p->value, 0, 1);
        if (!v) {
          problems_.add(where, std::string("property '") + name + "' is '" + p->value.substr(0, 20) + "', expected 0 or 1");
          return std::nullopt;
        }
        return static_cast<std::uint8_t>(*v);
      };
      const auto left = pathOf("left", 0), right = pathOf("right", 1);
      if (!left || !right) continue;
      s.leftPath = *left;
      s.rightPath = *right;
      level.switchers.push_back(s);
    }
  }
  if (!started) placeStartOnGround(level);
}

std::optional<LevelFile> Converter::run(ImportSummary& summary) {
  if (map_.tileWidth != kTileSize || map_.tileHeight != kTileSize) {
    problems_.add("map", "has " + std::to_string(map_.tileWidth) + " x " + std::to_string(map_.tileHeight) +
                             " px tiles; Solidtile reads square 16 x 16 px tiles");
  }
  const std::vector<const TileLayer*> layers = collisionLayers();
  if (!checkTilesets() || layers.empty() || !problems_.empty()) return std::nullopt;
  std::string why;
  if (!Level::validSize(map_.width, map_.height, static_cast<int>(layers.size()), &why)) {
    problems_.add("map", why);
    return std::nullopt;
  }
  for (const TileLayer* l : layers) {
    if (l->width != map_.width || l->height != map_.height || l->gids.size() != static_cast<std::size_t>(l->width) * static_cast<std::size_t>(l->height)) {
      problems_.add("layer " + inQuotes(l->name), "is " + std::to_string(l->width) + " x " + std::to_string(l->height) +
                                                   " tiles; the map is " + std::to_string(map_.width) + " x " + std::to_string(map_.height));
    }
  }
  if (!problems_.empty()) return std::nullopt;
  sources_.resize(map_.tilesets.size());
  images_.resize(map_.tilesets.size());
  imageFailures_.resize(map_.tilesets.size());
  imageWidths_.resize(map_.tilesets.size());

  file_.level = Level(map_.width, map_.height, static_cast<int>(layers.size()));
  addPropertyMasks();
  if (!problems_.empty()) return std::nullopt;
  for (std::size_t l = 0; l < layers.size(); ++l) {
    const TileLayer& layer = *layers[l];
    std::vector<std::uint16_t>& out = file_.level.layerData(static_cast<int>(l));
    for (std::size_t i = 0; i < layer.gids.size(); ++i) {
      const std::uint32_t gid = layer.gids[i];
      if ((gid & kGidMask) == 0) continue;
      auto [it, added] = resolved_.try_emplace(gid);
      if (added) {
        std::string failure;
        const std::optional<Tile> t = tileOf(gid, &failure);
        if (t) it->second = t->raw;
        else gidFailures_[gid] = failure;
      }
      if (!it->second) {
        const std::size_t tx = i % static_cast<std::size_t>(layer.width), ty = i / static_cast<std::size_t>(layer.width);
        problems_.add("layer " + inQuotes(layer.name) + " tile (" + std::to_string(tx) + "," + std::to_string(ty) + ")",
                      gidFailures_[gid]);
        continue;
      }
      out[i] = *it->second;
      if (*it->second != 0) {
        ++summary.tiles;
        const Tile t{*it->second};
        if (t.flipX() || t.flipY()) ++summary.flippedTiles;
      }
    }
  }
  if (!problems_.empty()) return std::nullopt;
  placeObjects(file_.level);
  readLevelExtras(map_, file_, problems_);
  if (const Property* p = findProperty(map_.properties, "name")) file_.name = p->value;
  if (const Property* p = findProperty(map_.properties, kExtraProperty)) {
    // Checked here, as the level file would be: written out unchecked, a deep
    // value overflowed the stack, and one that is not an object was dropped.
    const std::string where = std::string("map property '") + kExtraProperty + "'";
    Problem syntax;
    const std::optional<nlohmann::json> extra = parseBoundedJson(p->value, {kUnknownJsonDepth, kMaxLevelJsonValues}, &syntax);
    if (!extra) {
      problems_.add(syntax.where.empty() ? where : where + ", " + syntax.where, syntax.what);
    } else if (!extra->is_object()) {
      problems_.add(where, std::string("is JSON ") + extra->type_name() +
                               ", expected a JSON object of the level keys Solidtile does not know");
    } else {
      file_.unknownJson = p->value;
    }
  }
  summary.masks = static_cast<int>(file_.level.masks().size());
  for (const HeightMask& m : file_.level.masks()) summary.flaggedMasks += m.flagged() ? 1 : 0;
  if (!problems_.empty()) return std::nullopt;
  return std::move(file_);
}

}  // namespace

TiledImportResult levelFromMap(const Map& map, const TiledFileReader& read) {
  TiledImportResult out;
  ProblemList problems;
  Converter c(map, read, problems);
  std::optional<LevelFile> file = c.run(out.summary);
  // The level file's own reader is the judge of what a level may hold (an
  // unknown key smuggled in through solidtile_extra, a switcher upside down).
  if (file && problems.empty()) {
    LoadResult check = parseLevel(formatLevel(*file));
    if (!check.file) {
      for (Problem& p : check.problems) problems.add(p.where.empty() ? "as a level" : "as a level: " + p.where, p.what);
    } else {
      out.file = std::move(check.file);
    }
  }
  out.problems = problems.take();
  if (!out.problems.empty()) out.file.reset();
  return out;
}

}  // namespace solidtile::io::tiled

#include "solidtile/io/level_file.h"

#include <algorithm>
#include <cstdint>

#include "level/compact_tiles.h"
#include "level/level_document.h"
#include "level/layer_fields.h"
#include "level/box_config_fields.h"
#include "level/loop_fields.h"
#include "common/json_fields.h"
#include "level/tags_edges_objects_read.h"
#include "level/level_keys.h"
#include "solidtile/level/auto_angle.h"

namespace solidtile::io {
namespace {

class LevelReader {
 public:
  LevelReader(ProblemList& problems, LevelDocument& doc) : in_(problems), doc_(doc) {}

  std::optional<LevelFile> read(const Json& root) {
    if (!in_.isObject(root, "", "a JSON object (a Solidtile level)")) return std::nullopt;
    if (!header(root)) return std::nullopt;
    LevelFile out;
    if (const Json* name = in_.member(root, "", "name", false)) {
      if (name->is_string()) {
        out.name = name->get<std::string>();
      } else {
        in_.add("name", "is " + describeValue(*name) + ", expected a string");
      }
    }
    const std::vector<HeightMask> masks = readMasks(root, out.autoAngle);
    readSizeAndLayers(root, out.level);
    for (const HeightMask& m : masks) out.level.addMask(m);
    readStart(root, out.level);
    readSwitchers(root, out.level);
    readTagsEdgesObjects(in_, doc_, version_, out.level, out.level.width() > 0);
    if (const Json* box = in_.member(root, "", "box_config", false)) {
      BoxConfig cfg = defaultBoxConfig();
      readBoxConfigFields(in_, *box, "box_config", cfg);
      out.boxConfig = cfg;
    }
    readDesignedFor(root, out);
    readLoops(in_, root, version_, out.level, out.level.width() > 0);
    readMarkers(in_, root, version_, out.markers);
    Json unknown = Json::object();
    for (const auto& [key, value] : root.items()) {
      if (!isLevelKey(key)) unknown[key] = value;
    }
    out.unknownJson = unknown.dump(-1, ' ', false, Json::error_handler_t::replace);
    return out;
  }

 private:
  // False when the rest of the file must not be read: not a level, or a newer version.
  bool header(const Json& root) {
    const Json* format = in_.member(root, "", "format", false);
    if (!format) {
      in_.add("format", "is missing; a Solidtile level has \"format\": \"solidtile-level\"");
    } else if (!format->is_string() || format->get_ref<const std::string&>() != kLevelFormatName) {
      in_.add("format", "is " + describeValue(*format) + ", expected \"solidtile-level\": this is not a Solidtile level");
      return false;
    }
    // A version past ours is a newer writer's; below 1, none there is: the range named is the one we read.
    const auto raw = root.find("version");
    const bool newer = raw != root.end() && (raw->is_number_unsigned()
                                                 ? raw->get<std::uint64_t>() > static_cast<std::uint64_t>(kLevelFormatVersion)
                                                 : raw->is_number_integer() && raw->get<std::int64_t>() > kLevelFormatVersion);
    if (newer) {
      in_.add("version", "is " + raw->dump() + "; this Solidtile reads level files up to version " +
                             std::to_string(kLevelFormatVersion) + ": a newer Solidtile wrote this file");
      return false;
    }
    const auto version = in_.integer(root, "", "version", 1, kLevelFormatVersion);
    version_ = version.value_or(kLevelFormatVersion);
    return true;
  }

  // "profile" and "controller": names, refused by name when unknown.
  void readDesignedFor(const Json& root, LevelFile& out) {
    if (const Json* p = in_.member(root, "", "profile", false)) {
      const std::optional<Profile> profile = p->is_string() ? parseProfile(p->get_ref<const std::string&>()) : std::nullopt;
      if (profile) {
        out.profile = profile;
      } else {
        in_.add("profile", "is " + describeValue(*p) + ", expected \"guide\", \"sonic1\", \"sonic2\" or \"sonic3k\"");
      }
    }
    if (const Json* c = in_.member(root, "", "controller", false)) {
      const std::string name = c->is_string() ? c->get<std::string>() : std::string();
      if (name == "sonic" || name == "box") {
        out.controller = name == "box" ? LevelController::Box : LevelController::Sonic;
      } else {
        in_.add("controller", "is " + describeValue(*c) + ", expected \"sonic\" or \"box\"");
      }
    }
    // Version 10, object loading (object_loading.h).
    if (const Json* m = in_.member(root, "", "object_loading", false)) {
      const std::optional<ObjectLoading> mode =
          m->is_string() ? parseObjectLoading(m->get_ref<const std::string&>()) : std::nullopt;
      if (version_ < kLevelFormatObjectLoadingVersion) {
        in_.add("object_loading", "needs version " + std::to_string(kLevelFormatObjectLoadingVersion) +
                                      " or later; this file says version " + std::to_string(version_));
      } else if (mode) {
        out.level.objects.setLoading(*mode);
      } else {
        in_.add("object_loading", "is " + describeValue(*m) + ", expected \"always\" or \"camera\"");
      }
    }
  }

  std::vector<HeightMask> readMasks(const Json& root, std::vector<bool>& autoAngle) {
    std::vector<HeightMask> masks;
    const Json* list = in_.member(root, "", "masks", true);
    if (!list || !in_.isArray(*list, "masks", "an array of masks")) return masks;
    if (list->size() > static_cast<std::size_t>(Tile::kMaxMasks)) {
      in_.add("masks", "has " + counted(list->size(), "mask") + ", more than the " +
                           std::to_string(Tile::kMaxMasks) + " a level may have");
      return masks;
    }
    maskCount_ = static_cast<std::int64_t>(list->size());
    for (std::size_t i = 0; i < list->size(); ++i) {
      bool isAuto = false;
      if (auto m = readMask((*list)[i], indexPath("masks", i), isAuto)) {
        masks.push_back(*m);
        autoAngle.push_back(isAuto);
      }
    }
    return masks;
  }

  std::optional<HeightMask> readMask(const Json& m, const std::string& where, bool& isAuto) {
    if (!in_.isObject(m, where, "an object with \"heights\" and \"angle\"")) return std::nullopt;
    in_.onlyKeys(m, where, {"heights", "angle", "edges"});
    bool good = true;
    HeightMask::Heights heights{};
    const std::string heightsWhere = childPath(where, "heights");
    const Json* list = in_.member(m, where, "heights", true);
    if (!list || !in_.isArray(*list, heightsWhere, "an array of 16 column heights")) {
      good = false;
    } else if (list->size() != heights.size()) {
      in_.add(heightsWhere, "has " + counted(list->size(), "height") + ", expected 16 (one per column)");
      good = false;
    } else {
      for (std::size_t c = 0; c < heights.size(); ++c) {
        std::string what;
        const auto h = integerIn((*list)[c], -16, 16, &what);
        if (!h) {
          in_.add(indexPath(heightsWhere, c), what);
          good = false;
        } else {
          heights[c] = static_cast<std::int8_t>(*h);
        }
      }
    }
    Angle angle = 0;
    const std::string angleWhere = childPath(where, "angle");
    if (const Json* a = in_.member(m, where, "angle", true)) {
      if (a->is_string() && a->get_ref<const std::string&>() == "auto") {
        isAuto = true;
      } else if (a->is_number_integer()) {
        std::string what;
        const auto n = integerIn(*a, 0, 255, &what);
        if (n) angle = static_cast<Angle>(*n);
        if (!n) in_.add(angleWhere, what);
        good = good && n.has_value();
      } else {
        in_.add(angleWhere, "is " + describeValue(*a) + ", expected an angle byte 0..255 or \"auto\"");
        good = false;
      }
    } else {
      good = false;
    }
    if (!good) return std::nullopt;
    HeightMask mask = *HeightMask::fromHeights(heights, angle);
    if (isAuto) {
      const AutoAngle computed = computeAngle(mask);
      if (!computed.determined) {
        in_.add(angleWhere, std::string("is \"auto\" but cannot be computed: ") + computed.reason +
                                "; give the angle as a number (255 flags the mask)");
        return std::nullopt;
      }
      mask.setAngle(computed.angle);
    }
    return mask;
  }

  void readSizeAndLayers(const Json& root, Level& level) {
    const auto width = in_.integer(root, "", "width", 1, LevelLimits::kMaxWidth);
    const auto height = in_.integer(root, "", "height", 1, LevelLimits::kMaxHeight);
    const Json* layers = in_.member(root, "", "layers", true);
    bool layersOk = layers && in_.isArray(*layers, "layers", "an array of 1 or 2 layers");
    if (layersOk && (layers->empty() || layers->size() > static_cast<std::size_t>(LevelLimits::kMaxLayers))) {
      in_.add("layers", "has " + counted(layers->size(), "layer") + "; a level has 1 or 2 collision paths");
      layersOk = false;
    }
    if (!width || !height) return;
    const int w = static_cast<int>(*width);
    const int h = static_cast<int>(*height);
    // Each side is in range; this catches a product too large for one layer.
    std::string why;
    if (!Level::validSize(w, h, 1, &why)) {
      in_.add("width, height", why);
      return;
    }
    if (!layersOk) return;
    // The streaming reader kept each layer's tiles packed, in no more memory
    // than its text could fill; a compact layer is decoded only once its
    // declared size is right. A layer of the right length is still checked
    // tile by tile when another is wrong, so every problem is listed, in file
    // order; only nothing is kept.
    std::vector<std::uint16_t> data[LevelLimits::kMaxLayers];
    bool allShaped = true;
    for (std::size_t l = 0; l < layers->size(); ++l) {
      CapturedTiles* tiles = layerTiles((*layers)[l], l, w, h);
      if (!tiles) {
        allShaped = false;
        continue;
      }
      readTiles(*tiles, l, static_cast<std::size_t>(w));
      data[l] = std::move(tiles->tiles);
    }
    if (allShaped) level = Level::withLayers(w, h, data, static_cast<int>(layers->size()));
  }

  // The layer's tiles when they have the right shape and length (a compact
  // layer decoded), else nullptr and a problem.
  CapturedTiles* layerTiles(const Json& layer, std::size_t index, int w, int h) {
    const std::size_t expected = static_cast<std::size_t>(w) * static_cast<std::size_t>(h);
    const std::string where = indexPath("layers", index);
    if (!in_.isObject(layer, where, "an object with \"tiles\"")) return nullptr;
    in_.onlyKeys(layer, where, {"tiles", "tags", "encoding", "compression"});
    const LayerEncoding encoding = readLayerEncoding(in_, layer, where, version_);
    const Json* tiles = in_.member(layer, where, "tiles", true);
    const std::string tilesWhere = childPath(where, "tiles");
    if (!tiles || !encoding.valid) return nullptr;
    CapturedTiles* c = doc_.capturedAt(*tiles);
    if (encoding.compact) {
      if (!c || !c->isString) {
        in_.add(tilesWhere, "is " + describeCaptured(*tiles, c) +
                                ", expected a base64 string (the layer says \"encoding\": \"base64\")");
        return nullptr;
      }
      std::string what;
      const std::string shape = " (" + std::to_string(w) + " x " + std::to_string(h) + " tiles, 2 bytes each)";
      if (!capturedSizeFits(*c, encoding.compression, expected * 2, &what)) {
        in_.add(tilesWhere, what + shape);
        return nullptr;
      }
      if (c->decoded && encoding.compression == TileCompression::None) {
        c->tiles = std::move(c->packed);  // the bytes are the tiles: no copy
      } else {
        c->tiles.resize(expected);
        if (!decodeCaptured(*c, encoding.compression, reinterpret_cast<std::uint8_t*>(c->tiles.data()), expected * 2,
                            &what)) {
          in_.add(tilesWhere, what + shape);
          c->tiles = {};
          return nullptr;
        }
      }
      std::string().swap(c->text);
      std::vector<std::uint16_t>().swap(c->packed);
      tilesFromLittleEndian(c->tiles);
      c->count = expected;
      return c;
    }
    if (!c || c->isString) {
      in_.add(tilesWhere, "is " + describeCaptured(*tiles, c) + ", expected an array of tile numbers" +
                              (c ? " (a base64 string needs \"encoding\": \"base64\", version 3)" : ""));
      return nullptr;
    }
    if (c->count != expected) {
      in_.add(tilesWhere, "has " + counted(c->count, "tile") + ", expected width x height = " + std::to_string(w) +
                              " x " + std::to_string(h) + " = " + std::to_string(expected));
      return nullptr;
    }
    return c;
  }

  // A problem for every tile that is not a tile number naming an existing mask.
  void readTiles(const CapturedTiles& c, std::size_t index, std::size_t w) {
    const std::string tilesWhere = childPath(indexPath("layers", index), "tiles");
    std::size_t nextBad = 0;
    const std::uint16_t* tiles = c.tiles.data();
    // A tile passes when it is 0 or its mask number (index + 1) is 1..masks;
    // an element the reader listed as bad holds kBadTile, which never passes.
    const auto masks = static_cast<std::uint16_t>(maskCount_ < 0 ? Tile::kMaskBits : maskCount_);
    const auto bad = [masks](std::uint16_t raw) {
      const auto mask = static_cast<std::uint16_t>((raw & Tile::kMaskBits) - 1);  // 0xFFFF when empty
      return raw != 0 && mask >= masks;
    };
    constexpr std::size_t kBlock = 256;
    for (std::size_t k = 0; k < c.count; ++k) {
      // Whole blocks at a time, branch-free (vectorised), until one holds a bad tile.
      if (k % kBlock == 0) {
        while (k + kBlock <= c.count) {
          unsigned any = 0;
          for (std::size_t j = k; j < k + kBlock; ++j) {
            const unsigned raw = tiles[j];
            any |= static_cast<unsigned>(raw != 0) & static_cast<unsigned>(((raw & Tile::kMaskBits) - 1u) % 65536u >= masks);
          }
          if (any != 0) break;
          k += kBlock;
        }
        if (k == c.count) break;
      }
      const Tile t{tiles[k]};
      if (!bad(t.raw)) continue;
      if (nextBad < c.bad.size() && c.bad[nextBad].first == k) {
        tileProblem(c.bad[nextBad++].second, tilesWhere, k, w);
      } else {
        tileProblem(Json(t.raw), tilesWhere, k, w);
      }
    }
  }

  void tileProblem(const Json& v, const std::string& tilesWhere, std::size_t k, std::size_t w) {
    const std::string where =
        indexPath(tilesWhere, k) + " (tile " + std::to_string(k % w) + "," + std::to_string(k / w) + ")";
    std::string what;
    const auto raw = integerIn(v, 0, 0xFFFF, &what);
    if (!raw) {
      in_.add(where, what + " (a tile number)");
      return;
    }
    const Tile t{static_cast<std::uint16_t>(*raw)};
    if (t.empty()) {
      in_.add(where, "is " + std::to_string(*raw) + ": flags without a mask; the empty tile is 0");
    } else {
      in_.add(where, "mask " + std::to_string(t.maskIndex()) + " does not exist (the level has " +
                         counted(static_cast<std::size_t>(maskCount_), "mask") + ")");
    }
  }

  void readStart(const Json& root, Level& level) {
    const Json* start = in_.member(root, "", "start", true);
    if (!start || !in_.isObject(*start, "start", "an object with \"x\" and \"y\" in pixels")) return;
    in_.onlyKeys(*start, "start", {"x", "y"});
    const auto x = in_.integer(*start, "start", "x", -kMaxCoordinate, kMaxCoordinate);
    const auto y = in_.integer(*start, "start", "y", -kMaxCoordinate, kMaxCoordinate);
    level.startX = static_cast<int>(x.value_or(0));
    level.startY = static_cast<int>(y.value_or(0));
  }

  void readSwitchers(const Json& root, Level& level) {
    const Json* list = in_.member(root, "", "path_switchers", false);
    if (!list || !in_.isArray(*list, "path_switchers", "an array of path switchers")) return;
    if (list->size() > static_cast<std::size_t>(LevelLimits::kMaxSwitchers)) {
      in_.add("path_switchers", "has " + counted(list->size(), "switcher") + ", more than the " +
                                    std::to_string(LevelLimits::kMaxSwitchers) + " a level may have");
      return;
    }
    for (std::size_t i = 0; i < list->size(); ++i) {
      if (auto s = readSwitcher((*list)[i], indexPath("path_switchers", i))) level.switchers.push_back(*s);
    }
  }

  std::optional<PathSwitcher> readSwitcher(const Json& s, const std::string& where) {
    if (!in_.isObject(s, where, "an object with x, top, bottom, left, right")) return std::nullopt;
    bool horizontal = false;
    if (const Json* o = in_.member(s, where, "orientation", false)) {
      if (version_ < kLevelFormatSwitcherOrientationVersion) {
        in_.add(childPath(where, "orientation"), "is a version " + std::to_string(kLevelFormatSwitcherOrientationVersion) +
                                                     " field; this file says version " + std::to_string(version_));
        return std::nullopt;
      }
      if (!o->is_string() || (o->get_ref<const std::string&>() != "vertical" && o->get_ref<const std::string&>() != "horizontal")) {
        in_.add(childPath(where, "orientation"), "is " + describeValue(*o) + ", expected \"vertical\" or \"horizontal\"");
        return std::nullopt;
      }
      horizontal = o->get_ref<const std::string&>() == "horizontal";
    }
    // A horizontal switcher names its line and ends by its own axes (level.h).
    struct Keys {
      const char *line, *first, *last, *before, *after, *firstName;
    };
    const Keys k = horizontal ? Keys{"y", "from", "to", "above", "below", "from"} : Keys{"x", "top", "bottom", "left", "right", "top"};
    in_.onlyKeys(s, where, {k.line, k.first, k.last, k.before, k.after, "ground_only", "orientation"});
    const auto x = in_.integer(s, where, k.line, -kMaxCoordinate, kMaxCoordinate);
    const auto top = in_.integer(s, where, k.first, -kMaxCoordinate, kMaxCoordinate);
    const auto bottom = in_.integer(s, where, k.last, -kMaxCoordinate, kMaxCoordinate);
    const auto left = in_.integer(s, where, k.before, 0, LevelLimits::kMaxLayers - 1);
    const auto right = in_.integer(s, where, k.after, 0, LevelLimits::kMaxLayers - 1);
    bool groundOnly = false;
    bool good = x && top && bottom && left && right;
    if (const Json* g = in_.member(s, where, "ground_only", false)) {
      if (g->is_boolean()) {
        groundOnly = g->get<bool>();
      } else {
        in_.add(childPath(where, "ground_only"), "is " + describeValue(*g) + ", expected true or false");
        good = false;
      }
    }
    if (top && bottom && *bottom < *top) {
      in_.add(childPath(where, k.last), "is " + std::to_string(*bottom) + (horizontal ? ", left of from " : ", above top ") +
                                            std::to_string(*top) + (horizontal ? "" : " (y grows down)"));
      good = false;
    }
    if (!good) return std::nullopt;
    return PathSwitcher{static_cast<std::int32_t>(*x),      static_cast<std::int32_t>(*top),
                        static_cast<std::int32_t>(*bottom), static_cast<std::uint8_t>(*left),
                        static_cast<std::uint8_t>(*right),  groundOnly, horizontal};
  }

  FieldReader in_;
  LevelDocument& doc_;
  std::int64_t maskCount_ = -1;  // unknown while the masks could not be read
  std::int64_t version_ = kLevelFormatVersion;
};

}  // namespace

LoadResult readLevel(std::optional<LevelDocument> doc, const Problem& syntax) {
  LoadResult result;
  if (!doc) {
    result.problems.push_back(syntax);
    return result;
  }
  ProblemList problems;
  std::optional<LevelFile> file = LevelReader(problems, *doc).read(doc->root);
  result.problems = problems.take();
  if (result.problems.empty()) result.file = std::move(file);
  return result;
}

LoadResult parseLevel(std::string_view text) {
  Problem syntax;
  auto doc = readLevelDocument(text, levelDocumentLimits(text.size()), &syntax);
  return readLevel(std::move(doc), syntax);
}

}  // namespace solidtile::io

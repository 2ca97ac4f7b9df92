#include "level/tags_edges_objects_read.h"

#include "level/layer_fields.h"
#include "level/object_kind_fields.h"
#include "level/oscillate_fields.h"
#include "level/slope_fields.h"

#include "solidtile/level/objects.h"
#include "solidtile/level/tags.h"

namespace solidtile::io {
namespace {

class V2Reader {
 public:
  V2Reader(FieldReader& in, std::int64_t version, Level& level) : in_(in), version_(version), level_(level) {}

  // False (with a problem) when a version-2 field appears in an older file.
  bool allowed(const std::string& where) {
    if (version_ >= 2) return true;
    in_.add(where, newerFieldMessage(2, version_));
    return false;
  }

  void edges(const Json& masks) {
    if (!masks.is_array()) return;
    for (std::size_t i = 0; i < masks.size(); ++i) {
      const Json& m = masks[i];
      if (!m.is_object()) continue;
      const Json* e = in_.member(m, indexPath("masks", i), "edges", false);
      if (!e) continue;
      const std::string where = childPath(indexPath("masks", i), "edges");
      if (!allowed(where)) continue;
      if (!e->is_array() || e->size() != 2) {
        in_.add(where, "is " + describeValue(*e) + ", expected [left, right]: the surface's heights at the tile's edges");
        continue;
      }
      std::string what;
      const auto l = integerIn((*e)[0], 0, 16, &what);
      if (!l) in_.add(indexPath(where, 0), what);
      const auto r = integerIn((*e)[1], 0, 16, &what);
      if (!r) in_.add(indexPath(where, 1), what);
      if (l && r && i < level_.masks().size()) {
        level_.setMaskEdges(static_cast<int>(i), {static_cast<std::int8_t>(*l), static_cast<std::int8_t>(*r)});
      }
    }
  }

  // Tags are read only once the layers' tiles were (their problems come first);
  // each layer's tags were captured by the streaming reader.
  void tags(LevelDocument& doc, const Json& layers, bool layersOk) {
    if (!layers.is_array()) return;
    const std::size_t expected = layersOk ? level_.layerData(0).size() : 0;
    for (std::size_t l = 0; l < layers.size(); ++l) {
      const Json& layer = layers[l];
      if (!layer.is_object()) continue;
      const std::string layerWhere = indexPath("layers", l);
      const Json* t = in_.member(layer, layerWhere, "tags", false);
      if (!t) continue;
      const std::string where = childPath(layerWhere, "tags");
      if (!allowed(where)) continue;
      CapturedTiles* c = doc.capturedAt(*t);
      const LayerEncoding encoding = readLayerEncoding(in_, layer, layerWhere, version_, false);
      if (!c || c->isString != encoding.compact) {
        in_.add(where, "is " + describeCaptured(*t, c) + ", expected " +
                           (encoding.compact ? std::string("a base64 string (the layer says \"encoding\": \"base64\")")
                                             : "an array of tile tags 0.." + std::to_string(kTileTagCount - 1)));
        continue;
      }
      if (!layersOk || !encoding.valid) continue;  // the tiles were wrong: their problems say why
      if (encoding.compact) {
        std::string what;
        if (capturedSizeFits(*c, encoding.compression, expected, &what)) c->tagBytes.resize(expected);
        if (what.empty() && !decodeCaptured(*c, encoding.compression, c->tagBytes.data(), expected, &what)) {
          c->tagBytes = {};
        }
        c->text = {};
        c->packed = {};
        if (!what.empty()) {
          in_.add(where, what + " (one byte a tile)");
          continue;
        }
        c->count = expected;
      } else if (c->count != expected) {
        in_.add(where, "has " + counted(c->count, "tag") + ", expected one per tile, width x height = " +
                           std::to_string(expected));
        continue;
      }
      checkTags(*c, where);
      std::vector<std::uint8_t>& data = level_.tagData(static_cast<int>(l));
      data = std::move(c->tagBytes);
      if (!level_.hasTags(static_cast<int>(l))) data.clear();  // all zero: the same as none
    }
  }

  void checkTags(const CapturedTiles& c, const std::string& where) {
    const std::size_t w = static_cast<std::size_t>(level_.width());
    std::size_t nextBad = 0;
    for (std::size_t k = 0; k < c.count; ++k) {
      const std::uint8_t tag = c.tagBytes[k];
      if (tag < kTileTagCount) continue;  // a listed bad element holds kBadTag, which never passes
      Json v(tag);
      if (nextBad < c.bad.size() && c.bad[nextBad].first == k) v = c.bad[nextBad++].second;
      std::string what;
      integerIn(v, 0, kTileTagCount - 1, &what);
      in_.add(indexPath(where, k) + " (tile " + std::to_string(k % w) + "," + std::to_string(k / w) + ")",
              what + " (0 none, 1 ladder, 2 ice, 3 stair up-right, 4 stair up-left)");
    }
  }

  void objects(const Json& root) {
    const Json* list = in_.member(root, "", "objects", false);
    if (!list || !allowed("objects") || !in_.isArray(*list, "objects", "an array of solid objects")) return;
    if (list->size() > static_cast<std::size_t>(ObjectLimits::kMaxObjects)) {
      in_.add("objects", "has " + counted(list->size(), "object") + ", more than the " +
                             std::to_string(ObjectLimits::kMaxObjects) + " a level may have");
      return;
    }
    for (std::size_t i = 0; i < list->size(); ++i) {
      if (auto o = object((*list)[i], indexPath("objects", i))) level_.objects.push_back(std::move(*o));
    }
  }

 private:
  std::optional<SolidObject> object(const Json& j, const std::string& where) {
    if (!in_.isObject(j, where, "an object with w, h and path")) return std::nullopt;
    in_.onlyKeys(j, where, {"w", "h", "path", "speed", "loop", "wait", "top_only", "kind", "direction", "spring_speed", "logs", "slope",
                      "oscillate", "collapse_delay", "collapse_hold",
                      "fall_delay", "fall_carry", "item",  // version 9: a fall's counts, a monitor's item
                      "nudge",                            // version 11
                      "on_screen",                       // version 13
                      "breaks",                           // version 14
                      "vanish", "motion", "retract",               // version 15
                      "twist", "twist_flip", "vine",                        // version 16
                      "timer",                                              // version 17
                      "pull", "route", "stair",                             // version 18
                      "ball", "spin", "lift", "land_y", "lava",              // version 19
                      "belt", "elevator", "springboard", "stomper"});                                 // version 20
    SolidObject o;
    const auto w = in_.integer(j, where, "w", 1, ObjectLimits::kMaxSize);
    const auto h = in_.integer(j, where, "h", 1, ObjectLimits::kMaxSize);
    bool good = w && h;
    if (const Json* s = in_.member(j, where, "speed", false)) {
      std::string what;
      const auto v = integerIn(*s, 0, ObjectLimits::kMaxSpeed, &what);
      if (v) o.speed = static_cast<Sub>(*v);
      else in_.add(childPath(where, "speed"), what + " (subpixels a frame, 256 = 1 px)");
      good = good && v;
    }
    if (const Json* s = in_.member(j, where, "wait", false)) {
      std::string what;
      const auto v = integerIn(*s, 0, ObjectLimits::kMaxWait, &what);
      if (v) o.wait = static_cast<std::int32_t>(*v);
      else in_.add(childPath(where, "wait"), what + " (frames)");
      good = good && v;
    }
    if (const Json* s = in_.member(j, where, "loop", false)) {
      if (s->is_string() && s->get_ref<const std::string&>() == "loop") o.loop = ObjectLoop::Loop;
      else if (s->is_string() && s->get_ref<const std::string&>() == "ping_pong") o.loop = ObjectLoop::PingPong;
      else {
        in_.add(childPath(where, "loop"), "is " + describeValue(*s) + ", expected \"ping_pong\" or \"loop\"");
        good = false;
      }
    }
    if (const Json* s = in_.member(j, where, "top_only", false)) {
      if (s->is_boolean()) o.topOnly = s->get<bool>();
      else {
        in_.add(childPath(where, "top_only"), "is " + describeValue(*s) + ", expected true or false");
        good = false;
      }
    }
    good = path(j, where, o) && good;
    if (w) o.w = static_cast<std::int32_t>(*w);
    if (h) o.h = static_cast<std::int32_t>(*h);
    good = readObjectKindFields(in_, j, where, version_, o) && good;
    if (!good) return std::nullopt;
    if (!readObjectSlope(in_, j, where, version_, o)) return std::nullopt;
    if (!readObjectOscillate(in_, j, where, version_, o)) return std::nullopt;
    return o;
  }

  bool path(const Json& j, const std::string& where, SolidObject& o) {
    const Json* p = in_.member(j, where, "path", true);
    const std::string pathWhere = childPath(where, "path");
    if (!p || !in_.isArray(*p, pathWhere, "an array of [x, y] points")) return false;
    if (p->empty() || p->size() > static_cast<std::size_t>(ObjectLimits::kMaxWaypoints)) {
      in_.add(pathWhere, "has " + counted(p->size(), "point") + ", expected 1.." +
                             std::to_string(ObjectLimits::kMaxWaypoints));
      return false;
    }
    bool good = true;
    for (std::size_t k = 0; k < p->size(); ++k) {
      const Json& pt = (*p)[k];
      const std::string at = indexPath(pathWhere, k);
      if (!pt.is_array() || pt.size() != 2) {
        in_.add(at, "is " + describeValue(pt) + ", expected [x, y] in pixels");
        good = false;
        continue;
      }
      std::string what;
      const auto x = integerIn(pt[0], -kMaxCoordinate, kMaxCoordinate, &what);
      if (!x) in_.add(indexPath(at, 0), what);
      const auto y = integerIn(pt[1], -kMaxCoordinate, kMaxCoordinate, &what);
      if (!y) in_.add(indexPath(at, 1), what);
      if (x && y) o.path.push_back({static_cast<std::int32_t>(*x), static_cast<std::int32_t>(*y)});
      good = good && x && y;
    }
    return good;
  }

  FieldReader& in_;
  std::int64_t version_;
  Level& level_;
};

}  // namespace

void readTagsEdgesObjects(FieldReader& in, LevelDocument& doc, std::int64_t version, Level& level, bool layersOk) {
  V2Reader r(in, version, level);
  const Json& root = doc.root;
  if (const Json* masks = in.member(root, "", "masks", false)) r.edges(*masks);
  if (const Json* layers = in.member(root, "", "layers", false)) r.tags(doc, *layers, layersOk);
  r.objects(root);
}

}  // namespace solidtile::io

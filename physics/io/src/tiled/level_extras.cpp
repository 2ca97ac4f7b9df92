// What a level holds besides its collision tiles, start and path switchers,
// carried through a Tiled map and back (issue 29: they were dropped without
// a word): tile tags as hidden tile layers over a tileset whose tiles name a
// tag, loops, object markers and solid objects as objects, the box config as
// a map property, as are the profile and controller it is designed for. Mask edges ride on the collision tiles (level_to_map.cpp).
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <map>

#include "solidtile/io/box_config_file.h"
#include "solidtile/level/conveyor.h"
#include "solidtile/level/elevator.h"
#include "level/box_config_fields.h"
#include "oscillate_property.h"
#include "slope_property.h"
#include "twist_property.h"
#include "words.h"
#include "tiled_map.h"

namespace solidtile::io::tiled {
namespace {

constexpr const char* kLoopType = "loop";
constexpr const char* kMarkerType = "marker";
constexpr const char* kSolidObjectType = "solid_object";
constexpr const char* kBoxConfigProperty = "box_config";
constexpr const char* kProfileProperty = "profile";
constexpr const char* kControllerProperty = "controller";
constexpr const char* kObjectLoadingProperty = "object_loading";  // level format 10

std::string waypointsText(const std::vector<Waypoint>& path) {
  std::string out;
  for (const Waypoint& w : path) {
    if (!out.empty()) out += ' ';
    out += std::to_string(w.x) + ',' + std::to_string(w.y);
  }
  return out;
}

Object objectAt(std::size_t id, const char* type, double x, double y) {
  Object o;
  o.id = static_cast<int>(id);
  o.type = type;
  o.x = x;
  o.y = y;
  return o;
}

// Reads the properties and positions of the extra objects, naming each problem.
class ExtrasReader {
 public:
  ExtrasReader(const Map& map, LevelFile& file, ProblemList& problems) : map_(map), file_(file), problems_(problems) {}

  void run() {
    readBoxConfig();
    readDesignedFor();
    readTagLayers();
    for (const Object& o : map_.objects) {
      if (o.type == kLoopType) readLoop(o);
      else if (o.type == kMarkerType) readMarker(o);
      else if (o.type == kSolidObjectType) readSolidObject(o);
    }
  }

 private:
  std::optional<std::int32_t> pixel(const Object& o, double v, const char* what) {
    if (!std::isfinite(v) || std::fabs(v) > kMaxCoordinate) {
      problems_.add(objectWhere(o.id, o.name), std::string("its ") + what + " is outside -4194304..4194304 px");
      return std::nullopt;
    }
    return static_cast<std::int32_t>(std::lround(v));
  }

  std::optional<long> integer(const Object& o, const char* name, long lo, long hi, long fallback) {
    const Property* p = findProperty(o.properties, name);
    if (!p) return fallback;
    long v = 0;
    const auto [end, ec] = std::from_chars(p->value.data(), p->value.data() + p->value.size(), v);
    if (p->value.empty() || ec != std::errc() || end != p->value.data() + p->value.size() || v < lo || v > hi) {
      problems_.add(objectWhere(o.id, o.name), std::string("property '") + name + "' is " + quotedText(p->value, 20) +
                                                   ", expected a whole number in " + std::to_string(lo) + ".." +
                                                   std::to_string(hi));
      return std::nullopt;
    }
    return v;
  }

  // integer() into a field of its own type; false (the field unchanged) when refused.
  template <class T>
  bool integerInto(const Object& o, const char* name, long lo, long hi, long fallback, T& out) {
    const auto v = integer(o, name, lo, hi, fallback);
    if (v) out = static_cast<T>(*v);
    return v.has_value();
  }

  std::optional<bool> flag(const Object& o, const char* name) {
    const Property* p = findProperty(o.properties, name);
    if (!p || p->value == "false" || p->value == "0") return false;
    if (p->value == "true" || p->value == "1") return true;
    problems_.add(objectWhere(o.id, o.name),
                  std::string("property '") + name + "' is " + quotedText(p->value, 20) + ", expected true or false");
    return std::nullopt;
  }

  // flag() into a field; false (the field unchanged) when refused.
  bool flagInto(const Object& o, const char* name, bool& out) {
    const auto v = flag(o, name);
    if (v) out = *v;
    return v.has_value();
  }

  void readBoxConfig() {
    const Property* p = findProperty(map_.properties, kBoxConfigProperty);
    if (!p) return;
    BoxConfigResult r = parseBoxConfig(p->value);
    for (const Problem& q : r.problems) {
      problems_.add(std::string("map property '") + kBoxConfigProperty + "'" + (q.where.empty() ? "" : ", " + q.where), q.what);
    }
    file_.boxConfig = r.config;
  }

  // The profile and controller the level is designed for, by the level file's names.
  void readDesignedFor() {
    if (const Property* p = findProperty(map_.properties, kProfileProperty)) {
      file_.profile = parseProfile(p->value);
      if (!file_.profile) {
        problems_.add(std::string("map property '") + kProfileProperty + "'",
                      "is " + quotedText(p->value, 20) + ", expected guide, sonic1, sonic2 or sonic3k");
      }
    }
    if (const Property* c = findProperty(map_.properties, kControllerProperty)) {
      if (c->value == levelControllerName(LevelController::Sonic)) {
        file_.controller = LevelController::Sonic;
      } else if (c->value == levelControllerName(LevelController::Box)) {
        file_.controller = LevelController::Box;
      } else {
        problems_.add(std::string("map property '") + kControllerProperty + "'",
                      "is " + quotedText(c->value, 20) + ", expected sonic or box");
      }
    }
    if (const Property* m = findProperty(map_.properties, kObjectLoadingProperty)) {
      if (const std::optional<ObjectLoading> mode = parseObjectLoading(m->value)) {
        file_.level.objects.setLoading(*mode);
      } else {
        problems_.add(std::string("map property '") + kObjectLoadingProperty + "'",
                      "is " + quotedText(m->value, 20) + ", expected always or camera");
      }
    }
  }

  void readLoop(const Object& o) {
    const auto x = pixel(o, o.x, "position"), y = pixel(o, o.y, "position");
    const auto airToHigh = flag(o, "air_to_high");
    if (!x || !y || !airToHigh) return;
    file_.level.loops.push_back({*x, *y, *airToHigh});
  }

  void readMarker(const Object& o) {
    const auto x = pixel(o, o.x, "position"), y = pixel(o, o.y, "position");
    const auto type = integer(o, "object_type", 0, 255, 0), subtype = integer(o, "subtype", 0, 255, 0);
    if (!x || !y || !type || !subtype) return;
    file_.markers.push_back({static_cast<int>(*type), o.name, *x, *y, static_cast<int>(*subtype)});
  }

  void readSolidObject(const Object& o) {
    const std::string where = objectWhere(o.id, o.name);
    SolidObject s;
    const auto w = pixel(o, o.width, "width"), h = pixel(o, o.height, "height");
    const auto speed = integer(o, "speed", 0, ObjectLimits::kMaxSpeed, 0);
    const auto wait = integer(o, "wait", 0, ObjectLimits::kMaxWait, 0);
    const auto topOnly = flag(o, "top_only");
    if (!w || !h || !speed || !wait || !topOnly) return;
    s.w = *w;
    s.h = *h;
    s.speed = static_cast<Sub>(*speed);
    s.wait = static_cast<std::int32_t>(*wait);
    s.topOnly = *topOnly;
    if (const Property* slope = findProperty(o.properties, "slope")) {
      std::string why;
      if (!readSlopeText(slope->value, s, &why)) {
        problems_.add(where, "property 'slope' " + why);
        return;
      }
    }
    if (const Property* loop = findProperty(o.properties, "loop")) {
      if (loop->value == objectLoopName(ObjectLoop::Loop)) {
        s.loop = ObjectLoop::Loop;
      } else if (loop->value != objectLoopName(ObjectLoop::PingPong)) {
        problems_.add(where, "property 'loop' is " + quotedText(loop->value, 20) + ", expected ping_pong or loop");
        return;
      }
    }
    if (!readKind(o, where, s)) return;
    // The path's first point is where the object is drawn in Tiled; a path
    // given as a property is the whole of it, that point first.
    const Property* path = findProperty(o.properties, "path");
    if (!path) {
      const auto x = pixel(o, o.x, "position"), y = pixel(o, o.y, "position");
      if (!x || !y) return;
      s.path.push_back({*x, *y});
    } else if (!readWaypoints(path->value, where, s.path)) {
      return;
    }
    if (!readOscillateProperties(o.properties, where, s, problems_)) return;
    file_.level.objects.push_back(std::move(s));
  }

  // A property naming one of a field's values (parse: the level file's
  // names); absent, the field keeps its value.
  template <class T, class Parse>
  bool named(const Object& o, const std::string& where, const char* key, Parse parse, const char* expected, T& out) {
    const Property* p = findProperty(o.properties, key);
    if (!p) return true;
    const auto v = parse(p->value);
    if (!v) {
      problems_.add(where, std::string("property '") + key + "' is " + quotedText(p->value, 20) + ", expected " + expected);
      return false;
    }
    out = *v;
    return true;
  }

  // The version-6 kind fields, as the properties "kind", "direction" and
  // "spring_speed"; version 7's "logs" of a bridge.
  bool readKind(const Object& o, const std::string& where, SolidObject& s) {
    if (!named(o, where, "kind", parseObjectKind,
               "block, spring, spikes, bridge, collapse, fall, monitor, push, ring, hurt, enemy, breakable, twist, ramp, vine, bumper, booster, goal, tree, fan, stair, brick, seesaw, barrier, lift, conveyor, elevator, bomb, springboard or stomper", s.kind)) {
      return false;
    }
    if (!named(o, where, "direction", parseObjectDir, "up, down, left or right", s.dir)) return false;
    if (!integerInto(o, "spring_speed", 1, SpringSpeed::kMax, SpringSpeed::kRed, s.springSpeed)) return false;
    if (!integerInto(o, "logs", 0, BridgeLogs::kMax, 0, s.logs)) return false;
    // Version 8's collapse delays (the level file's defaults when absent).
    const auto delay = integer(o, "collapse_delay", CollapseTiming::kMin, CollapseTiming::kMax, CollapseTiming::kDelay);
    const auto hold = integer(o, "collapse_hold", CollapseTiming::kMin, CollapseTiming::kMax, CollapseTiming::kHold);
    if (!delay || !hold) return false;
    s.collapseDelay = static_cast<std::uint8_t>(*delay);
    s.collapseHold = static_cast<std::uint8_t>(*hold);
    // Version 9's fall counts.
    const auto fallDelay = integer(o, "fall_delay", FallTiming::kMin, FallTiming::kMax, FallTiming::kDelay);
    const auto fallCarry = integer(o, "fall_carry", FallTiming::kMin, FallTiming::kMax, FallTiming::kCarry);
    if (!fallDelay || !fallCarry) return false;
    s.fallDelay = static_cast<std::uint8_t>(*fallDelay);
    s.fallCarry = static_cast<std::uint8_t>(*fallCarry);
    // Version 9's monitor item.
    if (!integerInto(o, "item", 0, MonitorItem::kMax, 0, s.item)) return false;
    // Version 11's dip while stood on.
    if (!flagInto(o, "nudge", s.nudge)) return false;
    // Version 13's solid only on screen.
    if (!flagInto(o, "on_screen", s.onScreen)) return false;
    // Version 18's fan that pulls.
    if (!flagInto(o, "pull", s.pull)) return false;
    // Version 19's seesaw ball.
    if (!flagInto(o, "ball", s.ball)) return false;
    // Version 19's brick: where it lands (absent: 0) and whether it floats there.
    if (!flagInto(o, "lava", s.lava)) return false;
    if (!integerInto(o, "land_y", -kMaxCoordinate, kMaxCoordinate, 0, s.landY)) return false;
    // Version 14's way a breakable breaks.
    if (!named(o, where, "breaks", parseBreakMode, "side, top, ground or ground_any", s.breaks)) return false;
    // Version 15's vanishing block (Sonic 1's Obj6C subtype; absent: none).
    if (!integerInto(o, "vanish", 0, 0xFF, -1, s.vanish)) return false;
    // Version 16's vine subtype (absent: 0).
    if (!integerInto(o, "vine", 0, 0xFF, 0, s.vine)) return false;
    // Version 19's lift subtype (absent: 0, refused for a lift).
    if (!integerInto(o, "lift", 0, 0xFF, 0, s.lift)) return false;
    // Version 20's conveyor speed (absent: 0).
    if (!integerInto(o, "belt", ConveyorRule::kMinSpeed, ConveyorRule::kMaxSpeed, 0, s.belt)) return false;
    // Version 20's elevator distance (absent: 0, refused for an elevator).
    if (!integerInto(o, "elevator", 0, ElevatorRule::kMaxDist, 0, s.elevator)) return false;
    // Version 20's springboard subtype (absent: 0).
    if (!integerInto(o, "springboard", 0, 0xFF, 0, s.springboard)) return false;
    // Version 20's stomper subtype (absent: 0, refused for a stomper).
    if (!integerInto(o, "stomper", 0, 0xFF, 0, s.stomper)) return false;
    // Version 15's enemy routine.
    if (!named(o, where, "motion", parseEnemyMotion, "none, coconuts, masher, buzzbomber, newtron, newtron_blue, motobug or crabmeat", s.motion)) return false;
    // Version 15's retracting spikes (absent: none).
    if (!named(o, where, "retract", parseSpikeRetract, "none, vertical or horizontal", s.retract)) return false;
    // Version 18's route (level/route.h; absent: none).
    if (!named(o, where, "route", parseBlockRoute, "none or girder", s.route)) return false;
    // Version 18's stair trigger (absent: stood).
    if (!named(o, where, "stair", parseStairTrigger, "stood or hit", s.stair)) return false;
    // Version 19's spin (level/spin.h; absent: none).
    if (const Property* p = findProperty(o.properties, "spin")) {
      std::string why;
      const std::optional<SpinMotion> m = parseSpin(p->value, &why);
      if (!m) return problems_.add(where, "property 'spin': " + why), false;
      s.spin = *m;
    }
    // Version 17's timer (level/timer.h; absent: none).
    if (const Property* p = findProperty(o.properties, "timer")) {
      std::string why;
      const auto t = parseTimer(p->value, &why);
      if (!t) return problems_.add(where, "property 'timer': " + why), false;
      s.timer = *t;
    }
    // Version 16's twist tables.
    if (const Property* p = findProperty(o.properties, "twist")) {
      std::string why;
      if (!readTwistText(p->value, s, &why)) return problems_.add(where, "property 'twist' " + why), false;
    }
    if (const Property* p = findProperty(o.properties, "twist_flip")) {
      std::string why;
      if (!readTwistFlipText(p->value, s, &why)) return problems_.add(where, "property 'twist_flip' " + why), false;
    }
    if (s.kind == ObjectKind::Bridge) s.topOnly = true;  // as the level file's reader
    if (std::string why = objectKindProblem(s); !why.empty()) {
      problems_.add(where, why);
      return false;
    }
    return true;
  }

  // "x,y x,y ...": whole pixels.
  bool readWaypoints(std::string_view text, const std::string& where, std::vector<Waypoint>& out) {
    for (const std::string_view point : spaceSeparatedWords(text)) {
      const std::size_t comma = point.find(',');
      std::int32_t x = 0, y = 0;
      const auto whole = [](std::string_view s, std::int32_t& v) {
        const auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
        return !s.empty() && ec == std::errc() && p == s.data() + s.size() && std::abs(v) <= kMaxCoordinate;
      };
      if (comma == std::string_view::npos || !whole(point.substr(0, comma), x) || !whole(point.substr(comma + 1), y)) {
        problems_.add(where, "property 'path': point " + std::to_string(out.size()) + " is " + quotedText(point, 30) +
                                 ", expected X,Y in whole pixels within -4194304..4194304");
        return false;
      }
      if (out.size() == static_cast<std::size_t>(ObjectLimits::kMaxWaypoints)) {
        problems_.add(where, "property 'path' has more than " + std::to_string(ObjectLimits::kMaxWaypoints) + " points");
        return false;
      }
      out.push_back({x, y});
    }
    if (out.empty()) problems_.add(where, "property 'path' has no point");
    return !out.empty();
  }

  // The tag a gid stands for: a tile whose 'tag' property names one.
  std::optional<TileTag> tagOf(std::uint32_t gid, std::string* why) {
    const std::uint32_t id = gid & kGidMask;
    const Tileset* ts = nullptr;
    for (const Tileset& t : map_.tilesets) {
      if (t.firstGid <= id) ts = &t;
    }
    const TileDef* def = nullptr;
    if (ts) {
      for (const TileDef& d : ts->tiles) {
        if (static_cast<std::uint32_t>(d.id) == id - ts->firstGid) def = &d;
      }
    }
    const Property* p = def ? findProperty(def->properties, "tag") : nullptr;
    if (!p) {
      *why = "gid " + std::to_string(id) + " is no tile with a 'tag' property (a tile of the tileset '" +
             kTagTilesetName + "')";
      return std::nullopt;
    }
    const std::optional<TileTag> tag = parseTileTag(p->value);
    if (!tag) *why = ts->where + " tile " + std::to_string(def->id) + ": property 'tag' is " + quotedText(p->value, 20) +
                     ", expected none, ladder, ice, stair_up_right or stair_up_left";
    return tag;
  }

  void readTagLayers() {
    Level& level = file_.level;
    std::map<std::uint32_t, std::optional<TileTag>> tags;
    for (const TileLayer& layer : map_.layers) {
      const int path = tagLayerPath(layer.name);
      if (path < 0) continue;
      const std::string where = "layer " + inQuotes(layer.name);
      if (path >= level.layerCount()) {
        problems_.add(where, "tags a collision layer the map does not have ('path " + std::to_string(path) + "')");
        continue;
      }
      if (layer.width != level.width() || layer.height != level.height()) {
        problems_.add(where, "is " + std::to_string(layer.width) + " x " + std::to_string(layer.height) +
                                 " tiles; the map is " + std::to_string(level.width()) + " x " + std::to_string(level.height()));
        continue;
      }
      for (std::size_t i = 0; i < layer.gids.size(); ++i) {
        const std::uint32_t gid = layer.gids[i] & kGidMask;  // a tag has no orientation: flips are ignored
        if (gid == 0) continue;
        auto [it, added] = tags.try_emplace(gid);
        std::string why;
        if (added) it->second = tagOf(gid, &why);
        const int tx = static_cast<int>(i % static_cast<std::size_t>(layer.width));
        const int ty = static_cast<int>(i / static_cast<std::size_t>(layer.width));
        if (!it->second) {
          if (why.empty()) tagOf(gid, &why);
          problems_.add(where + " tile (" + std::to_string(tx) + "," + std::to_string(ty) + ")", why);
          continue;
        }
        level.setTag(path, tx, ty, *it->second);
      }
    }
  }

  const Map& map_;
  LevelFile& file_;
  ProblemList& problems_;
};

}  // namespace

int tagLayerPath(std::string_view name) {
  for (int k = 0; k < 2; ++k) {
    if (name == kTagLayerNames[k]) return k;
  }
  return -1;
}

void addLevelExtras(const LevelFile& file, Map& map) {
  const Level& level = file.level;
  if (file.boxConfig) {
    map.properties.push_back({kBoxConfigProperty, "string", "{" + boxConfigFieldsText(*file.boxConfig, true, ", ") + "}"});
  }
  if (file.profile) map.properties.push_back({kProfileProperty, "string", profileName(*file.profile)});
  if (file.controller) map.properties.push_back({kControllerProperty, "string", levelControllerName(*file.controller)});
  if (level.objects.loading() != ObjectLoading::Always) {
    map.properties.push_back({kObjectLoadingProperty, "string", objectLoadingName(level.objects.loading())});
  }
  bool anyTags = false;
  for (int l = 0; l < level.layerCount(); ++l) anyTags = anyTags || level.hasTags(l);
  if (anyTags) {
    const Tileset& last = map.tilesets.back();
    Tileset tags;
    tags.firstGid = last.firstGid + static_cast<std::uint32_t>(last.tileCount);
    tags.name = kTagTilesetName;
    tags.tileWidth = tags.tileHeight = kTileSize;
    tags.tileCount = kTileTagCount - 1;  // every tag but none
    tags.perTileImages = true;            // no image: the layers are hidden, a tool for reading the tags
    for (int t = 1; t < kTileTagCount; ++t) {
      tags.tiles.push_back({t - 1, {{"tag", "string", tileTagName(static_cast<TileTag>(t))}}});
    }
    for (int l = 0; l < level.layerCount(); ++l) {
      if (!level.hasTags(l)) continue;
      TileLayer layer;
      layer.name = kTagLayerNames[l];
      layer.width = level.width();
      layer.height = level.height();
      layer.visible = false;
      layer.gids.reserve(level.tagData(l).size());
      for (std::uint8_t t : level.tagData(l)) layer.gids.push_back(t == 0 ? 0u : tags.firstGid + t - 1u);
      map.layers.push_back(std::move(layer));
    }
    map.tilesets.push_back(std::move(tags));
  }
  auto& objects = map.objects;
  for (const LoopRegion& r : level.loops) {
    Object o = objectAt(objects.size() + 1, kLoopType, r.x, r.y);
    o.width = o.height = LoopRule::kSize;
    o.properties.push_back({"air_to_high", "bool", r.airToHigh ? "true" : "false"});
    objects.push_back(std::move(o));
  }
  for (const Marker& m : file.markers) {
    Object o = objectAt(objects.size() + 1, kMarkerType, m.x, m.y);
    o.name = m.name;
    o.point = true;
    o.properties.push_back({"object_type", "int", std::to_string(m.type)});
    o.properties.push_back({"subtype", "int", std::to_string(m.subtype)});
    objects.push_back(std::move(o));
  }
  for (const SolidObject& s : level.objects) {
    if (s.path.empty()) continue;  // no level file holds one (objectProblem)
    Object o = objectAt(objects.size() + 1, kSolidObjectType, s.path.front().x, s.path.front().y);
    o.width = s.w;
    o.height = s.h;
    // The kind's fields only when they are not the defaults (a block's file stays as it was).
    const SolidObject plain;
    if (s.kind == ObjectKind::Breakable) o.properties.push_back({"breaks", "string", breakModeName(s.breaks)});
    if (s.motion != EnemyMotion::None) o.properties.push_back({"motion", "string", enemyMotionName(s.motion)});
    if (s.kind == ObjectKind::Collapse) {
      o.properties.push_back({"collapse_delay", "int", std::to_string(s.collapseDelay)});
      o.properties.push_back({"collapse_hold", "int", std::to_string(s.collapseHold)});
    }
    if (s.kind == ObjectKind::Fall) {
      o.properties.push_back({"fall_carry", "int", std::to_string(s.fallCarry)});
      o.properties.push_back({"fall_delay", "int", std::to_string(s.fallDelay)});
    }
    if (s.dir != plain.dir) o.properties.push_back({"direction", "string", objectDirName(s.dir)});
    if (s.kind == ObjectKind::Monitor) o.properties.push_back({"item", "int", std::to_string(s.item)});
    if (s.kind != plain.kind) o.properties.push_back({"kind", "string", objectKindName(s.kind)});
    if (s.logs != plain.logs) o.properties.push_back({"logs", "int", std::to_string(s.logs)});
    o.properties.push_back({"loop", "string", objectLoopName(s.loop)});
    if (s.nudge) o.properties.push_back({"nudge", "bool", "true"});
    if (s.onScreen) o.properties.push_back({"on_screen", "bool", "true"});
    if (s.retract != SpikeRetract::None) o.properties.push_back({"retract", "string", spikeRetractName(s.retract)});
    if (hasTimer(s.timer)) o.properties.push_back({"timer", "string", timerText(s.timer)});
    if (spins(s.spin)) o.properties.push_back({"spin", "string", spinText(s.spin)});
    if (s.route != BlockRoute::None) o.properties.push_back({"route", "string", blockRouteName(s.route)});
    if (s.kind == ObjectKind::Stair) o.properties.push_back({"stair", "string", stairTriggerName(s.stair)});
    if (s.kind == ObjectKind::Brick) {
      o.properties.push_back({"land_y", "int", std::to_string(s.landY)});
      o.properties.push_back({"lava", "bool", s.lava ? "true" : "false"});
    }
    if (s.vanish >= 0) o.properties.push_back({"vanish", "int", std::to_string(s.vanish)});
    addOscillateProperties(s, o.properties);
    o.properties.push_back({"path", "string", waypointsText(s.path)});
    if (s.pull) o.properties.push_back({"pull", "bool", "true"});
    if (s.ball) o.properties.push_back({"ball", "bool", "true"});
    if (!s.slope.empty()) o.properties.push_back({"slope", "string", slopeText(s)});
    o.properties.push_back({"speed", "int", std::to_string(s.speed)});
    if (s.springSpeed != plain.springSpeed) o.properties.push_back({"spring_speed", "int", std::to_string(s.springSpeed)});
    o.properties.push_back({"top_only", "bool", s.topOnly ? "true" : "false"});
    if (!s.twist.empty()) o.properties.push_back({"twist", "string", twistText(s)});
    if (!s.twistFlip.empty()) o.properties.push_back({"twist_flip", "string", twistFlipText(s)});
    if (s.kind == ObjectKind::Vine) o.properties.push_back({"vine", "int", std::to_string(s.vine)});
    if (s.kind == ObjectKind::Lift) o.properties.push_back({"lift", "int", std::to_string(s.lift)});
    if (s.kind == ObjectKind::Conveyor) o.properties.push_back({"belt", "int", std::to_string(s.belt)});
    if (s.kind == ObjectKind::Elevator) o.properties.push_back({"elevator", "int", std::to_string(s.elevator)});
    if (s.kind == ObjectKind::Springboard) o.properties.push_back({"springboard", "int", std::to_string(s.springboard)});
    if (s.kind == ObjectKind::Stomper) o.properties.push_back({"stomper", "int", std::to_string(s.stomper)});
    o.properties.push_back({"wait", "int", std::to_string(s.wait)});
    objects.push_back(std::move(o));
  }
}

void readLevelExtras(const Map& map, LevelFile& file, ProblemList& problems) { ExtrasReader(map, file, problems).run(); }

}  // namespace solidtile::io::tiled

#include "level/object_kind_fields.h"

#include <algorithm>

#include "level/twist_fields.h"
#include "solidtile/level/conveyor.h"
#include "solidtile/level/elevator.h"
#include "solidtile/io/level_file.h"

namespace solidtile::io {

namespace {

// The fields an object may only hold once its kind is read (a block has none of them).
bool kindDefaults(const SolidObject& o) {
  const SolidObject plain;
  return o.kind == plain.kind && o.dir == plain.dir && o.springSpeed == plain.springSpeed && o.logs == plain.logs;
}

// The level format version that brought kind k (the first kinds came with "kind" itself).
int kindVersion(ObjectKind k) {
  switch (k) {
    case ObjectKind::Bridge: return kLevelFormatBridgesVersion;
    case ObjectKind::Collapse: return kLevelFormatCollapseVersion;
    case ObjectKind::Fall: return kLevelFormatFallVersion;
    case ObjectKind::Monitor: return kLevelFormatMonitorVersion;
    case ObjectKind::Push: return kLevelFormatPushVersion;
    case ObjectKind::Ring: return kLevelFormatRingVersion;
    case ObjectKind::Hurt: return kLevelFormatHurtVersion;
    case ObjectKind::Enemy: return kLevelFormatEnemyVersion;
    case ObjectKind::Breakable: return kLevelFormatBreakableVersion;
    case ObjectKind::Twist: return kLevelFormatTwistVersion;
    case ObjectKind::Ramp: return kLevelFormatRampVersion;
    case ObjectKind::Vine: return kLevelFormatVineVersion;
    case ObjectKind::Bumper: return kLevelFormatBumperVersion;
    case ObjectKind::Booster: return kLevelFormatBoosterVersion;
    case ObjectKind::Goal: return kLevelFormatGoalVersion;
    case ObjectKind::Tree: return kLevelFormatTreeVersion;
    case ObjectKind::Fan: return kLevelFormatFanVersion;
    case ObjectKind::Stair: return kLevelFormatStairVersion;
    case ObjectKind::Seesaw: return kLevelFormatSeesawVersion;
    case ObjectKind::Barrier: return kLevelFormatBarrierVersion;
    case ObjectKind::Lift: return kLevelFormatLiftVersion;
    case ObjectKind::Springboard: return kLevelFormatSpringboardVersion;
    case ObjectKind::Stomper: return kLevelFormatStomperVersion;
    case ObjectKind::Brick: return kLevelFormatBrickVersion;
    case ObjectKind::Conveyor: return kLevelFormatConveyorVersion;
    case ObjectKind::Elevator: return kLevelFormatElevatorVersion;
    case ObjectKind::Bomb: return kLevelFormatBombVersion;
    default: return 0;
  }
}

// A boolean field that a version `since` file may hold (false: left out).
bool readFlagField(FieldReader& in, const Json& j, const std::string& where, std::int64_t version, const char* key,
                   bool& to, int since) {
  const Json* s = in.member(j, where, key, false);
  if (!s) return true;
  if (version < since) {
    in.add(childPath(where, key), newerFieldMessage(since, version));
    return false;
  }
  if (!s->is_boolean()) {
    in.add(childPath(where, key), "is " + describeValue(*s) + ", expected true or false");
    return false;
  }
  to = s->get<bool>();
  return true;
}

// A field naming one of an enum's values (parse), that a version `since` file
// may hold (left out: `to` unchanged). Too old a file ends the object's read.
template <class E>
bool readNamedField(FieldReader& in, const Json& j, const std::string& where, std::int64_t version, const char* key,
                    E& to, int since, std::optional<E> (*parse)(std::string_view), const char* expected, bool& good) {
  const Json* s = in.member(j, where, key, false);
  if (!s) return true;
  const auto m = s->is_string() ? parse(s->get_ref<const std::string&>()) : std::nullopt;
  if (version < since) {
    in.add(childPath(where, key), newerFieldMessage(since, version));
    return false;
  }
  if (m) to = *m;
  else in.add(childPath(where, key), "is " + describeValue(*s) + ", expected " + expected);
  good = good && m;
  return true;
}

// An integer field that a version `since` file may hold, from lo to hi
// (left out: `to` unchanged); `note` says in the message what it counts.
template <class T>
bool readIntegerField(FieldReader& in, const Json& j, const std::string& where, std::int64_t version, const char* key,
                      T& to, int since, std::int64_t lo, std::int64_t hi, const char* note) {
  const Json* s = in.member(j, where, key, false);
  if (!s) return true;
  if (version < since) {
    in.add(childPath(where, key), newerFieldMessage(since, version));
    return false;
  }
  std::string what;
  const auto v = integerIn(*s, lo, hi, &what);
  if (!v) return in.add(childPath(where, key), what + " (" + note + ")"), false;
  to = static_cast<T>(*v);
  return true;
}

// A version-8 collapse's "collapse_delay" / "collapse_hold" (CollapseTiming),
// or a version-9 fall's "fall_delay" / "fall_carry" (FallTiming): frame counts of 1..255.
bool readCollapseField(FieldReader& in, const Json& j, const std::string& where, std::int64_t version, const char* key,
                       std::uint8_t& to, int since = kLevelFormatCollapseVersion) {
  static_assert(CollapseTiming::kMin == FallTiming::kMin && CollapseTiming::kMax == FallTiming::kMax);
  return readIntegerField(in, j, where, version, key, to, since, CollapseTiming::kMin, CollapseTiming::kMax, "frames");
}

}  // namespace

bool readObjectKindFields(FieldReader& in, const Json& j, const std::string& where, std::int64_t version,
                          SolidObject& o) {
  bool good = true;
  for (const char* key : kObjectKindKeys) {
    if (in.member(j, where, key, false) && version < kLevelFormatObjectKindsVersion) {
      in.add(childPath(where, key), newerFieldMessage(kLevelFormatObjectKindsVersion, version));
      good = false;
    }
  }
  if (!good) return false;
  if (const Json* s = in.member(j, where, "kind", false)) {
    const auto k = s->is_string() ? parseObjectKind(s->get_ref<const std::string&>()) : std::nullopt;
    if (!k) {
      in.add(childPath(where, "kind"), "is " + describeValue(*s) + ", expected \"block\", \"spring\", \"spikes\", \"bridge\", \"collapse\", \"fall\", \"monitor\", \"push\", \"ring\", \"hurt\", \"enemy\", \"breakable\", \"twist\", \"ramp\", \"vine\", \"bumper\", \"booster\", \"goal\", \"tree\", \"fan\", \"stair\", \"brick\", \"seesaw\", \"barrier\", \"lift\", \"conveyor\", \"elevator\", \"bomb\", \"springboard\" or \"stomper\"");
    } else if (const int since = kindVersion(*k); version < since) {
      in.add(childPath(where, "kind"), "\"" + std::string(objectKindName(*k)) + "\" " + newerFieldMessage(since, version));
      return false;
    } else {
      o.kind = *k;
    }
    good = good && k;
  }
  if (const Json* s = in.member(j, where, "direction", false)) {
    const auto d = s->is_string() ? parseObjectDir(s->get_ref<const std::string&>()) : std::nullopt;
    if (d) o.dir = *d;
    else in.add(childPath(where, "direction"), "is " + describeValue(*s) + ", expected \"up\", \"down\", \"left\", \"right\", \"up_right\", \"up_left\", \"down_right\" or \"down_left\"");
    // Version 10: the diagonal ones.
    if (d && isDiagonal(*d) && version < kLevelFormatDiagonalSpringsVersion) {
      in.add(childPath(where, "direction"), "\"" + std::string(objectDirName(*d)) + "\" " + newerFieldMessage(kLevelFormatDiagonalSpringsVersion, version));
      return false;
    }
    good = good && d;
  }
  if (const Json* s = in.member(j, where, "spring_speed", false)) {
    std::string what;
    const auto v = integerIn(*s, 1, SpringSpeed::kMax, &what);
    if (v) o.springSpeed = static_cast<Sub>(*v);
    else in.add(childPath(where, "spring_speed"), what + " (subpixels a frame: red 4096, yellow 2560)");
    good = good && v;
  }
  good = readIntegerField(in, j, where, version, "logs", o.logs, kLevelFormatBridgesVersion, BridgeLogs::kMin, BridgeLogs::kMax,
                          "a bridge's 16 px logs") && good;
  good = readCollapseField(in, j, where, version, "collapse_delay", o.collapseDelay) && good;
  good = readCollapseField(in, j, where, version, "collapse_hold", o.collapseHold) && good;
  good = readCollapseField(in, j, where, version, "fall_delay", o.fallDelay, kLevelFormatFallVersion) && good;
  good = readCollapseField(in, j, where, version, "fall_carry", o.fallCarry, kLevelFormatFallVersion) && good;
  // Version 9: a monitor's "item" (MonitorItem).
  good = readIntegerField(in, j, where, version, "item", o.item, kLevelFormatMonitorVersion, 0, MonitorItem::kMax,
                          "the monitor's subtype in its game") && good;
  // Version 11: a block that dips while stood on; version 13: one solid only
  // while its centre is on screen.
  good = readFlagField(in, j, where, version, "nudge", o.nudge, kLevelFormatNudgeVersion) && good;
  good = readFlagField(in, j, where, version, "on_screen", o.onScreen, kLevelFormatOnScreenVersion) && good;
  good = readFlagField(in, j, where, version, "pull", o.pull, kLevelFormatFanVersion) && good;  // version 18: a fan's
  good = readFlagField(in, j, where, version, "ball", o.ball, kLevelFormatSeesawVersion) && good;  // version 19: a seesaw's
  good = readFlagField(in, j, where, version, "lava", o.lava, kLevelFormatBrickVersion) && good;  // version 19: a brick's
  // Version 19: a brick's "land_y" (level/brick.h), pixels as a path's.
  good = readIntegerField(in, j, where, version, "land_y", o.landY, kLevelFormatBrickVersion, -kMaxCoordinate, kMaxCoordinate,
                          "the top of the brick where it lands, pixels") && good;
  // Version 15: a block's "vanish" (Sonic 1's Obj6C subtype; level/vanish.h).
  good = readIntegerField(in, j, where, version, "vanish", o.vanish, kLevelFormatVanishVersion, 0, 0xFF,
                          "Sonic 1's Obj6C subtype") && good;
  // Version 16: a vine's "vine" (Obj0C's subtype; level/vine.h).
  good = readIntegerField(in, j, where, version, "vine", o.vine, kLevelFormatVineVersion, 0, 0xFF,
                          "S&K's Obj0C subtype") && good;
  // Version 19: a lift's "lift" (Obj16's subtype; level/lift.h).
  good = readIntegerField(in, j, where, version, "lift", o.lift, kLevelFormatLiftVersion, 1, 0xFF,
                          "Obj16's subtype: its slide lift x 8 frames") && good;
  // Version 20: a conveyor's "belt" (Obj68's conv_speed; level/conveyor.h).
  good = readIntegerField(in, j, where, version, "belt", o.belt, kLevelFormatConveyorVersion, ConveyorRule::kMinSpeed, ConveyorRule::kMaxSpeed,
                          "Obj68's conv_speed: px a frame, the subtype's high nibble signed") && good;
  // Version 20: an elevator's "elevator" (Obj59's elev_dist; level/elevator.h).
  good = readIntegerField(in, j, where, version, "elevator", o.elevator, kLevelFormatElevatorVersion, 1, ElevatorRule::kMaxDist,
                          "Obj59's elev_dist: half its travel") && good;
  // Version 20: a springboard's "springboard" (Obj40's subtype; level/springboard.h).
  good = readIntegerField(in, j, where, version, "springboard", o.springboard, kLevelFormatSpringboardVersion, 0, 0xFF,
                          "Obj40's subtype") && good;
  // Version 20: a stomper's "stomper" (Obj31's subtype; level/stomper.h).
  good = readIntegerField(in, j, where, version, "stomper", o.stomper, kLevelFormatStomperVersion, 0, 0xFF,
                          "Obj31's subtype") && good;
  // Version 17: a block's or a hurt zone's "timer" (level/timer.h), a string.
  if (const Json* s = in.member(j, where, "timer", false)) {
    std::string why = "must be a string such as \"frame 128: 6+3\"";
    std::optional<ObjectTimer> t;
    if (version < kLevelFormatTimerVersion) why = newerFieldMessage(kLevelFormatTimerVersion, version);
    else if (s->is_string()) t = parseTimer(s->get_ref<const std::string&>(), &why);
    if (t) o.timer = std::move(*t);
    else in.add(childPath(where, "timer"), why);
    good = good && t;
  }
  // Version 19: a hurt zone's "spin" (level/spin.h), a string.
  if (const Json* s = in.member(j, where, "spin", false)) {
    std::string why = "must be a string such as \"radius 80 speed -128 angle 0\"";
    std::optional<SpinMotion> m;
    if (version < kLevelFormatSpinVersion) why = newerFieldMessage(kLevelFormatSpinVersion, version);
    else if (s->is_string()) m = parseSpin(s->get_ref<const std::string&>(), &why);
    if (m) o.spin = *m;
    else in.add(childPath(where, "spin"), why);
    good = good && m;
  }
  // Version 14: a breakable's "breaks"; version 15: an enemy's "motion", spikes' "retract".
  if (!readNamedField(in, j, where, version, "breaks", o.breaks, kLevelFormatBreakableVersion, parseBreakMode,
                      "\"side\", \"top\", \"ground\" or \"ground_any\"", good) ||
      !readNamedField(in, j, where, version, "motion", o.motion, kLevelFormatEnemyMotionVersion, parseEnemyMotion,
                      "\"none\", \"coconuts\", \"masher\", \"buzzbomber\", \"newtron\", \"newtron_blue\", "
                      "\"motobug\" or \"crabmeat\"",
                      good) ||
      !readNamedField(in, j, where, version, "retract", o.retract, kLevelFormatSpikeRetractVersion, parseSpikeRetract,
                      "\"none\", \"vertical\" or \"horizontal\"", good) ||
      // Version 18: a block's route (level/route.h).
      !readNamedField(in, j, where, version, "route", o.route, kLevelFormatRouteVersion, parseBlockRoute,
                      "\"none\" or \"girder\"", good) ||
      // Version 18: what sets a stair off (level/stair.h).
      !readNamedField(in, j, where, version, "stair", o.stair, kLevelFormatStairVersion, parseStairTrigger,
                      "\"stood\" or \"hit\"", good))
    return false;
  // Version 17: Sonic 1's badniks' routines.
  if (isSonic1Motion(o.motion) && version < kLevelFormatSonic1MotionVersion) {
    in.add(childPath(where, "motion"), "is \"" + std::string(enemyMotionName(o.motion)) + "\": " +
                                           newerFieldMessage(kLevelFormatSonic1MotionVersion, version));
    return false;
  }
  // Version 18: Sonic 2's smashable ground's break modes.
  if (isGroundBreak(o.breaks) && version < kLevelFormatGroundBreakVersion) {
    in.add(childPath(where, "breaks"), "is \"" + std::string(breakModeName(o.breaks)) + "\": " +
                                           newerFieldMessage(kLevelFormatGroundBreakVersion, version));
    return false;
  }
  // Version 16: a twist's tables, read before the kind's check takes them.
  good = readObjectTwist(in, j, where, version, o) && good;
  // A bridge only lands the player from above: top_only may be left out.
  if (o.kind == ObjectKind::Bridge) o.topOnly = true;
  if (!good) return false;
  if (std::string why = objectKindProblem(o); !why.empty()) {
    in.add(where, why);
    return false;
  }
  return true;
}

void appendObjectKindFields(std::string& out, const SolidObject& o) {
  const SolidObject plain;
  if (o.kind != plain.kind) (out += ", \"kind\": \"") += objectKindName(o.kind), out += '"';
  if (o.dir != plain.dir) (out += ", \"direction\": \"") += objectDirName(o.dir), out += '"';
  if (o.springSpeed != plain.springSpeed) out += ", \"spring_speed\": " + std::to_string(o.springSpeed);
  if (o.logs != plain.logs) out += ", \"logs\": " + std::to_string(o.logs);
  if (o.kind == ObjectKind::Collapse) {  // both, always: a reader sees the game's numbers
    out += ", \"collapse_delay\": " + std::to_string(o.collapseDelay);
    out += ", \"collapse_hold\": " + std::to_string(o.collapseHold);
  }
  if (o.kind == ObjectKind::Fall) {  // both, always, likewise
    out += ", \"fall_delay\": " + std::to_string(o.fallDelay);
    out += ", \"fall_carry\": " + std::to_string(o.fallCarry);
  }
  if (o.kind == ObjectKind::Monitor) out += ", \"item\": " + std::to_string(o.item);  // always, as a collapse's delays
  if (o.kind == ObjectKind::Breakable) (out += ", \"breaks\": \"") += breakModeName(o.breaks), out += '"';  // always
  if (o.motion != EnemyMotion::None) (out += ", \"motion\": \"") += enemyMotionName(o.motion), out += '"';
  if (o.retract != SpikeRetract::None) (out += ", \"retract\": \"") += spikeRetractName(o.retract), out += '"';
  if (o.nudge) out += ", \"nudge\": true";
  if (o.onScreen) out += ", \"on_screen\": true";
  if (o.vanish >= 0) out += ", \"vanish\": " + std::to_string(o.vanish);
  if (hasTimer(o.timer)) (out += ", \"timer\": \"") += timerText(o.timer), out += '"';
  if (o.route != BlockRoute::None) (out += ", \"route\": \"") += blockRouteName(o.route), out += '"';
  if (spins(o.spin)) (out += ", \"spin\": \"") += spinText(o.spin), out += '"';
  appendObjectTwist(out, o);
  if (o.kind == ObjectKind::Vine) out += ", \"vine\": " + std::to_string(o.vine);  // always, as a monitor's item
  if (o.kind == ObjectKind::Lift) out += ", \"lift\": " + std::to_string(o.lift);  // always
  if (o.kind == ObjectKind::Conveyor) out += ", \"belt\": " + std::to_string(o.belt);  // always, as a lift's subtype
  if (o.kind == ObjectKind::Elevator) out += ", \"elevator\": " + std::to_string(o.elevator);  // always, likewise
  if (o.kind == ObjectKind::Springboard) out += ", \"springboard\": " + std::to_string(o.springboard);  // always
  if (o.kind == ObjectKind::Stomper) out += ", \"stomper\": " + std::to_string(o.stomper);  // always
  if (o.pull) out += ", \"pull\": true";
  if (o.kind == ObjectKind::Brick) {  // always, as a stair's trigger
    out += ", \"land_y\": " + std::to_string(o.landY);
    out += o.lava ? ", \"lava\": true" : ", \"lava\": false";
  }
  if (o.kind == ObjectKind::Stair) (out += ", \"stair\": \"") += stairTriggerName(o.stair), out += '"';  // always
  if (o.kind == ObjectKind::Seesaw) out += o.ball ? ", \"ball\": true" : ", \"ball\": false";  // always
}

bool usesSpin(const Level& level) {
  return std::any_of(level.objects.begin(), level.objects.end(), [](const SolidObject& o) { return spins(o.spin); });
}

bool usesTimer(const Level& level) {
  return std::any_of(level.objects.begin(), level.objects.end(), [](const SolidObject& o) { return hasTimer(o.timer); });
}

bool usesSonic1Motion(const Level& level) {
  return std::any_of(level.objects.begin(), level.objects.end(),
                     [](const SolidObject& o) { return o.kind == ObjectKind::Enemy && isSonic1Motion(o.motion); });
}

bool usesGroundBreak(const Level& level) {
  return std::any_of(level.objects.begin(), level.objects.end(),
                     [](const SolidObject& o) { return o.kind == ObjectKind::Breakable && isGroundBreak(o.breaks); });
}

bool usesEnemyMotion(const Level& level) {
  return std::any_of(level.objects.begin(), level.objects.end(),
                     [](const SolidObject& o) { return o.motion != EnemyMotion::None; });
}

bool usesObjectKinds(const Level& level) {
  for (const SolidObject& o : level.objects) {
    if (!kindDefaults(o)) return true;
  }
  return false;
}

bool usesBridges(const Level& level) {
  for (const SolidObject& o : level.objects) {
    if (o.kind == ObjectKind::Bridge) return true;
  }
  return false;
}

bool usesFalls(const Level& level) {
  for (const SolidObject& o : level.objects) {
    if (o.kind == ObjectKind::Fall) return true;
  }
  return false;
}

bool usesCollapses(const Level& level) {
  for (const SolidObject& o : level.objects) {
    if (o.kind == ObjectKind::Collapse) return true;
  }
  return false;
}

bool usesMonitors(const Level& level) {
  for (const SolidObject& o : level.objects) {
    if (o.kind == ObjectKind::Monitor) return true;
  }
  return false;
}

bool usesRoute(const Level& level) {
  return std::any_of(level.objects.begin(), level.objects.end(), [](const SolidObject& o) { return o.route != BlockRoute::None; });
}

bool usesOnScreen(const Level& level) {
  return std::any_of(level.objects.begin(), level.objects.end(), [](const SolidObject& o) { return o.onScreen; });
}

bool usesVanish(const Level& level) {
  return std::any_of(level.objects.begin(), level.objects.end(), [](const SolidObject& o) { return o.vanish >= 0; });
}

bool usesSpikeRetract(const Level& level) {
  return std::any_of(level.objects.begin(), level.objects.end(),
                     [](const SolidObject& o) { return o.retract != SpikeRetract::None; });
}

bool usesNudge(const Level& level) {
  return std::any_of(level.objects.begin(), level.objects.end(), [](const SolidObject& o) { return o.nudge; });
}

bool usesKind(const Level& level, ObjectKind k) {
  for (const SolidObject& o : level.objects) {
    if (o.kind == k) return true;
  }
  return false;
}

bool usesDiagonalSprings(const Level& level) {
  for (const SolidObject& o : level.objects) {
    if (isDiagonal(o.dir)) return true;
  }
  return false;
}

}  // namespace solidtile::io

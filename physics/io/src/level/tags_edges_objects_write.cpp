#include "level/tags_edges_objects_write.h"

#include <algorithm>

#include "level/object_kind_fields.h"
#include "level/oscillate_fields.h"
#include "level/slope_fields.h"
#include "solidtile/io/level_file.h"

namespace solidtile::io {

bool writesCompact(const Level& level, TileEncoding encoding) {
  if (encoding != TileEncoding::Auto) return encoding == TileEncoding::Compact;
  return static_cast<std::int64_t>(level.width()) * level.height() > kCompactTileThreshold;
}

int levelFormatVersionFor(const Level& level, TileEncoding encoding) {
  if (usesKind(level, ObjectKind::Bomb)) return kLevelFormatBombVersion;
  if (usesKind(level, ObjectKind::Conveyor)) return kLevelFormatConveyorVersion;
  if (usesKind(level, ObjectKind::Elevator)) return kLevelFormatElevatorVersion;
  if (levelHasHurtAlongAxis(level)) return kLevelFormatHurtAxisVersion;
  if (usesKind(level, ObjectKind::Springboard)) return kLevelFormatSpringboardVersion;
  if (usesKind(level, ObjectKind::Stomper)) return kLevelFormatStomperVersion;
  if (usesKind(level, ObjectKind::Seesaw)) return kLevelFormatSeesawVersion;
  if (usesSpin(level)) return kLevelFormatSpinVersion;
  if (usesKind(level, ObjectKind::Barrier)) return kLevelFormatBarrierVersion;
  if (usesKind(level, ObjectKind::Lift)) return kLevelFormatLiftVersion;
  if (usesGroundBreak(level)) return kLevelFormatGroundBreakVersion;
  if (usesKind(level, ObjectKind::Brick)) return kLevelFormatBrickVersion;
  if (usesKind(level, ObjectKind::Stair)) return kLevelFormatStairVersion;
  if (usesKind(level, ObjectKind::Fan)) return kLevelFormatFanVersion;
  if (usesRoute(level)) return kLevelFormatRouteVersion;
  if (levelHasSwing(level)) return kLevelFormatSwingVersion;
  if (usesTimer(level)) return kLevelFormatTimerVersion;
  if (usesSonic1Motion(level)) return kLevelFormatSonic1MotionVersion;
  if (usesKind(level, ObjectKind::Bumper)) return kLevelFormatBumperVersion;
  if (usesKind(level, ObjectKind::Booster)) return kLevelFormatBoosterVersion;
  if (usesKind(level, ObjectKind::Goal)) return kLevelFormatGoalVersion;
  if (usesKind(level, ObjectKind::Tree)) return kLevelFormatTreeVersion;
  if (usesKind(level, ObjectKind::Twist)) return kLevelFormatTwistVersion;
  if (usesKind(level, ObjectKind::Ramp)) return kLevelFormatRampVersion;
  if (usesKind(level, ObjectKind::Vine)) return kLevelFormatVineVersion;
  if (usesVanish(level)) return kLevelFormatVanishVersion;
  if (usesEnemyMotion(level)) return kLevelFormatEnemyMotionVersion;
  if (usesSpikeRetract(level)) return kLevelFormatSpikeRetractVersion;
  if (levelHasTwoAxisOscillation(level)) return kLevelFormatOtherAxisVersion;
  if (usesKind(level, ObjectKind::Enemy)) return kLevelFormatEnemyVersion;
  if (usesKind(level, ObjectKind::Breakable)) return kLevelFormatBreakableVersion;
  if (usesOnScreen(level)) return kLevelFormatOnScreenVersion;
  if (usesKind(level, ObjectKind::Hurt)) return kLevelFormatHurtVersion;
  if (usesKind(level, ObjectKind::Ring)) return kLevelFormatRingVersion;
  if (usesNudge(level)) return kLevelFormatNudgeVersion;
  if (usesKind(level, ObjectKind::Push)) return kLevelFormatPushVersion;
  if (level.objects.loading() != ObjectLoading::Always) return kLevelFormatObjectLoadingVersion;
  if (usesDiagonalSprings(level)) return kLevelFormatDiagonalSpringsVersion;
  if (usesFalls(level)) return kLevelFormatFallVersion;
  if (usesMonitors(level)) return kLevelFormatMonitorVersion;
  if (levelHasOscillatingObjects(level)) return kLevelFormatOscillateVersion;
  if (usesCollapses(level)) return kLevelFormatCollapseVersion;
  if (usesBridges(level)) return kLevelFormatBridgesVersion;
  if (usesObjectKinds(level) || levelHasSlopedObjects(level)) return kLevelFormatObjectKindsVersion;
  for (const PathSwitcher& s : level.switchers) {
    if (s.horizontal) return kLevelFormatSwitcherOrientationVersion;
  }
  if (!level.loops.empty()) return kLevelFormatLoopsVersion;
  if (writesCompact(level, encoding)) return kLevelFormatCompactVersion;
  bool v2 = !level.objects.empty() || level.hasMaskEdges();
  for (int l = 0; l < level.layerCount() && !v2; ++l) v2 = level.hasTags(l);
  return v2 ? kLevelFormatTagsVersion : kLevelFormatBaseVersion;
}

int levelFormatVersionFor(const LevelFile& file, TileEncoding encoding) {
  const int version = levelFormatVersionFor(file.level, encoding);
  return file.markers.empty() ? version : std::max(version, kLevelFormatLoopsVersion);
}

std::string maskEdgesSuffix(const Level& level, int mask) {
  const MaskEdges e = level.maskEdges(mask);
  if (!e.set()) return {};
  std::string out = ", \"edges\": [";
  out += std::to_string(e.left);
  out += ", ";
  out += std::to_string(e.right);
  out += ']';
  return out;
}

void appendLayerTags(std::string& out, const Level& level, int layer) {
  if (!level.hasTags(layer)) return;
  const auto& tags = level.tagData(layer);
  const std::size_t w = static_cast<std::size_t>(level.width());
  out += ", \"tags\": [";
  for (std::size_t row = 0; row * w < tags.size(); ++row) {
    out += row ? ",\n      " : "\n      ";
    for (std::size_t i = row * w; i < row * w + w; ++i) {
      if (i > row * w) out += ", ";
      out += std::to_string(tags[i]);
    }
  }
  out += "\n    ]";
}

void appendObjects(std::string& out, const Level& level) {
  if (level.objects.empty()) return;
  out += ",\n  \"objects\": [";
  for (std::size_t i = 0; i < level.objects.size(); ++i) {
    const SolidObject& o = level.objects[i];
    out += i ? ",\n    " : "\n    ";
    const auto field = [&out](const char* key, const std::string& value) {
      out += key;
      out += value;
    };
    field("{\"w\": ", std::to_string(o.w));
    field(", \"h\": ", std::to_string(o.h));
    out += ", \"path\": [";
    for (std::size_t k = 0; k < o.path.size(); ++k) {
      out += k ? ", [" : "[";
      out += std::to_string(o.path[k].x);
      field(", ", std::to_string(o.path[k].y));
      out += ']';
    }
    field("], \"speed\": ", std::to_string(o.speed));
    field(", \"loop\": \"", objectLoopName(o.loop));
    field("\", \"wait\": ", std::to_string(o.wait));
    field(", \"top_only\": ", o.topOnly ? "true" : "false");
    appendObjectKindFields(out, o);
    appendObjectSlope(out, o);
    appendObjectOscillate(out, o);
    out += '}';
  }
  out += "\n  ]";
}

}  // namespace solidtile::io

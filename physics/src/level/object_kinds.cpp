#include "solidtile/level/object_kinds.h"

#include "solidtile/level/objects.h"

namespace solidtile {

const char* objectKindName(ObjectKind k) {
  switch (k) {
    case ObjectKind::Block: return "block";
    case ObjectKind::Spring: return "spring";
    case ObjectKind::Spikes: return "spikes";
  }
  return "?";
}

const char* objectDirName(ObjectDir d) {
  switch (d) {
    case ObjectDir::Up: return "up";
    case ObjectDir::Down: return "down";
    case ObjectDir::Left: return "left";
    case ObjectDir::Right: return "right";
  }
  return "?";
}

std::optional<ObjectKind> parseObjectKind(std::string_view name) {
  for (ObjectKind k : {ObjectKind::Block, ObjectKind::Spring, ObjectKind::Spikes}) {
    if (name == objectKindName(k)) return k;
  }
  return std::nullopt;
}

std::optional<ObjectDir> parseObjectDir(std::string_view name) {
  for (ObjectDir d : {ObjectDir::Up, ObjectDir::Down, ObjectDir::Left, ObjectDir::Right}) {
    if (name == objectDirName(d)) return d;
  }
  return std::nullopt;
}

std::string objectKindProblem(const SolidObject& o) {
  const SolidObject plain;
  if (o.kind == ObjectKind::Block) {
    // A block carrying a direction or a spring speed was meant to be something else.
    if (o.dir != plain.dir) return "direction is for springs and spikes, not a block";
    if (o.springSpeed != plain.springSpeed) return "spring_speed is for springs, not a block";
    return {};
  }
  if (o.topOnly) return std::string(objectKindName(o.kind)) + " cannot be top_only (the games' are solid on every side)";
  if (o.kind == ObjectKind::Spikes && o.springSpeed != plain.springSpeed) return "spring_speed is for springs, not spikes";
  if (o.kind == ObjectKind::Spring && (o.springSpeed < 1 || o.springSpeed > SpringSpeed::kMax))
    return "spring_speed is outside 1.." + std::to_string(SpringSpeed::kMax) + " subpixels a frame";
  return {};
}

}  // namespace solidtile

#include "solidtile/level/object_kinds.h"

#include <initializer_list>

#include "solidtile/level/barrier.h"
#include "solidtile/level/booster.h"
#include "solidtile/level/brick.h"
#include "solidtile/level/bumper.h"
#include "solidtile/level/conveyor.h"
#include "solidtile/level/elevator.h"
#include "solidtile/level/fan.h"
#include "solidtile/level/goal.h"
#include "solidtile/level/lift.h"
#include "solidtile/level/bomb.h"
#include "solidtile/level/objects.h"
#include "solidtile/level/ramp.h"
#include "solidtile/level/seesaw.h"
#include "solidtile/level/springboard.h"
#include "solidtile/level/stomper.h"
#include "solidtile/level/twist.h"
#include "solidtile/level/tree.h"
#include "solidtile/level/vine.h"

namespace solidtile {

namespace {
// The value among `all` whose level-file name is `name`.
template <class T>
std::optional<T> byName(std::string_view name, std::initializer_list<T> all, const char* (*nameOf)(T)) {
  for (const T v : all) {
    if (name == nameOf(v)) return v;
  }
  return std::nullopt;
}
}  // namespace

const char* objectKindName(ObjectKind k) {
  switch (k) {
    case ObjectKind::Block: return "block";
    case ObjectKind::Spring: return "spring";
    case ObjectKind::Spikes: return "spikes";
    case ObjectKind::Bridge: return "bridge";
    case ObjectKind::Collapse: return "collapse";
    case ObjectKind::Fall: return "fall";
    case ObjectKind::Monitor: return "monitor";
    case ObjectKind::Push: return "push";
    case ObjectKind::Ring: return "ring";
    case ObjectKind::Hurt: return "hurt";
    case ObjectKind::Enemy: return "enemy";
    case ObjectKind::Breakable: return "breakable";
    case ObjectKind::Twist: return "twist";
    case ObjectKind::Ramp: return "ramp";
    case ObjectKind::Vine: return "vine";
    case ObjectKind::Bumper: return "bumper";
    case ObjectKind::Booster: return "booster";
    case ObjectKind::Goal: return "goal";
    case ObjectKind::Tree: return "tree";
    case ObjectKind::Fan: return "fan";
    case ObjectKind::Stair: return "stair";
    case ObjectKind::Brick: return "brick";
    case ObjectKind::Seesaw: return "seesaw";
    case ObjectKind::Barrier: return "barrier";
    case ObjectKind::Lift: return "lift";
    case ObjectKind::Conveyor: return "conveyor";
    case ObjectKind::Elevator: return "elevator";
    case ObjectKind::Bomb: return "bomb";
    case ObjectKind::Springboard: return "springboard";
    case ObjectKind::Stomper: return "stomper";
  }
  return "?";
}

const char* objectDirName(ObjectDir d) {
  switch (d) {
    case ObjectDir::Up: return "up";
    case ObjectDir::Down: return "down";
    case ObjectDir::Left: return "left";
    case ObjectDir::Right: return "right";
    case ObjectDir::UpRight: return "up_right";
    case ObjectDir::UpLeft: return "up_left";
    case ObjectDir::DownRight: return "down_right";
    case ObjectDir::DownLeft: return "down_left";
  }
  return "?";
}

std::optional<ObjectKind> parseObjectKind(std::string_view name) {
  return byName(name,
                {ObjectKind::Block, ObjectKind::Spring, ObjectKind::Spikes, ObjectKind::Bridge, ObjectKind::Collapse,
                 ObjectKind::Fall, ObjectKind::Monitor, ObjectKind::Push, ObjectKind::Ring, ObjectKind::Hurt,
                 ObjectKind::Enemy, ObjectKind::Breakable, ObjectKind::Twist, ObjectKind::Ramp, ObjectKind::Vine, ObjectKind::Bumper, ObjectKind::Booster,
                 ObjectKind::Goal, ObjectKind::Tree, ObjectKind::Fan, ObjectKind::Stair, ObjectKind::Brick, ObjectKind::Seesaw, ObjectKind::Barrier, ObjectKind::Lift, ObjectKind::Conveyor, ObjectKind::Elevator, ObjectKind::Bomb, ObjectKind::Springboard, ObjectKind::Stomper},
                objectKindName);
}

const char* breakModeName(BreakMode m) {
  switch (m) {
    case BreakMode::Side: return "side";
    case BreakMode::Top: return "top";
    case BreakMode::Ground: return "ground";
    case BreakMode::GroundAny: return "ground_any";
  }
  return "?";
}

std::optional<BreakMode> parseBreakMode(std::string_view name) {
  return byName(name, {BreakMode::Side, BreakMode::Top, BreakMode::Ground, BreakMode::GroundAny}, breakModeName);
}

const char* enemyMotionName(EnemyMotion m) {
  switch (m) {
    case EnemyMotion::None: return "none";
    case EnemyMotion::Coconuts: return "coconuts";
    case EnemyMotion::Masher: return "masher";
    case EnemyMotion::Buzzbomber: return "buzzbomber";
    case EnemyMotion::Newtron: return "newtron";
    case EnemyMotion::NewtronBlue: return "newtron_blue";
    case EnemyMotion::Motobug: return "motobug";
    case EnemyMotion::Crabmeat: return "crabmeat";
  }
  return "?";
}

std::optional<EnemyMotion> parseEnemyMotion(std::string_view name) {
  return byName(name,
                {EnemyMotion::None, EnemyMotion::Coconuts, EnemyMotion::Masher, EnemyMotion::Buzzbomber,
                 EnemyMotion::Newtron, EnemyMotion::NewtronBlue, EnemyMotion::Motobug, EnemyMotion::Crabmeat},
                enemyMotionName);
}

const char* spikeRetractName(SpikeRetract r) {
  switch (r) {
    case SpikeRetract::None: return "none";
    case SpikeRetract::Vertical: return "vertical";
    case SpikeRetract::Horizontal: return "horizontal";
  }
  return "?";
}

std::optional<SpikeRetract> parseSpikeRetract(std::string_view name) {
  return byName(name, {SpikeRetract::None, SpikeRetract::Vertical, SpikeRetract::Horizontal}, spikeRetractName);
}

std::optional<ObjectDir> parseObjectDir(std::string_view name) {
  return byName(name,
                {ObjectDir::Up, ObjectDir::Down, ObjectDir::Left, ObjectDir::Right, ObjectDir::UpRight,
                 ObjectDir::UpLeft, ObjectDir::DownRight, ObjectDir::DownLeft},
                objectDirName);
}

namespace {

// A direction, a spring speed or logs on a kind that has none was meant for
// another object; aKind names it as the message does ("a ring").
std::string foreignFieldProblem(const SolidObject& o, const std::string& aKind, bool hasLogs = false) {
  const SolidObject plain;
  if (o.dir != plain.dir) return "direction is for springs and spikes, not " + aKind;
  if (o.springSpeed != plain.springSpeed) return "spring_speed is for springs, not " + aKind;
  if (!hasLogs && o.logs != 0) return "logs is for bridges, not " + aKind;
  return {};
}

std::string bridgeProblem(const SolidObject& o) {
  if (std::string p = foreignFieldProblem(o, "a bridge", true); !p.empty()) return p;
  if (o.logs < BridgeLogs::kMin || o.logs > BridgeLogs::kMax)
    return "logs is " + std::to_string(o.logs) + ", expected " + std::to_string(BridgeLogs::kMin) + ".." +
           std::to_string(BridgeLogs::kMax) + " (the games' bend tables stop at 16)";
  if (!o.topOnly) return "a bridge is top_only (Obj11 only lands the player from above)";
  if (o.w != o.logs * BridgeLogs::kLogWidth)
    return "w is " + std::to_string(o.w) + " but a bridge of " + std::to_string(o.logs) + " logs is " +
           std::to_string(o.logs * BridgeLogs::kLogWidth) + " px wide";
  if (o.path.size() > 1) return "a bridge stays where it is (its path has one point)";
  if (!o.slope.empty()) return "slope is for blocks only; a bridge's logs sag by the games' tables";
  return {};
}

std::string collapseProblem(const SolidObject& o) {
  if (std::string p = foreignFieldProblem(o, "a collapse"); !p.empty()) return p;
  if (o.collapseDelay < CollapseTiming::kMin || o.collapseHold < CollapseTiming::kMin)
    return "collapse_delay and collapse_hold are 1..255 frames";
  return {};
}

std::string fallProblem(const SolidObject& o) {
  if (std::string p = foreignFieldProblem(o, "a fall"); !p.empty()) return p;
  if (o.fallDelay < FallTiming::kMin || o.fallCarry < FallTiming::kMin) return "fall_delay and fall_carry are 1..255 frames";
  // Its fall is its motion: it waits where its only point puts it.
  if (o.path.size() > 1 || o.osc.table != OscTable::None) return "a fall stands still until it falls (its path has one point, no oscillate)";
  return {};
}

std::string monitorProblem(const SolidObject& o) {
  if (std::string p = foreignFieldProblem(o, "a monitor"); !p.empty()) return p;
  if (o.topOnly) return "a monitor cannot be top_only (the games' are solid on every side)";
  if (!o.slope.empty()) return "slope is for blocks only, not a monitor";
  if (o.item > MonitorItem::kMax) return "item is " + std::to_string(o.item) + ", expected 0.." + std::to_string(MonitorItem::kMax);
  return {};
}

std::string pushProblem(const SolidObject& o) {
  if (std::string p = foreignFieldProblem(o, "a push"); !p.empty()) return p;
  if (o.topOnly) return "a push cannot be top_only (Obj33 is solid on every side)";
  if (!o.slope.empty()) return "slope is for blocks only, not a push";
  // Its place is state: the player moves it, nothing else does.
  if (o.path.size() > 1 || o.osc.table != OscTable::None) return "a push stands where it is placed until pushed (its path has one point, no oscillate)";
  return {};
}

std::string ringProblem(const SolidObject& o) {
  if (std::string p = foreignFieldProblem(o, "a ring"); !p.empty()) return p;
  if (o.topOnly) return "a ring cannot be top_only (it is not solid: touching it collects it)";
  if (!o.slope.empty()) return "slope is for blocks only, not a ring";
  // The games' rings lie still (Obj25's routine never moves one; a ring
  // layout is positions only) and the touch box is the game's about the centre.
  if (o.path.size() > 1 || o.osc.table != OscTable::None) return "a ring lies where it is placed (its path has one point, no oscillate)";
  if (o.w != RingSize::kSize || o.h != RingSize::kSize)
    return "a ring is " + std::to_string(RingSize::kSize) + " x " + std::to_string(RingSize::kSize) + " (w and h), not " +
           std::to_string(o.w) + " x " + std::to_string(o.h);
  return {};
}

// A hurt zone's or an enemy's fields: a still box of even size (touchBoxKind).
std::string touchBoxProblem(const SolidObject& o) {
  const bool enemy = o.kind == ObjectKind::Enemy;
  const std::string name = enemy ? "an enemy" : "a hurt zone";
  // Sonic 1's walkers and the Buzz Bomber read the placement's x-flip
  // (obStatus bit 0): "direction": "right" is a flipped one.
  SolidObject unflipped = o;
  if (enemy && motionReadsFlip(o.motion) && o.dir == ObjectDir::Right) unflipped.dir = SolidObject{}.dir;
  if (std::string p = foreignFieldProblem(unflipped, name); !p.empty()) {
    return enemy && o.dir == ObjectDir::Right ? "direction \"right\" is for an enemy whose motion reads its flip "
                                                "(buzzbomber, motobug, crabmeat), and springs and spikes"
                                              : p;
  }
  if (o.topOnly) return name + " cannot be top_only (it is not solid: touching it " + (enemy ? "hurts or destroys it)" : "hurts)");
  if (!o.slope.empty()) return "slope is for blocks only, not " + name;
  if (static_cast<int>(o.motion) > static_cast<int>(kLastEnemyMotion)) return "motion is not one of the routines";
  // Obj54 and Obj31 never move (their routine only deletes them off screen);
  // an enemy moves only by its own routine (motion), from its placed box.
  // A hurt zone may oscillate: swing (format 18: Obj15's spiked balls, Star
  // Light's platform's underside) or move along an axis (format 19: Spring
  // Yard's big spiked balls, Obj58 types 1 and 2).
  if (o.path.size() > 1 || (enemy && o.osc.table != OscTable::None))
    return name + (enemy ? " stays where it is placed (its path has one point, no oscillate)"
                         : " moves only by its oscillate or spin (its path has one point)");
  if (o.w < HurtZoneSize::kMin || o.h < HurtZoneSize::kMin || o.w > HurtZoneSize::kMax || o.h > HurtZoneSize::kMax ||
      o.w % 2 != 0 || o.h % 2 != 0)
    return name + "'s w and h are even, " + std::to_string(HurtZoneSize::kMin) + ".." + std::to_string(HurtZoneSize::kMax) +
           " (its touch size is half of each), not " + std::to_string(o.w) + " x " + std::to_string(o.h);
  return {};
}

std::string breakableProblem(const SolidObject& o) {
  if (std::string p = foreignFieldProblem(o, "a breakable"); !p.empty()) return p;
  if (o.topOnly) return "a breakable cannot be top_only (the games' walls and rocks are solid on every side)";
  if (!o.slope.empty()) return "slope is for blocks only, not a breakable";
  // The games' walls and rocks never move (their routines only test and break).
  if (o.path.size() > 1 || o.osc.table != OscTable::None) return "a breakable stays where it is placed (its path has one point, no oscillate)";
  return {};
}

// A twist's box is the routine's reach (level/twist.h), its tables the game's sizes.
std::string twistProblem(const SolidObject& o) {
  if (std::string p = foreignFieldProblem(o, "a twist"); !p.empty()) return p;
  if (o.topOnly) return "a twist cannot be top_only (it is not solid: its routine carries the player)";
  if (!o.slope.empty()) return "slope is for blocks only, not a twist (its heights are its twist table)";
  if (o.path.size() > 1 || o.osc.table != OscTable::None) return "a twist stays where it is placed (its path has one point, no oscillate)";
  if (o.w != kTwistWidth || o.h != kTwistHeight)
    return "a twist is " + std::to_string(kTwistWidth) + " x " + std::to_string(kTwistHeight) + " (w and h: Obj06's reach), not " +
           std::to_string(o.w) + " x " + std::to_string(o.h);
  if (o.twist.size() != kTwistHeights)
    return "a twist has " + std::to_string(kTwistHeights) + " heights (twist), not " + std::to_string(o.twist.size());
  if (o.twistFlip.size() != kTwistFlips)
    return "a twist has " + std::to_string(kTwistFlips) + " flip angles (twist_flip), not " + std::to_string(o.twistFlip.size());
  for (const std::int8_t v : o.twist) {
    if (v < kTwistMinHeight || v > kTwistMaxHeight)
      return "a twist's height " + std::to_string(v) + " is outside " + std::to_string(kTwistMinHeight) + ".." +
             std::to_string(kTwistMaxHeight) + " (its path stays within its box)";
  }
  return {};
}

// A kind that turns only by its x-flip (a fan, a stair, a seesaw, a
// barrier, a lift): the other kinds' fields it cannot have, and its way,
// right or left (else `wayRule` and the way it is).
std::string flippedKindFieldProblem(const SolidObject& o, const std::string& aKind) {
  const SolidObject plain;
  if (o.springSpeed != plain.springSpeed) return "spring_speed is for springs, not " + aKind;
  if (o.logs != 0) return "logs is for bridges, not " + aKind;
  return {};
}
std::string leftOrRightProblem(const SolidObject& o, const char* wayRule) {
  if (o.dir == ObjectDir::Right || o.dir == ObjectDir::Left) return {};
  return wayRule + std::string(objectDirName(o.dir));
}

// The tail every fixed-box kind shares (a ramp, a vine, a bumper, a
// booster, a goal): not solid, so not top_only and flat, still, and its box the
// routine's. aKind names it ("a ramp"); why says what it does instead of
// being solid; box what its w x h are.
std::string fixedBoxProblem(const SolidObject& o, const std::string& aKind, const char* why, std::int32_t w, std::int32_t h,
                            const char* box) {
  if (o.topOnly) return aKind + " cannot be top_only (it is not solid: " + why + ")";
  if (!o.slope.empty()) return "slope is for blocks only, not " + aKind;
  if (o.path.size() > 1 || o.osc.table != OscTable::None) return aKind + " stays where it is placed (its path has one point, no oscillate)";
  if (o.w != w || o.h != h)
    return aKind + " is " + std::to_string(w) + " x " + std::to_string(h) + " (w and h: " + box + "), not " + std::to_string(o.w) +
           " x " + std::to_string(o.h);
  return {};
}

// A ramp's box is the routine's window (level/ramp.h); its one field is the
// way it throws: right, or left for an x-flipped one.
std::string rampProblem(const SolidObject& o) {
  const SolidObject plain;
  if (o.springSpeed != plain.springSpeed) return "spring_speed is for springs, not a ramp";
  if (o.logs != 0) return "logs is for bridges, not a ramp";
  if (o.dir != ObjectDir::Right && o.dir != ObjectDir::Left)
    return "a ramp's direction is right or left (the way it throws: Obj_TwistedRamp's x-flip), not " +
           std::string(objectDirName(o.dir));
  return fixedBoxProblem(o, "a ramp", "its routine throws the player", kRampWidth, kRampHeight, "Obj_TwistedRamp's window");
}

// A fixed-box kind with no field of its own (a vine, a bumper, a goal): no
// field of another kind either, then the fixed box's rules.
std::string fieldlessFixedBoxProblem(const SolidObject& o, const std::string& aKind, const char* why, std::int32_t w,
                                     std::int32_t h, const char* box) {
  if (std::string p = foreignFieldProblem(o, aKind); !p.empty()) return p;
  return fixedBoxProblem(o, aKind, why, w, h, box);
}

// A vine's box is its reach (level/vine.h); its routine moves only its handle.
std::string vineProblem(const SolidObject& o) {
  return fieldlessFixedBoxProblem(o, "a vine", "its handle holds the player", kVineSize, kVineSize, "its reach");
}

// A bumper's box is its collision size about its point (level/bumper.h); it has no field.
std::string bumperProblem(const SolidObject& o) {
  return fieldlessFixedBoxProblem(o, "a bumper", "touching it throws the player", kBumperSize, kBumperSize, "collision size $17");
}

// A booster's box is Obj1B's window (level/booster.h); its fields are the way
// it sends the player (its x-flip) and its speed (its subtype's table entry).
std::string boosterProblem(const SolidObject& o) {
  if (o.logs != 0) return "logs is for bridges, not a booster";
  if (o.dir != ObjectDir::Right && o.dir != ObjectDir::Left)
    return "a booster's direction is right or left (the way it sends the player: Obj1B's x-flip), not " +
           std::string(objectDirName(o.dir));
  if (o.springSpeed < 1 || o.springSpeed > SpringSpeed::kMax)
    return "a booster's spring_speed (its speed) is outside 1.." + std::to_string(SpringSpeed::kMax) + " subpixels a frame";
  return fixedBoxProblem(o, "a booster", "its routine sets the player's speed", kBoosterSize, kBoosterSize, "Obj1B's window");
}

// A goal's box is Obj0D's window across and its sign's sprite down
// (level/goal.h); it has no field of its own.
std::string goalProblem(const SolidObject& o) {
  return fieldlessFixedBoxProblem(o, "a goal", "touching its window ends the run", kGoalWidth, kGoalHeight,
                                  "Obj0D's $20 px window, its sign's height");
}

// A tree's box is its routine's reach (level/tree.h); it has no field of its
// own (the routine reads no subtype and no flip: it winds a player running right).
std::string treeProblem(const SolidObject& o) {
  return fieldlessFixedBoxProblem(o, "a tree", "the trunk is the level's tiles", kTreeWidth, kTreeHeight,
                                  "Obj_AIZHollowTree's reach");
}

// A fan's box is Obj5D's window (level/fan.h); its fields are the way it
// faces (its x-flip), whether it pulls (subtype bit 0) and its on/off timer.
std::string fanProblem(const SolidObject& o) {
  if (std::string p = flippedKindFieldProblem(o, "a fan"); !p.empty()) return p;
  if (std::string p = leftOrRightProblem(o, "a fan's direction is right or left (the way it faces: Obj5D's x-flip), not "); !p.empty())
    return p;
  return fixedBoxProblem(o, "a fan", "its routine moves the player", kFanWidth, kFanHeight, "Obj5D's window");
}

// A bomb's box is Obj5F's touch size about its point (level/bomb.h); its one
// field is its direction: the way it walks first (its x-flip), and whether
// it hangs upside down (its y-flip, which only its fuse reads).
std::string bombProblem(const SolidObject& o) {
  if (std::string p = flippedKindFieldProblem(o, "a bomb"); !p.empty()) return p;
  if (o.dir != ObjectDir::Left && o.dir != ObjectDir::Right && o.dir != ObjectDir::DownLeft && o.dir != ObjectDir::DownRight)
    return "a bomb's direction is left or right (the way it walks first: Obj5F's x-flip makes it right), or down_left or "
           "down_right upside down (its y-flip), not " +
           std::string(objectDirName(o.dir));
  return fixedBoxProblem(o, "a bomb", "touching it hurts", BombRule::kSize, BombRule::kSize, "Obj5F's obColType $9A, size $C each way");
}

// A stair's box is its four blocks side by side (level/stair.h); its fields
// are the way its steps go down (its x-flip) and what sets it off.
std::string stairProblem(const SolidObject& o) {
  if (std::string p = flippedKindFieldProblem(o, "a stair"); !p.empty()) return p;
  if (o.topOnly) return "a stair cannot be top_only (Obj5B's blocks are solid on every side)";
  if (std::string p = leftOrRightProblem(o, "a stair's direction is left or right (the way its steps go down: Obj5B's x-flip makes it right), not ");
      !p.empty())
    return p;
  if (static_cast<int>(o.stair) > static_cast<int>(StairTrigger::Hit)) return "stair is not stood or hit";
  return fixedBoxProblem(o, "a stair", "its blocks are solid", StairTiming::kWidth, StairTiming::kHeight,
                         "Obj5B's four 32 x 32 blocks");
}

// A seesaw's box is its plank's (level/seesaw.h); its fields are the end
// its plank rests low on (its x-flip makes it left) and whether it has its ball.
std::string seesawProblem(const SolidObject& o) {
  if (std::string p = flippedKindFieldProblem(o, "a seesaw"); !p.empty()) return p;
  if (std::string p = leftOrRightProblem(o, "a seesaw's direction is right or left (its low end at rest: Obj5E's x-flip makes it left), not ");
      !p.empty())
    return p;
  if (o.topOnly) return "a seesaw cannot be top_only (its plank is a platform by its kind)";
  return fixedBoxProblem(o, "a seesaw", "its plank is its routine's platform", SeesawGeometry::kWidth,
                         SeesawGeometry::kHeight, "the plank's $30 each side of obX and its tables' heights");
}

// A barrier is Obj2D's block (level/barrier.h): 16 x 64, or Metropolis' 24
// x 64; its one field the way it lets the player through (its x-flip).
std::string barrierProblem(const SolidObject& o) {
  if (std::string p = flippedKindFieldProblem(o, "a barrier"); !p.empty()) return p;
  if (o.topOnly) return "a barrier cannot be top_only (Obj2D's block is solid on every side)";
  if (std::string p = leftOrRightProblem(
          o, "a barrier's direction is right or left (the way it lets the player through: Obj2D's x-flip makes it left), not ");
      !p.empty())
    return p;
  if (o.w != BarrierRule::kWidth && o.w != BarrierRule::kMetropolisWidth)
    return "a barrier is 16 or 24 px wide (w: Obj2D's width_pixels 8, or Metropolis' $C), not " + std::to_string(o.w);
  return fixedBoxProblem(o, "a barrier", "", o.w, BarrierRule::kHeight, "Obj2D's block");
}

// A lift is Obj16's platform (level/lift.h): 64 wide, top-only; its field
// the subtype, its way its direction (the x-flip).
std::string liftProblem(const SolidObject& o) {
  if (std::string p = flippedKindFieldProblem(o, "a lift"); !p.empty()) return p;
  if (!o.topOnly) return "a lift is top_only (Obj16's PlatformObject)";
  if (std::string p = leftOrRightProblem(o, "a lift's direction is right or left (the way it slides: Obj16's x-flip makes it left), not ");
      !p.empty())
    return p;
  if (o.lift == 0) return "a lift's lift is 1..255 (Obj16's subtype: its slide lift x 8 frames)";
  if (!o.slope.empty()) return "slope is for blocks only, not a lift";
  if (o.path.size() > 1 || o.osc.table != OscTable::None) return "a lift stays where it is placed until stood on (its path has one point, no oscillate)";
  if (o.w != LiftRule::kWidth || o.h != LiftRule::kHeight)
    return "a lift is 64 x 16 (w and h: Obj16's width_pixels $20), not " + std::to_string(o.w) + " x " + std::to_string(o.h);
  return {};
}

// A springboard is Obj40's board (level/springboard.h): 56 x 16 about its
// point, solid; its fields the subtype and its way (the x-flip).
std::string springboardProblem(const SolidObject& o) {
  if (std::string p = flippedKindFieldProblem(o, "a springboard"); !p.empty()) return p;
  if (o.topOnly) return "a springboard cannot be top_only (Obj40's SlopedSolid is solid on every side)";
  if (std::string p = leftOrRightProblem(
          o, "a springboard's direction is right or left (the way its tip points: Obj40's x-flip makes it left), not ");
      !p.empty())
    return p;
  return fixedBoxProblem(o, "a springboard", "", SpringboardRule::kWidth, SpringboardRule::kHeight,
                         "Obj40's width_pixels $1C and d2 8; its heights are its routine's tables");
}

// A stomper is Obj31's block (level/stomper.h): its width by its subtype's
// size, 24 tall, solid; its one field the subtype (types 1-6).
std::string stomperProblem(const SolidObject& o) {
  if (std::string p = foreignFieldProblem(o, "a stomper"); !p.empty()) return p;
  if (o.topOnly) return "a stomper cannot be top_only (Obj31's SolidObject is solid on every side)";
  if (!stomperSubtypeModelled(o.stomper))
    return "a stomper's stomper is a subtype of type 1..6 (low nibble), size 0..2 (bits 4-6), bit 7 clear (Obj31's; type 0 "
           "follows a switch)";
  const std::int32_t w = 2 * stomperHalfWidth(o.stomper);
  return fixedBoxProblem(o, "a stomper", "", w, StomperRule::kHeight, "Obj31's obActWid by its size and d2 $C");
}

// A brick is Obj46's 32 x 32 block at its placement (level/brick.h); its
// fields are where it lands and whether it floats there, and its one
// motion before it falls is Brick_Type01's wobble on y (`oscillate`).
std::string brickProblem(const SolidObject& o) {
  if (std::string p = foreignFieldProblem(o, "a brick"); !p.empty()) return p;
  if (o.topOnly) return "a brick cannot be top_only (Obj46 is solid on every side: SolidObject)";
  if (!o.slope.empty()) return "slope is for blocks only, not a brick";
  if (o.path.size() > 1) return "a brick hangs where it is placed (its path has one point)";
  if (o.osc.table != OscTable::None && (o.osc.axis != ObjectAxis::Y || hasOtherAxis(o.osc) || swings(o.osc)))
    return "a brick wobbles on y alone (Brick_Type01): oscillate's axis y, no other_index, no radius";
  if (o.w != BrickTiming::kSize || o.h != BrickTiming::kSize)
    return "a brick is 32 x 32 (w and h: Obj46's d1 $1B, d2 $10), not " + std::to_string(o.w) + " x " + std::to_string(o.h);
  if (!o.path.empty() && o.landY < o.path[0].y)
    return "land_y " + std::to_string(o.landY) + " is above the brick's top " + std::to_string(o.path[0].y) +
           " (it only falls)";
  return {};
}

// A conveyor's box is Obj68's window (level/conveyor.h): any even width
// (2 x conv_width) and $30 high; its one field is its speed.
std::string conveyorProblem(const SolidObject& o) {
  if (o.belt < ConveyorRule::kMinSpeed || o.belt > ConveyorRule::kMaxSpeed)
    return "a conveyor's belt is " + std::to_string(ConveyorRule::kMinSpeed) + ".." + std::to_string(ConveyorRule::kMaxSpeed) +
           " px a frame (Obj68's conv_speed: the subtype's high nibble, signed), not " + std::to_string(o.belt);
  if (o.w % 2 != 0) return "a conveyor's w is even (twice Obj68's conv_width: its window reaches as far each side of obX)";
  return fieldlessFixedBoxProblem(o, "a conveyor", "its routine moves a player on the belt's tiles", o.w, ConveyorRule::kHeight,
                                  "twice Obj68's conv_width across, its window's $30 down");
}

// An elevator is Obj59's platform (level/elevator.h): 80 wide, top-only;
// its fields elev_dist and its way (the subtype's type).
std::string elevatorProblem(const SolidObject& o) {
  if (std::string p = flippedKindFieldProblem(o, "an elevator"); !p.empty()) return p;
  if (!o.topOnly) return "an elevator is top_only (Obj59's PlatformObject)";
  if (o.dir != ObjectDir::Up && o.dir != ObjectDir::Down && o.dir != ObjectDir::UpRight && o.dir != ObjectDir::DownLeft)
    return "an elevator's direction is up, down, up_right or down_left (its type: .type02, 04, 06, 08), not " +
           std::string(objectDirName(o.dir));
  if (o.elevator < 1 || o.elevator > ElevatorRule::kMaxDist)
    return "an elevator's elevator is 1.." + std::to_string(ElevatorRule::kMaxDist) + " (Obj59's elev_dist: half its travel)";
  if (!o.slope.empty()) return "slope is for blocks only, not an elevator";
  if (o.path.size() > 1 || o.osc.table != OscTable::None)
    return "an elevator stays where it is placed until stood on (its path has one point, no oscillate)";
  if (o.w != ElevatorRule::kWidth || o.h != ElevatorRule::kHeight)
    return "an elevator is 80 x 32 (w and h: Obj59's obActWid $28, its sprite's height), not " + std::to_string(o.w) + " x " +
           std::to_string(o.h);
  return {};
}

}  // namespace

void dropOtherKindsFields(SolidObject& o) {
  const SolidObject plain;
  if (o.kind != ObjectKind::Spring && o.kind != ObjectKind::Booster) o.springSpeed = plain.springSpeed;
  if (o.kind != ObjectKind::Bridge) o.logs = plain.logs;
  if (o.kind != ObjectKind::Collapse) o.collapseDelay = plain.collapseDelay, o.collapseHold = plain.collapseHold;
  if (o.kind != ObjectKind::Fall) o.fallDelay = plain.fallDelay, o.fallCarry = plain.fallCarry;
  if (o.kind != ObjectKind::Monitor) o.item = plain.item;
  if (o.kind != ObjectKind::Breakable) o.breaks = plain.breaks;
  if (o.kind != ObjectKind::Enemy) o.motion = plain.motion;
  if (o.kind != ObjectKind::Spikes) o.retract = plain.retract;
  if (o.kind != ObjectKind::Twist) o.twist.clear(), o.twistFlip.clear();
  if (o.kind != ObjectKind::Vine) o.vine = plain.vine;
  if (o.kind != ObjectKind::Block) o.nudge = plain.nudge, o.onScreen = plain.onScreen, o.vanish = plain.vanish, o.route = plain.route;
  if (!timerKind(o.kind)) o.timer = plain.timer;
  if (o.kind != ObjectKind::Fan) o.pull = plain.pull;
  if (o.kind != ObjectKind::Stair) o.stair = plain.stair;
  if (o.kind != ObjectKind::Seesaw) o.ball = plain.ball;
  if (o.kind != ObjectKind::Lift) o.lift = plain.lift;
  if (o.kind != ObjectKind::Springboard) o.springboard = plain.springboard;
  if (o.kind != ObjectKind::Stomper) o.stomper = plain.stomper;
  if (o.kind != ObjectKind::Brick) o.landY = plain.landY, o.lava = plain.lava;
  if (o.kind != ObjectKind::Conveyor) o.belt = plain.belt;
  if (o.kind != ObjectKind::Elevator) o.elevator = plain.elevator;
}

std::string objectKindProblem(const SolidObject& o) {
  const SolidObject plain;
  // The games' dipping platforms are Obj18's; a spring or a monitor that sank would be a new object.
  if (o.nudge && o.kind != ObjectKind::Block) return "nudge is for a block, not " + std::string(objectKindName(o.kind));
  if (o.onScreen && o.kind != ObjectKind::Block) return "on_screen is for a block, not " + std::string(objectKindName(o.kind));
  if (o.vanish >= 0 && o.kind != ObjectKind::Block) return "vanish is for a block, not " + std::string(objectKindName(o.kind));
  if (hasTimer(o.timer) && !timerKind(o.kind))
    return "timer is for a block, a hurt zone or a fan, not " + std::string(objectKindName(o.kind));
  if (o.pull && o.kind != ObjectKind::Fan) return "pull is for a fan, not " + std::string(objectKindName(o.kind));
  if (o.lift != plain.lift && o.kind != ObjectKind::Lift) return "lift is for a lift, not " + std::string(objectKindName(o.kind));
  if (o.belt != plain.belt && o.kind != ObjectKind::Conveyor) return "belt is for a conveyor, not " + std::string(objectKindName(o.kind));
  if (o.elevator != plain.elevator && o.kind != ObjectKind::Elevator)
    return "elevator is for an elevator, not " + std::string(objectKindName(o.kind));
  if (o.springboard != plain.springboard && o.kind != ObjectKind::Springboard)
    return "springboard is for a springboard, not " + std::string(objectKindName(o.kind));
  if (o.stomper != plain.stomper && o.kind != ObjectKind::Stomper)
    return "stomper is for a stomper, not " + std::string(objectKindName(o.kind));
  if (o.stair != plain.stair && o.kind != ObjectKind::Stair)
    return "stair is for a stair, not " + std::string(objectKindName(o.kind));
  if (o.ball && o.kind != ObjectKind::Seesaw) return "ball is for a seesaw, not " + std::string(objectKindName(o.kind));
  if ((o.landY != plain.landY || o.lava) && o.kind != ObjectKind::Brick)
    return "land_y and lava are for a brick, not " + std::string(objectKindName(o.kind));
  if (std::string why = timerProblem(o.timer); !why.empty()) return why;
  if (o.route != BlockRoute::None) {
    if (o.kind != ObjectKind::Block) return "route is for a block, not " + std::string(objectKindName(o.kind));
    if (static_cast<int>(o.route) > static_cast<int>(BlockRoute::Girder)) return "route is not one of the routines";
    if (o.path.size() > 1) return "a routed block's path is its placement alone (one point)";
    // Its routine is the whole of its motion and its solidity (level/route.h).
    if (o.osc.table != OscTable::None || o.nudge || o.onScreen || o.vanish >= 0 || hasTimer(o.timer) || !o.slope.empty())
      return "a routed block moves by its route alone: no oscillation, nudge, on_screen, vanish, timer or slope";
  }
  if (spins(o.spin)) {
    if (o.kind != ObjectKind::Hurt) return "spin is for a hurt zone, not " + std::string(objectKindName(o.kind));
    if (o.spin.radius > SpinMotion::kMaxRadius) return "spin's radius is outside 1.." + std::to_string(SpinMotion::kMaxRadius);
    // Its angle is the whole of its motion (level/spin.h).
    if (o.osc.table != OscTable::None) return "a spinning hurt zone moves by its spin alone: no oscillate";
  }
  if (o.retract != SpikeRetract::None && o.kind != ObjectKind::Spikes)
    return "retract is for spikes, not " + std::string(objectKindName(o.kind));
  if (o.kind != ObjectKind::Twist && (!o.twist.empty() || !o.twistFlip.empty()))
    return "twist and twist_flip are for a twist, not " + std::string(objectKindName(o.kind));
  if (o.vanish < -1 || o.vanish > 0xFF) return "vanish is outside 0..255 (Sonic 1's Obj6C subtype)";
  if (o.kind != ObjectKind::Fall && (o.fallDelay != plain.fallDelay || o.fallCarry != plain.fallCarry))
    return "fall_delay and fall_carry are for a fall, not " + std::string(objectKindName(o.kind));
  if (o.kind == ObjectKind::Fall) return fallProblem(o);
  if (o.kind != ObjectKind::Monitor && o.item != plain.item)
    return "item is for a monitor, not " + std::string(objectKindName(o.kind));
  if (o.kind == ObjectKind::Monitor) return monitorProblem(o);
  if (o.kind != ObjectKind::Collapse && (o.collapseDelay != plain.collapseDelay || o.collapseHold != plain.collapseHold))
    return "collapse_delay and collapse_hold are for a collapse, not " + std::string(objectKindName(o.kind));
  if (o.kind == ObjectKind::Collapse) return collapseProblem(o);
  if (o.kind != ObjectKind::Breakable && o.breaks != plain.breaks)
    return "breaks is for a breakable, not " + std::string(objectKindName(o.kind));
  if (o.kind == ObjectKind::Breakable) return breakableProblem(o);
  if (o.kind != ObjectKind::Enemy && o.motion != plain.motion)
    return "motion is for an enemy, not " + std::string(objectKindName(o.kind));
  if (o.kind != ObjectKind::Vine && o.vine != plain.vine) return "vine is for a vine, not " + std::string(objectKindName(o.kind));
  if (o.kind == ObjectKind::Twist) return twistProblem(o);
  if (o.kind == ObjectKind::Ramp) return rampProblem(o);
  if (o.kind == ObjectKind::Vine) return vineProblem(o);
  if (o.kind == ObjectKind::Bumper) return bumperProblem(o);
  if (o.kind == ObjectKind::Booster) return boosterProblem(o);
  if (o.kind == ObjectKind::Goal) return goalProblem(o);
  if (o.kind == ObjectKind::Tree) return treeProblem(o);
  if (o.kind == ObjectKind::Fan) return fanProblem(o);
  if (o.kind == ObjectKind::Stair) return stairProblem(o);
  if (o.kind == ObjectKind::Seesaw) return seesawProblem(o);
  if (o.kind == ObjectKind::Barrier) return barrierProblem(o);
  if (o.kind == ObjectKind::Lift) return liftProblem(o);
  if (o.kind == ObjectKind::Bomb) return bombProblem(o);
  if (o.kind == ObjectKind::Springboard) return springboardProblem(o);
  if (o.kind == ObjectKind::Stomper) return stomperProblem(o);
  if (o.kind == ObjectKind::Brick) return brickProblem(o);
  if (o.kind == ObjectKind::Conveyor) return conveyorProblem(o);
  if (o.kind == ObjectKind::Elevator) return elevatorProblem(o);
  if (o.kind == ObjectKind::Push) return pushProblem(o);
  if (o.kind == ObjectKind::Ring) return ringProblem(o);
  if (touchBoxKind(o.kind)) return touchBoxProblem(o);
  if (o.kind == ObjectKind::Block) {
    return foreignFieldProblem(o, "a block");
  }
  if (o.kind == ObjectKind::Bridge) return bridgeProblem(o);
  if (o.logs != 0) return "logs is for bridges, not " + std::string(objectKindName(o.kind));
  if (o.topOnly) return std::string(objectKindName(o.kind)) + " cannot be top_only (the games' are solid on every side)";
  if (o.kind == ObjectKind::Spikes && o.springSpeed != plain.springSpeed) return "spring_speed is for springs, not spikes";
  if (o.kind == ObjectKind::Spring && (o.springSpeed < 1 || o.springSpeed > SpringSpeed::kMax))
    return "spring_speed is outside 1.." + std::to_string(SpringSpeed::kMax) + " subpixels a frame";
  if (isDiagonal(o.dir) && o.kind != ObjectKind::Spring)
    return std::string("direction ") + objectDirName(o.dir) + " is for springs only (spikes point up, down, left or right)";
  if (isDiagonal(o.dir) && (o.w != kDiagonalSpringSize || o.h != kDiagonalSpringSize || !o.slope.empty()))
    return "a diagonal spring is the games' 32 x 32 sloped solid (w and h 32, no slope: its table is the game's)";
  return {};
}

}  // namespace solidtile

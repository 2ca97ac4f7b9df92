// What the level's objects remember across steps (issue 27): a ledge that
// has begun to collapse. Only objects of a kind with state get a slot (in
// list order; ObjectList::slotOf), so the state of a level is a fixed number
// of small plain slots, made once when a controller is built for the level
// and copied whole where the player's state is (rewinding copies both). A
// slot holds the frame its object's state changed; what the object is on
// any later frame follows from that frame number and the object's fields,
// so nothing counts down in a step and an object far from the player needs
// no visit to stay right.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "solidtile/level/objects.h"

namespace solidtile {

struct ObjectSlot {
  static constexpr std::uint32_t kNever = 0xFFFFFFFFu;
  // A collapse: the first frame its routine found the player standing on it
  // (Sonic 1's Ledge_Collapse: its first count; Sonic 2's Obj1F_Main: the
  // stood-on flag set).
  std::uint32_t since = kNever;
  // (A fall, level/falling.h: the frame its timer was set.)
  bool operator==(const ObjectSlot&) const = default;
};
using ObjectSlots = std::span<ObjectSlot>;
using ConstObjectSlots = std::span<const ObjectSlot>;

// Whether an object of kind k keeps state (gets slots), and how many: a
// monitor keeps the frame it broke and the frame it was last knocked up
// (sonic/monitor.h), in two slots side by side; a pushable block its phase,
// place and speed (level/push.h), in four; a ring the frame it was
// collected (level/ring.h), in one; an enemy the frame it was destroyed
// (sonic/enemy.h), in one (a moving one two more: objectSlotCount); a breakable the frame it broke (sonic/breakable.h), in one;
// a vine the frame it last let the player go (sonic/vine.h: its regrab delay), in one;
// a tree how far it has wound the player round (sonic/tree.h: the routine's long at $30), in one;
// a stair the frame it was set off and the block the player stands on (sonic/stair.h), in two;
// a seesaw its plank's frame and its ball's place and speeds (level/seesaw.h), in four;
// a barrier the frame its way last turned and its height and way then (level/barrier.h), in two;
// a lift the frame it was set off (level/lift.h), in one; an elevator likewise (level/elevator.h);
// a springboard the frame it was pressed (level/springboard.h), in one;
// a stomper the frame its proximity trigger fired (level/stomper.h), in one;
// a brick the frame it was set off, its falling frames, the frame it landed and the frame it last ran (level/brick.h), in four;
// a bomb the frame its fuse was lit and which of its shrapnel are gone (level/bomb.h), in two.
constexpr bool kindHasState(ObjectKind k) {
  return k == ObjectKind::Collapse || k == ObjectKind::Fall || k == ObjectKind::Monitor || k == ObjectKind::Push ||
         k == ObjectKind::Ring || k == ObjectKind::Enemy || k == ObjectKind::Breakable || k == ObjectKind::Vine ||
         k == ObjectKind::Tree || k == ObjectKind::Stair || k == ObjectKind::Brick || k == ObjectKind::Seesaw ||
         k == ObjectKind::Barrier || k == ObjectKind::Lift || k == ObjectKind::Elevator ||
         k == ObjectKind::Bomb || k == ObjectKind::Springboard || k == ObjectKind::Stomper;
}
constexpr std::size_t kindSlots(ObjectKind k) {
  return k == ObjectKind::Monitor || k == ObjectKind::Stair || k == ObjectKind::Barrier || k == ObjectKind::Bomb ? 2
         : k == ObjectKind::Push || k == ObjectKind::Seesaw || k == ObjectKind::Brick                       ? 4
                                                                                                            : (kindHasState(k) ? 1 : 0);
}
// Object o's slots: its kind's, then two for a block that dips while stood
// on (level/nudge.h: the frame its count turned; the count and its way), or
// two for an enemy's routine (level/enemy_motion.h: its routine's counters
// and its offset from its placement), then one for an object whose routine
// runs from the frame it was made (madeFrameSlotOffset).
// An object whose place or solidity is a function of the frames since it was
// made: a block that vanishes (level/vanish.h) and spikes that retract
// (level/retract.h), and a block or hurt zone whose timer counts from it
// (level/timer.h, TimerClock::Made), a block moved by its route
// (level/route.h), a hurt zone that spins (level/spin.h), a bomb, whose
// walk counts from it (level/bomb.h), and a stomper (level/stomper.h: its
// cycle runs from it). It keeps that frame in one slot (kNever for frame 0).
inline bool keepsMadeFrame(const SolidObject& o) {
  return o.vanish >= 0 || o.retract != SpikeRetract::None || (hasTimer(o.timer) && o.timer.clock == TimerClock::Made) ||
         o.route != BlockRoute::None || spins(o.spin) || o.kind == ObjectKind::Bomb || o.kind == ObjectKind::Stomper;
}
// An enemy's routine slots: Sonic 2's two and the Buzz Bomber's two (its
// counters, its offset); Sonic 1's floor walkers three (their counters, their
// y in 1/256 px, their x or, while they fall, their y speed).
constexpr std::size_t enemyRoutineSlots(EnemyMotion m) {
  return m == EnemyMotion::None ? 0 : m <= EnemyMotion::Buzzbomber ? 2 : 3;
}
inline std::size_t objectSlotCount(const SolidObject& o) {
  return kindSlots(o.kind) + (o.nudge ? 2 : 0) + (o.kind == ObjectKind::Enemy ? enemyRoutineSlots(o.motion) : 0) +
         (keepsMadeFrame(o) ? 1 : 0);
}
// The frame such an object was made, from its slot (kNever: it was there
// before the first frame, made with the level on frame 0).
// Its slot is after the kind's and the dip's (only blocks vanish and only
// spikes retract: no enemy's routine slots come before it).
constexpr std::size_t madeFrameSlotOffset(const SolidObject& o) { return kindSlots(o.kind) + (o.nudge ? 2 : 0); }
constexpr std::uint32_t madeFrame(ObjectSlot slot) { return slot.since == ObjectSlot::kNever ? 0 : slot.since; }

// What a collapse is on `frame` (the state after that many steps), from its slot.
enum class CollapsePhase : std::uint8_t {
  Intact,      // never stood on
  Counting,    // stood on: counting down collapseDelay frames, still whole
  Holding,     // broken up, the piece under the player still holding him (collapseHold frames)
  Gone,        // broken up: no longer solid
};
const char* collapsePhaseName(CollapsePhase p);  // intact, counting, holding, gone
struct CollapseView {
  CollapsePhase phase = CollapsePhase::Intact;
  std::uint32_t framesLeft = 0;  // to the break (Counting) or to the drop (Holding)
};
// `holds`: whether the piece left holds at that frame (the player stands on
// it, or the profile's piece stays a platform: collapseFlagBeforeCount);
// `countLag`: the frames from the slot's frame to the first count (1 where
// the flag comes before the count, else 0).
CollapseView collapseAt(const SolidObject& o, ObjectSlot slot, std::uint32_t frame, bool holds, int countLag = 0);

// A monitor on `frame` (the state after that many steps), from its two slots:
// `broken` its first (the frame it broke: Mon_BreakOpen, Obj26_Break,
// Obj_MonitorBreak), `knocked` its second (the frame a player hit it from
// below: its fall began). While knocked up it is `rise` px above its place:
// ObjectFall from y_vel -$180 with gravity $38 (the position moved by the old
// speed, then the speed), kMonitorKnockFrames frames, after which
// ObjFloorDist puts it back where it stood.
struct MonitorView {
  bool broken = false;
  bool falling = false;   // knocked up and not yet landed (the games' routine_secondary 4)
  std::int32_t rise = 0;  // pixels above its place (0 when resting)
};
inline constexpr std::int32_t kMonitorKnockSpeed = -0x180, kMonitorKnockGravity = 0x38;
// The frames it is in the air: the 16th fall step takes it 2 px under its
// place (ObjFloorDist's d1 < 0), which lands it back there.
inline constexpr std::uint32_t kMonitorKnockFrames = 15;
// The fall's offset after n steps (1..kMonitorKnockFrames), in 1/256 px (negative is up).
constexpr std::int32_t monitorKnockOffset(std::uint32_t n) {
  const auto k = static_cast<std::int32_t>(n);
  return k * kMonitorKnockSpeed + kMonitorKnockGravity * (k * (k - 1) / 2);
}
MonitorView monitorAt(ObjectSlot broken, ObjectSlot knocked, std::uint32_t frame);

// Whether a ring is gone on `frame` (the state after that many steps): its
// slot holds the frame the player collected it (Ring_Collect, Touch_Rings).
constexpr bool ringCollected(ObjectSlot slot, std::uint32_t frame) {
  return slot.since != ObjectSlot::kNever && slot.since <= frame;
}
// Whether an enemy is gone on `frame`: its slot holds the frame the player
// destroyed it (React_Enemy .breakenemy, Touch_KillEnemy), as a ring's.
constexpr bool enemyDestroyed(ObjectSlot slot, std::uint32_t frame) { return ringCollected(slot, frame); }

// Whether a breakable is gone on `frame`: its slot holds the frame it broke
// (its routine ran the break on that step; from the next it is fragments).
constexpr bool breakableBroken(ObjectSlot slot, std::uint32_t frame) { return ringCollected(slot, frame); }

}  // namespace solidtile

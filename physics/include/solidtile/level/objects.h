// Solid objects: axis-aligned boxes of the level, static or moving along
// waypoints. Where one is on frame f is a pure function of f, so a controller's
// state only needs the frame number to rewind (seed 002's moving platforms).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "solidtile/fixed.h"
#include "solidtile/level/object_kinds.h"
#include "solidtile/level/oscillation.h"
#include "solidtile/level/route.h"
#include "solidtile/level/stair.h"
#include "solidtile/level/spin.h"
#include "solidtile/level/timer.h"

namespace solidtile {

struct Waypoint {
  std::int32_t x = 0, y = 0;  // the object's top-left, pixels
  bool operator==(const Waypoint&) const = default;
};

enum class ObjectLoop : std::uint8_t { PingPong = 0, Loop = 1 };
const char* objectLoopName(ObjectLoop l);  // ping_pong, loop

struct SolidObject {
  std::int32_t w = 16, h = 16;      // pixels
  std::vector<Waypoint> path;       // at least one point; one point is a static object
  Sub speed = 0;                    // subpixels per frame along the path; 0 = static at path[0]
  ObjectLoop loop = ObjectLoop::PingPong;
  std::int32_t wait = 0;            // frames held at each end (ping-pong) or at path[0] (loop)
  bool topOnly = false;             // a one-way floor, else solid on every side
  // The object's kind and its fields (format version 6; object_kinds.h). Springs
  // and spikes are solid on every side, as the games' are.
  ObjectKind kind = ObjectKind::Block;
  ObjectDir dir = ObjectDir::Up;         // a spring's launch direction; the side spikes point to
  Sub springSpeed = SpringSpeed::kRed;   // a spring's launch speed, subpixels per frame
  // Level format 6, sloped objects (issue 26): empty is a flat top. Else one
  // height per 2 px column from the left edge (w / 2 of them, as Sonic 1's
  // SlopeObject reads its table: the byte at (x offset) >> 1), each the
  // column's surface above the object's bottom edge, 0..min(h, 127).
  std::vector<std::uint8_t> slope;
  // Level format 7, a bridge's log count (BridgeLogs::kMin..kMax; 0 for every
  // other kind). Its w is logs * 16, its top the logs' resting surface, its
  // left edge where the player's standing range begins: Obj11's x (the
  // centre) - 8 * logs - 8 (Bri_Solid: d1 = logs * 8 + 8).
  std::uint8_t logs = 0;
  // Level format 8, oscillating motion (issue 27, oscillation.h): with a
  // table, the object stands at path[0] (its only point) moved along one
  // axis by the game's oscillating value, and speed, loop and wait go unused.
  OscMotion osc;
  // Level format 8, a collapse's delays (CollapseTiming; the defaults for
  // every other kind).
  std::uint8_t collapseDelay = CollapseTiming::kDelay;
  std::uint8_t collapseHold = CollapseTiming::kHold;
  // Level format 9, a fall's counts (FallTiming; the defaults for every other kind).
  std::uint8_t fallDelay = FallTiming::kDelay;
  std::uint8_t fallCarry = FallTiming::kCarry;
  // Level format 9, a monitor's item (MonitorItem; 0 for every other kind).
  std::uint8_t item = 0;
  // Level format 11, a block that dips up to 4 px while stood on and rises
  // back (both games' Obj18: Plat_Nudge, Obj18_Nudge; level/nudge.h). It
  // keeps state: two object slots.
  bool nudge = false;
  // Level format 13, a block solid only while its centre is on the screen
  // (Sonic 1's Obj71, the invisible barrier: Invis_Solid runs SolidObject71
  // only when ChkObjectVisible finds obX, obY within the 320 x 224 screen;
  // level/object_loading.h, centreOnScreen). While off screen its routine does
  // not run at all: no collision, and a player standing on it stays standing.
  bool onScreen = false;
  // Level format 14, how a breakable breaks (object_kinds.h; Side for every other kind).
  BreakMode breaks = BreakMode::Side;
  // Level format 15, a still block solid only in some frames: Sonic 1's
  // Obj6C subtype (0..255) whose cycle it keeps (level/vanish.h); -1 for
  // none. It keeps state: one slot, the frame it was made.
  std::int16_t vanish = -1;
  // Level format 15, spikes that move out and back by themselves
  // (level/retract.h); None for every other kind. It keeps one slot, the
  // frame it was made, as a vanishing block does.
  SpikeRetract retract = SpikeRetract::None;
  // Level format 15, an enemy's own routine (object_kinds.h; None for every
  // other kind). A moving one keeps two more slots (object_state.h).
  EnemyMotion motion = EnemyMotion::None;
  // Level format 16, a twist's path (level/twist.h): kTwistHeights signed
  // heights, one a pixel across its box, and kTwistFlips flip angles (for
  // drawing only); empty for every other kind.
  std::vector<std::int8_t> twist;
  std::vector<std::uint8_t> twistFlip;
  // Level format 16, a vine's subtype (level/vine.h; 0 for every other
  // kind): Obj0C's byte, its low nibble the links less one, its high
  // nibble the swing's phase.
  std::uint8_t vine = 0;
  // Level format 17, a block solid or a hurt zone harmful only in some
  // frames (level/timer.h; none for every other kind): Sonic 1's Obj69,
  // Obj6D, Obj6E. On the made clock it keeps one slot, the frame it was made.
  ObjectTimer timer;
  // Level format 18, a fan that pulls the player toward it (Obj5D subtype
  // bit 0: level/fan.h); false for every other kind.
  bool pull = false;
  // Level format 18, a block moved from its placement by its own routine's
  // route (level/route.h; None for every other kind): Sonic 1's Obj70. Its
  // path is that placement alone; it keeps one slot, the frame it was made.
  BlockRoute route = BlockRoute::None;
  // Level format 18, what sets a staircase off (level/stair.h; Stood for
  // every other kind): Obj5B's subtype 0 (stood on) or 2 (hit from below).
  StairTrigger stair = StairTrigger::Stood;
  // Level format 19, whether a seesaw has its spiked ball (level/seesaw.h:
  // Obj5E's and Obj14's subtype 0 makes one, any other none); false for
  // every other kind.
  bool ball = false;
  // Level format 19, a hurt zone going round its one point on an angle of its
  // own (level/spin.h; none for every other kind and object): Sonic 1's
  // circling spiked balls (Obj58 type 3, Obj57's chains). It keeps one slot,
  // the frame it was made.
  SpinMotion spin;
  // Level format 19, a lift's subtype (level/lift.h; 0 for every other
  // kind): Obj16's byte, its slide lift x 8 frames long (1..255).
  std::uint8_t lift = 0;
  // Level format 19, a falling brick's landing (level/brick.h; 0 and false
  // for every other kind): the top of its box where it comes to rest
  // (pixels), and whether it floats there on the lava (Obj46's type 4) or
  // lies still (type 0).
  std::int32_t landY = 0;
  bool lava = false;
  // Level format 20, a conveyor's speed (level/conveyor.h; 0 for every other
  // kind): whole pixels a frame along x, right when positive, Obj68's
  // conv_speed (the subtype's high nibble, signed: -8..7).
  std::int8_t belt = 0;
  // Level format 20, an elevator's elev_dist (level/elevator.h; 0 for every
  // other kind): the pixels past which it slows, half its travel (1..$3FC).
  std::int16_t elevator = 0;
  // Level format 20, a springboard's subtype (level/springboard.h; 0 for
  // every other kind): Obj40's byte, bit 0 the somersault (inertia 1),
  // bits 2-3 the path it puts the player on (4: path 0, 8: path 1).
  std::uint8_t springboard = 0;
  // Level format 20, a stomper's subtype (level/stomper.h; 0 for every other
  // kind): Obj31's byte, type 1..6 (low nibble), size 0..2 (bits 4-6).
  std::uint8_t stomper = 0;
  bool operator==(const SolidObject&) const = default;
};

struct ObjectLimits {
  static constexpr int kMaxObjects = 1024;
  static constexpr int kMaxWaypoints = 64;
  static constexpr int kMaxSize = 4096;           // pixels, each side
  static constexpr Sub kMaxSpeed = 16 * 256;      // a tile a frame, the box's sweep limit
  static constexpr std::int32_t kMaxWait = 60 * 60 * 60;
  // The games' height tables are bytes, which Sonic 2 and 3 read signed (ext.w).
  static constexpr int kMaxSlopeHeight = 127;
};

// A sloped object's columns: w / 2, each 2 px wide from its left edge.
inline std::int32_t slopeColumns(const SolidObject& o) { return o.w / 2; }
// The column under pixel offset dx from the object's left edge, clamped to the table.
inline std::int32_t slopeColumnAt(const SolidObject& o, std::int32_t dx) {
  const std::int32_t c = dx >> 1, last = slopeColumns(o) - 1;
  return c < 0 ? 0 : (c > last ? last : c);
}
// The depth of that column's surface below the object's top edge, pixels (0 when flat).
inline std::int32_t slopeDepthAt(const SolidObject& o, std::int32_t dx) {
  return o.slope.empty() ? 0 : o.h - o.slope[static_cast<std::size_t>(slopeColumnAt(o, dx))];
}

// How far under its bottom edge a solid sloped object reaches for the Sonic
// player: SolidObject2F's box is h tall under every column's surface.
inline std::int32_t slopeBandBelow(const SolidObject& o) {
  if (o.topOnly || o.slope.empty()) return 0;
  std::int32_t lowest = o.h;
  for (const std::uint8_t v : o.slope) lowest = v < lowest ? v : lowest;
  return o.h - lowest;
}

// The object's top-left on frame `frame`, in subpixels. An oscillating
// object's is path[0] plus oscOffset on its axis; a routed block's path[0]
// plus its route's shift as if made on frame 0 (the Sonic player's step
// reads its made frame from its slot instead: sonic/solid_objects.h). Segments take
// ceil(length / speed) frames, length measured along the longer axis (ours:
// integer-exact; the shorter axis follows in proportion).
struct ObjectPos {
  Sub x = 0, y = 0;
  bool operator==(const ObjectPos&) const = default;
};
ObjectPos objectPosition(const SolidObject& o, std::uint32_t frame);

// Empty when the object is well formed, else what is wrong ("path is empty").
std::string objectProblem(const SolidObject& o);
std::string slopeProblem(const SolidObject& o);  // the slope field's part of it

}  // namespace solidtile

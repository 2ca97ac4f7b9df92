// What touching a level object does beyond being solid (issue 26, level
// format version 6): a block only stands in the way, a spring launches, spikes
// hurt. The kinds' fields live in SolidObject (objects.h).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "solidtile/fixed.h"

namespace solidtile {

// A bridge (format version 7) is Sonic 1's and 2's Obj11: a row of 16 px logs
// that sag under the player (sonic/bridge.h).
// A collapse (format version 8) is a ledge or platform that gives way after
// the player stood on it (Sonic 1's Obj1A and Obj53; sonic/collapse.h): the
// one kind with state that changes in a step (level/object_state.h).
// A fall (format version 9) is a platform that drops after the player stood
// on it (Sonic 1's and 2's Obj18 subtypes 3 and 4; sonic/falling.h).
enum class ObjectKind : std::uint8_t { Block = 0, Spring = 1, Spikes = 2, Bridge = 3, Collapse = 4, Fall = 5, Monitor = 6, Push = 7, Ring = 8, Hurt = 9, Enemy = 10,
                                      Breakable = 11, Twist = 12, Ramp = 13, Vine = 14, Bumper = 15, Booster = 16,
                                      Goal = 17, Tree = 18, Fan = 19, Stair = 20, Brick = 21, Seesaw = 22, Barrier = 23, Lift = 24,
                                      Conveyor = 25, Elevator = 26, Bomb = 27, Springboard = 28, Stomper = 29 };
// A monitor (format version 9) is the games' item box (Sonic 1's and 2's
// Obj26, S&K's Obj_Monitor; sonic/monitor.h): solid until a rolling player
// breaks it; it keeps state too.
// A push (format version 11) is Sonic 1's pushable block (Obj33; sonic/push.h,
// level/push.h): the player pushes it along the floor a pixel at a time and
// it falls off ledges; its place is state.
// A ring (format version 12) is a ring lying in the level (Sonic 1's Obj25,
// Sonic 2's and S&K's ring layout; sonic/rings.h, level/object_state.h): touching it
// adds one to the player's rings and it is gone (state).
// A hurt zone (format version 13) is the games' invisible lava marker (Sonic
// 1's Obj54, Sonic 2's Obj31; sonic/hurt_zone.h): not solid, it hurts a
// player whose touch box meets its box, as a harmful collision type does.
// An enemy (format version 14) is a badnik standing still at its placed box,
// or moved from it by its own routine (format 15, `motion`; sonic/enemy.h,
// level/enemy_motion.h): not solid, met in the
// same touch test, destroyed by a rolling or invincible player, who bounces
// off it, else it hurts as a hurt zone does; destroyed it is gone (state).
// A breakable (format version 14) is a smashable wall or rock (Sonic 1's
// Obj3C and Obj51, Sonic 2's Obj32, S&K's Obj_AIZLRZEMZRock; sonic/breakable.h):
// solid until the player breaks it the way its `breaks` says, then gone (state).
// How a breakable breaks, one mode a game behaviour:
// - Side: a player rolling into its side at |x speed| $480 or more, measured
//   before the solid test (Sonic 1's Smash_Solid, S&K's rock with subtype bit
//   2); he keeps that speed and moves 4 px away from its centre line.
// - Top: a player who stands on it and had the roll animation before the
//   solid test (Sonic 1's Smab_Solid, Sonic 2's Obj32_Main, S&K's rock with
//   bit 0): bounced up at -$300, curled.
// A twist (format version 16) is Sonic 2's twisting spiral pathway (Obj06
// subtype < $80, Emerald Hill's corkscrew; level/twist.h, sonic/twist.h): not
// solid, it catches a player running into one of its ends and carries him
// along its path while he keeps his speed. Its box is fixed (kTwistWidth x
// kTwistHeight about its point) and it carries its own height table.
// A ramp (format version 16) is S&K's twisted ramp (Obj_TwistedRamp, object
// $0E; level/ramp.h, sonic/ramp.h): not solid, it throws a grounded player
// running over it fast enough its way (direction right, or left when
// x-flipped) up into the air. Its box is fixed (kRampWidth x kRampHeight,
// the routine's window).
// A vine (format version 16) is S&K's giant ride vine (Obj0C,
// Obj_AIZGiantRideVine; level/vine.h, sonic/vine.h): not solid, a swinging
// chain whose handle grabs the player and holds him (PlayerState::heldBy)
// until he jumps off. Its box is fixed (kVineSize square about its point);
// its one field is the game's subtype (links and phase). It keeps state.
// A bumper (format version 17) is Sonic 1's Spring Yard pinball bumper (Obj47;
// Sonic 2's Casino Night round bumper Obj44 is the same rule; level/bumper.h,
// sonic/bumper.h): not solid, met in the touch test, it throws the player
// away from its centre at $700. Its box is fixed (kBumperSize square, the
// collision size $17 about its point).
// A booster (format version 17) is Sonic 2's Chemical Plant speed booster
// (Obj1B; level/booster.h, sonic/booster.h): not solid, its routine sets a
// grounded player within its window to its speed (spring_speed: $1000, or
// $A00 for subtype bit 1) its way (direction right, or left when
// x-flipped). Its box is fixed (kBoosterSize square, the routine's window).
// A goal (format version 17) is the act's signpost (Sonic 1's and 2's Obj0D;
// level/goal.h, sonic/goal.h): not solid, it ends the run when the player's
// x is at its post or less than $20 past it, at any height. Its box is
// fixed (kGoalWidth x kGoalHeight, its point the box's left edge).
// A tree (format version 17) is S&K's hollow tree (Obj_AIZHollowTree,
// object 3 of Angel Island; level/tree.h, sonic/tree.h): not solid (the
// trunk is the level's tiles), it catches a player running right into the
// trunk's foot fast enough and winds him round it and up while he keeps his
// speed. Its box is fixed (kTreeWidth x kTreeHeight, the routine's reach);
// it keeps its progress (one slot).
// A fan (format version 18) is Sonic 1's Star Light fan (Obj5D;
// level/fan.h, sonic/fan.h): not solid, its routine moves a player in its
// window along x, its way (direction right or left: its x-flip), or the
// other way when it pulls (`pull`, subtype bit 0); a `timer` (made clock)
// switches it off and on. Its box is fixed (kFanWidth x kFanHeight, the
// routine's window).
// A stair (format version 18) is Sonic 1's Star Light staircase (Obj5B;
// level/stair.h, sonic/stair.h): four 32 x 32 solid blocks side by side in
// one 128 x 32 box, dropping into steps after the player stood on it or
// hit it from below (`stair`: stood or hit), down toward the left, or the
// right when its direction is right (its x-flip). It keeps two slots: the
// frame it was triggered and the block the player stands on.
// A brick (format version 19) is Sonic 1's Marble Zone falling brick
// (Obj46 subtypes 2 and $A; level/brick.h, sonic/brick.h): a 32 x 32 solid
// block wobbling by its `oscillate` until the player comes within $90 px
// across, then falling to `land_y`, where it floats on the lava (`lava`) or
// lies still. It keeps four slots.
// A seesaw (format version 19) is Sonic 1's Star Light seesaw (Obj5E) and
// Sonic 2's Hill Top seesaw (Obj14; level/seesaw.h, sonic/seesaw.h): a
// plank that tilts toward the side the player stands on (a sloped
// platform, three frames), and its spiked ball (`ball`), thrown when the
// plank's side changes and launching a player standing on the other end
// when it lands. Its box is fixed (96 x 48); the low end at rest is its
// direction (right, or left when x-flipped). It keeps four slots.
// A barrier (format version 19) is Sonic 2's one-way barrier (Obj2D;
// level/barrier.h, sonic/barrier.h): a solid 16 x 64 block (24 x 64 in
// Metropolis) that rises 8 px a frame, up to 64, while the player is in
// the window on its near side: left of it when its direction is right (the
// way it lets him through; unflipped), right of it when left (x-flipped).
// It keeps two slots: the frame its way last turned, and its height and way then.
// A lift (format version 19) is Sonic 2's Hill Top lift (Obj16; level/lift.h,
// sonic/lift.h): a top-only platform 64 wide (top_only, required) that, stood
// on, slides down its zipline 2 px across (right, or left when its direction
// is left: its x-flip) and 1 down a frame for `lift` x 8 frames (its
// subtype), then falls by $38 a frame, letting its rider go below the level.
// It keeps one slot: the frame it was set off.
// A conveyor (format version 20) is Sonic 1's Scrap Brain conveyor belt
// (Obj68; level/conveyor.h, sonic/conveyor.h): not solid (the belt is the
// level's tiles), its routine moves a player on the ground within its window
// along x by `belt` whole pixels a frame (signed: right when positive). Its
// box is the window: any even width (twice Obj68's conv_width: 256, or 112)
// and 48 high, its point (obX, obY) at the middle of its bottom edge.
// An elevator (format version 20) is Sonic 1's Star Light elevator (Obj59;
// level/elevator.h, sonic/elevator.h): a top-only platform 80 wide
// (top_only, required) that, once stood on, travels its way (direction up,
// down, up_right or down_left: its subtype's type) by Elev_Move's speed law,
// up to twice `elevator` px (elev_dist) away, and stops. It keeps one slot:
// the frame it was set off.
// A bomb (format version 20; kind 27) is
// Sonic 1's walking bomb of Star Light and Scrap Brain (Obj5F subtype 0;
// level/bomb.h, sonic/bomb.h): not solid, a 24 x 24 box about its point that
// hurts on touch and is never destroyed, walking 1535/16 px and back, which
// lights its fuse once the player is within $60 px each way and bursts 143
// frames later into four pieces of shrapnel that hurt too. Its direction is
// the way it walks first, left (unflipped) or right (x-flipped), down_left or
// down_right when it hangs upside down (y-flipped). It keeps two slots and
// the frame it was made.
// A springboard (format version 20) is Sonic 2's pressure spring (Obj40;
// level/springboard.h, sonic/springboard.h): a solid sloped board 56 x 16
// about its point, its tip right (or left when its direction is left: its
// x-flip), that a player standing on its far part presses flat and, 5
// frames on, throws up at -$400 to -$800 by where he stands (`springboard`:
// its subtype, bit 0 the somersault's inertia, bits 2-3 his path). It
// keeps one slot: the frame it was pressed.
// A stomper (format version 20) is Sonic 1's Marble Zone chained stomper
// (Obj31 types 1-6; level/stomper.h, sonic/stomper.h): a solid block (its
// width by `stomper`, its subtype) that falls from its placement, waits and
// rises back on its own cycle (types 3 and 5 once the player comes within
// $90 across), its spikes below hurting, killing one standing on it near
// the top. It keeps one slot (the trigger frame) and its made frame.
enum class BreakMode : std::uint8_t { Side = 0, Top = 1, Ground = 2, GroundAny = 3 };
constexpr bool isGroundBreak(BreakMode m) { return m == BreakMode::Ground || m == BreakMode::GroundAny; }
const char* breakModeName(BreakMode m);  // side, top, ground, ground_any
std::optional<BreakMode> parseBreakMode(std::string_view name);
// An enemy's own routine (format version 15, "motion"; level/enemy_motion.h):
// None stands at its placed box (version 14's enemy); the others move its
// box as the game's badnik moves itself, from state in its slots.
// - Coconuts: Sonic 2's Obj9D (Emerald Hill's monkey) climbing its tree, and
//   stopping to throw while the player is near (the coconut is not modelled);
// - Masher: Sonic 2's Obj5C (Emerald Hill's jumping fish), leaping from its
//   placement under gravity, forever.
// Format version 17 adds Sonic 1's Green Hill badniks (level/enemy_motion.h):
// - Buzzbomber: Obj22 flying level, turning, stopping near the player
//   (its missile, Obj23, is not modelled);
// - Newtron: Obj42, hidden until the player is near, then dropping to the
//   floor and gliding (green, subtype 0) or showing itself and leaving
//   (blue, any other subtype: Newtron::blue below); its missile is not modelled;
// - Motobug, Crabmeat: Obj40 and Obj1F walking the level's floor, turning
//   where ObjFloorDist finds a ledge (Crabmeat's fireballs are not modelled).
// Buzzbomber, Motobug and Crabmeat read the placement's x-flip (obStatus
// bit 0) from the enemy's "direction": "right" (flipped); left out, unflipped.
enum class EnemyMotion : std::uint8_t {
  None = 0,
  Coconuts = 1,
  Masher = 2,
  Buzzbomber = 3,
  Newtron = 4,     // green: drops and glides
  NewtronBlue = 5, // blue: appears, (fires,) leaves
  Motobug = 6,
  Crabmeat = 7,
};
inline constexpr EnemyMotion kLastEnemyMotion = EnemyMotion::Crabmeat;
// Sonic 1's routines (format 17), which read obStatus bit 0 (direction) and
// the level's floor.
constexpr bool isSonic1Motion(EnemyMotion m) { return m >= EnemyMotion::Buzzbomber; }
constexpr bool motionReadsFlip(EnemyMotion m) {
  return m == EnemyMotion::Buzzbomber || m == EnemyMotion::Motobug || m == EnemyMotion::Crabmeat;
}
// none, coconuts, masher, buzzbomber, newtron, newtron_blue, motobug, crabmeat
const char* enemyMotionName(EnemyMotion m);
std::optional<EnemyMotion> parseEnemyMotion(std::string_view name);
// Spikes that move out and back by themselves (format version 15, "retract";
// level/retract.h): the games' moving spikes, Sonic 1's Obj36 Spik_Type01 /
// 02, Sonic 2's Obj36 MoveSpikes_Vertical / _Horizontal, S&K's Obj_Spikes
// loc_242CE / loc_242E2: 32 px down or right of their placement and back.
enum class SpikeRetract : std::uint8_t { None = 0, Vertical = 1, Horizontal = 2 };
const char* spikeRetractName(SpikeRetract r);  // none, vertical, horizontal
std::optional<SpikeRetract> parseSpikeRetract(std::string_view name);
struct BreakSpeed {
  static constexpr Sub kSide = 0x480;     // Smash_Solid "cmpi.w #$480,d0; blo.s .donothing"
  static constexpr Sub kBounce = -0x300;  // Smab_Solid / Obj32_BouncePlayer "move.w #-$300,obVelY(a1)"
};
// A spring's launch direction, or the side spikes point to. The diagonal
// ones (format version 10) are springs only: Sonic 2's Obj41 subtypes $30 /
// $40 and S&K's Obj_Spring's, each the game's 32 x 32 sloped solid
// (sonic/springs_diagonal.h, kDiagonalSpringSize).
enum class ObjectDir : std::uint8_t { Up = 0, Down = 1, Left = 2, Right = 3, UpRight = 4, UpLeft = 5, DownRight = 6, DownLeft = 7 };
inline constexpr bool isDiagonal(ObjectDir d) { return d >= ObjectDir::UpRight; }
inline constexpr std::int32_t kDiagonalSpringSize = 32;  // Obj41's d1 = $1B (w/2 + $B), d2 = $10 (h/2)

const char* objectKindName(ObjectKind k);  // block, spring, spikes, bridge, collapse, fall, monitor, push, ring, hurt, enemy, breakable, twist, ramp, vine, bumper, booster, goal, tree, fan, stair, brick, seesaw, barrier, lift, conveyor, elevator, bomb, springboard, stomper
const char* objectDirName(ObjectDir d);    // up, down, left, right, up_right, up_left, down_right, down_left
std::optional<ObjectKind> parseObjectKind(std::string_view name);
std::optional<ObjectDir> parseObjectDir(std::string_view name);

// Sonic 1's and 2's spring strengths (Spring_Powers, Obj41_Strengths: -$1000
// and -$A00, negated for the launch direction), as launch speeds in subpixels.
struct SpringSpeed {
  static constexpr Sub kRed = 0x1000;
  static constexpr Sub kYellow = 0xA00;
  static constexpr Sub kMax = 0x7FFF;  // the games' speeds are signed words
};

// A bridge's logs (Obj11's subtype): each kBridgeLogWidth px wide. The games'
// bend tables (Obj11_BendData) have rows for 16 logs at most.
struct BridgeLogs {
  static constexpr int kMin = 1;
  static constexpr int kMax = 16;
  static constexpr std::int32_t kLogWidth = 16;
};

// A collapse's two delays, in frames (as Sonic 1 counts them in objoff_38):
// from the first frame the player stands on it to the frame it breaks up
// (Ledge_Main / CFlo_Main: "move.b #7,ledge_timedelay(a0)"), and how long the
// piece under a player still standing on it then holds him (the first byte of
// its fragment table: CFlo_Data1 $1C for the GHZ ledge, CFlo_Data2 $1E and
// CFlo_Data3 $16 for the collapsing floors).
struct CollapseTiming {
  static constexpr std::uint8_t kDelay = 7;
  static constexpr std::uint8_t kHold = 0x1C;
  static constexpr int kMin = 1;  // a game's counts start at 1 or more (a 0 would skip the hold)
  static constexpr int kMax = 255;  // bytes
};

// A fall's two counts and its gravity (level format 9; Sonic 1's Plat_Move
// .type03 / .type04, Sonic 2's Obj18_Falling / Obj18_Fall, which agree): the
// timer set when it is first found stood on ("move.w #30,objoff_3A(a0)"), then
// the frames it falls carrying a player before it drops him ("move.w
// #32,objoff_3A(a0)"), and the speed it gains each frame ("addi.w
// #$38,obVelY(a0)", 8.8 subpixels, no cap).
struct FallTiming {
  static constexpr std::uint8_t kDelay = 30;
  static constexpr std::uint8_t kCarry = 32;
  static constexpr Sub kGravity = 0x38;
  static constexpr int kMin = 1;    // the games' "tst.w objoff_3A" reads a 0 as "not set"
  static constexpr int kMax = 255;
};

// A monitor's item: the object's subtype in its game, which picks the icon
// (Sonic 1: 0 static .. 8 goggles; Sonic 2: 0 static .. 9 random; S&K: 0
// static .. 9 super; docs/formats.md names them). Four bits, as SonLVL's
// "Contents" property reads it.
struct MonitorItem {
  static constexpr int kMax = 15;
};

// A ring's size and touch box. Drawn 16 x 16 (Sonic 1's Obj25 "move.b
// #8,obActWid(a1)"); touched within 6 px of its centre either way: Obj25's
// "move.b #$47,obColType(a1)" is ReactToItem's size entry 7, "dc.b 6, 6";
// Sonic 2's Touch_Rings "move.w #6,d1 ; set ring radius" and S&K's
// Test_Ring_Collisions "moveq #6,d1" alike.
struct RingSize {
  static constexpr std::int32_t kSize = 16;
  static constexpr std::int32_t kTouchHalf = 6;
};

// A hurt zone's or an enemy's box is its w x h about its centre (its touch
// size is w / 2, h / 2 either way); the games' largest is Obj54's and Obj31's subtype 2,
// collision size $15 ("dc.b $80, $20"): 256 x 64.
struct HurtZoneSize {
  static constexpr std::int32_t kMin = 2;     // a touch size of 1 px either way
  static constexpr std::int32_t kMax = 1024;  // a box the touch test's words cannot wrap
};

// Kinds that are not solid: rings, hurt zones and enemies, which the player
// only touches, twists, vines and trees, whose routines carry him
// (sonic/twist.h, sonic/vine.h, sonic/tree.h), ramps, bumpers and boosters,
// whose routines throw him (sonic/ramp.h, sonic/bumper.h, sonic/booster.h),
// goals, whose routine ends the run (sonic/goal.h), and fans and conveyors,
// whose routines move him along x (sonic/fan.h, sonic/conveyor.h). The object pass's
// solid tests and the box controller pass through them.
inline constexpr bool touchedNotSolid(ObjectKind k) {
  return k == ObjectKind::Ring || k == ObjectKind::Hurt || k == ObjectKind::Enemy || k == ObjectKind::Twist ||
         k == ObjectKind::Ramp || k == ObjectKind::Vine || k == ObjectKind::Bumper || k == ObjectKind::Booster ||
         k == ObjectKind::Goal || k == ObjectKind::Tree || k == ObjectKind::Fan || k == ObjectKind::Conveyor ||
         k == ObjectKind::Bomb;
}
// Kinds whose box is any even w x h about its centre (HurtZoneSize) with
// one point and no path of their own (an enemy's motion is its routine's):
// hurt zones and enemies.
inline constexpr bool touchBoxKind(ObjectKind k) { return k == ObjectKind::Hurt || k == ObjectKind::Enemy; }
// Kinds that may carry a timer (level format 17, level/timer.h): a block is
// solid, a hurt zone harmful, only while it is active; a fan (format 18)
// blows only then.
inline constexpr bool timerKind(ObjectKind k) {
  return k == ObjectKind::Block || k == ObjectKind::Hurt || k == ObjectKind::Fan;
}

struct SolidObject;
// Empty when the kind's fields fit it, else what is wrong (objectProblem asks).
std::string objectKindProblem(const SolidObject& o);
// Sets back to their defaults the fields that only another kind has (a
// spring's speed, a bridge's logs, a collapse's and a fall's counts, a
// monitor's item, a breakable's way, an enemy's motion, spikes' retract, a
// twist's tables, a block's nudge, on_screen and vanish), as a change of kind must before
// objectKindProblem takes it. The direction and the shape stay the caller's.
void dropOtherKindsFields(SolidObject& o);

}  // namespace solidtile

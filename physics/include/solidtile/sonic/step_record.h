// What one player step did, as plain data: every sensor cast, which one won,
// and the events. The editor draws from this; it never re-derives physics.
#pragma once

#include <cstdint>

#include "solidtile/sonic/player_state.h"
#include "solidtile/sonic/sensor.h"

namespace solidtile {

// Climb: Knuckles' own casts (characters.h): the wall grab's and the climb's
// wall, ceiling and floor reads.
enum class SensorId : std::uint8_t { A, B, C, D, PushLeft, PushRight, Centre, Climb };
const char* sensorName(SensorId id);  // "A", "B", "C", "D", "push-left", "push-right", "centre", "climb"

// What the step made of a cast.
enum class CastUse : std::uint8_t {
  Used,        // its distance moved the player (snap, push, landing, bump)
  NotNearest,  // the other sensor of the pair was nearer
  OutOfRange,  // beyond the snap limit or the landing depth
  NoContact,   // nothing within its length
  Checked,     // read for a test (low ceiling, balance) without moving anything
};
const char* castUseName(CastUse u);

struct CastRecord {
  SensorId sensor = SensorId::A;
  Dir dir = Dir::Down;
  std::int32_t x = 0, y = 0;  // anchor pixel
  SensorResult result;
  CastUse use = CastUse::Checked;
};

enum class EventKind : std::uint8_t {
  Landed,
  LeftGround,
  ModeChanged,      // a = from, b = to (Mode)
  HitWall,
  HitCeiling,
  AttachedCeiling,
  FellOffWall,
  ControlLockSet,
  BalancingBegan,   // a = Balance
  Jumped,
  JumpBlocked,      // a low ceiling refused the jump
  RollStarted,
  RollEnded,
  PathSwitched,     // a = from, b = to
  FellOutOfLevel,
  SpindashBegan,
  SpindashRevved,   // a = the charge's high byte after the press
  SpindashReleased, // a = the charge's high byte
  Slipped,          // too slow on a steep slope: slid down it (Sonic 3)
  // The level's objects (sonic/solid_objects.h); a, b = the object's index, low and high byte.
  ObjectLanded,     // landed on its top
  ObjectLeft,       // stopped standing on it (walked past its edge or jumped)
  ObjectPushed,     // pushed out of its side
  ObjectBumped,     // hit its bottom moving up
  ObjectCarried,    // moved with it while standing on it
  Crushed,          // squashed under it standing (Solid_Squash): the run ends
  SpringLaunched,   // a spring launched the player (Obj41)
  Hurt,             // spikes hurt the player (Obj36, HurtSonic): knocked back
  HurtEnded,        // the hurt state ended on landing (Sonic_HurtStop)
  // Knuckles and Tails in sonic3k (characters.h).
  GlideStarted,     // a jump press in the air: Knuckles glides
  GlideReleased,    // let go of jump (or no wall to grab): falls
  GlideSlid,        // landed flat while gliding: slides
  GlideStood,       // a slide or a glide's fall ended on the ground
  WallGrabbed,
  WallLetGo,        // climbed off the wall's bottom (or moved off it): falls
  ClimbedOver,      // pulled up over the wall's top onto the floor
  WallJumped,
  FlightStarted,    // a jump press in the air: Tails flies
  FlightRose,       // a press in flight: rising
  Tired,            // the flight timer ran out
  // Collapses (sonic/collapse.h); a, b = the object's index, low and high byte.
  CollapseStarted,  // stood on: its countdown began (Ledge_Collapse)
  Collapsed,        // it broke up (Ledge_Fragment / loc_847A)
  // Monitors (sonic/monitor.h).
  MonitorBroken,    // a rolling player broke it: a = its item (the game's subtype)
  MonitorKnocked,   // hit from below: knocked up; a, b = the object's index, low and high byte
  // Pushable blocks (sonic/push.h); a, b = the object's index, low and high byte.
  BlockPushed,      // the player pushed it a pixel
  BlockLanded,      // it fell and landed on the tiles
  // Monitors' items (sonic/items.h).
  ItemApplied,      // a broken monitor's item reached its top and took effect: a = the item
  ShoesEnded,       // the speed shoes ran out: the normal speeds are back
  // Rings, shields and invincibility (sonic/items.h).
  RingsLost,        // a hit took them: a, b = how many, low and high byte
  ShieldLost,       // a hit took the shield instead of the rings
  Died,             // hit with no rings and no shield (KillSonic): the run ends; a, b = the object's index
  InvincibilityEnded,  // the invincibility ran out
  // Rings lying in the level (sonic/rings.h): a, b = the object's index, low and high byte.
  RingCollected,    // the player touched it: one ring more (PlayerState::rings), the ring gone
  ExtraLife,        // a 1-up monitor, or the 100th or 200th ring: a = the lives now (PlayerState::lives)
  // Sonic 3 and S&K's shield moves (sonic/shield_moves.h).
  ShieldMove,       // a jump press in the air ran the shield's move: a = the shield (2 fire, 3 lightning, 4 bubble)
  BubbleBounced,    // landing from the bubble shield's dive bounced him back up
  // Enemies (sonic/enemy.h): a, b = the object's index, low and high byte.
  EnemyDestroyed,   // rolled into (or touched invincible): gone, the player bounced off it
  // Breakable walls and rocks (sonic/breakable.h): a, b = the object's index, low and high byte.
  ObjectBroken,     // the player broke it (rolled into its side or landed curled on it): gone
  // Twisted ramps (sonic/ramp.h): a, b = the object's index, low and high byte.
  RampLaunched,     // it threw the player up into the air (Obj_TwistedRamp)
  // Objects that hold the player (PlayerState::heldBy; sonic/vine.h): a, b = the object's index, low and high byte.
  Grabbed,          // its routine took hold of him (obj_control set): his own movement stops
  LetGo,            // it let him go (a jump press, or hurt): his own movement runs again
  // Bumpers (sonic/bumper.h) and speed boosters (sonic/booster.h): a, b = the object's index, low and high byte.
  BumperBounced,    // touched: thrown away from its centre at $700, in the air (Obj47's Bump_Hit)
  Boosted,          // its window, on the ground: x speed and ground speed set to its speed, its way (Obj1B_GiveBoost)
  // Goals (sonic/goal.h): a, b = the object's index, low and high byte.
  GoalReached,      // his x reached the signpost's window (Obj0D): the run ends
  // Not an event: the number of kinds, so lists of every kind (the debugger's
  // breakpoints) take in new ones. Keep it last; no step reports it.
  Count,
};
inline constexpr int kEventKindCount = static_cast<int>(EventKind::Count);

// What one object test of the step found (Sonic 1's SolidObject and
// PlatformObject branches), for the debugger.
enum class ObjectOutcome : std::uint8_t {
  Missed,      // out of range (Solid_Ignore / Plat_Exit)
  Stayed,      // standing, carried (MvSonicOnPtfm)
  Left,        // standing, walked past the edge or in the air (ExitPlatform, SolidObject .leave)
  Landed,      // on the top (Solid_Landed, PlatformObject)
  TooDeep,     // in the top half, 16 px or more deep: ignored
  MissedTop,   // top chosen but outside obActWid, or rising (Solid_Miss)
  Bumped,      // bottom, moving up: pushed down, ysp 0 (Solid_Below)
  BelowFalling,// bottom, moving down: nothing (Solid_TopBtmAir)
  Crushed,     // bottom, ysp 0, on the ground (Solid_Squash)
  Side,        // pushed out sideways (Solid_Left/Right/Centre)
  SideShallow, // side, 4 px or less vertical overlap: not pushed (Solid_SideAir)
  // A monitor's touch test (monitor.h): overlapX, overlapY = its centre less the player's.
  Broke,       // rolling into it: broken, ysp negated (React_Monitor .movingdown)
  Knocked,     // moving up, 16 px or more under its centre: knocked up, ysp negated
  Collected,   // a ring touched (rings.h): one ring more, the ring gone
  Touched,     // a hurt zone or an enemy touched: hurt unless invincible or flashing
  Destroyed,   // an enemy touched rolling or invincible (enemy.h): gone, the player bounced
  // A twisted ramp's window (ramp.h): overlapX, overlapY = the player's point less the ramp's.
  Launched,    // thrown up into the air
  // A bumper's touch (bumper.h): overlapX, overlapY = its centre less the player's point.
  Bounced,     // thrown away from its centre
  // A booster's window (booster.h): overlapX, overlapY = the player's point less the booster's.
  Boosted,     // on the ground, slower than $1000 its way: set to its speed
  // A goal's window (goal.h): overlapX = the player's x less the post's, overlapY = his y less its.
  Reached,     // at the post or less than $20 past it: the run ends
  // A fan's window (fan.h): overlapX, overlapY = the player's point less the fan's; pushX = the pixels he was moved.
  Blown,       // on and in its window: moved along x
  // A conveyor's window (conveyor.h): overlapX, overlapY = the player's point less obX, obY; pushX = the pixels he was moved.
  Conveyed,    // on the ground in its window: moved along x by its belt
};
const char* objectOutcomeName(ObjectOutcome o);

struct ObjectTest {
  std::int16_t object = 0;
  std::int16_t overlapX = 0, overlapY = 0;  // d5 and d1 of SolidObject: the smaller chooses the side
  std::int16_t pushX = 0, pushY = 0;        // pixels the player was moved
  ObjectOutcome outcome = ObjectOutcome::Missed;
};
const char* eventName(EventKind k);

struct Event {
  EventKind kind = EventKind::Landed;
  std::uint8_t a = 0, b = 0;
};

// The parts of one step, in the order the step runs them (physics.md). On the
// ground: jump, slope factor, input, wall check, roll, level bounds, move,
// floor sensors, fall-off (and the guide's balance); in the air: jump
// release, air control, drag, level bounds, move, gravity, angle return,
// collision. Every step ends with the path switchers and the mode.
enum class Phase : std::uint8_t {
  Jump,
  SlopeFactor,
  InputSpeed,
  WallCheck,
  Roll,
  LevelBounds,
  Move,
  FloorSensors,
  FallOff,
  Balance,
  JumpRelease,
  AirControl,
  AirDrag,
  Gravity,
  AngleReturn,
  AirCollision,
  PathSwitch,
  ModeUpdate,
  Ability,  // the glide's speed and turn, a slide, a climb, the flight's rise (characters.h)
};
const char* phaseName(Phase p);  // "jump", "slope factor", ...

// Where one phase ended: the player as it was then, and how many casts and
// events the step had made by then (the phase's own are those after the
// previous phase's counts).
struct PhaseMark {
  Phase phase = Phase::Jump;
  std::uint8_t castEnd = 0;
  std::uint8_t eventEnd = 0;
  PlayerState after;
};

struct StepRecord {
  static constexpr int kMaxCasts = 16;
  static constexpr int kMaxEvents = 12;
  static constexpr int kMaxPhases = 16;
  static constexpr int kMaxObjectTests = 8;
  CastRecord casts[kMaxCasts];
  ObjectTest objectTests[kMaxObjectTests];
  std::uint8_t objectTestCount = 0;
  Event events[kMaxEvents];
  std::uint8_t castCount = 0;
  std::uint8_t eventCount = 0;
  std::int8_t floorWinner = -1;  // index into casts of the A/B cast whose surface the player took
  // The twist (sonic/twist.h) that put the player on its path this step, -1
  // none, and his flip_angle from its flip table (Obj06_FlipAngleTable): how
  // far round the corkscrew he is drawn.
  std::int16_t twist = -1;
  std::uint8_t twistFlip = 0;
  // Phase boundaries cost a state copy each, so only a caller that asks gets
  // them (the debugger's one inspected frame, not every step of a run).
  bool recordPhases = false;
  std::uint8_t phaseCount = 0;
  PhaseMark phases[kMaxPhases];

  void clear() {
    castCount = 0;
    eventCount = 0;
    objectTestCount = 0;
    floorWinner = -1;
    twist = -1;
    twistFlip = 0;
    phaseCount = 0;
  }
  // Casts [first, end) belong to phase i.
  int phaseCastBegin(int i) const { return i > 0 ? phases[i - 1].castEnd : 0; }
  int phaseEventBegin(int i) const { return i > 0 ? phases[i - 1].eventEnd : 0; }
  bool has(EventKind k) const {
    for (int i = 0; i < eventCount; ++i) {
      if (events[i].kind == k) return true;
    }
    return false;
  }
};

}  // namespace solidtile

// An enemy's own routine (issue 27, level format 15, SolidObject::motion):
// the badnik's box moved as the game's routine moves the badnik. The state
// lives in the enemy's two slots after its first (object_state.h), so a step
// allocates nothing and rewinding (copying the slots) brings the motion back.
// Both slots at ObjectSlot{} is a badnik not yet made: its init routine runs
// on the first step that runs it, which is the first step it exists in (from
// frame 0 on an `always` list; with `object_loading: camera`, the first step
// after ObjPosLoad / ObjectsManager made it: loadObjects clears the slots of
// one that left the window, so it comes back fresh at its placement, as the
// games' do). Until then it has no collision type (the init routine sets it:
// LoadSubObject's collision_flags, Obj5C_Init's "move.b #9,collision_flags"),
// so the touch test passes it.
//
// The routines run in the object pass, after the player's (his slot is the
// first), so the player's touch test meets the box where the last frame left
// it. Numbers from s2.asm:
// - Coconuts (Obj9D): Obj9D_Init "move.b #$10,Obj9D_timer"; Obj9D_Idle
//   faces the player and, while Obj_GetOrientationToPlayer's d2 (its x less
//   the main character's, a word) is within "addi.w #$60,d2; cmpi.w #$C0,d2;
//   bcc.s", waits Obj9D_attack_timer out ("tst.b; beq.s
//   Obj9D_StartThrowing; subq.b #1") and then throws, else counts its timer
//   ("subq.b #1; bmi.s Obj9D_StartClimbing"); Obj9D_SetClimbingDirection
//   takes the next pair of Obj9D_ClimbData ("move.b (a1)+,y_vel(a0)": the
//   speed's high byte, so whole pixels; the index back to 0 at $C);
//   Obj9D_Climbing "subq.b #1,Obj9D_timer; beq.s Obj9D_StopClimbing" else
//   ObjectMove; Obj9D_StopClimbing back to idle with "move.b #$10"; throwing,
//   "move.b #8,Obj9D_timer" and "move.b #$20,Obj9D_attack_timer", then
//   Obj9D_ThrowingHandRaised and ..HandLowered each "subq.b #1; bmi.s" from 8
//   (the second's "move.b #8" overwritten), then climbing on. Sonic 2's
//   Sidekick (Tails), the nearer of the two when he is, is not simulated.
// - Masher (Obj5C): Obj5C_Init "move.w #-$400,y_vel(a0)" and falls into
//   Obj5C_Main on the same frame: ObjectMove, "addi.w #$18,y_vel(a0)", and
//   when its y (a word) is below Obj5C_initial_y_pos ("cmp.w y_pos(a0),d0;
//   bhs.s") "move.w d0,y_pos(a0)" (the pixel only: the fraction stays) and
//   "move.w #-$500,y_vel(a0)". Nothing reads the player.
//
// Sonic 1's Green Hill badniks (format 17; s1disasm _incObj/, each number
// pinned in SonicS1Badniks.*): Buzz Bomber (22 Buzz Bomber.asm), Newtron
// (42 Newtron.asm), Moto Bug (40 Moto Bug.asm), Crabmeat (1F Crabmeat.asm).
// Their x and y are the game's obX, obY (the box's centre) less the
// placement's. What they read besides their state: the player's x, the
// level's floor (ObjFloorDist: FindFloor down from obY + obHeight on path 0,
// top-solid tiles, the player's cast: castSensorLean) and whether their
// sprite was drawn on screen after the last frame (obRender bit 7, which
// BuildSprites sets: obX -+ obActWid overlapping 0..319 of the camera,
// obY - camera y in -$20..$FF, its "assume height" test), from the camera the
// object list records (object_loading.h, recordScreen). They run
// RememberState, whose out_of_range deletes them when their obX (not their
// placement) leaves the loading window: they are gone until the window loses
// and brings back their placement (loadObjects). On a list without a camera
// they are gone past kS1BadnikReach from their placement (the most the
// window lets one stray: their bounds). A blue Newtron deletes itself at its
// animation's end (DeleteObject: the respawn entry stays marked, so it is
// never made again). Not modelled: their missiles and fireballs (Obj23,
// Crab_BallMain), the Moto Bug's smoke.
#pragma once

#include <cstdint>

#include "solidtile/level/object_state.h"
#include "solidtile/sonic/sensor.h"

namespace solidtile {

class Level;

// The routines' numbers.
struct CoconutsTiming {
  static constexpr std::int32_t kIdle = 0x10;         // Obj9D_timer after Init and after each climb
  static constexpr std::int32_t kThrowFrame = 8;      // each throwing frame's timer
  static constexpr std::int32_t kAttackWait = 0x20;   // Obj9D_attack_timer after a throw
  static constexpr std::int32_t kNear = 0x60;         // d2 in -$60..$5F: the player is near
  struct Climb {
    std::int8_t speed;  // pixels a frame (y_vel's high byte)
    std::uint8_t timer;
  };
  static constexpr Climb kClimb[6] = {{-1, 0x20}, {1, 0x18}, {-1, 0x10}, {1, 0x28}, {-1, 0x20}, {1, 0x10}};
};
struct MasherTiming {
  static constexpr std::int32_t kFirstSpeed = -0x400;  // Obj5C_Init's y_vel
  static constexpr std::int32_t kGravity = 0x18;
  static constexpr std::int32_t kJumpSpeed = -0x500;  // each jump from its lowest y
};

// Sonic 1's numbers (s1disasm _incObj/).
struct BuzzBomberTiming {
  static constexpr std::int32_t kSpeed = 0x400;     // .move "move.w #$400,obVelX(a0)", negated facing left
  static constexpr std::int32_t kFlight = 127;      // "move.w #127,buzz_timedelay(a0)"
  static constexpr std::int32_t kNear = 0x60;       // .chknearsonic "cmpi.w #$60,d0; bhs.s .keepgoing"
  static constexpr std::int32_t kAim = 29;          // "move.w #29,buzz_timedelay(a0)" before it fires
  static constexpr std::int32_t kHover = 59;        // after firing and after turning
  static constexpr std::int32_t kActWid = 0x18;     // Buzz_Main "move.b #$18,obActWid(a0)"
};
struct NewtronTiming {
  static constexpr std::int32_t kNear = 0x80;       // .chkdistance "cmpi.w #$80,d0; bhs.s .outofrange"
  static constexpr std::int32_t kHeight = 0x10;     // Newt_Main "move.b #$10,obHeight(a0)"
  static constexpr std::int32_t kGravity = 0x38;    // ObjectFall
  static constexpr std::int32_t kSpeed = 0x200;     // .fall "move.w #$200,obVelX(a0)"
  static constexpr std::int32_t kFloorAbove = -8;   // .matchfloor "cmpi.w #-8,d1; blt.s"
  static constexpr std::int32_t kFloorBelow = 0xC;  // "cmpi.w #$C,d1; bge.s"
};
struct MotobugTiming {
  static constexpr std::int32_t kHeight = 0xE;      // Moto_Main "move.b #$E,obHeight(a0)"
  static constexpr std::int32_t kSpeed = 0x100;     // .move "move.w #-$100,obVelX(a0)"
  static constexpr std::int32_t kPause = 59;        // .pause "move.w #59,.time(a0)"
};
struct CrabmeatTiming {
  static constexpr std::int32_t kHeight = 0x10;     // Crab_Main "move.b #$10,obHeight(a0)"
  static constexpr std::int32_t kSpeed = 0x80;      // .movecrab "move.w #$80,obVelX(a0)"
  static constexpr std::int32_t kWalk = 127;        // "move.w #127,crab_timedelay(a0)"
  static constexpr std::int32_t kWait = 59;         // .fire's and loc_966E's "move.w #59"
  static constexpr std::int32_t kAhead = 0x10;      // loc_9640's d3 = obX -+ $10
  static constexpr std::int32_t kActWid = 0x15;     // "move.b #$15,obActWid(a0)"
};
// How far from its placement a Sonic 1 badnik's box can be: out_of_range
// deletes it once its obX leaves the window that holds its placement, at
// most $280 + $80 px across (object_loading.h).
inline constexpr std::int32_t kS1BadnikReach = 0x300;

// What a moving enemy's routine is doing (for the debugger and the tests).
enum class EnemyPhase : std::uint8_t {
  Unmade,     // not yet made: no routine has run, no collision
  Idle,       // Coconuts waiting (Obj9D_Idle)
  Climbing,   // Coconuts moving (Obj9D_Climbing)
  Throwing,   // Coconuts' two throwing frames (Obj9D_Throwing)
  Leaping,    // Masher (Obj5C_Main)
  Hovering,   // Buzz Bomber's .move (still: waiting, aiming, firing); Newtron blue showing itself
  Flying,     // Buzz Bomber's .chknearsonic; Newtron's .matchfloor and .speed
  Hidden,     // Newtron's .chkdistance (collision type 0)
  Appearing,  // Newtron's .type00 (collision type 0), falling once its frame is 4
  Falling,    // Moto Bug's and Crabmeat's _Main (not yet drawn), Newtron's .fall
  Walking,    // Moto Bug's .findfloor, Crabmeat's .walkonfloor
  Waiting,    // Moto Bug's .move, Crabmeat's .waittofire
  Gone,       // deleted (out_of_range, or the blue Newtron's DeleteObject): no collision
};
// unmade, idle, climbing, throwing, leaping, hovering, flying, hidden,
// appearing, falling, walking, waiting, gone
const char* enemyPhaseName(EnemyPhase p);

// Enemy o's box on the state its slots hold (`slots` its first slot, the
// destroyed frame, and the ones after it; nullptr: none kept): its top-left,
// whether it has been made (a still enemy, motion None, always has), whether
// the touch test meets it (made, a collision type set, drawn, not deleted),
// and its phase.
struct EnemyPlace {
  std::int32_t x = 0, y = 0;
  bool made = true;
  bool touchable = true;
  EnemyPhase phase = EnemyPhase::Unmade;
};
EnemyPlace enemyPlace(const SolidObject& o, const ObjectSlot* slots);

// How far above (up, <= 0) and below (down), left (<= 0) and right of its
// placement enemy o's box goes, pixels: Coconuts' climbs' running sums
// (-31 .. +16), Masher's highest leap, Sonic 1's kS1BadnikReach every way.
struct EnemyReach {
  std::int32_t up = 0, down = 0, left = 0, right = 0;
};
EnemyReach enemyReach(const SolidObject& o);

// What a routine reads besides its slots.
struct EnemyWorld {
  std::int32_t playerX = 0;      // the main character's x (pixels) after his own routine this frame
  const Level* level = nullptr;  // the floor ObjFloorDist reads (path 0); none: no floor anywhere
  CastRules cast{};              // the profile's cast rules (Sonic 1's)
  // The camera after the last frame (the 16-bit words the list records), for
  // obRender bit 7; not known: every sprite counts as drawn on screen.
  bool screenKnown = false;
  std::int32_t screenX = 0, screenY = 0;
  // The loading window's chunk after the last frame (out_of_range); not
  // known: no window (an `always` list, or no camera yet).
  bool chunkKnown = false;
  std::int32_t chunk = 0;
};

// One frame of enemy o's routine on its slots. Does nothing for motion None.
void stepEnemyMotion(const SolidObject& o, ObjectSlot* slots, const EnemyWorld& world);

// Whether an enemy whose placement has left the loading window keeps its
// slots (loadObjects): a blue Newtron that deleted itself is never made again.
bool enemyStaysDeleted(const SolidObject& o, const ObjectSlot* slots);

}  // namespace solidtile

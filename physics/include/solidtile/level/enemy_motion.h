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
#pragma once

#include <cstdint>

#include "solidtile/level/object_state.h"

namespace solidtile {

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

// What a moving enemy's routine is doing (for the debugger and the tests).
enum class EnemyPhase : std::uint8_t {
  Unmade,    // not yet made: no routine has run, no collision
  Idle,      // Coconuts waiting (Obj9D_Idle)
  Climbing,  // Coconuts moving (Obj9D_Climbing)
  Throwing,  // Coconuts' two throwing frames (Obj9D_Throwing)
  Leaping,   // Masher (Obj5C_Main)
};
const char* enemyPhaseName(EnemyPhase p);  // unmade, idle, climbing, throwing, leaping

// Enemy o's box on the state its slots hold (`slots` its first slot, the
// destroyed frame, and the two after it; nullptr: none kept): its top-left,
// whether it has been made (a still enemy, motion None, always has), and its phase.
struct EnemyPlace {
  std::int32_t x = 0, y = 0;
  bool made = true;
  EnemyPhase phase = EnemyPhase::Unmade;
};
EnemyPlace enemyPlace(const SolidObject& o, const ObjectSlot* slots);

// How far above (up, <= 0) and below (down) its placement enemy o's box goes,
// pixels: Coconuts' climbs' running sums (-31 .. +16), Masher's highest leap.
struct EnemyReach {
  std::int32_t up = 0, down = 0;
};
EnemyReach enemyReach(const SolidObject& o);

// One frame of enemy o's routine on its slots; playerX is the main
// character's x (pixels) after his own routine this frame. Does nothing for
// motion None.
void stepEnemyMotion(const SolidObject& o, ObjectSlot* slots, std::int32_t playerX);

}  // namespace solidtile

// Knuckles' glide and climb and Tails' flight as in Sonic 3 & Knuckles
// (skdisasm sonic3k.asm: Knux_JumpHeight, Knux_Test_For_Glide,
// Knuckles_Move_Glide, Knuckles_Glide and its states, Knux_DoLevelCollision_CheckRet;
// Tails_JumpHeight, Tails_Test_For_Flight, Tails_FlyingSwimming,
// Tails_Move_FlySwim). Speeds in subpixels per frame, distances in pixels.
#pragma once

#include <cstdint>

#include "solidtile/fixed.h"

namespace solidtile {

// What a second jump press in the air does (double_jump_flag's meaning).
enum class Ability : std::int32_t {
  None,   // Sonic, and every character outside sonic3k
  Glide,  // Knuckles: glide, then slide or climb
  Fly,    // Tails: fly
};

// Where the player is in an ability; None is the ordinary ground and air step.
enum class Move : std::uint8_t {
  None,
  Glide,       // double_jump_flag 1
  GlideFall,   // 2: let go of jump, or fell off a wall or a slide
  GlideSlide,  // 3: landed on flat ground while gliding
  Climb,       // 4: holding a wall
  ClimbLedge,  // 5: pulling up over a wall's top
  Fly,         // Tails' flight (double_jump_flag 1, 2..$1F while rising: moveStep)
};
inline constexpr int kMoveCount = 7;
const char* moveName(Move m);  // "none", "glide", "glide fall", ...

struct KnucklesConfig {
  // Knux_Test_For_Glide: the press adds this to ysp (kept at 0 or below) and
  // sets the glide speed and xsp to `glideStartSpeed` toward the facing side.
  Sub glideStartYsp = 0x200;
  Sub glideStartSpeed = 0x400;
  int glideRadius = 10;  // the glide's x and y radius ($A)
  // Knuckles_Move_Glide: below `glideFastSpeed` the speed gains `glideAccSlow`
  // a frame, then `glideAccFast` while not turning, up to `glideMaxSpeed`.
  Sub glideFastSpeed = 0x400;
  Sub glideAccSlow = 8;
  Sub glideAccFast = 4;
  Sub glideMaxSpeed = 0x1800;
  int glideTurnStep = 2;     // the turn angle (double_jump_property) moves this far a frame
  // ysp gains `glideGravity` a frame, or loses it once at or above `glideFallBrake`.
  Sub glideGravity = 0x20;
  Sub glideFallBrake = 0x80;
  // Above the level's top + this, the glide's speed and xsp halve each frame.
  int glideTopMargin = 16;
  int glideReleaseShift = 2;  // letting go of jump: xsp >> 2
  // Knuckles_Sliding: holding jump, xsp loses this a frame; a slide ends
  // (and a fall begins) when the floor is this far or more below.
  Sub slideFriction = 0x20;
  int slideDropDistance = 14;
  int landLockFrames = 0xF;  // move_lock after a flat landing from a fall or a slide
  // Knuckles_Gliding_HitWall: both wall casts must touch; otherwise a floor
  // within `grabLedgeReach` below (y - grabLedgeRise) at the wall's edge lets him grab.
  int grabLedgeRise = 11;
  int grabLedgeReach = 12;
  // Knuckles_Wall_Climb: one pixel a frame up or down; the wall is read at
  // y -+ climbWallReach, the ceiling above y - climbCeilingRise and the floor
  // below y + climbFloorDrop (each then the radius further).
  int climbSpeed = 1;
  int climbWallReach = 11;
  int climbCeilingRise = 8;
  int climbFloorDrop = 9;
  int climbLedgeGap = 4;  // the wall this far or more away up there: a ledge, pull up
  // The level's top + this is as high as a climb goes.
  int climbTopMargin = 16;
  // Jumping off a wall: ysp and xsp away from it.
  Sub wallJumpYsp = -0x380;
  Sub wallJumpXsp = 0x400;
  Sub fallGravity = 0x38;  // Knuckles_Fall_From_Glide
  // Knuckles_ClimbLedge_Frames: four steps of (dx toward the wall, dy) each
  // `ledgeStepFrames` apart.
  int ledgeStepFrames = 6;
  std::int32_t ledgeSteps[4][2] = {{3, -3}, {8, -10}, {-8, -12}, {8, -5}};
};

struct TailsConfig {
  // Tails_Test_For_Flight: the flight timer, counted down every other frame ($F0).
  int flightFrames = (8 * 60) / 2;
  // Tails_Move_FlySwim: a press (while ysp >= -$100 and not tired) rises:
  // ysp loses `flightRise` a frame until it is below `flightRiseLimit`, at most
  // `flightRiseFrames` frames; otherwise ysp gains `flightGravity`.
  Sub flightRise = 0x20;
  Sub flightRiseLimit = -0x100;
  int flightRiseFrames = 0x20 - 2;
  Sub flightGravity = 8;
  int flightTopMargin = 16;  // at the level's top + this, rising stops
};

}  // namespace solidtile

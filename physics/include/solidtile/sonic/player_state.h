// The player's state: a plain struct that can be copied (rewind is copying
// states), shared by the step and its record.
#pragma once

#include <cstdint>

#include "solidtile/level/angle.h"
#include "solidtile/fixed.h"
#include "solidtile/input.h"
#include "solidtile/sonic/characters.h"

namespace solidtile {

// Which side the drop is on while balancing at a ledge.
enum class Balance : std::uint8_t { None, Left, Right };
const char* balanceName(Balance b);  // none, left, right

// Which of the player's routines that move the camera's look shift (Sonic 1's
// v_lookshift, Sonic 2's Camera_Y_pos_bias, S&K's Distance_from_top) ran in
// the last step: the games write it from the player's own code, the camera
// (camera/camera.h) reads it after the step.
enum class LookRoutine : std::uint8_t {
  None,             // none of them: a jump took the frame, hurt, a spin dash began, a glide or flight
  Standing,         // Sonic_Move reached Sonic_LookUp: standing still on flat ground, unlocked, not balancing
  Moving,           // Sonic_Move's other ends (Sonic_ResetScr): moving, on a slope, locked or balancing
  Rolling,          // Sonic_RollSpeed ran
  Airborne,         // Sonic_ChgJumpDir ran (Sonic_JumpDirection in Sonic 1)
  SpindashCharge,   // Sonic_UpdateSpindash, Down still held
  SpindashRelease,  // Sonic_UpdateSpindash let the dash go (the camera lags behind it)
};

// Why the run ended (PlayerState::outOfLevel set): a fall below the level,
// crushed under an object (Solid_Squash), killed by a hit with no rings and
// no shield (KillSonic), or the act's goal reached (sonic/goal.h). None
// while it runs (and for an end set from outside the step).
enum class RunEnd : std::uint8_t { None, Fell, Crushed, Killed, Goal };
const char* runEndName(RunEnd e);  // none, fell, crushed, killed, goal

struct PlayerState {
  Sub x = 0, y = 0;        // centre, subpixels
  Sub xsp = 0, ysp = 0;    // velocity, subpixels per frame
  Sub gsp = 0;             // ground speed
  Angle angle = 0;
  Mode mode = Mode::Floor;
  bool airborne = true;
  bool rolling = false;
  bool jumping = false;     // airborne from a jump (jump release applies)
  bool rollJumping = false; // jumped while rolling (no air control)
  bool pushing = false;
  bool facingLeft = false;
  bool outOfLevel = false;  // the run ended (fell below the level, or `ended`); the step does nothing more
  bool hurt = false;        // knocked back (Sonic_Hurt): no control until landing (sonic/hurt.cpp)
  std::uint8_t radiusX = 9, radiusY = 19;
  std::uint8_t controlLock = 0;  // frames of ignored left/right on the ground
  std::uint8_t path = 0;         // collision layer
  Balance balancing = Balance::None;
  Input held = 0;                // last frame's buttons, to see presses
  bool ducking = false;          // the last grounded frame ended crouched (a spin dash can start)
  LookRoutine look = LookRoutine::None;  // the last step's routine that moves the camera's look shift
  bool spindashing = false;      // charging a spin dash
  std::uint16_t spindashCharge = 0;  // 0..spindashMaxCharge; its high byte picks the speed
  std::uint16_t invulnerable = 0;    // flashing frames left after a hit (flashtime): spikes spare him
  // Speed shoes left (sonic/items.h): frames in Sonic 1 and 2 (shoetime,
  // speedshoes_time), 8-frame ticks in S&K (speed_shoes_timer); while non-zero
  // the step runs on the shoes' top speed, acceleration and friction.
  std::uint16_t shoes = 0;
  // A broken monitor's item on its way up (Obj2E): its effect lands at the end
  // of step `itemFrame` (the frame number the step ends on). itemPending is
  // the item + 1, 0 for none; one is kept.
  std::uint8_t itemPending = 0;
  std::uint32_t itemFrame = 0;
  // Rings held (v_rings, Ring_count): a hit with some loses them all, a hit
  // with none and no shield kills (sonic/items.h).
  std::uint16_t rings = 0;
  // Invincibility left (v_invinc with invtime, invincibility_time, S&K's
  // invincibility_timer), counted as the shoes are: while non-zero nothing hurts.
  std::uint16_t invincible = 0;
  // The shield worn (sonic/items.h, Shield): 0 none; a hit takes it instead
  // of the rings.
  std::uint8_t shield = 0;
  // The two angle buffers of the games' collision routines as the frame left
  // them: every cast writes the angle of the last solid tile it read into its
  // buffer (the first sensor of a pair, and the push sensors, into `angleBuffer`,
  // the second into `angleBuffer2`) and leaves it alone when it read none; only
  // the grounded floor routine sets both to 3 first. Sonic 1 balances on a 3.
  Angle angleBuffer = 0;   // B's side (x + radius)
  Angle angleBuffer2 = 0;  // A's side (x - radius)
  // Frames stepped: the level's objects stand where they were on this frame
  // (their position is a function of it), so rewinding stays a state copy.
  std::uint32_t frame = 0;
  // The level object the player stands on (Sonic 1's standing bit and
  // standonobject), or -1; while set the floor sensors are not cast.
  std::int16_t standingOn = -1;
  // The object whose pushing bit is set (Sonic 1 keeps it per object; one is
  // kept here: the last object that made the player push), or -1.
  std::int16_t pushingObject = -1;
  // The bridge whose logs are bent (Obj11's objoff_3E and objoff_3F), or -1:
  // the one stood on, or the last one left while it eases back. One is kept;
  // another bridge is flat.
  std::int16_t bridge = -1;
  std::uint8_t bridgeLog = 0;   // the log the player stands on, from the left
  std::uint8_t bridgeBend = 0;  // 0..$40 in steps of 4, the angle whose sine scales the sag
  // The sideways spring that last launched the player, or -1, and `frame`
  // then: its launch animation (anim 3) shuts the area in front of its face
  // for springFaceAreaFrames (springs.h). One is kept, as for the bridge.
  std::int16_t springLaunched = -1;
  std::uint32_t springLaunchFrame = 0;
  // Knuckles' glide and climb, Tails' flight (characters.h): the move, and
  // its counters as the games keep them in double_jump_flag/_property.
  Move move = Move::None;
  std::uint8_t moveStep = 0;   // Tails: double_jump_flag (1 flying, 2..$1F rising); ledge: the step's offset (0, 4, 8, 12)
  std::uint8_t moveTimer = 0;  // Tails: the flight timer; ledge: frames to the next step
  Angle glideTurn = 0;         // the glide's heading (double_jump_property): 0 right, $80 left
  std::int16_t grabX = 0;      // the x (pixels) Knuckles grabbed the wall at

  // The fields below came last so the hot ones above keep their places
  // (the step's merged loads and stores read them by offset).
  // The monitor it came from and its centre's x: an Eggman item hurts him
  // away from it (HurtCharacter's a2 is the item object, at the monitor's x).
  std::int32_t itemX = 0;
  std::int16_t itemObject = -1;
  // Lives (v_lives, Life_count): 3 as each game's title screen sets them
  // ("move.b #3,(v_lives).w"); a 1-up monitor and the 100- and 200-ring
  // bonuses add one (items.h). A byte, as the games' addq.b keeps it.
  std::uint8_t lives = 3;
  // Which ring bonuses the act has given (v_lifecount, Extra_life_flags): bit
  // 1 the 100th ring's life, bit 2 the 200th's. They stay set when a hit
  // takes the rings, so gathering 100 again gives none.
  std::uint8_t lifeFlags = 0;
  // Sonic's double_jump_flag in Sonic 3 and S&K (sonic/shield_moves.h): 1
  // once the insta-shield or a shield's move ran in this jump; landing
  // clears it (and bounces him if it was the bubble shield's dive).
  std::uint8_t shieldMove = 0;
  // The level object holding the player (the games' obj_control bit 0 set
  // by an object's routine: S&K's giant ride vine, sonic/vine.h), or -1.
  // While set his own movement routine does not run ("btst
  // #0,object_control(a0)" in Sonic_Control skips Sonic_Modes); the
  // object's routine places him each frame and lets him go.
  std::int16_t heldBy = -1;
  // Why outOfLevel was set, and the object that ended the run (the crushing
  // block, the hit that killed, the goal) or -1.
  RunEnd ended = RunEnd::None;
  std::int16_t endedBy = -1;
  // The games' object_control bit 6, set by an object's routine (S&K's
  // hollow tree while it winds him round, sonic/tree.h): his ground move's
  // wall check (Sonic_CheckWallsOnGround: "btst #6,object_control(a0); bne")
  // is skipped. Only a step that may meet objects reads it.
  bool wallCheckOff = false;

  bool operator==(const PlayerState&) const = default;
};

}  // namespace solidtile

// The games' camera: where the 320x224 screen stands over the level, moved
// once a frame after the player's step by each game's ScrollHoriz and
// ScrollVertical (Sonic 1's DeformLayers, Sonic 2's ScrollHoriz/ScrollVerti,
// S&K's MoveCameraX/MoveCameraY), with the look shift the player's routines
// move (player_state.h's LookRoutine). Plain data: a state that is copied with
// the player's to rewind, and a step that allocates nothing.
// docs/physics.md, "The camera", quotes the routine behind every field.
#pragma once

#include <array>
#include <cstdint>

#include "solidtile/fixed.h"
#include "solidtile/level/level.h"
#include "solidtile/level/object_loading.h"
#include "solidtile/sonic/player_state.h"
#include "solidtile/sonic/profile.h"

namespace solidtile {

struct CameraConfig {
  // The screen, pixels (320x224 in Sonic 1, 2 and 3 & Knuckles).
  int screenWidth = 320;
  int screenHeight = 224;
  // Where the first camera stands: the player this far right of and below
  // its top-left corner, then kept inside the level (LevelSizeLoad's
  // "subi.w #160,d1", "subi.w #96,d0").
  int startOffsetX = 160;
  int startOffsetY = 96;

  // ScrollHoriz: the player's x minus the camera's under leftBorder scrolls
  // left, at rightBorder or more scrolls right, by the excess...
  int leftBorder = 144;
  int rightBorder = 160;
  // ...at most this many pixels a frame ("cmpi.w #16,d0"; S&K "#$18").
  int maxScrollRight = 16;
  // 0: no cap (Sonic 1's SH_BehindMid adds the whole excess).
  int maxScrollLeft = 16;

  // ScrollVertical: the look shift (v_lookshift) is the player's y on screen
  // the camera keeps; at rest it is defaultBias.
  int defaultBias = 0x60;
  // In the air the player roams bias - airWindow .. bias + airWindow
  // ("addi.w #32,d0", "subi.w #64,d0") before the camera follows.
  int airWindow = 32;
  // A rolling (or jumping) player counts this much higher ("subq.w #5,d0").
  int rollOffset = 5;
  // The most the camera moves a frame: in the air and on the ground at
  // fastGroundSpeed or more (16, S&K 24: "move.w #$1000,d1" / "#$1800")...
  int fastScroll = 16;
  Sub fastGroundSpeed = 0x800;
  // ...on the ground slower than that ("move.w #$600,d1")...
  int groundScroll = 6;
  // ...and on the ground with the look shift away from rest ("move.w #$200,d1").
  int lookScroll = 2;

  // Looking up and down (Sonic_LookUp / Sonic_Duck): the look shift moves by
  // lookStep a frame up to lookUpBias or down to lookDownBias, and back to
  // defaultBias by lookStep when neither is held.
  int lookUpBias = 0xC8;
  int lookDownBias = 8;
  int lookStep = 2;
  // Frames Up or Down are held standing still before the look shift moves
  // (Sonic_Look_delay_counter, "cmpi.w #$78"); 0: at once (Sonic 1).
  int lookDelayFrames = 0;

  // The spin dash's lag (Sonic_UpdateSpindash, ScrollHoriz's
  // Horiz_scroll_delay_val): released at speed v, the camera follows the
  // player's x of lagFrames - ((v - lagBaseSpeed) * 2 & $1F00) / 256 frames
  // ago, one frame nearer each frame. 0: no lag (Sonic 1).
  int lagFrames = 0;
  Sub lagBaseSpeed = 0x800;
  // The recorded x is masked so (Sonic 2 "andi.w #$3FFF", S&K "#$7FFF").
  int recordMask = 0x3FFF;

  // Rules, where the games' routines differ.
  // Sonic 1's MoveScreenHoriz tests the window unsigned ("bcs.s", "bcc.s",
  // "blo.s"): a player left of the screen's edge reads as far right of it.
  bool horizontalUnsigned = false;
  // S&K's Sonic_Move tests Down before Up (loc_11276); Sonic 1-3 Up first.
  bool downBeforeUp = false;
  // Sonic 2's Obj01_Roll_ResetScr, S&K's loc_115C6: rolling eases the look
  // shift back (Sonic 1's Sonic_RollSpeed leaves it).
  bool rollingRecentres = true;
  // Sonic 2's Sonic_ResetOnFloor, S3's Player_TouchFloor: landing clears the
  // look delay counter.
  bool landingClearsLookDelay = true;

  bool operator==(const CameraConfig&) const = default;
};

// The profile's camera: `guide` the Sonic Physics Guide's camera page (its
// Sonic 1-like numbers with both directions capped), `sonic1`, `sonic2` and
// `sonic3k` their own routines.
CameraConfig cameraConfigFor(Profile p);

inline constexpr int kCameraRecordSize = 32;  // the longest lag reads 31 frames back

struct CameraState {
  std::int32_t x = 0, y = 0;  // the screen's top-left corner, level pixels
  std::int16_t bias = 0x60;   // the look shift
  std::uint8_t lookDelay = 0; // frames Up or Down were held standing still
  std::uint8_t lag = 0;       // frames the spin dash's lag has left
  std::uint8_t recordNext = 0;  // the next slot of xRecord to write
  bool airborne = false;      // the player's, as the last step left it (landing clears lookDelay)
  // The player's x a frame, newest at recordNext - 1 (Sonic_Pos_Record_Buf).
  std::array<std::uint16_t, kCameraRecordSize> xRecord{};

  bool operator==(const CameraState&) const = default;
};

// Where the camera stands for a player at `player`, before the first step.
CameraState startCamera(const CameraConfig& cfg, const Level& level, const PlayerState& player);

// One frame, after the player's step: the look shift by the routine the step
// ran, then ScrollHoriz and ScrollVertical towards `player`. `playerCfg` gives
// the spin dash's speed the lag is reckoned from. A player out of the level
// leaves the camera where it is.
void stepCamera(CameraState& camera, const CameraConfig& cfg, const Level& level, const PlayerState& player,
                const PlayerConfig& playerCfg);

// stepCamera, then the level's objects loaded and deleted by where it now
// stands (object_loading.h: loadObjects; nothing on a level that loads every
// object always). `objects` the slots the step was given.
void stepCameraAndObjects(CameraState& camera, const CameraConfig& cfg, const Level& level, const PlayerState& player,
                          const PlayerConfig& playerCfg, ObjectSlots objects);

// The camera's limits: 0 .. level size - screen size (0 for a level smaller
// than the screen), as v_limitleft2/right2/top2/btm2 are the act's size.
inline std::int32_t cameraMaxX(const CameraConfig& cfg, const Level& level) {
  return level.widthPixels() > cfg.screenWidth ? level.widthPixels() - cfg.screenWidth : 0;
}
inline std::int32_t cameraMaxY(const CameraConfig& cfg, const Level& level) {
  return level.heightPixels() > cfg.screenHeight ? level.heightPixels() - cfg.screenHeight : 0;
}

}  // namespace solidtile

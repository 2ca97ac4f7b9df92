// The camera's step: the look shift (Sonic_LookUp, Sonic_Duck, the ResetScr
// ends of the player's routines), then ScrollHoriz and ScrollVertical. The
// games keep positions in 16-bit words and test some windows unsigned; the
// casts to std::uint16_t / std::int16_t below are those words.
#include "solidtile/camera/camera.h"

#include <algorithm>
#include <cstdlib>

#include "solidtile/input.h"

namespace solidtile {
namespace {

using U16 = std::uint16_t;
using S16 = std::int16_t;

// The ResetScr ends: the look shift eases back to rest ("cmpi.w #$60; beq;
// bhs: subq.w #2; else addq.w #4, subq.w #2").
void recentre(CameraState& c, const CameraConfig& k) {
  if (c.bias == k.defaultBias) return;
  c.bias = static_cast<S16>(c.bias < k.defaultBias ? c.bias + k.lookStep : c.bias - k.lookStep);
}

// Sonic_LookUp / Sonic_Duck, reached standing still: Up or Down held moves the
// look shift, after the delay where the game has one; neither, it eases back.
void lookStanding(CameraState& c, const CameraConfig& k, Input held) {
  const bool up = (held & input::kUp) != 0;
  const bool down = (held & input::kDown) != 0;
  const bool lookDown = k.downBeforeUp ? down : down && !up;
  const bool lookUp = k.downBeforeUp ? up && !down : up;
  if (!lookUp && !lookDown) {
    c.lookDelay = 0;
    recentre(c, k);
    return;
  }
  if (k.lookDelayFrames > 0) {
    // "addq.w #1,(Sonic_Look_delay_counter); cmpi.w #$78; blo.s Obj01_ResetScr_Part2"
    c.lookDelay = static_cast<std::uint8_t>(std::min(c.lookDelay + 1, 255));
    if (c.lookDelay < k.lookDelayFrames) {
      recentre(c, k);
      return;
    }
    c.lookDelay = static_cast<std::uint8_t>(std::min(k.lookDelayFrames, 255));
  }
  const int target = lookUp ? k.lookUpBias : k.lookDownBias;
  if (c.bias != target) c.bias = static_cast<S16>(c.bias + (lookUp ? k.lookStep : -k.lookStep));
}

// Sonic_UpdateSpindash's lag: "move.w inertia(a0),d0; subi.w #$800,d0;
// add.w d0,d0; andi.w #$1F00,d0; neg.w d0; addi.w #$2000,d0".
std::uint8_t spindashLag(const CameraConfig& k, const PlayerState& p, const PlayerConfig& pc) {
  if (k.lagFrames <= 0) return 0;
  const std::int64_t speed = pc.spindashSpeed + static_cast<std::int64_t>(pc.spindashSpeedStep) * (p.spindashCharge >> 8);
  U16 d0 = static_cast<U16>(speed - k.lagBaseSpeed);
  d0 = static_cast<U16>((d0 * 2) & 0x1F00);
  d0 = static_cast<U16>(std::min(k.lagFrames, 255) * 256 - d0);
  return static_cast<std::uint8_t>(d0 >> 8);
}

void look(CameraState& c, const CameraConfig& k, const PlayerState& p, const PlayerConfig& pc) {
  switch (p.look) {
    case LookRoutine::None:
      break;
    case LookRoutine::Standing:
      lookStanding(c, k, p.held);
      break;
    case LookRoutine::Moving:
      c.lookDelay = 0;  // Obj01_ResetScr clears the counter before easing back
      recentre(c, k);
      break;
    case LookRoutine::Rolling:
      if (k.rollingRecentres) recentre(c, k);
      break;
    case LookRoutine::Airborne:
    case LookRoutine::SpindashCharge:
      recentre(c, k);
      break;
    case LookRoutine::SpindashRelease:
      c.lag = spindashLag(k, p, pc);
      recentre(c, k);
      break;
  }
  if (k.landingClearsLookDelay && c.airborne && !p.airborne) c.lookDelay = 0;
  c.airborne = p.airborne;
}

// ScrollHoriz (Sonic 1's MoveScreenHoriz): the window leftBorder..rightBorder
// from the screen's left edge, the excess scrolled up to the caps, then the
// level's sides.
void scrollHoriz(CameraState& c, const CameraConfig& k, const Level& level, std::int32_t targetX) {
  const U16 diff = static_cast<U16>(targetX - c.x);  // "sub.w (v_screenposx).w,d0"
  const bool behind = k.horizontalUnsigned ? diff < static_cast<U16>(k.leftBorder)
                                           : static_cast<S16>(diff) < k.leftBorder;
  const bool ahead = k.horizontalUnsigned ? !behind && diff >= static_cast<U16>(k.rightBorder)
                                          : static_cast<S16>(diff) >= k.rightBorder;
  if (behind) {
    S16 d = static_cast<S16>(diff - k.leftBorder);
    if (k.maxScrollLeft > 0 && d <= -k.maxScrollLeft) d = static_cast<S16>(-k.maxScrollLeft);
    c.x = std::max<std::int32_t>(c.x + d, 0);  // "cmp.w (v_limitleft2).w,d0; bgt.s"
  } else if (ahead) {
    U16 d = static_cast<U16>(diff - k.rightBorder);
    if (d >= static_cast<U16>(k.maxScrollRight)) d = static_cast<U16>(k.maxScrollRight);  // "cmpi.w #16,d0; blo.s"
    c.x = std::min<std::int32_t>(c.x + d, cameraMaxX(k, level));  // "cmp.w (v_limitright2).w,d0; blt.s"
  }
}

// ScrollVertical: on the ground the camera keeps the player at the look
// shift, in the air within airWindow of it; capped as the fields say, then
// the level's top and bottom.
void scrollVertical(CameraState& c, const CameraConfig& k, const Level& level, const PlayerState& p) {
  S16 d0 = static_cast<S16>(pixelOf(p.y) - c.y);
  if (p.rolling) d0 = static_cast<S16>(d0 - k.rollOffset);
  const U16 bias = static_cast<U16>(c.bias);
  S16 d = 0;
  int cap = k.fastScroll;
  if (p.airborne) {
    // "addi.w #32,d0; sub.w d3,d0; bcs.s" then "subi.w #64,d0; bcc.s": both unsigned.
    const U16 a = static_cast<U16>(d0 + k.airWindow);
    if (a < bias) {
      d = static_cast<S16>(a - bias);
    } else {
      const U16 b = static_cast<U16>(a - bias);
      if (b < static_cast<U16>(2 * k.airWindow)) return;
      d = static_cast<S16>(b - 2 * k.airWindow);
    }
  } else {
    d = static_cast<S16>(d0 - c.bias);
    if (d == 0) return;
    if (c.bias != k.defaultBias) {
      cap = k.lookScroll;
    } else if (static_cast<U16>(std::abs(p.gsp)) < static_cast<U16>(k.fastGroundSpeed)) {
      cap = k.groundScroll;  // "cmpi.w #$800,d1; bhs.s" on |inertia|
    }
  }
  const int move = d > cap ? cap : d < -cap ? -cap : d;
  const std::int32_t y = c.y + move;
  // The up path clamps at the top, the down path at the bottom (the games'
  // vertical wrap for levels $800 tall is not modelled: the camera clamps).
  c.y = move < 0 ? std::max<std::int32_t>(y, 0) : std::min<std::int32_t>(y, cameraMaxY(k, level));
}

}  // namespace

CameraState startCamera(const CameraConfig& cfg, const Level& level, const PlayerState& player) {
  CameraState c;
  c.x = std::clamp<std::int32_t>(pixelOf(player.x) - cfg.startOffsetX, 0, cameraMaxX(cfg, level));
  c.y = std::clamp<std::int32_t>(pixelOf(player.y) - cfg.startOffsetY, 0, cameraMaxY(cfg, level));
  c.bias = static_cast<S16>(cfg.defaultBias);
  c.airborne = player.airborne;
  // Sonic 2's Obj01_Init records the start position into every slot (S&K's Reset_Player_Position_Array).
  c.xRecord.fill(static_cast<U16>(pixelOf(player.x)));
  return c;
}

void stepCamera(CameraState& c, const CameraConfig& k, const Level& level, const PlayerState& p,
                const PlayerConfig& pc) {
  if (p.outOfLevel) return;
  look(c, k, p, pc);
  // Sonic_RecordPos, in the player's step before the camera moves.
  c.xRecord[c.recordNext] = static_cast<U16>(pixelOf(p.x));
  c.recordNext = static_cast<std::uint8_t>((c.recordNext + 1) % kCameraRecordSize);
  std::int32_t target = pixelOf(p.x);
  if (c.lag != 0) {
    // "subi.w #$100,d1" then lag + 1 slots back from the next one: the player's x lag frames ago.
    --c.lag;
    const int slot = (c.recordNext + kCameraRecordSize - 1 - c.lag) % kCameraRecordSize;
    target = c.xRecord[static_cast<std::size_t>(slot)] & k.recordMask;
  }
  scrollHoriz(c, k, level, target);
  scrollVertical(c, k, level, p);
}

void stepCameraAndObjects(CameraState& camera, const CameraConfig& cfg, const Level& level, const PlayerState& player,
                          const PlayerConfig& playerCfg, ObjectSlots objects) {
  stepCamera(camera, cfg, level, player, playerCfg);
  loadObjects(level.objects, camera, player.frame, playerCfg.collapseFlagBeforeCount ? 1 : 0,
              playerCfg.collapseRemadeAfterBreak, objects);
}

}  // namespace solidtile

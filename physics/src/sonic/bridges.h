// Internal: bridges (ObjectKind::Bridge) against the Sonic player, Sonic 1's
// Obj11 (Bri_Solid, Bri_WalkOff, Bri_Bend, Bri_MoveSonic) and Sonic 2's
// (Obj11_EHZ, sub_F872, Obj11_Depress); PlayerConfig's bridge rules say where
// they differ. The object's x is Obj11's obX - 8 * logs - 8, so Bri_Solid's
// "sub.w obX(a0),d0; add.w d1,d0" is the player's x minus it, and the
// standing log is that over 16. The bend lives in PlayerState (bridge,
// bridgeLog, bridgeBend). Integers only, no allocation.
#pragma once

#include <cstdint>

#include "solid_objects.h"
#include "solidtile/sonic/bridge.h"

namespace solidtile::detail::objects {

// Walking off (Sonic 1's ExitPlatform2, Sonic 2's sub_F872): only the
// standing bit is cleared in both games; the floor sensors decide next frame.
template <class St>
void leaveBridge(St& st, int i) {
  st.s.standingOn = -1;
  objectEvent(st, EventKind::ObjectLeft, i);
  noteTest(st, i, ObjectOutcome::Left);
}

// Bri_MoveSonic / sub_F872: "move.w obY(a2),d0; subq.w #8,d0; sub.w y_radius": the
// player's y is the log's y (the top + 8 + its sag) - 8 - his y radius.
template <class St>
void putOnLog(St& st, int i, std::int32_t top, std::int32_t sag) {
  PlayerState& s = st.s;
  const std::int32_t py = s.y >> 8, ny = top + sag - s.radiusY;
  setPixelY(s, ny);
  noteTest(st, i, ObjectOutcome::Stayed, 0, 0, 0, ny - py);
}

// PlatformObject's Plat_NoXCheck / PlatformObject11_cont from the log top
// `surface`: the y range test and the landing (loc_74AE / RideObject_SetRide).
template <class St>
bool landOnBridge(St& st, int i, std::int32_t d0, std::int32_t n, std::int32_t surface) {
  PlayerState& s = st.s;
  // Bri_Solid: "tst.w obVelY(a1); bmi.w Plat_Exit", then the range d1 = n*8+8, d2 = n*16.
  if (s.ysp < 0 || d0 < 0 || d0 >= n * BridgeLogs::kLogWidth) return noteTest(st, i, ObjectOutcome::Missed), false;
  const std::int32_t py = s.y >> 8;
  const std::int32_t dy = surface - (py + s.radiusY + 4);
  const bool above = st.cfg.platformLandsAtZeroDistance ? dy > 0 : dy >= 0;
  if (above || dy < -0x10) return noteTest(st, i, ObjectOutcome::Missed, 0, dy), false;
  setPixelY(s, py + dy + 3);
  noteTest(st, i, ObjectOutcome::Landed, 0, dy, 0, dy + 3);
  standOn(st, i);
  return true;
}

template <class St>
void bridgeObject(St& st, int i, std::int32_t x, std::int32_t y, const SolidObject& o) {
  PlayerState& s = st.s;
  const PlayerConfig& cfg = st.cfg;
  const int n = o.logs;
  const bool live = s.bridge == i, standing = s.standingOn == i;
  int bend = live ? s.bridgeBend : 0, log = live ? s.bridgeLog : 0;
  const std::int32_t d0 = (s.x >> 8) - x;
  const bool off = s.airborne || d0 < 0 || d0 >= n * BridgeLogs::kLogWidth;
  // y is the logs' top: Obj11's obY (objoff_3C, the logs' resting y) - 8.
  const auto sag = [&](int standingLog, int k) { return bridgeLogSag(n, standingLog, bend, k, cfg.sine); };
  if (cfg.bridgeBendsRoundNewLog) {
    if (standing) {
      if (off) {
        leaveBridge(st, i);  // ExitPlatform2: routine 2 again, the bend kept this frame
      } else {
        log = d0 >> 4;  // Bri_WalkOff: "lsr.w #4,d0; move.b d0,objoff_3F(a0)"
        if (bend != kBridgeBendFull) bend += kBridgeBendStep;
        putOnLog(st, i, y, sag(log, log));
      }
    } else {
      // Bri_Action: Bri_Solid lands on the middle log as bent, then the bend eases back.
      landOnBridge(st, i, d0, n, y + sag(log, n >> 1));
      if (bend != 0) bend -= kBridgeBendStep;
    }
  } else {
    // Obj11_EHZ: the bend moves by the standing bit as the last frame left it,
    // Obj11_Depress bends round last frame's log, then sub_F872.
    if (standing) {
      if (bend != kBridgeBendFull) bend += kBridgeBendStep;
    } else if (bend != 0) {
      bend -= kBridgeBendStep;
    }
    if (standing) {
      if (off) {
        leaveBridge(st, i);
      } else {
        const int was = log;
        log = d0 >> 4;
        putOnLog(st, i, y, sag(was, log));
      }
    } else if (landOnBridge(st, i, d0, n, y)) {
      log = d0 >> 4;  // loc_F8F0 after PlatformObject11_cont
    }
  }
  if (s.standingOn == i || bend != 0) {
    s.bridge = static_cast<std::int16_t>(i);
    s.bridgeLog = static_cast<std::uint8_t>(log);
    s.bridgeBend = static_cast<std::uint8_t>(bend);
  } else if (live) {
    s.bridge = -1;
    s.bridgeLog = 0;
    s.bridgeBend = 0;
  }
}

}  // namespace solidtile::detail::objects

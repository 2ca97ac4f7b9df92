// Each profile's camera numbers; docs/physics.md, "The camera", quotes the
// routine behind each.
#include "solidtile/camera/camera.h"

namespace solidtile {

CameraConfig cameraConfigFor(Profile p) {
  CameraConfig c;  // the defaults are Sonic 2's ScrollHoriz / ScrollVerti
  c.lookDelayFrames = 0x78;
  c.lagFrames = 0x20;
  switch (p) {
    case Profile::Guide:
      // The guide's camera page: Sonic 1's numbers, both directions capped at
      // 16, no look delay and no spin dash lag (the guide profile has no spin dash).
      c.lookDelayFrames = 0;
      c.lagFrames = 0;
      c.rollingRecentres = false;
      c.landingClearsLookDelay = false;
      break;
    case Profile::Sonic1:
      c.maxScrollLeft = 0;           // SH_BehindMid: no cap
      c.horizontalUnsigned = true;   // "subi.w #144,d0; bcs.s SH_BehindMid"
      c.lookDelayFrames = 0;         // Sonic_LookUp moves v_lookshift at once
      c.lagFrames = 0;               // no spin dash
      c.rollingRecentres = false;    // Sonic_RollSpeed leaves v_lookshift
      c.landingClearsLookDelay = false;
      break;
    case Profile::Sonic2:
      break;
    case Profile::Sonic3K:
      c.maxScrollLeft = c.maxScrollRight = 0x18;  // MoveCameraX "cmpi.w #-$18,d0", "#$18"
      c.fastScroll = 0x18;                        // MoveCameraY "move.w #$1800,d1"
      c.recordMask = 0x7FFF;                      // "andi.w #$7FFF,d0"
      c.downBeforeUp = true;                      // Sonic_Move's loc_11276 tests Down first
      break;
  }
  return c;
}

}  // namespace solidtile

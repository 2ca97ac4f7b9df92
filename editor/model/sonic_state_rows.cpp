#include "model/sonic_state_rows.h"

#include <cstdarg>
#include <cstdio>
#include <string>

#include "solidtile/level/angle.h"
#include "solidtile/fixed.h"

namespace solidtile::editor {
namespace {

std::string subpixels(Sub v) {
  return formatPixels(v) + "  (" + std::to_string(pixelOf(v)) + "+" + std::to_string(v & 0xFF) + "/256 " +
         formatHex(v, 6) + ")";
}

#if defined(__GNUC__)
__attribute__((format(printf, 4, 5)))
#endif
void add(std::vector<StateRow>& rows, const char* name, bool changed, const char* fmt, ...);

void add(std::vector<StateRow>& rows, const char* name, bool changed, const char* fmt, ...) {
  char text[160];
  va_list args;
  va_start(args, fmt);
  std::vsnprintf(text, sizeof text, fmt, args);
  va_end(args);
  rows.push_back({name, changed, text});
}

}  // namespace

std::vector<StateRow> sonicStateRows(const PlayerState& s, const PlayerState& p) {
  std::vector<StateRow> rows;
  rows.reserve(25);
  add(rows, "x", s.x != p.x, "%s", subpixels(s.x).c_str());
  add(rows, "y", s.y != p.y, "%s", subpixels(s.y).c_str());
  add(rows, "xsp", s.xsp != p.xsp, "%s  (%d)", formatPixels(s.xsp).c_str(), s.xsp);
  add(rows, "ysp", s.ysp != p.ysp, "%s  (%d)", formatPixels(s.ysp).c_str(), s.ysp);
  add(rows, "gsp", s.gsp != p.gsp, "%s  (%d)", formatPixels(s.gsp).c_str(), s.gsp);
  add(rows, "angle", s.angle != p.angle, "$%02X  %d  %.2f deg", s.angle, s.angle, angleDegrees(s.angle));
  add(rows, "mode", s.mode != p.mode, "%s", modeName(s.mode));
  add(rows, "airborne", s.airborne != p.airborne, "%s", s.airborne ? "yes" : "no");
  add(rows, "rolling", s.rolling != p.rolling, "%s", s.rolling ? "yes" : "no");
  add(rows, "jumping", s.jumping != p.jumping, "%s%s", s.jumping ? "yes" : "no", s.rollJumping ? " (from a roll)" : "");
  add(rows, "control lock", s.controlLock != p.controlLock, "%d frames", s.controlLock);
  add(rows, "balancing", s.balancing != p.balancing, "%s", balanceName(s.balancing));
  const bool dashChanged = s.spindashing != p.spindashing || s.spindashCharge != p.spindashCharge || s.ducking != p.ducking;
  if (s.spindashing) {
    add(rows, "spin dash", dashChanged, "charge $%03X", s.spindashCharge);
  } else {
    add(rows, "spin dash", dashChanged, "%s", s.ducking ? "crouched" : "no");
  }
  add(rows, "buffers", s.angleBuffer != p.angleBuffer || s.angleBuffer2 != p.angleBuffer2, "$%02X $%02X", s.angleBuffer,
      s.angleBuffer2);
  add(rows, "path", s.path != p.path, "%d", s.path);
  add(rows, "radii", s.radiusX != p.radiusX || s.radiusY != p.radiusY, "%d x %d", s.radiusX, s.radiusY);
  add(rows, "facing", s.facingLeft != p.facingLeft, "%s", s.facingLeft ? "left" : "right");
  add(rows, "pushing", s.pushing != p.pushing, "%s", s.pushing ? "yes" : "no");
  // Knuckles' glide and climb, Tails' flight (sonic3k): the move and its counters.
  const bool moveChanged = s.move != p.move || s.moveStep != p.moveStep || s.moveTimer != p.moveTimer ||
                           s.glideTurn != p.glideTurn;
  if (s.move == Move::Fly) {
    add(rows, "move", moveChanged, "fly  timer %d%s", s.moveTimer, s.moveStep > 1 ? "  rising" : "");
  } else if (s.move == Move::Glide) {
    add(rows, "move", moveChanged, "glide  heading $%02X", s.glideTurn);
  } else {
    add(rows, "move", moveChanged, "%s", moveName(s.move));
  }
  // The objects (object_overlay.h): the one stood on and the one pushed against, as indices in the level's list.
  if (s.standingOn >= 0) {
    add(rows, "standing on", s.standingOn != p.standingOn, "object #%d", s.standingOn);
  } else {
    add(rows, "standing on", s.standingOn != p.standingOn, "no object");
  }
  // Held by an object (a vine's handle, sonic/vine.h): shown while held and on the frame he was let go.
  if (s.heldBy >= 0) {
    add(rows, "held by", s.heldBy != p.heldBy, "#%d", s.heldBy);
  } else if (p.heldBy >= 0) {
    add(rows, "held by", true, "no object");
  }
  // Why the run ended (player_state.h's RunEnd), once it has.
  if (s.ended != RunEnd::None) {
    if (s.endedBy >= 0) {
      add(rows, "run ended", s.ended != p.ended, "%s (#%d)", runEndName(s.ended), s.endedBy);
    } else {
      add(rows, "run ended", s.ended != p.ended, "%s", runEndName(s.ended));
    }
  }
  // A tree's object_control bit 6 (sonic/tree.h): shown while set and on the frame it cleared.
  if (s.wallCheckOff || p.wallCheckOff) add(rows, "wall check", s.wallCheckOff != p.wallCheckOff, "%s", s.wallCheckOff ? "off" : "on");
  if (s.pushingObject >= 0) {
    add(rows, "pushing on", s.pushingObject != p.pushingObject, "object #%d", s.pushingObject);
  } else {
    add(rows, "pushing on", s.pushingObject != p.pushingObject, "no object");
  }
  // The items (sonic/items.h), only while live: the shoes' timer (frames;
  // S&K's ticks of 8 frames) and the item still rising from a broken monitor.
  if (s.shoes != 0 || p.shoes != 0) add(rows, "speed shoes", s.shoes != p.shoes, "%d left", s.shoes);
  // Rings, shield and invincibility, also only while live (a hit reads them).
  if (s.rings != 0 || p.rings != 0) add(rows, "rings", s.rings != p.rings, "%d", s.rings);
  // Lives once a bonus or a 1-up changed them (the games start at 3).
  if (s.lives != PlayerState{}.lives || p.lives != s.lives) add(rows, "lives", s.lives != p.lives, "%d", s.lives);
  if (s.shield != 0 || p.shield != 0) {
    static const char* const kShields[] = {"none", "shield", "fire shield", "lightning shield", "bubble shield"};
    add(rows, "shield", s.shield != p.shield, "%s", s.shield < 5 ? kShields[s.shield] : "?");
  }
  if (s.invincible != 0 || p.invincible != 0) add(rows, "invincible", s.invincible != p.invincible, "%d left", s.invincible);
  // Sonic 3's double_jump_flag for Sonic (sonic/shield_moves.h), while set or just cleared.
  if (s.shieldMove != 0 || p.shieldMove != 0) {
    add(rows, "shield move", s.shieldMove != p.shieldMove, "%s", s.shieldMove != 0 ? "used this jump" : "ready");
  }
  if (s.itemPending != 0 || p.itemPending != 0) {
    const bool changed = s.itemPending != p.itemPending || s.itemFrame != p.itemFrame;
    if (s.itemPending != 0) {
      add(rows, "item rising", changed, "item %d  lands on frame %u", s.itemPending - 1, s.itemFrame);
    } else {
      add(rows, "item rising", changed, "none");
    }
  }
  // A bridge's bend (Obj11's objoff_3F, objoff_3E), only while one is live.
  if (s.bridge >= 0 || p.bridge >= 0) {
    const bool changed = s.bridge != p.bridge || s.bridgeLog != p.bridgeLog || s.bridgeBend != p.bridgeBend;
    if (s.bridge >= 0) {
      add(rows, "bridge", changed, "#%d  log %d  bend $%02X", s.bridge, s.bridgeLog, s.bridgeBend);
    } else {
      add(rows, "bridge", changed, "flat");
    }
  }
  // The objects stand where they were on this frame number (objectPosition).
  add(rows, "frame", s.frame != p.frame, "%u", s.frame);
  return rows;
}

}  // namespace solidtile::editor

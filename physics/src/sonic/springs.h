// Internal: springs (Sonic 1's Obj41 Spring_Up / Spring_LR / Spring_Dwn,
// Sonic 2's Obj41_Up / _Horizontal / _Down) and the dispatch of the level's
// object kinds (object_kinds.h). A spring is solid (SolidObject with the
// object's box) and launches the player touching its active side at the
// object's springSpeed: red $1000, yellow $A00 in Sonic 1 and 2.
#pragma once

#include <cstdint>

#include "player_shared.h"
#include "solid_objects.h"
#include "bridges.h"
#include "spikes.h"
#include "springs_diagonal.h"

namespace solidtile::detail::objects {

// Spring_BounceUp's "addq.w #8,obY(a1)" and its kin: the launch first moves
// the player this many pixels.
inline constexpr std::int32_t kSpringShift = 8;

// What every launch shares: the spring ends the hurt state (obRoutine 2) and
// the player lets go of whatever he stood on (bclr #3,obStatus(a1)).
template <class St>
void launched(St& st, int i) {
  st.s.standingOn = -1;
  objectEvent(st, EventKind::SpringLaunched, i);
}

// Spring_BounceUp / Spring_BounceDwn: up moves the player kSpringShift px down
// first (onto the box's top: he stood d3 = h/2 + 8 above its centre), down
// moves him up; ysp is the spring's speed; in the air, the hurt state ended.
// Sonic & Knuckles (sub_2164A, sub_21A6A) also clears the jump flag, and
// slows a red down spring (springDownRedSpeed).
template <class St>
void launchVertical(St& st, int i, bool up, Sub speed) {
  PlayerState& s = st.s;
  const PlayerConfig& cfg = st.cfg;
  movePixels(s.y, up ? kSpringShift : -kSpringShift);
  if (!up && cfg.springDownRedSpeed != 0 && speed == SpringSpeed::kRed) speed = cfg.springDownRedSpeed;
  s.ysp = up ? -speed : speed;
  s.airborne = true;
  s.hurt = false;
  if (cfg.springClearsJumping) {
    s.jumping = false;
    if (up) s.spindashing = false;
  }
  launched(st, i);
}

// Spring_BounceLR (loc_18AEE): x moves kSpringShift px one way then twice that
// back for a spring facing right; xsp and gsp take the speed, left/right lock
// for springLockFrames, the push ends. Sonic 1 flips the facing (bchg), Sonic
// 2 faces the launch.
template <class St>
void launchSideways(St& st, int i, bool right, Sub speed) {
  PlayerState& s = st.s;
  const PlayerConfig& cfg = st.cfg;
  movePixels(s.x, right ? -kSpringShift : kSpringShift);
  s.xsp = right ? speed : -speed;
  s.gsp = s.xsp;
  s.controlLock = static_cast<std::uint8_t>(cfg.springLockFrames < 0 ? 0 : cfg.springLockFrames > 0xFF ? 0xFF : cfg.springLockFrames);
  s.facingLeft = cfg.springSetsFacing ? !right : !s.facingLeft;
  stopPushing(s);
  s.springLaunched = static_cast<std::int16_t>(i);
  s.springLaunchFrame = s.frame;
  launched(st, i);
}

// The half height of the area in front of a sideways spring's face
// (loc_18BC6: "subi.w #$18,d2; addi.w #$18,d3").
inline constexpr std::int32_t kSpringFaceAreaHalfHeight = 0x18;

// Sonic 2's loc_18BC6 (S&K's sub_2190C), after the spring's SolidObject: a
// grounded player within springFaceArea px in front of the face, not moving
// toward it, is launched as if he had pushed it, unless the spring's launch
// animation still runs ("cmpi.b #3,anim(a0); beq"). x and y are compared
// unsigned against [obX, obX + $28) (flipped: [obX - $28, obX)) and
// [obY - $18, obY + $18).
template <class St>
void springFaceArea(St& st, int i, std::int32_t x, std::int32_t y, const SolidObject& o) {
  PlayerState& s = st.s;
  const PlayerConfig& cfg = st.cfg;
  if (s.springLaunched == i && s.frame - s.springLaunchFrame < static_cast<std::uint32_t>(cfg.springFaceAreaFrames)) return;
  if (s.airborne) return;
  const bool right = o.dir == ObjectDir::Right;
  // "btst #status.npc.x_flip; beq; neg.w d4; tst.w d4; bmi": moving toward the face is no launch.
  if (right ? s.gsp < 0 : s.gsp > 0) return;
  const std::int32_t obX = x + o.w / 2, obY = y + o.h / 2;
  const std::uint16_t lo = static_cast<std::uint16_t>(right ? obX : obX - cfg.springFaceArea);
  const std::uint16_t hi = static_cast<std::uint16_t>(right ? obX + cfg.springFaceArea : obX);
  const auto px = static_cast<std::uint16_t>(s.x >> 8), py = static_cast<std::uint16_t>(s.y >> 8);
  if (px < lo || px >= hi) return;
  if (py < static_cast<std::uint16_t>(obY - kSpringFaceAreaHalfHeight) ||
      py >= static_cast<std::uint16_t>(obY + kSpringFaceAreaHalfHeight))
    return;
  launchSideways(st, i, right, o.springSpeed);
}

// The spring's SolidObject and its launch. Up: standing on it after the test
// (obSolid / the standing bit). Down: touching its bottom (d4 negative, not
// standing). Sideways: pushing it (its pushing bit, set only on the ground),
// or in Sonic & Knuckles touching its side (d4 = 1, in the air too); Sonic 2
// and 3 also ask that the player be on its face side (obX - x borrows: the
// player is right of it).
template <class St>
bool springObject(St& st, int i, std::int32_t oldX, std::int32_t x, std::int32_t y, const SolidObject& o, bool moved) {
  if (isDiagonal(o.dir)) return diagonalSpringObject(st, i, oldX, x, y, o, moved);
  PlayerState& s = st.s;
  const bool vertical = o.dir == ObjectDir::Up || o.dir == ObjectDir::Down;
  // Spring_Up / Spring_Dwn stand the player d3 = $10 above a 16 px box's centre: h/2 + 8.
  const bool flush = !vertical || (o.dir == ObjectDir::Down && st.cfg.springDownStandsOnTop);
  const std::int32_t d3 = flush ? o.h / 2 + 1 : o.h / 2 + 8;
  int d4 = 0;
  if (!solidObject(st, i, oldX, x, y, o.w, o.h, moved, d3, d4)) return false;
  switch (o.dir) {
    case ObjectDir::Up:
      if (s.standingOn == i) launchVertical(st, i, true, o.springSpeed);
      break;
    case ObjectDir::Down:
      if (s.standingOn != i && d4 < 0) launchVertical(st, i, false, o.springSpeed);
      break;
    case ObjectDir::Left:
    case ObjectDir::Right: {
      const bool touched = st.cfg.springSideLaunchesInAir ? d4 == 1 : s.pushingObject == i && s.pushing;
      const bool right = o.dir == ObjectDir::Right;
      const std::int32_t obX = x + o.w / 2;
      const bool playerRight = static_cast<std::uint16_t>(obX) < static_cast<std::uint16_t>(s.x >> 8);
      if (touched && (!st.cfg.springFaceSideOnly || playerRight == right)) launchSideways(st, i, right, o.springSpeed);
      if (st.cfg.springFaceArea > 0) springFaceArea(st, i, x, y, o);
      break;
    }
    default: break;  // the diagonal ones took springs_diagonal.h's routine above
  }
  return true;
}

// Object i of a kind other than a block; false when the player was crushed.
template <class St>
bool springsAndSpikes(St& st, int i, std::int32_t oldX, std::int32_t x, std::int32_t y, const SolidObject& o,
                      bool moved) {
  if (o.kind == ObjectKind::Spring) return springObject(st, i, oldX, x, y, o, moved);
  if (o.kind == ObjectKind::Bridge) return bridgeObject(st, i, x, y, o), true;
  return spikesObject(st, i, oldX, x, y, o, moved);
}

}  // namespace solidtile::detail::objects

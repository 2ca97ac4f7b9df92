// Internal: the level's objects as the games run them against the player
// (docs/physics.md, "Solid objects (Sonic player)"). A solid object is Sonic
// 1's floating block (Obj56, FBlock_Action then SolidObject), Sonic 2's
// Obj6B or Sonic 3's SolidObjectFull callers (the same d1/d2/d3); a top-only
// one Sonic 1's moving block (Obj52, PlatformObject / ExitPlatform +
// MvSonicOnPtfm2), Sonic 2's Obj19 or Sonic 3's floating platform
// (PlatformObject / SolidObjectTop). Where the games' routines differ, a
// PlayerConfig field says how (profile.h, "Solid objects' rules").
// In step f the player's own routine has run first (seeing the objects where
// they were on frame f-1, only through `standingOn`); then each object, in
// the level's order, moves to its frame-f position (whole pixels: the floor
// of its subpixel position) and collides. Integers only, no allocation.
#pragma once

#include <algorithm>
#include <climits>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <utility>

#include "player_shared.h"
#include "object_slots.h"
#include "player_step.h"
#include "solidtile/level/retract.h"
#include "solidtile/level/vanish.h"

namespace solidtile::detail::objects {

// The games move Sonic by whole pixels in these routines (move.w to obX/obY):
// the subpixel stays.
inline void setPixelY(PlayerState& s, std::int32_t py) { s.y = static_cast<Sub>(py * 256 + (s.y & 0xFF)); }
inline void movePixels(Sub& v, std::int32_t d) { v = static_cast<Sub>(v + d * 256); }

template <class St>
void objectEvent(St& st, EventKind k, int i) {
  st.event(k, i & 0xFF, i >> 8);
}

template <class St>
void noteTest(St& st, int i, ObjectOutcome o, int overlapX = 0, int overlapY = 0, int pushX = 0, int pushY = 0) {
  if constexpr (!St::recording) return;
  if (!st.rec) return;  // set exactly when the step keeps a record
  StepRecord& r = *st.rec;
  if (r.objectTestCount >= StepRecord::kMaxObjectTests) return;
  r.objectTests[r.objectTestCount++] = {static_cast<std::int16_t>(i), static_cast<std::int16_t>(overlapX),
                                        static_cast<std::int16_t>(overlapY), static_cast<std::int16_t>(pushX),
                                        static_cast<std::int16_t>(pushY), o};
}

// Solid_NotPushing: both pushing bits cleared.
inline void stopPushing(PlayerState& s) {
  s.pushing = false;
  s.pushingObject = -1;
}

// Solid_ResetFloor and PlatformObject's loc_74AE: the player stands on object i.
template <class St>
void standOn(St& st, int i) {
  PlayerState& s = st.s;
  s.standingOn = static_cast<std::int16_t>(i);  // the previous object's bits cleared with it
  s.angle = 0;
  s.mode = Mode::Floor;
  s.ysp = 0;
  s.gsp = s.xsp;
  if (s.airborne) resetOnFloor(st);  // Sonic_ResetOnFloor
  objectEvent(st, EventKind::ObjectLanded, i);
}

// MvSonic2: the player's feet put on `top` and moved along with the object's x.
template <class St>
void carry(St& st, int i, std::int32_t top, std::int32_t oldObX, std::int32_t obX, bool moved) {
  PlayerState& s = st.s;
  const std::int32_t py = s.y >> 8, ny = top - s.radiusY;
  setPixelY(s, ny);
  movePixels(s.x, obX - oldObX);
  noteTest(st, i, ObjectOutcome::Stayed, 0, 0, obX - oldObX, ny - py);
  if (moved) objectEvent(st, EventKind::ObjectCarried, i);
}

// SolidObject's and PlatformObject's ".leave": the standing bit cleared; Sonic
// 2 and 3 also set the air bit ("bset #status.player.in_air,status(a1)").
template <class St>
void leave(St& st, int i) {
  st.s.standingOn = -1;
  if (st.cfg.objectLeaveSetsAirborne) st.s.airborne = true;
  objectEvent(st, EventKind::ObjectLeft, i);
  noteTest(st, i, ObjectOutcome::Left);
}

// Solid_Ignore: a test that missed lets go of the push this object set.
inline void ignore(PlayerState& s, int i) {
  if (s.pushingObject == i) stopPushing(s);
}

// Solid_Left / Solid_Right / Solid_Centre: pushed out of the side by d0.
template <class St>
[[gnu::always_inline]] inline void pushOutOfSide(St& st, int i, std::int32_t d0, std::int32_t d5, std::int32_t d1) {
  PlayerState& s = st.s;
  // The speed is kept when moving away from the object.
  const bool away = d0 > 0 ? s.xsp < 0 : (d0 < 0 && s.xsp >= 0);
  if (d0 != 0 && !away) {
    s.gsp = 0;
    s.xsp = 0;
  }
  movePixels(s.x, -d0);  // Solid_Centre
  if (s.airborne) {
    stopPushing(s);
  } else {
    s.pushing = true;
    s.pushingObject = static_cast<std::int16_t>(i);
  }
  noteTest(st, i, ObjectOutcome::Side, d5, d1, -d0, 0);
  objectEvent(st, EventKind::ObjectPushed, i);  // the side: the test's pushX sign
}

// Solid_SideAir and the side: Sonic 1 and 2's "cmpi.w #4,d1; bls.s Solid_SideAir".
template <class St>
[[gnu::always_inline]] inline void sideOrShallow(St& st, int i, std::int32_t d0, std::int32_t d5, std::int32_t d1) {
  if (d1 <= 4) {
    stopPushing(st.s);
    noteTest(st, i, ObjectOutcome::SideShallow, d5, d1);
    return;
  }
  pushOutOfSide(st, i, d0, d5, d1);
}

// Solid_TopBottom, under the centre (d3 < 0). False when the player was crushed.
template <class St>
bool belowObject(St& st, int i, std::int32_t d0, std::int32_t d3, std::int32_t d5, std::int32_t d1) {
  PlayerState& s = st.s;
  const auto bump = [&] {
    movePixels(s.y, -d3);
    s.ysp = 0;
    noteTest(st, i, ObjectOutcome::Bumped, d5, d1, 0, -d3);
    objectEvent(st, EventKind::ObjectBumped, i);
  };
  if (s.airborne && st.cfg.solidBelowInAirAlwaysPushes) {
    // Sonic 3's loc_1BE7A: "move.w #0,ground_vel(a1)", then loc_1BE80's push.
    s.gsp = 0;
    bump();
    return true;
  }
  if (s.ysp == 0) {
    if (s.airborne) return noteTest(st, i, ObjectOutcome::BelowFalling, d5, d1), true;
    // Sonic 2 and 3's SolidObject_Squash: near the side, pushed out of it
    // ("blo.w SolidObject_LeftRight"). Sonic 3's loc_1BDC6 would re-test
    // d1 <= 4 and go back to the bottom for ever (the game hangs); here the
    // shallow case lets go as Sonic 2's does.
    if ((d0 < 0 ? -d0 : d0) < st.cfg.squashSideMargin) return sideOrShallow(st, i, d0, d5, d1), true;
    // Solid_Squash: KillSonic; the run ends as a fall out of the level does.
    noteTest(st, i, ObjectOutcome::Crushed, d5, d1);
    s.outOfLevel = true;
    s.ended = RunEnd::Crushed;
    s.endedBy = static_cast<std::int16_t>(i);
    objectEvent(st, EventKind::Crushed, i);
    return false;
  }
  if (s.ysp > 0) return noteTest(st, i, ObjectOutcome::BelowFalling, d5, d1), true;
  bump();
  return true;
}

// The solid object's SolidObject with d1 = w/2 + $B, d2 = h/2, d3 (h/2 + 1
// for a block: the standing height), obX = x + w/2, obY = y + h/2 (x, y the
// frame-f top-left) and d4 = last frame's obX. `d4Out` gets what Sonic 1's
// SolidObject returns in d4: 1 a side, -1 the top or bottom, 0 nothing
// (springs and spikes read it). Returns false when the player was crushed.
template <class St>
[[gnu::always_inline]] inline bool solidEnterInline(St& st, int i, std::int32_t x, std::int32_t y, std::int32_t w,
                                                    std::int32_t h, int& d4Out);

// Inlined into collideOne (and its callers): out of line, the calls and their
// seven arguments cost the object pass more than the test itself.
template <class St>
[[gnu::always_inline]] inline bool solidObject(St& st, int i, std::int32_t oldX, std::int32_t x, std::int32_t y,
                                               std::int32_t w, std::int32_t h,
                 bool moved, std::int32_t d3Stand, int& d4Out) {
  PlayerState& s = st.s;
  const std::int32_t obX = x + w / 2, obY = y + h / 2, oldObX = oldX + w / 2;
  const std::int32_t d1 = w / 2 + 0xB;
  if (s.standingOn == i) {
    const std::int32_t d0 = (s.x >> 8) - obX + d1;
    if (s.airborne || d0 < 0 || d0 >= 2 * d1) {
      leave(st, i);
    } else {
      carry(st, i, obY - d3Stand, oldObX, obX, moved);  // MvSonicOnPtfm with d3
    }
    return true;
  }
  return solidEnterInline(st, i, x, y, w, h, d4Out);
}

// Solid_ChkEnter on the box x, y, w, h (top-left; obX = x + w/2, obY = y + h/2)
// and what follows it; SolidObject2F (sloped_objects.h) enters here with the
// column's box. `d4Out` as solidObject's. Returns false when the player was crushed.
template <class St>
bool solidEnter(St& st, int i, std::int32_t x, std::int32_t y, std::int32_t w, std::int32_t h, int& d4Out) {
  return solidEnterInline(st, i, x, y, w, h, d4Out);
}

template <class St>
[[gnu::always_inline]] inline bool solidEnterInline(St& st, int i, std::int32_t x, std::int32_t y, std::int32_t w,
                                                    std::int32_t h, int& d4Out) {
  PlayerState& s = st.s;
  const std::int32_t obX = x + w / 2, obY = y + h / 2;
  std::int32_t d1 = w / 2 + 0xB;
  const std::int32_t px = s.x >> 8, py = s.y >> 8;
  std::int32_t d0 = px - obX + d1;
  if (d0 < 0 || d0 > 2 * d1) return ignore(s, i), true;
  const std::int32_t d2 = h / 2 + s.radiusY;
  std::int32_t d3 = py - obY + 4 + d2;
  // Sonic 3: "move.b default_y_radius(a1),d4; ...; add.w d2,d4": the bottom
  // reaches the standing radius below, whatever the current one.
  const std::int32_t d4 = st.cfg.solidBottomUsesStandingRadius ? d2 + h / 2 + st.cfg.standRadiusY : 2 * d2;
  if (d3 < 0 || d3 >= d4) return ignore(s, i), true;
  std::int32_t d5 = d0;
  if (d1 < d0) {  // right of centre: the overlap from the right edge
    d0 -= 2 * d1;
    d5 = -d0;
  }
  d1 = d3;
  if (st.cfg.solidSplitsAtCentre ? py > obY : d2 < d3) {  // below centre: the overlap from the bottom
    d3 = d3 - 4 - d4;
    d1 = -d3;
  }
  if (d5 > d1 || (d1 <= 4 && st.cfg.shallowSideIsTopBottom)) {  // Solid_TopBottom
    if (d3 < 0) {
      d4Out = -1;
      return belowObject(st, i, d0, d3, d5, d1);
    }
    if (d3 >= 0x10) return noteTest(st, i, ObjectOutcome::TooDeep, d5, d1), ignore(s, i), true;
    // Solid_Landed: within obActWid (w/2) and not rising
    d3 -= 4;
    const std::int32_t half = w / 2, across = half + px - obX;
    const bool within = across >= 0 && across < 2 * half;
    // Sonic 3 puts a rising player on the top before "tst.w y_vel(a1)" misses.
    if (within && s.ysp < 0 && st.cfg.solidTopMovesRisingPlayer) {
      movePixels(s.y, -d3 - 1);
      return noteTest(st, i, ObjectOutcome::MissedTop, d5, d1, 0, -d3 - 1), true;
    }
    if (!within || s.ysp < 0) return noteTest(st, i, ObjectOutcome::MissedTop, d5, d1), true;
    movePixels(s.y, -d3 - 1);
    d4Out = -1;
    noteTest(st, i, ObjectOutcome::Landed, d5, d1, 0, -d3 - 1);
    standOn(st, i);
    return true;
  }
  d4Out = 1;
  sideOrShallow(st, i, d0, d5, d1);
  return true;
}

// The top-only object: Obj52 (Sonic 1) with obX = x + w/2, obY = y + 8,
// obActWid = w/2; Obj19 (Sonic 2) and the floating platform (Sonic 3) with
// obY = y + h/2, d1 = w/2, d3 = h/2 + 1. Either way the player stands with
// his feet on y - 1 (MvSonicOnPtfm2's obY - 9, MvSonicOnPtfm's obY - d3).
template <class St>
[[gnu::always_inline]] inline void platformObjectInline(St& st, int i, std::int32_t oldX, std::int32_t x,
                                                        std::int32_t y, std::int32_t w, bool moved);

template <class St>
void platformObject(St& st, int i, std::int32_t oldX, std::int32_t x, std::int32_t y, std::int32_t w, bool moved) {
  platformObjectInline(st, i, oldX, x, y, w, moved);
}

// Inlined into the walk's plain-block path (most routines a frame run
// there): the call and its six arguments cost about as much as the test.
template <class St>
[[gnu::always_inline]] inline void platformObjectInline(St& st, int i, std::int32_t oldX, std::int32_t x,
                                                        std::int32_t y, std::int32_t w, bool moved) {
  PlayerState& s = st.s;
  const std::int32_t half = w / 2, obX = x + half, oldObX = oldX + half;
  const std::int32_t px = s.x >> 8, py = s.y >> 8;
  if (s.standingOn == i) {
    if (st.cfg.platformExitAfterMove) {
      // PlatformObject_SingleCharacter after the object's move: the new x
      // decides; MvSonicOnPtfm only while he stays.
      const std::int32_t d0 = px - obX + half;
      if (s.airborne || d0 < 0 || d0 >= 2 * half) return leave(st, i);
      return carry(st, i, y - 1, oldObX, obX, moved);
    }
    // MBlock_StandOn: ExitPlatform before the move (the old obX), then the
    // move and MvSonicOnPtfm2, which puts the player on the top even on the
    // frame he leaves.
    const std::int32_t d0 = px - oldObX + half;
    if (s.airborne || d0 < 0 || d0 >= 2 * half) leave(st, i);
    carry(st, i, y - 1, oldObX, obX, moved);
    return;
  }
  // PlatformObject / PlatformObject_cont
  const std::int32_t d0 = px - obX + half;
  if (s.ysp < 0 || d0 < 0 || d0 >= 2 * half) return noteTest(st, i, ObjectOutcome::Missed);
  // PlatformObject_ChkYRange: "sub.w d1,d0; bhi.w return; cmpi.w #-$10,d0; blo.w return".
  const std::int32_t dy = (y + st.cfg.platformLandSurface) - (py + s.radiusY + 4);
  const bool above = st.cfg.platformLandsAtZeroDistance ? dy > 0 : dy >= 0;
  if (above || dy < -0x10) return noteTest(st, i, ObjectOutcome::Missed, 0, dy);
  setPixelY(s, py + dy + 3);
  noteTest(st, i, ObjectOutcome::Landed, 0, dy, 0, dy + 3);
  standOn(st, i);
}

template <class St>
bool springsAndSpikes(St& st, int i, std::int32_t oldX, std::int32_t x, std::int32_t y, const SolidObject& o,
                      bool moved);
template <class St>
bool slopedObject(St& st, int i, const SolidObject& o, std::int32_t oldX, std::int32_t x, std::int32_t y, bool moved);
template <class St>
bool collapseObject(St& st, int i, const SolidObject& o, std::int32_t oldX, std::int32_t x, std::int32_t y,
                    bool moved);
template <class St>
void collapseEvents(St& st);
template <class St>
bool fallObject(St& st, int i, const SolidObject& o, std::uint32_t f);
template <class St>
void fallEvents(St& st);
// Whether a vanishing block (level/vanish.h) runs PlatformObject on frame f.
template <class St>
bool vanishedSolid(St& st, int i, const SolidObject& o, std::uint32_t f) {
  return vanishSolid(static_cast<std::uint8_t>(o.vanish), objectMadeFrame(st, i, o), f);
}

// A routed block (level/route.h, Sonic 1's Obj70): Gird_Action moves it
// before its SolidObject call, so the test on frame f meets the box at its
// frame-f place on its own made clock, with d4 its x before the move ("move.w
// obX(a0),-(sp)" ahead of SpeedToPos, "move.w (sp)+,d4" after): one standing
// on it is carried by the frame's move.
template <class St>
bool routedBlock(St& st, int i, const SolidObject& o, std::uint32_t f);

// Spikes that retract (level/retract.h): their box at its frame-f place.
template <class St>
bool retractSpikesObject(St& st, int i, const SolidObject& o, std::int32_t oldX, std::int32_t x, std::int32_t oldY,
                         std::int32_t y, std::uint32_t f);

template <class St>
bool nudgeObject(St& st, int i, const SolidObject& o, std::int32_t oldX, std::int32_t x, std::int32_t oldY,
                 std::int32_t y);
template <class St>
bool monitorObject(St& st, int i, const SolidObject& o, std::int32_t oldX, std::int32_t x, std::int32_t y,
                   bool moved);
template <class St>
bool pushObject(St& st, int i, const SolidObject& o);
template <class St>
bool breakableObject(St& st, int i, const SolidObject& o, std::int32_t oldX, std::int32_t x, std::int32_t y,
                     bool moved);
template <class St>
void twistObject(St& st, int i, const SolidObject& o);
template <class St>
void rampObject(St& st, int i, const SolidObject& o);
template <class St>
void boosterObject(St& st, int i, const SolidObject& o);
template <class St>
void treeObject(St& st, int i, const SolidObject& o, ObjectSlot* slot);
template <class St>
void fanObject(St& st, int i, const SolidObject& o, std::uint32_t f);
template <class St>
void conveyorObject(St& st, int i, const SolidObject& o);
template <class St>
bool elevatorObject(St& st, int i, const SolidObject& o, std::uint32_t f);
template <class St>
bool stairObject(St& st, int i, const SolidObject& o, std::uint32_t f);
template <class St>
bool seesawObject(St& st, int i, const SolidObject& o);
template <class St>
bool barrierObject(St& st, int i, const SolidObject& o, std::uint32_t f);
template <class St>
bool liftObject(St& st, int i, const SolidObject& o, std::uint32_t f);
template <class St>
bool springboardObject(St& st, int i, const SolidObject& o, std::uint32_t f);
template <class St>
bool stomperObject(St& st, int i, const SolidObject& o, std::uint32_t f);
template <class St>
bool brickObject(St& st, int i, const SolidObject& o, std::uint32_t f);
// A block's routine for the object's shape (collapses use it while whole).
template <class St>
bool blockSurface(St& st, int i, const SolidObject& o, std::int32_t oldX, std::int32_t x, std::int32_t y, bool moved);

template <class St>
bool collideOther(St& st, int i, const SolidObject& o, std::uint32_t f);

// Object i moves from frame f-1 to frame f and collides; false when the player was crushed.
// Inlined where the step without a record walks the objects within reach (one call site).
template <class St>
[[gnu::always_inline]] inline bool collideOneInline(St& st, int i, std::uint32_t f) {
  const ObjectList& list = st.level.objects;
  if (list.loading() == ObjectLoading::Camera && !objectLoaded(list, static_cast<std::size_t>(i), st.slots)) {
    // Not made yet, or deleted (object_loading.h): no routine runs. One the
    // player stood on or pushed is let go of, as if he had walked off it.
    if (st.s.standingOn == i) leave(st, i);
    ignore(st.s, i);
    return true;
  }
  const SolidObject& o = list[static_cast<std::size_t>(i)];
  const std::uint8_t c = list.walkClass(static_cast<std::size_t>(i));
  if ((c & ~1) == ObjectList::kWalkPlain && st.cfg.solidObjects) {
    // A plain block (most of a level's objects): the chain below would end
    // in blockSurface, whose slope and top-only tests the class has answered.
    const auto [was, now] = list.positions(static_cast<std::size_t>(i), f);
    const std::int32_t oldX = was.x >> 8, x = now.x >> 8, y = now.y >> 8;
    const bool moved = oldX != x || (was.y >> 8) != y;
    if ((c & 1) == ObjectList::kWalkTop) return platformObjectInline(st, i, oldX, x, y, o.w, moved), true;
    int d4 = 0;
    return solidObject(st, i, oldX, x, y, o.w, o.h, moved, o.h / 2 + 1, d4);
  }
  return collideOther(st, i, o, f);
}

// The other kinds' routines. Out of line, so the walk that inlines the
// plain block's keeps a small frame and its values in registers.
template <class St>
[[gnu::noinline]] bool collideOther(St& st, int i, const SolidObject& o, std::uint32_t f) {
  const ObjectList& list = st.level.objects;
  if (o.kind == ObjectKind::Twist) return twistObject(st, i, o), true;  // its routine, not solid (twist.h)
  if (o.kind == ObjectKind::Ramp) return rampObject(st, i, o), true;    // likewise (ramp.h)
  if (o.kind == ObjectKind::Booster) return boosterObject(st, i, o), true;  // likewise (booster.h)
  if (o.kind == ObjectKind::Tree) return treeObject(st, i, o, slotFor(st, i)), true;  // likewise (tree.h)
  if (o.kind == ObjectKind::Fan) return fanObject(st, i, o, f), true;  // likewise (fan.h)
  if (o.kind == ObjectKind::Conveyor) return conveyorObject(st, i, o), true;  // likewise (conveyor.h)
  // Not solid: the touch test collects a ring (rings.h), hurts (hurt_zone.h), meets an enemy (enemy.h).
  if (touchedNotSolid(o.kind)) return true;
  if (o.kind == ObjectKind::Fall) return fallObject(st, i, o, f);  // its place follows its slot
  if (o.kind == ObjectKind::Stair) return stairObject(st, i, o, f);  // its blocks' places follow its slot
  if (o.kind == ObjectKind::Seesaw) return seesawObject(st, i, o);  // its plank and ball are its slots
  if (o.kind == ObjectKind::Barrier) return barrierObject(st, i, o, f);  // its height follows its slots
  if (o.kind == ObjectKind::Lift) return liftObject(st, i, o, f);  // its place follows its slot
  if (o.kind == ObjectKind::Elevator) return elevatorObject(st, i, o, f);  // likewise
  if (o.kind == ObjectKind::Springboard) return springboardObject(st, i, o, f);  // its shape follows its slot
  if (o.kind == ObjectKind::Stomper) return stomperObject(st, i, o, f);  // its place follows its slots
  if (o.kind == ObjectKind::Brick) return brickObject(st, i, o, f);  // its place follows its slots
  if (o.kind == ObjectKind::Push) return pushObject(st, i, o);      // its place is its slots
  const auto [was, now] = list.positions(static_cast<std::size_t>(i), f);
  const std::int32_t oldX = was.x >> 8, x = now.x >> 8, y = now.y >> 8;
  const bool moved = oldX != x || (was.y >> 8) != y;
  if (o.kind == ObjectKind::Collapse) return collapseObject(st, i, o, oldX, x, y, moved);
  if (o.kind == ObjectKind::Monitor) return monitorObject(st, i, o, oldX, x, y, moved);
  if (o.kind == ObjectKind::Breakable) return breakableObject(st, i, o, oldX, x, y, moved);
  if (o.retract != SpikeRetract::None) return retractSpikesObject(st, i, o, oldX, x, was.y >> 8, y, f);
  if (o.kind != ObjectKind::Block) return springsAndSpikes(st, i, oldX, x, y, o, moved);
  if (!st.cfg.solidObjects) return true;  // blocks only; springs and spikes act regardless
  // Invis_Solid: "bsr.w ChkObjectVisible; bne.s .chkdel" skips SolidObject71
  // whole, so nothing is tested, let go of or carried (one stood on stays stood on).
  if (o.onScreen && !centreOnScreen(list, x + o.w / 2, y + o.h / 2, st.slots)) return true;
  if (o.vanish >= 0 && !vanishedSolid(st, i, o, f)) {
    // Obj6C's .notsolid: one standing on it is let go of ("bclr #3,obStatus(a1)").
    if (st.s.standingOn == i) leave(st, i);
    ignore(st.s, i);
    return true;
  }
  if (hasTimer(o.timer) && !timerActive(o.timer, objectMadeFrame(st, i, o), f)) {
    // Obj69's .notsolid / .notsolid2 (obFrame not 0: no SolidObject): one
    // standing on it is let go of ("bclr #3,obStatus(a1)"), as Obj6C's.
    if (st.s.standingOn == i) leave(st, i);
    ignore(st.s, i);
    return true;
  }
  if (o.route != BlockRoute::None) return routedBlock(st, i, o, f);  // its place follows its slot
  if (o.nudge) return nudgeObject(st, i, o, oldX, x, was.y >> 8, y);  // its y follows its slots
  return blockSurface(st, i, o, oldX, x, y, moved);
}

template <class St>
bool blockSurface(St& st, int i, const SolidObject& o, std::int32_t oldX, std::int32_t x, std::int32_t y, bool moved) {
  if (!o.slope.empty()) return slopedObject(st, i, o, oldX, x, y, moved);
  if (o.topOnly) {
    platformObject(st, i, oldX, x, y, o.w, moved);
    return true;
  }
  int d4 = 0;
  return solidObject(st, i, oldX, x, y, o.w, o.h, moved, o.h / 2 + 1, d4);
}

template <class St>
bool routedBlock(St& st, int i, const SolidObject& o, std::uint32_t f) {
  const std::uint32_t made = objectMadeFrame(st, i, o);
  const RouteShift now = routeShift(o.route, made, f), was = f == 0 ? now : routeShift(o.route, made, f - 1);
  const Sub px = pixels(o.path[0].x), py = pixels(o.path[0].y);
  const std::int32_t oldX = (px + was.dx) >> 8, x = (px + now.dx) >> 8, y = (py + now.dy) >> 8;
  const bool moved = oldX != x || ((py + was.dy) >> 8) != y;
  return blockSurface(st, i, o, oldX, x, y, moved);
}

template <class St>
bool collideOne(St& st, int i, std::uint32_t f) {
  return collideOneInline(st, i, f);
}

inline void insertSorted(std::int16_t* list, int& n, std::int16_t v) {
  int k = n;
  for (int j = 0; j < n; ++j) {
    if (list[j] == v) return;
  }
  while (k > 0 && list[k - 1] > v) {
    list[k] = list[k - 1];
    --k;
  }
  list[k] = v;
  ++n;
}

// Whether object i's routine can act on the player where he is now, from
// its path's bounds b alone (no position worked out): false only where every
// routine misses without a trace in the state, for an object he neither
// stands on nor pushes. SolidObject's Solid_ChkEnter takes px within
// obX -+ (w/2 + $B) (so x - $B .. x + w + $B) and d3 = py - y + 4 + radiusY
// in 0 .. d4 (so feet + 4 at or below y, py under y + h + the larger radius);
// PlatformObject px within x .. x + w and the feet + 4 at or below y +
// platformLandSurface, within $10. Sloped objects take the same x range but
// move their box by the column's rise (unsigned in Sonic 1: anywhere), so
// within it they always run.
// The player's side of those tests is worked out once (MayReach(st)) and
// again only after a routine has run, as nothing else moves him.
struct MayReach {
  std::int64_t left, right;  // px + -$C: b.left at most right, b.right at least left
  std::int64_t feet;         // feet + 4 less the surface's rise: b.top at most this
  std::int64_t low;          // py less the reach below: b.bottom at least this
  // A sideways spring also reaches the area in front of its face (springs.h),
  // wherever he is up and down: px + -kSpringFaceReach across.
  std::int64_t faceLeft, faceRight;
  bool faces;  // the profile has that area
  // A plain block's own test, tighter (its routine's d0..d4 bounds on the
  // path's box): a top-only one lands only a player not rising whose feet
  // + 4 less the surface (feetTop) are within $10 below a top it reaches;
  // a solid one reaches down to py < y + h - 4 + the larger radius (lowSolid).
  std::int64_t feetTop, lowSolid, at;  // at: px
  bool rising;
  template <class St>
  explicit MayReach(const St& st) {
    const PlayerState& s = st.s;
    const std::int64_t px = s.x >> 8, py = s.y >> 8, surface = st.cfg.platformLandSurface;
    static_assert(ObjectList::kRoutineReach == 0xC, "reachColumn() lists what is within reach across");
    left = px - 0xC;
    right = px + 0xC;
    feet = py + s.radiusY + 4 - std::min<std::int64_t>(surface, 0);
    low = py - std::max<std::int64_t>(s.radiusY, st.cfg.standRadiusY) - 0x14 - (surface < 0 ? -surface : surface);
    faceLeft = px - ObjectList::kSpringFaceReach;
    faceRight = px + ObjectList::kSpringFaceReach;
    faces = st.cfg.springFaceArea > 0;
    feetTop = py + s.radiusY + 4 - surface;
    lowSolid = py - std::max<std::int64_t>(s.radiusY, st.cfg.standRadiusY) + 4;
    rising = s.ysp < 0;
    at = px;
  }
  bool operator()(const ObjectBounds& b, const SolidObject& o) const {
    if (o.kind == ObjectKind::Block && o.slope.empty()) {
      // PlatformObject: "tst.w obVelY(a1); bmi.w Plat_Exit", d0 within
      // obX -+ obActWid, then PlatformObject_ChkYRange's -$10..0; Solid_ChkEnter's
      // d0 within 0..2 * d1 and d3 within 0..d4 (bounds' bottom is the lowest y + h).
      if (o.topOnly) {
        return !rising && b.left <= at && b.right >= at && feetTop >= b.top &&
               feetTop <= std::int64_t{b.bottom} - o.h + 0x10;
      }
      return b.left <= right && b.right >= left && feet >= b.top && lowSolid <= b.bottom;
    }
    if (faces && o.kind == ObjectKind::Spring && (o.dir == ObjectDir::Left || o.dir == ObjectDir::Right)) {
      return b.left <= faceRight && b.right >= faceLeft;
    }
    if (b.left > right || b.right < left) return false;
    const bool out = feet < b.top || low > b.bottom;
    // A knocked monitor rises above its bounds (monitor.h); a diagonal
    // spring's box moves by its table's rise (springs_diagonal.h).
    return !out || !o.slope.empty() || o.kind == ObjectKind::Monitor || isDiagonal(o.dir);
  }
};

// MayReach's tests for a plain block (ObjectList::walkClass), on the box
// ObjectList::walkBox folds each routine's reach into: the player's point
// (px, and per rule the value that must be at or below the box's top and
// the one at or above its bottom) within it. The same answers as MayReach's
// on reachBounds, from five numbers, which the walk works out again after a
// routine that moved him, changed his radius or whether he rises.
struct WalkProbe {
  std::int64_t x;
  std::int64_t high[2], low[2];  // [kWalkTop], [kWalkSolid]
  template <class St>
  explicit WalkProbe(const St& st) {
    const PlayerState& s = st.s;
    const std::int64_t py = s.y >> 8, surface = st.cfg.platformLandSurface;
    static_assert(ObjectList::kWalkTop == 0 && ObjectList::kWalkSolid == 1);
    x = s.x >> 8;
    // PlatformObject: "tst.w obVelY(a1); bmi.w Plat_Exit" (rising: nothing
    // is at or below INT64_MIN), then the feet + 4 less the surface
    // (MayReach's feetTop) within the top's $10.
    low[0] = py + s.radiusY + 4 - surface;
    high[0] = s.ysp < 0 ? INT64_MIN : low[0];
    // Solid_ChkEnter: MayReach's feet and lowSolid.
    high[1] = py + s.radiusY + 4 - std::min<std::int64_t>(surface, 0);
    low[1] = py - std::max<std::int64_t>(s.radiusY, st.cfg.standRadiusY) + 4;
  }
  bool operator()(const ObjectBounds& w, std::uint8_t c) const {
    c &= 1;
    return w.left <= x && w.right >= x && high[c] >= w.top && low[c] <= w.bottom;
  }
};

// Every object that can reach the player this frame, in list order; the
// player's state is only read by the object routines, so objects far from
// him would all miss (but the one he stands on or pushes must still let go).
template <class St>
[[gnu::noinline]] void collideObjects(St& st) {
  PlayerState& s = st.s;
  const ObjectList& list = st.level.objects;
  const std::uint32_t f = s.frame + 1;
  const std::int32_t count = list.count();
  // Indices past the list (a state from another level) are let go of: by
  // the walk below when it comes to them (past every listed object), else
  // here, before the general path reads them.
  const auto dropStale = [&s, count] {
    if (s.standingOn >= count) s.standingOn = -1;
    if (s.pushingObject >= count) stopPushing(s);
    if (s.bridge >= count) s.bridge = -1;
  };
  if constexpr (St::recording) dropStale(), collapseEvents(st), fallEvents(st);
  constexpr int kMax = 64;
  // The region SolidObject and PlatformObject reach from the player, with
  // room for what the tests before an object move him.
  const std::int32_t px = s.x >> 8, py = s.y >> 8, reach = 48 + s.radiusY;
  static_assert(ObjectList::kColumnReach == 48, "column() lists what meets the region across");
  // Pushable blocks are wherever they were pushed to: their bounds (where they
  // were placed) say nothing, so they take the path below, which visits them
  // all; so do seesaws, whose routine runs wherever he is (seesaw.h).
  const std::vector<std::int16_t>& pushes = list.everyFrame();
  if constexpr (!St::recording) {
    // The same objects, in the same order, with the same effects, without
    // the sort: those of the region's column that meet the region, merged
    // with the one he stands on and the one he pushes, less those out of
    // every routine's reach (mayReach), whose routines would change nothing.
    // Only the objects listed in his cell (reachCell) or his column
    // (reachColumn) can be within reach; a routine that moves him sends the
    // walk on through the list of where he is then. (The record notes each
    // test, so a recorded step runs them all.)
    // A bridge easing back after he left it (bridges.h) must run wherever he
    // is: those frames take the general path below.
    // The region is worked out only when used: on most frames no object
    // passes mayReach.
    const bool bridgeHeld = s.bridge < 0 || s.bridge == s.standingOn || s.bridge == s.pushingObject;
    // (A face area wider than the columns list goes the general way too.)
    const bool faceListed = st.cfg.springFaceArea <= ObjectList::kSpringFaceReach;
    // At most kMax meet the region: known for the whole list, or from his column.
    const auto fewMeet = [&] {
      if (list.walkable(kMax)) return true;
      const ObjectColumns::Indices c = list.column(px);
      return pushes.empty() && c.end - c.begin <= kMax;
    };
    if (bridgeHeld && faceListed && fewMeet()) {
      // The held objects (the one he stands on, the one he pushes), in list
      // order: `held` comes next, then `heldNext`; kNone sorts after every index.
      constexpr std::int32_t kNone = INT32_MAX;
      const std::int32_t on = s.standingOn >= 0 ? s.standingOn : kNone;
      const std::int32_t push = s.pushingObject >= 0 && s.pushingObject != on ? s.pushingObject : kNone;
      std::int32_t held = std::min(on, push), heldNext = std::max(on, push);
      // Where his radii and the profile's surface are within the cells'
      // margins, only the objects of his cell can pass mayReach, else only
      // those of his column. Each time a routine moves him or changes his
      // radius the walk goes on through the list of where he is then (each
      // later test is made from there), from past the object that moved him.
      const bool cellRules = st.cfg.standRadiusY <= ObjectList::kCellRadius &&
                             st.cfg.platformLandSurface >= -ObjectList::kCellSurface &&
                             st.cfg.platformLandSurface <= ObjectList::kCellSurface;
      const auto listAt = [&] {
        return cellRules && s.radiusY <= ObjectList::kCellRadius ? list.reachCell(s.x >> 8, s.y >> 8)
                                                                : list.reachColumn(s.x >> 8);
      };
      ObjectColumns::Indices from = listAt();
      // What the list and the probe were worked out from: where he is, his
      // radius and whether he rises (the top-only test's "tst.w obVelY").
      // Only his pixel decides them, but the routines move him by whole
      // pixels (setPixelY, movePixels), so x and y compare as they are: one
      // 8-byte load, nothing to pack before the walk or after each routine.
      static_assert(offsetof(PlayerState, y) == offsetof(PlayerState, x) + sizeof(Sub));
      const auto where = [&] {
        std::uint64_t w;
        std::memcpy(&w, &s.x, sizeof w);
        return w;
      };
      const auto shape = [&] { return (std::uint32_t{s.radiusY} << 1) | static_cast<std::uint32_t>(s.ysp < 0); };
      std::uint64_t whereWas = where();
      std::uint32_t shapeWas = shape();
      WalkProbe probe(st);
      // A plain block that passes the probe made where the region was made
      // meets the region: its reach (walkBox) holds his point, and the
      // region reaches 48 px across and 48 + his radius up and down, past
      // every rule's reach where the profile's surface and standing radius
      // are within these bounds. After a routine has moved him the
      // probe is made elsewhere, so the region is tested again.
      constexpr bool regionHeld = [] {
        if constexpr (requires { St::profile; }) {  // a built-in profile (kBuiltin): its numbers are constants
          constexpr PlayerConfig c = St::cfg;
          return c.platformLandSurface >= -44 && c.platformLandSurface <= 36 && c.standRadiusY <= 52;
        } else {
          return false;
        }
      }();
      bool moved = false;
      for (const std::int16_t* p = from.begin;;) {
        const std::int32_t next = p != from.end ? *p : kNone;
        std::int32_t i;  // one call site, so the routines are laid out in this loop
        if (held <= next) {
          // kNone, or one past the list (so past every object listed): done.
          if (held >= count) [[unlikely]] {
            if (held != kNone) dropStale();
            return;
          }
          if (held == next) ++p;
          i = held;
          held = heldNext;
          heldNext = kNone;
        } else {
          ++p;
          // Where it can be this frame (a moving block: this stretch of its cycle).
          const auto n = static_cast<std::size_t>(next);
          const std::uint8_t c = list.walkClass(n);
          bool regionKnown = false;  // a plain block's probe passed where the region was made (regionHeld)
          if (c & ObjectList::kWalkOther) {
            if (!MayReach(st)(list.reachBounds(n, f), list[n])) continue;
          } else {
            if (!probe(list.walkBox(n, f), c)) continue;
            regionKnown = regionHeld && !moved;
          }
          if (!regionKnown && !list.reachBounds(n, f).meets(ObjectBounds{px - 48, py - reach, px + 48, py + reach})) {
            continue;
          }
          i = next;
        }
        if (!collideOneInline(st, i, f)) return;
        // Most routines change nothing the probe reads (one he stands on
        // that stands still): work it out again only when one did.
        if (const std::uint64_t now = where(); now != whereWas || shape() != shapeWas) {
          moved = true;
          whereWas = now;
          shapeWas = shape();
          probe = WalkProbe(st);
          from = listAt();
          p = from.begin;
          while (p != from.end && *p <= i) ++p;
        }
      }
    }
  }
  if constexpr (!St::recording) dropStale();
  const ObjectBounds region{px - 48, py - reach, px + 48, py + reach};
  std::int16_t near[kMax + 3];
  int n = list.near(region, near, kMax);
  if (n > kMax) {
    for (std::size_t i = 0; i < list.size() && !s.outOfLevel; ++i) collideOne(st, static_cast<int>(i), f);
    return;
  }
  if (s.standingOn >= 0) insertSorted(near, n, s.standingOn);
  if (s.bridge >= 0) insertSorted(near, n, s.bridge);  // its bend eases back wherever he is
  if (s.pushingObject >= 0) insertSorted(near, n, s.pushingObject);
  // Merged in list order with every pushable block (each once).
  const std::size_t np = pushes.size();
  for (int k = 0, b = 0; k < n || static_cast<std::size_t>(b) < np;) {
    int i;
    if (static_cast<std::size_t>(b) >= np || (k < n && near[k] < pushes[static_cast<std::size_t>(b)])) {
      i = near[k++];
    } else {
      i = pushes[static_cast<std::size_t>(b++)];
      if (k < n && near[k] == i) ++k;
    }
    if (!collideOne(st, i, f)) return;
  }
}

}  // namespace solidtile::detail::objects

#include "sloped_objects.h"  // slopedObject, which uses the routines above
#include "collapse.h"        // collapseObject, likewise
#include "falling.h"         // fallObject, likewise
#include "nudge.h"           // nudgeObject, likewise
#include "monitor.h"         // monitorObject and the touch test
#include "push.h"            // pushObject
#include "rings.h"           // the rings' touch tests
#include "hurt_zone.h"       // the hurt zones' touch test
#include "breakable.h"       // breakableObject
#include "enemy.h"           // the enemies' touch test
#include "twist.h"           // twistObject
#include "ramp.h"            // rampObject
#include "booster.h"         // boosterObject
#include "bumper.h"          // the bumpers' touch test
#include "tree.h"            // treeObject
#include "fan.h"             // fanObject
#include "conveyor.h"        // conveyorObject
#include "elevator.h"        // elevatorObject
#include "stair.h"           // stairObject
#include "seesaw.h"          // seesawObject and the balls' touch test
#include "barrier.h"         // barrierObject
#include "lift.h"            // liftObject
#include "springboard.h"     // springboardObject
#include "stomper.h"         // stomperObject, reactStomperSpikes
#include "brick.h"           // brickObject, runBricks
#include "bomb.h"            // runBombs, the bombs' and their shrapnel's touch tests
#include "vine.h"            // runVines
#include "goal.h"            // runGoals

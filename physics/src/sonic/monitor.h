// Internal: monitors (ObjectKind::Monitor) against the Sonic player
// (docs/physics.md, "Monitors"). Two routines, as in the games:
// - the player's touch test, at the end of his own routine (Sonic 1's
//   ReactToItem, Sonic 2's TouchResponse, S&K's TouchResponse, after the
//   move and the floor; none while hurt): his box, x - 8 .. x + 8 and
//   y -+ (radiusY - 3) (ducking: from y - radiusY + 3 + $C, $14 tall), against
//   the monitor's collision size 6 (React_Sizes / Touch_Sizes: $10 by $10
//   about its centre). The first object it touches ends the test. Moving up
//   (y_vel < 0) in Sonic 1 and 2, 16 px or more under its centre, he is
//   bounced back (neg.w y_vel) and it is knocked up (y_vel -$180, its fall
//   routine); moving down or level, or in S&K either way, the roll animation
//   breaks it ("cmpi.b #id_Roll,obAnim(a0)"), negating his y speed: Sonic 1's
//   React_Monitor .movingdown, Sonic 2's Touch_Monitor .breakMonitor, S&K's
//   Touch_Monitor .checkdestroy.
// - the monitor's own routine in the object pass (Mon_Solid, Obj26_Main,
//   Obj_Monitor .main): the profile's SolidObject with the object's box,
//   unless a player not standing on it rolls (Sonic 1 only while he is not
//   moving up); broken, nothing (the frame it breaks, Obj26_Break and
//   Obj_MonitorBreak put a player standing on or pushing it in the air).
// The two slots (object_state.h) hold the frame it broke and the frame it was
// knocked, so rewinding restores it with the player's state.
#pragma once

#include "items.h"
#include "solid_objects.h"
#include "solidtile/level/object_state.h"

namespace solidtile::detail::objects {

template <class St>
ObjectSlot* monitorSlots(St& st, int i) {
  return slotFor(st, i, 2);
}

// The roll animation (id_Roll / AniIDSonAni_Roll): set by a jump and a roll;
// a spin dash charging has its own (AniIDSonAni_Spindash).
inline bool rollAnimation(const PlayerState& s) { return s.rolling && !s.spindashing; }

// What the touch test sees of monitor i at the start of step f: where its
// routine left it on frame f - 1.
struct MonitorTouch {
  std::int32_t cx, cy;  // centre, pixels
  MonitorView view;
};
template <class St>
MonitorTouch monitorBefore(const St& st, std::size_t i, const ObjectSlot* slot, std::uint32_t f) {
  const SolidObject& o = st.level.objects[i];
  const ObjectPos p = st.level.objects.position(i, f - 1);
  const MonitorView v = monitorAt(slot[0], slot[1], f - 1);
  return {(p.x >> 8) + o.w / 2, (p.y >> 8) - v.rise + o.h / 2, v};
}

inline constexpr std::int32_t kMonitorTouchHalf = 0x10;  // collision size 6: $10, $10

// Whether the player's touch box meets an object's collision size (halfW,
// halfH: React_Sizes' pair) centred at (cx, cy): ReactToItem's unsigned word
// arithmetic, ".proximity" to ".withiny".
inline bool touchesBox(const PlayerState& s, std::int32_t cx, std::int32_t cy, std::int32_t halfW, std::int32_t halfH) {
  const std::int32_t px = s.x >> 8, py = s.y >> 8;
  std::int32_t half = s.radiusY - 3, top = py - half;
  if (s.ducking) {  // "addi.w #$C,d3; moveq #$A,d5"
    top += 0xC;
    half = 0xA;
  }
  const std::int32_t dx = cx - halfW - (px - 8);
  if (dx < -2 * halfW || dx > 0x10) return false;
  const std::int32_t dy = cy - halfH - top;
  return dy >= -2 * halfH && dy <= 2 * half;
}
inline bool touchesMonitor(const PlayerState& s, std::int32_t cx, std::int32_t cy) {
  return touchesBox(s, cx, cy, kMonitorTouchHalf, kMonitorTouchHalf);
}

// Sonic 1's rings are objects of the same walk (rings.h).
template <class St>
bool reactRing(St& st, std::size_t i);
inline bool ringsAreObjects(Profile p);
// Hurt zones are objects of the walk in every game (hurt_zone.h).
template <class St>
bool reactHurtZone(St& st, std::size_t i);
// And enemies (enemy.h).
template <class St>
bool reactEnemy(St& st, std::size_t i);
template <class St>
bool reactSeesawBall(St& st, std::size_t i);
template <class St>
bool reactStomperSpikes(St& st, std::size_t i);
// And bumpers (bumper.h).
template <class St>
bool reactBumper(St& st, std::size_t i);
// And walking bombs and their shrapnel (bomb.h).
template <class St>
bool reactBomb(St& st, std::size_t i);
template <class St>
bool touchShrapnel(St& st);

// Calls f(i) for each object whose bounds meet `region`, in list order (all
// of them past 64), until f returns true: then true.
template <class St, class F>
bool forTouchable(const St& st, ObjectBounds region, F&& f) {
  const ObjectList& list = st.level.objects;
  constexpr int kMax = 64;
  std::int16_t near[kMax + 1];
  const int n = list.near(region, near, kMax);
  const int count = n > kMax ? static_cast<int>(list.size()) : n;
  for (int k = 0; k < count; ++k) {
    if (f(n > kMax ? static_cast<std::size_t>(k) : static_cast<std::size_t>(near[k]))) return true;
  }
  return false;
}

// The touch test over the level's monitors, in list order; run at the end of
// the player's routine (player.cpp). Out of line: inlined, its kinds' tests
// (a swinging hurt zone's place, format 18) crowded the registers of every
// step with objects, levels without touchables too (issue 26: the 64-object
// crowd's frame 10 to 12 instructions dearer until it moved out).
template <class St>
[[gnu::noinline]] void touchMonitors(St& st) {
  const ObjectList& list = st.level.objects;
  const bool rings = list.hasRings() && ringsAreObjects(st.cfg.profile);
  // Hurt zones keep no state: a level of them alone has no slots.
  if (!list.hasMonitors() && !rings && !list.hasHurts() && !list.hasEnemies() && !list.hasBumpers() &&
      !list.hasSeesawBalls() && list.bombs().empty())
    return;
  PlayerState& s = st.s;
  const std::uint32_t f = s.frame + 1;
  const std::int32_t px = s.x >> 8, py = s.y >> 8;
  // A monitor whose centre is within $18 across and $10 + the box's height of
  // him is near; its knock lifts it at most 6 px above its bounds.
  const ObjectBounds region{px - 0x30, py - 0x40, px + 0x30, py + 0x40};
  const bool touched = forTouchable(st, region, [&](std::size_t i) {
    if (list[i].kind == ObjectKind::Ring && rings) return reactRing(st, i);  // touched: the test ends
    const ObjectKind kind = list[i].kind;
    if (kind != ObjectKind::Monitor && kind != ObjectKind::Bumper && kind != ObjectKind::Seesaw && kind != ObjectKind::Bomb && kind != ObjectKind::Stomper &&
        !touchBoxKind(kind))
      return false;
    if (list.loading() == ObjectLoading::Camera && !objectLoaded(list, i, st.slots)) return false;  // object_loading.h
    if (kind == ObjectKind::Hurt) return reactHurtZone(st, i);    // touched: the test ends
    if (kind == ObjectKind::Enemy) return reactEnemy(st, i);      // likewise
    if (kind == ObjectKind::Bumper) return reactBumper(st, i);    // likewise
    if (kind == ObjectKind::Seesaw) return reactSeesawBall(st, i);  // likewise (seesaw.h)
    if (kind == ObjectKind::Bomb) return reactBomb(st, i);          // likewise (bomb.h)
    if (kind == ObjectKind::Stomper) return reactStomperSpikes(st, i);  // likewise (stomper.h)
    ObjectSlot* slot = monitorSlots(st, static_cast<int>(i));
    if (!slot) return false;
    const MonitorTouch m = monitorBefore(st, i, slot, f);
    if (m.view.broken || !touchesMonitor(s, m.cx, m.cy)) return false;  // broken: obColType 0
    const int index = static_cast<int>(i);
    if (s.ysp < 0 && st.cfg.monitorKnockFromBelow) {
      // "move.w obY(a0),d0; subi.w #$10,d0; cmp.w obY(a1),d0; blo.s .donothing"
      if (py - 0x10 >= m.cy) {
        s.ysp = static_cast<Sub>(-s.ysp);
        if (!m.view.falling) {  // "tst.b ob2ndRout(a1); bne.s .donothing"
          slot[1].since = f;
          objectEvent(st, EventKind::MonitorKnocked, index);
        }
        noteTest(st, index, ObjectOutcome::Knocked, m.cx - px, m.cy - py);
      }
    } else if (rollAnimation(s)) {
      s.ysp = static_cast<Sub>(-s.ysp);
      slot[0].since = f;
      st.event(EventKind::MonitorBroken, list[i].item);
      // Its item rises from this frame's object pass and lands kItemDelay frames on (items.h).
      s.itemPending = static_cast<std::uint8_t>(list[i].item + 1);
      s.itemFrame = f + kItemDelay;
      s.itemObject = static_cast<std::int16_t>(index);
      s.itemX = m.cx;
      noteTest(st, index, ObjectOutcome::Broke, m.cx - px, m.cy - py);
    }
    return true;  // ReactToItem returns after the first object it touches
  });
  // A lit bomb's shrapnel are objects of their own, met after the level's (bomb.h).
  if (!touched && !list.bombs().empty()) [[unlikely]] touchShrapnel(st);
}

// The monitor's routine in the object pass. False when the player was crushed.
template <class St>
bool monitorObject(St& st, int i, const SolidObject& o, std::int32_t oldX, std::int32_t x, std::int32_t y,
                   bool moved) {
  PlayerState& s = st.s;
  const ObjectSlot* slot = monitorSlots(st, i);
  if (!slot) return blockSurface(st, i, o, oldX, x, y, moved);  // no state kept: a block
  const std::uint32_t f = s.frame + 1;
  const MonitorView now = monitorAt(slot[0], slot[1], f);
  if (now.broken) {
    const bool held = s.standingOn == i || s.pushingObject == i;
    if (s.standingOn == i) leave(st, i);
    ignore(s, i);
    // Obj26_Break / Obj_MonitorBreak: "ori.b #1<<status.player.in_air".
    if (held && slot[0].since == f && st.cfg.monitorBreakSetsAirborne) s.airborne = true;
    return true;
  }
  const MonitorView was = monitorAt(slot[0], slot[1], f - 1);
  if (now.falling && !st.cfg.monitorSolidWhileKnocked) {  // Sonic 1's Mon_Solid .fall: no solid test
    if (s.standingOn == i) leave(st, i);
    ignore(s, i);
    return true;
  }
  if (s.standingOn != i && rollAnimation(s) && !(st.cfg.monitorRollSolidRising && s.ysp < 0)) {
    ignore(s, i);  // Sonic 1's loc_A25C lets go of its push
    return true;
  }
  return blockSurface(st, i, o, oldX, x, y - now.rise, moved || now.rise != was.rise);
}

}  // namespace solidtile::detail::objects

// Internal: stompers (ObjectKind::Stomper) against the Sonic player
// (docs/physics.md, "Chained stompers"): Sonic 1's Obj31 types 1-6
// (level/stomper.h). On frame f: CStom_Types (types 3 and 5 armed until
// the player's x is within $90: the slot keeps that frame; the others
// from their made frame: stomperAt), then SolidObject with d1 obActWid +
// $B, d2 $C, d3 $D there, then KillSonic for one standing on it near the
// top. Its spikes child hurts in the touch test (reactStomperSpikes) where
// it was on the frame before. Every profile runs Sonic 1's routine (Sonic
// 2 and S&K have no Obj31); its SolidObject part follows the profile's
// rules.
#pragma once

#include "solid_objects.h"
#include "spikes.h"
#include "solidtile/level/stomper.h"

namespace solidtile::detail::objects {

// The frame its CStom_Type01 runs start: made frame, or the frame after
// CStom_Type03's trigger (kNever: armed).
template <class St>
std::uint32_t stomperSince(St& st, int i, const SolidObject& o) {
  if (!stomperTriggered(o.stomper)) return objectMadeFrame(st, i, o);
  const ObjectSlot* slot = slotFor(st, i);
  return slot && slot->since != ObjectSlot::kNever ? slot->since + 1 : ObjectSlot::kNever;
}

template <class St>
bool stomperObject(St& st, int i, const SolidObject& o, std::uint32_t f) {
  if (o.path.empty()) return true;
  PlayerState& s = st.s;
  const std::int32_t half = stomperHalfWidth(o.stomper), x = o.path[0].x, y0 = o.path[0].y;
  if (stomperTriggered(o.stomper)) {
    ObjectSlot* slot = slotFor(st, i);
    // CStom_Type03: "sub.w obX(a0),d0; bcc.s; neg.w d0; cmpi.w #$90,d0; bhs.s".
    const auto dx = static_cast<std::uint16_t>((s.x >> 8) - (x + half));
    const std::uint16_t d0 = (dx & 0x8000) ? static_cast<std::uint16_t>(-dx) : dx;
    if (slot && slot->since == ObjectSlot::kNever && d0 < StomperRule::kNear) slot->since = f;
  }
  const std::uint32_t since = stomperSince(st, i, o);
  const std::uint16_t drop = stomperDrop(o.stomper);
  const StomperView now = stomperAt(drop, since, f), was = f > 0 ? stomperAt(drop, since, f - 1) : now;
  const std::int32_t y = y0 + (now.pos >> 8);
  if (!st.cfg.solidObjects) return true;
  int d4 = 0;
  if (!solidObject(st, i, x, x, y, o.w, o.h, (was.pos >> 8) != (now.pos >> 8), StomperRule::kStand, d4)) return false;
  if (s.standingOn == i && (now.pos >> 8) < StomperRule::kCrushAbove) {
    // "btst #3,obStatus(a0); ... cmpi.b #$10,objoff_32(a0); bhs.s; ... jsr (KillSonic).l"
    noteTest(st, i, ObjectOutcome::Crushed);
    s.outOfLevel = true;
    s.ended = RunEnd::Crushed;
    s.endedBy = static_cast<std::int16_t>(i);
    objectEvent(st, EventKind::Crushed, i);
    return false;
  }
  return true;
}

// The touch test meeting stomper i's spikes (obColType $90) where the
// child left them on the frame before: true when touched (the test ends).
template <class St>
bool reactStomperSpikes(St& st, std::size_t i) {
  const SolidObject& o = st.level.objects[i];
  if (!stomperHasSpikes(o.stomper) || o.path.empty()) return false;
  const int index = static_cast<int>(i);
  // The touch test runs in frame s.frame + 1's player routine: the child's obY is frame s.frame's.
  const StomperView v = stomperAt(stomperDrop(o.stomper), stomperSince(st, index, o), st.s.frame);
  const std::int32_t cx = o.path[0].x + o.w / 2;
  const std::int32_t cy = o.path[0].y + StomperRule::kHalfHeight + StomperRule::kSpikesBelow + (v.pos >> 8);
  PlayerState& s = st.s;
  if (!touchesBox(s, cx, cy, StomperRule::kSpikesHalfWidth, StomperRule::kSpikesHalfHeight)) return false;
  noteTest(st, index, ObjectOutcome::Touched, cx - (s.x >> 8), cy - (s.y >> 8));
  if (s.invincible == 0 && s.invulnerable == 0) hurtPlayer(st, index, cx);  // $80: React_ChkHurt
  return true;
}

}  // namespace solidtile::detail::objects

// Internal: walking bombs (ObjectKind::Bomb) against the Sonic player
// (docs/physics.md, "Walking bombs"): Sonic 1's Obj5F subtype 0 with its fuse
// and shrapnel (level/bomb.h for the rule and the slots).
// - runBombs, in the object pass after the player's move (runRoutines):
//   .chksonic on his obX and obY of this frame against the bomb's obX before
//   its move, each frame of its walk from the frame it was made; lit, the
//   slot keeps the frame. From then the fuse's and the shrapnel's objects
//   run whether or not the bomb's entry is loaded: Bom_End deletes a piece
//   that BuildSprites did not draw after the frame before (spriteDrawn on
//   the recorded camera), which the second slot keeps as a mask.
// - The touch test (monitor.h's touchMonitors): the bomb among the other
//   objects, in object order, where its routine left it on the frame
//   before, while its obColType is $9A (to the frame ExBom_Main clears it)
//   and BuildSprites drew it ("tst.b obRender(a1); bpl.s .next"); then, when
//   nothing else was touched, the shrapnel in turn ($98: 4 x 4 each way
//   about obX, obY), those drawn after the frame before (a piece made on
//   that frame still has the bit its making set). Touched, React_ChkHurt as
//   a hurt zone's: HurtSonic knocks him away from that object's x.
// Not modelled: the order of the shrapnel's object slots among the others
// (FindNextFreeObj takes the free slots after the bomb's: the touch test
// meets them after the level's objects); a bomb deleted out of range while
// its fuse burns, which the game would make again fresh (ours keeps the
// lit bomb's slots); the sounds, the animation, the explosion's sprite.
#pragma once

#include "solid_objects.h"
#include "spikes.h"
#include "solidtile/level/bomb.h"
#include "solidtile/level/object_loading.h"

namespace solidtile::detail::objects {

inline constexpr std::size_t kBombSlots = BombRule::kSlots + 1;  // and the made frame (keepsMadeFrame)

// Bomb i after frame f from its slots (none given: a bomb made on frame 0 never lit).
inline BombView bombView(const SolidObject& o, const ObjectSlot* slot, std::uint32_t f) {
  const bool right = o.dir == ObjectDir::Right || o.dir == ObjectDir::DownRight;
  const bool upside = o.dir == ObjectDir::DownLeft || o.dir == ObjectDir::DownRight;
  const std::uint32_t made = slot ? madeFrame(slot[BombRule::kSlots]) : 0;
  const std::uint32_t trigger = slot ? slot[0].since : ObjectSlot::kNever;
  const std::uint32_t gone = slot && slot[1].since != ObjectSlot::kNever ? slot[1].since : 0;
  return bombAt(o.path[0].x + BombRule::kHalf, o.path[0].y + BombRule::kHalf, right, upside, made, trigger, gone, f);
}

template <class St>
[[gnu::noinline]] void runBombs(St& st) {
  const ObjectList& list = st.level.objects;
  const std::uint32_t f = st.s.frame + 1;
  const std::int32_t px = st.s.x >> 8, py = st.s.y >> 8;
  for (const std::int16_t i : list.bombs()) {
    const SolidObject& o = list[static_cast<std::size_t>(i)];
    ObjectSlot* slot = slotFor(st, i, kBombSlots);
    if (!slot || o.path.empty()) continue;
    const std::uint32_t trigger = slot[0].since;
    if (trigger == ObjectSlot::kNever) {
      if (list.loading() == ObjectLoading::Camera && !objectLoaded(list, static_cast<std::size_t>(i), st.slots)) continue;
      const std::uint32_t made = madeFrame(slot[BombRule::kSlots]);
      if (f < made) continue;
      // .chksonic reads obX before this frame's move (the one after f - 1).
      const BombView was = f > made ? bombView(o, slot, f - 1) : bombView(o, slot, made);
      if (bombNear(px, py, was.x, was.y)) {
        slot[0].since = f;  // "move.b #4,ob2ndRout(a0)"
        slot[1].since = 0;
        objectEvent(st, EventKind::CollapseStarted, i);
      }
      continue;
    }
    if (f == trigger + BombRule::kExplode) objectEvent(st, EventKind::Collapsed, i);  // id_ExplosionBomb
    // Bom_End's first delete test is on a piece's second move (the fuse's piece: trigger + 145).
    if (f <= trigger + BombRule::kShrapnel || slot[1].since == (1u << BombRule::kPieces) - 1) continue;
    const BombView was = bombView(o, slot, f - 1);
    std::uint32_t gone = slot[1].since;
    for (int k = 0; k < BombRule::kPieces; ++k) {
      const BombPiece& p = was.pieces[static_cast<std::size_t>(k)];
      // "tst.b obRender(a0); bpl.w DeleteObject" after this frame's move: the
      // bit BuildSprites left after the frame before (set at its making).
      if (p.exists && p.moves >= 1 && !spriteDrawn(list, p.x, p.y, BombRule::kActWid, st.slots)) gone |= 1u << k;
    }
    slot[1].since = gone;
  }
}

// The touch test meeting bomb i (obColType $9A) where its routine left it on
// the frame before: true when it touched (the test ends).
template <class St>
bool reactBomb(St& st, std::size_t i) {
  const SolidObject& o = st.level.objects[i];
  if (o.path.empty()) return false;
  const ObjectSlot* slot = slotFor(st, i, kBombSlots);
  const std::uint32_t made = slot ? madeFrame(slot[BombRule::kSlots]) : 0;
  PlayerState& s = st.s;
  if (s.frame < made) return false;  // not made yet: no obColType
  const BombView v = bombView(o, slot, s.frame);
  if (!v.harmful || !spriteDrawn(st.level.objects, v.x, v.y, BombRule::kActWid, st.slots)) return false;
  if (!touchesBox(s, v.x, v.y, BombRule::kHalf, BombRule::kHalf)) return false;
  const int index = static_cast<int>(i);
  noteTest(st, index, ObjectOutcome::Touched, v.x - (s.x >> 8), v.y - (s.y >> 8));
  if (s.invincible == 0 && s.invulnerable == 0) hurtPlayer(st, index, v.x);  // $80: React_ChkHurt
  return true;
}

// The shrapnel ($98) after the rest of the touch test found nothing: true when one touched.
template <class St>
[[gnu::noinline]] bool touchShrapnel(St& st) {
  const ObjectList& list = st.level.objects;
  PlayerState& s = st.s;
  for (const std::int16_t i : list.bombs()) {
    const SolidObject& o = list[static_cast<std::size_t>(i)];
    const ObjectSlot* slot = slotFor(st, i, kBombSlots);
    if (!slot || o.path.empty() || slot[0].since == ObjectSlot::kNever) continue;
    if (s.frame < slot[0].since + BombRule::kShrapnel) continue;  // not made yet
    const BombView v = bombView(o, slot, s.frame);
    for (const BombPiece& p : v.pieces) {
      if (!p.exists || (p.moves >= 1 && !spriteDrawn(list, p.x, p.y, BombRule::kActWid, st.slots))) continue;
      if (!touchesBox(s, p.x, p.y, BombRule::kShrapnelHalf, BombRule::kShrapnelHalf)) continue;
      noteTest(st, i, ObjectOutcome::Touched, p.x - (s.x >> 8), p.y - (s.y >> 8));
      if (s.invincible == 0 && s.invulnerable == 0) hurtPlayer(st, i, p.x);
      return true;
    }
  }
  return false;
}

}  // namespace solidtile::detail::objects

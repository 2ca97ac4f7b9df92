// Internal: enemies (ObjectKind::Enemy) against the Sonic player
// (docs/physics.md, "Enemies"): the games' badniks as a box that stands
// still where it was placed, or that its own routine moves (motion, format
// 15: level/enemy_motion.h, run by runEnemies in the object pass). Beyond
// that, only what the player's touch test does with a collision type of
// 0..$3F, an enemy.
// It is met among the other objects, in object order, as a hurt zone is
// (hurt_zone.h, monitor.h's touchMonitors): the player's box against the
// enemy's touch size, its half width and height about its centre
// (touchesBox); touched, the walk ends there whatever follows.
// Whether it is destroyed:
// - Sonic 1's React_Enemy: "tst.b (v_invinc).w; bne.s .donthurtsonic;
//   cmpi.b #id_Roll,obAnim(a0); bne.w React_ChkHurt";
// - Sonic 2's Touch_Enemy: invincible, or "cmpi.b #AniIDSonAni_Spindash",
//   or "cmpi.b #AniIDSonAni_Roll,anim(a0)", else Touch_ChkHurt;
// - S&K's Touch_Enemy: the same three, then Knuckles gliding or sliding
//   after a glide ("cmpi.b #1 / #3,double_jump_flag(a0)": Move::Glide,
//   Move::GlideSlide), and Tails flying ("tst.b double_jump_flag(a0)",
//   Move::Fly) when not underwater (no water here: always dry) and the enemy
//   is above him: GetArcTan of his position less the enemy's, "subi.b
//   #$20,d0; cmpi.b #$40,d0; bhs.w Touch_ChkHurt" (angleOfVector, the same
//   reckoning), i.e. $20..$5F, within 45 degrees of straight up from him;
// - the guide (SPG:Rebound) as Sonic 1.
// Destroyed (React_Enemy .breakenemy, Touch_KillEnemy, Touch_EnemyNormal;
// obColProp / collision_property / boss_hitcount2 are 0 for a badnik, so the
// boss branches are not taken), it turns into an explosion (collision type
// 0: gone; the slot holds the frame, so rewinding brings it back) and the
// player bounces: "tst.w obVelY(a0); bmi.s .bouncedown" (moving up: +$100),
// else "move.w obY(a0),d0; cmp.w obY(a1),d0; bhs.s .bounceup" (his y at or
// below its centre, unsigned words: -$100), else "neg.w obVelY(a0)". His x
// speed is untouched. Points (AddPoints, the chain bonus) are not kept.
// Not destroyed: React_ChkHurt / Touch_ChkHurt, the hurt zone's path: nothing
// while invincible or flashing, else hurtPlayer knocked away from its centre.
// Not modelled: S&K's insta-shield (TouchResponse's 48 x 48 box and
// invincibility while double_jump_flag is 1: the attack's length is not in
// the player's state) and its shields' immunity by shield_reaction (a
// badnik's is 0: no immunity, so nothing is lost); Sonic 1's Caterkiller
// and Yadrin special types ($CB, $CC).
#pragma once

#include "monitor.h"
#include "rings.h"
#include "spikes.h"
#include "solidtile/level/angle.h"
#include "solidtile/level/enemy_motion.h"

namespace solidtile::detail::objects {

// Whether the player, touching an enemy centred at (cx, cy), destroys it.
template <class St>
bool destroysEnemy(const St& st, std::int32_t cx, std::int32_t cy) {
  const PlayerState& s = st.s;
  const Profile p = st.cfg.profile;
  if (s.invincible != 0 || rollAnimation(s)) return true;
  if (p != Profile::Sonic2 && p != Profile::Sonic3K) return false;
  if (s.spindashing) return true;
  if (p != Profile::Sonic3K) return false;
  if (s.move == Move::Glide || s.move == Move::GlideSlide) return true;
  if (s.move != Move::Fly) return false;
  const auto dx = static_cast<std::int16_t>((s.x >> 8) - cx), dy = static_cast<std::int16_t>((s.y >> 8) - cy);
  return static_cast<std::uint8_t>(angleOfVector(dx, dy) - 0x20) < 0x40;
}

// Sonic 1's ReactToItem / the others' TouchResponse meeting object i, an
// enemy that exists (touchMonitors tests the loading): true when it touched
// (the test ends).
template <class St>
bool reactEnemy(St& st, std::size_t i) {
  const SolidObject& o = st.level.objects[i];
  ObjectSlot* slot = slotFor(st, i, objectSlotCount(o));
  if (o.path.empty() || !slot || enemyDestroyed(*slot, st.s.frame)) return false;  // an explosion: obColType 0
  const EnemyPlace place = enemyPlace(o, slot);
  // Its init routine has not set its collision type yet, or its routine
  // keeps it 0 (a Newtron not yet shown), or it was not drawn (Sonic 1's
  // "tst.b obRender(a1); bpl.s .next": a walker's _Main), or it deleted itself.
  if (!place.touchable) return false;
  const std::int32_t cx = place.x + o.w / 2, cy = place.y + o.h / 2;
  PlayerState& s = st.s;
  if (!touchesBox(s, cx, cy, o.w / 2, o.h / 2)) return false;
  const int index = static_cast<int>(i);
  const std::int32_t px = s.x >> 8, py = s.y >> 8;
  if (!destroysEnemy(st, cx, cy)) {
    noteTest(st, index, ObjectOutcome::Touched, cx - px, cy - py);
    if (s.invincible == 0 && s.invulnerable == 0) hurtPlayer(st, index, cx);  // React_ChkHurt
    return true;
  }
  slot->since = s.frame + 1;
  if (s.ysp < 0) {
    s.ysp = static_cast<Sub>(s.ysp + 0x100);  // .bouncedown
  } else if (static_cast<std::uint16_t>(py) >= static_cast<std::uint16_t>(cy)) {
    s.ysp = static_cast<Sub>(s.ysp - 0x100);  // .bounceup
  } else {
    s.ysp = static_cast<Sub>(-s.ysp);
  }
  objectEvent(st, EventKind::EnemyDestroyed, index);
  noteTest(st, index, ObjectOutcome::Destroyed, cx - px, cy - py);
  return true;
}

// The moving enemies' routines, one frame each, in the object pass (after
// the player's: his x is this frame's). Only those that exist run (an
// explosion, destroyed on this step or before, runs no badnik routine).
template <class St>
void runEnemies(St& st) {
  const ObjectList& list = st.level.objects;
  EnemyWorld world;
  world.playerX = st.s.x >> 8;
  world.level = &st.level;
  world.cast = st.cfg.cast;
  // The camera after the last frame: the list's screen slots (obRender bit 7)
  // and its chunk (out_of_range), when it keeps them and has had a camera.
  const std::size_t screen = list.screenSlot(), chunk = list.loadingSlot();
  if (list.usesScreen() && st.slots.size() >= screen + 2 && st.slots[screen].since != ObjectSlot::kNever) {
    world.screenKnown = true;
    world.screenX = static_cast<std::int32_t>(st.slots[screen].since);
    world.screenY = static_cast<std::int32_t>(st.slots[screen + 1].since);
  }
  if (list.loading() == ObjectLoading::Camera && st.slots.size() >= chunk + 2 && st.slots[chunk].since != ObjectSlot::kNever) {
    world.chunkKnown = true;
    world.chunk = static_cast<std::int32_t>(st.slots[chunk].since);
  }
  for (const std::int16_t i : list.movingEnemies()) {
    const SolidObject& o = list[static_cast<std::size_t>(i)];
    ObjectSlot* slot = slotFor(st, i, objectSlotCount(o));
    if (!slot || slot->since != ObjectSlot::kNever || o.path.empty()) continue;
    if (list.loading() == ObjectLoading::Camera && !objectLoaded(list, static_cast<std::size_t>(i), st.slots)) continue;
    stepEnemyMotion(o, slot, world);
  }
}

}  // namespace solidtile::detail::objects

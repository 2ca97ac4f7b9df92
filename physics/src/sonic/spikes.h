// Internal: spikes (Sonic 1's Obj36, Sonic 2's Obj36) and what hurts the
// player (HurtSonic, HurtCharacter): a hit takes the shield, else the rings,
// else his life (KillSonic). The lost rings' scatter (Obj37) is not
// simulated: they are gone.
#pragma once

#include <algorithm>
#include <cstdint>

#include "player_shared.h"
#include "solid_objects.h"

namespace solidtile::detail::objects {

// HurtSonic with a2 = the object at obX: the hurt routine, knocked away from
// the object's centre (Sonic left of it, compared unsigned, goes left).
// "tst.b (v_shield).w; bne.s .hasshield; tst.w (v_rings).w; beq.w .norings"
// (HurtCharacter the same): a shield is taken and the rings kept; rings are
// all lost (RingLoss's RLoss_Count clears v_rings in the same frame's pass);
// with neither KillSonic runs: the run ends as a fall out of the level does.
template <class St>
void hurtPlayer(St& st, int i, std::int32_t obX) {
  PlayerState& s = st.s;
  const PlayerConfig& cfg = st.cfg;
  if (s.shield != 0) {
    s.shield = 0;
    st.event(EventKind::ShieldLost);
  } else if (s.rings != 0) {
    st.event(EventKind::RingsLost, s.rings & 0xFF, s.rings >> 8);
    s.rings = 0;
  } else if (cfg.hurtWithoutRingsKills) {
    s.invincible = 0;  // KillSonic "move.b #0,(v_invinc).w", KillCharacter "clr.b status_secondary(a0)"
    s.outOfLevel = true;
    s.ended = RunEnd::Killed;
    s.endedBy = static_cast<std::int16_t>(i);
    objectEvent(st, EventKind::Died, i);
    return;
  }
  s.hurt = true;
  resetOnFloor(st, false);  // Sonic_ResetOnFloor, then back in the air
  s.airborne = true;
  s.spindashing = false;
  s.ysp = -cfg.hurtYsp;
  const auto px = static_cast<std::uint16_t>(s.x >> 8), ox = static_cast<std::uint16_t>(obX);
  s.xsp = px < ox ? -cfg.hurtXsp : cfg.hurtXsp;
  s.gsp = 0;
  s.invulnerable = invulnerableFrames(cfg);
  objectEvent(st, EventKind::Hurt, i);
}

// Spik_Hurt / Obj36's hurt: not while invincible (Spik_Hurt "tst.b
// (v_invinc).w; bne.s Spik_Display", Touch_ChkHurt2 "btst
// #status_secondary.invincible"), not while hurt, nor (Sonic 2, Sonic 1
// REV02) while flashing; the player's y is first moved back by his ysp (the
// games undo the frame's fall, which lifts a player standing still by nothing).
template <class St>
void spikesHurt(St& st, int i, std::int32_t obX) {
  PlayerState& s = st.s;
  if (s.invincible != 0 || s.hurt) return;
  if (s.invulnerable != 0 && !st.cfg.spikesHurtWhileFlashing) return;
  s.y -= s.ysp;
  hurtPlayer(st, i, obX);
}

// An Eggman item at its top (Sonic 2's robotnik_monitor "bra.w
// Touch_ChkHurt2", S&K's Monitor_Give_Eggman "bra.w sub_228EC"): not while
// invincible, flashing ("tst.w invulnerable_time(a1); bne") or hurt
// ("cmpi.b #4,routine(a1); bhs"); his y moved back by his ysp, then
// HurtCharacter with a2 = the item object, which stands at the monitor's x.
template <class St>
void itemHurt(St& st) {
  PlayerState& s = st.s;
  if (s.invincible != 0 || s.invulnerable != 0 || s.hurt || s.outOfLevel) return;
  s.y -= s.ysp;
  hurtPlayer(st, s.itemObject, s.itemX);
}

// Spik_Solid: SolidObject with the object's box (Spik_Upright's d1 = obActWid
// + $B, d2 = $10, d3 = $11 for a 32 px box; Spik_SideWays' d1 = $1B), then
// the hurt: Sonic 1's upright and upside-down spikes hurt a player standing
// on them or touching their top or bottom (d4 negative), sideways ones one
// touching a side (d4 = 1) and not standing on them. Sonic 2
// (spikesPointedSideOnly): up only standing, down only touching the bottom.
template <class St>
bool spikesObject(St& st, int i, std::int32_t oldX, std::int32_t x, std::int32_t y, const SolidObject& o, bool moved) {
  int d4 = 0;
  if (!solidObject(st, i, oldX, x, y, o.w, o.h, moved, o.h / 2 + 1, d4)) return false;
  const bool standing = st.s.standingOn == i;
  bool hurts = false;
  switch (o.dir) {
    case ObjectDir::Up:
    case ObjectDir::Down:
      if (!st.cfg.spikesPointedSideOnly) hurts = standing || d4 < 0;
      else hurts = o.dir == ObjectDir::Up ? standing : (!standing && d4 < 0);
      break;
    case ObjectDir::Left:
    case ObjectDir::Right: hurts = !standing && d4 == 1; break;
    default: break;  // objectKindProblem keeps diagonals to springs
  }
  if (hurts) spikesHurt(st, i, x + o.w / 2);
  return true;
}

// Spik_Type0x / MoveSpikes / sub_242B6 run before the SolidObject call, so
// the test on frame f meets the box at its frame-f place: the placement (or
// its path's place) moved by the cycle's offset. d4 is read after the move
// (Spik_Solid's "move.w obX(a0),d4", Obj36_Upright's and S&K's the same), so
// the spikes' own move carries no one standing on them; only a path's does.
// (Sonic 2's Obj36_Sideways pushes x_pos before MoveSpikes: its d4 is the
// old x, a carry of 8 px for one standing on top of horizontal moving
// sideways spikes, not modelled.)
template <class St>
bool retractSpikesObject(St& st, int i, const SolidObject& o, std::int32_t oldX, std::int32_t x, std::int32_t oldY,
                         std::int32_t y, std::uint32_t f) {
  const std::uint32_t made = objectMadeFrame(st, i, o);
  const bool first = st.cfg.spikesMoveWhenMade;
  const SpikeShift now = spikeRetractShift(o.retract, made, f, first);
  const SpikeShift was = f == 0 ? now : spikeRetractShift(o.retract, made, f - 1, first);
  const std::int32_t nx = x + now.dx, ny = y + now.dy, d4 = oldX + now.dx;
  const bool moved = d4 != nx || oldY + was.dy != ny;
  return spikesObject(st, i, d4, nx, ny, o, moved);
}

}  // namespace solidtile::detail::objects

// Sonic_Hurt (Sonic 1, Sonic 2's Obj01_Hurt): the routine a hit player runs
// instead of his control routine until he lands. Spikes start it (spikes.h).

#include "player_shared.h"
#include "player_step.h"

namespace solidtile::detail {

// SpeedToPos, the hurt gravity, Sonic_HurtStop (Sonic_Floor; landed, the
// speeds cleared, control back and flashing for invulnerableFrames), then
// Sonic_LevelBound. No input is read.
template <class St>
SOLIDTILE_FLATTEN void hurtStep(St& st) {
  PlayerState& s = st.s;
  const PlayerConfig& cfg = st.cfg;
  s.x += s.xsp;
  s.y += s.ysp;
  st.phase(Phase::Move);
  s.ysp = saturate(static_cast<std::int64_t>(s.ysp) + cfg.hurtGravity);
  st.phase(Phase::Gravity);
  airCollision(st);
  st.phase(Phase::AirCollision);
  if (!s.airborne) {
    s.xsp = 0;
    s.ysp = 0;
    s.gsp = 0;
    s.hurt = false;
    s.spindashing = false;  // Sonic 2 clears spindash_flag here
    s.invulnerable = invulnerableFrames(cfg);
    st.event(EventKind::HurtEnded);
  }
  levelBound(st);
  st.phase(Phase::LevelBounds);
}

SOLIDTILE_EACH_STEP_KIND(hurtStep)

}  // namespace solidtile::detail

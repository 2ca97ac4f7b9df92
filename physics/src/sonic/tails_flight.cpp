// Tails' flight in Sonic 3 & Knuckles (sonic3k.asm, s3.asm):
// Tails_Test_For_Flight starts it, Tails_Move_FlySwim steers its rise and
// sink; the rest of Tails_FlyingSwimming is the air step without gravity.
#include "abilities.h"
#include "player_shared.h"
#include "player_step.h"

namespace solidtile::detail {

template <class St>
void startFlight(St& st) {
  PlayerState& s = st.s;
  if (s.rolling) {  // uncurls: the standing size, Y moved by the difference
    s.rolling = false;
    const int before = s.radiusY;
    st.setRadii(false);
    s.y += pixels(before - s.radiusY);
  }
  s.rollJumping = false;
  s.move = Move::Fly;
  s.moveStep = 1;
  s.moveTimer = static_cast<std::uint8_t>(st.cfg.tails.flightFrames);
  st.event(EventKind::FlightStarted);
}

template <class St>
void flyControl(St& st) {
  PlayerState& s = st.s;
  const TailsConfig& t = st.cfg.tails;
  // The timer runs on odd frames of the run (the game's Level_frame_counter).
  if ((s.frame & 1) != 0 && s.moveTimer != 0) {
    --s.moveTimer;
    if (s.moveTimer == 0) st.event(EventKind::Tired);
  }
  if (s.moveStep != 1) {  // rising: until fast enough, or for flightRiseFrames frames
    if (s.ysp < t.flightRiseLimit) {
      s.moveStep = 1;
    } else {
      s.ysp -= t.flightRise;
      s.moveStep = static_cast<std::uint8_t>(s.moveStep + 1);
      if (s.moveStep == 2 + t.flightRiseFrames) s.moveStep = 1;
    }
  } else {
    if ((st.pressed & input::kJump) && s.ysp >= t.flightRiseLimit && s.moveTimer != 0) {
      s.moveStep = 2;
      st.event(EventKind::FlightRose);
    }
    s.ysp += t.flightGravity;
  }
  // At the level's top a rise stops.
  if (st.py() <= t.flightTopMargin && s.ysp < 0) s.ysp = 0;
}

SOLIDTILE_ABILITY_STEP_KINDS(startFlight)
SOLIDTILE_ABILITY_STEP_KINDS(flyControl)

}  // namespace solidtile::detail

// Internal: Knuckles' glide and climb and Tails' flight (characters.h), the
// parts of the air step a character with an ability runs. A built-in
// profile's config has no ability, so its steps never call these.
#pragma once

#include "player_step.h"

namespace solidtile::detail {

// Whether a step's config can hold an ability: an edited or character config
// (RuntimeConfig) can, a built-in profile's (a constant) cannot.
template <class St>
inline constexpr bool kMayHaveAbility = !kBuiltin<St>;

inline bool isGlideMove(Move m) { return m != Move::None && m != Move::Fly; }

// Knux_Test_For_Glide (knuckles_glide.cpp): the press that starts the glide.
template <class St>
void startGlide(St& st);
// Knux_Glide_Freespace: a whole frame while the move is one of the glide's or
// the climb's (knuckles_glide.cpp, knuckles_climb.cpp).
template <class St>
void glideFrame(St& st);
// Knuckles_Gliding_HitWall, Knuckles_Wall_Climb, Knuckles_Climb_Ledge (knuckles_climb.cpp).
template <class St>
void grabWall(St& st);
template <class St>
void climbWall(St& st);
template <class St>
void climbLedge(St& st);

// Tails_Test_For_Flight and Tails_Move_FlySwim (tails_flight.cpp).
template <class St>
void startFlight(St& st);
template <class St>
void flyControl(St& st);

// The steps that can run an ability: with and without a record, on a runtime config.
#define SOLIDTILE_ABILITY_STEP_KINDS(part)        \
  template void part(Step<false, RuntimeConfig>&); \
  template void part(Step<true, RuntimeConfig>&);

}  // namespace solidtile::detail

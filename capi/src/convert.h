// Between the C++ library's structs and the C API's plain ones.
#pragma once

#include <string>

#include "solidtile/sonic/player.h"
#include "solidtile/sonic/sensor.h"
#include "solidtile/solidtile.h"
#include "solidtile/sonic/step_record.h"

namespace solidtile::capi {

stPlayerState toC(const PlayerState& s);
// Empty when every field is in range, else what is wrong ("mode is 7, outside 0..3").
std::string checkPlayerState(const stPlayerState& s);
PlayerState fromC(const stPlayerState& s);  // only after checkPlayerState said ""

stSensorResult toC(const SensorResult& r);
void toC(const StepRecord& r, stStepRecord& out);

}  // namespace solidtile::capi

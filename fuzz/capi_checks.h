// What must hold for any bytes given to the C API as a level: refused with a
// message and a null id, or loaded into a level on which both profiles step,
// record, trace and cast without fault, and whose ids go stale once destroyed.
// Shared by the libFuzzer target and the CTest that replays its corpus.
#pragma once

#include <string>
#include <string_view>

#include "solidtile/solidtile.h"

namespace solidtile::fuzz {

inline std::string checkCApiLevel(std::string_view bytes) {
  stLevelId level{7, 7};
  const stStatus loaded = stLoadLevelMemory(bytes.data(), bytes.size(), &level);
  if (loaded != stStatus_ok) {
    if (!ST_IS_NULL(level)) return "a refused level left a non-null id";
    if (loaded != stStatus_badFile) return std::string("a refused level gave status ") + stStatusName(loaded);
    if (*stLastMessage() == '\0') return "a refused level gave no message";
    return "";
  }
  stLevelInfo info{};
  if (stLevel_GetInfo(level, &info) != stStatus_ok) return std::string("GetInfo: ") + stLastMessage();
  stControllerId players[2];
  for (int p = 0; p < 2; ++p) {
    stControllerDef def = stDefaultControllerDef();
    def.profile = p == 0 ? stProfile_guide : stProfile_sonic1;
    if (stCreateController(level, &def, &players[p]) != stStatus_ok) return std::string("Create: ") + stLastMessage();
  }
  // The level's own bytes as a movie: arbitrary but repeatable input.
  for (std::size_t k = 0; k < 120; ++k) {
    const auto input = static_cast<std::uint8_t>((bytes.empty() ? 0 : static_cast<unsigned char>(bytes[k % bytes.size()])) & stInput_all);
    for (const stControllerId c : players) {
      if (stController_Step(c, input) != stStatus_ok) return std::string("Step: ") + stLastMessage();
      stPlayerState s{};
      stStepRecord r{};
      if (stController_GetPlayerState(c, &s) != stStatus_ok) return std::string("GetPlayerState: ") + stLastMessage();
      if (stController_GetStepRecord(c, &r) != stStatus_ok) return std::string("GetStepRecord: ") + stLastMessage();
      if (r.castCount < 0 || r.castCount > ST_MAX_CASTS || r.eventCount < 0 || r.eventCount > ST_MAX_EVENTS ||
          r.floorWinner < -1 || r.floorWinner >= r.castCount) {
        return "a step record's counts are out of range";
      }
      // Every state the step makes can be set back (rewind) and traced.
      if (stController_SetPlayerState(c, &s) != stStatus_ok) return std::string("SetPlayerState: ") + stLastMessage();
      char row[128];
      std::size_t length = 0;
      if (stTraceRow(static_cast<std::int64_t>(k), &s, row, sizeof row, &length) != stStatus_ok) {
        return std::string("TraceRow: ") + stLastMessage();
      }
    }
  }
  stCastDef cast = stDefaultCastDef();
  cast.x = info.startX;
  cast.y = info.startY;
  stSensorResult hit{};
  if (stLevel_CastSensor(level, &cast, &hit) != stStatus_ok) return std::string("CastSensor: ") + stLastMessage();
  if (stDestroyLevel(level) != stStatus_ok) return std::string("DestroyLevel: ") + stLastMessage();
  if (stController_IsValid(players[0]) || stLevel_IsValid(level)) return "an id outlived its level";
  if (stController_Step(players[1], 0) != stStatus_staleId) return "stepping a destroyed controller was not refused as stale";
  return "";
}

}  // namespace solidtile::fuzz

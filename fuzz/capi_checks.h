// What must hold for any bytes given to the C API as a level: refused with a
// message and a null id, or loaded into a level on which both profiles and the
// box (with the level's config, and with one made of the bytes) step, record,
// trace and cast without fault, and whose ids go stale once destroyed.
// Shared by the libFuzzer target and the CTest that replays its corpus.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "solidtile/solidtile.h"

namespace solidtile::fuzz {

// A box def whose config fields come from the bytes: either refused with a
// message naming a def.box field, or created. *made is null when refused.
inline std::string makeFuzzedBox(stLevelId level, std::string_view bytes, stControllerId* made) {
  stControllerDef def = stDefaultControllerDef();
  def.kind = stControllerKind_box;
  def.useLevelBoxConfig = false;
  std::int32_t* fields[] = {&def.box.halfWidth, &def.box.halfHeight, &def.box.scaleX, &def.box.walkSpeed,
                            &def.box.gravity, &def.box.jumpSpeed, &def.box.maxFall, &def.box.snapMargin,
                            &def.box.ladderSpeed, &def.box.stairStepX, &def.box.stairFrames, &def.box.ledgeEndY,
                            &def.box.keyLockFrames, &def.box.graceFrames};
  // Small nudges around the defaults keep most configs valid, so the step runs on many of them.
  for (std::size_t i = 0; i < bytes.size() && i < sizeof fields / sizeof fields[0]; ++i) {
    *fields[i] += static_cast<std::int8_t>(bytes[bytes.size() - 1 - i]) * (i >= 3 && i <= 8 ? 32 : 1);
  }
  *made = stControllerId{7, 7};
  const stStatus st = stCreateController(level, &def, made);
  if (st == stStatus_ok) return "";
  if (!ST_IS_NULL(*made)) return "a refused box def left a non-null id";
  if (st != stStatus_badValue) return std::string("a refused box def gave status ") + stStatusName(st);
  if (std::string_view(stLastMessage()).find("def.box.") == std::string_view::npos) {
    return std::string("a refused box def did not name its field: ") + stLastMessage();
  }
  return "";
}

// One box step's rules: the record's counts in range, the state set back and traced.
inline std::string checkBoxStep(stControllerId box, std::int64_t frame) {
  stBoxState s{};
  stBoxRecord r{};
  if (stController_GetBoxState(box, &s) != stStatus_ok) return std::string("GetBoxState: ") + stLastMessage();
  if (stController_GetBoxRecord(box, &r) != stStatus_ok) return std::string("GetBoxRecord: ") + stLastMessage();
  if (r.testCount < 0 || r.testCount > ST_BOX_MAX_TESTS || r.floorCount < 0 || r.floorCount > ST_BOX_MAX_FLOORS ||
      r.eventCount < 0 || r.eventCount > ST_BOX_MAX_EVENTS) {
    return "a box record's counts are out of range";
  }
  if (stController_SetBoxState(box, &s) != stStatus_ok) return std::string("SetBoxState: ") + stLastMessage();
  char row[192];
  std::size_t length = 0;
  if (stBoxTraceRow(frame, &s, row, sizeof row, &length) != stStatus_ok) return std::string("BoxTraceRow: ") + stLastMessage();
  stPlayerState wrong{};
  if (stController_GetPlayerState(box, &wrong) != stStatus_wrongKind) return "a box answered a Sonic call";
  return "";
}

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
  stControllerId boxes[2] = {};
  stControllerDef boxDef = stDefaultControllerDef();
  boxDef.kind = stControllerKind_box;  // with the level's box_config when it has one
  if (stCreateController(level, &boxDef, &boxes[0]) != stStatus_ok) return std::string("Create box: ") + stLastMessage();
  if (std::string why = makeFuzzedBox(level, bytes, &boxes[1]); !why.empty()) return why;
  // The level's own bytes as a movie: arbitrary but repeatable input.
  for (std::size_t k = 0; k < 120; ++k) {
    const auto input = static_cast<std::uint8_t>((bytes.empty() ? 0 : static_cast<unsigned char>(bytes[k % bytes.size()])) & stInput_all);
    for (const stControllerId b : boxes) {
      if (ST_IS_NULL(b)) continue;
      if (stController_Step(b, input) != stStatus_ok) return std::string("Step box: ") + stLastMessage();
      if (std::string why = checkBoxStep(b, static_cast<std::int64_t>(k)); !why.empty()) return why;
    }
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
  stBoxState gone{};
  if (stController_GetBoxState(boxes[0], &gone) != stStatus_staleId) return "a destroyed box was not refused as stale";
  return "";
}

}  // namespace solidtile::fuzz

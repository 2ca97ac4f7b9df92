// What must hold for any sequence of the C API's level-building and object
// calls (the bytes read as calls and their arguments): each call is applied
// or refused with stStatus_badValue and a message, a refused call changes
// nothing of the level, and the Sonic player (recording phases) and the box
// step on whatever the level has become, their records in range.
// Shared by the libFuzzer target and the CTest that replays its corpus.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

#include "capi_checks.h"
#include "solidtile/solidtile.h"

namespace solidtile::fuzz {

// The bytes as a stream of small numbers; 0 once they run out.
class CallBytes {
 public:
  explicit CallBytes(std::string_view b) : b_(b) {}
  bool more() const { return at_ < b_.size(); }
  std::uint8_t u8() { return more() ? static_cast<std::uint8_t>(b_[at_++]) : 0; }
  std::int8_t s8() { return static_cast<std::int8_t>(u8()); }
  std::int32_t s16() { return static_cast<std::int16_t>(static_cast<std::uint16_t>(u8() | (u8() << 8))); }
  std::uint16_t u16() { return static_cast<std::uint16_t>(u8() | (u8() << 8)); }

 private:
  std::string_view b_;
  std::size_t at_ = 0;
};

// Everything the calls can change, read back through the C API.
inline std::string levelFingerprint(stLevelId level) {
  std::string f;
  const auto add = [&f](const void* p, std::size_t n) { f.append(static_cast<const char*>(p), n); };
  stLevelInfo info{};
  if (stLevel_GetInfo(level, &info) != stStatus_ok) return "GetInfo failed";
  add(&info, sizeof info);
  for (int path = 0; path < 2; ++path) {
    for (int ty = 0; ty < info.height; ++ty) {
      for (int tx = 0; tx < info.width; ++tx) {
        std::uint16_t tile = 0;
        stTileTag tag = stTileTag_none;
        stLevel_GetTile(level, path, tx, ty, &tile);
        stLevel_GetTag(level, path, tx, ty, &tag);
        add(&tile, sizeof tile);
        add(&tag, sizeof tag);
      }
    }
  }
  std::int32_t count = 0;
  stLevel_GetObjectCount(level, &count);
  for (std::int32_t i = 0; i < count; ++i) {
    stObjectDef d{};
    stLevel_GetObject(level, i, &d);
    const std::int32_t fields[] = {d.w, d.h, d.pointCount, d.speed, static_cast<std::int32_t>(d.loop), d.wait, d.topOnly};
    add(fields, sizeof fields);
    add(d.points, sizeof(stPoint) * static_cast<std::size_t>(d.pointCount));
    stObjectKind kind{};
    stObjectDir dir{};
    std::int32_t springSpeed = 0;
    stLevel_GetObjectKind(level, i, &kind, &dir, &springSpeed);
    const std::int32_t kindFields[] = {static_cast<std::int32_t>(kind), static_cast<std::int32_t>(dir), springSpeed};
    add(kindFields, sizeof kindFields);
    std::uint8_t heights[ST_MAX_WAYPOINTS * 2] = {};
    std::size_t slopeCount = 0;
    stLevel_GetObjectSlope(level, i, heights, sizeof heights, &slopeCount);
    add(&slopeCount, sizeof slopeCount);
    add(heights, std::min(slopeCount, sizeof heights));
  }
  stBoxConfig config{};
  bool own = false;
  stLevel_GetBoxConfig(level, &config, &own);
  add(&config, sizeof config);
  add(&own, sizeof own);
  return f;
}

inline stObjectDef fuzzedObject(CallBytes& in) {
  stObjectDef d = stDefaultObjectDef();
  d.w = in.s8();
  d.h = in.s8();
  d.pointCount = in.u8() % 4;  // 0 is refused
  for (int k = 0; k < d.pointCount; ++k) d.points[k] = {in.s16(), in.s16()};
  d.speed = in.s16();
  const std::int32_t loop = in.u8() % 3;  // 2 is refused
  std::memcpy(&d.loop, &loop, sizeof loop);
  d.wait = in.s8();
  d.topOnly = (in.u8() & 1) != 0;
  return d;
}

// One call made of the bytes; its status.
inline stStatus fuzzedCall(CallBytes& in, stLevelId level, int op) {
  switch (op) {
    case 0: {
      stMaskDef m = stDefaultMaskDef();
      for (auto& h : m.heights) h = static_cast<std::int8_t>(in.s8() % 20);
      const std::uint8_t flags = in.u8();
      m.autoAngle = (flags & 1) != 0;
      m.angle = in.u8();
      m.hasEdges = (flags & 2) != 0;
      m.edgeLeft = static_cast<std::int8_t>(in.s8() % 20);
      m.edgeRight = static_cast<std::int8_t>(in.s8() % 20);
      return stLevel_AddMask(level, &m, nullptr);
    }
    case 1: {
      const std::int32_t path = in.u8() % 3, tx = in.s8(), ty = in.s8();
      stTileDef t{in.s8() % 6, (in.u8() & 1) != 0, (in.u8() & 1) != 0, stSolidity_all};
      const std::int32_t solidity = in.u8() % 5;
      std::memcpy(&t.solidity, &solidity, sizeof solidity);
      return stLevel_SetTile(level, path, tx, ty, &t);
    }
    case 2: {
      stLevelInfo info{};
      stLevel_GetInfo(level, &info);
      const std::int32_t path = in.u8() % 3;
      // One tile more or fewer than the level has, now and then.
      const std::size_t count = static_cast<std::size_t>(info.width * info.height + in.u8() % 3 - 1);
      std::vector<std::uint16_t> packed(count + 1, 0);
      for (std::size_t k = 0; k < count; ++k) {
        const int mask = in.u8() % 8;
        packed[k] = static_cast<std::uint16_t>(mask | (in.u8() & 0xF0) << 8);
      }
      return stLevel_SetTiles(level, path, packed.data(), count);
    }
    case 3: {
      const std::int32_t path = in.u8() % 3, tx = in.s8(), ty = in.s8(), tag = in.u8() % 7;
      stTileTag t{};
      std::memcpy(&t, &tag, sizeof tag);
      return stLevel_SetTag(level, path, tx, ty, t);
    }
    case 4: {
      const stSwitcherDef s{(in.u8() & 1) != 0, in.s16() * 200, in.s16(), in.s16(), in.s8() % 3, in.s8() % 3, (in.u8() & 1) != 0};
      return stLevel_AddSwitcher(level, &s);
    }
    case 5: {
      const std::int32_t x = in.s8() * 128, y = in.s8() * 128;
      return stLevel_AddLoopRegion(level, x, y, (in.u8() & 1) != 0);
    }
    case 6: {
      const std::int32_t x = in.s16() * 200, y = in.s16() * 200;
      return stLevel_SetStart(level, x, y);
    }
    case 7: {
      const stObjectDef d = fuzzedObject(in);
      return stLevel_AddObject(level, &d, nullptr);
    }
    case 8: {
      const std::int32_t index = in.s8() % 4;
      const stObjectDef d = fuzzedObject(in);
      return stLevel_SetObject(level, index, &d);
    }
    case 9: {
      const std::int32_t index = in.s8() % 4, x = in.s16() * 200, y = in.s16() * 200;
      return stLevel_MoveObject(level, index, x, y);
    }
    case 10: return stLevel_RemoveObject(level, in.s8() % 4);
    case 11: {
      stBoxConfig c = stDefaultControllerDef().box;
      c.halfWidth += in.s8() % 40;
      c.walkSpeed += in.s8() * 64;
      c.gravity += in.s8() * 64;
      c.ledgeEndY += in.s8();
      return stLevel_SetBoxConfig(level, &c);
    }
    case 14: {  // a kind (30, 31: none) or a spring speed out of range now and then; formats 19's and 20's by their setters
      const std::int32_t index = in.s8() % 4, kind = in.u8() % 32, dir = in.u8() % 9;  // dir 8: none
      stObjectKind k{};
      stObjectDir d{};
      std::memcpy(&k, &kind, sizeof kind);
      std::memcpy(&d, &dir, sizeof dir);
      const std::int32_t value = in.s16();
      switch (kind) {
        case stObjectKind_brick: return stLevel_SetObjectBrick(level, index, value, in.u8() % 3);
        case stObjectKind_lift: return stLevel_SetObjectLift(level, index, d, value % 300);
        case stObjectKind_conveyor: return stLevel_SetObjectConveyor(level, index, value % 10, in.s16());
        case stObjectKind_elevator: return stLevel_SetObjectElevator(level, index, d, value % 1100);
        case stObjectKind_springboard: return stLevel_SetObjectSpringboard(level, index, d, value % 300);
        case stObjectKind_stomper: return stLevel_SetObjectStomper(level, index, value % 300);
        default: return stLevel_SetObjectKind(level, index, k, d, value);
      }
    }
    case 15: {  // heights for a small object, a count or a height that does not fit now and then
      const std::int32_t index = in.s8() % 4;
      std::uint8_t heights[16] = {};
      const std::size_t count = in.u8() % 17;
      for (std::size_t c = 0; c < count; ++c) heights[c] = static_cast<std::uint8_t>(in.u8() % 24);
      return stLevel_SetObjectSlope(level, index, heights, count);
    }
    default: return stStatus_ok;
  }
}

// The player's object state and the step's object tests name only objects
// the level has (a step lets go of removed ones), each outcome by name.
inline std::string checkObjectTests(stControllerId player, stLevelId level) {
  std::int32_t count = 0;
  stLevel_GetObjectCount(level, &count);
  stObjectTestRecord tests{};
  if (stController_GetObjectTests(player, &tests) != stStatus_ok) return std::string("GetObjectTests: ") + stLastMessage();
  if (tests.testCount < 0 || tests.testCount > ST_MAX_OBJECT_TESTS) return "an object test count is out of range";
  for (int i = 0; i < tests.testCount; ++i) {
    const stObjectTest& t = tests.tests[i];
    if (t.object < 0 || t.object >= count) return "an object test names an object the level lacks";
    if (std::string_view(stObjectOutcomeName(static_cast<stObjectOutcome>(t.outcome))) == "?") return "an outcome has no name";
  }
  stPlayerObjectState o{};
  stPlayerState s{};
  if (stController_GetPlayerObjectState(player, &o) != stStatus_ok) return std::string("GetPlayerObjectState: ") + stLastMessage();
  if (stController_GetPlayerState(player, &s) != stStatus_ok) return std::string("GetPlayerState: ") + stLastMessage();
  if (!s.outOfLevel && (o.standingOn < -1 || o.standingOn >= count || o.pushingObject < -1 || o.pushingObject >= count)) {
    return "after a step the player stands on or pushes an object the level lacks";
  }
  return "";
}

// Sets the player's object state from the bytes: a refused one changes nothing.
inline std::string fuzzedObjectState(CallBytes& in, stControllerId player) {
  stPlayerObjectState before{};
  if (stController_GetPlayerObjectState(player, &before) != stStatus_ok) return std::string("GetPlayerObjectState: ") + stLastMessage();
  const stPlayerObjectState next{static_cast<std::uint32_t>(in.s16()) * 97u, static_cast<std::int16_t>(in.s8() % 6),
                                 static_cast<std::int16_t>(in.s8() % 6)};
  const stStatus st = stController_SetPlayerObjectState(player, &next);
  if (st == stStatus_ok) return "";
  if (st != stStatus_badValue || *stLastMessage() == '\0') return "a refused object state gave no badValue and message";
  stPlayerObjectState after{};
  stController_GetPlayerObjectState(player, &after);
  if (std::memcmp(&before, &after, sizeof before) != 0) return "a refused object state changed the player";
  return "";
}

inline std::string checkPhases(stControllerId player) {
  stPhaseRecord p{};
  stStepRecord r{};
  if (stController_GetPhaseRecord(player, &p) != stStatus_ok) return std::string("GetPhaseRecord: ") + stLastMessage();
  if (stController_GetStepRecord(player, &r) != stStatus_ok) return std::string("GetStepRecord: ") + stLastMessage();
  if (p.phaseCount < 0 || p.phaseCount > ST_MAX_PHASES) return "a phase record's count is out of range";
  for (int i = 0; i < p.phaseCount; ++i) {
    const stPhaseMark& m = p.phases[i];
    if (m.castBegin > m.castEnd || m.castEnd > r.castCount || m.eventBegin > m.eventEnd || m.eventEnd > r.eventCount) {
      return "a phase's casts or events lie outside the step's";
    }
    if (i > 0 && (m.castBegin != p.phases[i - 1].castEnd || m.eventBegin != p.phases[i - 1].eventEnd)) {
      return "a phase does not start where the one before it ended";
    }
    if (std::string_view(stPhaseName(static_cast<stPhase>(m.phase))) == "?") return "a phase has no name";
  }
  return "";
}

inline std::string checkCApiBuild(std::string_view bytes) {
  CallBytes in(bytes);
  stLevelDef def = stDefaultLevelDef();
  const std::uint8_t size = in.u8();
  def.width = size & 0x80 ? in.s16() : 1 + in.u8() % 24;
  def.height = size & 0x80 ? in.s16() : 1 + in.u8() % 16;
  def.layerCount = size & 0x40 ? in.s8() : 1 + (size & 1);
  stLevelId level{7, 7};
  const stStatus created = stCreateLevel(&def, &level);
  if (created != stStatus_ok) {
    if (!ST_IS_NULL(level)) return "a refused level def left a non-null id";
    if (created != stStatus_badValue || *stLastMessage() == '\0') return "a refused level def gave no badValue and message";
    return "";
  }
  if (std::int64_t{def.width} * def.height * def.layerCount > 2 * 24 * 16) {
    // A raw size that was accepted: the calls below read the whole level back after each call, so stop here.
    return stDestroyLevel(level) == stStatus_ok ? "" : std::string("DestroyLevel: ") + stLastMessage();
  }
  stControllerDef sonicDef = stDefaultControllerDef();
  sonicDef.recordPhases = true;
  stControllerId player{}, box{};
  if (stCreateController(level, &sonicDef, &player) != stStatus_ok) return std::string("Create: ") + stLastMessage();
  stControllerDef boxDef = stDefaultControllerDef();
  boxDef.kind = stControllerKind_box;
  if (stCreateController(level, &boxDef, &box) != stStatus_ok) return std::string("Create box: ") + stLastMessage();
  std::int64_t frame = 0;
  for (int calls = 0; in.more() && calls < 200; ++calls) {
    const int op = in.u8() % 16;
    if (op == 13) {
      if (std::string why = fuzzedObjectState(in, player); !why.empty()) return why;
      continue;
    }
    if (op == 12) {  // a few steps with the next byte's buttons
      const auto input = static_cast<std::uint8_t>(in.u8() & stInput_all);
      for (int k = 0; k < 8; ++k, ++frame) {
        if (stController_Step(player, input) != stStatus_ok) return std::string("Step: ") + stLastMessage();
        if (stController_Step(box, input) != stStatus_ok) return std::string("Step box: ") + stLastMessage();
        if (std::string why = checkBoxStep(box, frame); !why.empty()) return why;
        if (std::string why = checkPhases(player); !why.empty()) return why;
        if (std::string why = checkObjectTests(player, level); !why.empty()) return why;
      }
      continue;
    }
    const std::string before = levelFingerprint(level);
    const stStatus st = fuzzedCall(in, level, op);
    if (st == stStatus_ok) continue;
    if (st != stStatus_badValue) return "call " + std::to_string(op) + " gave " + stStatusName(st) + ": " + stLastMessage();
    if (*stLastMessage() == '\0') return "call " + std::to_string(op) + " was refused without a message";
    if (levelFingerprint(level) != before) {
      return "call " + std::to_string(op) + " was refused yet changed the level: " + stLastMessage();
    }
  }
  std::int32_t count = 0;
  stLevel_GetObjectCount(level, &count);
  for (std::int32_t i = 0; i < count; ++i) {
    std::int32_t x = 0, y = 0;
    if (stLevel_GetObjectPosition(level, i, static_cast<std::uint32_t>(frame), &x, &y) != stStatus_ok) {
      return std::string("GetObjectPosition: ") + stLastMessage();
    }
  }
  if (stDestroyLevel(level) != stStatus_ok) return std::string("DestroyLevel: ") + stLastMessage();
  if (stLevel_IsValid(level) || stController_IsValid(box)) return "an id outlived its level";
  return "";
}

}  // namespace solidtile::fuzz

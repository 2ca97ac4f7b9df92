// The object-kinds level and the calls the C API's object-kind tests share
// (capi_object_kinds_test.cpp, capi_game_kinds_test.cpp).
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "capi_support.h"

namespace solidtile::test::object_kinds {

using Heights = std::vector<std::uint8_t>;

// A floor on row 3 (its top at y 48), two flat 16 px high blocks standing on
// it: object 0 (16x16 at x 16) under the start, object 1 (32x16 at x 96).
inline constexpr char kObjectKindsLevel[] = R"({"format": "solidtile-level", "version": 6, "name": "kinds", "width": 10, "height": 4,
  "start": {"x": 24, "y": 8},
  "masks": [{"heights": [16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16], "angle": 0}],
  "layers": [{"tiles": [0, 0, 0, 0, 0, 0, 0, 0, 0, 0,  0, 0, 0, 0, 0, 0, 0, 0, 0, 0,  0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                        1, 1, 1, 1, 1, 1, 1, 1, 1, 1]}],
  "path_switchers": [],
  "objects": [
    {"w": 16, "h": 16, "path": [[16, 32]]},
    {"w": 32, "h": 16, "path": [[96, 32]]}
  ]})";

inline stLevelId loadKindsLevel() {
  stLevelId level = stNullLevelId;
  EXPECT_EQ(stLoadLevelMemory(kObjectKindsLevel, sizeof kObjectKindsLevel - 1, &level), stStatus_ok) << stLastMessage();
  return level;
}

// Sonic 1 dropped from (x, 8), recording his steps.
inline stControllerId dropAt(stLevelId level, int32_t x) {
  stControllerDef def = stDefaultControllerDef();
  def.profile = stProfile_sonic1;
  def.useLevelStart = false;
  def.startX = x;
  def.startY = 8;
  stControllerId c = stNullControllerId;
  EXPECT_EQ(stCreateController(level, &def, &c), stStatus_ok) << stLastMessage();
  return c;
}

// Steps until an event of `kind` (or `frames` pass); true when it came.
inline bool stepUntil(stControllerId c, stEventKind kind, int frames) {
  for (int f = 0; f < frames; ++f) {
    EXPECT_EQ(stController_Step(c, 0), stStatus_ok) << stLastMessage();
    stStepRecord r{};
    EXPECT_EQ(stController_GetStepRecord(c, &r), stStatus_ok) << stLastMessage();
    for (int k = 0; k < r.eventCount; ++k) {
      if (r.events[k].kind == kind) return true;
    }
  }
  return false;
}

struct Kind {
  stObjectKind kind = stObjectKind_block;
  stObjectDir dir = stObjectDir_up;
  int32_t speed = 0;
};
inline Kind kindOf(stLevelId level, int32_t index) {
  Kind k;
  EXPECT_EQ(stLevel_GetObjectKind(level, index, &k.kind, &k.dir, &k.speed), stStatus_ok) << stLastMessage();
  return k;
}
inline Heights slopeOf(stLevelId level, int32_t index) {
  size_t count = 0;
  Heights h(ST_MAX_SLOPE_HEIGHT);
  EXPECT_EQ(stLevel_GetObjectSlope(level, index, h.data(), h.size(), &count), stStatus_ok) << stLastMessage();
  h.resize(count);
  return h;
}

// The controller's object slots (the level's object state).
inline std::vector<uint32_t> slotsOf(stControllerId c) {
  size_t n = 0;
  // The status first: the count it writes says which status is right.
  const stStatus asked = stController_GetObjectSlots(c, nullptr, 0, &n);
  EXPECT_EQ(asked, n == 0 ? stStatus_ok : stStatus_tooSmall);
  std::vector<uint32_t> out(n);
  EXPECT_EQ(stController_GetObjectSlots(c, out.data(), out.size(), &n), stStatus_ok) << stLastMessage();
  return out;
}

// A kind with no fields of its own, set by stLevel_SetObjectKind (its dir
// ignored): object 1 of the kinds level becomes it, keeping `slots` slots.
inline stObjectDef setFieldlessKind(stObjectKind k, const char* name, std::size_t slots) {
  const stLevelId level = loadKindsLevel();
  ST_EXPECT_OK(stLevel_SetObjectKind(level, 1, k, stObjectDir_left, ST_SPRING_RED));
  stObjectKind kind = stObjectKind_block;
  stObjectDir dir = stObjectDir_down;
  ST_EXPECT_OK(stLevel_GetObjectKind(level, 1, &kind, &dir, nullptr));
  EXPECT_EQ(kind, k);
  EXPECT_EQ(dir, stObjectDir_up) << name << " has no direction";
  EXPECT_STREQ(stObjectKindName(k), name);
  stObjectDef def{};
  ST_EXPECT_OK(stLevel_GetObject(level, 1, &def));
  const stControllerId c = dropAt(level, 112);
  EXPECT_EQ(slotsOf(c).size(), slots) << name;
  stDestroyController(c);
  stDestroyLevel(level);
  return def;
}

}  // namespace solidtile::test::object_kinds

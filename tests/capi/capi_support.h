// Helpers for the C API tests: the shipped data, and a status check that
// shows the library's message when it fails.
#pragma once

#include <cstring>
#include <string>

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "solidtile/solidtile.h"

namespace solidtile::test {

inline const std::string kRoot = SOLIDTILE_SOURCE_DIR;
inline const std::string kBoxDemo = kRoot + "/data/levels/box_demo.json";
inline const std::string kDemo = kRoot + "/data/levels/demo.json";

#define ST_EXPECT_OK(call) EXPECT_EQ((call), stStatus_ok) << stLastMessage()
#define ST_ASSERT_OK(call) ASSERT_EQ((call), stStatus_ok) << stLastMessage()

// Stores any int in an enum field, as a C caller may (a C++ cast to an
// out-of-range value would not be defined).
template <typename E>
void storeRaw(E& field, int value) {
  static_assert(sizeof(E) == sizeof(int));
  std::memcpy(&field, &value, sizeof value);
}

// The demo level, loaded through the C API (the test fails if it does not load).
inline stLevelId loadDemo() {
  stLevelId level = stNullLevelId;
  EXPECT_EQ(stLoadLevelFile(kDemo.c_str(), &level), stStatus_ok) << stLastMessage();
  return level;
}

inline stControllerId createPlayer(stLevelId level, stProfile profile = stProfile_guide) {
  stControllerDef def = stDefaultControllerDef();
  def.profile = profile;
  stControllerId c = stNullControllerId;
  EXPECT_EQ(stCreateController(level, &def, &c), stStatus_ok) << stLastMessage();
  return c;
}

}  // namespace solidtile::test

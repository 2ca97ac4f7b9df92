// Level format 8's oscillating motion through the C API: set on an object,
// read back, the object placed by it frame by frame, a Sonic 1 player carried
// by it, and refusals named.
#include <string>

#include "capi_support.h"
#include "solidtile/level/angle.h"
#include "solidtile/level/oscillation.h"

namespace solidtile::test {
namespace {

using ::testing::HasSubstr;

// A floor on row 3 (top at y 48); object 0 a 64 px top-only platform at
// (64, 24), object 1 a block with a two-point path.
const char kMotionLevel[] = R"({"format": "solidtile-level", "version": 2, "name": "osc", "width": 16, "height": 4,
  "start": {"x": 24, "y": 8},
  "masks": [{"heights": [16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16], "angle": 0}],
  "layers": [{"tiles": [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]}],
  "path_switchers": [],
  "objects": [
    {"w": 64, "h": 16, "path": [[64, 24]], "top_only": true},
    {"w": 16, "h": 16, "path": [[200, 32], [220, 32]], "speed": 256}
  ]})";

stLevelId loadMotionLevel() {
  stLevelId level = stNullLevelId;
  EXPECT_EQ(stLoadLevelMemory(kMotionLevel, sizeof kMotionLevel - 1, &level), stStatus_ok) << stLastMessage();
  return level;
}

// Sonic 1's Obj18 subtype 1 at a quarter of its swing (shift 2: -$10..$10 px).
constexpr stOscMotion kSideways{ST_OSC_SONIC1, 6, ST_AXIS_X, 0x40, 0, 2, 1};

TEST(CApiObjectMotion, AnOscillatingPlatformCarriesThePlayer) {
  const stLevelId level = loadMotionLevel();
  stOscMotion m{};
  ST_ASSERT_OK(stLevel_GetObjectOscillation(level, 0, &m));
  EXPECT_EQ(m.table, ST_OSC_NONE);
  ST_ASSERT_OK(stLevel_SetObjectOscillation(level, 0, &kSideways));
  ST_ASSERT_OK(stLevel_GetObjectOscillation(level, 0, &m));
  EXPECT_EQ(m.table, ST_OSC_SONIC1);
  EXPECT_EQ(m.index, 6);
  EXPECT_EQ(m.shift, 2);
  EXPECT_EQ(m.lagged, 1);
  // Frame f reads the angle saved a frame before, the value after f - 2 updates:
  // (high byte - $40) >> 2 px from x 64.
  for (const uint32_t f : {0u, 1u, 2u, 30u, 65u, 130u, 200u}) {
    int32_t x = 0, y = 0;
    ST_ASSERT_OK(stLevel_GetObjectPosition(level, 0, f, &x, &y));
    const int byte = oscillatorValue(OscTable::Sonic1, 6, f > 2 ? f - 2 : 0) >> 8;
    EXPECT_EQ(x, (64 + ((byte - 0x40) >> 2)) * 256) << f;
    EXPECT_EQ(y, 24 * 256);
  }

  stControllerDef def = stDefaultControllerDef();
  def.profile = stProfile_sonic1;
  def.useLevelStart = false;
  def.startX = 96;
  def.startY = 4;
  stControllerId c = stNullControllerId;
  ST_ASSERT_OK(stCreateController(level, &def, &c));
  int carried = 0;
  for (int f = 0; f < 200; ++f) {
    stPlayerState before{}, after{};
    stPlayerObjectState obj{};
    ST_ASSERT_OK(stController_GetPlayerState(c, &before));
    ST_ASSERT_OK(stController_GetPlayerObjectState(c, &obj));
    const bool standing = obj.standingOn == 0;
    const uint32_t frame = obj.frame;
    ST_ASSERT_OK(stController_Step(c, 0));
    ST_ASSERT_OK(stController_GetPlayerState(c, &after));
    if (!standing) continue;
    // Standing still on it: he moves as far as it does this frame.
    int32_t was = 0, now = 0, y = 0;
    ST_ASSERT_OK(stLevel_GetObjectPosition(level, 0, frame, &was, &y));
    ST_ASSERT_OK(stLevel_GetObjectPosition(level, 0, frame + 1, &now, &y));
    EXPECT_EQ((after.x >> 8) - (before.x >> 8), (now >> 8) - (was >> 8)) << "frame " << frame;
    EXPECT_EQ((after.y >> 8) + after.radiusY + 1, y >> 8) << "feet on its top row, frame " << frame;
    carried += now != was;
  }
  EXPECT_GT(carried, 20) << "the platform moved under him";
  stDestroyController(c);
  stDestroyLevel(level);
}

// Sonic 1's Obj5A goes round by two oscillators; here a second one (7, reversed)
// moves y by the same center, shift and lag as kSideways moves x.
TEST(CApiObjectMotion, ASecondOscillatorMovesTheOtherAxis) {
  const stLevelId level = loadMotionLevel();
  int32_t other = 0, negate = 1;
  ST_ASSERT_OK(stLevel_SetObjectOscillation(level, 0, &kSideways));
  ST_ASSERT_OK(stLevel_GetObjectOtherOscillator(level, 0, &other, &negate));
  EXPECT_EQ(other, ST_OSC_NO_OTHER);
  EXPECT_EQ(negate, 0);
  ST_ASSERT_OK(stLevel_SetObjectOtherOscillator(level, 0, 7, 1));
  ST_ASSERT_OK(stLevel_GetObjectOtherOscillator(level, 0, &other, nullptr));
  EXPECT_EQ(other, 7);
  ST_ASSERT_OK(stLevel_GetObjectOtherOscillator(level, 0, nullptr, &negate));
  EXPECT_EQ(negate, 1);
  int moved = 0;
  for (const uint32_t f : {0u, 1u, 2u, 30u, 65u, 130u, 200u, 333u}) {
    int32_t x = 0, y = 0;
    ST_ASSERT_OK(stLevel_GetObjectPosition(level, 0, f, &x, &y));
    const uint32_t updates = f > 2 ? f - 2 : 0;
    const int xs = static_cast<int8_t>((oscillatorValue(OscTable::Sonic1, 6, updates) >> 8) - 0x40);
    const int ys = static_cast<int8_t>(0x40 - (oscillatorValue(OscTable::Sonic1, 7, updates) >> 8));
    EXPECT_EQ(x, (64 + (xs >> 2)) * 256) << f;
    EXPECT_EQ(y, (24 + (ys >> 2)) * 256) << f;
    moved += y != 24 * 256;
  }
  EXPECT_GT(moved, 3) << "the second oscillator moves y";
  // Setting the first keeps the second; table none drops both.
  ST_ASSERT_OK(stLevel_SetObjectOscillation(level, 0, &kSideways));
  ST_ASSERT_OK(stLevel_GetObjectOtherOscillator(level, 0, &other, &negate));
  EXPECT_EQ(other, 7);
  ST_ASSERT_OK(stLevel_SetObjectOtherOscillator(level, 0, ST_OSC_NO_OTHER, 0));
  ST_ASSERT_OK(stLevel_GetObjectOtherOscillator(level, 0, &other, &negate));
  EXPECT_EQ(other, ST_OSC_NO_OTHER);
  EXPECT_EQ(negate, 0);
  ST_ASSERT_OK(stLevel_SetObjectOtherOscillator(level, 0, 3, 0));
  const stOscMotion none{};
  ST_ASSERT_OK(stLevel_SetObjectOscillation(level, 0, &none));
  ST_ASSERT_OK(stLevel_GetObjectOtherOscillator(level, 0, &other, &negate));
  EXPECT_EQ(other, ST_OSC_NO_OTHER);
  stDestroyLevel(level);
}

TEST(CApiObjectMotion, ASecondOscillatorsRefusalsChangeNothing) {
  const stLevelId level = loadMotionLevel();
  EXPECT_EQ(stLevel_SetObjectOtherOscillator(level, 0, 7, 0), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("does not oscillate"));
  ST_ASSERT_OK(stLevel_SetObjectOscillation(level, 0, &kSideways));
  EXPECT_EQ(stLevel_SetObjectOtherOscillator(level, 0, 16, 0), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("otherIndex is 16"));
  EXPECT_EQ(stLevel_SetObjectOtherOscillator(level, 0, -2, 0), stStatus_badValue);
  EXPECT_EQ(stLevel_SetObjectOtherOscillator(level, 0, ST_OSC_NO_OTHER, 1), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("without a second oscillator"));
  EXPECT_EQ(stLevel_SetObjectOtherOscillator(level, 9, 7, 0), stStatus_badValue);
  EXPECT_EQ(stLevel_GetObjectOtherOscillator(level, 9, nullptr, nullptr), stStatus_badValue);
  int32_t other = 0;
  ST_ASSERT_OK(stLevel_GetObjectOtherOscillator(level, 0, &other, nullptr));
  EXPECT_EQ(other, ST_OSC_NO_OTHER) << "a refused call changes nothing";
  stDestroyLevel(level);
}

TEST(CApiObjectMotion, RefusalsNameTheField) {
  const stLevelId level = loadMotionLevel();
  stOscMotion bad = kSideways;
  bad.index = 16;
  EXPECT_EQ(stLevel_SetObjectOscillation(level, 0, &bad), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("index is 16"));
  bad = kSideways;
  bad.table = 3;
  EXPECT_EQ(stLevel_SetObjectOscillation(level, 0, &bad), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("table is 3"));
  bad = kSideways;
  bad.shift = 8;
  EXPECT_EQ(stLevel_SetObjectOscillation(level, 0, &bad), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("shift is 8"));
  EXPECT_EQ(stLevel_SetObjectOscillation(level, 1, &kSideways), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("origin alone"));
  EXPECT_EQ(stLevel_SetObjectOscillation(level, 0, nullptr), stStatus_nullArgument);
  EXPECT_EQ(stLevel_GetObjectOscillation(level, 0, nullptr), stStatus_nullArgument);
  EXPECT_EQ(stLevel_GetObjectOscillation(level, 9, &bad), stStatus_badValue);
  stOscMotion m{};
  ST_ASSERT_OK(stLevel_GetObjectOscillation(level, 0, &m));
  EXPECT_EQ(m.table, ST_OSC_NONE) << "a refused call changes nothing";
  // Table none sends it back to its path.
  ST_ASSERT_OK(stLevel_SetObjectOscillation(level, 0, &kSideways));
  const stOscMotion none{};
  ST_ASSERT_OK(stLevel_SetObjectOscillation(level, 0, &none));
  ST_ASSERT_OK(stLevel_GetObjectOscillation(level, 0, &m));
  EXPECT_EQ(m.table, ST_OSC_NONE);
  stDestroyLevel(level);
}

// Level format 18: a swing. Sonic 1's Obj15 reads oscillator 6 as it is,
// center 0: the object hangs radius px along the byte's angle from its point
// (x += radius cos >> 8, y += radius sin >> 8); a swing takes no shift.
TEST(CApiObjectMotion, ASwingHangsTheObjectFromItsPoint) {
  const stLevelId level = loadMotionLevel();
  int32_t radius = -1;
  ST_ASSERT_OK(stLevel_GetObjectSwingRadius(level, 0, &radius));
  EXPECT_EQ(radius, 0);
  EXPECT_EQ(stLevel_SetObjectSwingRadius(level, 0, 0x28), stStatus_badValue) << "it does not oscillate yet";
  constexpr stOscMotion kSwing{ST_OSC_SONIC1, 6, ST_AXIS_X, 0, 0, 0, 0};
  ST_ASSERT_OK(stLevel_SetObjectOscillation(level, 0, &kSwing));
  ST_ASSERT_OK(stLevel_SetObjectSwingRadius(level, 0, 0x28));
  ST_ASSERT_OK(stLevel_GetObjectSwingRadius(level, 0, &radius));
  EXPECT_EQ(radius, 0x28);
  int32_t x0 = 0, y0 = 0;
  ST_ASSERT_OK(stLevel_GetObjectPosition(level, 0, 0, &x0, &y0));
  for (const uint32_t f : {1u, 30u, 65u, 130u, 200u}) {
    int32_t x = 0, y = 0;
    ST_ASSERT_OK(stLevel_GetObjectPosition(level, 0, f, &x, &y));
    const auto angle = static_cast<uint8_t>(oscillatorValue(OscTable::Sonic1, 6, f > 1 ? f - 1 : 0) >> 8);
    EXPECT_EQ(x - x0, ((0x28 * cosHex(angle, SineTable::Sonic1)) >> 8) * 256 - 0x28 * 256) << f;  // frame 0: angle 0
    EXPECT_EQ(y - y0, ((0x28 * sinHex(angle, SineTable::Sonic1)) >> 8) * 256) << f;
  }
  // Refused: out of range, or with a shift; nothing changes.
  EXPECT_EQ(stLevel_SetObjectSwingRadius(level, 0, 1025), stStatus_badValue);
  EXPECT_EQ(stLevel_SetObjectSwingRadius(level, 0, -1), stStatus_badValue);
  constexpr stOscMotion kShifted{ST_OSC_SONIC1, 6, ST_AXIS_X, 0, 0, 1, 0};
  EXPECT_EQ(stLevel_SetObjectOscillation(level, 0, &kShifted), stStatus_badValue);
  ST_ASSERT_OK(stLevel_GetObjectSwingRadius(level, 0, &radius));
  EXPECT_EQ(radius, 0x28);
  ST_ASSERT_OK(stLevel_SetObjectSwingRadius(level, 0, 0));
  ST_ASSERT_OK(stLevel_GetObjectSwingRadius(level, 0, &radius));
  EXPECT_EQ(radius, 0);
  stDestroyLevel(level);
}

}  // namespace
}  // namespace solidtile::test

// The Sonic player among the level's objects through the C API: the state
// the objects need (frame, standingOn, pushingObject) rewinds a ride exactly,
// and the step's object tests and events name the object.
#include <set>
#include <string>
#include <vector>

#include "capi_support.h"

namespace solidtile::test {
namespace {

using ::testing::HasSubstr;


// Sonic 1 dropped onto box_demo's moving platform (as CLI.SimWritesTheObjectStoodOnOverObjects).
stControllerId onThePlatform(stLevelId level, bool record = true) {
  stControllerDef def = stDefaultControllerDef();
  def.profile = stProfile_sonic1;
  def.useLevelStart = false;
  def.startX = 1816;
  def.startY = 340;
  def.recordSteps = record;
  stControllerId c = stNullControllerId;
  EXPECT_EQ(stCreateController(level, &def, &c), stStatus_ok) << stLastMessage();
  return c;
}

std::vector<int32_t> xs(stControllerId c, int frames) {
  std::vector<int32_t> out;
  for (int k = 0; k < frames; ++k) {
    EXPECT_EQ(stController_Step(c, 0), stStatus_ok) << stLastMessage();
    stPlayerState s{};
    EXPECT_EQ(stController_GetPlayerState(c, &s), stStatus_ok);
    out.push_back(s.x);
    out.push_back(s.y);
  }
  return out;
}

TEST(CApiSonicObjects, BothStatesSetBackRewindARideExactly) {
  stLevelId level = stNullLevelId;
  ST_ASSERT_OK(stLoadLevelFile(kBoxDemo.c_str(), &level));
  const stControllerId c = onThePlatform(level);
  xs(c, 60);
  stPlayerState s{};
  stPlayerObjectState o{};
  ST_ASSERT_OK(stController_GetPlayerState(c, &s));
  ST_ASSERT_OK(stController_GetPlayerObjectState(c, &o));
  EXPECT_EQ(o.frame, 60u);
  EXPECT_EQ(o.standingOn, 0) << "the player should be riding the platform by frame 60";
  const std::vector<int32_t> ride = xs(c, 90);
  EXPECT_NE(ride.front(), ride[ride.size() - 2]) << "the platform should carry him";

  ST_ASSERT_OK(stController_SetPlayerState(c, &s));
  ST_ASSERT_OK(stController_SetPlayerObjectState(c, &o));
  EXPECT_EQ(xs(c, 90), ride);

  // stPlayerState alone keeps the object fields the controller has (frame
  // 150 now): the platform is elsewhere, and the ride goes another way.
  ST_ASSERT_OK(stController_SetPlayerState(c, &s));
  stPlayerObjectState now{};
  ST_ASSERT_OK(stController_GetPlayerObjectState(c, &now));
  EXPECT_EQ(now.frame, 150u);
  EXPECT_NE(xs(c, 90), ride);
  stDestroyController(c);
  stDestroyLevel(level);
}

TEST(CApiSonicObjects, TheStepsObjectTestsAndEventsNameTheObject) {
  stLevelId level = stNullLevelId;
  ST_ASSERT_OK(stLoadLevelFile(kBoxDemo.c_str(), &level));
  const stControllerId c = onThePlatform(level);
  stObjectTestRecord tests{};
  ST_ASSERT_OK(stController_GetObjectTests(c, &tests));
  EXPECT_EQ(tests.testCount, 0) << "empty before the first step";
  bool landed = false;
  std::set<std::string> outcomes;
  for (int k = 0; k < 120; ++k) {
    ST_ASSERT_OK(stController_Step(c, 0));
    stStepRecord rec{};
    ST_ASSERT_OK(stController_GetStepRecord(c, &rec));
    ST_ASSERT_OK(stController_GetObjectTests(c, &tests));
    ASSERT_LE(tests.testCount, ST_MAX_OBJECT_TESTS);
    for (int t = 0; t < tests.testCount; ++t) {
      outcomes.insert(stObjectOutcomeName(static_cast<stObjectOutcome>(tests.tests[t].outcome)));
    }
    for (int e = 0; e < rec.eventCount; ++e) {
      if (rec.events[e].kind != stEvent_objectLanded) continue;
      landed = true;
      const int object = rec.events[e].a + 256 * rec.events[e].b;
      ASSERT_GE(tests.testCount, 1);
      const stObjectTest& t = tests.tests[tests.testCount - 1];
      EXPECT_EQ(t.object, object);
      EXPECT_EQ(t.outcome, stObjectOutcome_landed);
      EXPECT_STREQ(stObjectOutcomeName(stObjectOutcome_landed), "landed");
      EXPECT_STREQ(stEventName(stEvent_objectLanded), "landed on object");
      stPlayerObjectState o{};
      ST_ASSERT_OK(stController_GetPlayerObjectState(c, &o));
      EXPECT_EQ(o.standingOn, object);
    }
  }
  EXPECT_TRUE(landed);
  EXPECT_TRUE(outcomes.count("stayed")) << "carried on the frames after landing";
  stDestroyController(c);
  stDestroyLevel(level);
}

TEST(CApiSonicObjects, AnObjectIndexTheLevelLacksIsRefusedNamingTheField) {
  stLevelId level = stNullLevelId;
  ST_ASSERT_OK(stLoadLevelFile(kBoxDemo.c_str(), &level));
  int32_t count = 0;
  ST_ASSERT_OK(stLevel_GetObjectCount(level, &count));
  const stControllerId c = onThePlatform(level);
  xs(c, 3);
  stPlayerObjectState before{};
  ST_ASSERT_OK(stController_GetPlayerObjectState(c, &before));
  stPlayerObjectState bad = before;
  bad.standingOn = static_cast<int16_t>(count);
  EXPECT_EQ(stController_SetPlayerObjectState(c, &bad), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("state.standingOn is " + std::to_string(count)));
  bad = before;
  bad.pushingObject = -2;
  EXPECT_EQ(stController_SetPlayerObjectState(c, &bad), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("state.pushingObject is -2"));
  stPlayerObjectState after{};
  ST_ASSERT_OK(stController_GetPlayerObjectState(c, &after));
  EXPECT_EQ(after.frame, before.frame);
  EXPECT_EQ(after.standingOn, before.standingOn);
  EXPECT_EQ(after.pushingObject, before.pushingObject);
  EXPECT_EQ(stController_SetPlayerObjectState(c, nullptr), stStatus_nullArgument);
  EXPECT_EQ(stController_GetPlayerObjectState(c, nullptr), stStatus_nullArgument);
  EXPECT_EQ(stController_GetObjectTests(c, nullptr), stStatus_nullArgument);
  EXPECT_EQ(stController_GetPlayerObjectState(stNullControllerId, &after), stStatus_nullId);

  // The box has no player state; a player without a record has no tests.
  stControllerDef boxDef = stDefaultControllerDef();
  boxDef.kind = stControllerKind_box;
  stControllerId box = stNullControllerId;
  ST_ASSERT_OK(stCreateController(level, &boxDef, &box));
  EXPECT_EQ(stController_GetPlayerObjectState(box, &after), stStatus_wrongKind);
  const stControllerId quiet = onThePlatform(level, false);
  stObjectTestRecord tests{};
  EXPECT_EQ(stController_GetObjectTests(quiet, &tests), stStatus_notRecorded);
  stDestroyController(quiet);
  stDestroyController(box);
  stDestroyController(c);
  stDestroyLevel(level);
}

TEST(CApiSonicObjects, EveryOutcomeHasItsOwnNameAndOthersAreAQuestionMark) {
  std::set<std::string> names;
  for (int o = stObjectOutcome_missed; o <= stObjectOutcome_destroyed; ++o) {
    const std::string name = stObjectOutcomeName(static_cast<stObjectOutcome>(o));
    EXPECT_NE(name, "?") << o;
    names.insert(name);
  }
  EXPECT_EQ(names.size(), static_cast<std::size_t>(stObjectOutcome_destroyed + 1));
  // The names fill the enum's range in C++ (0..15: any other value would be
  // undefined here); c11_program.c passes 16 and -1, which a C caller may.
}

// The level's objects removed under a riding player: he lets go on the next
// step and falls to the ground, in the step without a record too.
TEST(CApiSonicObjects, APlayerOnAnObjectRemovedWithTheLastOfThemLetsGo) {
  for (const bool record : {true, false}) {
    stLevelId level = stNullLevelId;
    ST_ASSERT_OK(stLoadLevelFile(kBoxDemo.c_str(), &level));
    const stControllerId c = onThePlatform(level, record);
    xs(c, 60);
    stPlayerObjectState o{};
    ST_ASSERT_OK(stController_GetPlayerObjectState(c, &o));
    ASSERT_EQ(o.standingOn, 0);
    int32_t count = 0;
    ST_ASSERT_OK(stLevel_GetObjectCount(level, &count));
    while (count > 0) {
      ST_ASSERT_OK(stLevel_RemoveObject(level, --count));
    }
    xs(c, 1);
    ST_ASSERT_OK(stController_GetPlayerObjectState(c, &o));
    EXPECT_EQ(o.standingOn, -1) << record;
    xs(c, 120);
    stPlayerState s{};
    ST_ASSERT_OK(stController_GetPlayerState(c, &s));
    EXPECT_FALSE(s.airborne) << "landed on the tiles under the platform";
    EXPECT_GT(s.y >> 8, 380) << "below where the platform held him";
    stDestroyController(c);
    stDestroyLevel(level);
  }
}

// A spring (object 0) and a sloped block (object 1): level format 6 fields
// that stObjectDef does not hold.
const char kKindsLevel[] = R"({"format": "solidtile-level", "version": 6, "name": "kinds", "width": 8, "height": 4,
  "start": {"x": 24, "y": 8},
  "masks": [{"heights": [16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16], "angle": 0}],
  "layers": [{"tiles": [0, 0, 0, 0, 0, 0, 0, 0,  0, 0, 0, 0, 0, 0, 0, 0,  0, 0, 0, 0, 0, 0, 0, 0,  1, 1, 1, 1, 1, 1, 1, 1]}],
  "path_switchers": [],
  "objects": [
    {"w": 16, "h": 16, "path": [[16, 32]], "kind": "spring", "direction": "up"},
    {"w": 8, "h": 8, "path": [[80, 40]], "slope": [0, 2, 4, 6]}
  ]})";

TEST(CApiSonicObjects, SettingAnObjectKeepsItsKindAndSlopeTheDefDoesNotHold) {
  stLevelId level = stNullLevelId;
  ASSERT_EQ(stLoadLevelMemory(kKindsLevel, sizeof kKindsLevel - 1, &level), stStatus_ok) << stLastMessage();
  // The spring, got and set back moved 8 px right: still a spring.
  stObjectDef def = stDefaultObjectDef();
  ASSERT_EQ(stLevel_GetObject(level, 0, &def), stStatus_ok) << stLastMessage();
  def.points[0].x = 24;
  ASSERT_EQ(stLevel_SetObject(level, 0, &def), stStatus_ok) << stLastMessage();
  stControllerDef cdef = stDefaultControllerDef();
  cdef.profile = stProfile_sonic1;
  cdef.useLevelStart = false;
  cdef.startX = 32;
  cdef.startY = 8;
  cdef.recordSteps = true;
  stControllerId c = stNullControllerId;
  ASSERT_EQ(stCreateController(level, &cdef, &c), stStatus_ok) << stLastMessage();
  bool launched = false;
  for (int f = 0; f < 60 && !launched; ++f) {
    ASSERT_EQ(stController_Step(c, 0), stStatus_ok) << stLastMessage();
    stStepRecord r{};
    ASSERT_EQ(stController_GetStepRecord(c, &r), stStatus_ok);
    for (int k = 0; k < r.eventCount; ++k) launched = launched || r.events[k].kind == stEvent_springLaunched;
  }
  EXPECT_TRUE(launched) << "the spring set back through the def no longer launches";
  // The sloped block keeps its four column heights: a width they do not fit is refused, naming them.
  ASSERT_EQ(stLevel_GetObject(level, 1, &def), stStatus_ok) << stLastMessage();
  def.w = 12;
  EXPECT_EQ(stLevel_SetObject(level, 1, &def), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("keeps its kind and slope"));
  def.w = 8;
  def.speed = 0;
  EXPECT_EQ(stLevel_SetObject(level, 1, &def), stStatus_ok) << stLastMessage();
  stDestroyController(c);
  stDestroyLevel(level);
}

}  // namespace
}  // namespace solidtile::test

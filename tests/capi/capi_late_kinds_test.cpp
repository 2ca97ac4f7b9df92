// Level formats 19's and 20's kinds through the C API: barriers and bombs by
// stLevel_SetObjectKind; bricks, lifts, conveyors, elevators, springboards
// and stompers by their own setters, read back by their getters, refused
// naming the argument and its range, and acting as the level file's do.
#include <cstring>
#include <string>
#include <utility>
#include <vector>

#include "capi_build_support.h"
#include "capi_object_kinds_support.h"
#include "solidtile/io/level_file.h"

namespace solidtile::test {
namespace {

using ::testing::HasSubstr;
using namespace object_kinds;

// The events of `frames` steps with no buttons, in order.
std::vector<stEventKind> eventsOf(stControllerId c, int frames) {
  std::vector<stEventKind> out;
  for (int f = 0; f < frames; ++f) {
    EXPECT_EQ(stController_Step(c, 0), stStatus_ok) << stLastMessage();
    stStepRecord r{};
    EXPECT_EQ(stController_GetStepRecord(c, &r), stStatus_ok) << stLastMessage();
    for (int k = 0; k < r.eventCount; ++k) out.push_back(static_cast<stEventKind>(r.events[k].kind));
  }
  return out;
}
bool has(const std::vector<stEventKind>& events, stEventKind k) {
  for (const stEventKind e : events) {
    if (e == k) return true;
  }
  return false;
}

stObjectDef defOf(stLevelId level, int32_t index) {
  stObjectDef def{};
  EXPECT_EQ(stLevel_GetObject(level, index, &def), stStatus_ok) << stLastMessage();
  return def;
}

// A refused call: badValue, the message holding `says`, the object as it was.
void expectRefused(stLevelId level, stStatus st, const std::string& says) {
  EXPECT_EQ(st, stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr(says));
  const stObjectDef after = defOf(level, 1);
  EXPECT_EQ(after.w, 32);
  EXPECT_EQ(after.h, 16);
  EXPECT_EQ(after.points[0].x, 96);
  EXPECT_EQ(kindOf(level, 1).kind, stObjectKind_block) << "a refused call leaves the block";
}

TEST(CApiLateKinds, EveryKindUpToTheStomperHasItsNameAndCall) {
  const char* names[] = {"barrier", "lift", "conveyor", "elevator", "bomb", "springboard", "stomper"};
  for (int k = stObjectKind_barrier; k <= stObjectKind_stomper; ++k) {
    stObjectKind kind{};
    storeRaw(kind, k);
    EXPECT_STREQ(stObjectKindName(kind), names[k - stObjectKind_barrier]);
  }
  EXPECT_STREQ(stObjectKindName(stObjectKind_brick), "brick");
  stObjectKind past{};
  storeRaw(past, stObjectKind_stomper + 1);
  EXPECT_STREQ(stObjectKindName(past), "?");
  // The kinds with fields are refused by stLevel_SetObjectKind, naming their call.
  const stLevelId level = loadKindsLevel();
  const std::pair<stObjectKind, const char*> withFields[] = {
      {stObjectKind_brick, "stLevel_SetObjectBrick"},     {stObjectKind_lift, "stLevel_SetObjectLift"},
      {stObjectKind_conveyor, "stLevel_SetObjectConveyor"}, {stObjectKind_elevator, "stLevel_SetObjectElevator"},
      {stObjectKind_springboard, "stLevel_SetObjectSpringboard"}, {stObjectKind_stomper, "stLevel_SetObjectStomper"}};
  for (const auto& [kind, call] : withFields) {
    expectRefused(level, stLevel_SetObjectKind(level, 1, kind, stObjectDir_right, ST_SPRING_RED), call);
  }
  expectRefused(level, stLevel_SetObjectKind(level, 1, past, stObjectDir_right, ST_SPRING_RED),
                "23 (stObjectKind_barrier) or 27 (stObjectKind_bomb)");
  // The events and outcomes these kinds report have names (every EventKind is mapped: convert.cpp).
  for (const auto& [event, name] : {std::pair{stEvent_springLaunched, "spring launched"}, std::pair{stEvent_crushed, "crushed"},
                                     std::pair{stEvent_hurt, "hurt"}, std::pair{stEvent_collapseStarted, "collapse started"},
                                     std::pair{stEvent_collapsed, "collapsed"}, std::pair{stEvent_blockLanded, "block landed"}}) {
    EXPECT_STREQ(stEventName(event), name);
  }
  for (const auto& [outcome, name] : {std::pair{stObjectOutcome_conveyed, "conveyed"}, std::pair{stObjectOutcome_touched, "touched"},
                                       std::pair{stObjectOutcome_crushed, "crushed"}}) {
    EXPECT_STREQ(stObjectOutcomeName(outcome), name);
  }
  stDestroyLevel(level);
}

// Obj2D: stLevel_SetObjectKind makes its 16 x 64 block about the old box's
// centre (112, 40), its way right or left; two slots.
TEST(CApiLateKinds, ABarrierIsSetByKindAboutTheOldCentreWithItsWay) {
  const stLevelId level = loadKindsLevel();
  expectRefused(level, stLevel_SetObjectKind(level, 1, stObjectKind_barrier, stObjectDir_up, ST_SPRING_RED),
                "a barrier lets the player through going right or left");
  ST_ASSERT_OK(stLevel_SetObjectKind(level, 1, stObjectKind_barrier, stObjectDir_left, ST_SPRING_RED));
  const stObjectDef def = defOf(level, 1);
  EXPECT_EQ(def.w, 16);
  EXPECT_EQ(def.h, 64);
  EXPECT_EQ(def.points[0].x, 112 - 8);
  EXPECT_EQ(def.points[0].y, 40 - 32);
  EXPECT_EQ(kindOf(level, 1).kind, stObjectKind_barrier);
  EXPECT_EQ(kindOf(level, 1).dir, stObjectDir_left);
  const stControllerId c = dropAt(level, 40);
  EXPECT_EQ(slotsOf(c).size(), 2u);
  stDestroyLevel(level);
}

// Obj5F: stLevel_SetObjectKind makes its 24 x 24 touch box about the old
// centre; a player dropped beside it lights its fuse and is hurt.
TEST(CApiLateKinds, ABombSetByKindLightsItsFuseAndHurts) {
  const stLevelId level = loadKindsLevel();
  expectRefused(level, stLevel_SetObjectKind(level, 1, stObjectKind_bomb, stObjectDir_upRight, ST_SPRING_RED),
                "a bomb walks left or right first");
  expectRefused(level, stLevel_SetObjectKind(level, 1, stObjectKind_bomb, stObjectDir_up, ST_SPRING_RED), "not dir 0");
  ST_ASSERT_OK(stLevel_SetObjectKind(level, 1, stObjectKind_bomb, stObjectDir_downRight, ST_SPRING_RED));
  EXPECT_EQ(kindOf(level, 1).dir, stObjectDir_downRight);
  ST_ASSERT_OK(stLevel_SetObjectKind(level, 1, stObjectKind_bomb, stObjectDir_left, ST_SPRING_RED));
  const stObjectDef def = defOf(level, 1);
  EXPECT_EQ(def.w, 24);
  EXPECT_EQ(def.h, 24);
  EXPECT_EQ(def.points[0].x, 112 - 12);
  EXPECT_EQ(def.points[0].y, 40 - 12);
  const stControllerId c = dropAt(level, 112);
  EXPECT_EQ(slotsOf(c).size(), 2u + 1u + 2u) << "its two, its made frame and the camera's two (met only drawn)";
  const std::vector<stEventKind> events = eventsOf(c, 30);
  EXPECT_TRUE(has(events, stEvent_collapseStarted)) << "the fuse lit";
  EXPECT_TRUE(has(events, stEvent_hurt));
  stDestroyLevel(level);
}

// Obj68 made by stLevel_SetObjectConveyor: a player standing in its window
// is moved by its belt, 2 px a frame, outcome conveyed.
TEST(CApiLateKinds, AConveyorSetInCodeMovesAStandingPlayerByItsBelt) {
  const stLevelId level = loadKindsLevel();
  int32_t belt = 9, width = 9;
  ST_ASSERT_OK(stLevel_GetObjectConveyor(level, 1, &belt, &width));
  EXPECT_EQ(belt, 0);
  EXPECT_EQ(width, 0);
  expectRefused(level, stLevel_SetObjectConveyor(level, 1, 8, 64), "belt is 8, outside -8..7");
  expectRefused(level, stLevel_SetObjectConveyor(level, 1, 2, 63), "width is 63, not an even 2..4096");
  expectRefused(level, stLevel_SetObjectConveyor(level, 1, 2, 0), "width is 0");
  ST_ASSERT_OK(stLevel_SetObjectConveyor(level, 1, 2, 64));
  ST_ASSERT_OK(stLevel_GetObjectConveyor(level, 1, &belt, &width));
  EXPECT_EQ(belt, 2);
  EXPECT_EQ(width, 64);
  const stObjectDef def = defOf(level, 1);
  EXPECT_EQ(def.h, ST_CONVEYOR_HEIGHT);
  EXPECT_EQ(def.points[0].x, 112 - 32);
  EXPECT_EQ(def.points[0].y, 40 - 24);
  const stControllerId c = dropAt(level, 100);
  ASSERT_TRUE(stepUntil(c, stEvent_landed, 60));
  stPlayerState before{}, after{};
  ST_ASSERT_OK(stController_GetPlayerState(c, &before));
  ST_ASSERT_OK(stController_Step(c, 0));
  ST_ASSERT_OK(stController_GetPlayerState(c, &after));
  EXPECT_EQ(after.x - before.x, 2 * 256);
  stObjectTestRecord tests{};
  ST_ASSERT_OK(stController_GetObjectTests(c, &tests));
  bool conveyed = false;
  for (int k = 0; k < tests.testCount; ++k) {
    if (tests.tests[k].object == 1 && tests.tests[k].outcome == stObjectOutcome_conveyed) conveyed = tests.tests[k].pushX == 2;
  }
  EXPECT_TRUE(conveyed);
  ST_ASSERT_OK(stLevel_SetObjectKind(level, 1, stObjectKind_block, stObjectDir_up, ST_SPRING_RED));
  ST_ASSERT_OK(stLevel_GetObjectConveyor(level, 1, &belt, &width));
  EXPECT_EQ(width, 0) << "a block drops the belt";
  stDestroyLevel(level);
}

// Obj40 made by stLevel_SetObjectSpringboard: a player dropped on its far
// part presses it and is thrown up, -$400 or more.
TEST(CApiLateKinds, ASpringboardSetInCodeThrowsAPlayerStandingOnItsFarPart) {
  const stLevelId level = loadKindsLevel();
  int32_t sub = 0;
  ST_ASSERT_OK(stLevel_GetObjectSpringboard(level, 1, &sub));
  EXPECT_EQ(sub, -1);
  expectRefused(level, stLevel_SetObjectSpringboard(level, 1, stObjectDir_up, 0), "dir is 0, not stObjectDir_right or stObjectDir_left");
  expectRefused(level, stLevel_SetObjectSpringboard(level, 1, stObjectDir_right, 256), "subtype is 256, outside 0..255");
  EXPECT_EQ(stLevel_GetObjectSpringboard(level, 1, nullptr), stStatus_nullArgument);
  ST_ASSERT_OK(stLevel_SetObjectSpringboard(level, 1, stObjectDir_right, 0));
  ST_ASSERT_OK(stLevel_GetObjectSpringboard(level, 1, &sub));
  EXPECT_EQ(sub, 0);
  const stObjectDef def = defOf(level, 1);
  EXPECT_EQ(def.w, 56);
  EXPECT_EQ(def.h, 16);
  EXPECT_EQ(def.points[0].x, 112 - 28);
  EXPECT_EQ(def.points[0].y, 40 - 8);
  EXPECT_EQ(kindOf(level, 1).dir, stObjectDir_right);
  const stControllerId c = dropAt(level, 124);
  EXPECT_EQ(slotsOf(c).size(), 1u);
  ASSERT_TRUE(stepUntil(c, stEvent_springLaunched, 60));
  stPlayerState ps{};
  ST_ASSERT_OK(stController_GetPlayerState(c, &ps));
  EXPECT_TRUE(ps.airborne);
  EXPECT_LE(ps.ysp, -0x400);
  stDestroyLevel(level);
}

// Obj46 made by stLevel_SetObjectBrick: hung above the floor, it falls once
// the player is near and lands with its top at land_y.
TEST(CApiLateKinds, ABrickSetInCodeFallsToItsLanding) {
  const stLevelId level = loadKindsLevel();
  int32_t landY = 5;
  int lava = 5;
  ST_ASSERT_OK(stLevel_GetObjectBrick(level, 1, &landY, &lava));
  EXPECT_EQ(landY, 0);
  EXPECT_EQ(lava, -1);
  expectRefused(level, stLevel_SetObjectBrick(level, 1, 16, 2), "lava is 2, outside 0..1");
  expectRefused(level, stLevel_SetObjectBrick(level, 1, 5000000, 0), "landY is 5000000, outside -4194304..4194304");
  expectRefused(level, stLevel_SetObjectBrick(level, 1, 0, 0), "land_y 0 is above the brick's top 24");
  ST_ASSERT_OK(stLevel_MoveObject(level, 1, 96, -8));  // its centre (112, 0): the brick's top -16
  ST_ASSERT_OK(stLevel_SetObjectBrick(level, 1, 16, 1));
  ST_ASSERT_OK(stLevel_GetObjectBrick(level, 1, &landY, &lava));
  EXPECT_EQ(landY, 16);
  EXPECT_EQ(lava, 1);
  ST_ASSERT_OK(stLevel_SetObjectBrick(level, 1, 16, 0));
  const stObjectDef def = defOf(level, 1);
  EXPECT_EQ(def.w, 32);
  EXPECT_EQ(def.h, 32);
  EXPECT_EQ(def.points[0].y, -16);
  const stControllerId c = dropAt(level, 40);
  EXPECT_EQ(slotsOf(c).size(), 4u + 2u) << "its four and the camera's two: it runs only drawn on screen";
  const std::vector<stEventKind> events = eventsOf(c, 120);
  EXPECT_TRUE(has(events, stEvent_collapseStarted)) << "set off";
  EXPECT_TRUE(has(events, stEvent_blockLanded));
  stDestroyLevel(level);
}

// A top-only platform set off when stood on (a lift, an elevator), made of
// object 1 of the kinds level by `set` with `dir` and `value`, read back by
// `get` (-1 before), its refusals' messages `badDir` (for `wrongDir`) and
// `badValue` (for `wrongValue`): w x h; a player dropped on it sets it off; one slot.
struct Platform {
  stStatus (*set)(stLevelId, int32_t, stObjectDir, int32_t);
  stStatus (*get)(stLevelId, int32_t, int32_t*);
  stObjectDir dir, wrongDir;
  int32_t value, wrongValue;
  const char *badDir, *badValue;
  int32_t w, h;
};
void expectPlatformSetOff(const Platform& p) {
  const stLevelId level = loadKindsLevel();
  int32_t v = 0;
  ST_ASSERT_OK(p.get(level, 1, &v));
  EXPECT_EQ(v, -1);
  expectRefused(level, p.set(level, 1, p.wrongDir, p.value), p.badDir);
  expectRefused(level, p.set(level, 1, p.dir, p.wrongValue), p.badValue);
  ST_ASSERT_OK(p.set(level, 1, p.dir, p.value));
  ST_ASSERT_OK(p.get(level, 1, &v));
  EXPECT_EQ(v, p.value);
  const stObjectDef def = defOf(level, 1);
  EXPECT_EQ(def.w, p.w);
  EXPECT_EQ(def.h, p.h);
  EXPECT_TRUE(def.topOnly);
  EXPECT_EQ(kindOf(level, 1).dir, p.dir);
  const stControllerId c = dropAt(level, 112);
  EXPECT_EQ(slotsOf(c).size(), 1u);
  EXPECT_TRUE(stepUntil(c, stEvent_collapseStarted, 60));
  stDestroyLevel(level);
}

// Obj16 made by stLevel_SetObjectLift: top-only 64 x 16, set off when stood on.
TEST(CApiLateKinds, ALiftSetInCodeIsSetOffWhenStoodOn) {
  expectPlatformSetOff({stLevel_SetObjectLift, stLevel_GetObjectLift, stObjectDir_left, stObjectDir_down, 3, 0,
                        "the way a lift slides", "lift is 0, outside 1..255", 64, 16});
}

// Obj59 made by stLevel_SetObjectElevator: top-only 80 x 32, set off when stood on.
TEST(CApiLateKinds, AnElevatorSetInCodeIsSetOffWhenStoodOn) {
  expectPlatformSetOff({stLevel_SetObjectElevator, stLevel_GetObjectElevator, stObjectDir_upRight, stObjectDir_left, 8, 1021,
                        "not stObjectDir_up, _down, _upRight or _downLeft", "distance is 1021, outside 1..1020", 80, 32});
}

// Obj31 made by stLevel_SetObjectStomper: its width by its size, 24 high;
// hung above the player it falls and its spikes hurt him.
TEST(CApiLateKinds, AStomperSetInCodeFallsAndItsSpikesHurt) {
  const stLevelId level = loadKindsLevel();
  int32_t sub = 0;
  ST_ASSERT_OK(stLevel_GetObjectStomper(level, 1, &sub));
  EXPECT_EQ(sub, -1);
  expectRefused(level, stLevel_SetObjectStomper(level, 1, 0x07), "subtype is 7, not one of Obj31's modelled");
  expectRefused(level, stLevel_SetObjectStomper(level, 1, 0x31), "type 1..6 (low nibble), size 0..2");
  expectRefused(level, stLevel_SetObjectStomper(level, 1, -1), "subtype is -1, outside 0..255");
  ST_ASSERT_OK(stLevel_SetObjectStomper(level, 1, 0x21));
  EXPECT_EQ(defOf(level, 1).w, 32) << "size 2";
  ST_ASSERT_OK(stLevel_MoveObject(level, 1, 96, -60));
  ST_ASSERT_OK(stLevel_SetObjectStomper(level, 1, 0x01));
  ST_ASSERT_OK(stLevel_GetObjectStomper(level, 1, &sub));
  EXPECT_EQ(sub, 1);
  const stObjectDef def = defOf(level, 1);
  EXPECT_EQ(def.w, 112);
  EXPECT_EQ(def.h, 24);
  const stControllerId c = dropAt(level, 112);
  EXPECT_EQ(slotsOf(c).size(), 1u + 1u) << "its trigger frame and its made frame";
  const std::vector<stEventKind> events = eventsOf(c, 120);
  EXPECT_TRUE(has(events, stEvent_hurt) || has(events, stEvent_crushed));
  stDestroyLevel(level);
}

// A format 20 level with every kind from 21 to 29, built call by call through
// the C API, is the level file's: the same objects and the same run.
constexpr char kLateKindsLevel[] = R"({"format": "solidtile-level", "version": 20, "name": "late", "width": 24, "height": 6,
  "start": {"x": 24, "y": 8},
  "masks": [{"heights": [16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16], "angle": 0}],
  "layers": [{"tiles": [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                        1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]}],
  "path_switchers": [],
  "objects": [
    {"w": 56, "h": 16, "path": [[40, 64]], "kind": "springboard", "direction": "right", "springboard": 1},
    {"w": 112, "h": 48, "path": [[96, 32]], "kind": "conveyor", "belt": 3},
    {"w": 24, "h": 64, "path": [[240, 16]], "kind": "barrier", "direction": "left"},
    {"w": 32, "h": 32, "path": [[300, 0]], "kind": "brick", "land_y": 48, "lava": true},
    {"w": 64, "h": 16, "path": [[150, 10]], "kind": "lift", "direction": "right", "lift": 2, "top_only": true},
    {"w": 80, "h": 32, "path": [[200, 30]], "kind": "elevator", "direction": "down_left", "elevator": 12, "top_only": true},
    {"w": 24, "h": 24, "path": [[330, 50]], "kind": "bomb", "direction": "down_right"},
    {"w": 96, "h": 24, "path": [[260, -40]], "kind": "stomper", "stomper": 19}
  ]})";

TEST(CApiLateKinds, AFormat20LevelBuiltCallByCallIsTheFilesLevel) {
  const io::LoadResult read = io::parseLevel(kLateKindsLevel);
  ASSERT_TRUE(read.file) << read.problems.size() << " problems";
  stLevelId loaded = stNullLevelId;
  ST_ASSERT_OK(stLoadLevelMemory(kLateKindsLevel, sizeof kLateKindsLevel - 1, &loaded));
  const stLevelId built = buildThroughCApi(*read.file, loaded);
  int32_t count = 0;
  ST_ASSERT_OK(stLevel_GetObjectCount(built, &count));
  ASSERT_EQ(count, 8);
  for (int32_t i = 0; i < count; ++i) {
    const stObjectDef a = defOf(loaded, i), b = defOf(built, i);
    EXPECT_EQ(std::memcmp(&a, &b, sizeof a), 0) << "object " << i;
    EXPECT_EQ(kindOf(loaded, i).kind, kindOf(built, i).kind) << i;
    EXPECT_EQ(kindOf(loaded, i).dir, kindOf(built, i).dir) << i;
  }
  int32_t v = 0, w = 0;
  int lava = 0;
  ST_EXPECT_OK(stLevel_GetObjectSpringboard(built, 0, &v));
  EXPECT_EQ(v, 1);
  ST_EXPECT_OK(stLevel_GetObjectConveyor(built, 1, &v, &w));
  EXPECT_EQ(v, 3);
  EXPECT_EQ(w, 112);
  EXPECT_EQ(defOf(built, 2).w, 24) << "Metropolis' barrier";
  ST_EXPECT_OK(stLevel_GetObjectBrick(built, 3, &v, &lava));
  EXPECT_EQ(v, 48);
  EXPECT_EQ(lava, 1);
  ST_EXPECT_OK(stLevel_GetObjectLift(built, 4, &v));
  EXPECT_EQ(v, 2);
  ST_EXPECT_OK(stLevel_GetObjectElevator(built, 5, &v));
  EXPECT_EQ(v, 12);
  ST_EXPECT_OK(stLevel_GetObjectStomper(built, 7, &v));
  EXPECT_EQ(v, 19);
  stControllerDef def = stDefaultControllerDef();
  def.profile = stProfile_sonic1;
  const std::vector<std::uint8_t> right(400, stInput_right);
  const std::string want = traceOf(loaded, def, right);
  EXPECT_TRUE(want == traceOf(built, def, right));
  ST_EXPECT_OK(stDestroyLevel(built));
  ST_EXPECT_OK(stDestroyLevel(loaded));
}

}  // namespace
}  // namespace solidtile::test

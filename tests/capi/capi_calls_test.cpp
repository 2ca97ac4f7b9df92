// The C API's calls: arguments checked, results equal to the C++ library's.
#include <cstring>
#include <string>
#include <vector>

#include "capi_support.h"
#include "solidtile/io/level_file.h"
#include "solidtile/io/trace.h"
#include "solidtile/sonic/run.h"
#include "solidtile/sonic/sensor.h"

namespace solidtile::test {
namespace {

using ::testing::HasSubstr;
using ::testing::StartsWith;

TEST(CApiCalls, EveryNullPointerIsNamed) {
  const stLevelId level = loadDemo();
  const stControllerId player = createPlayer(level);
  EXPECT_EQ(stLoadLevelFile(nullptr, nullptr), stStatus_nullArgument);
  EXPECT_STREQ(stLastMessage(), "stLoadLevelFile: outLevel is NULL");
  stLevelId out{5, 5};
  EXPECT_EQ(stLoadLevelFile(nullptr, &out), stStatus_nullArgument);
  EXPECT_STREQ(stLastMessage(), "stLoadLevelFile: path is NULL");
  EXPECT_TRUE(ST_IS_NULL(out));
  EXPECT_EQ(stLoadLevelMemory(nullptr, 10, &out), stStatus_nullArgument);
  EXPECT_EQ(stCreateController(level, nullptr, nullptr), stStatus_nullArgument);
  stControllerId c{5, 5};
  EXPECT_EQ(stCreateController(level, nullptr, &c), stStatus_nullArgument);
  EXPECT_STREQ(stLastMessage(), "stCreateController: def is NULL");
  EXPECT_TRUE(ST_IS_NULL(c));
  EXPECT_EQ(stController_GetPlayerState(player, nullptr), stStatus_nullArgument);
  EXPECT_EQ(stController_SetPlayerState(player, nullptr), stStatus_nullArgument);
  EXPECT_EQ(stController_GetStepRecord(player, nullptr), stStatus_nullArgument);
  EXPECT_EQ(stController_GetKind(player, nullptr), stStatus_nullArgument);
  EXPECT_EQ(stLevel_GetInfo(level, nullptr), stStatus_nullArgument);
  EXPECT_EQ(stLevel_GetTile(level, 0, 0, 0, nullptr), stStatus_nullArgument);
  EXPECT_EQ(stLevel_GetName(level, nullptr, 0, nullptr), stStatus_nullArgument);
  stSensorResult hit{};
  EXPECT_EQ(stLevel_CastSensor(level, nullptr, &hit), stStatus_nullArgument);
  const stCastDef cast = stDefaultCastDef();
  EXPECT_EQ(stLevel_CastSensor(level, &cast, nullptr), stStatus_nullArgument);
  stMaskAngle angle{};
  EXPECT_EQ(stComputeMaskAngle(nullptr, &angle), stStatus_nullArgument);
  std::size_t n = 0;
  EXPECT_EQ(stParseMovie(nullptr, 4, nullptr, 0, &n), stStatus_nullArgument);
  EXPECT_EQ(stLoadMovieFile(nullptr, nullptr, 0, &n), stStatus_nullArgument);
  EXPECT_EQ(stTraceRow(0, nullptr, nullptr, 0, &n), stStatus_nullArgument);
  EXPECT_EQ(stTraceHeader(nullptr, 500, &n), stStatus_nullArgument);
  EXPECT_STREQ(stLastMessage(), "stTraceHeader: buffer is NULL");
  ST_EXPECT_OK(stDestroyLevel(level));
}

TEST(CApiCalls, ABrokenLevelListsEveryProblemAndGivesNoId) {
  const std::string text = R"({"format": "solidtile-level", "version": 1, "name": 7, "width": 1, "height": 1,
    "start": {"x": 8, "y": 8}, "masks": [{"heights": [17,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0], "angle": 0}],
    "layers": [{"tiles": [1]}]})";
  stLevelId level{3, 3};
  EXPECT_EQ(stLoadLevelMemory(text.data(), text.size(), &level), stStatus_badFile);
  EXPECT_TRUE(ST_IS_NULL(level));
  EXPECT_THAT(stLastMessage(), StartsWith("stLoadLevelMemory: level: name: is 7"));
  EXPECT_THAT(stLastMessage(), HasSubstr("\nlevel: masks[0].heights[0]: is 17, outside -16..16"));
  EXPECT_EQ(stLoadLevelMemory("", 0, &level), stStatus_badFile);
  EXPECT_EQ(stLoadLevelFile((kRoot + "/no/such/level.json").c_str(), &level), stStatus_badFile);
  EXPECT_THAT(stLastMessage(), HasSubstr("no/such/level.json"));
}

TEST(CApiCalls, ALevelLoadedFromMemoryIsTheFilesLevel) {
  const io::LoadResult cpp = io::loadLevel(kDemo);
  ASSERT_TRUE(cpp.file);
  const std::string text = io::formatLevel(*cpp.file);
  stLevelId level = stNullLevelId;
  ST_ASSERT_OK(stLoadLevelMemory(text.data(), text.size(), &level));
  stLevelInfo info{};
  ST_ASSERT_OK(stLevel_GetInfo(level, &info));
  const Level& lv = cpp.file->level;
  EXPECT_EQ(info.width, lv.width());
  EXPECT_EQ(info.height, lv.height());
  EXPECT_EQ(info.layerCount, lv.layerCount());
  EXPECT_EQ(info.maskCount, static_cast<int>(lv.masks().size()));
  EXPECT_EQ(info.startX, lv.startX);
  EXPECT_EQ(info.switcherCount, static_cast<int>(lv.switchers.size()));
  for (int path = 0; path < 2; ++path) {
    for (int ty = 0; ty < lv.height(); ++ty) {
      for (int tx = 0; tx < lv.width(); tx += 7) {
        std::uint16_t t = 0;
        ST_ASSERT_OK(stLevel_GetTile(level, path, tx, ty, &t));
        ASSERT_EQ(t, lv.tile(path, tx, ty).raw) << tx << "," << ty;
      }
    }
  }
  std::uint16_t t = 1;
  ST_EXPECT_OK(stLevel_GetTile(level, 0, -5, 9999, &t));
  EXPECT_EQ(t, 0);
  EXPECT_EQ(stLevel_GetTile(level, 2, 0, 0, &t), stStatus_badValue);
  std::size_t length = 0;
  EXPECT_EQ(stLevel_GetName(level, nullptr, 0, &length), stStatus_tooSmall);
  ASSERT_EQ(length, cpp.file->name.size());
  std::vector<char> name(length + 1);
  ST_EXPECT_OK(stLevel_GetName(level, name.data(), name.size(), &length));
  EXPECT_EQ(std::string(name.data()), cpp.file->name);
  ST_EXPECT_OK(stDestroyLevel(level));
}

TEST(CApiCalls, ADefNotMadeByItsDefaultFunctionOrOutOfRangeIsRefused) {
  const stLevelId level = loadDemo();
  stControllerId c = stNullControllerId;
  stControllerDef zeroed{};
  EXPECT_EQ(stCreateController(level, &zeroed, &c), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("def was not made by stDefaultControllerDef()"));
  stControllerDef def = stDefaultControllerDef();
  storeRaw(def.profile, 7);
  EXPECT_EQ(stCreateController(level, &def, &c), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("def.profile is 7"));
  def = stDefaultControllerDef();
  storeRaw(def.kind, 3);
  EXPECT_EQ(stCreateController(level, &def, &c), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("def.kind is 3"));
  def = stDefaultControllerDef();
  def.useLevelStart = false;
  def.startY = 2000000;
  EXPECT_EQ(stCreateController(level, &def, &c), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("def.startY is 2000000"));
  EXPECT_TRUE(ST_IS_NULL(c));
  ST_EXPECT_OK(stDestroyLevel(level));
}

TEST(CApiCalls, AControllerStartsWhereTheDefSaysAsTheLibraryDoes) {
  const stLevelId level = loadDemo();
  stControllerDef def = stDefaultControllerDef();
  EXPECT_EQ(def.kind, stControllerKind_sonic);
  EXPECT_EQ(def.profile, stProfile_guide);
  EXPECT_TRUE(def.useLevelStart);
  EXPECT_TRUE(def.recordSteps);
  def.useLevelStart = false;
  def.startX = 2950;
  def.startY = 716;
  def.profile = stProfile_sonic1;
  stControllerId c = stNullControllerId;
  ST_ASSERT_OK(stCreateController(level, &def, &c));
  stControllerKind kind{};
  ST_EXPECT_OK(stController_GetKind(c, &kind));
  EXPECT_EQ(kind, stControllerKind_sonic);
  stPlayerState s{};
  ST_ASSERT_OK(stController_GetPlayerState(c, &s));
  const PlayerState expected = spawnPlayer(defaultPlayerConfig(Profile::Sonic1), 2950, 716);
  EXPECT_EQ(s.x, expected.x);
  EXPECT_EQ(s.y, 716 * 256);
  EXPECT_TRUE(s.airborne);
  EXPECT_EQ(s.radiusY, expected.radiusY);
  ST_EXPECT_OK(stDestroyLevel(level));
}

TEST(CApiCalls, ACharacterPresetSizesThePlayerAsTheLibraryDoes) {
  const stLevelId level = loadDemo();
  stControllerDef def = stDefaultControllerDef();
  EXPECT_EQ(def.character, stCharacter_sonic);
  def.profile = stProfile_sonic2;
  def.character = stCharacter_tails;
  stControllerId c = stNullControllerId;
  ST_ASSERT_OK(stCreateController(level, &def, &c));
  stPlayerState s{};
  ST_ASSERT_OK(stController_GetPlayerState(c, &s));
  PlayerConfig tails = defaultPlayerConfig(Profile::Sonic2);
  applyCharacter(tails, Character::Tails);
  EXPECT_EQ(s.radiusY, tails.standRadiusY);
  EXPECT_NE(tails.standRadiusY, defaultPlayerConfig(Profile::Sonic2).standRadiusY);
  storeRaw(def.character, 7);
  EXPECT_EQ(stCreateController(level, &def, &c), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("def.character is 7"));
  def.character = stCharacter_sonic;
  storeRaw(def.profile, 4);
  EXPECT_EQ(stCreateController(level, &def, &c), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("def.profile is 4"));
  ST_EXPECT_OK(stDestroyLevel(level));
}

TEST(CApiCalls, StepRefusesButtonsThatDoNotExist) {
  const stLevelId level = loadDemo();
  const stControllerId c = createPlayer(level);
  EXPECT_EQ(stController_Step(c, 0x20), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("input is 32"));
  ST_EXPECT_OK(stController_Step(c, stInput_all));
  ST_EXPECT_OK(stDestroyLevel(level));
}

TEST(CApiCalls, TheStepRecordIsTheLibrarysRecord) {
  const io::LoadResult cpp = io::loadLevel(kDemo);
  ASSERT_TRUE(cpp.file);
  const PlayerConfig cfg = defaultPlayerConfig(Profile::Guide);
  PlayerState s = startState(cpp.file->level, cfg);
  const stLevelId level = loadDemo();
  const stControllerId c = createPlayer(level);
  stStepRecord r{};
  ST_ASSERT_OK(stController_GetStepRecord(c, &r));
  EXPECT_EQ(r.castCount, 0);  // nothing stepped yet
  int landings = 0;
  for (int k = 0; k < 200; ++k) {
    const Input in = k < 120 ? input::kRight : static_cast<Input>(input::kRight | input::kJump);
    StepRecord expected;
    stepPlayer(s, cpp.file->level, cfg, in, &expected);
    ST_ASSERT_OK(stController_Step(c, in));
    ST_ASSERT_OK(stController_GetStepRecord(c, &r));
    ASSERT_EQ(r.castCount, expected.castCount) << k;
    ASSERT_EQ(r.eventCount, expected.eventCount) << k;
    ASSERT_EQ(r.floorWinner, expected.floorWinner) << k;
    for (int i = 0; i < r.castCount; ++i) {
      const CastRecord& e = expected.casts[i];
      const stCast& got = r.casts[i];
      ASSERT_EQ(got.sensor, static_cast<int>(e.sensor));
      ASSERT_EQ(got.dir, static_cast<int>(e.dir));
      ASSERT_EQ(got.use, static_cast<int>(e.use));
      ASSERT_EQ(got.x, e.x);
      ASSERT_EQ(got.y, e.y);
      ASSERT_EQ(got.result.distance, e.result.distance);
      ASSERT_EQ(got.result.angle, e.result.angle);
      ASSERT_EQ(got.result.found, e.result.found);
      ASSERT_EQ(got.result.visitCount, e.result.visitCount);
      ASSERT_EQ(got.result.visits[0].tile, e.result.visits[0].tile.raw);
    }
    for (int i = 0; i < r.eventCount; ++i) {
      ASSERT_EQ(r.events[i].kind, static_cast<int>(expected.events[i].kind));
      ASSERT_EQ(r.events[i].a, expected.events[i].a);
      landings += r.events[i].kind == stEvent_landed;
    }
  }
  EXPECT_GE(landings, 2);  // the first drop and the jump's landing
  ST_EXPECT_OK(stDestroyLevel(level));
}

TEST(CApiCalls, AControllerThatDoesNotRecordSaysSo) {
  const stLevelId level = loadDemo();
  stControllerDef def = stDefaultControllerDef();
  def.recordSteps = false;
  stControllerId c = stNullControllerId;
  ST_ASSERT_OK(stCreateController(level, &def, &c));
  ST_ASSERT_OK(stController_Step(c, 0));
  stStepRecord r{};
  EXPECT_EQ(stController_GetStepRecord(c, &r), stStatus_notRecorded);
  EXPECT_THAT(stLastMessage(), HasSubstr("recordSteps"));
  ST_EXPECT_OK(stDestroyLevel(level));
}

TEST(CApiCalls, SettingAStateGotEarlierRewindsExactly) {
  const stLevelId level = loadDemo();
  const stControllerId c = createPlayer(level);
  for (int k = 0; k < 100; ++k) ST_ASSERT_OK(stController_Step(c, stInput_right));
  stPlayerState saved{};
  ST_ASSERT_OK(stController_GetPlayerState(c, &saved));
  const auto runOn = [&] {
    for (int k = 0; k < 80; ++k) EXPECT_EQ(stController_Step(c, k % 20 == 0 ? stInput_jump : stInput_right), stStatus_ok);
    stPlayerState s{};
    EXPECT_EQ(stController_GetPlayerState(c, &s), stStatus_ok);
    return s;
  };
  const stPlayerState first = runOn();
  ST_ASSERT_OK(stController_SetPlayerState(c, &saved));
  const stPlayerState second = runOn();
  EXPECT_EQ(std::memcmp(&first, &second, sizeof first), 0);
  EXPECT_NE(first.x, saved.x);
  ST_EXPECT_OK(stDestroyLevel(level));
}

TEST(CApiCalls, AStateOutOfRangeIsRefusedByField) {
  const stLevelId level = loadDemo();
  const stControllerId c = createPlayer(level);
  stPlayerState s{};
  ST_ASSERT_OK(stController_GetPlayerState(c, &s));
  stPlayerState bad = s;
  bad.mode = 9;
  EXPECT_EQ(stController_SetPlayerState(c, &bad), stStatus_badValue);
  EXPECT_STREQ(stLastMessage(), "stController_SetPlayerState: state.mode is 9, outside 0..3");
  bad = s;
  bad.path = 2;
  EXPECT_EQ(stController_SetPlayerState(c, &bad), stStatus_badValue);
  bad = s;
  bad.x = 0x7FFFFFFF;
  EXPECT_EQ(stController_SetPlayerState(c, &bad), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("state.x is 2147483647"));
  stPlayerState now{};
  ST_ASSERT_OK(stController_GetPlayerState(c, &now));
  EXPECT_EQ(std::memcmp(&now, &s, sizeof s), 0);  // refused sets change nothing
  ST_EXPECT_OK(stDestroyLevel(level));
}

TEST(CApiCalls, ASensorCastIsTheLibrarysCast) {
  const io::LoadResult cpp = io::loadLevel(kDemo);
  ASSERT_TRUE(cpp.file);
  const stLevelId level = loadDemo();
  stCastDef def = stDefaultCastDef();
  int found = 0;
  for (int x = 0; x < 800; x += 37) {
    for (const stDir dir : {stDir_down, stDir_right, stDir_up, stDir_left}) {
      def.x = x;
      def.y = 700;
      def.dir = dir;
      def.sees = dir == stDir_down ? stSees_top : stSees_sides;
      stSensorResult got{};
      ST_ASSERT_OK(stLevel_CastSensor(level, &def, &got));
      const SensorResult e = castSensor(cpp.file->level, 0, static_cast<Dir>(dir), x, 700,
                                        dir == stDir_down ? Sees::Top : Sees::Sides);
      ASSERT_EQ(got.found, e.found);
      ASSERT_EQ(got.distance, e.distance);
      ASSERT_EQ(got.angle, e.angle);
      ASSERT_EQ(got.decidedBy, e.decidedBy);
      found += got.found;
    }
  }
  EXPECT_GT(found, 10);
  storeRaw(def.dir, 4);
  stSensorResult hit{};
  EXPECT_EQ(stLevel_CastSensor(level, &def, &hit), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("def.dir is 4"));
  def = stDefaultCastDef();
  def.y = 1 << 23;
  EXPECT_EQ(stLevel_CastSensor(level, &def, &hit), stStatus_badValue);
  def = stDefaultCastDef();
  storeRaw(def.rules, 9);
  EXPECT_EQ(stLevel_CastSensor(level, &def, &hit), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("def.rules is 9, not a profile (0 guide, 1 sonic1, 2 sonic2, 3 sonic3k)"));
  const stCastDef zeroed{};
  EXPECT_EQ(stLevel_CastSensor(level, &zeroed, &hit), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("def was not made by stDefaultCastDef()"));
  ST_EXPECT_OK(stDestroyLevel(level));
}

TEST(CApiCalls, AMasksAngleIsComputedOrItsReasonGiven) {
  const std::int8_t slope[16] = {0, 0, 1, 2, 2, 3, 4, 5, 5, 6, 6, 7, 8, 9, 9, 9};
  stMaskAngle a{};
  ST_ASSERT_OK(stComputeMaskAngle(slope, &a));
  EXPECT_TRUE(a.determined);
  EXPECT_EQ(a.angle, 0xE8);  // the README's example: $E8
  const std::int8_t empty[16] = {};
  ST_ASSERT_OK(stComputeMaskAngle(empty, &a));
  EXPECT_FALSE(a.determined);
  EXPECT_STRNE(a.reason, "");
  std::int8_t bad[16] = {};
  bad[5] = 17;
  EXPECT_EQ(stComputeMaskAngle(bad, &a), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("17"));
}

TEST(CApiCalls, AMovieComesBackAsOneInputAFrameWithTheSizeAskedFirst) {
  const std::string text = "2 R\n1 RJ\n# comment\n3 -\n";
  std::size_t count = 0;
  EXPECT_EQ(stParseMovie(text.data(), text.size(), nullptr, 0, &count), stStatus_tooSmall);
  ASSERT_EQ(count, 6u);
  std::vector<std::uint8_t> frames(count, 0xAA);
  ST_ASSERT_OK(stParseMovie(text.data(), text.size(), frames.data(), frames.size(), &count));
  EXPECT_EQ(frames, (std::vector<std::uint8_t>{stInput_right, stInput_right, stInput_right | stInput_jump, 0, 0, 0}));
  const std::string bad = "2 R\n1 RX\n";
  EXPECT_EQ(stParseMovie(bad.data(), bad.size(), frames.data(), frames.size(), &count), stStatus_badFile);
  EXPECT_THAT(stLastMessage(), HasSubstr("movie: line 2"));
}

TEST(CApiCalls, TracesAreTheLibrarysAndSayWhenTheBufferIsShort) {
  std::size_t length = 0;
  EXPECT_EQ(stTraceHeader(nullptr, 0, &length), stStatus_tooSmall);
  EXPECT_EQ(length, io::traceHeader().size());
  char small[8];
  const stPlayerState s{};
  EXPECT_EQ(stTraceRow(3, &s, small, sizeof small, &length), stStatus_badValue);  // radius 0 is no state
  const stLevelId level = loadDemo();
  const stControllerId c = createPlayer(level);
  stPlayerState real{};
  ST_ASSERT_OK(stController_GetPlayerState(c, &real));
  EXPECT_EQ(stTraceRow(3, &real, small, sizeof small, &length), stStatus_tooSmall);
  char row[128];
  ST_ASSERT_OK(stTraceRow(3, &real, row, sizeof row, &length));
  EXPECT_STREQ(row, "3,160,716,0,0,0,0,floor,1,0,none,0,0,0\n");
  ST_EXPECT_OK(stDestroyLevel(level));
}

// Out-of-range values are passed from C (c11_program.c), where that is defined.
TEST(CApiCalls, NamesAreTheOnesTheCommandLineWrites) {
  EXPECT_STREQ(stModeName(stMode_rightWall), "right_wall");
  EXPECT_STREQ(stBalanceName(stBalance_left), "left");
  EXPECT_STREQ(stSensorName(stSensor_pushRight), "push-right");
  EXPECT_STREQ(stEventName(stEvent_jumped), eventName(EventKind::Jumped));
  EXPECT_STREQ(stCastUseName(stCastUse_notNearest), castUseName(CastUse::NotNearest));
  EXPECT_STREQ(stStatusName(stStatus_staleId), "stale id");
}

// Every event a step can report has its C name: the spin dash, slipping and
// the objects' events were "?" before the header listed them.
TEST(CApiCalls, EveryEventTheStepReportsHasItsName) {
  for (int k = 0; k <= static_cast<int>(EventKind::HurtEnded); ++k) {
    EXPECT_STREQ(stEventName(static_cast<stEventKind>(k)), eventName(static_cast<EventKind>(k))) << "event " << k;
    EXPECT_STRNE(stEventName(static_cast<stEventKind>(k)), "?") << "event " << k;
  }
  EXPECT_STREQ(stEventName(stEvent_crushed), eventName(EventKind::Crushed));
  EXPECT_STREQ(stEventName(stEvent_hurt), "hurt");
}

TEST(CApiCalls, TheVersionIsTheProjects) {
  const stVersion v = stGetVersion();
  EXPECT_EQ(std::to_string(v.major) + "." + std::to_string(v.minor) + "." + std::to_string(v.patch), SOLIDTILE_VERSION);
}

}  // namespace
}  // namespace solidtile::test

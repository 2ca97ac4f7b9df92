// The box controller through the C API: every shipped box movie gives the
// CLI's trace byte for byte; ids, kinds, config values and states out of
// range are refused naming what is wrong; the level's box_config is used.
#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <string>
#include <vector>

#include "capi_support.h"
#include "../support/temp_dir.h"

namespace solidtile::test {
namespace {

using ::testing::HasSubstr;


std::vector<std::filesystem::path> shippedBoxMovies() {
  std::vector<std::filesystem::path> movies;
  for (const auto& e : std::filesystem::directory_iterator(kRoot + "/data/movies")) {
    if (e.path().filename().string().rfind("box_", 0) == 0) movies.push_back(e.path());
  }
  std::sort(movies.begin(), movies.end());
  return movies;
}

stLevelId loadLevel(const std::string& path) {
  stLevelId level = stNullLevelId;
  EXPECT_EQ(stLoadLevelFile(path.c_str(), &level), stStatus_ok) << stLastMessage();
  return level;
}

stControllerId createBox(stLevelId level, stControllerDef def = stDefaultControllerDef()) {
  def.kind = stControllerKind_box;
  stControllerId c = stNullControllerId;
  EXPECT_EQ(stCreateController(level, &def, &c), stStatus_ok) << stLastMessage();
  return c;
}

void appendRow(std::string& out, std::int64_t frame, const stBoxState& s) {
  char row[192];
  std::size_t length = 0;
  EXPECT_EQ(stBoxTraceRow(frame, &s, row, sizeof row, &length), stStatus_ok) << stLastMessage();
  out.append(row, length);
}

// The run through the C API only: the movie's header gives the start and says "controller box".
std::string traceThroughCApi(const std::filesystem::path& moviePath) {
  const stLevelId level = loadLevel(kBoxDemo);
  std::size_t count = 0;
  EXPECT_EQ(stLoadMovieFile(moviePath.c_str(), nullptr, 0, &count), stStatus_tooSmall);
  std::vector<std::uint8_t> frames(count);
  EXPECT_EQ(stLoadMovieFile(moviePath.c_str(), frames.data(), frames.size(), &count), stStatus_ok) << stLastMessage();
  stMovieHeader header{};
  EXPECT_EQ(stLoadMovieHeaderFile(moviePath.c_str(), &header), stStatus_ok) << stLastMessage();
  EXPECT_EQ(header.controller, stControllerKind_box) << moviePath;

  stControllerDef def = stDefaultControllerDef();
  def.kind = static_cast<stControllerKind>(header.controller);
  if (header.hasStart) {
    def.useLevelStart = false;
    def.startX = header.startX;
    def.startY = header.startY;
  }
  stControllerId box = stNullControllerId;
  EXPECT_EQ(stCreateController(level, &def, &box), stStatus_ok) << stLastMessage();

  std::string out(256, '\0');
  std::size_t length = 0;
  EXPECT_EQ(stBoxTraceHeader(out.data(), out.size(), &length), stStatus_ok) << stLastMessage();
  out.resize(length);
  stBoxState s{};
  EXPECT_EQ(stController_GetBoxState(box, &s), stStatus_ok) << stLastMessage();
  appendRow(out, 0, s);
  for (std::size_t k = 0; k < frames.size(); ++k) {
    EXPECT_EQ(stController_Step(box, frames[k]), stStatus_ok) << stLastMessage();
    EXPECT_EQ(stController_GetBoxState(box, &s), stStatus_ok);
    appendRow(out, static_cast<std::int64_t>(k + 1), s);
  }
  EXPECT_EQ(stDestroyLevel(level), stStatus_ok);
  return out;
}

TEST(CApiBox, EveryShippedBoxMovieGivesTheCommandLinesTraceByteForByte) {
  const std::vector<std::filesystem::path> movies = shippedBoxMovies();
  ASSERT_GE(movies.size(), 9u);
  TempDir dir;
  for (const auto& movie : movies) {
    const std::filesystem::path out = dir / "cli.csv";
    const std::string cmd = std::string(SOLIDTILE_CLI) + " sim " + kBoxDemo + " --input " + movie.string() +
                            " --trace " + out.string();
    ASSERT_EQ(std::system(cmd.c_str()), 0) << cmd;
    const std::string cli = readText(out);
    ASSERT_GT(cli.size(), 1000u) << movie;
    EXPECT_TRUE(cli == traceThroughCApi(movie)) << movie;
  }
}

TEST(CApiBox, SonicCallsOnABoxAndBoxCallsOnASonicPlayerAreTheWrongKind) {
  const stLevelId level = loadLevel(kBoxDemo);
  const stControllerId box = createBox(level);
  const stControllerId player = createPlayer(level);
  stControllerKind kind{};
  ST_EXPECT_OK(stController_GetKind(box, &kind));
  EXPECT_EQ(kind, stControllerKind_box);

  stPlayerState ps{};
  EXPECT_EQ(stController_GetPlayerState(box, &ps), stStatus_wrongKind);
  EXPECT_THAT(stLastMessage(), HasSubstr("stController_GetPlayerState: the controller is a box controller, not a Sonic player"));
  EXPECT_EQ(stController_SetPlayerState(box, &ps), stStatus_wrongKind);
  stStepRecord sr{};
  EXPECT_EQ(stController_GetStepRecord(box, &sr), stStatus_wrongKind);

  stBoxState bs{};
  EXPECT_EQ(stController_GetBoxState(player, &bs), stStatus_wrongKind);
  EXPECT_THAT(stLastMessage(), HasSubstr("stController_GetBoxState: the controller is a Sonic player, not a box controller"));
  EXPECT_EQ(stController_SetBoxState(player, &bs), stStatus_wrongKind);
  stBoxRecord br{};
  EXPECT_EQ(stController_GetBoxRecord(player, &br), stStatus_wrongKind);

  // A level id where a controller id goes is named as such.
  const stControllerId levelAsController = {level.index1, level.generation};
  EXPECT_EQ(stController_GetBoxState(levelAsController, &bs), stStatus_wrongKind);
  EXPECT_THAT(stLastMessage(), HasSubstr("names a level"));
  ST_EXPECT_OK(stDestroyLevel(level));
}

TEST(CApiBox, ADestroyedOrNullBoxIsReportedNeverReached) {
  const stLevelId level = loadLevel(kBoxDemo);
  const stControllerId box = createBox(level);
  ST_ASSERT_OK(stDestroyController(box));
  stBoxState s{};
  EXPECT_EQ(stController_GetBoxState(box, &s), stStatus_staleId);
  EXPECT_THAT(stLastMessage(), HasSubstr("that controller was destroyed"));
  EXPECT_EQ(stController_Step(box, stInput_right), stStatus_staleId);
  EXPECT_EQ(stController_GetBoxState(stNullControllerId, &s), stStatus_nullId);
  EXPECT_STREQ(stLastMessage(), "stController_GetBoxState: the controller id is null");
  // Destroying the level takes its boxes with it.
  const stControllerId other = createBox(level);
  ST_ASSERT_OK(stDestroyLevel(level));
  EXPECT_EQ(stController_GetBoxState(other, &s), stStatus_staleId);
  stControllerDef def = stDefaultControllerDef();
  def.kind = stControllerKind_box;
  stControllerId none = {7, 7};
  EXPECT_EQ(stCreateController(level, &def, &none), stStatus_staleId);
  EXPECT_TRUE(ST_IS_NULL(none));
}

TEST(CApiBox, ABadConfigValueIsRefusedNamingTheField) {
  const stLevelId level = loadLevel(kBoxDemo);
  const auto refused = [&](const stControllerDef& def) {
    stControllerId c = {7, 7};
    EXPECT_EQ(stCreateController(level, &def, &c), stStatus_badValue);
    EXPECT_TRUE(ST_IS_NULL(c));
    return std::string(stLastMessage());
  };
  stControllerDef def = stDefaultControllerDef();
  def.kind = stControllerKind_box;
  def.box.walkSpeed = 5000;
  EXPECT_EQ(refused(def), "stCreateController: def.box.walkSpeed (walk_speed): is 5000, outside 0..4096");
  def = stDefaultControllerDef();
  def.kind = stControllerKind_box;
  def.box.halfHeight = 0;
  EXPECT_EQ(refused(def), "stCreateController: def.box.halfHeight (half_height): is 0, outside 1..32");
  def.box = stDefaultControllerDef().box;
  def.box.scaleX = 16;
  EXPECT_THAT(refused(def), HasSubstr("def.box.scaleX (scale_x): makes the half width 0 px, outside 1..32"));
  def.box = stDefaultControllerDef().box;
  def.box.ledgeEndY = -1;
  EXPECT_THAT(refused(def), HasSubstr("def.box.ledgeEndY (ledge_end_y): is above ledge_start_y"));
  def.box = stDefaultControllerDef().box;
  storeRaw(def.box.slopeMode, 2);
  EXPECT_THAT(refused(def), HasSubstr("def.box.slopeMode is 2, not 0 (stSlopeMode_column) or 1 (stSlopeMode_linear)"));
  def.box = stDefaultControllerDef().box;
  storeRaw(def.kind, 3);
  EXPECT_THAT(refused(def), HasSubstr("def.kind is 3, not 1 (stControllerKind_sonic) or 2 (stControllerKind_box)"));
  // The Sonic player does not read the box's fields, so they do not stop it.
  def = stDefaultControllerDef();
  def.box.walkSpeed = 5000;
  stControllerId player = stNullControllerId;
  ST_EXPECT_OK(stCreateController(level, &def, &player));
  ST_EXPECT_OK(stDestroyLevel(level));
}

// box_demo.json with a "box_config" spliced in after its opening brace.
stLevelId boxDemoWithConfig(const std::string& config) {
  std::string text = readText(kBoxDemo);
  text.insert(text.find('{') + 1, "\"box_config\": " + config + ",");
  stLevelId level = stNullLevelId;
  EXPECT_EQ(stLoadLevelMemory(text.data(), text.size(), &level), stStatus_ok) << stLastMessage();
  return level;
}

std::vector<stBoxState> walk(stControllerId box, int frames) {
  std::vector<stBoxState> states;
  for (int k = 0; k < frames; ++k) {
    EXPECT_EQ(stController_Step(box, stInput_right), stStatus_ok) << stLastMessage();
    states.emplace_back();
    EXPECT_EQ(stController_GetBoxState(box, &states.back()), stStatus_ok);
  }
  return states;
}

bool sameStates(const std::vector<stBoxState>& a, const std::vector<stBoxState>& b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (std::memcmp(&a[i], &b[i], sizeof a[i]) != 0) return false;
  }
  return true;
}

TEST(CApiBox, TheLevelsBoxConfigIsUsedUnlessTheDefSaysOtherwise) {
  const stLevelId own = boxDemoWithConfig("{\"walk_speed\": 768}");
  stBoxConfig cfg{};
  bool hasOwn = false;
  ST_ASSERT_OK(stLevel_GetBoxConfig(own, &cfg, &hasOwn));
  EXPECT_TRUE(hasOwn);
  EXPECT_EQ(cfg.walkSpeed, 768);
  const stLevelId plain = loadLevel(kBoxDemo);
  ST_ASSERT_OK(stLevel_GetBoxConfig(plain, &cfg, &hasOwn));
  EXPECT_FALSE(hasOwn);
  EXPECT_EQ(cfg.walkSpeed, stDefaultControllerDef().box.walkSpeed);

  const std::vector<stBoxState> levels = walk(createBox(own), 30);
  stControllerDef explicitDef = stDefaultControllerDef();
  explicitDef.box.walkSpeed = 768;
  EXPECT_TRUE(sameStates(levels, walk(createBox(plain, explicitDef), 30)));
  EXPECT_FALSE(sameStates(levels, walk(createBox(plain), 30)));  // 768 is not the default's walk
  stControllerDef ignoreLevel = stDefaultControllerDef();
  ignoreLevel.useLevelBoxConfig = false;
  EXPECT_TRUE(sameStates(walk(createBox(own, ignoreLevel), 30), walk(createBox(plain), 30)));
  ST_EXPECT_OK(stDestroyLevel(own));
  ST_EXPECT_OK(stDestroyLevel(plain));
}

TEST(CApiBox, SettingAStateBackRewindsExactly) {
  const stLevelId level = loadLevel(kBoxDemo);
  const stControllerId box = createBox(level);
  walk(box, 40);
  stBoxState saved{};
  ST_ASSERT_OK(stController_GetBoxState(box, &saved));
  const std::vector<stBoxState> first = walk(box, 60);
  ST_ASSERT_OK(stController_SetBoxState(box, &saved));
  EXPECT_TRUE(sameStates(first, walk(box, 60)));
  ST_EXPECT_OK(stDestroyLevel(level));
}

TEST(CApiBox, AStateOutOfRangeIsRefusedNamingTheField) {
  const stLevelId level = loadLevel(kBoxDemo);
  const stControllerId box = createBox(level);
  stBoxState good{};
  ST_ASSERT_OK(stController_GetBoxState(box, &good));
  const auto refused = [&](stBoxState s) {
    EXPECT_EQ(stController_SetBoxState(box, &s), stStatus_badValue);
    return std::string(stLastMessage());
  };
  stBoxState s = good;
  s.mode = 5;
  EXPECT_EQ(refused(s), "stController_SetBoxState: state.mode is 5, outside 0..4");
  s = good;
  s.flags = 0x80;
  EXPECT_THAT(refused(s), HasSubstr("state.flags is 128, outside 0..127"));
  s = good;
  s.platform = 999;  // past box_demo's objects: the step would index past them
  EXPECT_THAT(refused(s), HasSubstr("state.platform is 999, outside -1.."));
  s = good;
  s.vy = 16385;
  EXPECT_THAT(refused(s), HasSubstr("state.vy is 16385, outside -16384..16384"));
  s = good;
  s.lastWall = 2;
  EXPECT_THAT(refused(s), HasSubstr("state.lastWall is 2"));
  stBoxState after{};
  ST_ASSERT_OK(stController_GetBoxState(box, &after));
  EXPECT_EQ(std::memcmp(&after, &good, sizeof good), 0);  // nothing half-applied
  ST_EXPECT_OK(stDestroyLevel(level));
}

TEST(CApiBox, TheRecordHoldsTheStepsProbesAndEvents) {
  const stLevelId level = loadLevel(kBoxDemo);
  const stControllerId box = createBox(level);
  stBoxRecord r{};
  ST_ASSERT_OK(stController_GetBoxRecord(box, &r));
  EXPECT_EQ(r.testCount + r.floorCount + r.eventCount, 0);  // before the first step
  // Fall to the ground, then jump.
  bool landed = false;
  for (int k = 0; k < 120 && !landed; ++k) {
    ST_ASSERT_OK(stController_Step(box, 0));
    ST_ASSERT_OK(stController_GetBoxRecord(box, &r));
    for (int e = 0; e < r.eventCount; ++e) landed = landed || r.events[e] == stBoxEvent_landed;
  }
  ASSERT_TRUE(landed);
  EXPECT_TRUE(r.floorChecked);
  ASSERT_GT(r.floorCount, 0);
  EXPECT_TRUE(r.floors[0].supported || r.floorCount > 1);
  ST_ASSERT_OK(stController_Step(box, stInput_jump));
  ST_ASSERT_OK(stController_GetBoxRecord(box, &r));
  ASSERT_GE(r.eventCount, 1);
  bool jumped = false;
  for (int e = 0; e < r.eventCount; ++e) jumped = jumped || r.events[e] == stBoxEvent_jumped;
  EXPECT_TRUE(jumped);
  EXPECT_STREQ(stBoxEventName(stBoxEvent_jumped), "jumped");
  EXPECT_STREQ(stBoxModeName(stBoxMode_ladder), "ladder");
  EXPECT_STREQ(stBoxPassName(stBoxPass_head), "head");
  stBoxMode notAMode{};
  storeRaw(notAMode, 7);  // the enum holds 0..7: 9 would be undefined, 7 is simply no mode
  EXPECT_STREQ(stBoxModeName(notAMode), "?");

  stControllerDef quiet = stDefaultControllerDef();
  quiet.recordSteps = false;
  EXPECT_EQ(stController_GetBoxRecord(createBox(level, quiet), &r), stStatus_notRecorded);
  ST_EXPECT_OK(stDestroyLevel(level));
}

TEST(CApiBox, AMoviesHeaderIsReadAndABadOneIsRefusedNamingTheLine) {
  const std::string text = "start 10,-20\ncontroller box\nprofile sonic2\ncharacter tails\n5 R\n";
  stMovieHeader h{};
  ST_ASSERT_OK(stParseMovieHeader(text.data(), text.size(), &h));
  EXPECT_TRUE(h.hasStart);
  EXPECT_EQ(h.startX, 10);
  EXPECT_EQ(h.startY, -20);
  EXPECT_EQ(h.controller, stControllerKind_box);
  EXPECT_EQ(h.profile, stProfile_sonic2);
  EXPECT_EQ(h.character, stCharacter_tails);
  const std::string plain = "5 R\n";
  ST_ASSERT_OK(stParseMovieHeader(plain.data(), plain.size(), &h));
  EXPECT_FALSE(h.hasStart);
  EXPECT_EQ(h.controller, -1);
  EXPECT_EQ(h.profile, -1);
  EXPECT_EQ(h.character, -1);
  const std::string bad = "controller cat\n5 R\n";
  EXPECT_EQ(stParseMovieHeader(bad.data(), bad.size(), &h), stStatus_badFile);
  EXPECT_THAT(stLastMessage(), HasSubstr("stParseMovieHeader: movie: line 1: controller \"cat\" is not sonic or box"));
  EXPECT_EQ(stParseMovieHeader(nullptr, 3, &h), stStatus_nullArgument);
  EXPECT_EQ(stLoadMovieHeaderFile((kRoot + "/data/movies/no_such.txt").c_str(), &h), stStatus_badFile);
}

TEST(CApiBox, TheLongestTraceRowFitsTheDocumentedBuffer) {
  stBoxState s{};
  s.x = s.y = -(1 << 30) + 1;
  s.vx = s.vy = -16383;
  s.platform = INT16_MAX;
  s.grace = s.lockLeft = s.lockRight = 255;
  char row[192];
  std::size_t length = 0;
  ST_ASSERT_OK(stBoxTraceRow(INT64_C(999999999999), &s, row, sizeof row, &length));
  EXPECT_LT(length, sizeof row);
  EXPECT_EQ(stBoxTraceRow(-1, &s, row, sizeof row, &length), stStatus_badValue);
}

}  // namespace
}  // namespace solidtile::test

// The Sonic step's phases through the C API: the same phases, states and
// cast and event ranges the C++ library records (what the editor's phase
// stepping shows), only for a controller that asks for them.
#include <string>
#include <vector>

#include "capi_support.h"
#include "solidtile/io/level_file.h"
#include "solidtile/sonic/profile.h"
#include "solidtile/sonic/run.h"

namespace solidtile::test {
namespace {

using ::testing::HasSubstr;

TEST(CApiPhases, EveryStepOfTheTourHasTheLibrarysPhasesAndStates) {
  const io::LoadResult read = io::loadLevel(kDemo);
  ASSERT_TRUE(read.file);
  const Level& level = read.file->level;
  const std::vector<std::uint8_t> frames = [] {
    std::size_t count = 0;
    const std::string movie = kRoot + "/data/movies/tour.txt";
    EXPECT_EQ(stLoadMovieFile(movie.c_str(), nullptr, 0, &count), stStatus_tooSmall);
    std::vector<std::uint8_t> f(count);
    EXPECT_EQ(stLoadMovieFile(movie.c_str(), f.data(), f.size(), &count), stStatus_ok);
    return f;
  }();
  ASSERT_GT(frames.size(), 1000u);
  for (const stProfile profile : {stProfile_guide, stProfile_sonic1, stProfile_sonic2}) {
    const stLevelId lv = loadDemo();
    stControllerDef def = stDefaultControllerDef();
    def.profile = profile;
    def.recordPhases = true;
    stControllerId c = stNullControllerId;
    ST_ASSERT_OK(stCreateController(lv, &def, &c));
    const PlayerConfig cfg = defaultPlayerConfig(static_cast<Profile>(profile));
    PlayerState state = startState(level, cfg);
    StepRecord want;
    want.recordPhases = true;
    int phasesSeen = 0;
    for (std::size_t k = 0; k < frames.size(); ++k) {
      stepPlayer(state, level, cfg, frames[k], &want);
      ST_ASSERT_OK(stController_Step(c, frames[k]));
      stPhaseRecord got{};
      ST_ASSERT_OK(stController_GetPhaseRecord(c, &got));
      stStepRecord steps{};
      ST_ASSERT_OK(stController_GetStepRecord(c, &steps));
      ASSERT_EQ(got.phaseCount, want.phaseCount) << "frame " << k + 1;
      for (int i = 0; i < got.phaseCount; ++i) {
        const stPhaseMark& m = got.phases[i];
        EXPECT_EQ(m.phase, static_cast<std::uint8_t>(want.phases[i].phase));
        EXPECT_EQ(m.castBegin, want.phaseCastBegin(i));
        EXPECT_EQ(m.castEnd, want.phases[i].castEnd);
        EXPECT_EQ(m.eventBegin, want.phaseEventBegin(i));
        EXPECT_EQ(m.eventEnd, want.phases[i].eventEnd);
        EXPECT_EQ(m.after.x, want.phases[i].after.x);
        EXPECT_EQ(m.after.gsp, want.phases[i].after.gsp);
        EXPECT_EQ(m.after.angle, want.phases[i].after.angle);
        EXPECT_LE(m.castEnd, steps.castCount);
      }
      if (got.phaseCount > 0) {
        // The last phase leaves the player as the step does.
        stPlayerState now{};
        ST_ASSERT_OK(stController_GetPlayerState(c, &now));
        const stPlayerState& last = got.phases[got.phaseCount - 1].after;
        char a[128], b[128];
        std::size_t length = 0;
        ST_ASSERT_OK(stTraceRow(0, &last, a, sizeof a, &length));
        ST_ASSERT_OK(stTraceRow(0, &now, b, sizeof b, &length));
        EXPECT_STREQ(a, b) << "frame " << k + 1;
        EXPECT_EQ(got.phases[got.phaseCount - 1].castEnd, steps.castCount);
      }
      phasesSeen += got.phaseCount;
    }
    EXPECT_GT(phasesSeen, static_cast<int>(frames.size()) * 8);
    stDestroyLevel(lv);
  }
}

TEST(CApiPhases, OnlyAControllerThatAsksKeepsThemAndTheBoxHasNone) {
  const stLevelId level = loadDemo();
  const stControllerId plain = createPlayer(level);
  ST_ASSERT_OK(stController_Step(plain, stInput_right));
  stPhaseRecord r{};
  EXPECT_EQ(stController_GetPhaseRecord(plain, &r), stStatus_notRecorded);
  EXPECT_THAT(stLastMessage(), HasSubstr("def.recordPhases"));
  stControllerDef def = stDefaultControllerDef();
  def.recordPhases = true;
  stControllerId asks = stNullControllerId;
  ST_ASSERT_OK(stCreateController(level, &def, &asks));
  ST_ASSERT_OK(stController_GetPhaseRecord(asks, &r));
  EXPECT_EQ(r.phaseCount, 0);  // before the first step
  ST_ASSERT_OK(stController_Step(asks, stInput_right));
  ST_ASSERT_OK(stController_GetPhaseRecord(asks, &r));
  EXPECT_GT(r.phaseCount, 0);
  EXPECT_EQ(stController_GetPhaseRecord(asks, nullptr), stStatus_nullArgument);
  def.kind = stControllerKind_box;
  stControllerId box = stNullControllerId;
  ST_ASSERT_OK(stCreateController(level, &def, &box));
  EXPECT_EQ(stController_GetPhaseRecord(box, &r), stStatus_wrongKind);
  EXPECT_STREQ(stPhaseName(stPhase_floorSensors), "floor sensors");
  EXPECT_STREQ(stPhaseName(stPhase_modeUpdate), "mode");
  stPhase notAPhase{};
  storeRaw(notAPhase, 31);  // inside the enum's value range (0..31), past its last phase
  EXPECT_STREQ(stPhaseName(notAPhase), "?");
  stDestroyLevel(level);
}

}  // namespace
}  // namespace solidtile::test

#include <random>
#include <vector>

#include <gtest/gtest.h>

#include "level_builder.h"
#include "random_level.h"
#include "solidtile/sonic/player.h"

namespace solidtile {
namespace {

enum class Recording { None, Casts, Phases };

// The phases of a step tile it: counts only grow, the last phase ends where
// the step ended, and its state is the step's result.
void expectPhasesCoverTheStep(const StepRecord& rec, const PlayerState& result, int round) {
  if (result.outOfLevel && rec.phaseCount == 0) return;
  ASSERT_GT(rec.phaseCount, 0) << "round " << round;
  for (int i = 1; i < rec.phaseCount; ++i) {
    ASSERT_LE(rec.phases[i - 1].castEnd, rec.phases[i].castEnd) << "round " << round;
    ASSERT_LE(rec.phases[i - 1].eventEnd, rec.phases[i].eventEnd) << "round " << round;
  }
  const PhaseMark& last = rec.phases[rec.phaseCount - 1];
  if (!result.outOfLevel) {
    ASSERT_EQ(last.phase, Phase::ModeUpdate) << "round " << round;
    ASSERT_EQ(last.after, result) << "round " << round;
    ASSERT_EQ(last.castEnd, rec.castCount) << "round " << round;
    ASSERT_EQ(last.eventEnd, rec.eventCount) << "round " << round;
  }
}

std::vector<PlayerState> run(const Level& level, const PlayerConfig& cfg, const std::vector<Input>& inputs,
                             Recording record, int round = 0) {
  std::vector<PlayerState> states;
  PlayerState s = spawnPlayer(cfg, 150, 40);
  StepRecord rec;
  rec.recordPhases = record == Recording::Phases;
  for (Input in : inputs) {
    const bool wasOut = s.outOfLevel;
    stepPlayer(s, level, cfg, in, record != Recording::None ? &rec : nullptr);
    if (record == Recording::Phases && !wasOut) expectPhasesCoverTheStep(rec, s, round);
    if (record == Recording::Casts) {
      EXPECT_EQ(rec.phaseCount, 0) << "phases recorded unasked";
    }
    states.push_back(s);
  }
  return states;
}

TEST(PlayerProperty, RandomLevelsAndInputsAreDeterministicAndTheRecordAndItsPhasesChangeNothing) {
  std::mt19937 rng(424242);
  for (int round = 0; round < 40; ++round) {
    const Level level = test::randomLevel(rng);
    PlayerConfig cfg = defaultPlayerConfig(static_cast<Profile>(round % kProfileCount));
    cfg.fixSlopedLedgeQuirk = round / kProfileCount % 4 == 2;
    cfg.fixOppositeSlopesQuirk = round / kProfileCount % 4 == 3;
    std::vector<Input> inputs(600);
    Input held = 0;
    for (auto& in : inputs) {
      if (rng() % 8 == 0) held = static_cast<Input>(rng() & input::kAll);
      in = held;
    }
    const auto plain = run(level, cfg, inputs, Recording::None);
    const auto again = run(level, cfg, inputs, Recording::None);
    const auto recorded = run(level, cfg, inputs, Recording::Casts);
    const auto phased = run(level, cfg, inputs, Recording::Phases, round);
    ASSERT_EQ(plain, again) << "round " << round;
    ASSERT_EQ(plain, recorded) << "round " << round;
    ASSERT_EQ(plain, phased) << "round " << round;
    for (const PlayerState& s : plain) {
      ASSERT_GE(s.x >> 8, 0);
      ASSERT_LE(s.x >> 8, level.widthPixels());
    }
  }
}

TEST(PlayerProperty, RecordListsTheFloorSensorsAndTheWinner) {
  test::LevelBuilder b;
  b.ground(736);
  const PlayerConfig cfg = defaultPlayerConfig();
  PlayerState s = test::standing(cfg, 100, 716);
  StepRecord rec;
  stepPlayer(s, b.level, cfg, 0, &rec);
  ASSERT_GE(rec.castCount, 2);
  ASSERT_GE(rec.floorWinner, 0);
  const CastRecord& winner = rec.casts[rec.floorWinner];
  EXPECT_EQ(winner.sensor, SensorId::A);  // a tie goes to A
  EXPECT_EQ(winner.use, CastUse::Used);
  EXPECT_EQ(winner.x, 100 - 9);
  EXPECT_EQ(winner.y, 716 + 19);
  bool sawB = false;
  for (int i = 0; i < rec.castCount; ++i) {
    if (rec.casts[i].sensor == SensorId::B) {
      sawB = true;
      EXPECT_EQ(rec.casts[i].x, 100 + 9);
      EXPECT_EQ(rec.casts[i].use, CastUse::NotNearest);
    }
  }
  EXPECT_TRUE(sawB);
}

TEST(PlayerProperty, PhasesOfAGroundStepComeInSonic1sOrderWithTheirOwnCasts) {
  test::LevelBuilder b;
  b.ground(736);
  const PlayerConfig cfg = defaultPlayerConfig(Profile::Sonic1);
  PlayerState s = test::standing(cfg, 100, 716);
  s.gsp = s.xsp = 0x400;
  const PlayerState before = s;
  StepRecord rec;
  rec.recordPhases = true;
  stepPlayer(s, b.level, cfg, input::kRight, &rec);
  const Phase expected[] = {Phase::Jump,        Phase::SlopeFactor,  Phase::InputSpeed,   Phase::WallCheck,
                            Phase::Roll,        Phase::LevelBounds,  Phase::Move,    Phase::FloorSensors,
                            Phase::FallOff,     Phase::PathSwitch,   Phase::ModeUpdate};
  ASSERT_EQ(rec.phaseCount, std::size(expected));
  for (int i = 0; i < rec.phaseCount; ++i) EXPECT_EQ(rec.phases[i].phase, expected[i]) << phaseName(expected[i]);
  // Input accelerates (acc = 0x0C); the move adds xsp to x; the floor pair is the floor phase's alone.
  EXPECT_EQ(rec.phases[2].after.gsp, 0x400 + 0x0C);
  EXPECT_EQ(rec.phases[1].after.gsp, 0x400);
  EXPECT_EQ(rec.phases[6].after.x, before.x + 0x400 + 0x0C);
  EXPECT_EQ(rec.phases[5].after.x, before.x);
  const int floorFirst = rec.phaseCastBegin(7), floorEnd = rec.phases[7].castEnd;
  ASSERT_EQ(floorEnd - floorFirst, 2);
  EXPECT_EQ(rec.casts[floorFirst].sensor, SensorId::B);
  EXPECT_EQ(rec.casts[floorFirst + 1].sensor, SensorId::A);
  EXPECT_EQ(rec.phases[rec.phaseCount - 1].after, s);
  EXPECT_STREQ(phaseName(Phase::FloorSensors), "floor sensors");
}

TEST(PlayerProperty, AnAirStepListsItsPhasesAndGravityAddsGrv) {
  Level level(8, 8, 1);
  const PlayerConfig cfg = defaultPlayerConfig(Profile::Guide);
  PlayerState s = spawnPlayer(cfg, 60, 20);
  StepRecord rec;
  rec.recordPhases = true;
  stepPlayer(s, level, cfg, 0, &rec);
  const Phase expected[] = {Phase::JumpRelease, Phase::AirControl, Phase::AirDrag,      Phase::LevelBounds,
                            Phase::Move,        Phase::Gravity,    Phase::AngleReturn, Phase::AirCollision,
                            Phase::PathSwitch,  Phase::ModeUpdate};
  ASSERT_EQ(rec.phaseCount, std::size(expected));
  for (int i = 0; i < rec.phaseCount; ++i) EXPECT_EQ(rec.phases[i].phase, expected[i]) << phaseName(expected[i]);
  EXPECT_EQ(rec.phases[4].after.ysp, 0);
  EXPECT_EQ(rec.phases[5].after.ysp, 0x38);  // grv
}

TEST(PlayerProperty, FallingOutOfTheLevelEndsTheRun) {
  Level level(8, 8, 1);
  const PlayerConfig cfg = defaultPlayerConfig(Profile::Sonic1);
  PlayerState s = spawnPlayer(cfg, 60, 10);
  StepRecord rec;
  bool out = false;
  for (int i = 0; i < 400; ++i) {
    stepPlayer(s, level, cfg, 0, &rec);
    out = out || rec.has(EventKind::FellOutOfLevel);
  }
  EXPECT_TRUE(out);
  EXPECT_TRUE(s.outOfLevel);
  const PlayerState frozen = s;
  stepPlayer(s, level, cfg, input::kRight);
  EXPECT_EQ(s.x, frozen.x);
  EXPECT_EQ(s.y, frozen.y);
}

TEST(PlayerProperty, PathSwitcherMovesThePlayerToTheOtherLayer) {
  test::LevelBuilder b(64, 64, 2);
  b.ground(736);
  b.fill(0, 46, 63, 63, b.full, Solidity::All, false, false, 1);
  b.level.switchers.push_back({300, 600, 800, 0, 1, true});
  const PlayerConfig cfg = defaultPlayerConfig();
  PlayerState s = test::standing(cfg, 280, 716);
  StepRecord rec;
  bool switched = false;
  for (int i = 0; i < 60; ++i) {
    stepPlayer(s, b.level, cfg, input::kRight, &rec);
    switched = switched || rec.has(EventKind::PathSwitched);
  }
  EXPECT_TRUE(switched);
  EXPECT_EQ(s.path, 1);
  for (int i = 0; i < 200; ++i) stepPlayer(s, b.level, cfg, input::kLeft);
  EXPECT_EQ(s.path, 0);
}

}  // namespace
}  // namespace solidtile

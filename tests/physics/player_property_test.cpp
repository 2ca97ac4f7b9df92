#include <random>
#include <vector>

#include <gtest/gtest.h>

#include "level_builder.h"
#include "solidtile/player.h"

namespace solidtile {
namespace {

Level randomLevel(std::mt19937& rng) {
  Level level(24, 16, 2);
  for (int m = 0; m < 10; ++m) {
    HeightMask::Heights h{};
    const int kind = static_cast<int>(rng() % 3);
    int v = static_cast<int>(rng() % 17);
    for (auto& c : h) {
      v = std::clamp(v + static_cast<int>(rng() % 5) - 2, 0, 16);
      c = static_cast<std::int8_t>(kind == 1 ? -v : v);
    }
    level.addMask(*HeightMask::fromHeights(h, static_cast<Angle>(rng())));
  }
  for (int layer = 0; layer < 2; ++layer)
    for (int ty = 0; ty < 16; ++ty)
      for (int tx = 0; tx < 24; ++tx)
        if (rng() % 3 == 0)
          level.setTile(layer, tx, ty, Tile::make(static_cast<int>(rng() % 10), rng() % 2, rng() % 2,
                                                  static_cast<Solidity>(rng() % 4)));
  level.switchers.push_back({200, 0, 255, 0, 1, false});
  return level;
}

std::vector<PlayerState> run(const Level& level, const PlayerConfig& cfg, const std::vector<Input>& inputs,
                             bool record) {
  std::vector<PlayerState> states;
  PlayerState s = spawnPlayer(cfg, 150, 40);
  StepRecord rec;
  for (Input in : inputs) {
    stepPlayer(s, level, cfg, in, record ? &rec : nullptr);
    states.push_back(s);
  }
  return states;
}

TEST(PlayerProperty, RandomLevelsAndInputsAreDeterministicAndTheRecordChangesNothing) {
  std::mt19937 rng(424242);
  for (int round = 0; round < 40; ++round) {
    const Level level = randomLevel(rng);
    PlayerConfig cfg = defaultPlayerConfig(static_cast<Profile>(round % kProfileCount));
    cfg.fixSlopedLedgeQuirk = round / kProfileCount % 4 == 2;
    cfg.fixOppositeSlopesQuirk = round / kProfileCount % 4 == 3;
    std::vector<Input> inputs(600);
    Input held = 0;
    for (auto& in : inputs) {
      if (rng() % 8 == 0) held = static_cast<Input>(rng() & input::kAll);
      in = held;
    }
    const auto plain = run(level, cfg, inputs, false);
    const auto again = run(level, cfg, inputs, false);
    const auto recorded = run(level, cfg, inputs, true);
    ASSERT_EQ(plain, again) << "round " << round;
    ASSERT_EQ(plain, recorded) << "round " << round;
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

// A built-in profile's step checks once a frame that every tile its casts can
// read is in the level, and then reads without a bounds test per tile
// (player_step.h: readsOnlyInside and its margin). These tests put players at
// the inside edge of that margin, at top speed every way, and require that no
// cast of the frame read outside the level (the recorded step lists every tile
// it read) and that the unchecked step steps as the checked ones do. Under the
// sanitize preset (a debug build) the unchecked read also asserts its bounds.
#include <cstdint>
#include <random>

#include <gtest/gtest.h>

#include "sonic/player_step.h"
#include "random_level.h"
#include "solidtile/sonic/player.h"

namespace solidtile {
namespace {

template <Profile P>
using Builtin = detail::BuiltinConfig<P>;

bool readsOnlyInside(Profile p, const PlayerState& s, const Level& level) {
  const detail::CastView view(level, s.path);
  switch (p) {
    case Profile::Guide: return detail::readsOnlyInside<Builtin<Profile::Guide>>(s, view);
    case Profile::Sonic1: return detail::readsOnlyInside<Builtin<Profile::Sonic1>>(s, view);
    case Profile::Sonic2: return detail::readsOnlyInside<Builtin<Profile::Sonic2>>(s, view);
    case Profile::Sonic3K: break;
  }
  return detail::readsOnlyInside<Builtin<Profile::Sonic3K>>(s, view);
}

// A pixel on one axis: mostly the first or last one inside the margin, some
// just outside it, some anywhere inside.
std::int32_t nearMargin(std::mt19937& rng, int margin, int size) {
  switch (rng() % 6) {
    case 0: return margin;
    case 1: return size - margin - 1;
    case 2: return margin - 1 - static_cast<int>(rng() % 3);
    case 3: return size - margin + static_cast<int>(rng() % 3);
    default: return margin + static_cast<int>(rng() % static_cast<unsigned>(size - 2 * margin));
  }
}

// A speed: the 16-bit extremes most often, as those reach furthest.
Sub extremeSpeed(std::mt19937& rng) {
  switch (rng() % 6) {
    case 0: return -0x8000;
    case 1: return 0x7FFF;
    case 2: return 0;
    case 3: return static_cast<Sub>(rng() % 0x10000) - 0x8000;
    case 4: return static_cast<Sub>(rng() % 0x1000) - 0x800;
    default: return rng() % 8 == 0 ? static_cast<Sub>(rng()) : -0x7FFF;  // now and then far past the 16 bits
  }
}

PlayerState stateNearMargin(std::mt19937& rng, const PlayerConfig& cfg, int margin, const Level& level) {
  PlayerState s = spawnPlayer(cfg, nearMargin(rng, margin, level.widthPixels()),
                              nearMargin(rng, margin, level.heightPixels()));
  s.x += static_cast<Sub>(rng() % 256);
  s.y += static_cast<Sub>(rng() % 256);
  s.xsp = extremeSpeed(rng);
  s.ysp = extremeSpeed(rng);
  s.gsp = extremeSpeed(rng);
  s.angle = static_cast<Angle>(rng() % 8 == 0 ? 0 : rng());
  s.mode = modeForAngle(s.angle);
  s.airborne = rng() % 2 == 0;
  s.rolling = rng() % 3 == 0;
  s.radiusX = static_cast<std::uint8_t>(s.rolling ? cfg.rollRadiusX : cfg.standRadiusX);
  s.radiusY = static_cast<std::uint8_t>(s.rolling ? cfg.rollRadiusY : cfg.standRadiusY);
  if (rng() % 16 == 0) s.radiusY = static_cast<std::uint8_t>(rng());  // a caller's odd state: checked per read
  s.jumping = rng() % 2 == 0;
  s.rollJumping = rng() % 4 == 0;
  s.facingLeft = rng() % 2 == 0;
  s.controlLock = static_cast<std::uint8_t>(rng() % 4 == 0 ? rng() % 30 : 0);
  s.path = static_cast<std::uint8_t>(rng() % 2);
  s.held = static_cast<Input>(rng() & input::kAll);
  s.ducking = rng() % 4 == 0;
  s.spindashing = cfg.spindash && rng() % 4 == 0;
  s.spindashCharge = static_cast<std::uint16_t>(s.spindashing ? rng() % static_cast<unsigned>(cfg.spindashMaxCharge + 1) : 0u);
  s.angleBuffer = static_cast<Angle>(rng() % 2 == 0 ? detail::kNoFloorAngle : rng());
  s.angleBuffer2 = static_cast<Angle>(rng() % 2 == 0 ? detail::kNoFloorAngle : rng());
  return s;
}

TEST(PlayerInside, TheMarginCoversAFrameAtTopSpeedAndTheLargestReach) {
  // Sonic's sizes in every built-in profile: 19 the largest radius, a roll shift of 5.
  for (int p = 0; p < kProfileCount; ++p) {
    const PlayerConfig cfg = defaultPlayerConfig(static_cast<Profile>(p));
    EXPECT_EQ(detail::castReach(cfg), cfg.standRadiusY) << profileName(cfg.profile);
    EXPECT_EQ(detail::insideMargin(cfg), 128 + 32 + cfg.standRadiusY + kTileSize) << profileName(cfg.profile);
  }
  // A larger reach or roll shift widens it.
  PlayerConfig big = defaultPlayerConfig(Profile::Sonic1);
  big.pushRadius = 40;
  EXPECT_EQ(detail::insideMargin(big), 128 + 32 + 40 + kTileSize);
  big.rollRadiusY = -30;  // a shift of 49
  EXPECT_EQ(detail::insideMargin(big), 128 + 49 + 40 + kTileSize);
}

TEST(PlayerInside, OnlyAStateWellInsideTheLevelSkipsThePerReadCheck) {
  const Level level(48, 40, 1);  // 768 x 640 px
  for (int p = 0; p < kProfileCount; ++p) {
    const Profile profile = static_cast<Profile>(p);
    const PlayerConfig cfg = defaultPlayerConfig(profile);
    const int m = detail::insideMargin(cfg);
    const int w = level.widthPixels(), h = level.heightPixels();
    PlayerState s = spawnPlayer(cfg, m, m);
    EXPECT_TRUE(readsOnlyInside(profile, s, level));
    s = spawnPlayer(cfg, w - m - 1, h - m - 1);
    s.x += 255;
    s.y += 255;
    s.xsp = s.ysp = -0x8000;
    EXPECT_TRUE(readsOnlyInside(profile, s, level));
    for (const auto& [x, y] : {std::pair{m - 1, m}, {m, m - 1}, {w - m, m}, {m, h - m}}) {
      EXPECT_FALSE(readsOnlyInside(profile, spawnPlayer(cfg, x, y), level)) << x << "," << y;
    }
    s = spawnPlayer(cfg, m, m);
    s.xsp = 0x8000;
    EXPECT_FALSE(readsOnlyInside(profile, s, level));
    s.xsp = 0;
    s.ysp = -0x8001;
    EXPECT_FALSE(readsOnlyInside(profile, s, level));
    s.ysp = 0;
    s.radiusX = static_cast<std::uint8_t>(detail::castReach(cfg) + 1);
    EXPECT_FALSE(readsOnlyInside(profile, s, level));
    // A level too small for the margin on one axis is always checked.
    const Level narrow(2 * m / kTileSize, 40, 1);
    EXPECT_FALSE(readsOnlyInside(profile, spawnPlayer(cfg, m, m), narrow));
  }
}

TEST(PlayerInside, NoFrameFromInsideTheMarginReadsOutsideTheLevel) {
  for (int p = 0; p < kProfileCount; ++p) {
    const Profile profile = static_cast<Profile>(p);
    const PlayerConfig cfg = defaultPlayerConfig(profile);
    const PlayerStepFn chosen = playerStepFor(cfg);
    const int m = detail::insideMargin(cfg);
    int inside = 0;
    for (unsigned seed = 1; seed <= 4; ++seed) {
      std::mt19937 rng(seed * 6151 + static_cast<unsigned>(p));
      const Level level = test::randomLevel(rng, 48, 40);
      for (int i = 0; i < 6000; ++i) {
        const PlayerState start = stateNearMargin(rng, cfg, m, level);
        const Input in = static_cast<Input>(rng() & input::kAll);
        const bool once = readsOnlyInside(profile, start, level);
        inside += once;
        PlayerState recorded = start, unchecked = start, general = start;
        StepRecord rec;
        stepPlayer(recorded, level, cfg, in, &rec);
        chosen(unchecked, level, cfg, in, nullptr, {});
        stepPlayerUnspecialised(general, level, cfg, in, nullptr);
        ASSERT_EQ(unchecked, general) << profileName(profile) << " seed " << seed << " state " << i;
        ASSERT_EQ(recorded, general) << profileName(profile) << " seed " << seed << " state " << i;
        if (!once) continue;
        ASSERT_LT(rec.castCount, StepRecord::kMaxCasts);  // every cast recorded
        for (int c = 0; c < rec.castCount; ++c) {
          const SensorResult& r = rec.casts[c].result;
          for (int v = 0; v < r.visitCount; ++v) {
            const TileVisit& t = r.visits[v];
            ASSERT_TRUE(t.tx >= 0 && t.tx < level.width() && t.ty >= 0 && t.ty < level.height())
                << profileName(profile) << " seed " << seed << " state " << i << ": " << sensorName(rec.casts[c].sensor)
                << " read tile " << t.tx << "," << t.ty << " from " << start.x / 256 << "," << start.y / 256;
          }
        }
      }
    }
    EXPECT_GT(inside, 4000) << profileName(profile) << ": too few states ran the unchecked step";
  }
}

// Long runs on a level large enough that most frames run unchecked and many
// cross the margin: the step playerStepFor chose against the general step.
TEST(PlayerInside, RunsAcrossTheMarginStepAsTheCheckedStepDoes) {
  for (int p = 0; p < kProfileCount; ++p) {
    const Profile profile = static_cast<Profile>(p);
    const PlayerConfig cfg = defaultPlayerConfig(profile);
    const PlayerStepFn chosen = playerStepFor(cfg);
    std::mt19937 rng(4242 + static_cast<unsigned>(p));
    const Level level = test::randomLevel(rng, 64, 48);
    PlayerState a = spawnPlayer(cfg, 512, 384), b = a;
    Input held = 0;
    int inside = 0, outside = 0;
    for (int f = 0; f < 30000; ++f) {
      if (rng() % 8 == 0) held = static_cast<Input>(rng() & input::kAll);
      (readsOnlyInside(profile, a, level) ? inside : outside) += 1;
      chosen(a, level, cfg, held, nullptr, {});
      stepPlayerUnspecialised(b, level, cfg, held, nullptr);
      ASSERT_EQ(a, b) << profileName(profile) << " frame " << f;
      if (a.outOfLevel || rng() % 200 == 0) {
        a = b = spawnPlayer(cfg, static_cast<int>(rng() % 1024), static_cast<int>(rng() % 768));
      }
    }
    EXPECT_GT(inside, 1000) << profileName(profile);
    EXPECT_GT(outside, 1000) << profileName(profile);
  }
}

}  // namespace
}  // namespace solidtile

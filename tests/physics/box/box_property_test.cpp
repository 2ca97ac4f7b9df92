// Properties over random levels and inputs: no crash (the sanitize build runs
// these too), the same inputs give the same states, a record changes nothing,
// and on levels of whole tiles the box never ends a step inside a solid tile
// unless it started in one.
#include <random>

#include <gtest/gtest.h>

#include "box_world.h"

namespace solidtile::test {
namespace {

struct RandomWorld : BoxWorld {
  RandomWorld(std::uint32_t seed, bool slopes) : BoxWorld(40, 24, 2) {
    std::mt19937 rng(seed);
    auto pick = [&](int n) { return static_cast<int>(rng() % static_cast<unsigned>(n)); };
    std::vector<int> masks = {full};
    if (slopes) {
      for (int k = 0; k < 4; ++k) {
        masks.push_back(rising(k));
        masks.push_back(falling(k));
      }
      masks.push_back(flat(8));
      HeightMask::Heights h{};
      for (int c = 0; c < 16; ++c) h[static_cast<std::size_t>(c)] = static_cast<std::int8_t>(c + 1);
      masks.push_back(add(heightsMask(h)));
    }
    cfg.slopeMode = pick(2) ? SlopeMode::Linear : SlopeMode::Column;
    for (int layer = 0; layer < 2; ++layer) {
      for (int ty = 0; ty < level.height(); ++ty) {
        for (int tx = 0; tx < level.width(); ++tx) {
          const int roll = pick(100);
          const int floorBias = ty > 18 ? 60 : 0;
          if (roll < 12 + floorBias) {
            const Solidity s = slopes ? static_cast<Solidity>(pick(4)) : (pick(5) == 0 ? Solidity::TopOnly : Solidity::All);
            const auto m = masks[static_cast<std::size_t>(pick(static_cast<int>(masks.size())))];
            level.setTile(layer, tx, ty, Tile::make(m, slopes && pick(4) == 0, slopes && pick(8) == 0, s));
          }
          if (pick(30) == 0) level.setTag(layer, tx, ty, static_cast<TileTag>(1 + pick(kTileTagCount - 1)));
        }
      }
    }
    for (int i = pick(4); i > 0; --i) {
      SolidObject o;
      o.w = 16 + pick(48);
      o.h = 8 + pick(24);
      o.path = {{pick(600), pick(360)}, {pick(600), pick(360)}};
      o.speed = pick(3) * 128;
      o.loop = static_cast<ObjectLoop>(pick(2));
      o.wait = pick(20);
      o.topOnly = pick(2) == 0;
      level.objects.push_back(o);
    }
    // A switcher may put the box on a path whose tiles it overlaps: only in the sloped worlds.
    if (slopes) level.switchers.push_back({pick(600), 0, 400, 0, 1, pick(2) == 0});
  }
};

std::vector<Input> randomInputs(std::uint32_t seed, int n) {
  std::mt19937 rng(seed * 7919u + 1u);
  std::vector<Input> in;
  Input cur = 0;
  for (int i = 0; i < n; ++i) {
    if (rng() % 6 == 0) cur = static_cast<Input>(rng() & input::kAll);
    in.push_back(cur);
  }
  return in;
}

BoxState randomStart(std::uint32_t seed) {
  std::mt19937 rng(seed ^ 0x9e3779b9u);
  BoxState s = spawnBox(static_cast<int>(rng() % 600), static_cast<int>(rng() % 340));
  s.x += static_cast<Sub>(rng() % 256);
  s.path = static_cast<std::uint8_t>(rng() % 2);
  return s;
}

// A tile the box may never end inside: whole, solid on every side, not a ladder or stair.
bool insideSolid(const Level& level, const BoxState& s, Sub w, Sub h) {
  for (int ty = pixelOf(s.y) >> 4; ty <= pixelOf(s.y + h - 1) >> 4; ++ty) {
    for (int tx = pixelOf(s.x) >> 4; tx <= pixelOf(s.x + w - 1) >> 4; ++tx) {
      const Tile t = level.tile(s.path, tx, ty);
      const TileTag tag = level.tag(s.path, tx, ty);
      if (t.empty() || t.solidity() != Solidity::All || tag == TileTag::Ladder || tag == TileTag::StairUpLeft ||
          tag == TileTag::StairUpRight)
        continue;
      return true;
    }
  }
  return false;
}

TEST(BoxProperty, DeterministicAndRecordsChangeNothing) {
  for (std::uint32_t seed = 1; seed <= 60; ++seed) {
    const RandomWorld w(seed, true);
    const auto inputs = randomInputs(seed, 600);
    BoxState a = randomStart(seed), b = a, c = a;
    BoxRecord rec;
    for (std::size_t k = 0; k < inputs.size(); ++k) {
      stepBox(a, w.level, w.cfg, inputs[k]);
      stepBox(b, w.level, w.cfg, inputs[k]);
      stepBox(c, w.level, w.cfg, inputs[k], &rec);
      ASSERT_EQ(a, b) << "seed " << seed << " frame " << k;
      ASSERT_EQ(a, c) << "seed " << seed << " frame " << k << ": the record changed the step";
      ASSERT_LE(rec.testCount, BoxRecord::kMaxTests);
    }
  }
}

// The step without a record takes fast paths (tiles read only when they can
// change the answer); the step with one takes the general path and records
// every probe. Both must give the same state on every frame: random slopes,
// flips, solidities, tags, objects, box sizes, both slope modes.
TEST(BoxProperty, FastPathsGiveTheGeneralPathsStates) {
  std::mt19937 rng(7);
  long frames = 0;
  for (std::uint32_t seed = 1000; seed < 1400; ++seed) {
    RandomWorld w(seed, seed % 4 != 0);
    if (seed % 3 == 0) {
      w.cfg.scaleX = static_cast<std::int32_t>(rng() % 640) + 32;
      w.cfg.scaleY = static_cast<std::int32_t>(rng() % 480) + 32;
      if (!boxConfigProblem(w.cfg).empty()) w.cfg = defaultBoxConfig();
    } else if (seed % 3 == 1) {
      // One number off the default (the default config runs a step of its own).
      std::int32_t BoxConfig::*const fields[] = {
          &BoxConfig::halfWidth,  &BoxConfig::halfHeight,  &BoxConfig::offsetX,       &BoxConfig::offsetY,
          &BoxConfig::scaleX,     &BoxConfig::scaleY,      &BoxConfig::walkSpeed,     &BoxConfig::gravity,
          &BoxConfig::jumpSpeed,  &BoxConfig::maxFall,     &BoxConfig::snapMargin,    &BoxConfig::ladderSpeed,
          &BoxConfig::stairStepX, &BoxConfig::stairStepY,  &BoxConfig::stairFrames,   &BoxConfig::iceAccel,
          &BoxConfig::iceBrake,   &BoxConfig::ledgeStartY, &BoxConfig::ledgeEndY,     &BoxConfig::grabOffset,
          &BoxConfig::keyLockFrames, &BoxConfig::graceFrames};
      BoxConfig c = w.cfg;
      c.*fields[rng() % std::size(fields)] += static_cast<std::int32_t>(rng() % 2) * 2 - 1;
      if (boxConfigProblem(c).empty()) w.cfg = c;
    }
    const auto inputs = randomInputs(seed, 500);
    BoxState fast = randomStart(seed), general = fast;
    BoxRecord rec;
    for (std::size_t k = 0; k < inputs.size(); ++k) {
      stepBox(fast, w.level, w.cfg, inputs[k]);
      stepBox(general, w.level, w.cfg, inputs[k], &rec);
      ASSERT_EQ(fast, general) << "seed " << seed << " frame " << k;
      ++frames;
    }
  }
  EXPECT_EQ(frames, 400 * 500);
}

TEST(BoxProperty, NeverEndsInsideASolidTileUnlessItStartedThere) {
  int checkedRuns = 0;
  for (std::uint32_t seed = 1; seed <= 300; ++seed) {
    const RandomWorld w(seed, false);
    const auto inputs = randomInputs(seed, 600);
    BoxState s = randomStart(seed);
    const Sub bw = pixels(16), bh = pixels(32);
    if (insideSolid(w.level, s, bw, bh)) continue;
    ++checkedRuns;
    for (std::size_t k = 0; k < inputs.size(); ++k) {
      const BoxState before = s;
      stepBox(s, w.level, w.cfg, inputs[k]);
      ASSERT_FALSE(insideSolid(w.level, s, bw, bh))
          << "seed " << seed << " frame " << k << ": from (" << before.x << "," << before.y << ") mode "
          << boxModeName(before.mode) << " to (" << s.x << "," << s.y << ") mode " << boxModeName(s.mode);
    }
  }
  EXPECT_GT(checkedRuns, 50);
}

TEST(BoxProperty, RandomConfigsWithinTheirLimitsNeverCrash) {
  std::mt19937 rng(42);
  for (std::uint32_t seed = 1; seed <= 40; ++seed) {
    RandomWorld w(seed, true);
    w.cfg.walkSpeed = static_cast<Sub>(rng() % 4097);
    w.cfg.maxFall = static_cast<Sub>(rng() % 4096);
    w.cfg.gravity = static_cast<Sub>(rng() % 512);
    w.cfg.jumpSpeed = static_cast<Sub>(rng() % 4096);
    w.cfg.scaleX = static_cast<std::int32_t>(rng() % 512) + 32;
    w.cfg.scaleY = static_cast<std::int32_t>(rng() % 512) + 16;
    if (!boxConfigProblem(w.cfg).empty()) continue;
    BoxState s = randomStart(seed);
    BoxRecord rec;
    for (Input in : randomInputs(seed, 400)) stepBox(s, w.level, w.cfg, in, &rec);
    EXPECT_TRUE(s.frame >= 400u || boxOutOfLevel(s, w.level)) << "every step ran, unless the box fell out of the level";
  }
}

}  // namespace
}  // namespace solidtile::test

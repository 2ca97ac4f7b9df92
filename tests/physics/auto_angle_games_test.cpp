// computeAngle against the angles the original designers stored, on the
// games' own collision data. The data is never in this repository: point
// SOLIDTILE_DISASM_DIR at a folder holding checkouts of sonicretro/s1disasm,
// sonicretro/s2disasm and sonicretro/skdisasm (as s1disasm/, s2disasm/ and
// skdisasm/); without it the test skips, and a game whose files are missing
// is skipped with a message.
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "solidtile/auto_angle.h"

namespace solidtile {
namespace {

std::vector<unsigned char> readFile(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(f), std::istreambuf_iterator<char>()};
}

int stepsApart(int a, int b) {
  const int d = (a - b) & 255;
  return d > 128 ? 256 - d : d;
}

struct Score {
  int masks = 0, within4 = 0, refused = 0;
  double percent() const { return masks ? 100.0 * within4 / masks : 0; }
};

// The ordinary slope masks: at least 4 partial columns or rows, flagged ones left out.
Score score(const std::vector<unsigned char>& heights, const std::vector<unsigned char>& angles) {
  Score s;
  for (int i = 0; i < 256; ++i) {
    if (angles[static_cast<std::size_t>(i)] == kFlaggedAngle) continue;
    HeightMask::Heights h{};
    for (int c = 0; c < 16; ++c) h[static_cast<std::size_t>(c)] = static_cast<std::int8_t>(heights[static_cast<std::size_t>(i * 16 + c)]);
    const auto m = HeightMask::fromHeights(h, 0);
    if (!m) continue;
    auto partial = [](int v) { return v != 0 && v != 16 && v != -16; };
    int cols = 0, rows = 0;
    for (int k = 0; k < 16; ++k) {
      cols += partial(m->height(k));
      rows += partial(m->width(k));
    }
    if (cols < 4 && rows < 4) continue;
    ++s.masks;
    const AutoAngle a = computeAngle(*m);
    if (!a.determined) {
      ++s.refused;
    } else if (stepsApart(a.angle, angles[static_cast<std::size_t>(i)]) <= 4) {
      ++s.within4;
    }
  }
  return s;
}

struct Game {
  const char* name;
  const char* heights;
  const char* angles;
  double atLeast;  // percent within 4 steps, as measured when this was written
};

TEST(AutoAngleOnTheGamesData, MatchesTheDesignersAnglesWithinFourSteps) {
  const char* dir = std::getenv("SOLIDTILE_DISASM_DIR");
  if (!dir) GTEST_SKIP() << "SOLIDTILE_DISASM_DIR is not set (the games' data stays outside the repository)";
  const Game games[] = {
      {"Sonic 1", "/s1disasm/collide/Collision Array (Normal).bin", "/s1disasm/collide/Angle Map.bin", 98.0},
      {"Sonic 2", "/s2disasm/collision/Collision array - Vertical.bin",
       "/s2disasm/collision/Curve and resistance mapping.bin", 93.5},
      // The arrays sonic3k.asm includes (the S3 ones are for Sonic 3 alone).
      {"Sonic 3 & Knuckles", "/skdisasm/Levels/Misc/Height Maps.bin", "/skdisasm/Levels/Misc/angles.bin", 92.0},
  };
  for (const Game& g : games) {
    const auto heights = readFile(std::string(dir) + g.heights);
    const auto angles = readFile(std::string(dir) + g.angles);
    if (heights.empty() && angles.empty()) {
      std::printf("%s: no data under %s, skipped\n", g.name, dir);
      continue;
    }
    ASSERT_EQ(heights.size(), 4096u) << g.name << ": " << dir << g.heights;
    ASSERT_EQ(angles.size(), 256u) << g.name << ": " << dir << g.angles;
    const Score s = score(heights, angles);
    std::printf("%s: %d masks, %d within 4 steps (%.1f%%), %d refused\n", g.name, s.masks, s.within4, s.percent(),
                s.refused);
    EXPECT_EQ(s.refused, 0) << g.name;
    EXPECT_GE(s.percent(), g.atLeast) << g.name;
  }
}

}  // namespace
}  // namespace solidtile

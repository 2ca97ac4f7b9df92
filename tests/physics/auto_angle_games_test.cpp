// computeAngle against the angles the original designers stored, on the
// games' own collision data. The data is never in this repository: point
// SOLIDTILE_DISASM_DIR at a folder holding checkouts of sonicretro/s1disasm,
// sonicretro/s2disasm and sonicretro/skdisasm (as s1disasm/, s2disasm/ and
// skdisasm/); without it the test skips, and a game whose files are missing
// is skipped with a message.
#include <array>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "solidtile/level/auto_angle.h"
#include "solidtile/io/sega_compression.h"

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

std::vector<unsigned char> readKosinski(const std::string& path) {
  const auto in = readFile(path);
  const auto d = io::sega::decodeKosinski(in);
  return d.ok() ? d.bytes : std::vector<unsigned char>{};
}

// Which masks some level uses: a solid block of some chunk reaches them through
// its zone's collision index (either path, any flip). Every chunk of a file
// counts, used by a level or not, so "unused" is certain.
using Used = std::array<bool, 256>;
using Index = std::vector<unsigned char>;  // mask number per block

// Chunk words: block in the low 10 bits, then two solidity bits per path from
// `firstSolidBit` (Sonic 1 has one path, at bit 13; Sonic 2 and 3 two, at 12 and 14).
void markChunks(const std::vector<unsigned char>& chunks, const std::vector<const Index*>& paths, int firstSolidBit,
                Used& used) {
  for (std::size_t k = 0; k + 1 < chunks.size(); k += 2) {
    const unsigned word = static_cast<unsigned>(chunks[k] << 8 | chunks[k + 1]);
    const unsigned block = word & 0x3FFu;
    for (std::size_t p = 0; p < paths.size(); ++p) {
      if (((word >> (firstSolidBit + 2 * static_cast<int>(p))) & 3u) == 0) continue;
      if (block < paths[p]->size()) used[(*paths[p])[block]] = true;
    }
  }
}

Used sonic1Used(const std::string& root) {
  Used used{};
  const std::pair<const char*, const char*> zones[] = {{"GHZ", "GHZ"},       {"LZ", "LZ"},   {"MZ", "MZ"},
                                                       {"MZ", "MZ (JP1)"},   {"SBZ", "SBZ"}, {"SBZ", "SBZ (JP1)"},
                                                       {"SLZ", "SLZ"},       {"SYZ", "SYZ"}};
  for (const auto& [zone, chunks] : zones) {
    const Index index = readFile(root + "/collide/" + zone + ".bin");
    markChunks(readKosinski(root + "/map256/" + chunks + ".kos"), {&index}, 13, used);
  }
  return used;
}

Used sonic2Used(const std::string& root) {
  Used used{};
  const std::pair<const char*, const char*> zones[] = {
      {"EHZ_HTZ", "EHZ and HTZ"}, {"MTZ", "MTZ"}, {"OOZ", "OOZ"},         {"MCZ", "MCZ"},
      {"CNZ", "CNZ"},             {"ARZ", "ARZ"}, {"CPZ_DEZ", "CPZ and DEZ"}, {"WFZ_SCZ", "WFZ and SCZ"}};
  for (const auto& [chunks, zone] : zones) {
    const std::string base = root + "/collision/" + zone;
    const Index primary = readKosinski(base + " primary 16x16 collision index.kos");
    Index secondary = readKosinski(base + " secondary 16x16 collision index.kos");
    if (secondary.empty()) secondary = primary;  // zones with one index use it for both paths
    markChunks(readKosinski(root + "/mappings/128x128/" + chunks + ".kos"), {&primary, &secondary}, 12, used);
  }
  return used;
}

// Sonic 3 & Knuckles: per zone, collision files of 768 big-endian words per
// path (3072 bytes) or 768 interleaved byte pairs (1536), and Kosinski chunk files.
Used sonic3kUsed(const std::string& root) {
  namespace fs = std::filesystem;
  Used used{};
  std::error_code ec;
  for (const auto& zone : fs::directory_iterator(root + "/Levels", ec)) {
    std::vector<Index> primaries, secondaries;
    for (const auto& f : fs::directory_iterator(zone.path() / "Collision", ec)) {
      const auto d = readFile(f.path().string());
      Index p(768), q(768);
      for (std::size_t b = 0; b < 768 && (d.size() == 3072 || d.size() == 1536); ++b) {
        p[b] = d.size() == 3072 ? d[2 * b + 1] : d[2 * b];
        q[b] = d.size() == 3072 ? d[0x600 + 2 * b + 1] : d[2 * b + 1];
      }
      primaries.push_back(p);
      secondaries.push_back(q);
    }
    for (const auto& f : fs::directory_iterator(zone.path() / "Chunks", ec)) {
      const auto chunks = readKosinski(f.path().string());
      for (std::size_t i = 0; i < primaries.size(); ++i) markChunks(chunks, {&primaries[i], &secondaries[i]}, 12, used);
    }
  }
  return used;
}

struct Score {
  int masks = 0, within4 = 0, refused = 0;
  int used = 0, usedWithin4 = 0;  // of the masks some level uses
  double percent() const { return masks ? 100.0 * within4 / masks : 0; }
  double usedPercent() const { return used ? 100.0 * usedWithin4 / used : 0; }
};

// The ordinary slope masks: at least 4 partial columns or rows, flagged ones left out.
Score score(const std::vector<unsigned char>& heights, const std::vector<unsigned char>& angles, const Used& used) {
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
    const bool near = a.determined && stepsApart(a.angle, angles[static_cast<std::size_t>(i)]) <= 4;
    if (!a.determined) ++s.refused;
    s.within4 += near;
    if (used[static_cast<std::size_t>(i)]) {
      ++s.used;
      s.usedWithin4 += near;
    }
  }
  return s;
}

struct Game {
  const char* name;
  const char* heights;
  const char* angles;
  double atLeast;      // percent within 4 steps, as measured: one mask fewer fails
  double usedAtLeast;  // the same of the masks some level uses
  Used (*usedMasks)(const std::string& root);
  const char* root;
};

TEST(AutoAngleOnTheGamesData, MatchesTheDesignersAnglesWithinFourSteps) {
  const char* dir = std::getenv("SOLIDTILE_DISASM_DIR");
  if (!dir) GTEST_SKIP() << "SOLIDTILE_DISASM_DIR is not set (the games' data stays outside the repository)";
  const Game games[] = {
      {"Sonic 1", "/s1disasm/collide/Collision Array (Normal).bin", "/s1disasm/collide/Angle Map.bin", 99.5, 100.0,
       sonic1Used, "/s1disasm"},
      {"Sonic 2", "/s2disasm/collision/Collision array - Vertical.bin",
       "/s2disasm/collision/Curve and resistance mapping.bin", 94.0, 94.0, sonic2Used, "/s2disasm"},
      // The arrays sonic3k.asm includes (the S3 ones are for Sonic 3 alone).
      {"Sonic 3 & Knuckles", "/skdisasm/Levels/Misc/Height Maps.bin", "/skdisasm/Levels/Misc/angles.bin", 92.5, 92.5,
       sonic3kUsed, "/skdisasm"},
  };
  // The measure: Sonic 1's and Sonic 2's masks together, each game's
  // map on its own (a shape both games hold counts once per game, as each
  // game's designers chose its angle).
  Score first2;
  int gamesRead = 0;
  for (const Game& g : games) {
    const auto heights = readFile(std::string(dir) + g.heights);
    const auto angles = readFile(std::string(dir) + g.angles);
    if (heights.empty() && angles.empty()) {
      std::printf("%s: no data under %s, skipped\n", g.name, dir);
      continue;
    }
    ASSERT_EQ(heights.size(), 4096u) << g.name << ": " << dir << g.heights;
    ASSERT_EQ(angles.size(), 256u) << g.name << ": " << dir << g.angles;
    const Score s = score(heights, angles, g.usedMasks(std::string(dir) + g.root));
    std::printf("%s: %d masks, %d within 4 steps (%.1f%%), %d refused; used by a level: %d, %d within 4 (%.1f%%)\n",
                g.name, s.masks, s.within4, s.percent(), s.refused, s.used, s.usedWithin4, s.usedPercent());
    EXPECT_EQ(s.refused, 0) << g.name;
    EXPECT_GE(s.percent(), g.atLeast) << g.name;
    // Sonic 2 leaves 74 of its 193 slope masks to no zone, the others a few.
    EXPECT_GT(s.used * 2, s.masks) << g.name << ": the levels' chunks and collision indices were not read";
    EXPECT_GE(s.usedPercent(), g.usedAtLeast) << g.name;
    if (&g - games < 2) {
      first2.masks += s.masks;
      first2.within4 += s.within4;
      ++gamesRead;
    }
  }
  if (gamesRead == 2) {
    std::printf("Sonic 1 and 2: %d masks, %d within 4 steps (%.1f%%)\n", first2.masks, first2.within4, first2.percent());
    EXPECT_GE(first2.percent(), 97.0);
  }
}

}  // namespace
}  // namespace solidtile

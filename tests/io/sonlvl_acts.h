// The checks both games' disassembly tests make of a real act: it imports,
// has the expected size and start, passes the level validator, and its art
// covers the level; prints the figures and times.
#pragma once

#include <gtest/gtest.h>

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <string>

#include "solidtile/io/level_file.h"
#include "solidtile/io/sonlvl.h"

namespace solidtile::test {

// 0xRRGGBBAA of a pixel of rendered art.
inline std::uint32_t pixel(const io::LevelArt& art, int x, int y) {
  const std::uint8_t* p = &art.rgba[(static_cast<std::size_t>(y) * static_cast<std::size_t>(art.width) + static_cast<std::size_t>(x)) * 4];
  return static_cast<std::uint32_t>(p[0]) << 24 | static_cast<std::uint32_t>(p[1]) << 16 | static_cast<std::uint32_t>(p[2]) << 8 | p[3];
}

// Every problem of an import, as one message.
inline std::string allProblems(const io::SonlvlImportResult& r) { return io::describe("p", r.problems); }

struct DisassemblyAct {
  const char* name;
  int width, height, startX, startY;  // tiles, pixels
};

// Leaves `r` without a file (and a fatal failure) when the import is refused.
inline void importDisassemblyAct(const io::SonlvlProject& p, const DisassemblyAct& a, io::SonlvlImportResult& r) {
  const auto started = std::chrono::steady_clock::now();
  r = io::importSonlvlLevel(p, a.name);
  const auto us = std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - started).count();
  ASSERT_TRUE(r.file) << io::describe(a.name, r.problems);
  const Level& l = r.file->level;
  EXPECT_EQ(l.width(), a.width) << a.name;
  EXPECT_EQ(l.height(), a.height) << a.name;
  EXPECT_EQ(l.startX, a.startX) << a.name;
  EXPECT_EQ(l.startY, a.startY) << a.name;
  EXPECT_TRUE(io::parseLevel(io::formatLevel(*r.file)).file) << a.name << ": the level validator refuses it";
  const auto artStarted = std::chrono::steady_clock::now();
  const io::SonlvlArtResult art = io::renderSonlvlArt(p, a.name);
  const auto artUs = std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - artStarted).count();
  ASSERT_TRUE(art.art) << io::describe(a.name, art.problems);
  EXPECT_EQ(art.art->width, a.width * 16) << a.name;
  EXPECT_EQ(art.art->height, a.height * 16) << a.name;
  std::printf("%s: %d x %d tiles, %zu masks, %zu path switchers, start (%d,%d), imported in %lld us, art drawn in %lld us\n", a.name,
              l.width(), l.height(), l.masks().size(), l.switchers.size(), l.startX, l.startY, static_cast<long long>(us),
              static_cast<long long>(artUs));
}

}  // namespace solidtile::test

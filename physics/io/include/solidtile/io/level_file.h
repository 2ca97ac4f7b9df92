// The level file, format "solidtile-level" (JSON). See docs/formats.md.
#pragma once

#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "solidtile/io/problem.h"
#include "solidtile/level.h"

namespace solidtile::io {

// The newest version this program reads. Version 2 adds tile tags, mask
// edges and objects; a level using none of them is still written as version 1.
inline constexpr int kLevelFormatVersion = 2;
inline constexpr int kLevelFormatBaseVersion = 1;
// Room for the largest level LevelLimits allows, written one row per line.
inline constexpr std::size_t kMaxLevelFileBytes = 512u * 1024u * 1024u;
// Start points and path switchers, in pixels: far beyond any level, yet
// 256 times it (subpixels) still fits in 32 bits.
inline constexpr int kMaxCoordinate = 1 << 22;

struct LevelFile {
  std::string name;
  Level level;
  // Masks whose angle the file gave as "auto": computed on load, written back
  // as "auto" while the mask's angle still equals the computed one.
  std::vector<bool> autoAngle;
  // Top-level keys this version does not know, kept verbatim (a JSON object) so a
  // newer file survives a round trip through an older program.
  std::string unknownJson = "{}";
};

struct LoadResult {
  std::optional<LevelFile> file;  // set only when problems is empty
  std::vector<Problem> problems;  // every problem found (up to kMaxProblems), not just the first
};

LoadResult parseLevel(std::string_view text);
LoadResult loadLevel(const std::filesystem::path& path);
// Deterministic: the same LevelFile gives the same bytes. Tiles one row per line.
std::string formatLevel(const LevelFile& file);
// The version formatLevel writes: 2 when the level has tags, mask edges or objects, else 1.
int levelFormatVersionFor(const Level& level);
// Writes a temporary file beside `path` and renames it over, so a failed save
// never leaves a half-written file. False with `why` on failure.
bool saveLevel(const std::filesystem::path& path, const LevelFile& file, std::string* why);

}  // namespace solidtile::io

// LDtk projects (https://ldtk.io), to and from a Level. A level becomes one
// LDtk level: a Tiles layer per collision path over a tileset drawn from the
// masks, each tile's mask in the tileset's per-tile custom data (JSON), flips
// in the tiles' flip bits, tags as IntGrid layers, the start, switchers,
// loops, markers and solid objects as entities. A project drawn in LDtk
// imports too: from a tileset carrying that custom data, from the alpha of
// its tileset image, or from a plain IntGrid collision layer. See
// docs/formats.md, "LDtk projects".
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "solidtile/io/collision_png.h"
#include "solidtile/io/level_file.h"
#include "solidtile/io/problem.h"
#include "solidtile/io/tiled.h"
#include "solidtile/level/tags.h"

namespace solidtile::io {

// Reads a file the project names (a tileset image, an external level), relative to the project's directory.
using LdtkFileReader = TiledFileReader;

struct LdtkFiles {
  std::string project;  // the .ldtk JSON
  std::string image;    // the collision tileset's PNG
};

// `image` is the tileset image's path as the project names it (beside the .ldtk).
LdtkFiles exportLdtk(const LevelFile& file, const std::string& image);

// What an IntGrid value is, for a map whose collision is an IntGrid layer.
enum class IntGridMeaning : std::uint8_t { Solid, TopOnly, None, Ladder, Ice, StairUpRight, StairUpLeft };
inline constexpr int kIntGridMeaningCount = 7;
const char* intGridMeaningName(IntGridMeaning m);  // solid, top_only, none, ladder, ice, stair_up_right, stair_up_left
// By the value's identifier: a ladder, ice, stairs, one-way platform by its
// words ("Ice_block", "OneWay", "stairs_left"), anything else solid.
IntGridMeaning intGridMeaningByName(std::string_view identifier);

struct IntGridRule {
  std::string value;  // an IntGrid value's identifier (any case) or its number
  IntGridMeaning meaning = IntGridMeaning::Solid;
};
// "ladder=ladder,water=none": nullopt with `why` naming the bad entry.
std::optional<std::vector<IntGridRule>> parseIntGridRules(std::string_view text, std::string* why);

struct LdtkImportOptions {
  std::string level;  // a level's identifier or its index in the project; empty: the first level
  std::vector<IntGridRule> intGrid;  // before the by-name meanings
};

struct LdtkImportResult {
  std::optional<LevelFile> file;  // set only when problems is empty
  std::vector<Problem> problems;  // each naming level, layer, entity or tileset
  ImportSummary summary;
  std::string level;     // the LDtk level's identifier
  bool fromIntGrid = false;  // collision came from an IntGrid layer (the level's controller is then the box)
};

LdtkImportResult importLdtk(std::string_view text, const LdtkFileReader& read, const LdtkImportOptions& options = {});
LdtkImportResult importLdtkFile(const std::filesystem::path& path, const LdtkImportOptions& options = {});

}  // namespace solidtile::io

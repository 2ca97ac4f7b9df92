// Tiled maps (https://www.mapeditor.org): TMX with a TSX tileset, and Tiled's
// JSON format, to and from a Level. A tileset tile carries a mask as custom
// properties (`heights`, `angle`, `solidity`), or its heights come from the
// alpha of its tileset image; tile flips are the gid's flip bits. See
// docs/formats.md, "Tiled maps".
#pragma once

#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "solidtile/io/collision_png.h"
#include "solidtile/io/level_file.h"
#include "solidtile/io/problem.h"

namespace solidtile::io {

// Bytes a map refers to (a tileset, an image), by the path the file gives,
// relative to the map's directory; nullopt with `why` when it cannot be read.
using TiledFileReader = std::function<std::optional<std::string>(const std::string& path, std::string* why)>;
// Reads files from `directory`, each at most kMaxImageFileBytes.
TiledFileReader tiledFilesIn(const std::filesystem::path& directory);

inline constexpr std::size_t kMaxTiledFileBytes = 256u * 1024u * 1024u;

// What export writes: the map, its tileset (TSX; empty for JSON, whose map
// holds the tileset) and the tileset image (PNG).
struct TiledFiles {
  std::string map;
  std::string tileset;
  std::string image;
  // What the map could not carry (a NUL character in a name for TMX, whose
  // XML cannot hold one); when not empty, nothing is to be written.
  std::vector<Problem> problems = {};
};

// How the map names its other files (relative to the map's directory).
struct TiledNames {
  std::string tileset = "collision.tsx";
  std::string image = "collision.png";
};

// The tileset holds every mask (tile i is masks[i], solidity all) and then a
// tile for each other (mask, solidity) the level uses; one tile layer per
// layer ("path 0", "path 1"); the start and switchers as objects; the name
// as a map property.
TiledFiles exportTmx(const LevelFile& file, const TiledNames& names);
TiledFiles exportTiledJson(const LevelFile& file, const TiledNames& names);

struct TiledImportResult {
  std::optional<LevelFile> file;  // set only when problems is empty
  std::vector<Problem> problems;  // each naming the element: "layer 'path 0' tile (3,4)", "tileset 'masks' tile 7"
  ImportSummary summary;
};

TiledImportResult importTmx(std::string_view text, const TiledFileReader& read);
TiledImportResult importTiledJson(std::string_view text, const TiledFileReader& read);
// By the file's extension: .tmx, else Tiled JSON (.tmj, .json).
TiledImportResult importTiledFile(const std::filesystem::path& path);

}  // namespace solidtile::io

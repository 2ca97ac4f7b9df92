// solidtile import-tiled: builds a level from a Tiled map (TMX or JSON).
#include <cstdio>
#include <filesystem>
#include <string>

#include "cli_files.h"
#include "command.h"
#include "solidtile/io/level_file.h"
#include "solidtile/io/tiled.h"

namespace {
using namespace solidtile;
using namespace solidtile::cli;

int run(const Args& args);

const Command kImportTiled{
    "import-tiled",
    "import-tiled MAP.tmx -o LEVEL.json [--name NAME]",
    "Builds a level from a Tiled map (TMX or JSON)",
    "Reads a TMX map (or Tiled JSON: .tmj, .json) of 16 x 16 px tiles and its\n"
    "tilesets. The collision layers are the tile layers named 'path 0' and\n"
    "'path 1', or else the map's only one or two tile layers. A tileset tile's\n"
    "mask comes from its custom properties (heights: 16 numbers -16..16, angle:\n"
    "0..255, $FF or auto, solidity: all, top_only, sides_and_bottom or none), or,\n"
    "without 'heights', from the alpha of its cell in the tileset image (solid\n"
    "where alpha > 127; the angle computed). Flipped and rotated (diagonal flip)\n"
    "tiles become masks with flips; equal masks are stored once. The object\n"
    "named 'start' is the start point; objects of type 'path_switcher' are path\n"
    "switchers (properties left, right, ground_only).\n\n"
    "Layer data may be CSV or base64 (uncompressed, zlib, gzip or zstd).\n"
    "Infinite maps, other tile sizes, hexagonal rotation, gids outside every\n"
    "tileset and missing files are refused, each problem naming the element.\n\n"
    "  -o, --output LEVEL.json  the level to write (atomically)\n"
    "  --name NAME              the level's name (default: the map's 'name'\n"
    "                           property, else the map's file name)",
    run};

int run(const Args& args) {
  std::string map;
  ImportOutput out;
  const int e = parseOperandAndOptions(kImportTiled, args, "map", map,
                                       [&](std::string_view a, auto v) { return out.take(kImportTiled, a, v); });
  if (e != kExitOk) return e;
  if (const int missing = out.required(kImportTiled)) return missing;
  const std::string& output = out.path;
  io::TiledImportResult r = io::importTiledFile(map);
  if (!r.file) {
    std::fputs(io::describe(map, r.problems).c_str(), stderr);
    return kExitFailed;
  }
  io::LevelFile& file = *r.file;
  if (out.name) file.name = *out.name;
  else if (file.name.empty()) file.name = std::filesystem::path(map).stem().string();
  if (!saveLevelOrReport(output, file)) return kExitFailed;
  const io::ImportSummary& s = r.summary;
  std::printf("%s: %d x %d tiles, %d layer%s, %d masks (%d flagged $FF), %d tiles (%d flipped), start (%d, %d)\n",
              output.c_str(), file.level.width(), file.level.height(), file.level.layerCount(),
              file.level.layerCount() == 1 ? "" : "s", s.masks, s.flaggedMasks, s.tiles, s.flippedTiles,
              file.level.startX, file.level.startY);
  return kExitOk;
}

[[maybe_unused]] const bool registered = registerCommand(kImportTiled);

}  // namespace

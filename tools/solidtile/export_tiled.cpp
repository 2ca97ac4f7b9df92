// solidtile export-tiled: writes a level as a Tiled map (TMX + TSX, or JSON) and its tileset image.
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
namespace fs = std::filesystem;

int run(const Args& args);

const Command kExportTiled{
    "export-tiled",
    "export-tiled LEVEL.json -o MAP.tmx [--json]",
    "Writes a level as a Tiled map with its collision tileset",
    "Writes a TMX map (one tile layer per collision path, 'path 0' and 'path 1',\n"
    "CSV data, flips in the gids' flip bits), beside it a TSX tileset MAP.tsx whose\n"
    "tiles carry the masks as custom properties (heights: 16 numbers, angle: a\n"
    "byte or auto, solidity: all, top_only, sides_and_bottom or none), and the\n"
    "tileset image MAP.png drawn from the masks. The start point and the path\n"
    "switchers are objects of the object layer 'solidtile', the level's name a\n"
    "map property. A version 2+ level's tile tags go in hidden tile layers 'tags\n"
    "path 0' and 'tags path 1' (over the tileset 'solidtile tags'), its loops,\n"
    "object markers and solid objects in objects of type loop, marker and\n"
    "solid_object, mask edges in the tiles' 'edges' property and the box config\n"
    "in the map property 'box_config'. import-tiled reads it back to the same level.\n\n"
    "  -o, --output MAP.tmx  the map to write (its tileset and image go beside it)\n"
    "  --json                write Tiled's JSON map format instead (the tileset\n"
    "                        inside the map; MAP.json or MAP.tmj)\n\n"
    "All files are written atomically.",
    run};

struct Options {
  std::string level;
  std::string output;
  bool json = false;
};

int parse(const Args& args, Options& o) {
  Args rest;
  for (std::string_view a : args) {
    if (a == "--json") o.json = true;
    else rest.push_back(a);
  }
  const int e = parseOperandAndOptions(kExportTiled, rest, "level file", o.level, [&](std::string_view a, auto v) {
    if (a != "-o" && a != "--output") return kUnknownOption;
    if (!v) return usageError(kExportTiled, std::string(a) + " needs the map file to write");
    o.output = *v;
    return kExitOk;
  });
  if (e != kExitOk) return e;
  if (o.output.empty()) return usageError(kExportTiled, "no output given (-o MAP.tmx)");
  return kExitOk;
}

int run(const Args& args) {
  Options o;
  if (const int e = parse(args, o)) return e;
  const std::optional<io::LevelFile> loaded = loadLevelOrReport(o.level);
  if (!loaded) return kExitFailed;
  const fs::path map(o.output);
  io::TiledNames names;
  names.tileset = map.stem().string() + ".tsx";
  names.image = map.stem().string() + ".png";
  const io::TiledFiles files = o.json ? io::exportTiledJson(*loaded, names) : io::exportTmx(*loaded, names);
  if (!files.problems.empty()) {
    std::fputs(io::describe(o.level, files.problems).c_str(), stderr);
    return kExitFailed;
  }
  const fs::path dir = map.parent_path();
  if (!writeOrReport((dir / names.image).string(), files.image)) return kExitFailed;
  if (!o.json && !writeOrReport((dir / names.tileset).string(), files.tileset)) return kExitFailed;
  if (!writeOrReport(map.string(), files.map)) return kExitFailed;
  const Level& level = loaded->level;
  std::printf("%s: %d x %d tiles, %d layer%s, %zu masks; tileset %s%s\n", o.output.c_str(), level.width(),
              level.height(), level.layerCount(), level.layerCount() == 1 ? "" : "s", level.masks().size(),
              o.json ? "inside, image " : (names.tileset + ", image ").c_str(), names.image.c_str());
  return kExitOk;
}

[[maybe_unused]] const bool registered = registerCommand(kExportTiled);

}  // namespace

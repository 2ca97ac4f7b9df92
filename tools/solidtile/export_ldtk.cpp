// solidtile export-ldtk: writes a level as an LDtk project and its collision tileset image.
#include <cstdio>
#include <filesystem>
#include <string>

#include "cli_files.h"
#include "command.h"
#include "solidtile/io/ldtk.h"
#include "solidtile/io/level_file.h"

namespace {
using namespace solidtile;
using namespace solidtile::cli;
namespace fs = std::filesystem;

int run(const Args& args);

const Command kExportLdtk{
    "export-ldtk",
    "export-ldtk LEVEL.json -o MAP.ldtk",
    "Writes a level as an LDtk project with its collision tileset",
    "Writes an LDtk project (LDtk 1.5 JSON) holding one level: a Tiles layer per\n"
    "collision path ('Path_0', 'Path_1') over the tileset 'Solidtile_collision',\n"
    "whose image MAP.png is drawn from the masks and whose tiles carry each mask\n"
    "in their custom data, as JSON: {\"heights\": [16 numbers], \"angle\": a byte\n"
    "or \"auto\", \"solidity\": \"all\", \"top_only\", \"sides_and_bottom\" or \"none\",\n"
    "\"edges\": [left, right] when set}. Flips are the tiles' flip bits. Tags are\n"
    "IntGrid layers 'Tags_path_0' and 'Tags_path_1' (values ladder, ice,\n"
    "stair_up_right, stair_up_left); the start, path switchers, loops, object\n"
    "markers and solid objects are entities of the layer 'Solidtile'; the name,\n"
    "box config, profile and controller are level fields. import-ldtk reads it\n"
    "back to the same level.\n\n"
    "  -o, --output MAP.ldtk  the project to write (its tileset image goes beside it)\n\n"
    "All files are written atomically.",
    run};

int run(const Args& args) {
  std::string level;
  ImportOutput out;
  out.noun = "project file";
  out.example = "MAP.ldtk";
  const int e = parseOperandAndOptions(kExportLdtk, args, "level file", level,
                                       [&](std::string_view a, auto v) { return out.take(kExportLdtk, a, v, false); });
  if (e != kExitOk) return e;
  if (const int r = out.required(kExportLdtk); r != kExitOk) return r;
  const std::string& output = out.path;
  const std::optional<io::LevelFile> loaded = loadLevelOrReport(level);
  if (!loaded) return kExitFailed;
  const fs::path project(output);
  const std::string image = project.stem().string() + ".png";
  const io::LdtkFiles files = io::exportLdtk(*loaded, image);
  if (!writeOrReport((project.parent_path() / image).string(), files.image)) return kExitFailed;
  if (!writeOrReport(output, files.project)) return kExitFailed;
  const Level& l = loaded->level;
  std::printf("%s: %d x %d tiles, %d layer%s, %zu masks; tileset image %s\n", output.c_str(), l.width(), l.height(),
              l.layerCount(), l.layerCount() == 1 ? "" : "s", l.masks().size(), image.c_str());
  return kExitOk;
}

[[maybe_unused]] const bool registered = registerCommand(kExportLdtk);

}  // namespace

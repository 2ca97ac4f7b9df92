// solidtile import-ldtk: builds a level from a level of an LDtk project.
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

int run(const Args& args);

const Command kImportLdtk{
    "import-ldtk",
    "import-ldtk MAP.ldtk -o LEVEL.json [--level NAME|INDEX] [--intgrid-map VALUE=MEANING,...]",
    "Builds a level from a level of an LDtk project",
    "Reads one level of an LDtk project (the first, or the one --level names by\n"
    "identifier or index) on a 16 px grid. Collision comes from, in this order:\n"
    "the Tiles layers 'Path_0' and 'Path_1'; else the Tiles layers whose tileset\n"
    "gives tiles' heights in their custom data (JSON: heights, angle, solidity,\n"
    "edges), a tile without them taking its shape from its tileset image's alpha;\n"
    "else the IntGrid layer (the one named for collision, e.g. 'Collisions');\n"
    "else the Tiles layers over their images' alpha. In an IntGrid layer every\n"
    "non-zero value is a full solid tile, except values whose identifier names a\n"
    "ladder, ice, stairs (left: climbing left) or a one-way platform (one_way,\n"
    "platform, jumpthrough, semisolid), which become that tag or a top-only tile;\n"
    "such a level is set to play with the box controller. IntGrid layers\n"
    "'Tags_path_0'/'Tags_path_1' give tags. Entities 'start' (else 'Player'),\n"
    "'path_switcher', 'loop', 'marker' and 'solid_object' and the level fields\n"
    "name, box_config, profile, controller are read as export-ldtk writes them.\n\n"
    "  -o, --output LEVEL.json    the level to write (atomically)\n"
    "  --level NAME|INDEX         the project's level to read (default: the first)\n"
    "  --intgrid-map RULES        what IntGrid values mean, by identifier or number:\n"
    "                             ladder=ladder,water=none (meanings: solid, top_only,\n"
    "                             platform, none, ladder, ice, stair_up_right,\n"
    "                             stair_up_left)\n"
    "  --name NAME                the level's name (default: the level field 'name',\n"
    "                             else the LDtk level's identifier)",
    run};

int run(const Args& args) {
  std::string map;
  ImportOutput out;
  io::LdtkImportOptions options;
  const int e = parseOperandAndOptions(kImportLdtk, args, "project", map, [&](std::string_view a, auto v) {
    if (const int taken = out.take(kImportLdtk, a, v); taken != kUnknownOption) {
      return taken;
    } else if (a == "--level") {
      if (!v || v->empty()) return usageError(kImportLdtk, "--level needs a level's identifier or index");
      options.level = *v;
    } else if (a == "--intgrid-map") {
      if (!v) return usageError(kImportLdtk, "--intgrid-map needs VALUE=MEANING,...");
      std::string why;
      auto rules = io::parseIntGridRules(*v, &why);
      if (!rules) return usageError(kImportLdtk, "--intgrid-map: " + why);
      options.intGrid.insert(options.intGrid.end(), rules->begin(), rules->end());
    } else {
      return kUnknownOption;
    }
    return kExitOk;
  });
  if (e != kExitOk) return e;
  if (const int missing = out.required(kImportLdtk)) return missing;
  const std::string& output = out.path;
  io::LdtkImportResult r = io::importLdtkFile(map, options);
  if (!r.file) {
    std::fputs(io::describe(map, r.problems).c_str(), stderr);
    return kExitFailed;
  }
  io::LevelFile& file = *r.file;
  if (out.name) file.name = *out.name;
  if (!saveLevelOrReport(output, file)) return kExitFailed;
  const io::ImportSummary& s = r.summary;
  std::printf("%s: level '%s', %d x %d tiles, %d layer%s, %d masks (%d flagged $FF), %d tiles (%d flipped), start (%d, %d)%s\n",
              output.c_str(), r.level.c_str(), file.level.width(), file.level.height(), file.level.layerCount(),
              file.level.layerCount() == 1 ? "" : "s", s.masks, s.flaggedMasks, s.tiles, s.flippedTiles,
              file.level.startX, file.level.startY, r.fromIntGrid ? "; from IntGrid, controller box" : "");
  return kExitOk;
}

[[maybe_unused]] const bool registered = registerCommand(kImportLdtk);

}  // namespace

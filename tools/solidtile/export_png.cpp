// solidtile export-png: draws a level layer's collision as a PNG.
#include <cstdio>
#include <string>

#include "cli_files.h"
#include "command.h"
#include "shipped_data.h"
#include "solidtile/io/collision_png.h"
#include "solidtile/io/level_file.h"

namespace {
using namespace solidtile;
using namespace solidtile::cli;

int run(const Args& args);

const Command kExportPng{
    "export-png",
    "export-png LEVEL.json -o IMAGE.png [--layer N]",
    "Draws a level layer's collision as a PNG",
    "Writes one pixel per level pixel: each tile's mask, flips applied, in the\n"
    "colour of its solidity (FFFFFF all, FFD800 top-only, FF00FF sides and bottom,\n"
    "808080 none), opaque, on transparent black. import-png reads the same\n"
    "palette, so importing the image gives the same tile shapes and solidity\n"
    "(angles are computed again; the image does not hold them).\n\n"
    "  -o, --output IMAGE.png  the image to write (atomically; replaces the file)\n"
    "  --layer N               0 (default) or 1: the level file's layers[N]\n\n"
    "A level larger than import-png reads (65536 x 16384 px, 67,108,864 px in\n"
    "all) is refused.",
    run};

struct Options {
  std::string level;
  std::string output;
  int layer = 0;
};

int parse(const Args& args, Options& o) {
  const int e = parseOperandAndOptions(kExportPng, args, "level file", o.level, [&](std::string_view a, auto v) {
    if (a == "-o" || a == "--output") {
      if (!v) return usageError(kExportPng, std::string(a) + " needs the image file to write");
      o.output = *v;
    } else if (a == "--layer") {
      const auto n = v ? parseWhole(*v, 0, 1) : std::nullopt;
      if (!n) return usageError(kExportPng, "--layer needs 0 or 1 (the level file's layers[N])");
      o.layer = static_cast<int>(*n);
    } else {
      return kUnknownOption;
    }
    return kExitOk;
  });
  if (e != kExitOk) return e;
  if (o.output.empty()) return usageError(kExportPng, "no output given (-o IMAGE.png)");
  return kExitOk;
}

int run(const Args& args) {
  Options o;
  if (const int e = parse(args, o)) return e;
  const std::optional<io::LevelFile> loaded = loadLevelOrReport(shipped::findInput(o.level, "levels").string());
  if (!loaded) return kExitFailed;
  const Level& level = loaded->level;
  if (o.layer >= level.layerCount()) {
    return usageError(kExportPng, "--layer " + std::to_string(o.layer) + ": " + o.level + " has only layers[0]");
  }
  std::string why;
  const std::optional<std::string> png = io::exportCollisionImage(level, o.layer, &why);
  if (!png) {
    std::fprintf(stderr, "%s: %s\n", o.level.c_str(), why.c_str());
    return kExitFailed;
  }
  if (!writeOrReport(o.output, *png)) return kExitFailed;
  std::printf("%s: %d x %d px from layers[%d] of %s\n", o.output.c_str(), level.widthPixels(), level.heightPixels(),
              o.layer, o.level.c_str());
  return kExitOk;
}

[[maybe_unused]] const bool registered = registerCommand(kExportPng);

}  // namespace

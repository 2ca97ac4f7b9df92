// solidtile export-tileset: a level's masks as a sheet image, JSON data and the classic binary layout.
#include <cstdio>
#include <string>

#include "cli_files.h"
#include "command.h"
#include "solidtile/io/collision_png.h"
#include "solidtile/io/level_file.h"
#include "solidtile/io/mask_sheet.h"

namespace {
using namespace solidtile;
using namespace solidtile::cli;

int run(const Args& args);

const Command kExportTileset{
    "export-tileset",
    "export-tileset LEVEL.json -o MASKS.png [--data MASKS.json] [--binary PREFIX]",
    "Writes a level's height masks for other engines",
    "Draws every mask as a 16x16 cell of a sheet, 16 cells a row in mask order\n"
    "(mask i at column i % 16, row i / 16), solid pixels opaque white on\n"
    "transparent black.\n\n"
    "  -o, --output MASKS.png  the sheet\n"
    "  --data MASKS.json       also each mask's heights, widths, angle and $FF flag\n"
    "                          as JSON (format solidtile-masks)\n"
    "  --binary PREFIX         also the classic binary layout of the original games:\n"
    "                          PREFIX.heights.bin and PREFIX.widths.bin (16 signed\n"
    "                          bytes a mask), PREFIX.angles.bin (a byte a mask)\n\n"
    "All files are written atomically. See docs/formats.md, \"Mask sheet\".",
    run};

int run(const Args& args) {
  std::string level, output, data, binary;
  const int e = parseOperandAndOptions(kExportTileset, args, "level file", level, [&](std::string_view a, auto v) {
    std::string* target = a == "-o" || a == "--output" ? &output : a == "--data" ? &data : a == "--binary" ? &binary : nullptr;
    if (!target) return kUnknownOption;
    if (!v) return usageError(kExportTileset, std::string(a) + " needs a file name");
    *target = *v;
    return kExitOk;
  });
  if (e != kExitOk) return e;
  if (output.empty()) return usageError(kExportTileset, "no output given (-o MASKS.png)");
  const std::optional<io::LevelFile> loaded = loadLevelOrReport(level);
  if (!loaded) return kExitFailed;
  const std::vector<HeightMask>& masks = loaded->level.masks();
  std::vector<io::SheetCell> cells;
  for (const HeightMask& m : masks) cells.push_back({m, io::kColourAll});
  const io::SheetImage sheet = io::drawMaskSheet(cells);
  const std::string png = io::encodePng(sheet.rgba, sheet.width, sheet.height);
  if (png.empty()) {
    std::fprintf(stderr, "%s: the PNG encoder failed\n", output.c_str());
    return kExitFailed;
  }
  if (!writeOrReport(output, png)) return kExitFailed;
  if (!data.empty() && !writeOrReport(data, io::maskSheetJson(masks))) return kExitFailed;
  if (!binary.empty()) {
    if (!writeOrReport(binary + ".heights.bin", io::classicHeights(masks)) || !writeOrReport(binary + ".widths.bin", io::classicWidths(masks)) ||
        !writeOrReport(binary + ".angles.bin", io::classicAngles(masks))) {
      return kExitFailed;
    }
  }
  std::printf("%s: %zu masks, %d x %d px%s%s\n", output.c_str(), masks.size(), sheet.width, sheet.height,
              data.empty() ? "" : (", data " + data).c_str(), binary.empty() ? "" : (", binary " + binary + ".*.bin").c_str());
  return kExitOk;
}

[[maybe_unused]] const bool registered = registerCommand(kExportTileset);

}  // namespace

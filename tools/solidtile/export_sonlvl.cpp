// solidtile export-sonlvl: a level's collision written back into the SonLVL
// project (Sonic 1, 2 or 3 & Knuckles) it was imported from.
#include <cstdio>
#include <string>
#include <vector>

#include "cli_files.h"
#include "command.h"
#include "solidtile/io/sonlvl.h"
#include "solidtile/io/sonlvl_export.h"

namespace {
using namespace solidtile;
using namespace solidtile::cli;

int run(const Args& args);

const Command kExportSonlvl{
    "export-sonlvl",
    "export-sonlvl LEVEL.json PROJECT.ini --level NAME",
    "Writes a level's collision back into the SonLVL project it came from",
    "For a level imported with import-sonlvl and edited since: writes its masks'\n"
    "heights into the normal collision array (colarr1), their row widths into\n"
    "the rotated array (colarr2, when the project names it), their angles into\n"
    "the angle map, and each block's mask into the collision index its path\n"
    "reads (Sonic 1: colind; Sonic 2: colind1 and colind2, Kosinski, or colind1\n"
    "for both paths in a zone with one; S3K: both halves of colind).\n"
    "A mask the level adds takes an array entry no zone's index uses.\n\n"
    "Only files whose bytes change are written, each atomically after a copy of\n"
    "the old file to FILE.bak; an unchanged level writes nothing. An edit the\n"
    "format cannot hold (a solid tile in a cell with no chunk or chunk $00, or\n"
    "on block $0 or a block the chunk marks not solid; a block given different\n"
    "masks in different places, as a chunk placed in several cells is; a flip\n"
    "or solidity change, which live in the chunks; paths made to differ in a\n"
    "zone with one index; an odd angle; no free array entry) is listed on\n"
    "stderr with its places, and nothing is written.\n\n"
    "  --level NAME             the level (section name) the level came from",
    run};

int run(const Args& args) {
  std::vector<std::string> operands;
  std::string levelName;
  bool named = false;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string_view a = args[i];
    if (a == "--level") {
      if (i + 1 >= args.size()) return usageError(kExportSonlvl, "--level needs a level name (see import-sonlvl --list)");
      levelName = std::string(args[++i]);
      named = true;
    } else if (isOption(a)) {
      return usageError(kExportSonlvl, "unknown option " + std::string(a));
    } else {
      operands.emplace_back(a);
    }
  }
  if (operands.size() != 2) return usageError(kExportSonlvl, "expected the level file and the project file");
  if (!named) return usageError(kExportSonlvl, "no level given (--level NAME)");
  const std::optional<io::LevelFile> level = loadLevelOrReport(operands[0]);
  if (!level) return kExitFailed;
  const io::ProjectResult project = io::loadSonlvlProject(operands[1]);
  if (!project.project) {
    std::fputs(io::describe(operands[1], project.problems).c_str(), stderr);
    return kExitFailed;
  }
  const io::SonlvlExportPlan plan = io::planSonlvlExport(*project.project, levelName, *level);
  if (!plan.problems.empty()) {
    std::fputs(io::describe(operands[1] + " [" + levelName + "]", plan.problems).c_str(), stderr);
    std::fputs("nothing written\n", stderr);
    return kExitFailed;
  }
  std::string why;
  if (!io::writeSonlvlExport(plan, &why)) {
    std::fprintf(stderr, "%s\n", why.c_str());
    return kExitFailed;
  }
  int changed = 0;
  for (const io::SonlvlExportFile& f : plan.files) {
    const std::string shared = io::describeSharing(f);
    std::printf("%s: %s%s%s\n", f.path.generic_string().c_str(), f.changed ? "written (old one in .bak)" : "unchanged",
                shared.empty() ? "" : "; ", shared.c_str());
    changed += f.changed ? 1 : 0;
  }
  std::printf("%d file%s written\n", changed, changed == 1 ? "" : "s");
  return kExitOk;
}

const bool registered = registerCommand(kExportSonlvl);

}  // namespace

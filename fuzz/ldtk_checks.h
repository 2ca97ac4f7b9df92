// What must hold for any LDtk project given to the importer; shared by
// ldtk_fuzzer and the CTest that replays its corpus in ordinary builds.
#pragma once

#include <string>
#include <string_view>

#include "parser_checks.h"
#include "solidtile/io/ldtk.h"

namespace solidtile::fuzz {

// With no files beside it (no tileset image, no external level): a project it
// accepts is a valid level, and that level exported to LDtk imports back to
// the same level and exports again to the same bytes.
inline std::string checkLdtkProject(std::string_view text) {
  const io::LdtkFileReader none = [](const std::string&, std::string* why) -> std::optional<std::string> {
    *why = "no files beside a fuzzed project";
    return std::nullopt;
  };
  const io::LdtkImportResult r = io::importLdtk(text, none);
  if (std::string bad = checkProblems(r, r.file.has_value()); !bad.empty()) return bad;
  if (!r.file) return "";
  const std::string level = io::formatLevel(*r.file);
  if (!io::parseLevel(level).file) return "an imported project gave a level file parseLevel refuses";
  const io::LdtkFiles out = io::exportLdtk(*r.file, "m.png");
  const io::LdtkImportResult back = io::importLdtk(out.project, none);
  if (!back.file) return "an imported level exported to LDtk does not import:\n" + io::describe("ldtk", back.problems);
  if (io::formatLevel(*back.file) != level) return "level -> LDtk -> level changed the level";
  if (io::exportLdtk(*back.file, "m.png").project != out.project) return "the export of the level read back differs";
  return "";
}

}  // namespace solidtile::fuzz

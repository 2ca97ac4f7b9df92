// A level of a disassembly's own SonLVL project ("SonLVL INI Files/SonLVL.ini"),
// for the gated tests: one place that loads the project and imports the level.
#pragma once

#include <filesystem>
#include <optional>

#include "solidtile/io/sonlvl.h"
#include "sonlvl_disassembly.h"

namespace solidtile::test {

// The level `name` of the project in the disassembly at `root` (the
// project's problems when it does not load).
inline io::SonlvlImportResult importDisassemblyLevel(const std::filesystem::path& root, const char* name) {
  const io::ProjectResult p = io::loadSonlvlProject(root / "SonLVL INI Files" / "SonLVL.ini");
  if (!p.project) return {std::nullopt, p.problems, {}};
  return io::importSonlvlLevel(*p.project, name);
}

// The same, finding the disassembly as disassembly(own, folder) does; an
// empty result when it is not there.
inline io::SonlvlImportResult importDisassemblyLevel(const char* own, const char* folder, const char* name) {
  const std::optional<std::filesystem::path> root = disassembly(own, folder);
  if (!root) return {};
  return importDisassemblyLevel(*root, name);
}

}  // namespace solidtile::test

// The project a SonLVL benchmark reads, or a skip saying why not.
#pragma once

#include <filesystem>
#include <optional>

#include <benchmark/benchmark.h>

#include "solidtile/io/sonlvl.h"

namespace solidtile::bench {

inline std::optional<io::SonlvlProject> benchProject(benchmark::State& state, const std::filesystem::path& root) {
  io::ProjectResult p = io::loadSonlvlProject(root / "SonLVL INI Files" / "SonLVL.ini");
  if (!p.project) state.SkipWithError("the project does not load");
  return std::move(p.project);
}

// The project for a benchmark of level `name` (its label); nullopt without
// a checkout or after a skip.
inline std::optional<io::SonlvlProject> labelledProject(benchmark::State& state, const std::optional<std::filesystem::path>& root,
                                                       const char* name) {
  if (!root) return std::nullopt;
  state.SetLabel(name);
  return benchProject(state, *root);
}

// The level, or nullopt with a skip when it does not import.
inline std::optional<io::LevelFile> benchImport(benchmark::State& state, const io::SonlvlProject& p, const char* name) {
  io::SonlvlImportResult r = io::importSonlvlLevel(p, name);
  if (!r.file) state.SkipWithError("the level does not import");
  return std::move(r.file);
}

}  // namespace solidtile::bench

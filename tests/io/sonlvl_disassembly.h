// Where the tests that need a real disassembly find it: never part of the
// repository, named by an environment variable, else skipped.
#pragma once

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>

namespace solidtile::test {

// The checkout `own` names (SOLIDTILE_S2DISASM), else `folder` inside
// SOLIDTILE_DISASM_DIR (s2disasm); nullopt when neither is set.
inline std::optional<std::filesystem::path> disassembly(const char* own, const char* folder) {
  if (const char* d = std::getenv(own); d && *d) return std::filesystem::path(d);
  if (const char* d = std::getenv("SOLIDTILE_DISASM_DIR"); d && *d) return std::filesystem::path(d) / folder;
  return std::nullopt;
}

// A disassembly file's whole text ("" when it cannot be read), for the tests
// that check the game's numbers where the routine writes them.
inline std::string disassemblyText(const std::filesystem::path& p) {
  std::ifstream in(p);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

}  // namespace solidtile::test

// Where the levels and movies shipped with Solidtile are, for the programs:
// beside the installed program (PREFIX/bin/../share/solidtile), or data/ of a
// checkout when run from its root. SOLIDTILE_DATA_DIR overrides both.
#pragma once

#include <filesystem>
#include <optional>
#include <string>

namespace solidtile::shipped {

// The folder holding levels/ and movies/, or nullopt when there is none.
std::optional<std::filesystem::path> dataDir();

// `arg` when it names a file; else the shipped file of that name in the data
// folder's `kind` ("levels" or "movies"), so `solidtile sim demo.json --input
// loop.txt` works anywhere; else `arg` unchanged (its error then names it).
std::filesystem::path findInput(const std::string& arg, const char* kind);

}  // namespace solidtile::shipped

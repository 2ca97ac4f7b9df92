// What writing collision back shares across the games: reading the files
// export may rewrite and writing edited masks into the collision arrays and
// the angle map (the block places are matched with their collision index
// entries in collision_planner.h). The games differ in how the layout and
// chunks reach a block and in how their indexes are stored.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "collision_planner.h"
#include "data_reader.h"
#include "solidtile/io/sonlvl_export.h"

namespace solidtile::io {

// A file export may rewrite, as stored and as the game reads it.
struct StoredFile {
  std::string key;  // the INI key naming it
  std::filesystem::path path;
  std::string compression;  // "Uncompressed" or "Kosinski"
  Bytes stored;
  Bytes data;  // decoded
};

// The one whole file `key` names; nullopt with the problem added when the key
// names none (and `required`), several or a part of one, or a compression
// export does not write.
std::optional<StoredFile> readStoredFile(const SonlvlProject& project, const IniSection& level, const char* key,
                                         const char* cmpKey, const char* defaultCompression, bool required,
                                         ProblemList& problems);

// What `f` becomes holding `data`: its own bytes, untouched, when the data is
// the same (our Kosinski encoder need not reproduce the original's choices),
// else `data` encoded as the file was (Kosinski padded to 16 bytes, as the
// disassemblies store it).
SonlvlExportFile exportedFile(const StoredFile& f, const Bytes& data);

// The normal array (colarr1), the rotated one (colarr2, when named) and the angle map.
struct CollisionArrays {
  StoredFile normal;
  std::optional<StoredFile> rotated;
  StoredFile angles;
};

// What every export reads first: the level's section, the level the project
// describes imported again, its chunks and layout, and the collision arrays.
struct ExportStart {
  const IniSection* level = nullptr;
  LevelFile original;
  Bytes chunks, layout;
  CollisionArrays arrays;
};
// Nullopt with plan.problems set when there is no such level of `version`,
// it does not import, `edited` differs from it in size or layers or has
// fewer masks (export matches masks with entries by position), or a file
// cannot be read. The layout is `layoutKey`, by default `layoutCompression`.
std::optional<ExportStart> startExport(const SonlvlProject& project, std::string_view levelName, std::string_view version,
                                       const char* layoutKey, const char* layoutCompression, const LevelFile& edited,
                                       SonlvlExportPlan& plan);

// The three files with each edited mask written into its entry: heights into
// the normal array, row widths into the rotated one, the angle (an odd one is
// refused: the games read it as the flag).
std::vector<SonlvlExportFile> exportedArrays(const CollisionArrays& arrays, const Level& before, const Level& after,
                                             const std::vector<int>& entries, ProblemList& problems);

// The per-game planners planSonlvlExport dispatches to.
SonlvlExportPlan planSonic1Export(const SonlvlProject& project, std::string_view levelName, const LevelFile& edited);
SonlvlExportPlan planSonic2Export(const SonlvlProject& project, std::string_view levelName, const LevelFile& edited);

}  // namespace solidtile::io

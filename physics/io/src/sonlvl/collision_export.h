// What writing collision back shares across the games: reading the files
// export may rewrite, matching each block place of the level with the
// collision index entry it asks for, and writing edited masks into the
// collision arrays and the angle map. The games differ in how the layout and
// chunks reach a block and in how their indexes are stored.
#pragma once

#include <array>
#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

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

// One block place of the level as the game reads it.
struct BlockPlace {
  int layer = 0;
  int x = 0, y = 0;  // tiles
  unsigned block = 0;
  bool flipX = false, flipY = false;
  Solidity solidity = Solidity::None;
  int index = 0;  // which collision index the game looks the block up in
};

// Matches block places with collision array entries: learn() every place of
// the original level (which entry each of its masks came from), then check()
// every place of the edited one (which entry its block must name).
class CollisionPlanner {
 public:
  using Index = std::vector<std::uint16_t>;  // an array entry per block
  CollisionPlanner(const Level& original, const Level& edited, std::vector<Index> indexes,
                   std::array<const char*, 2> layerNames, ProblemList& problems);
  void learn(const BlockPlace& p);
  void check(const BlockPlace& p);
  // The array entries a new mask may take, ascending.
  void setFree(std::vector<int> free) { free_ = std::move(free); }
  // The indexes the edit asks for; a problem for each block asked for two
  // masks (with `sharedNote` added when the places are on both layers).
  std::vector<Index> indexes(const std::string& sharedNote);
  // The array entry of each mask of the edited level (-1: none).
  const std::vector<int>& entries() const { return entryOf_; }

 private:
  struct Wanted {
    std::set<int> entries;
    std::set<int> layers;
    std::vector<std::string> places;
  };
  std::string place(const BlockPlace& p) const;
  int entryFor(int mask);

  const Level& original_;
  const Level& edited_;
  std::vector<Index> indexes_;
  std::array<const char*, 2> layerNames_;
  ProblemList& problems_;
  std::vector<int> entryOf_;
  std::vector<int> free_;
  std::size_t next_ = 0;
  std::map<std::pair<int, unsigned>, Wanted> wanted_;  // by index and block
};

// The array entries none of `used` names (0 is "no collision"), ascending.
std::vector<int> freeEntries(const std::vector<CollisionPlanner::Index>& used);

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

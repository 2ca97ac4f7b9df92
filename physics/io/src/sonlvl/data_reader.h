// Reading what a SonLVL project's keys name, shared by the level import and
// the art renderer.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "solidtile/io/sonlvl.h"

namespace solidtile::io {

using Bytes = std::vector<std::uint8_t>;

inline constexpr std::size_t kMaxDataFileBytes = 16u * 1024u * 1024u;

// A Sonic 1 chunk: 16 x 16 blocks, a big-endian word each (256 px square).
inline constexpr int kSonic1ChunkBlocks = 16;
inline constexpr std::size_t kSonic1ChunkBytes = kSonic1ChunkBlocks * kSonic1ChunkBlocks * 2;

// The big-endian word at `at` (the caller has checked the size).
inline std::uint16_t wordAt(const Bytes& b, std::size_t at) { return static_cast<std::uint16_t>(b[at] << 8 | b[at + 1]); }

// "$1F"
std::string dollarHex(unsigned v);

// The level's section, or nullptr with the problem added when there is no
// such level or the project's version is not `version` ("S1", "S2").
const IniSection* projectLevel(const SonlvlProject& project, std::string_view levelName, std::string_view version,
                               ProblemList& problems);
inline const IniSection* sonic1Level(const SonlvlProject& project, std::string_view levelName, ProblemList& problems) {
  return projectLevel(project, levelName, "S1", problems);
}
// The `version` the level's section or the project gives ("" when none).
std::string projectVersion(const SonlvlProject& project, std::string_view levelName);

// A result (SonlvlImportResult, SonlvlArtResult) that carries the problems only.
template <class Result>
Result refused(ProblemList& problems) {
  Result r;
  r.problems = problems.take();
  return r;
}

// The value of a numeric field ("0x3F80", "16"; -1 when it is not one).
long numericField(const std::vector<std::string>& fields, std::size_t i);

// The first file a key names, as it is; nullopt when the key is absent or
// the file cannot be read (the problem added).
std::optional<Bytes> readFirstFile(const SonlvlProject& project, const IniSection& level, const char* key, ProblemList& problems);
// The start position file (`startpos`): the x and y words of the player's centre.
// Without a start file, the start goes on the ground, and a note says so.
void readStart(const std::optional<Bytes>& start, Level& level, ProblemList& problems, std::vector<Problem>& notes);
// False, with a problem, when `chunks` is not a whole number of chunks: the wrong file or compression.
bool wholeChunks(const Bytes& chunks, std::size_t chunkBytes, ProblemList& problems);

// The data a key names, every file of its list read, decompressed as the
// key's `...cmp` setting (or the game's default) says, and joined; a file
// with a `:offset` field (Sonic 2's "HTZ_Supp.kos:0x3F80") is placed at that
// byte offset instead, over what is there.
class DataReader {
 public:
  DataReader(const SonlvlProject& project, const IniSection& level, ProblemList& problems)
      : project_(project), level_(level), problems_(problems) {}
  std::optional<Bytes> read(const char* key, const char* cmpKey, const char* defaultCompression, bool required);
  // read() of a required key into `into`, left as it was when that fails.
  void readInto(Bytes& into, const char* key, const char* cmpKey, const char* defaultCompression) {
    if (auto bytes = read(key, cmpKey, defaultCompression, true)) into = std::move(*bytes);
  }

 private:
  const SonlvlProject& project_;
  const IniSection& level_;
  ProblemList& problems_;
};

}  // namespace solidtile::io

// Reading what a SonLVL project's keys name, shared by the level import and
// the art renderer.
#pragma once

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

// "$1F"
std::string dollarHex(unsigned v);

// The level's section of a version=S1 project, or nullptr with the problem added.
const IniSection* sonic1Level(const SonlvlProject& project, std::string_view levelName, ProblemList& problems);

// The data a key names, every file of its list read, decompressed as the
// key's `...cmp` setting (or the game's default) says, and joined.
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

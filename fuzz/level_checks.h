// The level reader's own property (issue 15): a layer's base64 string decoded
// straight from the read buffer gives exactly what the JSON lexer reading it
// gives, the same level or the same problems. Uses the reader's internals, so
// only the level fuzzer and the corpus replay include it.
#pragma once

#include <string>
#include <string_view>

#include "level/level_document.h"
#include "solidtile/io/level_file.h"

namespace solidtile::fuzz {

inline std::string checkLevelReadBothWays(std::string_view text) {
  const io::LoadResult straight = io::parseLevel(text);
  io::DocumentLimits limits = io::levelDocumentLimits(text.size());
  limits.decodeStrings = false;
  io::Problem syntax;
  auto doc = io::readLevelDocument(text, limits, &syntax);
  const io::LoadResult lexed = io::readLevel(std::move(doc), syntax);
  if (straight.file.has_value() != lexed.file.has_value()) return "decoding strings straight changes whether the level loads";
  if (straight.file) {
    if (io::formatLevel(*straight.file) != io::formatLevel(*lexed.file)) return "decoding strings straight changes the level";
    return "";
  }
  if (io::describe("f", straight.problems) != io::describe("f", lexed.problems)) {
    return "decoding strings straight changes the problems:\n" + io::describe("straight", straight.problems) +
           io::describe("lexed", lexed.problems);
  }
  return "";
}

}  // namespace solidtile::fuzz

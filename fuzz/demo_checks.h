// What must hold for any bytes read as a game's demo (import-demo); shared by
// demo_fuzzer and the CTest that replays tests/corpus/demo.
#pragma once

#include <string>
#include <string_view>

#include "parser_checks.h"
#include "solidtile/io/game_demo.h"

namespace solidtile::fuzz {

// Every game's reading: a movie no longer than the game's demo timer allows
// (S&K's: a frame a byte after the first, up to its timer), of keys a movie can hold, that
// formatMovie writes and parseMovie reads back.
inline std::string checkGameDemo(std::string_view bytes) {
  for (const io::DemoGame game : {io::DemoGame::Sonic1, io::DemoGame::Sonic2, io::DemoGame::Sonic3K}) {
    const io::DemoResult r = io::decodeGameDemo(bytes, game);
    if (std::string bad = checkProblems(r, r.movie.has_value()); !bad.empty()) return bad;
    if (!r.movie) continue;
    const io::DemoSummary& s = r.summary;
    if (game == io::DemoGame::Sonic3K) {
      const std::size_t frames = bytes.size() - 1 < io::kSonic3kDemoFrames ? bytes.size() - 1 : io::kSonic3kDemoFrames;
      if (s.demoFrames != frames || s.pairs + 1 != bytes.size() ||
          r.movie->frames.size() != io::kDemoLeadFrames + s.demoFrames) {
        return "S&K's demo is not a frame a byte after the first, up to the timer";
      }
      if (s.endedByTimer != (s.demoFrames == io::kSonic3kDemoFrames)) return "the summary disagrees with the file";
    } else {
      const std::size_t cap = io::demoFrames(game);
      if (r.movie->frames.size() != io::kDemoLeadFrames + s.demoFrames || s.demoFrames > cap) return "the frame count is off";
      if (s.endedByTimer != (s.demoFrames == cap) || s.pairsPlayed > s.pairs || s.pairs * 2 != bytes.size()) {
        return "the summary disagrees with the file";
      }
    }
    for (const Input in : r.movie->frames) {
      if (in & ~input::kAll) return "a frame holds a key a movie has not";
    }
    const io::MovieResult again = io::parseMovie(io::formatMovie(*r.movie));
    if (!again.movie || *again.movie != *r.movie) return "a demo's movie does not round-trip";
  }
  return "";
}

}  // namespace solidtile::fuzz

// S&K's attract-mode demos (docs/formats.md, "Game demo"): sonic3k.asm's
// GetDemoPtr and Demo_PlayRecord. GetDemoPtr loads the file's first byte as
// the hold counter and points the demo at the second ("move.b
// (a0)+,(Demo_hold_counter).w; move.l a0,(Demo_data_addr).w"). For every zone
// but FBZ (4) and those from MHZ (7) on, Demo_PlayRecord then reads one byte a
// frame as the held pad ("or.b (a0)+,d0") and presses what the byte before it
// did not hold ("or.b -1(a0),d1; eor.b d0,d1; and.b d0,d1"): so Angel
// Island's 1.bin is a pad byte per frame after a first byte read only as the
// first frame's "before". The demo timer ends it after kSonic3kDemoFrames.
#include <algorithm>
#include <string>

#include "solidtile/io/game_demo.h"

namespace solidtile::io {

DemoResult decodeSonic3kDemo(std::string_view bytes) {
  DemoResult r;
  if (bytes.size() < 2) {
    r.problems.push_back({"", "is " + std::to_string(bytes.size()) +
                                  (bytes.size() == 1 ? " byte" : " bytes") +
                                  "; an S&K demo is a first byte and then a pad byte a frame"});
    return r;
  }
  if (bytes.size() > kMaxDemoFileBytes) {
    r.problems.push_back({"", "is " + std::to_string(bytes.size()) + " bytes, more than the " +
                                  std::to_string(kMaxDemoFileBytes) + " bytes a demo may have"});
    return r;
  }
  DemoSummary& s = r.summary;
  s.pairs = bytes.size() - 1;
  s.pairsPlayed = s.demoFrames = std::min(s.pairs, kSonic3kDemoFrames);
  s.endedByTimer = s.demoFrames == kSonic3kDemoFrames;
  Movie movie;
  movie.header.controller = MovieController::Sonic;
  movie.header.profile = Profile::Sonic3K;
  movie.header.character = Character::Sonic;
  // Pressed is held less the previous byte's keys: a key goes down when it
  // starts being held, as a movie's "down" presses do (the first frame's
  // "before" is the file's first byte; the movie's is the level-load frame).
  movie.header.presses = Presses::OnKeyDown;
  movie.frames.assign(kDemoLeadFrames, Input{0});
  movie.frames.reserve(kDemoLeadFrames + s.demoFrames);
  for (std::size_t i = 1; i <= s.demoFrames; ++i) {
    const auto pad = static_cast<std::uint8_t>(bytes[i]);
    movie.frames.push_back(demoPadInput(pad));
    if (pad & 0x80) ++s.startFrames;
  }
  r.movie = std::move(movie);
  return r;
}

}  // namespace solidtile::io

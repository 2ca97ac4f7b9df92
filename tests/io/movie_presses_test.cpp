// A movie's "presses held" line, as a run plays it: a purpose-built movie that
// holds jump on flat ground jumps once on a player's pad (the key goes down
// once) and again on every landing as the games' demo players feed the pad.
#include <gtest/gtest.h>

#include <string>

#include "../physics/level_builder.h"
#include "solidtile/io/movie.h"
#include "solidtile/sonic/run.h"

namespace solidtile {
namespace {

struct Played {
  int jumps = 0;
  PlayerState end;
};

// Plays the movie as its header says, the way sim and the editor's runs do.
Played play(const std::string& text) {
  const io::MovieResult r = io::parseMovie(text);
  EXPECT_TRUE(r.problems.empty()) << io::describe("movie", r.problems);
  const io::Movie m = r.movie.value_or(io::Movie{});
  const test::LevelBuilder b = test::groundAt(720);
  const PlayerConfig cfg = defaultPlayerConfig(m.header.profile.value_or(Profile::Guide));
  RunSpec spec;
  spec.startX = 500;
  spec.startY = 690;
  const Presses presses = m.header.presses.value_or(Presses::OnKeyDown);
  Played p;
  p.end = startState(b.level, cfg, spec);
  bool grounded = false;
  for (const Input in : m.frames) {
    beforeStep(p.end, presses);
    stepPlayer(p.end, b.level, cfg, in);
    if (grounded && p.end.airborne) ++p.jumps;
    grounded = !p.end.airborne;
  }
  return p;
}

constexpr const char* kHeldJump = "20 -\n150 J\n";

TEST(MoviePresses, AHeldJumpJumpsOnceOnAPlayersPad) {
  for (const char* header : {"profile sonic1\n", "profile sonic1\npresses down\n", "profile sonic2\n"}) {
    EXPECT_EQ(play(std::string(header) + kHeldJump).jumps, 1) << header;
  }
}

TEST(MoviePresses, PressesHeldJumpsAgainOnEveryLanding) {
  for (const char* header : {"profile sonic1\npresses held\n", "profile sonic2\npresses held\n"}) {
    const Played p = play(std::string(header) + kHeldJump);
    EXPECT_GE(p.jumps, 2) << header;
    EXPECT_EQ(p.end.held, input::kJump) << "the step still records the keys it was given as held";
  }
}

TEST(MoviePresses, WithoutAHeldKeyTheLineChangesNothing) {
  // Taps: every jump already goes down on its frame, so both ways play the same.
  const std::string taps = "20 -\n1 J\n70 -\n1 RJ\n70 R\n";
  const Played down = play("profile sonic1\n" + taps);
  const Played held = play("profile sonic1\npresses held\n" + taps);
  EXPECT_EQ(down.jumps, 2);
  EXPECT_EQ(held.jumps, 2);
  EXPECT_EQ(held.end, down.end);
}

}  // namespace
}  // namespace solidtile

// The games' demo bytes read as movies, pinned to Sonic 1's and 2's
// MoveSonicInDemo and their level start (docs/formats.md, "Game demo").
#include "solidtile/io/game_demo.h"

#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "problem_matchers.h"

namespace solidtile {
namespace {
using test::hasProblem;
namespace in = input;

std::string bytes(std::initializer_list<int> b) {
  std::string s;
  for (int v : b) s.push_back(static_cast<char>(v));
  return s;
}

io::DemoResult decodeOk(const std::string& b, io::DemoGame game) {
  io::DemoResult r = io::decodeGameDemo(b, game);
  EXPECT_TRUE(r.problems.empty()) << io::describe("demo", r.problems);
  EXPECT_TRUE(r.movie);
  return r;
}

std::vector<Input> runs(std::initializer_list<std::pair<std::size_t, Input>> rs) {
  std::vector<Input> v;
  for (const auto& [n, k] : rs) v.insert(v.end(), n, k);
  return v;
}

TEST(GameDemo, Sonic1HoldsTheFirstPairItsDurationAndEveryLaterPairOneFrameMore) {
  // Level_Demo: counter = duration - 1; MoveSonicInDemo advances when it borrows and loads 3(a1).
  const io::DemoResult r = decodeOk(bytes({0x00, 3, 0x08, 1, 0x28, 0, 0x04, 2}), io::DemoGame::Sonic1);
  EXPECT_EQ(r.movie->frames, runs({{1, 0}, {3, 0}, {2, in::kRight}, {1, in::kRight | in::kJump}, {3, in::kLeft}}));
  EXPECT_EQ(r.summary.pairs, 4u);
  EXPECT_EQ(r.summary.pairsPlayed, 4u);
  EXPECT_EQ(r.summary.demoFrames, 9u);
  EXPECT_FALSE(r.summary.endedByTimer);
}

TEST(GameDemo, Sonic2HoldsEveryPairOneFrameMoreThanItsByte) {
  // Sonic 2's level start loads 1(a1) without the subtraction; `demoinput R, $43` assembles to $42.
  const io::DemoResult r = decodeOk(bytes({0x00, 3, 0x08, 0x42}), io::DemoGame::Sonic2);
  EXPECT_EQ(r.movie->frames, runs({{1, 0}, {4, 0}, {0x43, in::kRight}}));
}

TEST(GameDemo, AFirstDurationOfZeroWrapsTo256FramesInSonic1Only) {
  // subq.b #1 of 0 leaves 255 in Sonic 1's byte counter: 256 frames before it borrows.
  EXPECT_EQ(decodeOk(bytes({0x08, 0}), io::DemoGame::Sonic1).movie->frames, runs({{1, 0}, {256, in::kRight}}));
  EXPECT_EQ(decodeOk(bytes({0x08, 0}), io::DemoGame::Sonic2).movie->frames, runs({{1, 0}, {1, in::kRight}}));
}

TEST(GameDemo, MapsTheJoypadBitsToKeys) {
  // Up $01, Down $02, Left $04, Right $08; B $10, C $20 and A $40 all jump; Start $80 is dropped.
  const io::DemoResult r = decodeOk(bytes({0x01, 0, 0x01, 0, 0x02, 0, 0x04, 0, 0x08, 0, 0x10, 0, 0x20, 0, 0x40, 0, 0x80, 0, 0xFF, 0}),
                                    io::DemoGame::Sonic2);
  EXPECT_EQ(r.movie->frames,
            (std::vector<Input>{0, in::kUp, in::kUp, in::kDown, in::kLeft, in::kRight, in::kJump, in::kJump, in::kJump, 0, in::kAll}));
  EXPECT_EQ(r.summary.startFrames, 2u);
}

TEST(GameDemo, TheDemoTimerCutsTheMovie) {
  // Sonic 1: 1800 - 4 (Level_Delay's VBlanks) main-loop frames, then the 60-frame fade-out.
  std::string longDemo;
  for (int i = 0; i < 20; ++i) longDemo += bytes({0x08, 0xFF});
  const io::DemoResult s1 = decodeOk(longDemo, io::DemoGame::Sonic1);
  EXPECT_EQ(s1.movie->frames.size(), 1u + 1796u + 60u);
  EXPECT_TRUE(s1.summary.endedByTimer);
  EXPECT_EQ(s1.summary.pairs, 20u);
  EXPECT_EQ(s1.summary.pairsPlayed, 8u);  // 255 + 7 * 256 reaches 1856 inside the eighth pair
  // Sonic 2: $668 main-loop frames, then the fade-out.
  const io::DemoResult s2 = decodeOk(longDemo, io::DemoGame::Sonic2);
  EXPECT_EQ(s2.movie->frames.size(), 1u + 0x668u + 60u);
  EXPECT_TRUE(s2.summary.endedByTimer);
}

TEST(GameDemo, TheMovieNamesTheGamesProfileAndRoundTrips) {
  const io::DemoResult r = decodeOk(bytes({0x00, 3, 0x28, 5}), io::DemoGame::Sonic2);
  EXPECT_EQ(r.movie->header.profile, Profile::Sonic2);
  EXPECT_EQ(r.movie->header.controller, io::MovieController::Sonic);
  EXPECT_EQ(r.movie->header.character, Character::Sonic);
  EXPECT_EQ(r.movie->header.presses, Presses::EveryHeldFrame);  // as MoveSonicInDemo feeds the pad
  EXPECT_FALSE(r.movie->header.start);
  const std::string text = io::formatMovie(*r.movie);
  EXPECT_EQ(text, "controller sonic\nprofile sonic2\ncharacter sonic\npresses held\n5 -\n6 RJ\n");
  EXPECT_EQ(io::parseMovie(text).movie, r.movie);
  EXPECT_EQ(decodeOk(bytes({0, 1}), io::DemoGame::Sonic1).movie->header.profile, Profile::Sonic1);
}

TEST(GameDemo, RefusesAnEmptyAnOddOrAnOversizedFile) {
  EXPECT_TRUE(hasProblem(io::decodeGameDemo("", io::DemoGame::Sonic1).problems, "", "is empty"));
  const io::DemoResult odd = io::decodeGameDemo(bytes({0, 3, 8}), io::DemoGame::Sonic1);
  EXPECT_FALSE(odd.movie);
  EXPECT_TRUE(hasProblem(odd.problems, "byte 2", "has 3 bytes, an odd number"));
  const io::DemoResult big = io::decodeGameDemo(std::string(io::kMaxDemoFileBytes + 2, '\0'), io::DemoGame::Sonic2);
  EXPECT_FALSE(big.movie);
  EXPECT_TRUE(hasProblem(big.problems, "", "more than the 65536 bytes"));
}

// S&K's GetDemoPtr takes the first byte as the hold counter and points past
// it; Demo_PlayRecord then reads a byte a frame as the held pad ("or.b
// (a0)+,d0") and presses what the byte before did not hold: "presses down".
TEST(GameDemo, SonicAndKnucklesReadsAPadByteAFrameAfterTheFirst) {
  const io::DemoResult r = decodeOk(bytes({0x00, 0x08, 0x08, 0x28, 0x28, 0x00, 0x04, 0x84}), io::DemoGame::Sonic3K);
  EXPECT_EQ(r.movie->frames, runs({{1, 0}, {2, in::kRight}, {2, in::kRight | in::kJump}, {1, 0}, {2, in::kLeft}}));
  EXPECT_EQ(r.movie->header.profile, Profile::Sonic3K);
  EXPECT_EQ(r.movie->header.presses, Presses::OnKeyDown);
  EXPECT_EQ(r.summary.demoFrames, 7u);
  EXPECT_EQ(r.summary.startFrames, 1u);  // $84: Start (which ends S&K's demo) is not a key
  EXPECT_FALSE(r.summary.endedByTimer) << "7 frames, the timer 1800";
  const io::MovieResult again = io::parseMovie(io::formatMovie(*r.movie));
  ASSERT_TRUE(again.movie);
  EXPECT_EQ(*again.movie, *r.movie);
  // The first byte is never a frame: one byte is no demo.
  EXPECT_TRUE(hasProblem(io::decodeGameDemo(bytes({0x08}), io::DemoGame::Sonic3K).problems, "", "is 1 byte"));
  EXPECT_FALSE(io::decodeGameDemo("", io::DemoGame::Sonic3K).movie);
}

// S&K's LevelLoop: "move.w #1800,(Demo_timer).w", Do_Updates counts it down
// each frame, and at 0 DemoMode's loc_65D0 leaves for the SEGA screen at once
// (no fade-out): 1800 pad bytes play, the rest of a longer file does not.
TEST(GameDemo, SonicAndKnucklesDemoTimerEndsItAfter1800Frames) {
  std::string file(1921, '\x08');  // a first byte and 1920 frames holding right
  file[1800] = '\x28';             // frame 1800 (its byte 1800) holds right and C: played, the last
  file[1801] = '\x40';             // frame 1801: B, after the timer
  const io::DemoResult r = decodeOk(file, io::DemoGame::Sonic3K);
  EXPECT_EQ(io::kSonic3kDemoFrames, 1800u);
  EXPECT_EQ(io::demoFrames(io::DemoGame::Sonic3K), 1800u);
  EXPECT_EQ(r.summary.demoFrames, 1800u);
  EXPECT_EQ(r.summary.pairs, 1920u);
  EXPECT_EQ(r.summary.pairsPlayed, 1800u);
  EXPECT_TRUE(r.summary.endedByTimer);
  ASSERT_EQ(r.movie->frames.size(), io::kDemoLeadFrames + 1800u);
  EXPECT_EQ(r.movie->frames.back(), in::kRight | in::kJump) << "byte 1800 is the last frame played";
  const io::DemoResult exact = decodeOk(std::string(1801, '\x08'), io::DemoGame::Sonic3K);
  EXPECT_TRUE(exact.summary.endedByTimer);
  EXPECT_EQ(exact.summary.demoFrames, 1800u);
  const io::DemoResult shorter = decodeOk(std::string(1800, '\x08'), io::DemoGame::Sonic3K);
  EXPECT_FALSE(shorter.summary.endedByTimer);
  EXPECT_EQ(shorter.summary.demoFrames, 1799u);
}

TEST(GameDemo, NamesItsGames) {
  EXPECT_EQ(io::parseDemoGame("sonic1"), io::DemoGame::Sonic1);
  EXPECT_EQ(io::parseDemoGame("sonic2"), io::DemoGame::Sonic2);
  EXPECT_EQ(io::parseDemoGame("sonic3k"), io::DemoGame::Sonic3K);
  EXPECT_FALSE(io::parseDemoGame("sonic3"));
  EXPECT_FALSE(io::parseDemoGame("Sonic1"));
  EXPECT_STREQ(io::demoGameName(io::DemoGame::Sonic2), "sonic2");
  EXPECT_STREQ(io::demoGameName(io::DemoGame::Sonic3K), "sonic3k");
}

}  // namespace
}  // namespace solidtile

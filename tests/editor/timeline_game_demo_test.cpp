// File > Open input movie on a game's demo (.bin): decoded by the game the
// debugger's profile names (docs/formats.md, "Game demo").
#include <string>

#include <gtest/gtest.h>

#include "model/timeline.h"
#include "shipped_runs.h"
#include "../support/temp_dir.h"

namespace solidtile::editor {
namespace {

using namespace solidtile::editor::testing;

// Pairs (none, 3) and (Right, 1): Sonic 1 holds the first pair 3 frames, Sonic 2 4; Right 2 frames.
std::string demoFile(const char* name) {
  const std::string path = ::testing::TempDir() + name;
  test::writeText(path, std::string("\x00\x03\x08\x01", 4));
  return path;
}

std::vector<Input> inputsOf(const Timeline& t) {
  std::vector<Input> v;
  for (std::size_t f = 0; f < t.frameCount(); ++f) v.push_back(t.input(f));
  return v;
}

TEST(TimelineGameDemo, ABinOpensAsTheDemoOfTheProfilesGame) {
  const std::string path = demoFile("timeline_demo.bin");
  std::string why;
  Timeline s1(shippedLevel("flat.json"), defaultPlayerConfig(Profile::Sonic1));
  io::MovieHeader header;
  ASSERT_TRUE(s1.loadMovieFile(path, &why, &header)) << why;
  EXPECT_EQ(inputsOf(s1), (std::vector<Input>{0, 0, 0, 0, input::kRight, input::kRight}));
  EXPECT_EQ(header.profile, Profile::Sonic1);
  EXPECT_EQ(s1.config().profile, Profile::Sonic1);
  Timeline s2(shippedLevel("flat.json"), defaultPlayerConfig(Profile::Sonic2));
  ASSERT_TRUE(s2.loadMovieFile(path, &why)) << why;
  EXPECT_EQ(s2.frameCount(), 7u);
}

TEST(TimelineGameDemo, AnotherProfileABadFileOrTooManyFramesChangeNothing) {
  const std::string path = demoFile("timeline_demo_refused.bin");
  std::string why;
  Timeline guide(shippedLevel("flat.json"), defaultPlayerConfig());
  ASSERT_TRUE(guide.loadMovie("5 R\n", nullptr));
  EXPECT_FALSE(guide.loadMovieFile(path, &why));
  EXPECT_NE(why.find("sonic1, sonic2 or sonic3k, and this run's is guide"), std::string::npos) << why;
  EXPECT_EQ(guide.frameCount(), 5u);
  const std::string odd = ::testing::TempDir() + "timeline_demo_odd.bin";
  test::writeText(odd, std::string("\x00\x03\x08", 3));
  Timeline s1(shippedLevel("flat.json"), defaultPlayerConfig(Profile::Sonic1));
  EXPECT_FALSE(s1.loadMovieFile(odd, &why));
  EXPECT_NE(why.find("timeline_demo_odd.bin: byte 2: the file has 3 bytes"), std::string::npos) << why;
  Timeline capped(shippedLevel("flat.json"), defaultPlayerConfig(Profile::Sonic1), TimelineOptions{5});
  EXPECT_FALSE(capped.loadMovieFile(path, &why));
  EXPECT_NE(why.find("holds 6 frames, more than the timeline's 5"), std::string::npos) << why;
  EXPECT_EQ(capped.frameCount(), 0u);
}

// Take-offs from the ground over the simulated frames.
int jumps(Timeline& t) {
  t.simulate();
  int n = 0;
  for (std::size_t f = 1; f <= t.frameCount(); ++f) n += !t.sonic().state(f - 1).airborne && t.sonic().state(f).airborne;
  return n;
}

TEST(TimelineGameDemo, PressesHeldPlaysAHeldJumpAsTheGamesDemosAndSavesTheLine) {
  Timeline t(shippedLevel("flat.json"), defaultPlayerConfig(Profile::Sonic1));
  ASSERT_TRUE(t.loadMovie("presses held\n60 -\n150 J\n", nullptr));
  EXPECT_EQ(t.presses(), Presses::EveryHeldFrame);
  EXPECT_GE(jumps(t), 2);
  EXPECT_NE(t.movieText().find("presses held\n"), std::string::npos) << t.movieText();
  ASSERT_TRUE(t.loadMovie("60 -\n150 J\n", nullptr));  // a movie without the line presses on key down
  EXPECT_EQ(t.presses(), Presses::OnKeyDown);
  EXPECT_EQ(jumps(t), 1);
  EXPECT_EQ(t.movieText().find("presses"), std::string::npos) << t.movieText();
}

}  // namespace
}  // namespace solidtile::editor

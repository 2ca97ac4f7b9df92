// Replays every file of the fuzzing corpus through the parsers, so the
// Release and sanitizer builds check what the fuzzers found without clang.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <vector>

#include "demo_checks.h"
#include "ldtk_checks.h"
#include "level_checks.h"
#include "parser_checks.h"
#include "sega_checks.h"
#include "../support/temp_dir.h"

namespace solidtile {
namespace {
namespace fs = std::filesystem;

std::vector<fs::path> corpus(const char* kind) {
  std::vector<fs::path> files;
  for (const auto& e : fs::directory_iterator(fs::path(SOLIDTILE_SOURCE_DIR) / "tests" / "corpus" / kind)) {
    if (e.is_regular_file()) files.push_back(e.path());
  }
  std::sort(files.begin(), files.end());
  return files;
}

TEST(Corpus, EveryLevelInputParsesOrIsRefusedCleanlyAndRoundTrips) {
  const auto files = corpus("level");
  ASSERT_GE(files.size(), 10u) << "the level corpus is missing";
  for (const fs::path& f : files) EXPECT_EQ(fuzz::checkLevelText(test::readText(f)), "") << f;
}

TEST(Corpus, EveryLevelInputReadsTheSameWithBase64DecodedStraight) {
  for (const fs::path& f : corpus("level")) EXPECT_EQ(fuzz::checkLevelReadBothWays(test::readText(f)), "") << f;
}

TEST(Corpus, EveryMovieInputParsesOrIsRefusedCleanlyAndRoundTrips) {
  const auto files = corpus("movie");
  ASSERT_GE(files.size(), 10u) << "the movie corpus is missing";
  for (const fs::path& f : files) EXPECT_EQ(fuzz::checkMovieText(test::readText(f)), "") << f;
}

TEST(Corpus, EveryGameDemoInputDecodesOrIsRefusedCleanly) {
  const auto files = corpus("demo");
  ASSERT_GE(files.size(), 10u) << "the game demo corpus is missing";
  for (const fs::path& f : files) EXPECT_EQ(fuzz::checkGameDemo(test::readText(f)), "") << f;
}

TEST(Corpus, EveryBranchesInputParsesOrIsRefusedCleanlyAndRoundTrips) {
  const auto files = corpus("branches");
  ASSERT_GE(files.size(), 10u) << "the branches corpus is missing";
  for (const fs::path& f : files) EXPECT_EQ(fuzz::checkBranchesText(test::readText(f)), "") << f;
}

TEST(Corpus, EveryCollisionImageImportsOrIsRefusedCleanlyAndRoundTrips) {
  const auto files = corpus("png");
  ASSERT_GE(files.size(), 10u) << "the collision image corpus is missing";
  for (const fs::path& f : files) EXPECT_EQ(fuzz::checkCollisionImage(test::readText(f)), "") << f;
}

TEST(Corpus, EveryTmxMapImportsOrIsRefusedCleanlyAndRoundTrips) {
  const auto files = corpus("tmx");
  ASSERT_GE(files.size(), 10u) << "the TMX corpus is missing";
  for (const fs::path& f : files) EXPECT_EQ(fuzz::checkTiledMap(test::readText(f), false), "") << f;
}

TEST(Corpus, EveryTiledJsonMapImportsOrIsRefusedCleanlyAndRoundTrips) {
  const auto files = corpus("tiled_json");
  ASSERT_GE(files.size(), 10u) << "the Tiled JSON corpus is missing";
  for (const fs::path& f : files) EXPECT_EQ(fuzz::checkTiledMap(test::readText(f), true), "") << f;
}

TEST(Corpus, EveryLdtkProjectImportsOrIsRefusedCleanlyAndRoundTrips) {
  const auto files = corpus("ldtk");
  ASSERT_GE(files.size(), 5u) << "the LDtk corpus is missing";
  for (const fs::path& f : files) EXPECT_EQ(fuzz::checkLdtkProject(test::readText(f)), "") << f;
}

TEST(Corpus, EverySegaCompressedInputDecodesOrIsRefusedWithAnOffset) {
  for (const auto& [kind, format] : {std::pair{"kosinski", fuzz::SegaFormat::Kosinski},
                                     std::pair{"kosinski_moduled", fuzz::SegaFormat::KosinskiModuled},
                                     std::pair{"enigma", fuzz::SegaFormat::Enigma},
                                     std::pair{"nemesis", fuzz::SegaFormat::Nemesis}}) {
    const auto files = corpus(kind);
    ASSERT_GE(files.size(), 5u) << "the " << kind << " corpus is missing";
    for (const fs::path& f : files) EXPECT_EQ(fuzz::checkSegaDecoder(format, test::readText(f)), "") << f;
  }
}

}  // namespace
}  // namespace solidtile

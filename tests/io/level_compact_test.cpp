// The compact tile encoding (version 3) and the streaming reader behind
// parseLevel and loadLevel (docs/formats.md).
#include <gtest/gtest.h>

#include <fstream>
#include <nlohmann/json.hpp>

#include "largest_allocation.h"
#include "level_builder.h"
#include "problem_matchers.h"
#include "solidtile/io/level_file.h"
#include "../support/temp_dir.h"

namespace solidtile {
namespace {
using nlohmann::json;
using test::hasProblem;

// A level of w x h tiles with a few masks and a pattern that names them all.
io::LevelFile patterned(int w, int h, int layers = 1) {
  io::LevelFile f;
  f.name = "patterned";
  f.level = Level(w, h, layers);
  for (int m = 0; m < 3; ++m) {
    HeightMask::Heights heights{};
    heights.fill(static_cast<std::int8_t>(4 * (m + 1)));
    f.level.addMask(*HeightMask::fromHeights(heights, 0));
  }
  for (int l = 0; l < layers; ++l) {
    auto& tiles = f.level.layerData(l);
    for (std::size_t i = 0; i < tiles.size(); ++i) {
      tiles[i] = (i * 7 + static_cast<std::size_t>(l)) % 5 == 0 ? 0 : static_cast<std::uint16_t>(i % 3 + 1 + (i % 4 << 12));
    }
  }
  return f;
}

io::LevelFile patternedForRows() { return patterned(40, 6); }

// A version-3 file whose one layer holds 4 x 1 tiles in the given encoding.
json compactDoc(const json& layer) {
  json doc = test::minimalLevel();
  doc["version"] = 3;
  doc["width"] = 4;
  doc["masks"].push_back(doc["masks"][0]);
  doc["layers"] = json::array({layer});
  return doc;
}

TEST(LevelCompact, WritesPlainUpToTheThresholdAndCompactAboveIt) {
  const io::LevelFile atThreshold = patterned(4096, 256);
  ASSERT_EQ(4096 * 256, io::kCompactTileThreshold);
  const std::string plain = io::formatLevel(atThreshold);
  EXPECT_NE(plain.find("\"version\": 1,"), std::string::npos);
  EXPECT_EQ(plain.find("\"encoding\""), std::string::npos);
  EXPECT_EQ(plain, io::formatLevel(atThreshold, io::TileEncoding::Plain));

  const std::string compact = io::formatLevel(patterned(4097, 256));
  EXPECT_NE(compact.find("\"version\": 3,"), std::string::npos);
  EXPECT_NE(compact.find("{\"encoding\": \"base64\", \"compression\": \"zstd\", \"tiles\": \""), std::string::npos);
  EXPECT_LT(compact.size(), plain.size() / 10) << "the pattern compresses";
}

TEST(LevelCompact, RoundTripsTwoLayersWithTags) {
  io::LevelFile f = patterned(300, 40, 2);
  f.level.setTag(1, 5, 6, TileTag::Ladder);
  f.level.setTag(1, 299, 39, TileTag::Ice);
  const std::string text = io::formatLevel(f, io::TileEncoding::Compact);
  EXPECT_NE(text.find("\"tags\": \""), std::string::npos);
  const io::LoadResult r = io::parseLevel(text);
  ASSERT_TRUE(r.file) << io::describe("compact", r.problems);
  for (int l = 0; l < 2; ++l) EXPECT_EQ(r.file->level.layerData(l), f.level.layerData(l)) << "layer " << l;
  EXPECT_FALSE(r.file->level.hasTags(0));
  EXPECT_EQ(r.file->level.tagData(1), f.level.tagData(1));
  EXPECT_EQ(io::formatLevel(*r.file, io::TileEncoding::Compact), text);
  EXPECT_EQ(io::formatLevel(*r.file, io::TileEncoding::Plain), io::formatLevel(f, io::TileEncoding::Plain));
}

// Written by other programs (Python's base64 and zlib, the zstd command), so
// the format is pinned, not only our own writer.
TEST(LevelCompact, ReadsUncompressedZstdAndZlibLittleEndianTiles) {
  const std::vector<std::uint16_t> expected = {1, 0x1001, 0, 2};
  for (const json& layer : {json{{"encoding", "base64"}, {"tiles", "AQABEAAAAgA="}},
                            json{{"encoding", "base64"}, {"compression", "zstd"}, {"tiles", "KLUv/QRYQQAAAQABEAAAAgCswDQi"}},
                            json{{"encoding", "base64"}, {"compression", "zlib"}, {"tiles", "eJxjZGAUYGBgYgAAAGoAFQ=="}}}) {
    const io::LoadResult r = test::parseJson(compactDoc(layer));
    ASSERT_TRUE(r.file) << io::describe(layer.dump(), r.problems);
    EXPECT_EQ(r.file->level.layerData(0), expected) << layer.dump();
  }
}

// Issue 29: a skippable frame (metadata zstd lets a stream begin with) was
// read as a frame that holds 0 bytes; zstd's own texts reached the user.
TEST(LevelCompact, ReadsAZstdStreamThatStartsWithASkippableFrame) {
  const io::LoadResult r = test::parseJson(compactDoc(
      {{"encoding", "base64"}, {"compression", "zstd"}, {"tiles", "UCpNGAQAAAABAgMEKLUv/QRYQQAAAQABEAAAAgCswDQi"}}));
  ASSERT_TRUE(r.file) << io::describe("level", r.problems);
  EXPECT_EQ(r.file->level.layerData(0), (std::vector<std::uint16_t>{1, 0x1001, 0, 2}));
}

TEST(LevelCompact, ZstdFailuresAreSaidInAUsersWords) {
  const auto problems = test::parseJson(compactDoc(
      {{"encoding", "base64"}, {"compression", "zstd"}, {"tiles", "KLUv/QVYB0EAAAEAARAAAAIArMA0Ig=="}})).problems;
  EXPECT_TRUE(hasProblem(problems, "layers[0].tiles",
                         "is a zstd stream made with a dictionary; Solidtile reads streams made without one"));
  for (const io::Problem& p : problems) EXPECT_EQ(p.what.find("Dictionary mismatch"), std::string::npos) << p.what;
}

// Issue 29: "decodes to 150 bytes, more than a zlib stream of 8 bytes can take" said neither which was which.
TEST(LevelCompact, APackedLayerLongerThanItsTilesCouldNeedSaysWhichNumberIsWhich) {
  const auto problems = test::parseJson(compactDoc(
      {{"encoding", "base64"}, {"compression", "zlib"}, {"tiles", std::string(200, 'A')}})).problems;
  EXPECT_TRUE(hasProblem(problems, "layers[0].tiles",
                         "is a zlib stream of 150 bytes; the 8 bytes it should hold never take more than 21 compressed"));
}

TEST(LevelCompact, NamesEveryBadCompactLayer) {
  const auto problemsOf = [](const json& layer) { return test::parseJson(compactDoc(layer)).problems; };
  EXPECT_TRUE(hasProblem(problemsOf({{"encoding", "base64"}, {"tiles", "AQA!EAAAAgA="}}), "layers[0].tiles",
                         "has '!' at character 3, which is not base64"));
  EXPECT_TRUE(hasProblem(problemsOf({{"encoding", "base64"}, {"tiles", "AQABEAAA"}}), "layers[0].tiles",
                         "decodes to 6 bytes, expected 8"));
  EXPECT_TRUE(hasProblem(problemsOf({{"encoding", "base64"}, {"compression", "zstd"}, {"tiles", "AQABEAAAAgA="}}),
                         "layers[0].tiles", "is a corrupt or cut-short zstd stream"));
  EXPECT_TRUE(hasProblem(problemsOf({{"encoding", "base64"}, {"compression", "zlib"}, {"tiles", "eJxjZGAUYGBgYgAAAGoAFA=="}}),
                         "layers[0].tiles", "is a corrupt or cut-short zlib stream"));
  EXPECT_TRUE(hasProblem(problemsOf({{"encoding", "base64"}, {"compression", "lz4"}, {"tiles", "AQABEAAAAgA="}}),
                         "layers[0].compression", "is \"lz4\", expected \"zstd\" or \"zlib\""));
  EXPECT_TRUE(hasProblem(problemsOf({{"encoding", "hex"}, {"tiles", "AQABEAAAAgA="}}), "layers[0].encoding",
                         "is \"hex\", expected \"base64\""));
  EXPECT_TRUE(hasProblem(problemsOf({{"encoding", "base64"}, {"tiles", {1, 2, 0, 0}}}), "layers[0].tiles",
                         "is an array of 4, expected a base64 string"));
  EXPECT_TRUE(hasProblem(problemsOf({{"tiles", "AQABEAAAAgA="}}), "layers[0].tiles",
                         "is a string of 12 characters, expected an array of tile numbers"));
  // The decoded tiles are checked like plain ones: 0x0005 names masks[4], which does not exist.
  EXPECT_TRUE(hasProblem(problemsOf({{"encoding", "base64"}, {"tiles", "AQABEAAABQA="}}), "layers[0].tiles[3] (tile 3,0)",
                         "mask 4 does not exist (the level has 2 masks)"));
}

TEST(LevelCompact, IsAVersion3Field) {
  json doc = compactDoc({{"encoding", "base64"}, {"tiles", "AQABEAAAAgA="}});
  doc["version"] = 2;
  EXPECT_TRUE(hasProblem(test::parseJson(doc).problems, "layers[0].encoding", "is a version 3 field"));
}

TEST(LevelCompact, CompactTagsAreCheckedLikePlainOnes) {
  json doc = compactDoc({{"encoding", "base64"}, {"tiles", "AQABEAAAAgA="}, {"tags", "AAECAA=="}});
  const io::LoadResult r = test::parseJson(doc);
  ASSERT_TRUE(r.file) << io::describe("tags", r.problems);
  EXPECT_EQ(r.file->level.tagData(0), (std::vector<std::uint8_t>{0, 1, 2, 0}));
  doc["layers"][0]["tags"] = "AAEJAA==";  // 9 is no tag
  EXPECT_TRUE(hasProblem(test::parseJson(doc).problems, "layers[0].tags[2] (tile 2,0)", "is 9, outside 0..4"));
  doc["layers"][0]["tags"] = json::array({0, 1, 2, 0});
  EXPECT_TRUE(hasProblem(test::parseJson(doc).problems, "layers[0].tags", "expected a base64 string"));
}

TEST(LevelCompact, ATinyCompactFileClaimingAHugeLevelAllocatesLittle) {
  json doc = test::minimalLevel();
  doc["version"] = 3;
  doc["width"] = 8192;
  doc["height"] = 4096;
  // A zstd frame header that declares 4 bytes: the layer needs 64 MiB.
  doc["layers"] = json::array({{{"encoding", "base64"}, {"compression", "zstd"},
                                {"tiles", "KLUv/SQEIQAAAQABEMKLFJg="}}});
  test::LargestAllocation largest;
  const auto problems = test::parseJson(doc).problems;
  EXPECT_TRUE(hasProblem(problems, "layers[0].tiles", "is a zstd stream of 4 bytes, expected 67108864"));
  EXPECT_LT(largest.bytes(), 64u * 1024u);
}

TEST(LevelStreaming, ListsAnArrayAmongTheTilesAndCountsProblemsPastTheCap) {
  json doc = test::minimalLevel();
  doc["width"] = 300;
  json tiles = json::array();
  tiles.push_back(json::array({1}));
  for (int i = 1; i < 300; ++i) tiles.push_back(-1);
  doc["layers"] = json::array({{{"tiles", tiles}}});
  const auto problems = test::parseJson(doc).problems;
  EXPECT_TRUE(hasProblem(problems, "layers[0].tiles[0] (tile 0,0)", "is an array of 1, expected an integer in 0..65535"));
  EXPECT_TRUE(hasProblem(problems, "layers[0].tiles[1] (tile 1,0)", "is -1, outside 0..65535"));
  EXPECT_TRUE(hasProblem(problems, "", "and 200 more problems not listed"));
}

TEST(LevelStreaming, LoadsFromDiskWhatItParsesFromMemory) {
  test::TempDir dir;
  const io::LevelFile f = patterned(1200, 900, 2);
  for (const io::TileEncoding e : {io::TileEncoding::Plain, io::TileEncoding::Compact}) {
    const auto path = dir.path() / "big.json";
    std::string why;
    ASSERT_TRUE(io::saveLevel(path, f, &why, e)) << why;
    const io::LoadResult r = io::loadLevel(path);
    ASSERT_TRUE(r.file) << io::describe("big.json", r.problems);
    EXPECT_EQ(r.file->level.layerData(0), f.level.layerData(0));
    EXPECT_EQ(r.file->level.layerData(1), f.level.layerData(1));
  }
  std::ofstream(dir.path() / "cut.json") << io::formatLevel(f, io::TileEncoding::Plain).substr(0, 5000);
  EXPECT_TRUE(hasProblem(io::loadLevel(dir.path() / "cut.json").problems, "line 15, column 4566", "unexpected end of input"));
}

}  // namespace
}  // namespace solidtile

namespace solidtile {
namespace {

// A plain level whose row 2 (of 6) has `token` in place of tile 9.
std::string withToken(const std::string& token) {
  std::string text = io::formatLevel(patternedForRows(), io::TileEncoding::Plain);
  std::size_t at = text.find("\"tiles\": [");
  for (int line = 0; line < 3; ++line) at = text.find('\n', at) + 1;  // the start of row 2
  for (int comma = 0; comma < 9; ++comma) at = text.find(", ", at) + 2;
  const std::size_t end = text.find(',', at);
  return text.replace(at, end - at, token);
}

// The fast reading of tile rows hands anything unusual back to the JSON
// parser: problems keep their line and column, and bad tiles their index.
TEST(LevelStreaming, ReadsRowsFastYetNamesEveryProblemWhereTheParserWould) {
  for (const std::string token : {"x", "01", "1 2", "[3"}) {
    const std::string text = withToken(token);
    const auto problems = io::parseLevel(text).problems;
    ASSERT_EQ(problems.size(), 1u) << token;
    EXPECT_EQ(problems[0].where, test::jsonParserPosition(text)) << token;
  }
  const std::size_t k = 2 * 40 + 9;
  const std::string where = "layers[0].tiles[" + std::to_string(k) + "] (tile 9,2)";
  EXPECT_TRUE(hasProblem(io::parseLevel(withToken("70000")).problems, where, "is 70000, outside 0..65535"));
  EXPECT_TRUE(hasProblem(io::parseLevel(withToken("1.5")).problems, where, "is 1.5, expected an integer"));
  EXPECT_TRUE(hasProblem(io::parseLevel(withToken("9")).problems, where, "mask 8 does not exist"));
  const io::LoadResult fine = io::parseLevel(withToken("  2 "));
  ASSERT_TRUE(fine.file) << io::describe("spaces", fine.problems);
  EXPECT_EQ(fine.file->level.layerData(0)[k], 2);
}

// A row that crosses the file reader's 1 MiB buffer is read in whole, and its
// problems are named as the parser names them.
TEST(LevelStreaming, ARowAcrossTheFileBufferReadsAndNamesItsProblemsAsFromMemory) {
  test::TempDir dir;
  const std::string text = io::formatLevel(patterned(1200, 900), io::TileEncoding::Plain);
  const std::size_t boundary = 1u << 20;
  const std::size_t lineEnd = text.find('\n', boundary);
  ASSERT_NE(lineEnd, std::string::npos);
  const std::size_t element = text.rfind(", ", lineEnd - 8) + 2;  // the line's last whole element but one
  ASSERT_GT(element, boundary);
  for (const std::string token : {"x", "70000"}) {
    std::string bad = text;
    bad.replace(element, text.find(',', element) - element, token);
    test::writeText(dir / "row.json", bad);
    const auto fromDisk = io::loadLevel(dir / "row.json").problems;
    ASSERT_FALSE(fromDisk.empty()) << token;
    EXPECT_EQ(io::describe("f", fromDisk), io::describe("f", io::parseLevel(bad).problems)) << token;
    if (token == "x") {
      EXPECT_EQ(fromDisk[0].where, test::jsonParserPosition(bad));
    }
  }
}

}  // namespace
}  // namespace solidtile

// A compact layer's base64 decoded straight from the read buffer (issue 15),
// and noise written uncompressed: the same levels and the same problems as
// when the JSON parser reads the string itself.
#include <gtest/gtest.h>

#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>

#include "largest_allocation.h"
#include "level_builder.h"
#include "problem_matchers.h"
#include "solidtile/io/level_file.h"
#include "../support/temp_dir.h"

namespace solidtile {
namespace {
using nlohmann::json;
using test::hasProblem;

// Every tile a random mask of all 4095 and random flags: 16 random bits,
// which no compressor shrinks.
io::LevelFile noise(int w, int h, int layers) {
  io::LevelFile f;
  f.name = "noise";
  f.level = Level(w, h, layers);
  for (int m = 0; m < Tile::kMaxMasks; ++m) {
    HeightMask::Heights heights{};
    heights.fill(static_cast<std::int8_t>(m % 16 + 1));
    f.level.addMask(*HeightMask::fromHeights(heights, 0));
  }
  std::uint32_t seed = 2463534242u;
  const auto next = [&seed] {  // xorshift32
    seed ^= seed << 13;
    seed ^= seed >> 17;
    seed ^= seed << 5;
    return seed;
  };
  for (int l = 0; l < layers; ++l) {
    for (std::uint16_t& t : f.level.layerData(l)) {
      const std::uint32_t r = next();
      t = static_cast<std::uint16_t>((r % Tile::kMaxMasks + 1) | (r >> 16 & 0xF000u));
    }
  }
  return f;
}

TEST(LevelBase64, NoiseIsWrittenUncompressedAndReadsBack) {
  io::LevelFile f = noise(256, 64, 2);
  f.level.setTag(1, 3, 4, TileTag::Ladder);
  const std::string text = io::formatLevel(f, io::TileEncoding::Compact);
  EXPECT_EQ(text.find("\"compression\""), std::string::npos) << "zstd does not shrink noise";
  EXPECT_NE(text.find("{\"encoding\": \"base64\", \"tiles\": \""), std::string::npos);
  const io::LoadResult r = io::parseLevel(text);
  ASSERT_TRUE(r.file) << io::describe("noise", r.problems);
  for (int l = 0; l < 2; ++l) EXPECT_EQ(r.file->level.layerData(l), f.level.layerData(l)) << "layer " << l;
  EXPECT_EQ(r.file->level.tagData(1), f.level.tagData(1));
  EXPECT_EQ(io::formatLevel(*r.file, io::TileEncoding::Compact), text);
}

// A 4 x 1 level (2 masks) whose layer has these keys, as one line of JSON text.
std::string layerText(const std::string& layer) {
  json doc = test::minimalLevel();
  doc["version"] = 3;
  doc["width"] = 4;
  doc["masks"].push_back(doc["masks"][0]);
  doc["layers"] = json::array();
  std::string text = doc.dump();
  const std::string empty = "\"layers\":[]";
  return text.replace(text.find(empty), empty.size(), "\"layers\":[" + layer + "]");
}

const std::vector<std::uint16_t> kTiles = {1, 0x1001, 0, 2};  // "AQABEAAAAgA="

TEST(LevelBase64, ReadsWhatTheParserWouldFromUnusualStrings) {
  // An escape, blanks around the colon, bits past the last byte set in the padded group.
  for (const std::string tiles : {R"("AQABEAAA\u0041gA=")", R"(  :  "AQABEAAAAgA=")", R"("AQABEAAAAgB=")"}) {
    const std::string sep = tiles[0] == ' ' ? "" : ": ";
    const io::LoadResult r = io::parseLevel(layerText("{\"encoding\": \"base64\", \"tiles\"" + sep + tiles + "}"));
    ASSERT_TRUE(r.file) << io::describe(tiles, r.problems);
    EXPECT_EQ(r.file->level.layerData(0), kTiles) << tiles;
  }
  const auto problemsOf = [](const std::string& tiles) {
    return io::parseLevel(layerText(R"({"encoding": "base64", "tiles": ")" + tiles + "\"}")).problems;
  };
  EXPECT_TRUE(hasProblem(problemsOf("AQABEAAAA=A="), "layers[0].tiles", "has '=' at character 9, which is not base64"));
  EXPECT_TRUE(hasProblem(problemsOf("=QABEAAAAgA="), "layers[0].tiles", "has '=' at character 0, which is not base64"));
  EXPECT_TRUE(hasProblem(problemsOf("AQABEAAAAg=="), "layers[0].tiles", "decodes to 7 bytes, expected 8"));
  EXPECT_TRUE(hasProblem(problemsOf("AQABEAAAAgA"), "layers[0].tiles", "is 11 characters of base64, not a multiple of 4"));
  EXPECT_TRUE(hasProblem(problemsOf("AQABEAAAAgA=="), "layers[0].tiles", "is 13 characters of base64, not a multiple of 4"));
  EXPECT_TRUE(hasProblem(problemsOf("AQABEAA===A="), "layers[0].tiles", "has '=' at character 7, which is not base64"));
  EXPECT_TRUE(hasProblem(problemsOf(""), "layers[0].tiles", "decodes to 0 bytes, expected 8"));
  EXPECT_TRUE(hasProblem(problemsOf("AQABEAAA AA="), "layers[0].tiles", "has ' ' at character 8"));
  EXPECT_TRUE(hasProblem(problemsOf("AQABEAAA"), "layers[0].tiles", "decodes to 6 bytes, expected 8"));
  // Read straight, the tags are checked like any others.
  EXPECT_TRUE(hasProblem(io::parseLevel(layerText(R"({"encoding": "base64", "tiles": "AQABEAAAAgA=", "tags": "AAEJAA=="})")).problems,
                         "layers[0].tags[2] (tile 2,0)", "is 9, outside 0..4"));
}

// The parser never saw a string read straight, so it would count a later
// column on the same line short: such a file is read again for the exact place.
TEST(LevelBase64, ASyntaxErrorAfterAStringReadStraightHasItsExactColumn) {
  test::TempDir dir;
  for (const std::string after : {" x}", ",}", "\"}", "}}}"}) {
    const std::string text = layerText(R"({"encoding": "base64", "tiles": "AQABEAAAAgA=")" + after);
    const std::string expected = test::jsonParserPosition(text);
    ASSERT_NE(expected, "parsed") << after;
    const auto problems = io::parseLevel(text).problems;
    ASSERT_EQ(problems.size(), 1u) << after << io::describe("text", problems);
    EXPECT_EQ(problems[0].where, expected) << after;
    test::writeText(dir / "bad.json", text);
    const auto fromDisk = io::loadLevel(dir / "bad.json").problems;
    ASSERT_EQ(fromDisk.size(), 1u) << after;
    EXPECT_EQ(fromDisk[0].where, expected) << after;
  }
  // Cut short inside the string.
  const std::string cut = layerText(R"({"encoding": "base64", "tiles": "AQABEAAAAgA=")").substr(0, 150);
  EXPECT_EQ(io::parseLevel(cut).problems.at(0).where, test::jsonParserPosition(cut));
}

// A string longer than the file reader's 1 MiB buffer is decoded across its
// refills; a bad character far into it is named where it is.
TEST(LevelBase64, AStringAcrossManyBuffersLoadsAndNamesItsBadCharacter) {
  test::TempDir dir;
  const io::LevelFile f = noise(1024, 1024, 1);  // 2 MiB of tiles, 2.8 MB of base64
  std::string text = io::formatLevel(f, io::TileEncoding::Compact);
  std::string why;
  ASSERT_TRUE(io::saveLevel(dir / "noise.json", f, &why, io::TileEncoding::Compact)) << why;
  const io::LoadResult r = io::loadLevel(dir / "noise.json");
  ASSERT_TRUE(r.file) << io::describe("noise", r.problems);
  EXPECT_EQ(r.file->level.layerData(0), f.level.layerData(0));

  const std::size_t start = text.find("\"tiles\": \"") + 10;
  const std::size_t k = 2'000'001;
  ASSERT_LT(start + k, text.find('"', start));
  text[start + k] = '!';
  test::writeText(dir / "bad.json", text);
  const std::string what = "has '!' at character " + std::to_string(k) + ", which is not base64";
  EXPECT_TRUE(hasProblem(io::loadLevel(dir / "bad.json").problems, "layers[0].tiles", what));
  EXPECT_TRUE(hasProblem(io::parseLevel(text).problems, "layers[0].tiles", what));
}

// Wherever the string starts against the file reader's 1 MiB buffer (its
// key's quote or `: "` split across two fills), it is read straight: no
// allocation as large as its text, which the JSON lexer would make.
TEST(LevelBase64, AStringStartingAtTheFileBuffersEndIsStillReadStraight) {
  test::TempDir dir;
  const io::LevelFile f = noise(1024, 1024, 1);
  const std::string text = io::formatLevel(f, io::TileEncoding::Compact);
  const std::size_t key = text.find("\"tiles\": \"");
  const std::size_t chars = text.find('"', key + 10) - (key + 10);
  for (std::size_t split = 0; split < 12; ++split) {
    // Blanks before "layers" put the key's closing quote `split` characters before 1 MiB.
    const std::size_t quote = key + 6;
    std::string moved = text;
    moved.insert(text.find("\"layers\""), (1u << 20) - 1 - split - quote, ' ');
    test::writeText(dir / "split.json", moved);
    test::LargestAllocation largest;
    const io::LoadResult r = io::loadLevel(dir / "split.json");
    ASSERT_TRUE(r.file) << io::describe("split", r.problems);
    EXPECT_EQ(r.file->level.layerData(0), f.level.layerData(0)) << split;
    EXPECT_LT(largest.bytes(), chars) << split;
  }
}

}  // namespace
}  // namespace solidtile

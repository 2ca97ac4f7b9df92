// Level format version 4: Sonic 1's loop regions (docs/formats.md, "loops").
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "level_builder.h"
#include "problem_matchers.h"
#include "solidtile/io/level_file.h"

namespace solidtile {
namespace {
using nlohmann::json;
using test::hasProblem;

io::LoadResult parseJson(const json& doc) { return io::parseLevel(doc.dump()); }

// 48 x 32 tiles: 3 x 2 chunks of 256 px.
json loopsLevel(json loops) {
  json doc = test::minimalLevel();
  doc["version"] = 4;
  doc["width"] = 48;
  doc["height"] = 32;
  doc["layers"] = json::array({json{{"tiles", std::vector<int>(48 * 32, 0)}}, json{{"tiles", std::vector<int>(48 * 32, 0)}}});
  doc["loops"] = std::move(loops);
  return doc;
}

TEST(LevelLoops, RoundTripAsVersion4) {
  io::LevelFile f = test::richLevel();
  f.level = Level(48, 32, 2);
  f.level.addMask(*HeightMask::fromHeights({16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16}, 0));
  f.autoAngle = {false};
  f.level.loops = {{256, 0, false}, {512, 256, true}};
  const std::string text = io::formatLevel(f);
  EXPECT_EQ(json::parse(text)["version"], 4);
  EXPECT_NE(text.find("\"loops\": [\n    {\"x\": 256, \"y\": 0},\n    {\"x\": 512, \"y\": 256, \"air_to_high\": true}\n  ]"),
            std::string::npos)
      << text;
  const io::LoadResult r = io::parseLevel(text);
  ASSERT_TRUE(r.file) << io::describe("level", r.problems);
  EXPECT_EQ(r.file->level.loops, f.level.loops);
  EXPECT_EQ(io::formatLevel(*r.file), text);
}

TEST(LevelLoops, ALevelWithoutLoopsKeepsItsOlderVersion) {
  io::LevelFile f = test::richLevel();
  EXPECT_EQ(io::levelFormatVersionFor(f.level), 1);
  EXPECT_EQ(io::formatLevel(f).find("loops"), std::string::npos);
  EXPECT_EQ(io::levelFormatVersionFor(f.level, io::TileEncoding::Compact), 3);
  f.level = Level(16, 16, 2);
  f.level.loops = {{0, 0, false}};
  EXPECT_EQ(io::levelFormatVersionFor(f.level, io::TileEncoding::Compact), 4) << "loops outrank the compact encoding";
}

TEST(LevelLoops, AreAVersion4Field) {
  json doc = loopsLevel(json::array({json{{"x", 0}, {"y", 0}}}));
  doc["version"] = 3;
  EXPECT_TRUE(hasProblem(parseJson(doc).problems, "loops",
                         "is a version 4 field; this file says \"version\": 3 (write \"version\": 4 to use it)"));
  doc["version"] = 4;
  const io::LoadResult r = parseJson(doc);
  ASSERT_TRUE(r.file) << io::describe("level", r.problems);
  EXPECT_EQ(r.file->level.loops, (std::vector<LoopRegion>{{0, 0, false}}));
}

TEST(LevelLoops, RefusesRegionsThatAreNotChunksOfTheLevel) {
  const json doc = loopsLevel(json::array({
      json{{"x", 250}, {"y", 0}},
      json{{"x", 256}, {"y", 16}},
      json{{"x", 768}, {"y", 0}},
      json{{"x", 0}, {"y", 512}},
      json{{"x", -256}, {"y", 0}},
      json{{"x", 256}, {"y", 256}, {"air_to_high", 1}},
      json{{"x", 256}, {"y", 256}, {"size", 256}},
      json{{"x", 512}, {"y", 256}},
      json{{"x", 512}, {"y", 256}, {"air_to_high", true}},
      "a loop",
  }));
  const io::LoadResult r = parseJson(doc);
  EXPECT_FALSE(r.file);
  EXPECT_TRUE(hasProblem(r.problems, "loops[0].x", "is 250, expected a multiple of 256"));
  EXPECT_TRUE(hasProblem(r.problems, "loops[1].y", "is 16, expected a multiple of 256"));
  EXPECT_TRUE(hasProblem(r.problems, "loops[2]", "(768, 0) is outside the level (768 x 512 px)"));
  EXPECT_TRUE(hasProblem(r.problems, "loops[3]", "(0, 512) is outside the level"));
  EXPECT_TRUE(hasProblem(r.problems, "loops[4].x", "outside 0..4194304"));
  EXPECT_TRUE(hasProblem(r.problems, "loops[5].air_to_high", "is 1, expected true or false"));
  EXPECT_TRUE(hasProblem(r.problems, "loops[6]", "has an unknown key \"size\""));
  EXPECT_TRUE(hasProblem(r.problems, "loops[8]", "is the same chunk as loops[7]"));
  EXPECT_TRUE(hasProblem(r.problems, "loops[9]", "expected an object with x and y"));
  EXPECT_TRUE(hasProblem(parseJson(loopsLevel("all")).problems, "loops", "expected an array of loop regions"));
}

TEST(LevelLoops, RefusesMoreRegionsThanTheLimit) {
  json many = json::array();
  for (int i = 0; i <= LevelLimits::kMaxLoops; ++i) many.push_back(json{{"x", 0}, {"y", 0}});
  EXPECT_TRUE(hasProblem(parseJson(loopsLevel(many)).problems, "loops", "has 4097 regions, more than the 4096"));
}

}  // namespace
}  // namespace solidtile

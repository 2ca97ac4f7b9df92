// Level format version 2: tile tags, mask edges and objects (docs/formats.md).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "largest_allocation.h"
#include "level_builder.h"
#include "problem_matchers.h"
#include "solidtile/io/level_file.h"

namespace solidtile {
namespace {
using nlohmann::json;
using test::hasProblem;

io::LevelFile boxLevel() {
  io::LevelFile f = test::richLevel();
  f.level.setTag(0, 1, 1, TileTag::Ladder);
  f.level.setTag(0, 1, 2, TileTag::Ice);
  f.level.setTag(1, 4, 0, TileTag::StairUpLeft);
  f.level.setMaskEdges(1, {3, 9});
  SolidObject o;
  o.w = 48;
  o.h = 16;
  o.path = {{10, 20}, {100, 20}, {100, -40}};
  o.speed = 384;
  o.loop = ObjectLoop::Loop;
  o.wait = 30;
  o.topOnly = true;
  f.level.objects.push_back(o);
  SolidObject still;
  still.path = {{-5, 7}};
  f.level.objects.push_back(still);
  return f;
}

json minimalV2() {
  json doc = test::minimalLevel();
  doc["version"] = 2;
  return doc;
}

TEST(LevelFileV2, ALevelWithoutNewFieldsIsStillWrittenAsVersion1) {
  const io::LevelFile f = test::richLevel();
  EXPECT_EQ(io::levelFormatVersionFor(f.level), 1);
  EXPECT_EQ(json::parse(io::formatLevel(f))["version"], 1);
  // All-zero tags are no tags.
  io::LevelFile g = f;
  g.level.setTag(0, 1, 1, TileTag::Ice);
  g.level.setTag(0, 1, 1, TileTag::None);
  EXPECT_EQ(json::parse(io::formatLevel(g))["version"], 1);
}

TEST(LevelFileV2, TagsEdgesAndObjectsRoundTripAsVersion2) {
  const io::LevelFile f = boxLevel();
  const std::string text = io::formatLevel(f);
  const json doc = json::parse(text);
  EXPECT_EQ(doc["version"], 2);
  EXPECT_EQ(doc["masks"][1]["edges"], json::parse("[3, 9]"));
  EXPECT_FALSE(doc["masks"][0].contains("edges"));
  EXPECT_EQ(doc["layers"][0]["tags"].size(), 15u);
  EXPECT_EQ(doc["layers"][0]["tags"][6], 1);
  EXPECT_EQ(doc["objects"][0]["loop"], "loop");
  const io::LoadResult r = io::parseLevel(text);
  ASSERT_TRUE(r.file) << io::describe("level", r.problems);
  const Level& l = r.file->level;
  EXPECT_EQ(l.tag(0, 1, 1), TileTag::Ladder);
  EXPECT_EQ(l.tag(0, 1, 2), TileTag::Ice);
  EXPECT_EQ(l.tag(1, 4, 0), TileTag::StairUpLeft);
  EXPECT_EQ(l.tag(1, 1, 1), TileTag::None);
  EXPECT_EQ(l.maskEdges(1), (MaskEdges{3, 9}));
  EXPECT_FALSE(l.maskEdges(0).set());
  EXPECT_EQ(l.objects, f.level.objects);
  EXPECT_EQ(io::formatLevel(*r.file), text);
}

TEST(LevelFileV2, Version1FilesLoadUnchanged) {
  const io::LevelFile f = test::richLevel();
  const io::LoadResult r = io::parseLevel(io::formatLevel(f));
  ASSERT_TRUE(r.file);
  EXPECT_TRUE(r.file->level.objects.empty());
  EXPECT_FALSE(r.file->level.hasTags(0));
  EXPECT_EQ(io::formatLevel(*r.file), io::formatLevel(f));
}

TEST(LevelFileV2, NewFieldsInAVersion1FileAreNamed) {
  json doc = test::minimalLevel();
  doc["layers"][0]["tags"] = {0, 1};
  doc["masks"][0]["edges"] = {0, 16};
  doc["objects"] = json::array();
  const auto problems = test::parseJson(doc).problems;
  EXPECT_TRUE(hasProblem(problems, "layers[0].tags", "is a version 2 field"));
  EXPECT_TRUE(hasProblem(problems, "masks[0].edges", "is a version 2 field"));
  EXPECT_TRUE(hasProblem(problems, "objects", "is a version 2 field"));
}

TEST(LevelFileV2, ReportsBadTagsByIndexAndTile) {
  json doc = minimalV2();
  doc["layers"][0]["tags"] = {0, 7};
  EXPECT_TRUE(hasProblem(test::parseJson(doc).problems, "layers[0].tags[1] (tile 1,0)", "outside 0..4"));
  doc["layers"][0]["tags"] = {0};
  EXPECT_TRUE(hasProblem(test::parseJson(doc).problems, "layers[0].tags", "has 1 tag, expected one per tile"));
  doc["layers"][0]["tags"] = "ladder";
  EXPECT_TRUE(hasProblem(test::parseJson(doc).problems, "layers[0].tags", "expected an array of tile tags"));
}

TEST(LevelFileV2, ReportsBadEdges) {
  json doc = minimalV2();
  doc["masks"][0]["edges"] = {0, 17};
  EXPECT_TRUE(hasProblem(test::parseJson(doc).problems, "masks[0].edges[1]", "outside 0..16"));
  doc["masks"][0]["edges"] = {4};
  EXPECT_TRUE(hasProblem(test::parseJson(doc).problems, "masks[0].edges", "expected [left, right]"));
}

TEST(LevelFileV2, ReportsBadObjectsByFieldAndIndex) {
  json doc = minimalV2();
  doc["objects"] = json::parse(R"([
    {"w": 16, "h": 16, "path": [[0, 0]]},
    {"w": 0, "h": 16, "path": [[0, 0]]},
    {"w": 16, "h": 16, "path": []},
    {"w": 16, "h": 16, "path": [[0, 0], [1]], "loop": "bounce"},
    {"w": 16, "h": 16, "path": [[0, 99999999]], "speed": 5000, "wait": -1, "top_only": 1, "colour": "red"}
  ])");
  const auto problems = test::parseJson(doc).problems;
  EXPECT_TRUE(hasProblem(problems, "objects[1].w", "outside 1..4096"));
  EXPECT_TRUE(hasProblem(problems, "objects[2].path", "has 0 points, expected 1..64"));
  EXPECT_TRUE(hasProblem(problems, "objects[3].path[1]", "expected [x, y] in pixels"));
  EXPECT_TRUE(hasProblem(problems, "objects[3].loop", "expected \"ping_pong\" or \"loop\""));
  EXPECT_TRUE(hasProblem(problems, "objects[4].path[0][1]", "outside -4194304..4194304"));
  EXPECT_TRUE(hasProblem(problems, "objects[4].speed", "outside 0..4096"));
  EXPECT_TRUE(hasProblem(problems, "objects[4].wait", "outside 0..216000"));
  EXPECT_TRUE(hasProblem(problems, "objects[4].top_only", "expected true or false"));
  EXPECT_TRUE(hasProblem(problems, "objects[4]", "unknown key \"colour\""));
  doc["objects"] = json::array();
  for (int i = 0; i < ObjectLimits::kMaxObjects + 1; ++i) doc["objects"].push_back(json::parse(R"({"w": 1, "h": 1, "path": [[0, 0]]})"));
  EXPECT_TRUE(hasProblem(test::parseJson(doc).problems, "objects", "more than the 1024"));
}

TEST(LevelFileV2, ATinyFileClaimingHugeTagsAllocatesLittle) {
  json doc = minimalV2();
  doc["width"] = LevelLimits::kMaxWidth;
  doc["height"] = 2048;
  doc["layers"] = {{{"tiles", {1}}, {"tags", {1}}}};
  test::LargestAllocation largest;
  EXPECT_FALSE(test::parseJson(doc).problems.empty());
  EXPECT_LT(largest.bytes(), 64u * 1024u);
}

}  // namespace
}  // namespace solidtile

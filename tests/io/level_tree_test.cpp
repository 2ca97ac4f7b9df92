// Level format version 17: kind "tree" (S&K's hollow tree, Obj_AIZHollowTree;
// level/tree.h, docs/formats.md), with no field of its own.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "level_builder.h"
#include "problem_matchers.h"
#include "solidtile/io/level_file.h"
#include "solidtile/level/tree.h"

namespace solidtile {
namespace level_tree {  // apart from the other tests' names in a unity build
namespace {
using nlohmann::json;
using test::hasProblem;

SolidObject treeAt(int x) {
  SolidObject o;
  o.kind = ObjectKind::Tree;
  o.w = kTreeWidth;
  o.h = kTreeHeight;
  o.path = {{x, 20}};
  return o;
}

TEST(LevelTree, RoundTripsAsVersion17AndIsWrittenOnlyWhenUsed) {
  io::LevelFile f = test::richLevel();
  EXPECT_LT(io::levelFormatVersionFor(f.level), 17);
  EXPECT_EQ(io::formatLevel(f).find("\"tree\""), std::string::npos);
  f.level.objects.push_back(treeAt(100));
  EXPECT_EQ(io::levelFormatVersionFor(f.level), 17);
  const std::string text = io::formatLevel(f);
  const json doc = json::parse(text);
  EXPECT_EQ(doc["version"], 17);
  const json& o = doc["objects"][doc["objects"].size() - 1];
  EXPECT_EQ(o["kind"], "tree");
  EXPECT_EQ(o["w"], 224);
  EXPECT_EQ(o["h"], 305);
  EXPECT_FALSE(o.contains("direction"));
  const io::LoadResult r = io::parseLevel(text);
  ASSERT_TRUE(r.file) << io::describe("level", r.problems);
  EXPECT_EQ(r.file->level.objects, f.level.objects);
  EXPECT_EQ(io::formatLevel(*r.file), text);
}

TEST(LevelTree, OlderVersionsWrongBoxesAndForeignFieldsAreNamed) {
  const char* one = R"([{"w": 224, "h": 305, "path": [[0, 0]], "kind": "tree"}])";
  const auto old = io::parseLevel(test::objectsDoc(16, one).dump()).problems;
  EXPECT_TRUE(hasProblem(old, "objects[0].kind", "\"tree\" is a version 17 field"));
  const auto problemsOf = [](const char* list) { return io::parseLevel(test::objectsDoc(17, list).dump()).problems; };
  EXPECT_TRUE(problemsOf(one).empty());
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 224, "h": 304, "path": [[0, 0]], "kind": "tree"}])"), "objects[0]",
                         "a tree is 224 x 305 (w and h: Obj_AIZHollowTree's reach), not 224 x 304"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 224, "h": 305, "path": [[0, 0]], "kind": "tree", "direction": "left"}])"),
                         "objects[0]", "direction is for springs and spikes, not a tree"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 224, "h": 305, "path": [[0, 0]], "kind": "tree", "top_only": true}])"),
                         "objects[0]", "a tree cannot be top_only"));
  EXPECT_TRUE(hasProblem(
      problemsOf(R"([{"w": 224, "h": 305, "path": [[0, 0], [40, 0]], "speed": 256, "kind": "tree"}])"), "objects[0]",
      "a tree stays where it is placed"));
}

}  // namespace
}  // namespace level_tree
}  // namespace solidtile

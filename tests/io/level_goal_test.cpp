// Level format version 17: kind "goal" (the act's signpost, Sonic 1's and
// 2's Obj0D; level/goal.h, docs/formats.md), no field of its own.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "level_builder.h"
#include "problem_matchers.h"
#include "solidtile/io/level_file.h"
#include "solidtile/level/goal.h"

namespace solidtile {
namespace level_goal {  // apart from the other tests' names in a unity build
namespace {
using nlohmann::json;
using test::hasProblem;

SolidObject goalAt(int x) {
  SolidObject o;
  o.kind = ObjectKind::Goal;
  o.w = kGoalWidth;
  o.h = kGoalHeight;
  o.path = {{x, 200}};
  return o;
}

TEST(LevelGoal, RoundTripsAsVersion17AndIsWrittenOnlyWhenUsed) {
  io::LevelFile f = test::richLevel();
  EXPECT_LT(io::levelFormatVersionFor(f.level), 17);
  EXPECT_EQ(io::formatLevel(f).find("\"goal\""), std::string::npos);
  f.level.objects.push_back(goalAt(100));
  EXPECT_EQ(io::levelFormatVersionFor(f.level), 17);
  const std::string text = io::formatLevel(f);
  const json doc = json::parse(text);
  EXPECT_EQ(doc["version"], 17);
  const json& o = doc["objects"][doc["objects"].size() - 1];
  EXPECT_EQ(o["kind"], "goal");
  EXPECT_EQ(o["w"], 32);
  EXPECT_EQ(o["h"], 48);
  EXPECT_FALSE(o.contains("direction"));
  const io::LoadResult r = io::parseLevel(text);
  ASSERT_TRUE(r.file) << io::describe("level", r.problems);
  EXPECT_EQ(r.file->level.objects, f.level.objects);
  EXPECT_EQ(io::formatLevel(*r.file), text);
}

TEST(LevelGoal, OlderVersionsWrongBoxesAndForeignFieldsAreNamed) {
  const char* one = R"([{"w": 32, "h": 48, "path": [[0, 0]], "kind": "goal"}])";
  const auto old = io::parseLevel(test::objectsDoc(16, one).dump()).problems;
  EXPECT_TRUE(hasProblem(old, "objects[0].kind", "is a version 17 field"));
  const auto problemsOf = [](const char* list) { return io::parseLevel(test::objectsDoc(17, list).dump()).problems; };
  EXPECT_TRUE(problemsOf(one).empty());
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 32, "h": 47, "path": [[0, 0]], "kind": "goal"}])"), "objects[0]",
                         "a goal is 32 x 48"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 33, "h": 48, "path": [[0, 0]], "kind": "goal"}])"), "objects[0]",
                         "a goal is 32 x 48"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 32, "h": 48, "path": [[0, 0]], "kind": "goal", "direction": "left"}])"),
                         "objects[0]", "direction is for springs and spikes, not a goal"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 32, "h": 48, "path": [[0, 0]], "kind": "goal", "top_only": true}])"),
                         "objects[0]", "a goal cannot be top_only"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 32, "h": 48, "path": [[0, 0], [40, 0]], "speed": 256, "kind": "goal"}])"),
                         "objects[0]", "a goal stays where it is placed"));
}

}  // namespace
}  // namespace level_goal
}  // namespace solidtile

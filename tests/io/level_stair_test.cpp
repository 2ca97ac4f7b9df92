// Level format version 18: kind "stair" (Sonic 1's Star Light staircase,
// Obj5B; level/stair.h, docs/formats.md): its "direction" (the way its steps
// go down) and "stair" (what sets it off).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "../support/stair_object.h"
#include "level_builder.h"
#include "problem_matchers.h"
#include "solidtile/io/level_file.h"
#include "solidtile/level/stair.h"

namespace solidtile {
namespace level_stair {  // apart from the other tests' names in a unity build
namespace {
using nlohmann::json;
using test::hasProblem;
using test::stairAt;

TEST(LevelStair, RoundTripsAsVersion18AndIsWrittenOnlyWhenUsed) {
  io::LevelFile f = test::richLevel();
  EXPECT_LT(io::levelFormatVersionFor(f.level), 18);
  EXPECT_EQ(io::formatLevel(f).find("\"stair\""), std::string::npos);
  f.level.objects.push_back(stairAt(116, 216, false));
  f.level.objects.push_back(stairAt(416, 216, true, StairTrigger::Hit));
  EXPECT_EQ(io::levelFormatVersionFor(f.level), 18);
  const std::string text = io::formatLevel(f);
  const json doc = json::parse(text);
  EXPECT_EQ(doc["version"], 18);
  const json& a = doc["objects"][doc["objects"].size() - 2];
  EXPECT_EQ(a["kind"], "stair");
  EXPECT_EQ(a["direction"], "left");
  EXPECT_EQ(a["stair"], "stood");  // written for every stair
  EXPECT_EQ(a["w"], 128);
  EXPECT_EQ(a["h"], 32);
  EXPECT_EQ(a["path"][0][0], 100);
  const json& b = doc["objects"][doc["objects"].size() - 1];
  EXPECT_EQ(b["direction"], "right");
  EXPECT_EQ(b["stair"], "hit");
  const io::LoadResult r = io::parseLevel(text);
  ASSERT_TRUE(r.file) << io::describe("level", r.problems);
  EXPECT_EQ(r.file->level.objects, f.level.objects);
  EXPECT_EQ(io::formatLevel(*r.file), text);
}

TEST(LevelStair, OlderVersionsWrongBoxesAndForeignFieldsAreNamed) {
  const char* one = R"([{"w": 128, "h": 32, "path": [[0, 0]], "kind": "stair", "direction": "left"}])";
  EXPECT_TRUE(hasProblem(io::parseLevel(test::objectsDoc(17, one).dump()).problems, "objects[0].kind", "is a version 18 field"));
  const char* foreign = R"([{"w": 16, "h": 16, "path": [[0, 0]], "stair": "hit"}])";
  EXPECT_TRUE(hasProblem(io::parseLevel(test::objectsDoc(17, foreign).dump()).problems, "objects[0].stair", "is a version 18 field"));
  const auto problemsOf = [](const char* list) { return io::parseLevel(test::objectsDoc(18, list).dump()).problems; };
  EXPECT_TRUE(problemsOf(one).empty());  // stood when left out
  EXPECT_TRUE(problemsOf(R"([{"w": 128, "h": 32, "path": [[0, 0]], "kind": "stair", "direction": "right", "stair": "hit"}])").empty());
  EXPECT_TRUE(hasProblem(problemsOf(foreign), "objects[0]", "stair is for a stair, not block"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 128, "h": 32, "path": [[0, 0]], "kind": "stair"}])"), "objects[0]",
                         "a stair's direction is left or right (the way its steps go down: Obj5B's x-flip makes it right), not up"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 96, "h": 32, "path": [[0, 0]], "kind": "stair", "direction": "left"}])"),
                         "objects[0]", "a stair is 128 x 32"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 128, "h": 32, "path": [[0, 0]], "kind": "stair", "direction": "left", "top_only": true}])"),
                         "objects[0]", "a stair cannot be top_only"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 128, "h": 32, "path": [[0, 0], [40, 0]], "speed": 256, "kind": "stair", "direction": "left"}])"),
                         "objects[0]", "a stair stays where it is placed"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 128, "h": 32, "path": [[0, 0]], "kind": "stair", "direction": "left", "stair": "kicked"}])"),
                         "objects[0].stair", "\"stood\" or \"hit\""));
}

}  // namespace
}  // namespace level_stair
}  // namespace solidtile

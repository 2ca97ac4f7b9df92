// Level format version 20: kind "bomb" (Sonic 1's walking bomb, Obj5F;
// level/bomb.h, docs/formats.md): its "direction" (the way it walks first,
// and whether it hangs upside down), no field of its own.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "../support/bomb_object.h"
#include "level_builder.h"
#include "problem_matchers.h"
#include "solidtile/io/level_file.h"
#include "solidtile/level/bomb.h"

namespace solidtile {
namespace level_bomb {  // apart from the other tests' names in a unity build
namespace {
using nlohmann::json;
using test::hasProblem;

TEST(LevelBomb, RoundTripsAsVersion20AndIsWrittenOnlyWhenUsed) {
  io::LevelFile f = test::richLevel();
  EXPECT_LT(io::levelFormatVersionFor(f.level), 20);
  EXPECT_EQ(io::formatLevel(f).find("\"bomb\""), std::string::npos);
  f.level.objects.push_back(test::bombObjectAt(132, 100));
  f.level.objects.push_back(test::bombObjectAt(432, 100, true, true));
  EXPECT_EQ(io::levelFormatVersionFor(f.level), 20);
  const std::string text = io::formatLevel(f);
  const json doc = json::parse(text);
  EXPECT_EQ(doc["version"], 20);
  const json& a = doc["objects"][doc["objects"].size() - 2];
  EXPECT_EQ(a["kind"], "bomb");
  EXPECT_EQ(a["direction"], "left");
  EXPECT_EQ(a["w"], 24);
  EXPECT_EQ(a["h"], 24);
  EXPECT_EQ(a["path"][0][0], 120);
  EXPECT_EQ(a["path"][0][1], 88);
  const json& b = doc["objects"][doc["objects"].size() - 1];
  EXPECT_EQ(b["direction"], "down_right");
  const io::LoadResult r = io::parseLevel(text);
  ASSERT_TRUE(r.file) << io::describe("level", r.problems);
  EXPECT_EQ(r.file->level.objects, f.level.objects);
  EXPECT_EQ(io::formatLevel(*r.file), text);
}

TEST(LevelBomb, OlderVersionsWrongBoxesWaysAndForeignFieldsAreNamed) {
  const char* one = R"([{"w": 24, "h": 24, "path": [[0, 0]], "kind": "bomb", "direction": "left"}])";
  EXPECT_TRUE(hasProblem(io::parseLevel(test::objectsDoc(19, one).dump()).problems, "objects[0].kind", "is a version 20 field"));
  const auto problemsOf = [](const char* list) { return io::parseLevel(test::objectsDoc(20, list).dump()).problems; };
  EXPECT_TRUE(problemsOf(one).empty());
  EXPECT_TRUE(problemsOf(R"([{"w": 24, "h": 24, "path": [[0, 0]], "kind": "bomb", "direction": "down_left"}])").empty());
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 24, "h": 24, "path": [[0, 0]], "kind": "bomb"}])"), "objects[0]",
                         "a bomb's direction is left or right (the way it walks first: Obj5F's x-flip makes it right), or "
                         "down_left or down_right upside down (its y-flip), not up"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 24, "h": 24, "path": [[0, 0]], "kind": "bomb", "direction": "up_left"}])"),
                         "objects[0]", "not up_left"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 32, "h": 24, "path": [[0, 0]], "kind": "bomb", "direction": "left"}])"),
                         "objects[0]", "a bomb is 24 x 24 (w and h: Obj5F's obColType $9A, size $C each way), not 32 x 24"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 24, "h": 24, "path": [[0, 0]], "kind": "bomb", "direction": "left", "top_only": true}])"),
                         "objects[0]", "a bomb cannot be top_only (it is not solid: touching it hurts)"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 24, "h": 24, "path": [[0, 0], [8, 0]], "speed": 256, "kind": "bomb", "direction": "left"}])"),
                         "objects[0]", "a bomb stays where it is placed (its path has one point, no oscillate)"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 24, "h": 24, "path": [[0, 0]], "kind": "bomb", "direction": "left", "lift": 2}])"),
                         "objects[0]", "lift is for a lift, not bomb"));
}

}  // namespace
}  // namespace level_bomb
}  // namespace solidtile

// Level format version 19: kind "brick" (Sonic 1's Marble Zone falling
// brick, Obj46 subtypes 2 and $A; level/brick.h, docs/formats.md): its
// "land_y" and "lava", and its wobble as "oscillate".
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "../support/brick_object.h"
#include "level_builder.h"
#include "problem_matchers.h"
#include "solidtile/io/level_file.h"
#include "solidtile/level/brick.h"

namespace solidtile {
namespace level_brick {  // apart from the other tests' names in a unity build
namespace {
using nlohmann::json;
using test::brickAt;
using test::hasProblem;

TEST(LevelBrick, RoundTripsAsVersion19AndIsWrittenOnlyWhenUsed) {
  io::LevelFile f = test::richLevel();
  EXPECT_LT(io::levelFormatVersionFor(f.level), 19);
  EXPECT_EQ(io::formatLevel(f).find("\"land_y\""), std::string::npos);
  f.level.objects.push_back(brickAt(100, 100, 180, true));
  SolidObject wobbling = brickAt(300, 100, 150);
  wobbling.osc = {OscTable::Sonic1, 5, ObjectAxis::Y, 0x10, false, 0, false};
  f.level.objects.push_back(wobbling);
  EXPECT_EQ(io::levelFormatVersionFor(f.level), 19);
  const std::string text = io::formatLevel(f);
  const json doc = json::parse(text);
  EXPECT_EQ(doc["version"], 19);
  const json& a = doc["objects"][doc["objects"].size() - 2];
  EXPECT_EQ(a["kind"], "brick");
  EXPECT_EQ(a["land_y"], 180);
  EXPECT_EQ(a["lava"], true);
  EXPECT_EQ(a["w"], 32);
  const json& b = doc["objects"][doc["objects"].size() - 1];
  EXPECT_EQ(b["lava"], false);  // written for every brick
  EXPECT_EQ(b["oscillate"]["index"], 5);
  const io::LoadResult r = io::parseLevel(text);
  ASSERT_TRUE(r.file) << io::describe("level", r.problems);
  EXPECT_EQ(r.file->level.objects, f.level.objects);
  EXPECT_EQ(io::formatLevel(*r.file), text);
}

TEST(LevelBrick, OlderVersionsWrongBoxesAndForeignFieldsAreNamed) {
  const char* one = R"([{"w": 32, "h": 32, "path": [[0, 0]], "kind": "brick", "land_y": 64}])";
  EXPECT_TRUE(hasProblem(io::parseLevel(test::objectsDoc(18, one).dump()).problems, "objects[0].kind", "is a version 19 field"));
  const char* foreign = R"([{"w": 16, "h": 16, "path": [[0, 0]], "lava": true}])";
  EXPECT_TRUE(hasProblem(io::parseLevel(test::objectsDoc(18, foreign).dump()).problems, "objects[0].lava", "is a version 19 field"));
  const auto problemsOf = [](const char* list) { return io::parseLevel(test::objectsDoc(19, list).dump()).problems; };
  EXPECT_TRUE(problemsOf(one).empty());  // not on the lava when left out
  EXPECT_TRUE(hasProblem(problemsOf(foreign), "objects[0]", "land_y and lava are for a brick, not block"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 48, "h": 32, "path": [[0, 0]], "kind": "brick", "land_y": 64}])"),
                         "objects[0]", "a brick is 32 x 32"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 32, "h": 32, "path": [[0, 10]], "kind": "brick", "land_y": 9}])"),
                         "objects[0]", "above the brick's top"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 32, "h": 32, "path": [[0, 0]], "kind": "brick", "land_y": "low"}])"),
                         "objects[0].land_y", "the top of the brick where it lands"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 32, "h": 32, "path": [[0, 0]], "kind": "brick", "land_y": 64, "top_only": true}])"),
                         "objects[0]", "a brick cannot be top_only"));
}

}  // namespace
}  // namespace level_brick
}  // namespace solidtile

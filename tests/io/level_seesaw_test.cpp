// Level format version 19: kind "seesaw" (Sonic 1's Star Light seesaw Obj5E,
// Sonic 2's Hill Top seesaw Obj14; level/seesaw.h, docs/formats.md): its
// "direction" (its low end at rest) and "ball" (whether it has its ball).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "../support/seesaw_object.h"
#include "level_builder.h"
#include "problem_matchers.h"
#include "solidtile/io/level_file.h"
#include "solidtile/level/seesaw.h"

namespace solidtile {
namespace level_seesaw {  // apart from the other tests' names in a unity build
namespace {
using nlohmann::json;
using test::hasProblem;
using test::seesawAt;

TEST(LevelSeesaw, RoundTripsAsVersion19AndIsWrittenOnlyWhenUsed) {
  io::LevelFile f = test::richLevel();
  EXPECT_LT(io::levelFormatVersionFor(f.level), 19);
  EXPECT_EQ(io::formatLevel(f).find("\"ball\""), std::string::npos);
  f.level.objects.push_back(seesawAt(148, 247, false));
  f.level.objects.push_back(seesawAt(448, 247, true, false));
  EXPECT_EQ(io::levelFormatVersionFor(f.level), 19);
  const std::string text = io::formatLevel(f);
  const json doc = json::parse(text);
  EXPECT_EQ(doc["version"], 19);
  const json& a = doc["objects"][doc["objects"].size() - 2];
  EXPECT_EQ(a["kind"], "seesaw");
  EXPECT_EQ(a["direction"], "right");
  EXPECT_EQ(a["ball"], true);
  EXPECT_EQ(a["w"], 96);
  EXPECT_EQ(a["h"], 48);
  EXPECT_EQ(a["path"][0][0], 100);
  EXPECT_EQ(a["path"][0][1], 200);
  const json& b = doc["objects"][doc["objects"].size() - 1];
  EXPECT_EQ(b["direction"], "left");
  EXPECT_EQ(b["ball"], false);  // written for every seesaw
  const io::LoadResult r = io::parseLevel(text);
  ASSERT_TRUE(r.file) << io::describe("level", r.problems);
  EXPECT_EQ(r.file->level.objects, f.level.objects);
  EXPECT_EQ(io::formatLevel(*r.file), text);
  // With format 18's smashable ground beside it (Hill Top's), still 19.
  SolidObject ground;
  ground.kind = ObjectKind::Breakable;
  ground.breaks = BreakMode::Ground;
  ground.w = 32;
  ground.h = 64;
  ground.path = {{600, 100}};
  f.level.objects.insert(0, ground);
  EXPECT_EQ(io::levelFormatVersionFor(f.level), 19);
}

TEST(LevelSeesaw, OlderVersionsWrongBoxesAndForeignFieldsAreNamed) {
  const char* one = R"([{"w": 96, "h": 48, "path": [[0, 0]], "kind": "seesaw", "direction": "right", "ball": true}])";
  EXPECT_TRUE(hasProblem(io::parseLevel(test::objectsDoc(18, one).dump()).problems, "objects[0].kind", "is a version 19 field"));
  const char* foreign = R"([{"w": 16, "h": 16, "path": [[0, 0]], "ball": true}])";
  EXPECT_TRUE(hasProblem(io::parseLevel(test::objectsDoc(18, foreign).dump()).problems, "objects[0].ball", "is a version 19 field"));
  const auto problemsOf = [](const char* list) { return io::parseLevel(test::objectsDoc(19, list).dump()).problems; };
  EXPECT_TRUE(problemsOf(one).empty());
  EXPECT_TRUE(problemsOf(R"([{"w": 96, "h": 48, "path": [[0, 0]], "kind": "seesaw", "direction": "left"}])").empty());  // no ball
  EXPECT_TRUE(hasProblem(problemsOf(foreign), "objects[0]", "ball is for a seesaw, not block"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 96, "h": 48, "path": [[0, 0]], "kind": "seesaw"}])"), "objects[0]",
                         "a seesaw's direction is right or left (its low end at rest: Obj5E's x-flip makes it left), not up"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 128, "h": 48, "path": [[0, 0]], "kind": "seesaw", "direction": "left"}])"),
                         "objects[0]", "a seesaw is 96 x 48"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 96, "h": 48, "path": [[0, 0]], "kind": "seesaw", "direction": "left", "top_only": true}])"),
                         "objects[0]", "a seesaw cannot be top_only"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 96, "h": 48, "path": [[0, 0], [40, 0]], "speed": 256, "kind": "seesaw", "direction": "left"}])"),
                         "objects[0]", "a seesaw stays where it is placed"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 96, "h": 48, "path": [[0, 0]], "kind": "seesaw", "direction": "left", "ball": 1}])"),
                         "objects[0].ball", "expected true or false"));
}

}  // namespace
}  // namespace level_seesaw
}  // namespace solidtile

// Level format version 19: kind "lift" (Sonic 2's Hill Top lift, Obj16;
// level/lift.h, docs/formats.md): its "direction" (the way it slides),
// "top_only" and "lift" (its subtype).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "../support/lift_object.h"
#include "level_builder.h"
#include "problem_matchers.h"
#include "solidtile/io/level_file.h"
#include "solidtile/level/lift.h"

namespace solidtile {
namespace level_lift {  // apart from the other tests' names in a unity build
namespace {
using nlohmann::json;
using test::hasProblem;

TEST(LevelLift, RoundTripsAsVersion19AndIsWrittenOnlyWhenUsed) {
  io::LevelFile f = test::richLevel();
  EXPECT_LT(io::levelFormatVersionFor(f.level), 19);
  EXPECT_EQ(io::formatLevel(f).find("\"lift\""), std::string::npos);
  f.level.objects.push_back(test::liftObjectAt(132, 100, false, 3));
  f.level.objects.push_back(test::liftObjectAt(432, 100, true, 255));
  EXPECT_EQ(io::levelFormatVersionFor(f.level), 19);
  const std::string text = io::formatLevel(f);
  const json doc = json::parse(text);
  EXPECT_EQ(doc["version"], 19);
  const json& a = doc["objects"][doc["objects"].size() - 2];
  EXPECT_EQ(a["kind"], "lift");
  EXPECT_EQ(a["direction"], "right");
  EXPECT_EQ(a["lift"], 3);  // written for every lift
  EXPECT_EQ(a["top_only"], true);
  EXPECT_EQ(a["w"], 64);
  EXPECT_EQ(a["h"], 16);
  EXPECT_EQ(a["path"][0][0], 100);
  EXPECT_EQ(a["path"][0][1], 141);
  const json& b = doc["objects"][doc["objects"].size() - 1];
  EXPECT_EQ(b["direction"], "left");
  EXPECT_EQ(b["lift"], 255);
  const io::LoadResult r = io::parseLevel(text);
  ASSERT_TRUE(r.file) << io::describe("level", r.problems);
  EXPECT_EQ(r.file->level.objects, f.level.objects);
  EXPECT_EQ(io::formatLevel(*r.file), text);
}

TEST(LevelLift, OlderVersionsWrongBoxesAndForeignFieldsAreNamed) {
  const char* one = R"([{"w": 64, "h": 16, "path": [[0, 0]], "kind": "lift", "direction": "right", "top_only": true, "lift": 2}])";
  EXPECT_TRUE(hasProblem(io::parseLevel(test::objectsDoc(18, one).dump()).problems, "objects[0].kind", "is a version 19 field"));
  const char* foreign = R"([{"w": 16, "h": 16, "path": [[0, 0]], "lift": 2}])";
  EXPECT_TRUE(hasProblem(io::parseLevel(test::objectsDoc(18, foreign).dump()).problems, "objects[0].lift", "is a version 19 field"));
  const auto problemsOf = [](const char* list) { return io::parseLevel(test::objectsDoc(19, list).dump()).problems; };
  EXPECT_TRUE(problemsOf(one).empty());
  EXPECT_TRUE(hasProblem(problemsOf(foreign), "objects[0]", "lift is for a lift, not block"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 64, "h": 16, "path": [[0, 0]], "kind": "lift", "direction": "right", "top_only": true}])"),
                         "objects[0]", "a lift's lift is 1..255"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 64, "h": 16, "path": [[0, 0]], "kind": "lift", "direction": "right", "top_only": true, "lift": 0}])"),
                         "objects[0].lift", "(Obj16's subtype: its slide lift x 8 frames)"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 64, "h": 16, "path": [[0, 0]], "kind": "lift", "direction": "right", "lift": 2}])"),
                         "objects[0]", "a lift is top_only (Obj16's PlatformObject)"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 64, "h": 16, "path": [[0, 0]], "kind": "lift", "top_only": true, "lift": 2}])"), "objects[0]",
                         "a lift's direction is right or left (the way it slides: Obj16's x-flip makes it left), not up"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 32, "h": 16, "path": [[0, 0]], "kind": "lift", "direction": "right", "top_only": true, "lift": 2}])"),
                         "objects[0]", "a lift is 64 x 16"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 64, "h": 16, "path": [[0, 0], [40, 0]], "speed": 256, "kind": "lift", "direction": "right", "top_only": true, "lift": 2}])"),
                         "objects[0]", "a lift stays where it is placed"));
}

}  // namespace
}  // namespace level_lift
}  // namespace solidtile

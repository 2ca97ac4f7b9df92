// Level format version 20: kind "elevator" (Sonic 1's Star Light elevator,
// Obj59; level/elevator.h, docs/formats.md): its "direction" (its way),
// "top_only" and "elevator" (its elev_dist).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "../support/elevator_object.h"
#include "level_builder.h"
#include "problem_matchers.h"
#include "solidtile/io/level_file.h"
#include "solidtile/level/elevator.h"

namespace solidtile {
namespace level_elevator {  // apart from the other tests' names in a unity build
namespace {
using nlohmann::json;
using test::hasProblem;

TEST(LevelElevator, RoundTripsAsVersion20AndIsWrittenOnlyWhenUsed) {
  io::LevelFile f = test::richLevel();
  EXPECT_LT(io::levelFormatVersionFor(f.level), 20);
  EXPECT_EQ(io::formatLevel(f).find("\"elevator\""), std::string::npos);
  f.level.objects.push_back(test::elevatorObjectAt(132, 108, ObjectDir::Up, 0x40));
  f.level.objects.push_back(test::elevatorObjectAt(432, 108, ObjectDir::DownLeft, 0x80));
  EXPECT_EQ(io::levelFormatVersionFor(f.level), 20);
  const std::string text = io::formatLevel(f);
  const json doc = json::parse(text);
  EXPECT_EQ(doc["version"], 20);
  const json& a = doc["objects"][doc["objects"].size() - 2];
  EXPECT_EQ(a["kind"], "elevator");
  EXPECT_FALSE(a.contains("direction"));  // up, every object's default, left out as for a spring
  EXPECT_EQ(a["elevator"], 0x40);  // written for every elevator
  EXPECT_EQ(a["top_only"], true);
  EXPECT_EQ(a["w"], 80);
  EXPECT_EQ(a["h"], 32);
  EXPECT_EQ(a["path"][0][0], 132 - 40);
  EXPECT_EQ(a["path"][0][1], 100);
  const json& b = doc["objects"][doc["objects"].size() - 1];
  EXPECT_EQ(b["direction"], "down_left");
  EXPECT_EQ(b["elevator"], 0x80);
  const io::LoadResult r = io::parseLevel(text);
  ASSERT_TRUE(r.file) << io::describe("level", r.problems);
  EXPECT_EQ(r.file->level.objects, f.level.objects);
  EXPECT_EQ(io::formatLevel(*r.file), text);
}

TEST(LevelElevator, OlderVersionsWrongBoxesAndForeignFieldsAreNamed) {
  const char* one = R"([{"w": 80, "h": 32, "path": [[0, 0]], "kind": "elevator", "direction": "up", "top_only": true, "elevator": 64}])";
  EXPECT_TRUE(hasProblem(io::parseLevel(test::objectsDoc(19, one).dump()).problems, "objects[0].kind", "is a version 20 field"));
  const char* foreign = R"([{"w": 16, "h": 16, "path": [[0, 0]], "elevator": 64}])";
  EXPECT_TRUE(hasProblem(io::parseLevel(test::objectsDoc(19, foreign).dump()).problems, "objects[0].elevator", "is a version 20 field"));
  const auto problemsOf = [](const char* list) { return io::parseLevel(test::objectsDoc(20, list).dump()).problems; };
  EXPECT_TRUE(problemsOf(one).empty());
  EXPECT_TRUE(hasProblem(problemsOf(foreign), "objects[0]", "elevator is for an elevator, not block"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 80, "h": 32, "path": [[0, 0]], "kind": "elevator", "direction": "up", "top_only": true}])"),
                         "objects[0]", "an elevator's elevator is 1..1020"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 80, "h": 32, "path": [[0, 0]], "kind": "elevator", "direction": "up", "top_only": true, "elevator": 1021}])"),
                         "objects[0].elevator", "(Obj59's elev_dist: half its travel)"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 80, "h": 32, "path": [[0, 0]], "kind": "elevator", "direction": "up", "elevator": 64}])"),
                         "objects[0]", "an elevator is top_only (Obj59's PlatformObject)"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 80, "h": 32, "path": [[0, 0]], "kind": "elevator", "direction": "left", "top_only": true, "elevator": 64}])"),
                         "objects[0]", "an elevator's direction is up, down, up_right or down_left (its type: .type02, 04, 06, 08), not left"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 64, "h": 32, "path": [[0, 0]], "kind": "elevator", "direction": "up", "top_only": true, "elevator": 64}])"),
                         "objects[0]", "an elevator is 80 x 32"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 80, "h": 32, "path": [[0, 0], [40, 0]], "speed": 256, "kind": "elevator", "direction": "up", "top_only": true, "elevator": 64}])"),
                         "objects[0]", "an elevator stays where it is placed until stood on"));
}

}  // namespace
}  // namespace level_elevator
}  // namespace solidtile

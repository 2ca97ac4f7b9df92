// Level format version 18: kind "fan" (Sonic 1's Star Light fan, Obj5D;
// level/fan.h, docs/formats.md): its "direction" (the way it faces), "pull"
// and an on/off "timer".
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "../support/fan_object.h"
#include "level_builder.h"
#include "problem_matchers.h"
#include "solidtile/io/level_file.h"
#include "solidtile/level/fan.h"

namespace solidtile {
namespace level_fan {  // apart from the other tests' names in a unity build
namespace {
using nlohmann::json;
using test::fanAt;
using test::hasProblem;

TEST(LevelFan, RoundTripsAsVersion18AndIsWrittenOnlyWhenUsed) {
  io::LevelFile f = test::richLevel();
  EXPECT_LT(io::levelFormatVersionFor(f.level), 18);
  EXPECT_EQ(io::formatLevel(f).find("\"fan\""), std::string::npos);
  f.level.objects.push_back(fanAt(100 + 0x50, 200 + 0x60, true, false, true));
  f.level.objects.push_back(fanAt(400 + 0x9F, 200 + 0x60, false, true, false));
  EXPECT_EQ(io::levelFormatVersionFor(f.level), 18);
  const std::string text = io::formatLevel(f);
  const json doc = json::parse(text);
  EXPECT_EQ(doc["version"], 18);
  const json& a = doc["objects"][doc["objects"].size() - 2];
  EXPECT_EQ(a["kind"], "fan");
  EXPECT_EQ(a["direction"], "right");
  EXPECT_EQ(a["w"], 240);
  EXPECT_EQ(a["h"], 112);
  EXPECT_EQ(a["timer"], "made 302: 121+181");
  EXPECT_FALSE(a.contains("pull"));  // written only when set
  const json& b = doc["objects"][doc["objects"].size() - 1];
  EXPECT_EQ(b["direction"], "left");
  EXPECT_EQ(b["pull"], true);
  EXPECT_FALSE(b.contains("timer"));
  const io::LoadResult r = io::parseLevel(text);
  ASSERT_TRUE(r.file) << io::describe("level", r.problems);
  EXPECT_EQ(r.file->level.objects, f.level.objects);
  EXPECT_EQ(io::formatLevel(*r.file), text);
}

TEST(LevelFan, OlderVersionsWrongBoxesAndForeignFieldsAreNamed) {
  const char* one = R"([{"w": 240, "h": 112, "path": [[0, 0]], "kind": "fan", "direction": "left"}])";
  EXPECT_TRUE(hasProblem(io::parseLevel(test::objectsDoc(17, one).dump()).problems, "objects[0].kind", "is a version 18 field"));
  const char* pull = R"([{"w": 16, "h": 16, "path": [[0, 0]], "pull": true}])";
  EXPECT_TRUE(hasProblem(io::parseLevel(test::objectsDoc(17, pull).dump()).problems, "objects[0].pull", "is a version 18 field"));
  const auto problemsOf = [](const char* list) { return io::parseLevel(test::objectsDoc(18, list).dump()).problems; };
  EXPECT_TRUE(problemsOf(one).empty());
  EXPECT_TRUE(problemsOf(R"([{"w": 240, "h": 112, "path": [[0, 0]], "kind": "fan", "direction": "right", "pull": true,
                             "timer": "made 302: 121+181"}])").empty());
  EXPECT_TRUE(hasProblem(problemsOf(pull), "objects[0]", "pull is for a fan, not block"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 240, "h": 112, "path": [[0, 0]], "kind": "fan"}])"), "objects[0]",
                         "a fan's direction is right or left (the way it faces: Obj5D's x-flip), not up"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 240, "h": 111, "path": [[0, 0]], "kind": "fan", "direction": "left"}])"),
                         "objects[0]", "a fan is 240 x 112"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 240, "h": 112, "path": [[0, 0]], "kind": "fan", "direction": "left", "top_only": true}])"),
                         "objects[0]", "a fan cannot be top_only"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 240, "h": 112, "path": [[0, 0]], "kind": "fan", "direction": "left", "spring_speed": 100}])"),
                         "objects[0]", "spring_speed is for springs, not a fan"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 240, "h": 112, "path": [[0, 0], [40, 0]], "speed": 256, "kind": "fan", "direction": "left"}])"),
                         "objects[0]", "a fan stays where it is placed"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 240, "h": 112, "path": [[0, 0]], "kind": "fan", "direction": "left", "pull": 1}])"),
                         "objects[0].pull", "expected true or false"));
}

}  // namespace
}  // namespace level_fan
}  // namespace solidtile

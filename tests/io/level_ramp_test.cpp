// Level format version 16: kind "ramp" (S&K's twisted ramp, Obj_TwistedRamp;
// level/ramp.h, docs/formats.md), its way in "direction".
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "level_builder.h"
#include "problem_matchers.h"
#include "solidtile/io/level_file.h"
#include "solidtile/level/ramp.h"

namespace solidtile {
namespace level_ramp {  // apart from the other tests' names in a unity build
namespace {
using nlohmann::json;
using test::hasProblem;

SolidObject rampAt(int x, ObjectDir dir) {
  SolidObject o;
  o.kind = ObjectKind::Ramp;
  o.dir = dir;
  o.w = kRampWidth;
  o.h = kRampHeight;
  o.path = {{x, 200}};
  return o;
}

TEST(LevelRamp, RoundTripsAsVersion16AndIsWrittenOnlyWhenUsed) {
  io::LevelFile f = test::richLevel();
  EXPECT_LT(io::levelFormatVersionFor(f.level), 16);
  EXPECT_EQ(io::formatLevel(f).find("\"ramp\""), std::string::npos);
  f.level.objects.push_back(rampAt(100, ObjectDir::Right));
  f.level.objects.push_back(rampAt(300, ObjectDir::Left));
  EXPECT_EQ(io::levelFormatVersionFor(f.level), 16);
  const std::string text = io::formatLevel(f);
  const json doc = json::parse(text);
  EXPECT_EQ(doc["version"], 16);
  const json& o = doc["objects"][doc["objects"].size() - 1];
  EXPECT_EQ(o["kind"], "ramp");
  EXPECT_EQ(o["direction"], "left");
  EXPECT_EQ(o["w"], 32);
  EXPECT_EQ(o["h"], 53);
  const io::LoadResult r = io::parseLevel(text);
  ASSERT_TRUE(r.file) << io::describe("level", r.problems);
  EXPECT_EQ(r.file->level.objects, f.level.objects);
  EXPECT_EQ(io::formatLevel(*r.file), text);
}

TEST(LevelRamp, OlderVersionsWrongBoxesAndWaysAreNamed) {
  const char* one = R"([{"w": 32, "h": 53, "path": [[0, 0]], "kind": "ramp", "direction": "right"}])";
  const auto old = io::parseLevel(test::objectsDoc(15, one).dump()).problems;
  EXPECT_TRUE(hasProblem(old, "objects[0].kind", "is a version 16 field"));
  const auto problemsOf = [](const char* list) { return io::parseLevel(test::objectsDoc(16, list).dump()).problems; };
  EXPECT_TRUE(problemsOf(one).empty());
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 32, "h": 52, "path": [[0, 0]], "kind": "ramp", "direction": "right"}])"),
                         "objects[0]", "a ramp is 32 x 53"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 32, "h": 53, "path": [[0, 0]], "kind": "ramp"}])"), "objects[0]",
                         "a ramp's direction is right or left"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 32, "h": 53, "path": [[0, 0]], "kind": "ramp", "direction": "up_right"}])"),
                         "objects[0]", "a ramp's direction is right or left (the way it throws: Obj_TwistedRamp's x-flip), not up_right"));
  EXPECT_TRUE(hasProblem(
      problemsOf(R"([{"w": 32, "h": 53, "path": [[0, 0]], "kind": "ramp", "direction": "left", "top_only": true}])"),
      "objects[0]", "a ramp cannot be top_only"));
  EXPECT_TRUE(hasProblem(
      problemsOf(R"([{"w": 32, "h": 53, "path": [[0, 0], [40, 0]], "speed": 256, "kind": "ramp", "direction": "left"}])"),
      "objects[0]", "a ramp stays where it is placed"));
  EXPECT_TRUE(hasProblem(
      problemsOf(R"([{"w": 32, "h": 53, "path": [[0, 0]], "kind": "ramp", "direction": "left", "spring_speed": 2560}])"),
      "objects[0]", "spring_speed is for springs, not a ramp"));
}

}  // namespace
}  // namespace level_ramp
}  // namespace solidtile

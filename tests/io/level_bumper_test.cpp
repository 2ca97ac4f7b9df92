// Level format version 17: kinds "bumper" (Sonic 1's Obj47, Sonic 2's Obj44;
// level/bumper.h) and "booster" (Sonic 2's Obj1B; level/booster.h), its way
// in "direction" and its speed in "spring_speed" (docs/formats.md).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "level_builder.h"
#include "problem_matchers.h"
#include "solidtile/io/level_file.h"
#include "solidtile/level/booster.h"
#include "solidtile/level/bumper.h"

namespace solidtile {
namespace level_bumper {  // apart from the other tests' names in a unity build
namespace {
using nlohmann::json;
using test::hasProblem;

SolidObject bumperAt(int x) {
  SolidObject o;
  o.kind = ObjectKind::Bumper;
  o.w = o.h = kBumperSize;
  o.path = {{x, 200}};
  return o;
}

SolidObject boosterAt(int x, ObjectDir dir, Sub speed) {
  SolidObject o;
  o.kind = ObjectKind::Booster;
  o.dir = dir;
  o.springSpeed = speed;
  o.w = o.h = kBoosterSize;
  o.path = {{x, 200}};
  return o;
}

TEST(LevelBumper, BothRoundTripAsVersion17AndAreWrittenOnlyWhenUsed) {
  io::LevelFile f = test::richLevel();
  EXPECT_LT(io::levelFormatVersionFor(f.level), 17);
  EXPECT_EQ(io::formatLevel(f).find("\"bumper\""), std::string::npos);
  f.level.objects.push_back(bumperAt(100));
  EXPECT_EQ(io::levelFormatVersionFor(f.level), 17);
  f.level.objects.push_back(boosterAt(200, ObjectDir::Right, BoosterRule::kFast));
  f.level.objects.push_back(boosterAt(300, ObjectDir::Left, BoosterRule::kSlow));
  const std::string text = io::formatLevel(f);
  const json doc = json::parse(text);
  EXPECT_EQ(doc["version"], 17);
  const json& objects = doc["objects"];
  const json& bumper = objects[objects.size() - 3];
  EXPECT_EQ(bumper["kind"], "bumper");
  EXPECT_EQ(bumper["w"], 16);
  EXPECT_EQ(bumper["h"], 16);
  EXPECT_FALSE(bumper.contains("direction"));
  const json& fast = objects[objects.size() - 2];
  EXPECT_EQ(fast["kind"], "booster");
  EXPECT_EQ(fast["direction"], "right");
  EXPECT_FALSE(fast.contains("spring_speed"));  // 4096, the default
  const json& slow = objects[objects.size() - 1];
  EXPECT_EQ(slow["direction"], "left");
  EXPECT_EQ(slow["spring_speed"], 2560);
  EXPECT_EQ(slow["w"], 32);
  EXPECT_EQ(slow["h"], 32);
  const io::LoadResult r = io::parseLevel(text);
  ASSERT_TRUE(r.file) << io::describe("level", r.problems);
  EXPECT_EQ(r.file->level.objects, f.level.objects);
  EXPECT_EQ(io::formatLevel(*r.file), text);
}

TEST(LevelBumper, OlderVersionsWrongBoxesAndFieldsAreNamed) {
  const char* bumper = R"([{"w": 16, "h": 16, "path": [[0, 0]], "kind": "bumper"}])";
  const char* booster = R"([{"w": 32, "h": 32, "path": [[0, 0]], "kind": "booster", "direction": "left"}])";
  EXPECT_TRUE(hasProblem(io::parseLevel(test::objectsDoc(16, bumper).dump()).problems, "objects[0].kind", "is a version 17 field"));
  EXPECT_TRUE(hasProblem(io::parseLevel(test::objectsDoc(16, booster).dump()).problems, "objects[0].kind", "is a version 17 field"));
  const auto problemsOf = [](const char* list) { return io::parseLevel(test::objectsDoc(17, list).dump()).problems; };
  EXPECT_TRUE(problemsOf(bumper).empty());
  EXPECT_TRUE(problemsOf(booster).empty());
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 16, "h": 18, "path": [[0, 0]], "kind": "bumper"}])"), "objects[0]",
                         "a bumper is 16 x 16 (w and h: collision size $17), not 16 x 18"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 16, "h": 16, "path": [[0, 0]], "kind": "bumper", "direction": "left"}])"),
                         "objects[0]", "direction is for springs and spikes, not a bumper"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 16, "h": 16, "path": [[0, 0]], "kind": "bumper", "spring_speed": 2560}])"),
                         "objects[0]", "spring_speed is for springs, not a bumper"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 16, "h": 16, "path": [[0, 0], [9, 0]], "speed": 256, "kind": "bumper"}])"),
                         "objects[0]", "a bumper stays where it is placed"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 32, "h": 33, "path": [[0, 0]], "kind": "booster", "direction": "left"}])"),
                         "objects[0]", "a booster is 32 x 32 (w and h: Obj1B's window), not 32 x 33"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 32, "h": 32, "path": [[0, 0]], "kind": "booster"}])"), "objects[0]",
                         "a booster's direction is right or left (the way it sends the player: Obj1B's x-flip), not up"));
  EXPECT_TRUE(hasProblem(
      problemsOf(R"([{"w": 32, "h": 32, "path": [[0, 0]], "kind": "booster", "direction": "right", "top_only": true}])"),
      "objects[0]", "a booster cannot be top_only"));
  EXPECT_TRUE(hasProblem(
      problemsOf(R"([{"w": 32, "h": 32, "path": [[0, 0]], "kind": "booster", "direction": "right", "logs": 3}])"),
      "objects[0]", "logs is for bridges, not a booster"));
}

}  // namespace
}  // namespace level_bumper
}  // namespace solidtile

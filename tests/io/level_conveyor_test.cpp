// Level format version 20: kind "conveyor" (Sonic 1's Scrap Brain conveyor
// belt, Obj68; level/conveyor.h, docs/formats.md): its box (the routine's
// window) and "belt" (its speed).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "../support/conveyor_object.h"
#include "level_builder.h"
#include "problem_matchers.h"
#include "solidtile/io/level_file.h"
#include "solidtile/level/conveyor.h"

namespace solidtile {
namespace level_conveyor {  // apart from the other tests' names in a unity build
namespace {
using nlohmann::json;
using test::hasProblem;

TEST(LevelConveyor, RoundTripsAsVersion20AndIsWrittenOnlyWhenUsed) {
  io::LevelFile f = test::richLevel();
  EXPECT_LT(io::levelFormatVersionFor(f.level), 20);
  EXPECT_EQ(io::formatLevel(f).find("\"belt\""), std::string::npos);
  f.level.objects.push_back(test::conveyorAt(300, 200, 2));
  f.level.objects.push_back(test::conveyorAt(600, 200, -8, ConveyorRule::kNarrowHalf));
  f.level.objects.push_back(test::conveyorAt(900, 200, 0));
  EXPECT_EQ(io::levelFormatVersionFor(f.level), 20);
  const std::string text = io::formatLevel(f);
  const json doc = json::parse(text);
  EXPECT_EQ(doc["version"], 20);
  const json& a = doc["objects"][doc["objects"].size() - 3];
  EXPECT_EQ(a["kind"], "conveyor");
  EXPECT_EQ(a["belt"], 2);
  EXPECT_EQ(a["w"], 256);
  EXPECT_EQ(a["h"], 48);
  EXPECT_EQ(a["path"][0][0], 300 - 128);
  EXPECT_EQ(a["path"][0][1], 200 - 0x30);
  EXPECT_FALSE(a.contains("direction"));
  const json& b = doc["objects"][doc["objects"].size() - 2];
  EXPECT_EQ(b["belt"], -8);
  EXPECT_EQ(b["w"], 112);
  EXPECT_EQ(doc["objects"][doc["objects"].size() - 1]["belt"], 0);  // written for every conveyor
  const io::LoadResult r = io::parseLevel(text);
  ASSERT_TRUE(r.file) << io::describe("level", r.problems);
  EXPECT_EQ(r.file->level.objects, f.level.objects);
  EXPECT_EQ(io::formatLevel(*r.file), text);
}

TEST(LevelConveyor, OlderVersionsWrongBoxesAndForeignFieldsAreNamed) {
  const char* one = R"([{"w": 256, "h": 48, "path": [[0, 0]], "kind": "conveyor", "belt": 2}])";
  EXPECT_TRUE(hasProblem(io::parseLevel(test::objectsDoc(19, one).dump()).problems, "objects[0].kind", "is a version 20 field"));
  const char* foreign = R"([{"w": 16, "h": 16, "path": [[0, 0]], "belt": 2}])";
  EXPECT_TRUE(hasProblem(io::parseLevel(test::objectsDoc(19, foreign).dump()).problems, "objects[0].belt", "is a version 20 field"));
  const auto problemsOf = [](const char* list) { return io::parseLevel(test::objectsDoc(20, list).dump()).problems; };
  EXPECT_TRUE(problemsOf(one).empty());
  EXPECT_TRUE(problemsOf(R"([{"w": 2, "h": 48, "path": [[0, 0]], "kind": "conveyor"}])").empty());  // any even width, belt 0
  EXPECT_TRUE(hasProblem(problemsOf(foreign), "objects[0]", "belt is for a conveyor, not block"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 256, "h": 48, "path": [[0, 0]], "kind": "conveyor", "belt": 8}])"),
                         "objects[0].belt", "(Obj68's conv_speed: px a frame, the subtype's high nibble signed)"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 256, "h": 48, "path": [[0, 0]], "kind": "conveyor", "belt": -9}])"),
                         "objects[0].belt", "(Obj68's conv_speed"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 255, "h": 48, "path": [[0, 0]], "kind": "conveyor", "belt": 1}])"), "objects[0]",
                         "a conveyor's w is even"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 256, "h": 32, "path": [[0, 0]], "kind": "conveyor", "belt": 1}])"), "objects[0]",
                         "a conveyor is 256 x 48 (w and h: twice Obj68's conv_width across, its window's $30 down), not 256 x 32"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 256, "h": 48, "path": [[0, 0]], "kind": "conveyor", "top_only": true}])"), "objects[0]",
                         "a conveyor cannot be top_only"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 256, "h": 48, "path": [[0, 0]], "kind": "conveyor", "direction": "right"}])"),
                         "objects[0]", "direction is for springs and spikes, not a conveyor"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 256, "h": 48, "path": [[0, 0], [40, 0]], "speed": 256, "kind": "conveyor"}])"),
                         "objects[0]", "a conveyor stays where it is placed"));
}

}  // namespace
}  // namespace level_conveyor
}  // namespace solidtile

// Level format version 20: kind "springboard" (Sonic 2's pressure spring,
// Obj40; level/springboard.h, docs/formats.md): its "direction" (the way its
// tip points) and "springboard" (its subtype).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "../support/springboard_object.h"
#include "level_builder.h"
#include "problem_matchers.h"
#include "solidtile/io/level_file.h"
#include "solidtile/level/springboard.h"

namespace solidtile {
namespace level_springboard {  // apart from the other tests' names in a unity build
namespace {
using nlohmann::json;
using test::hasProblem;

TEST(LevelSpringboard, RoundTripsAsVersion20AndIsWrittenOnlyWhenUsed) {
  io::LevelFile f = test::richLevel();
  EXPECT_LT(io::levelFormatVersionFor(f.level), 20);
  EXPECT_EQ(io::formatLevel(f).find("\"springboard\""), std::string::npos);
  f.level.objects.push_back(test::springboardObjectAt(132, 100, false, 0));
  f.level.objects.push_back(test::springboardObjectAt(432, 100, true, 0xFF));
  EXPECT_EQ(io::levelFormatVersionFor(f.level), 20);
  const std::string text = io::formatLevel(f);
  const json doc = json::parse(text);
  EXPECT_EQ(doc["version"], 20);
  const json& a = doc["objects"][doc["objects"].size() - 2];
  EXPECT_EQ(a["kind"], "springboard");
  EXPECT_EQ(a["direction"], "right");
  EXPECT_EQ(a["springboard"], 0);  // written for every springboard
  EXPECT_EQ(a["w"], 56);
  EXPECT_EQ(a["h"], 16);
  EXPECT_EQ(a["path"][0][0], 132 - 0x1C);
  EXPECT_EQ(a["path"][0][1], 100 - 8);
  const json& b = doc["objects"][doc["objects"].size() - 1];
  EXPECT_EQ(b["direction"], "left");
  EXPECT_EQ(b["springboard"], 255);
  const io::LoadResult r = io::parseLevel(text);
  ASSERT_TRUE(r.file) << io::describe("level", r.problems);
  EXPECT_EQ(r.file->level.objects, f.level.objects);
  EXPECT_EQ(io::formatLevel(*r.file), text);
}

TEST(LevelSpringboard, OlderVersionsWrongBoxesAndForeignFieldsAreNamed) {
  const char* one = R"([{"w": 56, "h": 16, "path": [[0, 0]], "kind": "springboard", "direction": "right", "springboard": 1}])";
  EXPECT_TRUE(hasProblem(io::parseLevel(test::objectsDoc(19, one).dump()).problems, "objects[0].kind", "is a version 20 field"));
  const char* foreign = R"([{"w": 16, "h": 16, "path": [[0, 0]], "springboard": 2}])";
  EXPECT_TRUE(hasProblem(io::parseLevel(test::objectsDoc(19, foreign).dump()).problems, "objects[0].springboard", "is a version 20 field"));
  const auto problemsOf = [](const char* list) { return io::parseLevel(test::objectsDoc(20, list).dump()).problems; };
  EXPECT_TRUE(problemsOf(one).empty());
  EXPECT_TRUE(problemsOf(R"([{"w": 56, "h": 16, "path": [[0, 0]], "kind": "springboard", "direction": "left"}])").empty());
  EXPECT_TRUE(hasProblem(problemsOf(foreign), "objects[0]", "springboard is for a springboard, not block"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 56, "h": 16, "path": [[0, 0]], "kind": "springboard", "direction": "right", "springboard": 256}])"),
                         "objects[0].springboard", "(Obj40's subtype)"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 56, "h": 16, "path": [[0, 0]], "kind": "springboard", "direction": "right", "top_only": true}])"),
                         "objects[0]", "a springboard cannot be top_only"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 56, "h": 16, "path": [[0, 0]], "kind": "springboard"}])"), "objects[0]",
                         "a springboard's direction is right or left (the way its tip points: Obj40's x-flip makes it left), not up"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 64, "h": 16, "path": [[0, 0]], "kind": "springboard", "direction": "right"}])"),
                         "objects[0]", "a springboard is 56 x 16"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 56, "h": 16, "path": [[0, 0], [40, 0]], "speed": 256, "kind": "springboard", "direction": "right"}])"),
                         "objects[0]", "a springboard stays where it is placed"));
}

}  // namespace
}  // namespace level_springboard
}  // namespace solidtile

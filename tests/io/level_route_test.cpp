// Level format version 18: a block's "route" (moved from its placement by
// its routine's route on its made clock, Sonic 1's Obj70; level/route.h,
// docs/formats.md).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "../support/girder_object.h"
#include "level_builder.h"
#include "problem_matchers.h"
#include "solidtile/io/level_file.h"

namespace solidtile {
namespace {
using nlohmann::json;
using test::hasProblem;

TEST(LevelRoute, RoundTripsAsVersion18AndIsWrittenOnlyWhenSet) {
  io::LevelFile f = test::richLevel();
  EXPECT_LT(io::levelFormatVersionFor(f.level), 18);
  SolidObject plain;
  plain.w = 32, plain.h = 16, plain.path = {{100, 200}};
  f.level.objects.push_back(plain);
  f.level.objects.push_back(test::girderBlock(0x6A0, 0x618));
  EXPECT_EQ(io::levelFormatVersionFor(f.level), 18);
  const std::string text = io::formatLevel(f);
  const json doc = json::parse(text);
  EXPECT_EQ(doc["version"], 18);
  const std::size_t n = doc["objects"].size();
  EXPECT_EQ(doc["objects"][n - 1]["route"], "girder");
  EXPECT_FALSE(doc["objects"][n - 2].contains("route"));
  const io::LoadResult r = io::parseLevel(text);
  ASSERT_TRUE(r.file) << io::describe("level", r.problems);
  EXPECT_EQ(r.file->level.objects, f.level.objects);
  EXPECT_TRUE(r.file->level.objects.hasMadeFrames()) << "its route counts from its made frame";
  EXPECT_EQ(io::formatLevel(*r.file), text);
}

TEST(LevelRoute, OlderVersionsOtherKindsAndBadValuesAreNamed) {
  const auto old = io::parseLevel(test::levelOf(17, R"([{"w": 192, "h": 48, "path": [[0, 0]], "route": "girder"}])")).problems;
  EXPECT_TRUE(hasProblem(old, "objects[0].route", "is a version 18 field"));
  const auto bad = io::parseLevel(test::levelOf(18, R"([
    {"w": 192, "h": 48, "path": [[0, 0]], "route": "zigzag"},
    {"w": 192, "h": 48, "path": [[0, 0]], "route": 1},
    {"w": 32, "h": 16, "path": [[0, 0]], "kind": "spring", "route": "girder"},
    {"w": 192, "h": 48, "path": [[0, 0], [50, 0]], "speed": 256, "route": "girder"},
    {"w": 192, "h": 48, "path": [[0, 0]], "nudge": true, "route": "girder"},
    {"w": 192, "h": 48, "path": [[0, 0]], "route": "none"}
  ])")).problems;
  EXPECT_TRUE(hasProblem(bad, "objects[0].route", "is \"zigzag\", expected \"none\" or \"girder\""));
  EXPECT_TRUE(hasProblem(bad, "objects[1].route", "expected \"none\" or \"girder\""));
  EXPECT_TRUE(hasProblem(bad, "objects[2]", "route is for a block, not spring"));
  EXPECT_TRUE(hasProblem(bad, "objects[3]", "a routed block's path is its placement alone (one point)"));
  EXPECT_TRUE(hasProblem(bad, "objects[4]", "a routed block moves by its route alone"));
  EXPECT_FALSE(hasProblem(bad, "objects[5]", "")) << "\"none\" is no route";
}

}  // namespace
}  // namespace solidtile

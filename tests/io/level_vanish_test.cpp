// Level format version 15: a block's "vanish" (solid only in some frames,
// Sonic 1's Obj6C subtype; level/vanish.h, docs/formats.md).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "../support/vanish_object.h"
#include "level_builder.h"
#include "problem_matchers.h"
#include "solidtile/io/level_file.h"

namespace solidtile {
namespace {
using nlohmann::json;
using test::hasProblem;

std::string vanishLevelOf(int version, const char* objects) { return test::objectsDoc(version, objects).dump(); }

TEST(LevelVanish, RoundTripsAsVersion15AndIsWrittenOnlyWhenSet) {
  io::LevelFile f = test::richLevel();
  const int before = io::levelFormatVersionFor(f.level);
  f.level.objects.push_back(test::vanishingPlatform(100, 200, -1));
  f.level.objects.push_back(test::vanishingPlatform(100, 200, 0x40));
  f.level.objects.push_back(test::vanishingPlatform(100, 200, 0));
  EXPECT_LT(before, 15);
  EXPECT_EQ(io::levelFormatVersionFor(f.level), 15);
  const std::string text = io::formatLevel(f);
  const json doc = json::parse(text);
  EXPECT_EQ(doc["version"], 15);
  const std::size_t n = doc["objects"].size();
  EXPECT_EQ(doc["objects"][n - 1]["vanish"], 0) << "subtype 0 is a cycle too";
  EXPECT_EQ(doc["objects"][n - 2]["vanish"], 0x40);
  EXPECT_FALSE(doc["objects"][n - 3].contains("vanish"));
  const io::LoadResult r = io::parseLevel(text);
  ASSERT_TRUE(r.file) << io::describe("level", r.problems);
  EXPECT_EQ(r.file->level.objects, f.level.objects);
  EXPECT_TRUE(r.file->level.objects.hasMadeFrames());
  EXPECT_EQ(io::formatLevel(*r.file), text);
}

TEST(LevelVanish, OlderVersionsOtherKindsAndBadValuesAreNamed) {
  const auto old = io::parseLevel(vanishLevelOf(14, R"([{"w": 32, "h": 16, "path": [[0, 0]], "vanish": 0}])")).problems;
  EXPECT_TRUE(hasProblem(old, "objects[0].vanish", "is a version 15 field"));
  const auto bad = io::parseLevel(vanishLevelOf(15, R"([
    {"w": 32, "h": 16, "path": [[0, 0]], "vanish": 256},
    {"w": 32, "h": 16, "path": [[0, 0]], "vanish": -1},
    {"w": 32, "h": 16, "path": [[0, 0]], "kind": "spring", "vanish": 0},
    {"w": 32, "h": 16, "path": [[0, 0]], "kind": "collapse", "top_only": true, "vanish": 0}
  ])")).problems;
  EXPECT_TRUE(hasProblem(bad, "objects[0].vanish", "(Sonic 1's Obj6C subtype)"));
  EXPECT_TRUE(hasProblem(bad, "objects[1].vanish", "(Sonic 1's Obj6C subtype)"));
  EXPECT_TRUE(hasProblem(bad, "objects[2]", "vanish is for a block, not spring"));
  EXPECT_TRUE(hasProblem(bad, "objects[3]", "vanish is for a block, not collapse"));
}

}  // namespace
}  // namespace solidtile

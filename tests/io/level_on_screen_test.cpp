// Level format version 13: a block's "on_screen" (solid only while its centre
// is on screen, Sonic 1's Obj71; level/object_loading.h, docs/formats.md).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "level_builder.h"
#include "problem_matchers.h"
#include "solidtile/io/level_file.h"

namespace solidtile {
namespace {
using nlohmann::json;
using test::hasProblem;

std::string onScreenLevelOf(int version, const char* objects) { return test::objectsDoc(version, objects).dump(); }

TEST(LevelOnScreen, RoundTripsAsVersion13AndIsWrittenOnlyWhenSet) {
  io::LevelFile f = test::richLevel();
  const int before = io::levelFormatVersionFor(f.level);
  SolidObject o;
  o.w = 32;
  o.h = 128;
  o.path = {{100, 200}};
  f.level.objects.push_back(o);
  o.onScreen = true;
  f.level.objects.push_back(o);
  EXPECT_LT(before, 13);
  EXPECT_EQ(io::levelFormatVersionFor(f.level), 13);
  const std::string text = io::formatLevel(f);
  const json doc = json::parse(text);
  EXPECT_EQ(doc["version"], 13);
  EXPECT_EQ(doc["objects"].back()["on_screen"], true);
  EXPECT_FALSE(doc["objects"][doc["objects"].size() - 2].contains("on_screen"));
  const io::LoadResult r = io::parseLevel(text);
  ASSERT_TRUE(r.file) << io::describe("level", r.problems);
  EXPECT_EQ(r.file->level.objects, f.level.objects);
  EXPECT_TRUE(r.file->level.objects.usesScreen());
  EXPECT_EQ(io::formatLevel(*r.file), text);
  // false reads as the default and is not written back.
  const io::LoadResult off = io::parseLevel(onScreenLevelOf(13, R"([{"w": 16, "h": 16, "path": [[0, 0]], "on_screen": false}])"));
  ASSERT_TRUE(off.file);
  EXPECT_FALSE(off.file->level.objects[0].onScreen);
  EXPECT_FALSE(off.file->level.objects.usesScreen());
}

TEST(LevelOnScreen, OlderVersionsOtherKindsAndNonBooleansAreNamed) {
  const auto old = io::parseLevel(onScreenLevelOf(12, R"([{"w": 16, "h": 16, "path": [[0, 0]], "on_screen": true}])")).problems;
  EXPECT_TRUE(hasProblem(old, "objects[0].on_screen", "is a version 13 field"));
  const auto bad = io::parseLevel(onScreenLevelOf(13, R"([
    {"w": 16, "h": 16, "path": [[0, 0]], "on_screen": 1},
    {"w": 32, "h": 16, "path": [[0, 0]], "kind": "spring", "on_screen": true}
  ])")).problems;
  EXPECT_TRUE(hasProblem(bad, "objects[0].on_screen", "expected true or false"));
  EXPECT_TRUE(hasProblem(bad, "objects[1]", "on_screen is for a block, not spring"));
}

}  // namespace
}  // namespace solidtile

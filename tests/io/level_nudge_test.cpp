// Level format version 11: a block's "nudge" (it dips while stood on;
// level/nudge.h, docs/formats.md).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "level_builder.h"
#include "problem_matchers.h"
#include "solidtile/io/level_file.h"

namespace solidtile {
namespace {
using nlohmann::json;
using test::hasProblem;

using test::levelOf;

TEST(LevelNudge, RoundTripsAsVersion11AndIsWrittenOnlyWhenSet) {
  io::LevelFile f = test::richLevel();
  const int before = io::levelFormatVersionFor(f.level);
  SolidObject o;
  o.w = 64;
  o.path = {{100, 200}};
  o.topOnly = true;
  f.level.objects.push_back(o);
  o.nudge = true;
  f.level.objects.push_back(o);
  EXPECT_LT(before, 11);
  EXPECT_EQ(io::levelFormatVersionFor(f.level), 11);
  const std::string text = io::formatLevel(f);
  const json doc = json::parse(text);
  EXPECT_EQ(doc["version"], 11);
  EXPECT_EQ(doc["objects"].back()["nudge"], true);
  EXPECT_FALSE(doc["objects"][doc["objects"].size() - 2].contains("nudge"));
  const io::LoadResult r = io::parseLevel(text);
  ASSERT_TRUE(r.file) << io::describe("level", r.problems);
  EXPECT_EQ(r.file->level.objects, f.level.objects);
  EXPECT_EQ(r.file->level.objects.slotOf(r.file->level.objects.size() - 1) + 2, static_cast<std::int32_t>(r.file->level.objects.slotCount()));
  EXPECT_EQ(io::formatLevel(*r.file), text);
  // false reads as the default and is not written back.
  const io::LoadResult off = io::parseLevel(levelOf(11, R"([{"w": 16, "h": 16, "path": [[0, 0]], "nudge": false}])"));
  ASSERT_TRUE(off.file);
  EXPECT_FALSE(off.file->level.objects[0].nudge);
}

TEST(LevelNudge, OlderVersionsOtherKindsAndNonBooleansAreNamed) {
  const auto old = io::parseLevel(levelOf(10, R"([{"w": 16, "h": 16, "path": [[0, 0]], "nudge": true}])")).problems;
  EXPECT_TRUE(hasProblem(old, "objects[0].nudge", "is a version 11 field"));
  const auto bad = io::parseLevel(levelOf(11, R"([
    {"w": 16, "h": 16, "path": [[0, 0]], "nudge": 4},
    {"w": 32, "h": 16, "path": [[0, 0]], "kind": "spring", "nudge": true}
  ])")).problems;
  EXPECT_TRUE(hasProblem(bad, "objects[0].nudge", "expected true or false"));
  EXPECT_TRUE(hasProblem(bad, "objects[1]", "nudge is for a block, not spring"));
}

}  // namespace
}  // namespace solidtile

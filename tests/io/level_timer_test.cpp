// Level format version 17: a block's or a hurt zone's "timer" (active only in
// some frames, Sonic 1's Obj69, Obj6D, Obj6E; level/timer.h, docs/formats.md).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "../support/timed_object.h"
#include "level_builder.h"
#include "problem_matchers.h"
#include "solidtile/io/level_file.h"

namespace solidtile {
namespace {
using nlohmann::json;
using test::hasProblem;

std::string timerLevelOf(int version, const char* objects) { return test::objectsDoc(version, objects).dump(); }

TEST(LevelTimer, RoundTripsAsVersion17AndIsWrittenOnlyWhenSet) {
  io::LevelFile f = test::richLevel();
  const int before = io::levelFormatVersionFor(f.level);
  SolidObject plain;
  plain.w = 32, plain.h = 16, plain.path = {{100, 200}};
  f.level.objects.push_back(plain);
  f.level.objects.push_back(test::timedObject(ObjectKind::Block, 100, 200, 32, 16, "made 122: 8+57"));
  f.level.objects.push_back(test::timedObject(ObjectKind::Hurt, 228, 192, 144, 16, "frame 64: 6+3"));
  EXPECT_LT(before, 17);
  EXPECT_EQ(io::levelFormatVersionFor(f.level), 17);
  const std::string text = io::formatLevel(f);
  const json doc = json::parse(text);
  EXPECT_EQ(doc["version"], 17);
  const std::size_t n = doc["objects"].size();
  EXPECT_EQ(doc["objects"][n - 1]["timer"], "frame 64: 6+3");
  EXPECT_EQ(doc["objects"][n - 2]["timer"], "made 122: 8+57");
  EXPECT_FALSE(doc["objects"][n - 3].contains("timer"));
  const io::LoadResult r = io::parseLevel(text);
  ASSERT_TRUE(r.file) << io::describe("level", r.problems);
  EXPECT_EQ(r.file->level.objects, f.level.objects);
  EXPECT_TRUE(r.file->level.objects.hasMadeFrames()) << "the made clock keeps the made frame";
  EXPECT_EQ(io::formatLevel(*r.file), text);
}

TEST(LevelTimer, OlderVersionsOtherKindsAndBadValuesAreNamed) {
  const auto old = io::parseLevel(timerLevelOf(16, R"([{"w": 32, "h": 16, "path": [[0, 0]], "timer": "frame 64: 6+3"}])")).problems;
  EXPECT_TRUE(hasProblem(old, "objects[0].timer", "is a version 17 field"));
  const auto bad = io::parseLevel(timerLevelOf(17, R"([
    {"w": 32, "h": 16, "path": [[0, 0]], "timer": 64},
    {"w": 32, "h": 16, "path": [[0, 0]], "timer": "frame 64: 64+3"},
    {"w": 32, "h": 16, "path": [[0, 0]], "kind": "spring", "timer": "frame 64: 6+3"},
    {"w": 32, "h": 16, "path": [[0, 0]], "timer": "sometimes"}
  ])")).problems;
  EXPECT_TRUE(hasProblem(bad, "objects[0].timer", "must be a string such as \"frame 128: 6+3\""));
  EXPECT_TRUE(hasProblem(bad, "objects[1].timer", "timer window 64+3 starts at or past its period"));
  EXPECT_TRUE(hasProblem(bad, "objects[2]", "timer is for a block, a hurt zone or a fan, not spring"));
  EXPECT_TRUE(hasProblem(bad, "objects[3].timer", "timer must begin with its clock, frame or made"));
}

}  // namespace
}  // namespace solidtile

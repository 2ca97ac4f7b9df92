// Level format version 9: falling platforms, kind "fall" with "fall_delay" and
// "fall_carry" (docs/formats.md).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "../support/fall_object.h"
#include "level_builder.h"
#include "problem_matchers.h"
#include "solidtile/io/level_file.h"

namespace solidtile {
namespace {
using nlohmann::json;
using test::hasProblem;

json objectsDoc(int version, const char* objects) {
  json doc = test::minimalLevel();
  doc["version"] = version;
  doc["objects"] = json::parse(objects);
  return doc;
}

TEST(LevelFall, FallsRoundTripAsVersion9WithBothCountsWritten) {
  io::LevelFile f = test::richLevel();
  f.level.objects.push_back(test::fallObject(100, 200, 64, 16));
  f.level.objects.push_back(test::fallObject(300, 200, 64, 32, false, 45, 10));
  EXPECT_EQ(io::levelFormatVersionFor(f.level), 9);
  const std::string text = io::formatLevel(f);
  const json doc = json::parse(text);
  EXPECT_EQ(doc["version"], 9);
  EXPECT_EQ(doc["objects"][0]["kind"], "fall");
  EXPECT_EQ(doc["objects"][0]["fall_delay"], 30);
  EXPECT_EQ(doc["objects"][0]["fall_carry"], 32);
  EXPECT_EQ(doc["objects"][1]["fall_delay"], 45);
  const io::LoadResult r = io::parseLevel(text);
  ASSERT_TRUE(r.file) << io::describe("level", r.problems);
  EXPECT_EQ(r.file->level.objects, f.level.objects);
  EXPECT_EQ(io::formatLevel(*r.file), text);
}

TEST(LevelFall, TheCountsDefaultToObj18sOnRead) {
  const io::LoadResult r =
      io::parseLevel(objectsDoc(9, R"([{"w": 64, "h": 16, "path": [[0, 0]], "top_only": true, "kind": "fall"}])").dump());
  ASSERT_TRUE(r.file) << io::describe("level", r.problems);
  EXPECT_EQ(r.file->level.objects[0].fallDelay, 30);
  EXPECT_EQ(r.file->level.objects[0].fallCarry, 32);
}

TEST(LevelFall, BadFallsAreNamedByObjectAndField) {
  const auto problems = io::parseLevel(objectsDoc(9, R"([
    {"w": 64, "h": 16, "path": [[0, 0]], "kind": "fall", "fall_delay": 0},
    {"w": 64, "h": 16, "path": [[0, 0]], "kind": "fall", "fall_carry": 256},
    {"w": 64, "h": 16, "path": [[0, 0]], "fall_delay": 5},
    {"w": 64, "h": 16, "path": [[0, 0], [0, 50]], "speed": 256, "kind": "fall"},
    {"w": 64, "h": 16, "path": [[0, 0]], "kind": "fall", "spring_speed": 99}
  ])").dump()).problems;
  EXPECT_TRUE(hasProblem(problems, "objects[0].fall_delay", "outside 1..255"));
  EXPECT_TRUE(hasProblem(problems, "objects[1].fall_carry", "outside 1..255"));
  EXPECT_TRUE(hasProblem(problems, "objects[2]", "fall_delay and fall_carry are for a fall, not block"));
  EXPECT_TRUE(hasProblem(problems, "objects[3]", "a fall stands still until it falls"));
  EXPECT_TRUE(hasProblem(problems, "objects[4]", "spring_speed is for springs, not a fall"));
}

TEST(LevelFall, Version8FilesNameTheNewerFields) {
  const auto kind = io::parseLevel(objectsDoc(8, R"([{"w": 64, "h": 16, "path": [[0, 0]], "kind": "fall"}])").dump()).problems;
  EXPECT_TRUE(hasProblem(kind, "objects[0].kind", "is a version 9 field"));
  const auto delay =
      io::parseLevel(objectsDoc(8, R"([{"w": 64, "h": 16, "path": [[0, 0]], "fall_delay": 3}])").dump()).problems;
  EXPECT_TRUE(hasProblem(delay, "objects[0].fall_delay", "is a version 9 field"));
}

}  // namespace
}  // namespace solidtile

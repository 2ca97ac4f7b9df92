// Level format version 12: rings lying in the level, kind "ring" (docs/formats.md).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "../support/ring_object.h"
#include "level_builder.h"
#include "problem_matchers.h"
#include "solidtile/io/level_file.h"

namespace solidtile {
namespace {
using nlohmann::json;
using test::hasProblem;
using test::objectsDoc;

TEST(LevelRing, RingsRoundTripAsVersion12) {
  io::LevelFile f = test::richLevel();
  f.level.objects.push_back(test::ringObject(100, 200));
  f.level.objects.push_back(test::ringObject(124, 200));
  EXPECT_EQ(io::levelFormatVersionFor(f.level), 12);
  const std::string text = io::formatLevel(f);
  const json doc = json::parse(text);
  EXPECT_EQ(doc["version"], 12);
  EXPECT_EQ(doc["objects"][0]["kind"], "ring");
  EXPECT_EQ(doc["objects"][1]["w"], 16);
  const io::LoadResult r = io::parseLevel(text);
  ASSERT_TRUE(r.file) << io::describe("level", r.problems);
  EXPECT_EQ(r.file->level.objects, f.level.objects);
  EXPECT_EQ(io::formatLevel(*r.file), text);
}

TEST(LevelRing, ALevelWithoutRingsKeepsItsOlderVersion) {
  const io::LevelFile f = test::richLevel();
  EXPECT_LT(io::levelFormatVersionFor(f.level), 12);
  const std::string text = io::formatLevel(f);
  const io::LoadResult r = io::parseLevel(text);
  ASSERT_TRUE(r.file) << io::describe("level", r.problems);
  EXPECT_EQ(io::formatLevel(*r.file), text) << "an older file loads and writes unchanged";
}

TEST(LevelRing, BadRingsAreNamedByObjectAndField) {
  const auto problems = io::parseLevel(objectsDoc(12, R"([
    {"w": 16, "h": 16, "path": [[0, 0], [40, 0]], "speed": 256, "kind": "ring"},
    {"w": 16, "h": 16, "path": [[0, 0]], "kind": "ring", "top_only": true},
    {"w": 16, "h": 16, "path": [[0, 0]], "kind": "ring", "direction": "left"},
    {"w": 16, "h": 16, "path": [[0, 0]], "kind": "ring", "item": 2},
    {"w": 32, "h": 16, "path": [[0, 0]], "kind": "ring"}
  ])").dump()).problems;
  EXPECT_TRUE(hasProblem(problems, "objects[0]", "a ring lies where it is placed (its path has one point, no oscillate)"));
  EXPECT_TRUE(hasProblem(problems, "objects[1]", "a ring cannot be top_only"));
  EXPECT_TRUE(hasProblem(problems, "objects[2]", "direction is for springs and spikes, not a ring"));
  EXPECT_TRUE(hasProblem(problems, "objects[3]", "item is for a monitor, not ring"));
  EXPECT_TRUE(hasProblem(problems, "objects[4]", "a ring is 16 x 16 (w and h), not 32 x 16"));
}

TEST(LevelRing, Version11FilesNameTheNewerKind) {
  const auto kind = io::parseLevel(objectsDoc(11, R"([{"w": 16, "h": 16, "path": [[0, 0]], "kind": "ring"}])").dump()).problems;
  EXPECT_TRUE(hasProblem(kind, "objects[0].kind", "is a version 12 field"));
}

}  // namespace
}  // namespace solidtile

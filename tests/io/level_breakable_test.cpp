// Level format version 14: breakable walls and rocks, kind "breakable" and
// its "breaks" (docs/formats.md).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "../support/breakable_object.h"
#include "level_builder.h"
#include "problem_matchers.h"
#include "solidtile/io/level_file.h"

namespace solidtile {
namespace {
using nlohmann::json;
using test::hasProblem;
using test::objectsDoc;

TEST(LevelBreakable, BreakablesRoundTripAsVersion14WithTheirMode) {
  io::LevelFile f = test::richLevel();
  f.level.objects.push_back(test::breakableObject(100, 200, 32, 64, BreakMode::Side));
  f.level.objects.push_back(test::breakableObject(300, 200, 48, 32, BreakMode::Top));
  EXPECT_EQ(io::levelFormatVersionFor(f.level), 14);
  const std::string text = io::formatLevel(f);
  const json doc = json::parse(text);
  EXPECT_EQ(doc["version"], 14);
  EXPECT_EQ(doc["objects"][0]["kind"], "breakable");
  EXPECT_EQ(doc["objects"][0]["breaks"], "side") << "written always, as a monitor's item";
  EXPECT_EQ(doc["objects"][1]["breaks"], "top");
  const io::LoadResult r = io::parseLevel(text);
  ASSERT_TRUE(r.file) << io::describe("level", r.problems);
  EXPECT_EQ(r.file->level.objects, f.level.objects);
  EXPECT_EQ(io::formatLevel(*r.file), text);
}

TEST(LevelBreakable, ALevelWithoutBreakablesKeepsItsOlderVersion) {
  const io::LevelFile f = test::richLevel();
  EXPECT_LT(io::levelFormatVersionFor(f.level), 14);
  const std::string text = io::formatLevel(f);
  const io::LoadResult r = io::parseLevel(text);
  ASSERT_TRUE(r.file) << io::describe("level", r.problems);
  EXPECT_EQ(io::formatLevel(*r.file), text) << "an older file loads and writes unchanged";
}

TEST(LevelBreakable, BadBreakablesAreNamedByObjectAndField) {
  const auto problems = io::parseLevel(objectsDoc(14, R"([
    {"w": 32, "h": 64, "path": [[0, 0], [40, 0]], "speed": 256, "kind": "breakable", "breaks": "side"},
    {"w": 32, "h": 64, "path": [[0, 0]], "kind": "breakable", "top_only": true},
    {"w": 32, "h": 64, "path": [[0, 0]], "kind": "breakable", "breaks": "down"},
    {"w": 32, "h": 64, "path": [[0, 0]], "breaks": "top"},
    {"w": 32, "h": 64, "path": [[0, 0]], "kind": "breakable", "item": 2},
    {"w": 32, "h": 64, "path": [[0, 0]], "kind": "breakable", "breaks": 1}
  ])").dump()).problems;
  EXPECT_TRUE(hasProblem(problems, "objects[0]", "a breakable stays where it is placed (its path has one point, no oscillate)"));
  EXPECT_TRUE(hasProblem(problems, "objects[1]", "a breakable cannot be top_only"));
  EXPECT_TRUE(hasProblem(problems, "objects[2].breaks", "is \"down\", expected \"side\" or \"top\""));
  EXPECT_TRUE(hasProblem(problems, "objects[3]", "breaks is for a breakable, not block"));
  EXPECT_TRUE(hasProblem(problems, "objects[4]", "item is for a monitor, not breakable"));
  EXPECT_TRUE(hasProblem(problems, "objects[5].breaks", "expected \"side\" or \"top\""));
}

TEST(LevelBreakable, Version13FilesNameTheNewerKindAndField) {
  const auto kind = io::parseLevel(objectsDoc(13, R"([{"w": 32, "h": 64, "path": [[0, 0]], "kind": "breakable"}])").dump()).problems;
  EXPECT_TRUE(hasProblem(kind, "objects[0].kind", "is a version 14 field"));
  const auto field = io::parseLevel(objectsDoc(13, R"([{"w": 32, "h": 64, "path": [[0, 0]], "breaks": "top"}])").dump()).problems;
  EXPECT_TRUE(hasProblem(field, "objects[0].breaks", "is a version 14 field"));
}

}  // namespace
}  // namespace solidtile

// Level format version 14: breakable walls and rocks, kind "breakable" and
// its "breaks" (docs/formats.md); version 18: "breaks" "ground" and
// "ground_any" (Sonic 2's Hill Top smashable ground, Obj2F).
#include <gtest/gtest.h>

#include <initializer_list>

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

// A rich level with a breakable of each mode (100 px apart), written as
// `version` and read back the same; the file's document.
json roundTripsBreakables(std::initializer_list<BreakMode> modes, int version) {
  io::LevelFile f = test::richLevel();
  int x = 100;
  for (BreakMode m : modes) f.level.objects.push_back(test::breakableObject(x += 100, 200, 32, 64, m));
  EXPECT_EQ(io::levelFormatVersionFor(f.level), version);
  const std::string text = io::formatLevel(f);
  const io::LoadResult r = io::parseLevel(text);
  EXPECT_TRUE(r.file) << io::describe("level", r.problems);
  if (r.file) {
    EXPECT_EQ(r.file->level.objects, f.level.objects);
    EXPECT_EQ(io::formatLevel(*r.file), text);
  }
  const json doc = json::parse(text);
  EXPECT_EQ(doc["version"], version);
  return doc;
}

TEST(LevelBreakable, BreakablesRoundTripAsVersion14WithTheirMode) {
  const json doc = roundTripsBreakables({BreakMode::Side, BreakMode::Top}, 14);
  EXPECT_EQ(doc["objects"][0]["kind"], "breakable");
  EXPECT_EQ(doc["objects"][0]["breaks"], "side") << "written always, as a monitor's item";
  EXPECT_EQ(doc["objects"][1]["breaks"], "top");
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
  EXPECT_TRUE(hasProblem(problems, "objects[2].breaks", "is \"down\", expected \"side\", \"top\", \"ground\" or \"ground_any\""));
  EXPECT_TRUE(hasProblem(problems, "objects[3]", "breaks is for a breakable, not block"));
  EXPECT_TRUE(hasProblem(problems, "objects[4]", "item is for a monitor, not breakable"));
  EXPECT_TRUE(hasProblem(problems, "objects[5].breaks", "expected \"side\", \"top\", \"ground\" or \"ground_any\""));
}

// Obj2F's modes make a file version 18; written as every mode is.
TEST(LevelBreakable, GroundBreakablesRoundTripAsVersion18) {
  const json doc = roundTripsBreakables({BreakMode::Ground, BreakMode::GroundAny, BreakMode::Top}, 18);
  EXPECT_EQ(doc["objects"][0]["breaks"], "ground");
  EXPECT_EQ(doc["objects"][1]["breaks"], "ground_any");
}

TEST(LevelBreakable, Version17FilesNameTheNewerGroundModes) {
  for (const char* mode : {"ground", "ground_any"}) {
    const std::string objects = std::string(R"([{"w": 32, "h": 64, "path": [[0, 0]], "kind": "breakable", "breaks": ")") + mode + "\"}]";
    const auto problems = io::parseLevel(objectsDoc(17, objects.c_str()).dump()).problems;
    EXPECT_TRUE(hasProblem(problems, "objects[0].breaks", "is \"" + std::string(mode) + "\": is a version 18 field")) << mode;
    EXPECT_TRUE(io::parseLevel(objectsDoc(18, objects.c_str()).dump()).file) << mode;
  }
}

TEST(LevelBreakable, Version13FilesNameTheNewerKindAndField) {
  const auto kind = io::parseLevel(objectsDoc(13, R"([{"w": 32, "h": 64, "path": [[0, 0]], "kind": "breakable"}])").dump()).problems;
  EXPECT_TRUE(hasProblem(kind, "objects[0].kind", "is a version 14 field"));
  const auto field = io::parseLevel(objectsDoc(13, R"([{"w": 32, "h": 64, "path": [[0, 0]], "breaks": "top"}])").dump()).problems;
  EXPECT_TRUE(hasProblem(field, "objects[0].breaks", "is a version 14 field"));
}

}  // namespace
}  // namespace solidtile

// Level format version 10: springs' diagonal "direction"s (docs/formats.md).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "level_builder.h"
#include "problem_matchers.h"
#include "solidtile/io/level_file.h"

namespace solidtile {
namespace {
using nlohmann::json;
using test::hasProblem;

// A minimal level of the given version holding `objects` (JSON).
using test::levelOf;

SolidObject diagonalSpring(int x, int y, ObjectDir d) {
  SolidObject o;
  o.w = o.h = kDiagonalSpringSize;
  o.path = {{x, y}};
  o.kind = ObjectKind::Spring;
  o.dir = d;
  o.springSpeed = SpringSpeed::kYellow;
  return o;
}

TEST(LevelDiagonalSprings, RoundTripAsVersion10) {
  io::LevelFile f = test::richLevel();
  f.level.objects.push_back(diagonalSpring(100, 200, ObjectDir::UpRight));
  f.level.objects.push_back(diagonalSpring(200, 200, ObjectDir::DownLeft));
  EXPECT_EQ(io::levelFormatVersionFor(f.level), 10);
  const std::string text = io::formatLevel(f);
  const json doc = json::parse(text);
  EXPECT_EQ(doc["version"], 10);
  EXPECT_EQ(doc["objects"][0]["direction"], "up_right");
  EXPECT_EQ(doc["objects"][1]["direction"], "down_left");
  const io::LoadResult r = io::parseLevel(text);
  ASSERT_TRUE(r.file) << io::describe("level", r.problems);
  EXPECT_EQ(r.file->level.objects, f.level.objects);
  EXPECT_EQ(io::formatLevel(*r.file), text);
}

TEST(LevelDiagonalSprings, OlderVersionsAndBadShapesAreNamed) {
  const auto old = io::parseLevel(levelOf(9, R"([
    {"w": 32, "h": 32, "path": [[0, 0]], "kind": "spring", "direction": "up_left"}
  ])")).problems;
  EXPECT_TRUE(hasProblem(old, "objects[0].direction", "\"up_left\" is a version 10 field"));
  const auto bad = io::parseLevel(levelOf(10, R"([
    {"w": 16, "h": 32, "path": [[0, 0]], "kind": "spring", "direction": "down_right"},
    {"w": 32, "h": 32, "path": [[0, 0]], "kind": "spikes", "direction": "up_right"}
  ])")).problems;
  EXPECT_TRUE(hasProblem(bad, "objects[0]", "a diagonal spring is the games' 32 x 32 sloped solid"));
  EXPECT_TRUE(hasProblem(bad, "objects[1]", "direction up_right is for springs only"));
}

}  // namespace
}  // namespace solidtile

// Level format 19: a hurt zone's "spin" (level/spin.h; docs/formats.md).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "../support/hurt_object.h"
#include "level_builder.h"
#include "problem_matchers.h"
#include "solidtile/io/level_file.h"
#include "solidtile/level/spin.h"

namespace solidtile {
namespace {
using nlohmann::json;
using test::hasProblem;
using test::objectsDoc;

TEST(LevelSpin, RoundTripsAsVersion19) {
  io::LevelFile f = test::richLevel();
  SolidObject ball = test::hurtObject(1000, 400, 32, 32);
  ball.spin = {0x50, -0x280, 0xC0};
  f.level.objects.push_back(ball);
  EXPECT_EQ(io::levelFormatVersionFor(f.level), 19);
  const std::string text = io::formatLevel(f);
  const json doc = json::parse(text);
  EXPECT_EQ(doc["version"], 19);
  EXPECT_EQ(doc["objects"].back()["spin"], "radius 80 speed -640 angle 192");
  const io::LoadResult r = io::parseLevel(text);
  ASSERT_TRUE(r.file) << io::describe("level", r.problems);
  EXPECT_EQ(r.file->level.objects, f.level.objects);
  EXPECT_EQ(io::formatLevel(*r.file), text);
  EXPECT_EQ(json::parse(io::formatLevel(test::richLevel())).dump().find("spin"), std::string::npos) << "written only when used";
}

TEST(LevelSpin, BadSpinsAreNamedAndOlderFilesRefuseIt) {
  const auto problems = io::parseLevel(objectsDoc(19, R"([
    {"kind": "hurt", "w": 32, "h": 32, "path": [[0, 0]], "spin": "radius 0 speed 8 angle 0"},
    {"kind": "hurt", "w": 32, "h": 32, "path": [[0, 0]], "spin": "radius 8 speed 40000 angle 0"},
    {"kind": "hurt", "w": 32, "h": 32, "path": [[0, 0]], "spin": "radius 8 speed 8 angle 256"},
    {"kind": "hurt", "w": 32, "h": 32, "path": [[0, 0]], "spin": "round and round"},
    {"kind": "hurt", "w": 32, "h": 32, "path": [[0, 0]], "spin": 80},
    {"w": 32, "h": 32, "path": [[0, 0]], "spin": "radius 8 speed 8 angle 0"},
    {"kind": "hurt", "w": 32, "h": 32, "path": [[0, 0]], "spin": "radius 8 speed 8 angle 0",
     "oscillate": {"table": "sonic1", "index": 3, "axis": "x"}}
  ])").dump()).problems;
  EXPECT_TRUE(hasProblem(problems, "objects[0].spin", "radius 0 is not 1..1024"));
  EXPECT_TRUE(hasProblem(problems, "objects[1].spin", "speed 40000 is not -32768..32767"));
  EXPECT_TRUE(hasProblem(problems, "objects[2].spin", "angle 256 is not 0..255"));
  EXPECT_TRUE(hasProblem(problems, "objects[3].spin", "is \"round and round\" (expected \"radius R speed S angle A\""));
  EXPECT_TRUE(hasProblem(problems, "objects[4].spin", "must be a string such as"));
  EXPECT_TRUE(hasProblem(problems, "objects[5]", "spin is for a hurt zone, not block"));
  EXPECT_TRUE(hasProblem(problems, "objects[6]", "a spinning hurt zone moves by its spin alone: no oscillate"));
  const auto old = io::parseLevel(objectsDoc(18, R"([{"kind": "hurt", "w": 32, "h": 32, "path": [[0, 0]], "spin": "radius 8 speed 8 angle 0"}])").dump()).problems;
  ASSERT_EQ(old.size(), 1u) << io::describe("level", old);
  EXPECT_EQ(old[0].where, "objects[0].spin");
  EXPECT_NE(old[0].what.find("is a version 19 field"), std::string::npos) << old[0].what;
}

// .type03's word: the high byte of (angle << 8) + speed * (frames run),
// wrapping as a 68000 word; before it is made, its placement's angle.
TEST(LevelSpin, TheAngleIsTheHighByteOfTheWordCountedFromTheMadeFrame) {
  const SpinMotion m{0x50, -0x80, 0x40};
  EXPECT_EQ(spinAngle(m, 0), 0x3F);  // 0x4000 - 0x80 = 0x3F80
  EXPECT_EQ(spinAngle(m, 1), 0x3F);  // 0x3F00
  EXPECT_EQ(spinAngle(m, 2), 0x3E);
  EXPECT_EQ(spinAngle(m, 0x7F), 0x00);  // 0x4000 - 0x80 * 0x80 = 0
  EXPECT_EQ(spinAngle(m, 0x80), 0xFF);  // -0x80 wraps to 0xFF80
  const SpinMotion fast{0x50, 0x280, 0};
  EXPECT_EQ(spinAngle(fast, 0), 0x02);
  EXPECT_EQ(spinAngle(fast, 101), 0xFF);  // 102 * 0x280 = 0xFF00
  EXPECT_EQ(spinAngle(fast, 102), 0x01);  // 0x10180 wraps to 0x0180
  // On a frame before the one it was made it stands at its first angle: 80 px below (angle $40).
  EXPECT_EQ(spinOffset(m, 100, 99).x, 0);
  EXPECT_EQ(spinOffset(m, 100, 99).y, 0x50);
  EXPECT_EQ(spinOffset(m, 100, 100).x, spinOffset(m, 0, 0).x);
  EXPECT_EQ(spinOffset(m, 100, 100).y, spinOffset(m, 0, 0).y);
}

}  // namespace
}  // namespace solidtile

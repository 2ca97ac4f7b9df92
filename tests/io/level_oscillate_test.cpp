// Level format version 8: an object's "oscillate" motion (docs/formats.md).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "../support/hurt_object.h"
#include "../support/oscillating_object.h"
#include "level_builder.h"
#include "problem_matchers.h"
#include "solidtile/io/level_file.h"

namespace solidtile {
namespace {
using nlohmann::json;
using test::hasProblem;
using test::objectsDoc;

TEST(LevelOscillate, RoundTripsAsVersion8) {
  io::LevelFile f = test::richLevel();
  f.level.objects.push_back(test::oscillatingPlatform({OscTable::Sonic1, 6, ObjectAxis::X, 0x40, false, 0, true}));
  f.level.objects.push_back(test::oscillatingPlatform({OscTable::Sonic2, 3, ObjectAxis::Y, 0x30, true, 1, false}));
  EXPECT_EQ(io::levelFormatVersionFor(f.level), 8);
  const std::string text = io::formatLevel(f);
  const json doc = json::parse(text);
  EXPECT_EQ(doc["version"], 8);
  EXPECT_EQ(doc["objects"][0]["oscillate"],
            json::parse(R"({"table": "sonic1", "index": 6, "axis": "x", "center": 64, "negate": false, "shift": 0, "lagged": true})"));
  EXPECT_EQ(doc["objects"][1]["oscillate"]["table"], "sonic2");
  const io::LoadResult r = io::parseLevel(text);
  ASSERT_TRUE(r.file) << io::describe("level", r.problems);
  EXPECT_EQ(r.file->level.objects, f.level.objects);
  EXPECT_EQ(io::formatLevel(*r.file), text);
}

TEST(LevelOscillate, LeftOutFieldsTakeObj18sSidewaysDefaults) {
  const io::LoadResult r = io::parseLevel(
      objectsDoc(8, R"([{"w": 64, "h": 16, "path": [[300, 200]], "top_only": true, "oscillate": {"table": "sonic2", "index": 6, "axis": "y"}}])")
          .dump());
  ASSERT_TRUE(r.file) << io::describe("level", r.problems);
  EXPECT_EQ(r.file->level.objects[0], test::oscillatingPlatform({OscTable::Sonic2, 6, ObjectAxis::Y, 0x40, false, 0, true}));
}

TEST(LevelOscillate, OlderLevelsStayTheirVersion) {
  io::LevelFile f = test::richLevel();
  f.level.objects.push_back(test::oscillatingPlatform({}));
  EXPECT_LT(io::levelFormatVersionFor(f.level), 8);
  EXPECT_EQ(io::formatLevel(f).find("oscillate"), std::string::npos);
}

TEST(LevelOscillate, BadMotionsAreNamedByObjectAndField) {
  const auto problems = io::parseLevel(objectsDoc(8, R"([
    {"w": 64, "h": 16, "path": [[0, 0]], "oscillate": {"table": "sonic3", "index": 6, "axis": "x"}},
    {"w": 64, "h": 16, "path": [[0, 0]], "oscillate": {"table": "sonic1", "index": 16, "axis": "x"}},
    {"w": 64, "h": 16, "path": [[0, 0]], "oscillate": {"table": "sonic1", "index": 6, "axis": "z"}},
    {"w": 64, "h": 16, "path": [[0, 0]], "oscillate": {"table": "sonic1", "index": 6, "axis": "x", "shift": 9}},
    {"w": 64, "h": 16, "path": [[0, 0], [9, 0]], "speed": 256, "oscillate": {"table": "sonic1", "index": 6, "axis": "x"}},
    {"w": 64, "h": 16, "path": [[0, 0]], "oscillate": {"index": 6, "axis": "x"}},
    {"w": 64, "h": 16, "path": [[0, 0]], "oscillate": {"table": "sonic1", "index": 6, "axis": "x", "lagged": 1}},
    {"w": 64, "h": 16, "path": [[0, 0]], "oscillate": {"table": "sonic1", "index": 6, "axis": "x", "speed": 1}},
    {"w": 64, "h": 16, "path": [[0, 0]], "oscillate": "sonic1"}
  ])").dump()).problems;
  EXPECT_TRUE(hasProblem(problems, "objects[0].oscillate.table", "expected \"sonic1\" or \"sonic2\""));
  EXPECT_TRUE(hasProblem(problems, "objects[1].oscillate.index", "one of the game's 16 oscillators"));
  EXPECT_TRUE(hasProblem(problems, "objects[2].oscillate.axis", "expected \"x\" or \"y\""));
  EXPECT_TRUE(hasProblem(problems, "objects[3].oscillate.shift", "outside 0..7"));
  EXPECT_TRUE(hasProblem(problems, "objects[4]", "an oscillating object's path is its origin alone"));
  EXPECT_TRUE(hasProblem(problems, "objects[5].oscillate.table", "is missing"));
  EXPECT_TRUE(hasProblem(problems, "objects[6].oscillate.lagged", "expected true or false"));
  EXPECT_TRUE(hasProblem(problems, "objects[7].oscillate", "an unknown key \"speed\""));
  EXPECT_TRUE(hasProblem(problems, "objects[8].oscillate", "an object with table, index and axis"));
}

TEST(LevelOscillate, Version7FilesNameTheNewerField) {
  const auto problems = io::parseLevel(
      objectsDoc(7, R"([{"w": 64, "h": 16, "path": [[0, 0]], "oscillate": {"table": "sonic1", "index": 6, "axis": "x"}}])").dump())
                            .problems;
  EXPECT_TRUE(hasProblem(problems, "objects[0].oscillate", "is a version 8 field"));
}

// Version 14: "other_index" and "other_negate", a second oscillator on the
// other axis (Sonic 1's Obj5A, Sonic 2's Obj19 8-$F), written only when set.
TEST(LevelOscillate, ASecondAxisRoundTripsAsVersion14) {
  io::LevelFile f = test::richLevel();
  SolidObject o = test::oscillatingPlatform({OscTable::Sonic2, 14, ObjectAxis::X, 0x40, true, 0, false});
  o.osc.otherIndex = 15;
  o.osc.otherNegate = true;
  f.level.objects.push_back(o);
  EXPECT_EQ(io::levelFormatVersionFor(f.level), 14);
  const std::string text = io::formatLevel(f);
  const json doc = json::parse(text);
  EXPECT_EQ(doc["version"], 14);
  EXPECT_EQ(doc["objects"][0]["oscillate"]["other_index"], 15);
  EXPECT_EQ(doc["objects"][0]["oscillate"]["other_negate"], true);
  const io::LoadResult r = io::parseLevel(text);
  ASSERT_TRUE(r.file) << io::describe("level", r.problems);
  EXPECT_EQ(r.file->level.objects, f.level.objects);
  EXPECT_EQ(io::formatLevel(*r.file), text);
  // Left out, other_negate is false.
  const io::LoadResult plain = io::parseLevel(objectsDoc(14, R"([{"w": 48, "h": 16, "path": [[0, 0]],
      "oscillate": {"table": "sonic1", "index": 8, "axis": "x", "other_index": 9}}])").dump());
  ASSERT_TRUE(plain.file) << io::describe("level", plain.problems);
  EXPECT_EQ(plain.file->level.objects[0].osc.otherIndex, 9);
  EXPECT_FALSE(plain.file->level.objects[0].osc.otherNegate);
}

TEST(LevelOscillate, ASecondAxisIsCheckedAndRefusedBeforeVersion14) {
  const auto problems = io::parseLevel(objectsDoc(14, R"([
    {"w": 64, "h": 16, "path": [[0, 0]], "oscillate": {"table": "sonic1", "index": 8, "axis": "x", "other_index": 16}},
    {"w": 64, "h": 16, "path": [[0, 0]], "oscillate": {"table": "sonic1", "index": 8, "axis": "x", "other_negate": true}},
    {"w": 64, "h": 16, "path": [[0, 0]], "oscillate": {"table": "sonic1", "index": 8, "axis": "x", "other_index": 9, "other_negate": 1}}
  ])").dump()).problems;
  EXPECT_TRUE(hasProblem(problems, "objects[0].oscillate.other_index", "is 16, outside 0..15 (one of the game's 16 oscillators, moving the other axis)"));
  EXPECT_TRUE(hasProblem(problems, "objects[1].oscillate.other_negate", "is set without other_index (the second oscillator it reverses)"));
  EXPECT_TRUE(hasProblem(problems, "objects[2].oscillate.other_negate", "is 1, expected true or false"));
  const auto old = io::parseLevel(objectsDoc(13, R"([
    {"w": 64, "h": 16, "path": [[0, 0]], "oscillate": {"table": "sonic1", "index": 8, "axis": "x", "other_index": 9}}
  ])").dump()).problems;
  ASSERT_EQ(old.size(), 1u) << io::describe("level", old);
  EXPECT_EQ(old[0].where, "objects[0].oscillate.other_index");
  EXPECT_NE(old[0].what.find("14"), std::string::npos) << old[0].what;
}

// Version 18: "radius", a swing (both games' Obj15; oscillation.h), written
// only when set. A swing hurt zone (Scrap Brain's ball) round-trips too.
TEST(LevelOscillate, ASwingRoundTripsAsVersion18) {
  io::LevelFile f = test::richLevel();
  SolidObject o = test::oscillatingPlatform({OscTable::Sonic1, 6, ObjectAxis::X, 0x80, true, 0, false});
  o.osc.radius = 0x58;
  f.level.objects.push_back(o);
  SolidObject ball;
  ball.kind = ObjectKind::Hurt;
  ball.w = ball.h = 32;
  ball.path = {{0x100, 0x80}};
  ball.osc = o.osc;
  f.level.objects.push_back(ball);
  EXPECT_EQ(io::levelFormatVersionFor(f.level), 18);
  const std::string text = io::formatLevel(f);
  const json doc = json::parse(text);
  EXPECT_EQ(doc["version"], 18);
  EXPECT_EQ(doc["objects"][0]["oscillate"]["radius"], 0x58);
  const io::LoadResult r = io::parseLevel(text);
  ASSERT_TRUE(r.file) << io::describe("level", r.problems);
  EXPECT_EQ(r.file->level.objects, f.level.objects);
  EXPECT_EQ(io::formatLevel(*r.file), text);
  // Without one, nothing is written and the version stays what it was.
  o.osc.radius = 0;
  io::LevelFile plain = test::richLevel();
  plain.level.objects.push_back(o);
  EXPECT_EQ(io::formatLevel(plain).find("radius"), std::string::npos);
  EXPECT_LT(io::levelFormatVersionFor(plain.level), 18);
}

TEST(LevelOscillate, ASwingIsCheckedAndRefusedBeforeVersion18) {
  const auto problems = io::parseLevel(objectsDoc(18, R"([
    {"w": 48, "h": 16, "path": [[0, 0]], "oscillate": {"table": "sonic1", "index": 6, "axis": "x", "radius": 0}},
    {"w": 48, "h": 16, "path": [[0, 0]], "oscillate": {"table": "sonic1", "index": 6, "axis": "x", "radius": 1025}},
    {"w": 48, "h": 16, "path": [[0, 0]], "oscillate": {"table": "sonic1", "index": 6, "axis": "x", "radius": 8, "shift": 1}},
    {"w": 48, "h": 16, "path": [[0, 0]], "oscillate": {"table": "sonic1", "index": 6, "axis": "y", "radius": 8}},
    {"w": 48, "h": 16, "path": [[0, 0]], "oscillate": {"table": "sonic1", "index": 6, "axis": "x", "radius": 8, "other_index": 7}},
    {"kind": "hurt", "w": 32, "h": 32, "path": [[0, 0]], "oscillate": {"table": "sonic1", "index": 6, "axis": "x"}}
  ])").dump()).problems;
  EXPECT_TRUE(hasProblem(problems, "objects[0].oscillate.radius", "is 0, outside 1..1024 (a swing's chain length in pixels; leave it out for no swing)"));
  EXPECT_TRUE(hasProblem(problems, "objects[1].oscillate.radius", "is 1025, outside 1..1024 (a swing's chain length in pixels; leave it out for no swing)"));
  EXPECT_TRUE(hasProblem(problems, "objects[2]", "a swing (oscillate.radius) takes no oscillate.shift: its byte is an angle"));
  EXPECT_TRUE(hasProblem(problems, "objects[3]", "a swing (oscillate.radius) moves on both axes: its oscillate.axis is x"));
  EXPECT_TRUE(hasProblem(problems, "objects[4]", "a swing (oscillate.radius) reads one oscillator: no oscillate.other_index"));
  EXPECT_TRUE(hasProblem(problems, "objects[5].oscillate", "moves a hurt zone along an axis: is a version 19 field"));
  const auto old = io::parseLevel(objectsDoc(17, R"([
    {"w": 48, "h": 16, "path": [[0, 0]], "oscillate": {"table": "sonic1", "index": 6, "axis": "x", "radius": 8}}
  ])").dump()).problems;
  ASSERT_EQ(old.size(), 1u) << io::describe("level", old);
  EXPECT_EQ(old[0].where, "objects[0].oscillate.radius");
  EXPECT_NE(old[0].what.find("18"), std::string::npos) << old[0].what;
}

// Version 19: a hurt zone moving along an axis (Spring Yard's big spiked
// balls, Obj58 types 1 and 2), beside one that swings (version 18's).
TEST(LevelOscillate, AHurtZoneAlongAnAxisRoundTripsAsVersion19) {
  io::LevelFile f = test::richLevel();
  SolidObject ball = test::hurtObject(1000, 400, 32, 32);
  ball.osc = {OscTable::Sonic1, 3, ObjectAxis::Y, 0x80, false, 0, false};
  f.level.objects.push_back(ball);
  EXPECT_EQ(io::levelFormatVersionFor(f.level), 19);
  const std::string text = io::formatLevel(f);
  EXPECT_EQ(json::parse(text)["version"], 19);
  const io::LoadResult r = io::parseLevel(text);
  ASSERT_TRUE(r.file) << io::describe("level", r.problems);
  EXPECT_EQ(r.file->level.objects, f.level.objects);
  EXPECT_EQ(io::formatLevel(*r.file), text);
  // A swinging one alone stays version 18.
  ball.osc.radius = 88;
  f.level.objects.set(f.level.objects.size() - 1, ball);
  EXPECT_EQ(io::levelFormatVersionFor(f.level), 18);
}

TEST(LevelOscillate, AHurtZoneAlongAnAxisIsRefusedBeforeVersion19AndMovesOnlyByIt) {
  const char* ball = R"([{"kind": "hurt", "w": 32, "h": 32, "path": [[0, 0]], "oscillate": {"table": "sonic1", "index": 3, "axis": "x", "negate": true, "center": 0}}])";
  const auto old = io::parseLevel(objectsDoc(18, ball).dump()).problems;
  ASSERT_EQ(old.size(), 1u) << io::describe("level", old);
  EXPECT_EQ(old[0].where, "objects[0].oscillate");
  EXPECT_NE(old[0].what.find("write \"version\": 19"), std::string::npos) << old[0].what;
  EXPECT_TRUE(io::parseLevel(objectsDoc(19, ball).dump()).file);
  const auto twoPoints = io::parseLevel(objectsDoc(19, R"([{"kind": "hurt", "w": 32, "h": 32, "path": [[0, 0], [8, 0]],
      "oscillate": {"table": "sonic1", "index": 3, "axis": "x"}}])").dump()).problems;
  EXPECT_TRUE(hasProblem(twoPoints, "objects[0]", "a hurt zone moves only by its oscillate or spin (its path has one point)"));
}

}  // namespace
}  // namespace solidtile

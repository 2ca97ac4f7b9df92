// Level format version 14: enemies, kind "enemy" (docs/formats.md).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "../support/hurt_object.h"
#include "level_builder.h"
#include "problem_matchers.h"
#include "solidtile/io/level_file.h"

namespace solidtile {
namespace {
using nlohmann::json;
using test::hasProblem;
using test::objectsDoc;

TEST(LevelEnemy, EnemiesRoundTripAsVersion14) {
  io::LevelFile f = test::richLevel();
  f.level.objects.push_back(test::enemyAround(120, 200, 40, 32));
  f.level.objects.push_back(test::hurtObject(300, 200, 64, 64));
  EXPECT_EQ(io::levelFormatVersionFor(f.level), 14);
  const std::string text = io::formatLevel(f);
  const json doc = json::parse(text);
  EXPECT_EQ(doc["version"], 14);
  EXPECT_EQ(doc["objects"][0]["kind"], "enemy");
  EXPECT_EQ(doc["objects"][0]["w"], 40);
  EXPECT_EQ(doc["objects"][1]["kind"], "hurt");
  const io::LoadResult r = io::parseLevel(text);
  ASSERT_TRUE(r.file) << io::describe("level", r.problems);
  EXPECT_EQ(r.file->level.objects, f.level.objects);
  EXPECT_EQ(r.file->level.objects.slotCount(), 1u) << "an enemy keeps one slot, a hurt zone none";
  EXPECT_EQ(io::formatLevel(*r.file), text);
}

TEST(LevelEnemy, BadEnemiesAreNamedByObjectAndField) {
  const auto problems = io::parseLevel(objectsDoc(14, R"([
    {"w": 32, "h": 32, "path": [[0, 0], [40, 0]], "speed": 256, "kind": "enemy"},
    {"w": 32, "h": 32, "path": [[0, 0]], "kind": "enemy", "top_only": true},
    {"w": 32, "h": 32, "path": [[0, 0]], "kind": "enemy", "direction": "left"},
    {"w": 33, "h": 32, "path": [[0, 0]], "kind": "enemy"},
    {"w": 32, "h": 2048, "path": [[0, 0]], "kind": "enemy"}
  ])").dump()).problems;
  EXPECT_TRUE(hasProblem(problems, "objects[0]", "an enemy stays where it is placed (its path has one point, no oscillate)"));
  EXPECT_TRUE(hasProblem(problems, "objects[1]", "an enemy cannot be top_only"));
  EXPECT_TRUE(hasProblem(problems, "objects[2]", "direction is for springs and spikes, not an enemy"));
  EXPECT_TRUE(hasProblem(problems, "objects[3]", "an enemy's w and h are even, 2..1024 (its touch size is half of each), not 33 x 32"));
  EXPECT_TRUE(hasProblem(problems, "objects[4]", "not 32 x 2048"));
}

TEST(LevelEnemy, Version13FilesNameTheNewerKind) {
  const auto kind = io::parseLevel(objectsDoc(13, R"([{"w": 32, "h": 32, "path": [[0, 0]], "kind": "enemy"}])").dump()).problems;
  EXPECT_TRUE(hasProblem(kind, "objects[0].kind", "is a version 14 field"));
}

// Version 15: an enemy's "motion", its own routine (level/enemy_motion.h),
// written only when it moves; a file with one is version 15.
TEST(LevelEnemy, MotionRoundTripsAsVersion15) {
  io::LevelFile f = test::richLevel();
  SolidObject coconuts = test::enemyAround(120, 200, 24, 32);
  coconuts.motion = EnemyMotion::Coconuts;
  SolidObject masher = test::enemyAround(300, 200, 24, 32);
  masher.motion = EnemyMotion::Masher;
  f.level.objects.push_back(coconuts);
  f.level.objects.push_back(masher);
  f.level.objects.push_back(test::enemyAround(400, 200, 24, 32));
  EXPECT_EQ(io::levelFormatVersionFor(f.level), 15);
  const std::string text = io::formatLevel(f);
  const json doc = json::parse(text);
  EXPECT_EQ(doc["version"], 15);
  EXPECT_EQ(doc["objects"][0]["motion"], "coconuts");
  EXPECT_EQ(doc["objects"][1]["motion"], "masher");
  EXPECT_FALSE(doc["objects"][2].contains("motion"));
  const io::LoadResult r = io::parseLevel(text);
  ASSERT_TRUE(r.file) << io::describe("level", r.problems);
  EXPECT_EQ(r.file->level.objects, f.level.objects);
  EXPECT_EQ(r.file->level.objects.slotCount(), 7u) << "a moving enemy keeps three slots, a still one one";
  EXPECT_EQ(io::formatLevel(*r.file), text);
  // "none" reads as a still enemy, written back without the field.
  const io::LoadResult none = io::parseLevel(objectsDoc(15, R"([{"w": 32, "h": 32, "path": [[0, 0]], "kind": "enemy", "motion": "none"}])").dump());
  ASSERT_TRUE(none.file) << io::describe("level", none.problems);
  EXPECT_EQ(none.file->level.objects[0].motion, EnemyMotion::None);
}

TEST(LevelEnemy, BadMotionsAreNamed) {
  const auto problems = io::parseLevel(objectsDoc(15, R"([
    {"w": 32, "h": 32, "path": [[0, 0]], "kind": "enemy", "motion": "buzzer"},
    {"w": 32, "h": 32, "path": [[0, 0]], "kind": "hurt", "motion": "masher"},
    {"w": 32, "h": 32, "path": [[0, 0]], "motion": "coconuts"},
    {"w": 32, "h": 32, "path": [[0, 0]], "kind": "enemy", "motion": 1}
  ])").dump()).problems;
  EXPECT_TRUE(hasProblem(problems, "objects[0].motion",
                         R"(is "buzzer", expected "none", "coconuts", "masher", "buzzbomber", "newtron", "newtron_blue", "motobug" or "crabmeat")"));
  EXPECT_TRUE(hasProblem(problems, "objects[1]", "motion is for an enemy, not hurt"));
  EXPECT_TRUE(hasProblem(problems, "objects[2]", "motion is for an enemy, not block"));
  EXPECT_TRUE(hasProblem(problems, "objects[3].motion", "expected \"none\""));
  const auto old = io::parseLevel(objectsDoc(14, R"([{"w": 32, "h": 32, "path": [[0, 0]], "kind": "enemy", "motion": "masher"}])").dump()).problems;
  EXPECT_TRUE(hasProblem(old, "objects[0].motion", "is a version 15 field"));
}

// Version 17: Sonic 1's badniks' motions, and "direction": "right" (the
// placement's x-flip) on those whose routine reads obStatus bit 0; a file
// with one is version 17, and an older file refuses them.
TEST(LevelEnemy, Sonic1MotionsRoundTripAsVersion17) {
  io::LevelFile f = test::richLevel();
  SolidObject buzz = test::enemyAround(120, 200, 48, 24);
  buzz.motion = EnemyMotion::Buzzbomber;
  buzz.dir = ObjectDir::Right;
  SolidObject newtron = test::enemyAround(300, 200, 40, 16);
  newtron.motion = EnemyMotion::Newtron;
  SolidObject crab = test::enemyAround(400, 200, 32, 32);
  crab.motion = EnemyMotion::Crabmeat;
  f.level.objects.push_back(buzz);
  f.level.objects.push_back(newtron);
  f.level.objects.push_back(crab);
  EXPECT_EQ(io::levelFormatVersionFor(f.level), 17);
  const std::string text = io::formatLevel(f);
  const json doc = json::parse(text);
  EXPECT_EQ(doc["version"], 17);
  EXPECT_EQ(doc["objects"][0]["motion"], "buzzbomber");
  EXPECT_EQ(doc["objects"][0]["direction"], "right");
  EXPECT_EQ(doc["objects"][1]["motion"], "newtron");
  EXPECT_FALSE(doc["objects"][2].contains("direction"));
  const io::LoadResult r = io::parseLevel(text);
  ASSERT_TRUE(r.file) << io::describe("level", r.problems);
  EXPECT_EQ(r.file->level.objects, f.level.objects);
  EXPECT_EQ(r.file->level.objects.slotCount(), 3u + 4u + 4u + 2u)
      << "the Buzz Bomber keeps three slots, the walkers four; the Buzz Bomber and the Crabmeat read obRender bit 7: "
         "the list keeps the camera in two more";
  EXPECT_EQ(io::formatLevel(*r.file), text);
  const auto old = io::parseLevel(objectsDoc(16, R"([{"w": 40, "h": 16, "path": [[0, 0]], "kind": "enemy", "motion": "newtron"}])").dump()).problems;
  EXPECT_TRUE(hasProblem(old, "objects[0].motion", R"(is "newtron": is a version 17 field)"));
  const auto flip = io::parseLevel(objectsDoc(17, R"([
    {"w": 40, "h": 16, "path": [[0, 0]], "kind": "enemy", "motion": "newtron", "direction": "right"},
    {"w": 24, "h": 32, "path": [[0, 0]], "kind": "enemy", "motion": "coconuts", "direction": "right"},
    {"w": 40, "h": 32, "path": [[0, 0]], "kind": "enemy", "motion": "motobug", "direction": "left"}
  ])").dump()).problems;
  EXPECT_TRUE(hasProblem(flip, "objects[0]", "direction \"right\" is for an enemy whose motion reads its flip"));
  EXPECT_TRUE(hasProblem(flip, "objects[1]", "direction \"right\" is for an enemy whose motion reads its flip"));
  EXPECT_TRUE(hasProblem(flip, "objects[2]", "direction is for springs and spikes, not an enemy"));
}

}  // namespace
}  // namespace solidtile

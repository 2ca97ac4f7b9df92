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

}  // namespace
}  // namespace solidtile

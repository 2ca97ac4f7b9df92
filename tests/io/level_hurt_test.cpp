// Level format version 13: hurt zones, kind "hurt" (docs/formats.md).
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

TEST(LevelHurt, HurtZonesRoundTripAsVersion13) {
  io::LevelFile f = test::richLevel();
  f.level.objects.push_back(test::hurtObject(100, 200, 64, 64));
  f.level.objects.push_back(test::hurtObject(300, 200, 256, 64));
  EXPECT_EQ(io::levelFormatVersionFor(f.level), 13);
  const std::string text = io::formatLevel(f);
  const json doc = json::parse(text);
  EXPECT_EQ(doc["version"], 13);
  EXPECT_EQ(doc["objects"][0]["kind"], "hurt");
  EXPECT_EQ(doc["objects"][1]["w"], 256);
  const io::LoadResult r = io::parseLevel(text);
  ASSERT_TRUE(r.file) << io::describe("level", r.problems);
  EXPECT_EQ(r.file->level.objects, f.level.objects);
  EXPECT_EQ(io::formatLevel(*r.file), text);
}

TEST(LevelHurt, ALevelWithoutHurtZonesKeepsItsOlderVersion) {
  const io::LevelFile f = test::richLevel();
  EXPECT_LT(io::levelFormatVersionFor(f.level), 13);
  const std::string text = io::formatLevel(f);
  const io::LoadResult r = io::parseLevel(text);
  ASSERT_TRUE(r.file) << io::describe("level", r.problems);
  EXPECT_EQ(io::formatLevel(*r.file), text) << "an older file loads and writes unchanged";
}

TEST(LevelHurt, BadHurtZonesAreNamedByObjectAndField) {
  const auto problems = io::parseLevel(objectsDoc(13, R"([
    {"w": 64, "h": 64, "path": [[0, 0], [40, 0]], "speed": 256, "kind": "hurt"},
    {"w": 64, "h": 64, "path": [[0, 0]], "kind": "hurt", "top_only": true},
    {"w": 64, "h": 64, "path": [[0, 0]], "kind": "hurt", "direction": "left"},
    {"w": 64, "h": 64, "path": [[0, 0]], "kind": "hurt", "item": 2},
    {"w": 33, "h": 64, "path": [[0, 0]], "kind": "hurt"},
    {"w": 2048, "h": 64, "path": [[0, 0]], "kind": "hurt"}
  ])").dump()).problems;
  EXPECT_TRUE(hasProblem(problems, "objects[0]", "a hurt zone moves only by its oscillate or spin (its path has one point)"));
  EXPECT_TRUE(hasProblem(problems, "objects[1]", "a hurt zone cannot be top_only"));
  EXPECT_TRUE(hasProblem(problems, "objects[2]", "direction is for springs and spikes, not a hurt zone"));
  EXPECT_TRUE(hasProblem(problems, "objects[3]", "item is for a monitor, not hurt"));
  EXPECT_TRUE(hasProblem(problems, "objects[4]", "a hurt zone's w and h are even, 2..1024 (its touch size is half of each), not 33 x 64"));
  EXPECT_TRUE(hasProblem(problems, "objects[5]", "not 2048 x 64"));
}

TEST(LevelHurt, Version12FilesNameTheNewerKind) {
  const auto kind = io::parseLevel(objectsDoc(12, R"([{"w": 64, "h": 64, "path": [[0, 0]], "kind": "hurt"}])").dump()).problems;
  EXPECT_TRUE(hasProblem(kind, "objects[0].kind", "is a version 13 field"));
}

}  // namespace
}  // namespace solidtile

// Level format version 11: pushable blocks, kind "push" (docs/formats.md).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "../support/push_object.h"
#include "level_builder.h"
#include "problem_matchers.h"
#include "solidtile/io/level_file.h"

namespace solidtile {
namespace {
using nlohmann::json;
using test::hasProblem;
using test::objectsDoc;

TEST(LevelPush, PushesRoundTripAsVersion11) {
  io::LevelFile f = test::richLevel();
  f.level.objects.push_back(test::pushObject(100, 200));
  f.level.objects.push_back(test::pushObject(200, 200, PushBlock::kLongWidth));
  EXPECT_EQ(io::levelFormatVersionFor(f.level), 11);
  const std::string text = io::formatLevel(f);
  const json doc = json::parse(text);
  EXPECT_EQ(doc["version"], 11);
  EXPECT_EQ(doc["objects"][0]["kind"], "push");
  EXPECT_EQ(doc["objects"][1]["w"], 128);
  const io::LoadResult r = io::parseLevel(text);
  ASSERT_TRUE(r.file) << io::describe("level", r.problems);
  EXPECT_EQ(r.file->level.objects, f.level.objects);
  EXPECT_EQ(io::formatLevel(*r.file), text);
}

TEST(LevelPush, ALevelWithoutPushesKeepsItsOlderVersion) {
  const io::LevelFile f = test::richLevel();
  EXPECT_LT(io::levelFormatVersionFor(f.level), 11);
}

TEST(LevelPush, BadPushesAreNamedByObjectAndField) {
  const auto problems = io::parseLevel(objectsDoc(11, R"([
    {"w": 32, "h": 32, "path": [[0, 0], [40, 0]], "speed": 256, "kind": "push"},
    {"w": 32, "h": 32, "path": [[0, 0]], "kind": "push", "top_only": true},
    {"w": 32, "h": 32, "path": [[0, 0]], "kind": "push", "direction": "left"},
    {"w": 32, "h": 32, "path": [[0, 0]], "kind": "push", "item": 2}
  ])").dump()).problems;
  EXPECT_TRUE(hasProblem(problems, "objects[0]", "a push stands where it is placed until pushed"));
  EXPECT_TRUE(hasProblem(problems, "objects[1]", "a push cannot be top_only"));
  EXPECT_TRUE(hasProblem(problems, "objects[2]", "direction is for springs and spikes, not a push"));
  EXPECT_TRUE(hasProblem(problems, "objects[3]", "item is for a monitor, not push"));
}

TEST(LevelPush, Version10FilesNameTheNewerKind) {
  const auto kind = io::parseLevel(objectsDoc(10, R"([{"w": 32, "h": 32, "path": [[0, 0]], "kind": "push"}])").dump()).problems;
  EXPECT_TRUE(hasProblem(kind, "objects[0].kind", "is a version 11 field"));
}

}  // namespace
}  // namespace solidtile

// Level format version 19: kind "barrier" (Sonic 2's one-way barrier, Obj2D;
// level/barrier.h, docs/formats.md): its "direction" (the way it lets the
// player through) and its fixed box.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "../support/barrier_object.h"
#include "level_builder.h"
#include "problem_matchers.h"
#include "solidtile/io/level_file.h"
#include "solidtile/level/barrier.h"

namespace solidtile {
namespace level_barrier {  // apart from the other tests' names in a unity build
namespace {
using nlohmann::json;
using test::barrierAt;
using test::hasProblem;

TEST(LevelBarrier, RoundTripsAsVersion19AndIsWrittenOnlyWhenUsed) {
  io::LevelFile f = test::richLevel();
  EXPECT_LT(io::levelFormatVersionFor(f.level), 19);
  EXPECT_EQ(io::formatLevel(f).find("\"barrier\""), std::string::npos);
  f.level.objects.push_back(barrierAt(116, 216, false));
  f.level.objects.push_back(barrierAt(416, 216, true));
  EXPECT_EQ(io::levelFormatVersionFor(f.level), 19);
  const std::string text = io::formatLevel(f);
  const json doc = json::parse(text);
  EXPECT_EQ(doc["version"], 19);
  const json& a = doc["objects"][doc["objects"].size() - 2];
  EXPECT_EQ(a["kind"], "barrier");
  EXPECT_EQ(a["direction"], "right");
  EXPECT_EQ(a["w"], 16);
  EXPECT_EQ(a["h"], 64);
  EXPECT_EQ(a["path"][0][0], 108);
  EXPECT_EQ(a["path"][0][1], 184);
  const json& b = doc["objects"][doc["objects"].size() - 1];
  EXPECT_EQ(b["direction"], "left");
  const io::LoadResult r = io::parseLevel(text);
  ASSERT_TRUE(r.file) << io::describe("level", r.problems);
  EXPECT_EQ(r.file->level.objects, f.level.objects);
  EXPECT_EQ(io::formatLevel(*r.file), text);
}

TEST(LevelBarrier, OlderVersionsWrongBoxesAndDirectionsAreNamed) {
  const char* one = R"([{"w": 16, "h": 64, "path": [[0, 0]], "kind": "barrier", "direction": "right"}])";
  EXPECT_TRUE(hasProblem(io::parseLevel(test::objectsDoc(18, one).dump()).problems, "objects[0].kind", "is a version 19 field"));
  const auto problemsOf = [](const char* list) { return io::parseLevel(test::objectsDoc(19, list).dump()).problems; };
  EXPECT_TRUE(problemsOf(one).empty());
  EXPECT_TRUE(problemsOf(R"([{"w": 24, "h": 64, "path": [[0, 0]], "kind": "barrier", "direction": "left"}])").empty());
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 16, "h": 64, "path": [[0, 0]], "kind": "barrier"}])"), "objects[0]",
                         "a barrier's direction is right or left (the way it lets the player through: Obj2D's x-flip makes it left), not up"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 32, "h": 64, "path": [[0, 0]], "kind": "barrier", "direction": "right"}])"),
                         "objects[0]", "a barrier is 16 or 24 px wide"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 16, "h": 32, "path": [[0, 0]], "kind": "barrier", "direction": "right"}])"),
                         "objects[0]", "a barrier is 16 x 64"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 16, "h": 64, "path": [[0, 0]], "kind": "barrier", "direction": "right", "top_only": true}])"),
                         "objects[0]", "a barrier cannot be top_only"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 16, "h": 64, "path": [[0, 0], [40, 0]], "speed": 256, "kind": "barrier", "direction": "right"}])"),
                         "objects[0]", "a barrier stays where it is placed"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 16, "h": 64, "path": [[0, 0]], "kind": "barrier", "direction": "right", "logs": 4}])"),
                         "objects[0]", "logs is for bridges, not a barrier"));
}

}  // namespace
}  // namespace level_barrier
}  // namespace solidtile

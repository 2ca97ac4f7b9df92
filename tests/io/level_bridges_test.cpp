// Level format version 7: bridges, kind "bridge" with its "logs" (docs/formats.md).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "../support/bridge_object.h"
#include "level_builder.h"
#include "problem_matchers.h"
#include "solidtile/io/level_file.h"

namespace solidtile {
namespace {
using nlohmann::json;
using test::hasProblem;
using test::objectsDoc;

SolidObject bridgeOf(int logs, int x, int y) { return test::bridgeObject(logs, x, y); }

TEST(LevelBridges, BridgesRoundTripAsVersion7) {
  io::LevelFile f = test::richLevel();
  f.level.objects.push_back(bridgeOf(8, 100, 200));
  f.level.objects.push_back(bridgeOf(12, 400, 200));
  EXPECT_EQ(io::levelFormatVersionFor(f.level), 7);
  const std::string text = io::formatLevel(f);
  const json doc = json::parse(text);
  EXPECT_EQ(doc["version"], 7);
  EXPECT_EQ(doc["objects"][0]["kind"], "bridge");
  EXPECT_EQ(doc["objects"][0]["logs"], 8);
  EXPECT_EQ(doc["objects"][1]["w"], 192);
  const io::LoadResult r = io::parseLevel(text);
  ASSERT_TRUE(r.file) << io::describe("level", r.problems);
  EXPECT_EQ(r.file->level.objects, f.level.objects);
  EXPECT_EQ(io::formatLevel(*r.file), text);
}

TEST(LevelBridges, OlderFilesStayTheirVersion) {
  io::LevelFile f = test::richLevel();
  SolidObject spring = bridgeOf(1, 0, 0);
  spring.kind = ObjectKind::Spring;
  spring.logs = 0;
  spring.topOnly = false;
  f.level.objects.push_back(spring);
  EXPECT_EQ(io::levelFormatVersionFor(f.level), 6);
  EXPECT_EQ(json::parse(io::formatLevel(f)).count("logs"), 0u);
}

TEST(LevelBridges, TopOnlyMayBeLeftOut) {
  const io::LoadResult r =
      io::parseLevel(objectsDoc(7, R"([{"w": 128, "h": 16, "path": [[0, 0]], "kind": "bridge", "logs": 8}])").dump());
  ASSERT_TRUE(r.file) << io::describe("level", r.problems);
  EXPECT_EQ(r.file->level.objects[0], bridgeOf(8, 0, 0));
}

TEST(LevelBridges, BadBridgesAreNamedByObjectAndField) {
  const auto problems = io::parseLevel(objectsDoc(7, R"([
    {"w": 100, "h": 16, "path": [[0, 0]], "kind": "bridge", "logs": 8},
    {"w": 16, "h": 16, "path": [[0, 0]], "kind": "bridge", "logs": 17},
    {"w": 16, "h": 16, "path": [[0, 0]], "kind": "bridge"},
    {"w": 16, "h": 16, "path": [[0, 0]], "logs": 1},
    {"w": 16, "h": 16, "path": [[0, 0]], "kind": "spring", "logs": 1},
    {"w": 16, "h": 16, "path": [[0, 0], [8, 0]], "kind": "bridge", "logs": 1},
    {"w": 16, "h": 16, "path": [[0, 0]], "kind": "bridge", "logs": 1, "direction": "left"},
    {"w": 16, "h": 16, "path": [[0, 0]], "kind": "bridge", "logs": "8"}
  ])").dump()).problems;
  EXPECT_TRUE(hasProblem(problems, "objects[0]", "w is 100 but a bridge of 8 logs is 128 px wide"));
  EXPECT_TRUE(hasProblem(problems, "objects[1].logs", "outside 1..16"));
  EXPECT_TRUE(hasProblem(problems, "objects[2]", "logs is 0, expected 1..16"));
  EXPECT_TRUE(hasProblem(problems, "objects[3]", "logs is for bridges, not a block"));
  EXPECT_TRUE(hasProblem(problems, "objects[4]", "logs is for bridges, not spring"));
  EXPECT_TRUE(hasProblem(problems, "objects[5]", "a bridge stays where it is"));
  EXPECT_TRUE(hasProblem(problems, "objects[6]", "direction is for springs and spikes, not a bridge"));
  EXPECT_TRUE(hasProblem(problems, "objects[7].logs", "a bridge's 16 px logs"));
}

TEST(LevelBridges, Version6FilesNameTheNewerFields) {
  const auto problems =
      io::parseLevel(objectsDoc(6, R"([{"w": 128, "h": 16, "path": [[0, 0]], "kind": "bridge", "logs": 8}])").dump())
          .problems;
  EXPECT_TRUE(hasProblem(problems, "objects[0].kind", "is a version 7 field"));
  const auto logs =
      io::parseLevel(objectsDoc(6, R"([{"w": 16, "h": 16, "path": [[0, 0]], "logs": 1}])").dump()).problems;
  EXPECT_TRUE(hasProblem(logs, "objects[0].logs", "is a version 7 field"));
}

}  // namespace
}  // namespace solidtile

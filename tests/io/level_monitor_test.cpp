// Level format version 9: monitors, kind "monitor" with "item" (docs/formats.md).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "../support/monitor_object.h"
#include "level_builder.h"
#include "problem_matchers.h"
#include "solidtile/io/level_file.h"

namespace solidtile {
namespace {
using nlohmann::json;
using test::hasProblem;
using test::objectsDoc;


TEST(LevelMonitor, MonitorsRoundTripAsVersion9WithTheirItemWritten) {
  io::LevelFile f = test::richLevel();
  f.level.objects.push_back(test::monitorObject(100, 200, 6));
  f.level.objects.push_back(test::monitorObject(200, 200, 0));
  EXPECT_EQ(io::levelFormatVersionFor(f.level), 9);
  const std::string text = io::formatLevel(f);
  const json doc = json::parse(text);
  EXPECT_EQ(doc["version"], 9);
  EXPECT_EQ(doc["objects"][0]["kind"], "monitor");
  EXPECT_EQ(doc["objects"][0]["item"], 6);
  EXPECT_EQ(doc["objects"][1]["item"], 0);  // written even when 0
  const io::LoadResult r = io::parseLevel(text);
  ASSERT_TRUE(r.file) << io::describe("level", r.problems);
  EXPECT_EQ(r.file->level.objects, f.level.objects);
  EXPECT_EQ(io::formatLevel(*r.file), text);
}

TEST(LevelMonitor, TheItemDefaultsToStaticOnRead) {
  const io::LoadResult r = io::parseLevel(objectsDoc(9, R"([{"w": 30, "h": 30, "path": [[0, 0]], "kind": "monitor"}])").dump());
  ASSERT_TRUE(r.file) << io::describe("level", r.problems);
  EXPECT_EQ(r.file->level.objects[0].kind, ObjectKind::Monitor);
  EXPECT_EQ(r.file->level.objects[0].item, 0);
}

TEST(LevelMonitor, BadMonitorsAreNamedByObjectAndField) {
  const auto problems = io::parseLevel(objectsDoc(9, R"([
    {"w": 30, "h": 30, "path": [[0, 0]], "kind": "monitor", "item": 16},
    {"w": 30, "h": 30, "path": [[0, 0]], "item": 3},
    {"w": 30, "h": 30, "path": [[0, 0]], "kind": "monitor", "top_only": true},
    {"w": 30, "h": 30, "path": [[0, 0]], "kind": "monitor", "item": "rings"},
    {"w": 30, "h": 30, "path": [[0, 0]], "kind": "monitor", "direction": "left"}
  ])").dump()).problems;
  EXPECT_TRUE(hasProblem(problems, "objects[0].item", "outside 0..15"));
  EXPECT_TRUE(hasProblem(problems, "objects[1]", "item is for a monitor, not block"));
  EXPECT_TRUE(hasProblem(problems, "objects[2]", "a monitor cannot be top_only"));
  EXPECT_TRUE(hasProblem(problems, "objects[3].item", "(the monitor's subtype in its game)"));
  EXPECT_TRUE(hasProblem(problems, "objects[4]", "direction is for springs and spikes, not a monitor"));
}

TEST(LevelMonitor, Version8FilesNameTheNewerFields) {
  const auto kind = io::parseLevel(objectsDoc(8, R"([{"w": 30, "h": 30, "path": [[0, 0]], "kind": "monitor"}])").dump()).problems;
  EXPECT_TRUE(hasProblem(kind, "objects[0].kind", "is a version 9 field"));
  const auto item = io::parseLevel(objectsDoc(8, R"([{"w": 30, "h": 30, "path": [[0, 0]], "item": 3}])").dump()).problems;
  EXPECT_TRUE(hasProblem(item, "objects[0].item", "is a version 9 field"));
}

}  // namespace
}  // namespace solidtile

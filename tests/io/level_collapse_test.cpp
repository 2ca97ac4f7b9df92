// Level format version 8: collapses, kind "collapse" with "collapse_delay" and
// "collapse_hold" (docs/formats.md).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "../support/collapse_object.h"
#include "level_builder.h"
#include "problem_matchers.h"
#include "solidtile/io/level_file.h"

namespace solidtile {
namespace {
using nlohmann::json;
using test::hasProblem;
using test::objectsDoc;

SolidObject ledge() {
  SolidObject o = test::collapseObject(100, 200, 96, 16);
  o.slope = std::vector<std::uint8_t>(48, 8);
  o.slope[0] = 4;
  return o;
}

TEST(LevelCollapse, CollapsesRoundTripAsVersion8WithBothDelaysWritten) {
  io::LevelFile f = test::richLevel();
  f.level.objects.push_back(ledge());
  SolidObject floor = ledge();
  floor.slope.clear();
  floor.collapseHold = 0x16;
  f.level.objects.push_back(floor);
  EXPECT_EQ(io::levelFormatVersionFor(f.level), 8);
  const std::string text = io::formatLevel(f);
  const json doc = json::parse(text);
  EXPECT_EQ(doc["version"], 8);
  EXPECT_EQ(doc["objects"][0]["kind"], "collapse");
  EXPECT_EQ(doc["objects"][0]["collapse_delay"], 7);
  EXPECT_EQ(doc["objects"][0]["collapse_hold"], 0x1C);
  EXPECT_EQ(doc["objects"][1]["collapse_hold"], 0x16);
  const io::LoadResult r = io::parseLevel(text);
  ASSERT_TRUE(r.file) << io::describe("level", r.problems);
  EXPECT_EQ(r.file->level.objects, f.level.objects);
  EXPECT_EQ(io::formatLevel(*r.file), text);
}

TEST(LevelCollapse, TheDelaysDefaultToTheGhzLedgesOnRead) {
  const io::LoadResult r =
      io::parseLevel(objectsDoc(8, R"([{"w": 64, "h": 16, "path": [[0, 0]], "top_only": true, "kind": "collapse"}])").dump());
  ASSERT_TRUE(r.file) << io::describe("level", r.problems);
  EXPECT_EQ(r.file->level.objects[0].collapseDelay, 7);
  EXPECT_EQ(r.file->level.objects[0].collapseHold, 0x1C);
}

TEST(LevelCollapse, BadCollapsesAreNamedByObjectAndField) {
  const auto problems = io::parseLevel(objectsDoc(8, R"([
    {"w": 64, "h": 16, "path": [[0, 0]], "kind": "collapse", "collapse_delay": 0},
    {"w": 64, "h": 16, "path": [[0, 0]], "kind": "collapse", "collapse_hold": 256},
    {"w": 64, "h": 16, "path": [[0, 0]], "collapse_delay": 5},
    {"w": 64, "h": 16, "path": [[0, 0]], "kind": "collapse", "direction": "left"},
    {"w": 64, "h": 16, "path": [[0, 0]], "kind": "collapse", "collapse_hold": "long"}
  ])").dump()).problems;
  EXPECT_TRUE(hasProblem(problems, "objects[0].collapse_delay", "outside 1..255"));
  EXPECT_TRUE(hasProblem(problems, "objects[1].collapse_hold", "outside 1..255"));
  EXPECT_TRUE(hasProblem(problems, "objects[2]", "collapse_delay and collapse_hold are for a collapse, not block"));
  EXPECT_TRUE(hasProblem(problems, "objects[3]", "direction is for springs and spikes, not a collapse"));
  EXPECT_TRUE(hasProblem(problems, "objects[4].collapse_hold", "(frames)"));
}

TEST(LevelCollapse, Version7FilesNameTheNewerFields) {
  const auto kind = io::parseLevel(objectsDoc(7, R"([{"w": 64, "h": 16, "path": [[0, 0]], "kind": "collapse"}])").dump()).problems;
  EXPECT_TRUE(hasProblem(kind, "objects[0].kind", "is a version 8 field"));
  const auto delay =
      io::parseLevel(objectsDoc(7, R"([{"w": 64, "h": 16, "path": [[0, 0]], "collapse_delay": 3}])").dump()).problems;
  EXPECT_TRUE(hasProblem(delay, "objects[0].collapse_delay", "is a version 8 field"));
}

}  // namespace
}  // namespace solidtile

// Level format version 15: spikes' "retract" (the games' moving spikes;
// level/retract.h, docs/formats.md).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "level_builder.h"
#include "problem_matchers.h"
#include "solidtile/io/level_file.h"

namespace solidtile {
namespace {
using nlohmann::json;
using test::hasProblem;

SolidObject spikesAt(int x, SpikeRetract r) {
  SolidObject o;
  o.kind = ObjectKind::Spikes;
  o.w = o.h = 32;
  o.path = {{x, 200}};
  o.retract = r;
  return o;
}

TEST(LevelRetract, RoundTripsAsVersion15AndIsWrittenOnlyWhenMoving) {
  io::LevelFile f = test::richLevel();
  EXPECT_LT(io::levelFormatVersionFor(f.level), 15);
  f.level.objects.push_back(spikesAt(100, SpikeRetract::None));
  EXPECT_LT(io::levelFormatVersionFor(f.level), 15) << "still spikes stay an older file";
  f.level.objects.push_back(spikesAt(140, SpikeRetract::Vertical));
  f.level.objects.push_back(spikesAt(180, SpikeRetract::Horizontal));
  EXPECT_EQ(io::levelFormatVersionFor(f.level), 15);
  const std::string text = io::formatLevel(f);
  const json doc = json::parse(text);
  EXPECT_EQ(doc["version"], 15);
  const std::size_t n = doc["objects"].size();
  EXPECT_EQ(doc["objects"][n - 1]["retract"], "horizontal");
  EXPECT_EQ(doc["objects"][n - 2]["retract"], "vertical");
  EXPECT_FALSE(doc["objects"][n - 3].contains("retract"));
  const io::LoadResult r = io::parseLevel(text);
  ASSERT_TRUE(r.file) << io::describe("level", r.problems);
  EXPECT_EQ(r.file->level.objects, f.level.objects);
  EXPECT_TRUE(r.file->level.objects.hasMadeFrames());
  EXPECT_EQ(io::formatLevel(*r.file), text);
}

TEST(LevelRetract, OlderVersionsOtherKindsAndBadValuesAreNamed) {
  const auto old = io::parseLevel(test::objectsDoc(14, R"([{"w": 32, "h": 32, "path": [[0, 0]], "kind": "spikes", "retract": "vertical"}])").dump()).problems;
  EXPECT_TRUE(hasProblem(old, "objects[0].retract", "is a version 15 field"));
  const auto bad = io::parseLevel(test::objectsDoc(15, R"([
    {"w": 32, "h": 32, "path": [[0, 0]], "kind": "spikes", "retract": "diagonal"},
    {"w": 32, "h": 32, "path": [[0, 0]], "kind": "spikes", "retract": 1},
    {"w": 32, "h": 32, "path": [[0, 0]], "retract": "vertical"},
    {"w": 32, "h": 32, "path": [[0, 0]], "kind": "spring", "retract": "horizontal"}
  ])").dump()).problems;
  EXPECT_TRUE(hasProblem(bad, "objects[0].retract", "expected \"none\", \"vertical\" or \"horizontal\""));
  EXPECT_TRUE(hasProblem(bad, "objects[1].retract", "expected \"none\", \"vertical\" or \"horizontal\""));
  EXPECT_TRUE(hasProblem(bad, "objects[2]", "retract is for spikes, not block"));
  EXPECT_TRUE(hasProblem(bad, "objects[3]", "retract is for spikes, not spring"));
}

}  // namespace
}  // namespace solidtile

// Level format version 6: the objects' kinds, springs and spikes (docs/formats.md).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "level_builder.h"
#include "problem_matchers.h"
#include "solidtile/io/level_file.h"

namespace solidtile {
namespace {
using nlohmann::json;
using test::hasProblem;
using test::objectsDoc;

SolidObject at(int x, int y) {
  SolidObject o;
  o.w = 32;
  o.h = 16;
  o.path = {{x, y}};
  return o;
}

io::LevelFile kindsLevel() {
  io::LevelFile f = test::richLevel();
  SolidObject red = at(10, 20);
  red.kind = ObjectKind::Spring;
  f.level.objects.push_back(red);
  SolidObject yellow = at(50, 20);
  yellow.kind = ObjectKind::Spring;
  yellow.dir = ObjectDir::Left;
  yellow.springSpeed = SpringSpeed::kYellow;
  f.level.objects.push_back(yellow);
  SolidObject spikes = at(90, 20);
  spikes.kind = ObjectKind::Spikes;
  spikes.dir = ObjectDir::Down;
  f.level.objects.push_back(spikes);
  f.level.objects.push_back(at(130, 20));  // a block
  return f;
}

TEST(LevelObjectKinds, KindsRoundTripAsVersion6WithOnlyTheirNonDefaultFields) {
  const io::LevelFile f = kindsLevel();
  EXPECT_EQ(io::levelFormatVersionFor(f.level), 6);
  const std::string text = io::formatLevel(f);
  const json doc = json::parse(text);
  EXPECT_EQ(doc["version"], 6);
  const json& o = doc["objects"];
  EXPECT_EQ(o[0]["kind"], "spring");
  EXPECT_FALSE(o[0].contains("direction"));     // up, the default
  EXPECT_FALSE(o[0].contains("spring_speed"));  // red, the default
  EXPECT_EQ(o[1]["direction"], "left");
  EXPECT_EQ(o[1]["spring_speed"], 2560);
  EXPECT_EQ(o[2]["kind"], "spikes");
  EXPECT_EQ(o[2]["direction"], "down");
  EXPECT_FALSE(o[3].contains("kind"));
  const io::LoadResult r = io::parseLevel(text);
  ASSERT_TRUE(r.file) << io::describe("level", r.problems);
  EXPECT_EQ(r.file->level.objects, f.level.objects);
  EXPECT_EQ(io::formatLevel(*r.file), text);
}

TEST(LevelObjectKinds, BlocksAloneStayTheOlderVersion) {
  io::LevelFile f = test::richLevel();
  f.level.objects.push_back(at(0, 0));
  EXPECT_EQ(io::levelFormatVersionFor(f.level), 2);
  const std::string text = io::formatLevel(f);
  EXPECT_EQ(text.find("kind"), std::string::npos);
  const io::LoadResult r = io::parseLevel(text);
  ASSERT_TRUE(r.file);
  EXPECT_EQ(r.file->level.objects[0].kind, ObjectKind::Block);
}

TEST(LevelObjectKinds, Version5FilesNameTheNewerFields) {
  const auto problems =
      io::parseLevel(objectsDoc(5, R"([{"w": 16, "h": 16, "path": [[0, 0]], "kind": "spring", "direction": "up"}])").dump())
          .problems;
  EXPECT_TRUE(hasProblem(problems, "objects[0].kind", "is a version 6 field"));
  EXPECT_TRUE(hasProblem(problems, "objects[0].direction", "is a version 6 field"));
}

TEST(LevelObjectKinds, BadValuesAreNamedByObjectAndField) {
  const auto problems = io::parseLevel(objectsDoc(6, R"([
    {"w": 16, "h": 16, "path": [[0, 0]]},
    {"w": 16, "h": 16, "path": [[0, 0]], "kind": "trampoline"},
    {"w": 16, "h": 16, "path": [[0, 0]], "kind": "spring", "direction": "north"},
    {"w": 16, "h": 16, "path": [[0, 0]], "kind": "spring", "spring_speed": 0},
    {"w": 16, "h": 16, "path": [[0, 0]], "kind": "spring", "spring_speed": 40000},
    {"w": 16, "h": 16, "path": [[0, 0]], "kind": "spikes", "top_only": true},
    {"w": 16, "h": 16, "path": [[0, 0]], "direction": "left"},
    {"w": 16, "h": 16, "path": [[0, 0]], "kind": "spikes", "spring_speed": 100},
    {"w": 16, "h": 16, "path": [[0, 0]], "kind": 3}
  ])").dump()).problems;
  EXPECT_TRUE(hasProblem(problems, "objects[1].kind", "expected \"block\", \"spring\", \"spikes\", \"bridge\", \"collapse\", \"fall\", \"monitor\", \"push\", \"ring\", \"hurt\", \"enemy\", \"breakable\", \"twist\", \"ramp\", \"vine\", \"bumper\", \"booster\", \"goal\", \"tree\", \"fan\", \"stair\", \"brick\", \"seesaw\", \"barrier\", \"lift\", \"conveyor\", \"elevator\", \"bomb\", \"springboard\" or \"stomper\""));
  EXPECT_TRUE(hasProblem(problems, "objects[2].direction", "expected \"up\", \"down\", \"left\", \"right\", \"up_right\", \"up_left\", \"down_right\" or \"down_left\""));
  EXPECT_TRUE(hasProblem(problems, "objects[3].spring_speed", "outside 1..32767"));
  EXPECT_TRUE(hasProblem(problems, "objects[4].spring_speed", "outside 1..32767"));
  EXPECT_TRUE(hasProblem(problems, "objects[5]", "spikes cannot be top_only"));
  EXPECT_TRUE(hasProblem(problems, "objects[6]", "direction is for springs and spikes, not a block"));
  EXPECT_TRUE(hasProblem(problems, "objects[7]", "spring_speed is for springs, not spikes"));
  EXPECT_TRUE(hasProblem(problems, "objects[8].kind", "expected \"block\""));
}

TEST(LevelObjectKinds, ObjectProblemChecksTheKindsFields) {
  SolidObject o = at(0, 0);
  o.kind = ObjectKind::Spring;
  EXPECT_EQ(objectProblem(o), "");
  o.springSpeed = 0;
  EXPECT_EQ(objectProblem(o), "spring_speed is outside 1..32767 subpixels a frame");
  o.springSpeed = SpringSpeed::kYellow;
  o.topOnly = true;
  EXPECT_EQ(objectProblem(o), "spring cannot be top_only (the games' are solid on every side)");
  SolidObject b = at(0, 0);
  b.dir = ObjectDir::Right;
  EXPECT_EQ(objectProblem(b), "direction is for springs and spikes, not a block");
}

}  // namespace
}  // namespace solidtile

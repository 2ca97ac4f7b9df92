// Level format version 20: kind "stomper" (Sonic 1's Marble Zone chained
// stomper, Obj31 types 1-6; level/stomper.h, docs/formats.md): its
// "stomper" (its subtype), which sets its box.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "../support/stomper_object.h"
#include "level_builder.h"
#include "problem_matchers.h"
#include "solidtile/io/level_file.h"
#include "solidtile/level/stomper.h"

namespace solidtile {
namespace level_stomper {  // apart from the other tests' names in a unity build
namespace {
using nlohmann::json;
using test::hasProblem;

TEST(LevelStomper, RoundTripsAsVersion20AndIsWrittenOnlyWhenUsed) {
  io::LevelFile f = test::richLevel();
  EXPECT_LT(io::levelFormatVersionFor(f.level), 20);
  EXPECT_EQ(io::formatLevel(f).find("\"stomper\""), std::string::npos);
  f.level.objects.push_back(test::stomperObjectAt(132, 100, 0x02));
  f.level.objects.push_back(test::stomperObjectAt(432, 100, 0x23));
  EXPECT_EQ(io::levelFormatVersionFor(f.level), 20);
  const std::string text = io::formatLevel(f);
  const json doc = json::parse(text);
  EXPECT_EQ(doc["version"], 20);
  const json& a = doc["objects"][doc["objects"].size() - 2];
  EXPECT_EQ(a["kind"], "stomper");
  EXPECT_EQ(a["stomper"], 2);  // written for every stomper
  EXPECT_EQ(a["w"], 112);
  EXPECT_EQ(a["h"], 24);
  EXPECT_EQ(a["path"][0][0], 132 - 0x38);
  EXPECT_EQ(a["path"][0][1], 100 - 0xC);
  const json& b = doc["objects"][doc["objects"].size() - 1];
  EXPECT_EQ(b["stomper"], 0x23);
  EXPECT_EQ(b["w"], 32);
  const io::LoadResult r = io::parseLevel(text);
  ASSERT_TRUE(r.file) << io::describe("level", r.problems);
  EXPECT_EQ(r.file->level.objects, f.level.objects);
  EXPECT_EQ(io::formatLevel(*r.file), text);
}

TEST(LevelStomper, OlderVersionsWrongBoxesAndForeignFieldsAreNamed) {
  const char* one = R"([{"w": 112, "h": 24, "path": [[0, 0]], "kind": "stomper", "stomper": 1}])";
  EXPECT_TRUE(hasProblem(io::parseLevel(test::objectsDoc(19, one).dump()).problems, "objects[0].kind", "is a version 20 field"));
  const char* foreign = R"([{"w": 16, "h": 16, "path": [[0, 0]], "stomper": 2}])";
  EXPECT_TRUE(hasProblem(io::parseLevel(test::objectsDoc(19, foreign).dump()).problems, "objects[0].stomper", "is a version 20 field"));
  const auto problemsOf = [](const char* list) { return io::parseLevel(test::objectsDoc(20, list).dump()).problems; };
  EXPECT_TRUE(problemsOf(one).empty());
  EXPECT_TRUE(hasProblem(problemsOf(foreign), "objects[0]", "stomper is for a stomper, not block"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 112, "h": 24, "path": [[0, 0]], "kind": "stomper"}])"), "objects[0]",
                         "a stomper's stomper is a subtype of type 1..6"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 112, "h": 24, "path": [[0, 0]], "kind": "stomper", "stomper": 128}])"), "objects[0]",
                         "bit 7 clear"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 112, "h": 24, "path": [[0, 0]], "kind": "stomper", "stomper": 256}])"),
                         "objects[0].stomper", "(Obj31's subtype)"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 96, "h": 24, "path": [[0, 0]], "kind": "stomper", "stomper": 2}])"), "objects[0]",
                         "a stomper is 112 x 24"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 112, "h": 24, "path": [[0, 0]], "kind": "stomper", "stomper": 2, "top_only": true}])"),
                         "objects[0]", "a stomper cannot be top_only"));
}

}  // namespace
}  // namespace level_stomper
}  // namespace solidtile

// Level format version 16: kind "vine" and its "vine" (S&K's giant ride
// vine, Obj0C, its subtype; level/vine.h, docs/formats.md).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "level_builder.h"
#include "problem_matchers.h"
#include "solidtile/io/level_file.h"
#include "solidtile/level/vine.h"

namespace solidtile {
namespace {
using nlohmann::json;
using test::hasProblem;

SolidObject vineAt(int x, std::uint8_t subtype) {
  SolidObject o;
  o.kind = ObjectKind::Vine;
  o.w = o.h = kVineSize;
  o.path = {{x, 200}};
  o.vine = subtype;
  return o;
}

TEST(LevelVine, RoundTripsAsVersion16AndIsWrittenOnlyWhenUsed) {
  io::LevelFile f = test::richLevel();
  EXPECT_LT(io::levelFormatVersionFor(f.level), 16);
  EXPECT_EQ(io::formatLevel(f).find("vine"), std::string::npos);
  f.level.objects.push_back(vineAt(100, 0x69));
  f.level.objects.push_back(vineAt(900, 0));  // a subtype of 0 is written too
  EXPECT_EQ(io::levelFormatVersionFor(f.level), 16);
  const std::string text = io::formatLevel(f);
  const json doc = json::parse(text);
  EXPECT_EQ(doc["version"], 16);
  const json& o = doc["objects"][doc["objects"].size() - 2];
  EXPECT_EQ(o["kind"], "vine");
  EXPECT_EQ(o["vine"], 0x69);
  EXPECT_EQ(doc["objects"][doc["objects"].size() - 1]["vine"], 0);
  const io::LoadResult r = io::parseLevel(text);
  ASSERT_TRUE(r.file) << io::describe("level", r.problems);
  EXPECT_EQ(r.file->level.objects, f.level.objects);
  EXPECT_EQ(io::formatLevel(*r.file), text);
}

TEST(LevelVine, OlderVersionsBadValuesWrongSizesAndOtherKindsAreNamed) {
  const char* one = R"([{"w": 544, "h": 544, "path": [[0, 0]], "kind": "vine", "vine": 9}])";
  EXPECT_TRUE(hasProblem(io::parseLevel(test::objectsDoc(15, one).dump()).problems, "objects[0].kind", "is a version 16 field"));
  EXPECT_TRUE(io::parseLevel(test::objectsDoc(16, one).dump()).problems.empty());
  const auto problemsOf = [](const char* list) { return io::parseLevel(test::objectsDoc(16, list).dump()).problems; };
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 544, "h": 544, "path": [[0, 0]], "kind": "vine", "vine": 256}])"),
                         "objects[0].vine", "S&K's Obj0C subtype"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 544, "h": 544, "path": [[0, 0]], "kind": "vine", "vine": -1}])"),
                         "objects[0].vine", "S&K's Obj0C subtype"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 64, "h": 544, "path": [[0, 0]], "kind": "vine"}])"), "objects[0]",
                         "a vine is 544 x 544"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 544, "h": 544, "path": [[0, 0]], "kind": "vine", "top_only": true}])"),
                         "objects[0]", "a vine cannot be top_only"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 544, "h": 544, "path": [[0, 0], [5, 5]], "kind": "vine"}])"), "objects[0]",
                         "a vine stays where it is placed"));
  EXPECT_TRUE(hasProblem(problemsOf(R"([{"w": 32, "h": 32, "path": [[0, 0]], "kind": "spring", "vine": 3}])"), "objects[0]",
                         "vine is for a vine, not spring"));
  // Left out, the subtype is 0 (one child: the handle hung from the point).
  const io::LoadResult bare = io::parseLevel(test::objectsDoc(16, R"([{"w": 544, "h": 544, "path": [[0, 0]], "kind": "vine"}])").dump());
  ASSERT_TRUE(bare.file);
  EXPECT_EQ(bare.file->level.objects[0].vine, 0);
}

TEST(LevelVine, AChangeOfKindDropsTheSubtype) {
  SolidObject o = vineAt(0, 0x69);
  o.kind = ObjectKind::Block;
  dropOtherKindsFields(o);
  EXPECT_EQ(o.vine, 0);
}

}  // namespace
}  // namespace solidtile

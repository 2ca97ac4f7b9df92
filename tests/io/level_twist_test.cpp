// Level format version 16: kind "twist" and its tables "twist" / "twist_flip"
// (Sonic 2's twisting spiral pathway; level/twist.h, docs/formats.md).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "level_builder.h"
#include "problem_matchers.h"
#include "solidtile/io/level_file.h"
#include "solidtile/level/twist.h"

namespace solidtile {
namespace {
using nlohmann::json;
using test::hasProblem;

SolidObject twistAt(int x) {
  SolidObject o;
  o.kind = ObjectKind::Twist;
  o.w = kTwistWidth;
  o.h = kTwistHeight;
  o.path = {{x, 200}};
  for (std::size_t k = 0; k < kTwistHeights; ++k) o.twist.push_back(static_cast<std::int8_t>(static_cast<int>(k % 128) - 64));
  for (std::size_t k = 0; k < kTwistFlips; ++k) o.twistFlip.push_back(static_cast<std::uint8_t>(k * 4));
  return o;
}

// A twist object's JSON with `heights` and `flips` entries of value v.
std::string twistJson(std::size_t heights, int v, std::size_t flips, const char* extra = "", int h = 128) {
  std::string t, f;
  for (std::size_t k = 0; k < heights; ++k) t += (k ? ", " : "") + std::to_string(v);
  for (std::size_t k = 0; k < flips; ++k) f += (k ? ", " : "") + std::string("1");
  return R"({"w": 416, "h": )" + std::to_string(h) + R"(, "path": [[0, 0]], "kind": "twist", "twist": [)" + t +
         R"(], "twist_flip": [)" + f + "]" + extra + "}";
}

TEST(LevelTwist, RoundTripsAsVersion16AndIsWrittenOnlyWhenUsed) {
  io::LevelFile f = test::richLevel();
  EXPECT_LT(io::levelFormatVersionFor(f.level), 16);
  EXPECT_EQ(io::formatLevel(f).find("twist"), std::string::npos);
  f.level.objects.push_back(twistAt(100));
  EXPECT_EQ(io::levelFormatVersionFor(f.level), 16);
  const std::string text = io::formatLevel(f);
  const json doc = json::parse(text);
  EXPECT_EQ(doc["version"], 16);
  const json& o = doc["objects"][doc["objects"].size() - 1];
  EXPECT_EQ(o["kind"], "twist");
  EXPECT_EQ(o["twist"].size(), kTwistHeights);
  EXPECT_EQ(o["twist"][0], -64);
  EXPECT_EQ(o["twist_flip"].size(), kTwistFlips);
  const io::LoadResult r = io::parseLevel(text);
  ASSERT_TRUE(r.file) << io::describe("level", r.problems);
  EXPECT_EQ(r.file->level.objects, f.level.objects);
  EXPECT_EQ(io::formatLevel(*r.file), text);
}

TEST(LevelTwist, OlderVersionsWrongSizesAndOtherKindsAreNamed) {
  const std::string one = "[" + twistJson(416, 0, 52) + "]";
  const auto old = io::parseLevel(test::objectsDoc(15, one.c_str()).dump()).problems;
  EXPECT_TRUE(hasProblem(old, "objects[0].kind", "is a version 16 field"));
  const auto problemsOf = [](const std::string& object) {
    const std::string list = "[" + object + "]";
    return io::parseLevel(test::objectsDoc(16, list.c_str()).dump()).problems;
  };
  EXPECT_TRUE(hasProblem(problemsOf(twistJson(415, 0, 52)), "objects[0].twist", "has 415 entries, expected 416"));
  EXPECT_TRUE(hasProblem(problemsOf(twistJson(416, 64, 52)), "objects[0].twist[0]", "outside -64..63"));
  EXPECT_TRUE(hasProblem(problemsOf(twistJson(416, -65, 52)), "objects[0].twist[0]", "outside -64..63"));
  EXPECT_TRUE(hasProblem(problemsOf(twistJson(416, 0, 51)), "objects[0].twist_flip", "has 51 entries, expected 52"));
  EXPECT_TRUE(hasProblem(problemsOf(twistJson(416, 0, 52, "", 64)), "objects[0]", "a twist is 416 x 128"));
  EXPECT_TRUE(hasProblem(problemsOf(R"({"w": 32, "h": 32, "path": [[0, 0]], "twist_flip": [1]})"), "objects[0].twist_flip",
                         "has 1 entries, expected 52"));
  EXPECT_TRUE(hasProblem(problemsOf(twistJson(416, 0, 52, R"(, "top_only": true)")), "objects[0]", "a twist cannot be top_only"));
  EXPECT_TRUE(problemsOf(twistJson(416, 63, 52)).empty());
  std::string zeros = "0";
  for (std::size_t k = 1; k < kTwistHeights; ++k) zeros += ", 0";
  const std::string spring = R"([{"w": 32, "h": 32, "path": [[0, 0]], "kind": "spring", "twist": [)" + zeros + "]}]";
  const auto foreign = io::parseLevel(test::objectsDoc(16, spring.c_str()).dump()).problems;
  EXPECT_TRUE(hasProblem(foreign, "objects[0]", "twist and twist_flip are for a twist, not spring"));
  // A twist without its tables is refused by the kind's check.
  const auto bare = io::parseLevel(test::objectsDoc(16, R"([{"w": 416, "h": 128, "path": [[0, 0]], "kind": "twist"}])").dump()).problems;
  EXPECT_TRUE(hasProblem(bare, "objects[0]", "a twist has 416 heights (twist), not 0"));
}

TEST(LevelTwist, AChangeOfKindDropsTheTables) {
  SolidObject o = twistAt(0);
  o.kind = ObjectKind::Block;
  dropOtherKindsFields(o);
  EXPECT_TRUE(o.twist.empty());
  EXPECT_TRUE(o.twistFlip.empty());
}

}  // namespace
}  // namespace solidtile

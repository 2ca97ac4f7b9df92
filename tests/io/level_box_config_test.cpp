// A level's "box_config": the box controller it was designed for (docs/formats.md).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "level_builder.h"
#include "problem_matchers.h"
#include "solidtile/io/level_file.h"

namespace solidtile {
namespace {
using nlohmann::json;
using test::hasProblem;

io::LoadResult parse(const json& doc) { return io::parseLevel(doc.dump()); }

TEST(LevelBoxConfig, ALevelWithoutTheKeyHasNoBoxConfig) {
  const io::LoadResult r = parse(test::minimalLevel());
  ASSERT_TRUE(r.file) << io::describe("level", r.problems);
  EXPECT_FALSE(r.file->boxConfig.has_value());
  EXPECT_EQ(io::formatLevel(*r.file).find("box_config"), std::string::npos);
}

TEST(LevelBoxConfig, EveryFieldRoundTrips) {
  io::LevelFile f = test::richLevel();
  BoxConfig c = defaultBoxConfig();
  c.halfWidth = 12;
  c.halfHeight = 20;
  c.offsetX = -3;
  c.offsetY = 2;
  c.scaleX = -256;
  c.scaleY = 384;
  c.walkSpeed = 700;
  c.gravity = 50;
  c.jumpSpeed = 1300;
  c.maxFall = 1900;
  c.snapMargin = 0x300;
  c.ladderSpeed = 300;
  c.stairStepX = 4;
  c.stairStepY = 6;
  c.stairFrames = 5;
  c.iceAccel = 20;
  c.iceBrake = 30;
  c.ledgeStartY = 1;
  c.ledgeEndY = 5;
  c.grabOffset = 6;
  c.keyLockFrames = 7;
  c.graceFrames = 9;
  c.slopeMode = SlopeMode::Linear;
  ASSERT_EQ(boxConfigProblem(c), "");
  f.boxConfig = c;
  const std::string text = io::formatLevel(f);
  const io::LoadResult r = io::parseLevel(text);
  ASSERT_TRUE(r.file) << io::describe("level", r.problems);
  ASSERT_TRUE(r.file->boxConfig.has_value());
  EXPECT_EQ(*r.file->boxConfig, c);
  EXPECT_EQ(io::formatLevel(*r.file), text);
  // A box config is no version-2 field: the rich level stays version 1.
  EXPECT_EQ(json::parse(text)["version"], 1);
}

TEST(LevelBoxConfig, OnlyFieldsThatDifferFromTheDefaultsAreWritten) {
  io::LevelFile f = test::richLevel();
  f.boxConfig = defaultBoxConfig();
  json doc = json::parse(io::formatLevel(f));
  EXPECT_EQ(doc["box_config"], json::object());
  f.boxConfig->walkSpeed = 768;
  doc = json::parse(io::formatLevel(f));
  EXPECT_EQ(doc["box_config"], json::parse(R"({"walk_speed": 768})"));
  const io::LoadResult r = io::parseLevel(doc.dump());
  ASSERT_TRUE(r.file);
  ASSERT_TRUE(r.file->boxConfig.has_value());
  EXPECT_EQ(*r.file->boxConfig, *f.boxConfig);
}

TEST(LevelBoxConfig, AnEmptyObjectMeansTheDefaults) {
  json doc = test::minimalLevel();
  doc["box_config"] = json::object();
  const io::LoadResult r = parse(doc);
  ASSERT_TRUE(r.file) << io::describe("level", r.problems);
  ASSERT_TRUE(r.file->boxConfig.has_value());
  EXPECT_EQ(*r.file->boxConfig, defaultBoxConfig());
}

TEST(LevelBoxConfig, BadFieldsAreNamedUnderTheKey) {
  json doc = test::minimalLevel();
  doc["box_config"] = json::parse(R"({"walk_sped": 1, "gravity": 1.5, "slope_mode": "curved"})");
  io::LoadResult r = parse(doc);
  EXPECT_FALSE(r.file);
  EXPECT_TRUE(hasProblem(r.problems, "box_config.walk_sped", "is not a box config field"));
  EXPECT_TRUE(hasProblem(r.problems, "box_config.gravity", "expected an integer"));
  EXPECT_TRUE(hasProblem(r.problems, "box_config.slope_mode", "\"column\" or \"linear\""));

  doc["box_config"] = json::parse(R"({"half_width": 0})");
  r = parse(doc);
  EXPECT_FALSE(r.file);
  EXPECT_FALSE(r.problems.empty());
  EXPECT_EQ(r.problems.front().where.rfind("box_config.", 0), 0u) << r.problems.front().where;

  doc["box_config"] = 5;
  r = parse(doc);
  EXPECT_TRUE(hasProblem(r.problems, "box_config", "expected a JSON object of box config fields"));
}

TEST(LevelBoxConfig, TheKeyIsNotKeptAsUnknown) {
  json doc = test::minimalLevel();
  doc["box_config"] = json::parse(R"({"gravity": 80})");
  const io::LoadResult r = parse(doc);
  ASSERT_TRUE(r.file);
  EXPECT_EQ(r.file->unknownJson, "{}");
  const json again = json::parse(io::formatLevel(*r.file));
  EXPECT_EQ(again["box_config"], doc["box_config"]);
}

}  // namespace
}  // namespace solidtile

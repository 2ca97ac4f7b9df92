// A level's "profile" and "controller": the physics it is designed for (docs/formats.md).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "level_builder.h"
#include "problem_matchers.h"
#include "solidtile/io/level_file.h"

namespace solidtile {
namespace {
using nlohmann::json;
using test::hasProblem;

TEST(LevelDesignedFor, ALevelWithoutTheKeysNamesNeitherAndIsWrittenAsBefore) {
  const std::string text = io::formatLevel(test::richLevel());
  const io::LoadResult r = io::parseLevel(text);
  ASSERT_TRUE(r.file) << io::describe("level", r.problems);
  EXPECT_FALSE(r.file->profile.has_value());
  EXPECT_FALSE(r.file->controller.has_value());
  EXPECT_EQ(io::formatLevel(*r.file), text);
  EXPECT_EQ(text.find("\"profile\""), std::string::npos);
  EXPECT_EQ(text.find("\"controller\""), std::string::npos);
}

TEST(LevelDesignedFor, EveryProfileAndControllerRoundTripsInVersion1) {
  for (const Profile p : {Profile::Guide, Profile::Sonic1, Profile::Sonic2, Profile::Sonic3K}) {
    for (const io::LevelController c : {io::LevelController::Sonic, io::LevelController::Box}) {
      io::LevelFile f = test::richLevel();
      f.profile = p;
      f.controller = c;
      const std::string text = io::formatLevel(f);
      const json doc = json::parse(text);
      EXPECT_EQ(doc["profile"], profileName(p));
      EXPECT_EQ(doc["controller"], io::levelControllerName(c));
      EXPECT_EQ(doc["version"], 1) << "the keys need no new version";
      const io::LoadResult r = io::parseLevel(text);
      ASSERT_TRUE(r.file) << io::describe("level", r.problems);
      EXPECT_EQ(r.file->profile, p);
      EXPECT_EQ(r.file->controller, c);
      EXPECT_EQ(io::formatLevel(*r.file), text);
    }
  }
}

TEST(LevelDesignedFor, AnUnknownNameOrAWrongTypeIsRefusedByName) {
  json doc = test::minimalLevel();
  doc["profile"] = "sonic4";
  doc["controller"] = 2;
  const io::LoadResult r = io::parseLevel(doc.dump());
  EXPECT_FALSE(r.file);
  EXPECT_TRUE(hasProblem(r.problems, "profile", "is \"sonic4\", expected \"guide\", \"sonic1\", \"sonic2\" or \"sonic3k\""));
  EXPECT_TRUE(hasProblem(r.problems, "controller", "is 2, expected \"sonic\" or \"box\""));
}

}  // namespace
}  // namespace solidtile

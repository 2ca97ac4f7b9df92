// Level format version 10: "object_loading" (docs/formats.md; level/object_loading.h).
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

TEST(LevelObjectLoading, CameraRoundTripsAsVersion10AndAlwaysIsNotWritten) {
  io::LevelFile f = test::richLevel();
  f.level.objects.push_back(test::monitorObject(100, 200, 6));
  const int before = io::levelFormatVersionFor(f.level);
  EXPECT_LT(before, 10);
  EXPECT_EQ(json::parse(io::formatLevel(f)).count("object_loading"), 0u);
  f.level.objects.setLoading(ObjectLoading::Camera);
  EXPECT_EQ(io::levelFormatVersionFor(f.level), 10);
  const std::string text = io::formatLevel(f);
  const json doc = json::parse(text);
  EXPECT_EQ(doc["version"], 10);
  EXPECT_EQ(doc["object_loading"], "camera");
  const io::LoadResult r = io::parseLevel(text);
  ASSERT_TRUE(r.file) << io::describe("level", r.problems);
  EXPECT_EQ(r.file->level.objects.loading(), ObjectLoading::Camera);
  EXPECT_EQ(r.file->level.objects, f.level.objects);
  EXPECT_EQ(io::formatLevel(*r.file), text);
}

TEST(LevelObjectLoading, AbsentOrAlwaysLoadsEveryObject) {
  json doc = test::minimalLevel();
  io::LoadResult r = io::parseLevel(doc.dump());
  ASSERT_TRUE(r.file) << io::describe("level", r.problems);
  EXPECT_EQ(r.file->level.objects.loading(), ObjectLoading::Always);
  doc["version"] = 10;
  doc["object_loading"] = "always";
  r = io::parseLevel(doc.dump());
  ASSERT_TRUE(r.file) << io::describe("level", r.problems);
  EXPECT_EQ(r.file->level.objects.loading(), ObjectLoading::Always);
}

TEST(LevelObjectLoading, BadValuesAndOlderVersionsAreRefusedByName) {
  json doc = test::minimalLevel();
  doc["version"] = 10;
  doc["object_loading"] = "near";
  EXPECT_TRUE(hasProblem(io::parseLevel(doc.dump()).problems, "object_loading", "expected \"always\" or \"camera\""));
  doc["object_loading"] = 1;
  EXPECT_TRUE(hasProblem(io::parseLevel(doc.dump()).problems, "object_loading", "is 1"));
  doc["version"] = 9;
  doc["object_loading"] = "camera";
  EXPECT_TRUE(hasProblem(io::parseLevel(doc.dump()).problems, "object_loading", "needs version 10"));
}

}  // namespace
}  // namespace solidtile

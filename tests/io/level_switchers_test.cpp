// Level format version 5: horizontal path switchers (docs/formats.md, "Path switchers").
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "level_builder.h"
#include "problem_matchers.h"
#include "solidtile/io/level_file.h"

namespace solidtile {
namespace {
using nlohmann::json;
using test::hasProblem;

io::LoadResult parseJson(const json& doc) { return io::parseLevel(doc.dump()); }

json withSwitchers(json switchers, int version = 5) {
  json doc = test::minimalLevel();
  doc["version"] = version;
  doc["path_switchers"] = std::move(switchers);
  return doc;
}

TEST(LevelSwitchers, AHorizontalSwitcherRoundTripsAsVersion5) {
  io::LevelFile f = test::richLevel();
  f.level.switchers.push_back(horizontalSwitcher(400, 268, 331, 0, 1, true));
  const std::string text = io::formatLevel(f);
  EXPECT_EQ(json::parse(text)["version"], 5);
  EXPECT_NE(text.find("{\"orientation\": \"horizontal\", \"y\": 400, \"from\": 268, \"to\": 331, \"above\": 0, \"below\": 1, "
                      "\"ground_only\": true}"),
            std::string::npos)
      << text;
  const io::LoadResult r = io::parseLevel(text);
  ASSERT_TRUE(r.file) << io::describe("level", r.problems);
  EXPECT_EQ(r.file->level.switchers, f.level.switchers);
  EXPECT_EQ(io::formatLevel(*r.file), text);
}

TEST(LevelSwitchers, VerticalOnlyLevelsKeepTheirOlderVersion) {
  io::LevelFile f;
  f.level = Level(4, 2, 1);
  f.level.switchers.push_back({32, 0, 31, 0, 1, true});
  EXPECT_EQ(json::parse(io::formatLevel(f))["version"], 1);
  // An explicit "vertical" in a version-5 file reads as the plain kind.
  const io::LoadResult r = parseJson(withSwitchers(json::array({json{{"orientation", "vertical"}, {"x", 5}, {"top", 0}, {"bottom", 9},
                                                                     {"left", 1}, {"right", 0}}})));
  ASSERT_TRUE(r.file) << io::describe("level", r.problems);
  EXPECT_EQ(r.file->level.switchers[0], (PathSwitcher{5, 0, 9, 1, 0, false, false}));
}

TEST(LevelSwitchers, RefusesOrientationInOlderVersionsAndBadSwitchers) {
  const json h = {{"orientation", "horizontal"}, {"y", 8}, {"from", 0}, {"to", 31}, {"above", 0}, {"below", 1}};
  EXPECT_TRUE(hasProblem(parseJson(withSwitchers(json::array({h}), 4)).problems, "path_switchers[0].orientation",
                         "is a version 5 field; this file says version 4"));
  EXPECT_TRUE(hasProblem(parseJson(withSwitchers(json::array({json{{"orientation", "diagonal"}}}))).problems,
                         "path_switchers[0].orientation", "expected \"vertical\" or \"horizontal\""));
  json reversed = h;
  reversed["from"] = 31;
  reversed["to"] = 0;
  EXPECT_TRUE(hasProblem(parseJson(withSwitchers(json::array({reversed}))).problems, "path_switchers[0].to", "is 0, left of from 31"));
  json mixed = h;
  mixed["left"] = 0;
  const io::LoadResult m = parseJson(withSwitchers(json::array({mixed})));
  EXPECT_FALSE(m.file);
  EXPECT_FALSE(m.problems.empty()) << "a vertical key in a horizontal switcher";
  json noBelow = h;
  noBelow.erase("below");
  EXPECT_FALSE(parseJson(withSwitchers(json::array({noBelow}))).file);
}

}  // namespace
}  // namespace solidtile

#include "solidtile/io/level_file.h"

#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <nlohmann/json.hpp>

#include "largest_allocation.h"
#include "level_builder.h"
#include "problem_matchers.h"
#include "../support/temp_dir.h"

namespace solidtile {
namespace {
using io::LoadResult;
using nlohmann::json;
using test::hasProblem;
using test::minimalLevel;

void expectSameLevel(const io::LevelFile& a, const io::LevelFile& b) {
  EXPECT_EQ(a.name, b.name);
  EXPECT_EQ(a.level.width(), b.level.width());
  EXPECT_EQ(a.level.height(), b.level.height());
  ASSERT_EQ(a.level.layerCount(), b.level.layerCount());
  for (int l = 0; l < a.level.layerCount(); ++l) EXPECT_EQ(a.level.layerData(l), b.level.layerData(l)) << "layer " << l;
  EXPECT_EQ(a.level.masks(), b.level.masks());
  EXPECT_EQ(a.autoAngle, b.autoAngle);
  EXPECT_EQ(a.level.startX, b.level.startX);
  EXPECT_EQ(a.level.startY, b.level.startY);
  EXPECT_EQ(a.level.switchers, b.level.switchers);
  EXPECT_EQ(json::parse(a.unknownJson), json::parse(b.unknownJson));
}

LoadResult parseJson(const json& doc) { return io::parseLevel(doc.dump()); }

io::LevelFile parseOk(const std::string& text) {
  LoadResult r = io::parseLevel(text);
  EXPECT_TRUE(r.problems.empty()) << io::describe("level", r.problems);
  return r.file.value_or(io::LevelFile{});
}

TEST(LevelFile, RoundTripKeepsEveryField) {
  const io::LevelFile original = test::richLevel();
  expectSameLevel(parseOk(io::formatLevel(original)), original);
}

TEST(LevelFile, FormatIsDeterministicAcrossARoundTrip) {
  const std::string once = io::formatLevel(test::richLevel());
  EXPECT_EQ(io::formatLevel(parseOk(once)), once);
}

TEST(LevelFile, WritesTilesOneRowPerLine) {
  const std::string text = io::formatLevel(test::richLevel());
  EXPECT_NE(text.find("\n      0, 0, 0, 0, 0,\n"), std::string::npos) << text;
  EXPECT_NE(text.find("\n      1, 20482, 40962, 61443, 0\n"), std::string::npos) << text;
}

TEST(LevelFile, ComputesAutoAnglesOnLoad) {
  json doc = minimalLevel();
  doc["masks"][0] = {{"heights", {0, 0, 1, 2, 2, 3, 4, 5, 5, 6, 6, 7, 8, 9, 9, 9}}, {"angle", "auto"}};
  const io::LevelFile f = parseOk(doc.dump());
  EXPECT_EQ(f.level.mask(0).angle(), 0xE8);
  EXPECT_EQ(f.autoAngle, std::vector<bool>{true});
}

TEST(LevelFile, WritesAnAutoAngleBackAsAuto) {
  json doc = minimalLevel();
  doc["masks"][0]["angle"] = "auto";
  const json saved = json::parse(io::formatLevel(parseOk(doc.dump())));
  EXPECT_EQ(saved["masks"][0]["angle"], "auto");
}

TEST(LevelFile, WritesTheNumberWhenAnAutoAngleWasChangedByHand) {
  io::LevelFile f = test::richLevel();
  HeightMask m = f.level.mask(1);
  m.setAngle(0xE0);
  f.level.setMask(1, m);
  const json saved = json::parse(io::formatLevel(f));
  EXPECT_EQ(saved["masks"][1]["angle"], 0xE0);
}

TEST(LevelFile, ReportsAnAutoAngleThatCannotBeComputedForItsMask) {
  json doc = minimalLevel();
  doc["masks"].push_back({{"heights", std::vector<int>(16, 0)}, {"angle", "auto"}});
  EXPECT_TRUE(hasProblem(parseJson(doc).problems, "masks[1].angle", "is \"auto\" but cannot be computed: the mask is empty"));
}

TEST(LevelFile, KeepsUnknownKeysOnSave) {
  json doc = minimalLevel();
  doc["zz_future"] = {{"layers", {1, 2, 3}}, {"flag", true}};
  doc["comment"] = "made by hand";
  const json saved = json::parse(io::formatLevel(parseOk(doc.dump())));
  EXPECT_EQ(saved["zz_future"], doc["zz_future"]);
  EXPECT_EQ(saved["comment"], "made by hand");
}

TEST(LevelFile, NeverLetsUnknownJsonOverrideAKnownKey) {
  io::LevelFile f = test::richLevel();
  f.unknownJson = R"({"width": 999, "extra": 1})";
  const json saved = json::parse(io::formatLevel(f));
  EXPECT_EQ(saved["width"], 5);
  EXPECT_EQ(saved["extra"], 1);
}

TEST(LevelFile, RefusesANewerVersionWithAClearMessage) {
  const int newer = io::kLevelFormatVersion + 1;
  json doc = minimalLevel();
  doc["version"] = newer;
  doc["layers"] = "whatever a newer version means";
  const LoadResult r = parseJson(doc);
  ASSERT_EQ(r.problems.size(), 1u) << io::describe("level", r.problems);
  EXPECT_TRUE(hasProblem(r.problems, "version", "is " + std::to_string(newer) + "; this Solidtile reads level files up to version " +
                                                    std::to_string(io::kLevelFormatVersion)));
}

// Issue 29: "outside 1..2147483647" named a range no Solidtile reads.
TEST(LevelFile, AVersionBelow1NamesTheVersionsThisSolidtileReads) {
  json doc = minimalLevel();
  doc["version"] = 0;
  EXPECT_TRUE(hasProblem(io::parseLevel(doc.dump()).problems, "version", "is 0, outside 1.." + std::to_string(io::kLevelFormatVersion)));
  doc["version"] = -3;
  EXPECT_TRUE(hasProblem(io::parseLevel(doc.dump()).problems, "version", "is -3, outside 1.." + std::to_string(io::kLevelFormatVersion)));
}

TEST(LevelFile, RefusesAFileOfAnotherFormat) {
  json doc = minimalLevel();
  doc["format"] = "tiled-map";
  EXPECT_TRUE(hasProblem(parseJson(doc).problems, "format", "this is not a Solidtile level"));
}

TEST(LevelFile, ReportsTruncatedJsonWithItsLineAndColumn) {
  const std::string text = minimalLevel().dump(2);
  const LoadResult r = io::parseLevel(text.substr(0, text.size() / 2));
  EXPECT_FALSE(r.file);
  ASSERT_EQ(r.problems.size(), 1u);
  EXPECT_EQ(r.problems[0].where.rfind("line ", 0), 0u) << r.problems[0].where;
  EXPECT_NE(r.problems[0].what.find("not valid JSON"), std::string::npos) << r.problems[0].what;
}

TEST(LevelFile, ReportsTextThatIsNotJson) {
  EXPECT_TRUE(hasProblem(io::parseLevel("\x89PNG\r\n").problems, "line 1, column 1", "not valid JSON"));
  EXPECT_TRUE(hasProblem(io::parseLevel("").problems, "line 1, column 1", "unexpected end of input"));
  EXPECT_TRUE(hasProblem(io::parseLevel("[1, 2]").problems, "", "is an array of 2, expected a JSON object"));
}

TEST(LevelFile, ReportsANumberTooLargeForJsonInsteadOfThrowing) {
  json doc = minimalLevel();
  std::string text = doc.dump();
  text.replace(text.find("\"height\":1"), 10, "\"height\":1e9999");
  EXPECT_TRUE(hasProblem(io::parseLevel(text).problems, "", "is not valid JSON: number overflow parsing '1e9999'"));
}

TEST(LevelFile, RefusesDeepNestingWithoutRecursing) {
  const std::string deep = std::string(100000, '[') + std::string(100000, ']');
  // Issue 29: with the place of the 34th bracket (the outermost is at depth 0).
  EXPECT_TRUE(hasProblem(io::parseLevel(deep).problems, "line 1, column 34", "nested more than 32 levels deep"));
}

TEST(LevelFile, ReportsWrongTypesByField) {
  json doc = minimalLevel();
  doc["name"] = 7;
  doc["width"] = "2";
  doc["masks"][0]["angle"] = true;
  doc["masks"][0]["heights"][3] = 2.5;
  doc["start"] = {1, 2};
  const auto problems = parseJson(doc).problems;
  EXPECT_TRUE(hasProblem(problems, "name", "is 7, expected a string"));
  EXPECT_TRUE(hasProblem(problems, "width", "is \"2\", expected an integer in 1..16384"));
  EXPECT_TRUE(hasProblem(problems, "masks[0].angle", "is true, expected an angle byte 0..255 or \"auto\""));
  EXPECT_TRUE(hasProblem(problems, "masks[0].heights[3]", "is 2.5, expected an integer in -16..16"));
  EXPECT_TRUE(hasProblem(problems, "start", "is an array of 2, expected an object"));
}

TEST(LevelFile, ReportsWrongArrayLengths) {
  json doc = minimalLevel();
  doc["masks"][0]["heights"].erase(0);
  doc["layers"][0]["tiles"].push_back(0);
  const auto problems = parseJson(doc).problems;
  EXPECT_TRUE(hasProblem(problems, "masks[0].heights", "has 15 heights, expected 16 (one per column)"));
  EXPECT_TRUE(hasProblem(problems, "layers[0].tiles", "has 3 tiles, expected width x height = 2 x 1 = 2"));
}

TEST(LevelFile, ReportsATileNamingAMaskThatDoesNotExist) {
  json doc = minimalLevel();
  doc["width"] = 10;
  doc["height"] = 5;
  for (int i = 0; i < 4; ++i) doc["masks"].push_back(doc["masks"][0]);
  doc["layers"] = json::array({{{"tiles", std::vector<int>(50, 0)}}, {{"tiles", std::vector<int>(50, 0)}}});
  doc["layers"][1]["tiles"][28] = 13 | (1 << 12);
  EXPECT_TRUE(hasProblem(parseJson(doc).problems, "layers[1].tiles[28] (tile 8,2)",
                         "mask 12 does not exist (the level has 5 masks)"));
}

TEST(LevelFile, ReportsTileValuesOutOfRange) {
  json doc = minimalLevel();
  doc["layers"][0]["tiles"] = {-1, 65536};
  const auto problems = parseJson(doc).problems;
  EXPECT_TRUE(hasProblem(problems, "layers[0].tiles[0] (tile 0,0)", "is -1, outside 0..65535"));
  EXPECT_TRUE(hasProblem(problems, "layers[0].tiles[1] (tile 1,0)", "is 65536, outside 0..65535"));
}

TEST(LevelFile, ChecksTheTilesOfOneLayerWhenAnotherHasTheWrongLength) {
  json doc = minimalLevel();
  doc["layers"] = {{{"tiles", {0, 9}}}, {{"tiles", {0}}}};
  const auto problems = parseJson(doc).problems;
  EXPECT_TRUE(hasProblem(problems, "layers[0].tiles[1] (tile 1,0)", "mask 8 does not exist"));
  EXPECT_TRUE(hasProblem(problems, "layers[1].tiles", "has 1 tile"));
}

TEST(LevelFile, RefusesFlagsOnAnEmptyTile) {
  json doc = minimalLevel();
  doc["layers"][0]["tiles"][0] = 1 << 14;
  EXPECT_TRUE(hasProblem(parseJson(doc).problems, "layers[0].tiles[0] (tile 0,0)", "flags without a mask"));
}

TEST(LevelFile, ReportsMaskHeightsAndAnglesOutOfRange) {
  json doc = minimalLevel();
  doc["masks"][0]["heights"][5] = 17;
  doc["masks"][0]["heights"][6] = -17;
  doc["masks"][0]["angle"] = 256;
  const auto problems = parseJson(doc).problems;
  EXPECT_TRUE(hasProblem(problems, "masks[0].heights[5]", "is 17, outside -16..16"));
  EXPECT_TRUE(hasProblem(problems, "masks[0].heights[6]", "is -17, outside -16..16"));
  EXPECT_TRUE(hasProblem(problems, "masks[0].angle", "is 256, outside 0..255"));
}

TEST(LevelFile, RefusesNegativeAndHugeSizesBeforeAllocating) {
  json doc = minimalLevel();
  doc["width"] = -5;
  doc["height"] = 4000000000LL;
  auto problems = parseJson(doc).problems;
  EXPECT_TRUE(hasProblem(problems, "width", "is -5, outside 1..16384"));
  EXPECT_TRUE(hasProblem(problems, "height", "is 4000000000, outside 1..4096"));
  doc["width"] = LevelLimits::kMaxWidth;
  doc["height"] = LevelLimits::kMaxHeight;
  problems = parseJson(doc).problems;
  EXPECT_TRUE(hasProblem(problems, "width, height", "more than the"));
  doc["width"] = 18446744073709551615ULL;
  EXPECT_TRUE(hasProblem(parseJson(doc).problems, "width", "is 18446744073709551615, outside 1..16384"));
}

TEST(LevelFile, ATinyFileClaimingAHugeLevelAllocatesLittle) {
  json doc = minimalLevel();
  doc["width"] = LevelLimits::kMaxWidth;
  doc["height"] = 2048;
  doc["layers"] = {{{"tiles", {1}}}, {{"tiles", {1}}}};
  test::LargestAllocation largest;
  EXPECT_TRUE(hasProblem(parseJson(doc).problems, "layers[1].tiles", "has 1 tile, expected width x height"));
  EXPECT_LT(largest.bytes(), 64u * 1024u);
}

TEST(LevelFile, RefusesTooManyLayersOrNone) {
  json doc = minimalLevel();
  doc["layers"] = json::array();
  EXPECT_TRUE(hasProblem(parseJson(doc).problems, "layers", "has 0 layers; a level has 1 or 2 collision paths"));
  doc["layers"] = {{{"tiles", {0, 1}}}, {{"tiles", {0, 1}}}, {{"tiles", {0, 1}}}};
  EXPECT_TRUE(hasProblem(parseJson(doc).problems, "layers", "has 3 layers"));
}

TEST(LevelFile, ReportsEveryMissingField) {
  const auto problems = io::parseLevel("{}").problems;
  for (const char* field : {"format", "version", "width", "height", "masks", "layers", "start"}) {
    EXPECT_TRUE(hasProblem(problems, field, "missing")) << field;
  }
  json doc = minimalLevel();
  doc["path_switchers"] = {{{"x", 1}}};
  doc["masks"][0].erase("angle");
  const auto more = parseJson(doc).problems;
  EXPECT_TRUE(hasProblem(more, "path_switchers[0].top", "is missing"));
  EXPECT_TRUE(hasProblem(more, "masks[0].angle", "is missing"));
}

TEST(LevelFile, ReportsUnknownKeysInsideMasksAndSwitchers) {
  json doc = minimalLevel();
  doc["masks"][0]["angel"] = 3;
  EXPECT_TRUE(hasProblem(parseJson(doc).problems, "masks[0]", "has an unknown key \"angel\""));
}

TEST(LevelFile, ReportsASwitcherWhoseBottomIsAboveItsTop) {
  json doc = minimalLevel();
  doc["path_switchers"] = {{{"x", 1}, {"top", 40}, {"bottom", 8}, {"left", 0}, {"right", 2}}};
  const auto problems = parseJson(doc).problems;
  EXPECT_TRUE(hasProblem(problems, "path_switchers[0].bottom", "is 8, above top 40"));
  EXPECT_TRUE(hasProblem(problems, "path_switchers[0].right", "is 2, outside 0..1"));
}

TEST(LevelFile, ListsEveryProblemNotJustTheFirst) {
  json doc = minimalLevel();
  doc["name"] = false;
  doc["masks"][0]["heights"][0] = 99;
  doc["start"]["y"] = nullptr;
  EXPECT_EQ(parseJson(doc).problems.size(), 3u) << io::describe("level", parseJson(doc).problems);
}

TEST(LevelFile, CapsTheProblemListAndCountsTheRest) {
  json doc = minimalLevel();
  doc["width"] = 1000;
  doc["layers"][0]["tiles"] = std::vector<int>(1000, 7);
  const auto problems = parseJson(doc).problems;
  ASSERT_EQ(problems.size(), io::kMaxProblems + 1);
  EXPECT_EQ(problems.back().what, "and 900 more problems not listed");
}

TEST(LevelFile, SaveThenLoadGivesTheSameLevel) {
  test::TempDir dir;
  std::string why;
  ASSERT_TRUE(io::saveLevel(dir / "level.json", test::richLevel(), &why)) << why;
  const LoadResult r = io::loadLevel(dir / "level.json");
  ASSERT_TRUE(r.file) << io::describe("level.json", r.problems);
  expectSameLevel(*r.file, test::richLevel());
}

TEST(LevelFile, LoadReportsADirectoryAndAMissingFile) {
  test::TempDir dir;
  EXPECT_TRUE(hasProblem(io::loadLevel(dir.path()).problems, "", "is a directory"));
  EXPECT_TRUE(hasProblem(io::loadLevel(dir / "nope.json").problems, "", "does not exist"));
}

TEST(LevelFile, LoadRefusesAFileOverTheSizeLimitWithoutReadingIt) {
  test::TempDir dir;
  const auto path = dir / "huge.json";
  test::writeText(path, "");
  // Sparse: costs no disk, and the size check must come before any read.
  ASSERT_EQ(::truncate(path.c_str(), static_cast<off_t>(io::kMaxLevelFileBytes) + 1), 0);
  EXPECT_TRUE(hasProblem(io::loadLevel(path).problems, "", "bytes, more than the 536870912 bytes"));
}

TEST(LevelFile, SaveIntoAPathUnderAFileFailsAndSaysWhy) {
  test::TempDir dir;
  test::writeText(dir / "file", "x");
  std::string why;
  EXPECT_FALSE(io::saveLevel(dir / "file" / "level.json", test::richLevel(), &why));
  EXPECT_NE(why.find("cannot create a temporary file"), std::string::npos) << why;
}

}  // namespace
}  // namespace solidtile

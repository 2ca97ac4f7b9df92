// Level format version 6: a sloped object's "slope" (docs/formats.md), in the
// level file, Tiled (TMX and JSON) and LDtk.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "level_builder.h"
#include "problem_matchers.h"
#include "solidtile/io/ldtk.h"
#include "solidtile/io/level_file.h"
#include "solidtile/io/tiled.h"
#include "tiled_maps.h"

namespace solidtile {
namespace {
using nlohmann::json;
using test::hasProblem;

SolidObject slopedObject(bool topOnly) {
  SolidObject o;
  o.w = 12;
  o.h = 20;
  o.path = {{30, 40}, {60, 40}};
  o.speed = 128;
  o.topOnly = topOnly;
  o.slope = {0, 4, 8, 12, 16, 20};
  return o;
}

io::LevelFile slopedLevel() {
  io::LevelFile f = test::richLevel();
  f.level.objects.push_back(slopedObject(true));
  SolidObject flat;
  flat.path = {{0, 0}};
  f.level.objects.push_back(flat);
  f.level.objects.push_back(slopedObject(false));
  return f;
}

io::LoadResult parseJson(const json& doc) { return io::parseLevel(doc.dump()); }

json withObjects(int version, const char* objects) {
  json doc = test::minimalLevel();
  doc["version"] = version;
  doc["objects"] = json::parse(objects);
  return doc;
}

TEST(LevelSlope, SlopedObjectsRoundTripAsVersion6) {
  const io::LevelFile f = slopedLevel();
  EXPECT_EQ(io::levelFormatVersionFor(f.level), 6);
  const std::string text = io::formatLevel(f);
  const json doc = json::parse(text);
  EXPECT_EQ(doc["version"], 6);
  EXPECT_EQ(doc["objects"][0]["slope"], json::parse("[0, 4, 8, 12, 16, 20]"));
  EXPECT_FALSE(doc["objects"][1].contains("slope"));  // a flat object writes none
  const io::LoadResult r = io::parseLevel(text);
  ASSERT_TRUE(r.file) << io::describe("level", r.problems);
  EXPECT_EQ(r.file->level.objects, f.level.objects);
  EXPECT_EQ(io::formatLevel(*r.file), text);
}

TEST(LevelSlope, FlatObjectsKeepTheirVersion) {
  io::LevelFile f = slopedLevel();
  for (std::size_t i = 0; i < f.level.objects.size(); ++i) {
    SolidObject o = f.level.objects[i];
    o.slope.clear();
    f.level.objects.set(i, o);
  }
  EXPECT_EQ(io::levelFormatVersionFor(f.level), 2);
  EXPECT_EQ(json::parse(io::formatLevel(f))["version"], 2);
}

TEST(LevelSlope, ASlopeInAnOlderFileIsNamed) {
  const json doc = withObjects(5, R"([{"w": 4, "h": 4, "path": [[0, 0]], "slope": [1, 2]}])");
  EXPECT_TRUE(hasProblem(parseJson(doc).problems, "objects[0].slope", "is a version 6 field"));
}

TEST(LevelSlope, BadSlopesAreNamedByObjectAndColumn) {
  const json doc = withObjects(6, R"([
    {"w": 4, "h": 4, "path": [[0, 0]], "slope": [1, 2]},
    {"w": 4, "h": 4, "path": [[0, 0]], "slope": [1, 2, 3]},
    {"w": 4, "h": 4, "path": [[0, 0]], "slope": [1, 5]},
    {"w": 4, "h": 200, "path": [[0, 0]], "slope": [128, -1]},
    {"w": 4, "h": 4, "path": [[0, 0]], "slope": [1.5, "2"]},
    {"w": 4, "h": 4, "path": [[0, 0]], "slope": 3},
    {"w": 1, "h": 4, "path": [[0, 0]], "slope": [1]}
  ])");
  const auto problems = parseJson(doc).problems;
  EXPECT_TRUE(hasProblem(problems, "objects[1].slope", "has 3 heights, expected w / 2 = 2"));
  EXPECT_TRUE(hasProblem(problems, "objects[2].slope[1]", "is 5, above the object's h (4)"));
  EXPECT_TRUE(hasProblem(problems, "objects[3].slope[0]", "outside 0..127"));
  EXPECT_TRUE(hasProblem(problems, "objects[3].slope[1]", "outside 0..127"));
  EXPECT_TRUE(hasProblem(problems, "objects[4].slope[0]", "expected an integer"));
  EXPECT_TRUE(hasProblem(problems, "objects[4].slope[1]", "expected an integer"));
  EXPECT_TRUE(hasProblem(problems, "objects[5].slope", "expected an array of column heights"));
  EXPECT_TRUE(hasProblem(problems, "objects[6].slope", "has 1 heights, expected w / 2 = 0"));
  for (const io::Problem& p : problems) EXPECT_NE(p.where.rfind("objects[0]", 0), 0u) << p.where;
}

TEST(LevelSlope, ObjectProblemChecksTheSlope) {
  SolidObject o = slopedObject(false);
  EXPECT_EQ(objectProblem(o), "");
  o.slope.pop_back();
  EXPECT_EQ(objectProblem(o), "slope has 5 heights, expected w / 2 = 6 (one per 2 px column)");
  o = slopedObject(false);
  o.slope[2] = 21;
  EXPECT_EQ(objectProblem(o), "slope[2] is 21, outside 0..20 (at most h and 127)");
}

TEST(LevelSlope, TiledAndLdtkCarryTheSlope) {
  const io::LevelFile f = slopedLevel();
  const io::TiledFiles tmx = io::exportTmx(f, {});
  ASSERT_TRUE(tmx.problems.empty());
  EXPECT_NE(tmx.map.find("name=\"slope\" value=\"0 4 8 12 16 20\""), std::string::npos);
  const io::TiledImportResult fromTmx = io::importTmx(tmx.map, test::filesOf({{"collision.tsx", tmx.tileset}}));
  ASSERT_TRUE(fromTmx.file) << io::describe("map.tmx", fromTmx.problems);
  EXPECT_EQ(fromTmx.file->level.objects, f.level.objects);
  const io::TiledFiles tiledJson = io::exportTiledJson(f, {});
  const io::TiledImportResult fromJson = io::importTiledJson(tiledJson.map, test::noFiles());
  ASSERT_TRUE(fromJson.file) << io::describe("map.json", fromJson.problems);
  EXPECT_EQ(fromJson.file->level.objects, f.level.objects);
  const io::LdtkFiles ldtk = io::exportLdtk(f, "map.png");
  const io::LdtkImportResult fromLdtk = io::importLdtk(ldtk.project, test::filesOf({{"map.png", ldtk.image}}));
  ASSERT_TRUE(fromLdtk.file) << io::describe("map.ldtk", fromLdtk.problems);
  EXPECT_EQ(fromLdtk.file->level.objects, f.level.objects);
}

TEST(LevelSlope, TiledRefusesABadSlopeNamingTheObject) {
  const io::TiledFiles tmx = io::exportTmx(slopedLevel(), {});
  for (const auto& [bad, what] : {std::pair<std::string, std::string>{"0 4 8 12 16", "has 5 heights, expected w / 2 = 6"},
                                  {"0 4 8 12 16 21", "column 5 is 21, outside 0..20"},
                                  {"0 4 x 12 16 20", "is not heights 0..127 separated by spaces (column 2)"},
                                  {"", "is empty"}}) {
    std::string map = tmx.map;
    const std::string from = "name=\"slope\" value=\"0 4 8 12 16 20\"";
    const std::size_t at = map.find(from);
    ASSERT_NE(at, std::string::npos);
    map.replace(at, from.size(), "name=\"slope\" value=\"" + bad + "\"");
    const io::TiledImportResult back = io::importTmx(map, test::filesOf({{"collision.tsx", tmx.tileset}}));
    EXPECT_FALSE(back.file) << bad;
    bool named = false;
    for (const io::Problem& p : back.problems) {
      named = named || (p.where.find("object") != std::string::npos && p.what.find("property 'slope'") == 0 &&
                        p.what.find(what) != std::string::npos);
    }
    EXPECT_TRUE(named) << bad << "\n" << io::describe("map.tmx", back.problems);
  }
}

}  // namespace
}  // namespace solidtile

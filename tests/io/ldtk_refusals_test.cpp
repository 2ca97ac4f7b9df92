// Issue 31: a bad LDtk project is refused naming the field and where it is
// (level, layer, entity, tileset), and nothing half-read is returned.
#include <gtest/gtest.h>

#include "ldtk_projects.h"
#include "problem_matchers.h"
#include "solidtile/io/ldtk.h"
#include "solidtile/io/level_file.h"
#include "tiled_maps.h"

namespace solidtile {
namespace {

namespace l = test::ldtk;
using l::Json;

io::LdtkImportResult import(const Json& p, const io::LdtkImportOptions& o = {}) {
  io::LdtkImportResult r = io::importLdtk(p.dump(), test::noFiles(), o);
  EXPECT_FALSE(r.file);
  return r;
}

// A one-tile-wide project of a Tiles layer over a tileset with custom data `data` for tile 0.
Json tilesProject(const std::string& data, Json tiles = {l::tile(0, 0, 0)}) {
  const Json custom = {{{"tileId", 0}, {"data", data}}};
  return l::project({l::layerDef("Ground", "Tiles", 2)}, {l::tileset("Terrain", 7, "t.png", 2, custom)},
                    {l::level("A", 2, 1, {l::tilesLayer("Ground", 2, 7, 2, 1, std::move(tiles))})});
}

const std::string kSquare = R"({"heights":[16,16,16,16,16,16,16,16,16,16,16,16,16,16,16,16]})";

TEST(LdtkRefusals, TextThatIsNotJsonIsRefusedWithItsPlace) {
  const io::LdtkImportResult r = io::importLdtk("{\"defs\": [", test::noFiles());
  ASSERT_FALSE(r.problems.empty());
  EXPECT_NE(r.problems.front().where.find("line 1"), std::string::npos) << io::describe("x", r.problems);
}

TEST(LdtkRefusals, AFileWithoutDefsIsNoProject) {
  EXPECT_TRUE(test::hasProblem(import(Json{{"levels", Json::array()}}).problems, "project", "has no 'defs' object"));
  EXPECT_TRUE(test::hasProblem(import(Json::array()).problems, "project", "is not a JSON object"));
}

TEST(LdtkRefusals, AMissingLevelIsNamedWithTheLevelsThereAre) {
  Json p = l::platformer();
  EXPECT_TRUE(test::hasProblem(import(p, {"Nope", {}}).problems, "project",
                               "has no level 'Nope' (its levels: 'Your_typical_2D_platformer')"));
  EXPECT_TRUE(test::hasProblem(import(p, {"5", {}}).problems, "project", "has no level '5'"));
  p["levels"] = Json::array();
  EXPECT_TRUE(test::hasProblem(import(p).problems, "project", "has no level"));
}

TEST(LdtkRefusals, ALevelOffTheTileGridIsRefused) {
  Json p = l::platformer();
  p["levels"][0]["pxWid"] = 100;
  EXPECT_TRUE(test::hasProblem(import(p).problems, "level 'Your_typical_2D_platformer'",
                               "is 100 x 64 px; Solidtile reads levels whose sides are whole 16 px tiles"));
}

TEST(LdtkRefusals, ALayerOfAnotherGridOrSizeIsRefusedNamingIt) {
  Json p = l::platformer();
  p["levels"][0]["layerInstances"][1]["__gridSize"] = 8;
  EXPECT_TRUE(test::hasProblem(import(p).problems, "level 'Your_typical_2D_platformer' layer 'Collisions'",
                               "has 8 px cells; Solidtile reads 16 x 16 px tiles"));
  p = l::platformer();
  p["levels"][0]["layerInstances"][1]["intGridCsv"].erase(0);
  EXPECT_TRUE(test::hasProblem(import(p).problems, "level 'Your_typical_2D_platformer' layer 'Collisions' intGridCsv",
                               "has 23 values; the layer has 24"));
  p = l::platformer();
  p["levels"][0]["layerInstances"][1]["intGridCsv"][3] = "x";
  EXPECT_TRUE(test::hasProblem(import(p).problems, "level 'Your_typical_2D_platformer' layer 'Collisions' intGridCsv[3]", "\"x\""));
}

TEST(LdtkRefusals, ABadTileIsRefusedNamingTheLayerAndTile) {
  EXPECT_TRUE(test::hasProblem(import(tilesProject(kSquare, {l::tile(0, 0, 9)})).problems,
                               "level 'A' layer 'Ground' gridTiles[0] t", "0..1"));
  Json moved = l::tile(0, 0, 0);
  moved["px"] = {8, 0};
  EXPECT_TRUE(test::hasProblem(import(tilesProject(kSquare, {moved})).problems, "level 'A' layer 'Ground' gridTiles[0] px",
                               "expected [x, y] on the 16 px grid inside the level"));
  Json flips = l::tile(0, 0, 0);
  flips["f"] = 4;
  EXPECT_TRUE(test::hasProblem(import(tilesProject(kSquare, {flips})).problems, "level 'A' layer 'Ground' gridTiles[0] f", "0..3"));
}

TEST(LdtkRefusals, BadCustomDataIsRefusedNamingTheTilesetTile) {
  EXPECT_TRUE(test::hasProblem(import(tilesProject(R"({"heights":[1,2]})")).problems, "level 'A' layer 'Ground' tile (0,0)",
                               "tileset 'Terrain' tile 0: property 'heights': has 2 values, expected 16"));
  EXPECT_TRUE(test::hasProblem(import(tilesProject(R"({"heights": [1,2)")).problems, "tileset 'Terrain' tile 0",
                               "custom data is not a JSON object"));
  const std::string badSolidity = R"({"heights":[16,16,16,16,16,16,16,16,16,16,16,16,16,16,16,16],"solidity":"soft"})";
  EXPECT_TRUE(test::hasProblem(import(tilesProject(badSolidity)).problems, "level 'A' layer 'Ground' tile (0,0)",
                               "property 'solidity' is 'soft'"));
}

TEST(LdtkRefusals, ABadEntityFieldIsRefusedNamingTheEntity) {
  Json p = l::platformer();
  p["levels"][0]["layerInstances"][0]["entityInstances"].push_back(
      l::entity("path_switcher", 32, 32, 1, 32, {l::field("left", 5)}, {0, 0}));
  EXPECT_TRUE(test::hasProblem(import(p).problems, "level 'Your_typical_2D_platformer' layer 'Entities' entity 1 'path_switcher'",
                               "property 'left' is '5', expected 0 or 1"));
  p = l::platformer();
  p["levels"][0]["layerInstances"][0]["entityInstances"][0]["px"] = "here";
  EXPECT_TRUE(test::hasProblem(import(p).problems, "level 'Your_typical_2D_platformer' layer 'Entities' entity 0 'Player' px",
                               "is \"here\", expected [x, y]"));
}

TEST(LdtkRefusals, ABadLevelFieldIsRefusedNamingTheField) {
  Json p = l::platformer();
  p["levels"][0]["fieldInstances"].push_back(l::field("profile", "sonic4"));
  EXPECT_TRUE(test::hasProblem(import(p).problems, "level 'Your_typical_2D_platformer' field 'profile'",
                               "is 'sonic4', expected guide, sonic1, sonic2 or sonic3k"));
}

TEST(LdtkRefusals, ATagLayerValueThatNamesNoTagIsRefused) {
  const io::LdtkFiles out = io::exportLdtk(io::loadLevel(std::filesystem::path(SOLIDTILE_SOURCE_DIR) / "data/levels/box_demo.json").file.value(), "m.png");
  Json p = Json::parse(out.project);
  for (Json& v : p["defs"]["layers"][1]["intGridValues"]) {
    if (v["identifier"] == "ice") v["identifier"] = "slippery";
  }
  const io::LdtkImportResult r = io::importLdtk(p.dump(), test::filesOf({{"m.png", out.image}}));
  EXPECT_FALSE(r.file);
  bool found = false;
  for (const io::Problem& q : r.problems) {
    found = found || (q.where.starts_with("level 'box_demo' layer 'Tags_path_0' cell (") &&
                      q.what == "value 2 is 'slippery', expected a value named ladder, ice, stair_up_right or stair_up_left");
  }
  EXPECT_TRUE(found) << io::describe("box_demo.ldtk", r.problems);
}

TEST(LdtkRefusals, AMissingTilesetImageIsNamed) {
  const Json layers = {l::tilesLayer("Art", 2, 3, 1, 1, {l::tile(0, 0, 0)})};
  const Json p = l::project({l::layerDef("Art", "Tiles", 2)}, {l::tileset("Art", 3, "gone.png", 1)}, {l::level("A", 1, 1, layers)});
  EXPECT_TRUE(test::hasProblem(import(p).problems, "level 'A' layer 'Art' tile (0,0)", "image 'gone.png': does not exist"));
}

TEST(LdtkRefusals, ASeveralIntGridLayersWithoutACollisionOneIsRefused) {
  Json p = l::platformer();
  Json second = p["levels"][0]["layerInstances"][1];
  p["levels"][0]["layerInstances"][1]["__identifier"] = "Walls";
  second["__identifier"] = "Decor";
  p["levels"][0]["layerInstances"].push_back(second);
  EXPECT_TRUE(test::hasProblem(import(p).problems, "level 'Your_typical_2D_platformer'",
                               "has 2 IntGrid layers and none named for collision"));
}

}  // namespace
}  // namespace solidtile

// Issue 31: LDtk projects. A level exported and imported comes back equal
// (every shipped level, and one holding what only some levels have); the
// project carries masks in the tileset's custom data, flips in the tiles'
// flip bits, tags as IntGrid layers and the rest as entities and fields; a
// project drawn in LDtk imports from custom data or its image's alpha.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "ldtk_projects.h"
#include "png/png_codec.h"
#include "problem_matchers.h"
#include "solidtile/io/ldtk.h"
#include "solidtile/io/level_file.h"
#include "tiled_maps.h"

namespace solidtile {
namespace {

namespace fs = std::filesystem;
using Json = nlohmann::json;

std::vector<fs::path> shippedLevels() {
  std::vector<fs::path> out;
  for (const auto& e : fs::directory_iterator(fs::path(SOLIDTILE_SOURCE_DIR) / "data" / "levels")) {
    if (e.path().extension() == ".json") out.push_back(e.path());
  }
  std::sort(out.begin(), out.end());
  return out;
}

io::LevelFile load(const fs::path& p) {
  io::LoadResult r = io::loadLevel(p);
  EXPECT_TRUE(r.file) << io::describe(p.string(), r.problems);
  return r.file.value_or(io::LevelFile{});
}

// box_demo (tags, edges, solid objects) and what only other levels have.
io::LevelFile ldtkEverything() {
  io::LevelFile f = load(fs::path(SOLIDTILE_SOURCE_DIR) / "data" / "levels" / "box_demo.json");
  f.level.loops.push_back({256, 0, true});
  f.level.loops.push_back({512, 256, false});
  f.markers.push_back({0x25, "Ring", 100, -20, 3});
  f.markers.push_back({0x26, "", 200, 40, 0});
  f.level.switchers.push_back({64, 32, 47, 1, 0, true, false});
  PathSwitcher row;
  row.horizontal = true;
  row.x = 80;
  row.top = 16;
  row.bottom = 63;
  f.level.switchers.push_back(row);
  BoxConfig cfg = defaultBoxConfig();
  cfg.gravity += 3;
  f.boxConfig = cfg;
  f.profile = Profile::Sonic2;
  f.controller = io::LevelController::Box;
  f.level.objects.setLoading(ObjectLoading::Camera);  // level format 10
  f.unknownJson = R"({"editor_note":"kept"})";
  SolidObject spring;  // format version 6's kinds: entity fields kind, direction, spring_speed
  spring.path = {{300, 40}};
  spring.kind = ObjectKind::Spring;
  spring.dir = ObjectDir::Left;
  spring.springSpeed = SpringSpeed::kYellow;
  f.level.objects.push_back(spring);
  SolidObject spikes;
  spikes.path = {{340, 40}};
  spikes.kind = ObjectKind::Spikes;
  f.level.objects.push_back(spikes);
  SolidObject bridge;  // version 7: the entity field logs
  bridge.path = {{380, 40}};
  bridge.kind = ObjectKind::Bridge;
  bridge.logs = 12;
  bridge.w = 192;
  bridge.topOnly = true;
  f.level.objects.push_back(bridge);
  return f;
}

io::LdtkImportResult roundTrip(const io::LevelFile& f, std::string* project = nullptr) {
  const io::LdtkFiles out = io::exportLdtk(f, "map.png");
  if (project) *project = out.project;
  return io::importLdtk(out.project, test::filesOf({{"map.png", out.image}}));
}

TEST(Ldtk, EveryShippedLevelExportedAndImportedIsEqual) {
  const auto levels = shippedLevels();
  ASSERT_GE(levels.size(), 3u);
  for (const fs::path& p : levels) {
    const io::LevelFile f = load(p);
    std::string first;
    const io::LdtkImportResult back = roundTrip(f, &first);
    ASSERT_TRUE(back.file) << p << "\n" << io::describe(p.string(), back.problems);
    EXPECT_EQ(io::formatLevel(*back.file), io::formatLevel(f)) << p;
    EXPECT_FALSE(back.fromIntGrid);
    // And the level read back exports to the same bytes.
    EXPECT_EQ(io::exportLdtk(*back.file, "map.png").project, first) << p;
  }
}

TEST(Ldtk, LoopsMarkersSwitchersBoxConfigProfileControllerAndUnknownKeysComeBack) {
  const io::LevelFile f = ldtkEverything();
  const io::LdtkImportResult back = roundTrip(f);
  ASSERT_TRUE(back.file) << io::describe("map.ldtk", back.problems);
  EXPECT_EQ(io::formatLevel(*back.file), io::formatLevel(f));
}

TEST(Ldtk, TheProjectCarriesMasksInCustomDataFlipsInFlipBitsAndTheRestAsEntities) {
  const io::LevelFile f = ldtkEverything();
  const Json p = Json::parse(io::exportLdtk(f, "map.png").project);
  const Json& ts = p["defs"]["tilesets"][0];
  EXPECT_EQ(ts["relPath"], "map.png");
  const Json data0 = Json::parse(ts["customData"][0]["data"].get<std::string>());
  EXPECT_EQ(data0["heights"], Json(f.level.mask(0).heights()));
  EXPECT_EQ(data0["solidity"], "all");
  const Json data1 = Json::parse(ts["customData"][1]["data"].get<std::string>());
  EXPECT_EQ(data1["edges"], Json({0, 16}));  // box_demo's mask 1 slopes with edges 0,16
  const Json& level = p["levels"][0];
  EXPECT_EQ(level["identifier"], "box_demo");
  std::map<std::string, const Json*> layers;
  for (const Json& l : level["layerInstances"]) layers[l["__identifier"]] = &l;
  ASSERT_TRUE(layers.count("Path_0") && layers.count("Tags_path_0") && layers.count("Solidtile"));
  // Every non-empty tile is a grid tile, its flips in f.
  std::size_t tiles = 0, flipped = 0, flippedTiles = 0;
  for (std::uint16_t raw : f.level.layerData(0)) {
    const Tile t{raw};
    tiles += t.empty() ? 0u : 1u;
    flipped += !t.empty() && (t.flipX() || t.flipY()) ? 1u : 0u;
  }
  const Json& grid = (*layers["Path_0"])["gridTiles"];
  EXPECT_EQ(grid.size(), tiles);
  for (const Json& t : grid) flippedTiles += t["f"].get<int>() != 0 ? 1u : 0u;
  EXPECT_EQ(flippedTiles, flipped);
  ASSERT_GT(flipped, 0u);
  EXPECT_EQ((*layers["Tags_path_0"])["intGridCsv"], Json(f.level.tagData(0)));
  std::map<std::string, int> kinds;
  for (const Json& e : (*layers["Solidtile"])["entityInstances"]) ++kinds[e["__identifier"]];
  EXPECT_EQ(kinds["start"], 1);
  EXPECT_EQ(kinds["path_switcher"], 2);
  EXPECT_EQ(kinds["loop"], 2);
  EXPECT_EQ(kinds["marker"], 2);
  EXPECT_EQ(kinds["solid_object"], static_cast<int>(f.level.objects.size()));
  std::map<std::string, Json> fields;
  for (const Json& x : level["fieldInstances"]) fields[x["__identifier"]] = x["__value"];
  EXPECT_EQ(fields["profile"], "sonic2");
  EXPECT_EQ(fields["controller"], "box");
}

// A project made in LDtk: a tileset whose tiles' custom data give a square and a slope; one flipped, one top-only.
TEST(Ldtk, ATilesetsCustomDataGivesTheMasks) {
  namespace l = test::ldtk;
  const Json custom = {{{"tileId", 0}, {"data", R"({"heights":[16,16,16,16,16,16,16,16,16,16,16,16,16,16,16,16],"angle":255})"}},
                       {{"tileId", 1}, {"data", R"({"heights":[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16],"angle":"auto","solidity":"top_only"})"}},
                       {{"tileId", 2}, {"data", "a tree"}}};
  const Json layers = {l::tilesLayer("Ground", 2, 7, 3, 2, {l::tile(0, 1, 0), l::tile(1, 1, 1, 1), l::tile(2, 0, 1)})};
  const Json p = l::project({l::layerDef("Ground", "Tiles", 2)}, {l::tileset("Terrain", 7, "terrain.png", 3, custom)},
                            {l::level("Hills", 3, 2, layers)});
  const io::LdtkImportResult r = io::importLdtk(p.dump(), test::noFiles());
  ASSERT_TRUE(r.file) << io::describe("hills.ldtk", r.problems);
  const Level& level = r.file->level;
  ASSERT_EQ(level.masks().size(), 2u);
  EXPECT_EQ(level.mask(1).heights()[0], 1);
  const Tile slope = level.tile(0, 1, 1);
  EXPECT_EQ(slope.maskIndex(), 1);
  EXPECT_TRUE(slope.flipX());
  EXPECT_EQ(slope.solidity(), Solidity::TopOnly);
  EXPECT_FALSE(level.tile(0, 2, 0).flipX());
  EXPECT_EQ(level.tile(0, 0, 1).maskIndex(), 0);
  EXPECT_EQ(r.file->name, "Hills");
  EXPECT_FALSE(r.fromIntGrid);
}

// Without custom data, a tile's shape is its cell's alpha in the tileset image.
TEST(Ldtk, ATilesetImagesAlphaGivesTheMasks) {
  namespace l = test::ldtk;
  std::vector<std::uint8_t> rgba(32 * 16 * 4, 0);
  for (int y = 0; y < 16; ++y) {
    for (int x = 0; x < 32; ++x) {
      if (x < 16 || y >= 8) rgba[static_cast<std::size_t>(y * 32 + x) * 4 + 3] = 255;  // tile 0 full, tile 1 half
    }
  }
  const std::string png = io::png::encodeRgba(rgba.data(), 32, 16);
  const Json layers = {l::tilesLayer("Art", 2, 3, 2, 1, {l::tile(0, 0, 0), l::tile(1, 0, 1)})};
  const Json p = l::project({l::layerDef("Art", "Tiles", 2)}, {l::tileset("Art", 3, "art/tiles.png", 2)},
                            {l::level("Cave", 2, 1, layers)});
  const io::LdtkImportResult r = io::importLdtk(p.dump(), test::filesOf({{"art/tiles.png", png}}));
  ASSERT_TRUE(r.file) << io::describe("cave.ldtk", r.problems);
  const Level& level = r.file->level;
  ASSERT_EQ(level.masks().size(), 2u);
  EXPECT_EQ(level.mask(level.tile(0, 0, 0).maskIndex()).heights()[3], 16);
  EXPECT_EQ(level.mask(level.tile(0, 1, 0).maskIndex()).heights()[3], 8);
}

TEST(Ldtk, ALevelIsChosenByIdentifierOrIndex) {
  namespace l = test::ldtk;
  Json p = l::platformer();
  Json second = p["levels"][0];
  second["identifier"] = "Second";
  second["layerInstances"][1]["intGridCsv"][0] = 1;
  p["levels"].push_back(second);
  for (const std::string& which : {std::string("Second"), std::string("1")}) {
    const io::LdtkImportResult r = io::importLdtk(p.dump(), test::noFiles(), {which, {}});
    ASSERT_TRUE(r.file) << io::describe(which, r.problems);
    EXPECT_EQ(r.level, "Second");
    EXPECT_FALSE(r.file->level.tile(0, 0, 0).empty());
  }
  const io::LdtkImportResult first = io::importLdtk(p.dump(), test::noFiles());
  ASSERT_TRUE(first.file);
  EXPECT_TRUE(first.file->level.tile(0, 0, 0).empty());
}

}  // namespace
}  // namespace solidtile

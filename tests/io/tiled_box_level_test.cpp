// Issue 29: a version-2 level's tile tags, mask edges and solid objects (and
// a Sonic level's loops and object markers, and a box config) went missing on
// the way through Tiled without a word; now they come back as they were.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <tuple>

#include "level_builder.h"
#include "problem_matchers.h"
#include "solidtile/io/level_file.h"
#include "solidtile/io/tiled.h"
#include "tiled_maps.h"

namespace solidtile {
namespace {

namespace fs = std::filesystem;

io::LevelFile boxDemo() {
  io::LoadResult r = io::loadLevel(fs::path(SOLIDTILE_SOURCE_DIR) / "data" / "levels" / "box_demo.json");
  EXPECT_TRUE(r.file) << io::describe("box_demo.json", r.problems);
  return r.file.value_or(io::LevelFile{});
}

// box_demo's own data, and what only other levels have.
io::LevelFile everything() {
  io::LevelFile f = boxDemo();
  f.level.loops.push_back({256, 0, true});
  f.level.loops.push_back({512, 256, false});
  f.markers.push_back({0x25, "Ring", 100, -20, 3});
  f.markers.push_back({0x26, "", 200, 40, 0});
  BoxConfig cfg = defaultBoxConfig();
  cfg.gravity += 3;
  f.boxConfig = cfg;
  f.profile = Profile::Sonic2;
  f.controller = io::LevelController::Box;
  f.level.objects.setLoading(ObjectLoading::Camera);  // level format 10
  return f;
}

TEST(TiledBoxLevel, BoxDemoHasWhatTheTripMustCarry) {
  const io::LevelFile f = boxDemo();
  EXPECT_TRUE(f.level.hasTags(0));
  EXPECT_TRUE(f.level.hasMaskEdges());
  EXPECT_FALSE(f.level.objects.empty());
}

TEST(TiledBoxLevel, TmxCarriesTagsEdgesObjectsLoopsMarkersAndTheBoxConfig) {
  for (const io::LevelFile& f : {boxDemo(), everything()}) {
    const io::TiledFiles out = io::exportTmx(f, {});
    ASSERT_TRUE(out.problems.empty()) << io::describe("box_demo", out.problems);
    // The tags are a hidden layer of their own: the collision layers render as before.
    EXPECT_NE(out.map.find("name=\"tags path 0\" width=\"150\" height=\"30\" visible=\"0\">"), std::string::npos);
    const io::TiledImportResult back = io::importTmx(out.map, test::filesOf({{"collision.tsx", out.tileset}}));
    ASSERT_TRUE(back.file) << io::describe("map.tmx", back.problems);
    EXPECT_EQ(io::formatLevel(*back.file), io::formatLevel(f));
  }
}

TEST(TiledBoxLevel, TiledJsonCarriesTagsEdgesObjectsLoopsMarkersAndTheBoxConfig) {
  for (const io::LevelFile& f : {boxDemo(), everything()}) {
    const io::TiledFiles out = io::exportTiledJson(f, {});
    const io::TiledImportResult back = io::importTiledJson(out.map, test::noFiles());
    ASSERT_TRUE(back.file) << io::describe("map.json", back.problems);
    EXPECT_EQ(io::formatLevel(*back.file), io::formatLevel(f));
  }
}

TEST(TiledBoxLevel, AnUnknownProfileOrControllerIsRefusedNamingTheMapProperty) {
  const io::TiledFiles out = io::exportTmx(everything(), {});
  for (const auto& [from, to, what] : {std::tuple<std::string, std::string, std::string>{
                                           "name=\"profile\" value=\"sonic2\"", "name=\"profile\" value=\"sonic4\"",
                                           "is 'sonic4', expected guide, sonic1, sonic2 or sonic3k"},
                                       {"name=\"controller\" value=\"box\"", "name=\"controller\" value=\"car\"",
                                        "is 'car', expected sonic or box"},
                                       {"name=\"object_loading\" value=\"camera\"", "name=\"object_loading\" value=\"near\"",
                                        "is 'near', expected always or camera"}}) {
    std::string map = out.map;
    const std::size_t at = map.find(from);
    ASSERT_NE(at, std::string::npos) << from;
    map.replace(at, from.size(), to);
    const io::TiledImportResult r = io::importTmx(map, test::filesOf({{"collision.tsx", out.tileset}}));
    EXPECT_FALSE(r.file) << to;
    bool found = false;
    for (const io::Problem& p : r.problems) found = found || (p.where.starts_with("map property") && p.what == what);
    EXPECT_TRUE(found) << io::describe("map.tmx", r.problems);
  }
}

TEST(TiledBoxLevel, ABadTagOrEdgeOrObjectPropertyIsRefusedNamingIt) {
  const io::TiledFiles out = io::exportTmx(boxDemo(), {});
  struct Case {
    std::string from, to, where, what;
  };
  const Case cases[] = {
      {"value=\"ladder\"", "value=\"rope\"", "layer 'tags path 0' tile (",
       "property 'tag' is 'rope', expected none, ladder, ice, stair_up_right or stair_up_left"},
      {"name=\"speed\" type=\"int\" value=\"256\"", "name=\"speed\" type=\"int\" value=\"fast\"", "object ",
       "property 'speed' is 'fast', expected a whole number in 0..4096"},
      {"name=\"loop\" value=\"ping_pong\"", "name=\"loop\" value=\"bounce\"", "object ",
       "property 'loop' is 'bounce', expected ping_pong or loop"},
  };
  for (const Case& c : cases) {
    std::string map = out.map;
    const std::size_t at = map.find(c.from);
    ASSERT_NE(at, std::string::npos) << c.from;
    map.replace(at, c.from.size(), c.to);
    const io::TiledImportResult r = io::importTmx(map, test::filesOf({{"collision.tsx", out.tileset}}));
    EXPECT_FALSE(r.file) << c.to;
    bool found = false;
    for (const io::Problem& p : r.problems) found = found || (p.where.starts_with(c.where) && p.what.ends_with(c.what));
    EXPECT_TRUE(found) << io::describe("map.tmx", r.problems);
  }
  std::string tileset = out.tileset;
  const std::size_t edges = tileset.find("name=\"edges\" value=\"0,16\"");
  ASSERT_NE(edges, std::string::npos);
  tileset.replace(edges, 25, "name=\"edges\" value=\"0,17\"");
  const io::TiledImportResult r = io::importTmx(out.map, test::filesOf({{"collision.tsx", tileset}}));
  EXPECT_TRUE(test::hasProblem(r.problems, "tileset 'collision.tsx' tile 1", "property 'edges' is '0,17', expected LEFT,RIGHT, each 0..16"));
}

}  // namespace
}  // namespace solidtile

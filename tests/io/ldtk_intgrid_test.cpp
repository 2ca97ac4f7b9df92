// Issue 31: an LDtk map whose collision is a plain IntGrid layer, the way
// most LDtk platformers (and LDtk's own Typical_2D_platformer_example) store
// it, imports and plays with the box at once.
#include <gtest/gtest.h>

#include "ldtk_projects.h"
#include "solidtile/box/box.h"
#include "problem_matchers.h"
#include "solidtile/io/ldtk.h"
#include "tiled_maps.h"

namespace solidtile {
namespace {

using test::ldtk::Json;

TEST(LdtkIntGrid, ValuesMeanWhatTheirIdentifiersName) {
  EXPECT_EQ(io::intGridMeaningByName("dirt"), io::IntGridMeaning::Solid);
  EXPECT_EQ(io::intGridMeaningByName("stone"), io::IntGridMeaning::Solid);
  EXPECT_EQ(io::intGridMeaningByName(""), io::IntGridMeaning::Solid);
  EXPECT_EQ(io::intGridMeaningByName("ladder"), io::IntGridMeaning::Ladder);
  EXPECT_EQ(io::intGridMeaningByName("Ladders"), io::IntGridMeaning::Ladder);
  EXPECT_EQ(io::intGridMeaningByName("Ice_block"), io::IntGridMeaning::Ice);
  EXPECT_EQ(io::intGridMeaningByName("slice"), io::IntGridMeaning::Solid);  // a word, not a substring
  EXPECT_EQ(io::intGridMeaningByName("Stairs"), io::IntGridMeaning::StairUpRight);
  EXPECT_EQ(io::intGridMeaningByName("stairs_left"), io::IntGridMeaning::StairUpLeft);
  EXPECT_EQ(io::intGridMeaningByName("OneWay_platform"), io::IntGridMeaning::TopOnly);
  EXPECT_EQ(io::intGridMeaningByName("one_way"), io::IntGridMeaning::TopOnly);
  EXPECT_EQ(io::intGridMeaningByName("JumpThrough"), io::IntGridMeaning::TopOnly);
  EXPECT_EQ(io::intGridMeaningByName("semi_solid"), io::IntGridMeaning::TopOnly);
}

TEST(LdtkIntGrid, ASampleLikeMapImportsAsFullTilesTagsAndTopOnlyTilesForTheBox) {
  const io::LdtkImportResult r = io::importLdtk(test::ldtk::platformer().dump(), test::noFiles());
  ASSERT_TRUE(r.file) << io::describe("platformer.ldtk", r.problems);
  EXPECT_TRUE(r.fromIntGrid);
  EXPECT_EQ(r.level, "Your_typical_2D_platformer");
  const io::LevelFile& f = *r.file;
  EXPECT_EQ(f.controller, io::LevelController::Box);
  EXPECT_EQ(f.name, "Your_typical_2D_platformer");
  const Level& level = f.level;
  ASSERT_EQ(level.width(), 6);
  ASSERT_EQ(level.height(), 4);
  ASSERT_EQ(level.masks().size(), 1u);
  EXPECT_EQ(level.mask(0).heights()[0], 16);
  for (int x = 0; x < 6; ++x) EXPECT_EQ(level.tile(0, x, 3).solidity(), Solidity::All) << x;  // dirt, stone
  EXPECT_FALSE(level.tile(0, 2, 2).empty());  // stone
  EXPECT_EQ(level.tile(0, 3, 0).solidity(), Solidity::TopOnly);  // the one-way platform
  EXPECT_TRUE(level.tile(0, 1, 0).empty());  // a ladder has no collision of its own
  EXPECT_EQ(level.tag(0, 1, 0), TileTag::Ladder);
  EXPECT_EQ(level.tag(0, 1, 1), TileTag::Ladder);
  EXPECT_EQ(level.tag(0, 5, 1), TileTag::Ice);
  EXPECT_FALSE(level.tile(0, 5, 1).empty());  // ice is solid
  EXPECT_FALSE(level.tile(0, 4, 1).empty());  // water: a value like any other, solid by default
  EXPECT_EQ(level.startX, -4);  // the top left of the Player entity (24 x 24 px, its pivot at its feet)
  EXPECT_EQ(level.startY, 8);
}

// "Played at once": the box spawned at the Player lands on the dirt and stays there.
TEST(LdtkIntGrid, TheImportedMapPlaysWithTheBox) {
  const io::LdtkImportResult r = io::importLdtk(test::ldtk::platformer().dump(), test::noFiles());
  ASSERT_TRUE(r.file) << io::describe("platformer.ldtk", r.problems);
  const Level& level = r.file->level;
  const BoxConfig cfg = r.file->boxConfig.value_or(defaultBoxConfig());
  BoxState box = spawnBox(level.startX + 8, level.startY);
  for (int f = 0; f < 60; ++f) stepBox(box, level, cfg, 0);
  EXPECT_TRUE(box.grounded());
  EXPECT_FALSE(boxOutOfLevel(box, level));
  EXPECT_EQ(box.y + static_cast<Sub>(boxSize(cfg).h) * kSubPerPixel, Sub{32} * kSubPerPixel) << "its feet on the dirt's top (y 32)";
}

TEST(LdtkIntGrid, RulesMapValuesByNameOrNumber) {
  std::string why;
  const auto rules = io::parseIntGridRules("water=none,LADDER=solid,3=top_only", &why);
  ASSERT_TRUE(rules) << why;
  const io::LdtkImportResult r = io::importLdtk(test::ldtk::platformer().dump(), test::noFiles(), {"", *rules});
  ASSERT_TRUE(r.file) << io::describe("platformer.ldtk", r.problems);
  const Level& level = r.file->level;
  EXPECT_TRUE(level.tile(0, 4, 1).empty());                       // water=none
  EXPECT_EQ(level.tile(0, 1, 0).solidity(), Solidity::All);       // ladder=solid, by identifier in any case
  EXPECT_EQ(level.tag(0, 1, 0), TileTag::None);
  EXPECT_EQ(level.tile(0, 2, 2).solidity(), Solidity::TopOnly);  // stone, by its number 3
}

TEST(LdtkIntGrid, ABadRuleIsRefusedNamingTheEntryOrTheValue) {
  std::string why;
  EXPECT_FALSE(io::parseIntGridRules("ladder=wood", &why));
  EXPECT_NE(why.find("'ladder=wood'"), std::string::npos) << why;
  EXPECT_FALSE(io::parseIntGridRules("water", &why));
  EXPECT_FALSE(io::parseIntGridRules("=none", &why));
  const io::LdtkImportResult r =
      io::importLdtk(test::ldtk::platformer().dump(), test::noFiles(), {"", {{"lava", io::IntGridMeaning::None}}});
  EXPECT_FALSE(r.file);
  EXPECT_TRUE(test::hasProblem(r.problems, "level 'Your_typical_2D_platformer' layer 'Collisions'",
                               "has no value 'lava' (--intgrid-map); its values: dirt, ladder, stone, OneWay_platform"));
}

TEST(LdtkIntGrid, AStartEntityWinsOverThePlayer) {
  Json p = test::ldtk::platformer();
  p["levels"][0]["layerInstances"][0]["entityInstances"].push_back(test::ldtk::entity("start", 40, 16));
  const io::LdtkImportResult r = io::importLdtk(p.dump(), test::noFiles());
  ASSERT_TRUE(r.file) << io::describe("platformer.ldtk", r.problems);
  EXPECT_EQ(r.file->level.startX, 40);
  EXPECT_EQ(r.file->level.startY, 16);
}

TEST(LdtkIntGrid, AControllerFieldIsKept) {
  Json p = test::ldtk::platformer();
  p["levels"][0]["fieldInstances"].push_back(test::ldtk::field("controller", "sonic"));
  const io::LdtkImportResult r = io::importLdtk(p.dump(), test::noFiles());
  ASSERT_TRUE(r.file) << io::describe("platformer.ldtk", r.problems);
  EXPECT_EQ(r.file->controller, io::LevelController::Sonic);
}

}  // namespace
}  // namespace solidtile

#include "solidtile/io/tiled.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <zlib.h>
#include <zstd.h>

#include <cstdlib>
#include <map>
#include <string>

#include <nlohmann/json.hpp>

#include "../support/temp_dir.h"
#include "level_builder.h"
#include "problem_matchers.h"
#include "tiled_maps.h"
#include "solidtile/io/mask_sheet.h"

namespace solidtile {
namespace {

using test::base64;
using test::filesOf;
using test::hasProblem;
using test::kHalfFloor;
using test::noFiles;
using test::propertyTileset;
using test::tmxWith;
namespace fs = std::filesystem;

// A small level for the golden files: two masks, flips, a top-only tile, two layers, a switcher.
io::LevelFile smallLevel() {
  io::LevelFile f;
  f.name = "Tiled test";
  f.level = Level(4, 2, 2);
  HeightMask::Heights full{};
  full.fill(16);
  f.level.addMask(*HeightMask::fromHeights(full, kFlaggedAngle));
  f.level.addMask(*HeightMask::fromHeights({0, 0, 1, 2, 2, 3, 4, 5, 5, 6, 6, 7, 8, 9, 9, 9}, 0xE8));
  f.autoAngle = {false, true};
  f.level.setTile(0, 0, 1, Tile::make(0, false, false, Solidity::All));
  f.level.setTile(0, 1, 1, Tile::make(1, false, false, Solidity::All));
  f.level.setTile(0, 2, 1, Tile::make(1, true, false, Solidity::TopOnly));
  f.level.setTile(1, 3, 0, Tile::make(1, true, true, Solidity::All));
  f.level.startX = 24;
  f.level.startY = 4;
  f.level.switchers.push_back({32, 0, 31, 0, 1, true});
  return f;
}

std::string golden(const std::string& name) {
  return test::readText(fs::path(SOLIDTILE_SOURCE_DIR) / "tests" / "io" / "data" / "tiled" / name);
}

// SOLIDTILE_UPDATE_GOLDEN=1 rewrites the golden files (then read them before committing).
void expectGolden(const std::string& name, const std::string& actual) {
  if (std::getenv("SOLIDTILE_UPDATE_GOLDEN")) {
    test::writeText(fs::path(SOLIDTILE_SOURCE_DIR) / "tests" / "io" / "data" / "tiled" / name, actual);
  }
  EXPECT_EQ(actual, golden(name)) << name;
}

TEST(Tiled, ExportWritesTheDocumentedTmxTsxAndJson) {
  const io::TiledFiles tmx = io::exportTmx(smallLevel(), {"small.tsx", "small.png"});
  expectGolden("small.tmx", tmx.map);
  expectGolden("small.tsx", tmx.tileset);
  const io::TiledFiles json = io::exportTiledJson(smallLevel(), {"small.tsx", "small.png"});
  expectGolden("small.json", json.map);
  EXPECT_EQ(json.tileset, "");
  EXPECT_EQ(json.image, tmx.image);
}

TEST(MaskSheet, ExportTilesetWritesTheDocumentedJsonAndBinary) {
  const io::LevelFile level = smallLevel();
  const std::vector<HeightMask>& masks = level.level.masks();
  expectGolden("small_masks.json", io::maskSheetJson(masks));
  const std::string heights = io::classicHeights(masks);
  ASSERT_EQ(heights.size(), 32u);
  EXPECT_EQ(heights.substr(0, 16), std::string(16, '\x10'));  // the full mask
  EXPECT_EQ(heights[16 + 15], 9);
  EXPECT_EQ(io::classicAngles(masks), std::string("\xFF\xE8", 2));
}

TEST(Tiled, TilesetImageDrawsEachTileInItsSoliditysColour) {
  // Tiles: masks[0] all, masks[1] all, then masks[1] top-only: 3 cells in one row.
  const io::TiledFiles tmx = io::exportTmx(smallLevel(), {});
  const io::ImageImportResult back = io::importCollisionImage(tmx.image);
  ASSERT_TRUE(back.file) << io::describe("image", back.problems);
  const Level& l = back.file->level;
  ASSERT_EQ(l.width(), 3);
  ASSERT_EQ(l.height(), 1);
  EXPECT_EQ(l.tile(0, 0, 0).solidity(), Solidity::All);
  EXPECT_EQ(l.tile(0, 2, 0).solidity(), Solidity::TopOnly);
  EXPECT_EQ(l.mask(l.tile(0, 1, 0).maskIndex()).heights(), smallLevel().level.mask(1).heights());
}

TEST(Tiled, LevelToTmxToLevelIsExact) {
  for (const io::LevelFile& f : {smallLevel(), test::richLevel()}) {
    const io::TiledFiles out = io::exportTmx(f, {"masks.tsx", "masks.png"});
    const io::TiledImportResult back = io::importTmx(out.map, filesOf({{"masks.tsx", out.tileset}}));
    ASSERT_TRUE(back.file) << io::describe("map.tmx", back.problems);
    EXPECT_EQ(io::formatLevel(*back.file), io::formatLevel(f));
  }
}

TEST(Tiled, LevelToJsonToLevelIsExact) {
  for (const io::LevelFile& f : {smallLevel(), test::richLevel()}) {
    const io::TiledFiles out = io::exportTiledJson(f, {});
    const io::TiledImportResult back = io::importTiledJson(out.map, noFiles());
    ASSERT_TRUE(back.file) << io::describe("map.json", back.problems);
    EXPECT_EQ(io::formatLevel(*back.file), io::formatLevel(f));
  }
}

TEST(Tiled, AHorizontalSwitcherSurvivesBothTripsAlongItsWidth) {
  io::LevelFile f = smallLevel();
  f.level.switchers.push_back(horizontalSwitcher(20, 4, 50, 1, 0, false));
  const io::TiledFiles tmx = io::exportTmx(f, {});
  EXPECT_NE(tmx.map.find("x=\"4\" y=\"20\" width=\"47\" height=\"0\""), std::string::npos) << tmx.map;
  for (const io::TiledImportResult& back : {io::importTmx(tmx.map, filesOf({{"collision.tsx", tmx.tileset}})),
                                            io::importTiledJson(io::exportTiledJson(f, {}).map, noFiles())}) {
    ASSERT_TRUE(back.file) << io::describe("map", back.problems);
    EXPECT_EQ(back.file->level.switchers, f.level.switchers);
  }
}

// Format version 6's object kinds travel as the solid_object's properties
// "kind", "direction" and "spring_speed" (written only when not the defaults).
TEST(Tiled, SpringsAndSpikesSurviveBothTripsAndBadKindsAreRefused) {
  io::LevelFile f = smallLevel();
  SolidObject spring;
  spring.w = 16;
  spring.h = 32;
  spring.path = {{8, 0}};
  spring.kind = ObjectKind::Spring;
  spring.dir = ObjectDir::Right;
  spring.springSpeed = SpringSpeed::kYellow;
  SolidObject spikes = spring;
  spikes.kind = ObjectKind::Spikes;
  spikes.dir = ObjectDir::Down;
  spikes.springSpeed = SpringSpeed::kRed;
  SolidObject block;
  block.path = {{40, 0}};
  SolidObject bridge;  // version 7: the property "logs"
  bridge.path = {{0, 20}};
  bridge.kind = ObjectKind::Bridge;
  bridge.logs = 3;
  bridge.w = 48;
  bridge.topOnly = true;
  f.level.objects.assign({spring, spikes, block, bridge});
  const io::TiledFiles tmx = io::exportTmx(f, {});
  EXPECT_NE(tmx.map.find("name=\"spring_speed\" type=\"int\" value=\"2560\""), std::string::npos) << tmx.map;
  EXPECT_NE(tmx.map.find("name=\"logs\" type=\"int\" value=\"3\""), std::string::npos) << tmx.map;
  for (const io::TiledImportResult& back : {io::importTmx(tmx.map, filesOf({{"collision.tsx", tmx.tileset}})),
                                            io::importTiledJson(io::exportTiledJson(f, {}).map, noFiles())}) {
    ASSERT_TRUE(back.file) << io::describe("map", back.problems);
    EXPECT_EQ(back.file->level.objects, f.level.objects);
  }
  std::string bad = tmx.map;
  bad.replace(bad.find("value=\"spikes\""), 15, "value=\"spokes\"");
  const io::TiledImportResult refused = io::importTmx(bad, filesOf({{"collision.tsx", tmx.tileset}}));
  EXPECT_FALSE(refused.file);
  const bool named = std::any_of(refused.problems.begin(), refused.problems.end(), [](const io::Problem& p) {
    return p.where.rfind("object ", 0) == 0 && p.what == "property 'kind' is 'spokes', expected block, spring, spikes, bridge, collapse, fall, monitor, push, ring, hurt, enemy, breakable, twist, ramp, vine, bumper, booster, goal, tree, fan, stair, brick, seesaw, barrier, lift, conveyor, elevator, bomb, springboard or stomper";
  });
  EXPECT_TRUE(named) << io::describe("map", refused.problems);
}

TEST(Tiled, UnusedMasksAndMirrorImageMasksSurviveTheTrip) {
  io::LevelFile f = smallLevel();
  f.level.addMask(f.level.mask(1).flippedX());  // unused, and the mirror image of masks[1]
  f.autoAngle.push_back(false);
  const io::TiledFiles out = io::exportTmx(f, {});
  const io::TiledImportResult back = io::importTmx(out.map, filesOf({{"collision.tsx", out.tileset}}));
  ASSERT_TRUE(back.file) << io::describe("map.tmx", back.problems);
  EXPECT_EQ(back.file->level.masks().size(), 3u);
  EXPECT_EQ(io::formatLevel(*back.file), io::formatLevel(f));
}

TEST(Tiled, DiagonalFlipTurnsAFloorIntoAWall) {
  // 0x20000001: masks[0] transposed, so the bottom half becomes the right half: a right wall ($C0).
  const io::TiledImportResult r = io::importTmx(tmxWith(propertyTileset(kHalfFloor), "536870913,2684354561"), noFiles());
  ASSERT_TRUE(r.file) << io::describe("map.tmx", r.problems);
  const Level& l = r.file->level;
  const Tile right = l.tile(0, 0, 0);
  HeightMask m = l.mask(right.maskIndex());
  if (right.flipX()) m = m.flippedX();
  EXPECT_EQ(m.heights(), (HeightMask::Heights{0, 0, 0, 0, 0, 0, 0, 0, 16, 16, 16, 16, 16, 16, 16, 16}));
  EXPECT_EQ(m.angle(), 0xC0);
  // With the horizontal flip too (0xA0000001) it is the left half, a left wall ($40), stored as the same mask flipped.
  const Tile left = l.tile(0, 1, 0);
  EXPECT_EQ(left.maskIndex(), right.maskIndex());
  EXPECT_NE(left.flipX(), right.flipX());
  EXPECT_EQ(l.masks().size(), 2u);  // the half floor and the one wall shape
  EXPECT_EQ(r.summary.flippedTiles, 1);
}

TEST(Tiled, HorizontalAndVerticalFlipBitsBecomeTileFlips) {
  const io::TiledImportResult r = io::importTmx(tmxWith(propertyTileset(kHalfFloor), "2147483649,1073741825"), noFiles());
  ASSERT_TRUE(r.file) << io::describe("map.tmx", r.problems);
  EXPECT_EQ(r.file->level.tile(0, 0, 0), Tile::make(0, true, false, Solidity::All));
  EXPECT_EQ(r.file->level.tile(0, 1, 0), Tile::make(0, false, true, Solidity::All));
}

TEST(Tiled, ADiagonalFlipThatIsNoHeightMaskIsRefusedNamingTheTile) {
  // Column 1 full: transposed, row 1 is full and row 0 empty, so every column has a gap.
  const io::TiledImportResult r =
      io::importTmx(tmxWith(propertyTileset("0,16,0,0,0,0,0,0,0,0,0,0,0,0,0,0"), "1,536870913"), noFiles());
  EXPECT_FALSE(r.file);
  EXPECT_TRUE(hasProblem(r.problems, "layer 'ground' tile (1,0)", "tileset 'm' tile 0 turned by the diagonal flip"));
}

// A tileset whose shapes come from its image: tile 0 a slope, tile 1 its mirror image, tile 2 empty art.
std::string imageTileset(const std::string& imageName) {
  return "<tileset firstgid=\"1\" name=\"art\" tilewidth=\"16\" tileheight=\"16\" tilecount=\"3\" columns=\"3\">"
         "<image source=\"" + imageName + "\" width=\"48\" height=\"16\"/></tileset>\n";
}

std::string slopeSheet() {
  const HeightMask slope = *HeightMask::fromHeights({0, 0, 1, 2, 2, 3, 4, 5, 5, 6, 6, 7, 8, 9, 9, 9}, 0);
  const io::SheetImage img = io::drawMaskSheet({{slope, 0x336699}, {slope.flippedX(), 0x996633}, {HeightMask(), 0}});
  return io::encodePng(img.rgba, img.width, img.height);
}

TEST(Tiled, HeightsComeFromTheTilesetImagesAlphaAndMirrorImagesShareAMask) {
  const io::TiledImportResult r =
      io::importTmx(tmxWith(imageTileset("art.png"), "1,2,3", 3), filesOf({{"art.png", slopeSheet()}}));
  ASSERT_TRUE(r.file) << io::describe("map.tmx", r.problems);
  const Level& l = r.file->level;
  ASSERT_EQ(l.masks().size(), 1u);
  EXPECT_EQ(l.mask(0).heights(), (HeightMask::Heights{0, 0, 1, 2, 2, 3, 4, 5, 5, 6, 6, 7, 8, 9, 9, 9}));
  EXPECT_EQ(l.mask(0).angle(), 0xE8);  // computed, as import-png does: the seed article's example
  EXPECT_EQ(l.tile(0, 1, 0), Tile::make(0, true, false, Solidity::All));
  EXPECT_TRUE(l.tile(0, 2, 0).empty());  // art with no solid pixel is no collision
  EXPECT_EQ(r.file->autoAngle, std::vector<bool>{true});
}

TEST(Tiled, ExternalTilesetAndItsImageAreReadBesideTheMap) {
  const std::string tsx = "<?xml version=\"1.0\"?>\n" + imageTileset("../img/art.png");
  const std::string map = tmxWith("<tileset firstgid=\"1\" source=\"sets/art.tsx\"/>\n", "2,1", 2);
  const io::TiledImportResult r =
      io::importTmx(map, filesOf({{"sets/art.tsx", tsx}, {"img/art.png", slopeSheet()}}));
  ASSERT_TRUE(r.file) << io::describe("map.tmx", r.problems);
  // The mirror image came first, so it is the mask and the slope its flip.
  EXPECT_EQ(r.file->level.tile(0, 0, 0), Tile::make(0, false, false, Solidity::All));
  EXPECT_EQ(r.file->level.tile(0, 1, 0), Tile::make(0, true, false, Solidity::All));
}

TEST(Tiled, ReadsBase64LayerDataPlainAndCompressed) {
  const std::uint32_t gids[2] = {1, 0x80000001u};
  std::string raw(reinterpret_cast<const char*>(gids), sizeof gids);  // little-endian, as on this machine
  std::string zlibbed(compressBound(raw.size()), '\0');
  uLongf zn = zlibbed.size();
  ASSERT_EQ(compress(reinterpret_cast<Bytef*>(zlibbed.data()), &zn, reinterpret_cast<const Bytef*>(raw.data()), raw.size()), Z_OK);
  zlibbed.resize(zn);
  std::string zstded(ZSTD_compressBound(raw.size()), '\0');
  zstded.resize(ZSTD_compress(zstded.data(), zstded.size(), raw.data(), raw.size(), 3));
  const std::pair<std::string, std::string> cases[] = {
      {"encoding=\"base64\"", base64(raw)},
      {"encoding=\"base64\" compression=\"zlib\"", base64(zlibbed)},
      {"encoding=\"base64\" compression=\"zstd\"", base64(zstded)},
  };
  for (const auto& [attrs, text] : cases) {
    const io::TiledImportResult r = io::importTmx(tmxWith(propertyTileset(kHalfFloor), text, 2, 1, "", attrs), noFiles());
    ASSERT_TRUE(r.file) << attrs << "\n" << io::describe("map.tmx", r.problems);
    EXPECT_EQ(r.file->level.tile(0, 1, 0), Tile::make(0, true, false, Solidity::All)) << attrs;
  }
}

TEST(Tiled, BadMapsAreRefusedNamingTheElement) {
  const std::string ts = propertyTileset(kHalfFloor);
  struct Case {
    std::string map;
    std::string where, what;
  };
  const Case cases[] = {
      {tmxWith(ts, "1,1", 2, 1, "infinite=\"1\""), "map", "is infinite"},
      {tmxWith(ts, "AAAA", 2, 1, "", "encoding=\"base64\" compression=\"lz4\""), "layer 'ground'", "compression 'lz4' is not read"},
      {tmxWith(ts, "1,1", 2, 1, "", "encoding=\"hex\""), "layer 'ground'", "encoding 'hex' is not read"},
      {tmxWith(ts, "1,1,1", 2), "layer 'ground'", "CSV data has more than the layer's 2 tiles"},
      {tmxWith("<tileset firstgid=\"1\" source=\"gone.tsx\"/>", "1,1"), "tileset 'gone.tsx'", "cannot be read: does not exist"},
      {tmxWith(ts, "1,7"), "layer 'ground' tile (1,0)", "gid 7 is in no tileset (tilesets cover gids 1..1)"},
      {tmxWith(ts, "1,268435457"), "layer 'ground' tile (1,0)", "hexagonal 120-degree rotation"},
      {tmxWith(propertyTileset(kHalfFloor, "0", 32), "1,1"), "tileset 'm'", "32 x 32 px tiles; Solidtile reads square 16 x 16"},
      {tmxWith(propertyTileset("1,2,3"), "1,1"), "layer 'ground' tile (0,0)", "property 'heights': has 3 values, expected 16"},
      {tmxWith(propertyTileset(kHalfFloor, "300"), "1,1"), "layer 'ground' tile (0,0)", "property 'angle' is '300'"},
      {tmxWith(imageTileset("art.png"), "1,1"), "layer 'ground' tile (0,0)", "image 'art.png': does not exist"},
      {"<map><layer", "line 1", "is not well-formed XML"},
      {"<level/>", "", "is not a TMX map"},
  };
  for (const Case& c : cases) {
    const io::TiledImportResult r = io::importTmx(c.map, noFiles());
    EXPECT_FALSE(r.file) << c.map;
    EXPECT_TRUE(hasProblem(r.problems, c.where, c.what)) << c.map;
  }
}

TEST(Tiled, NonSquareMapTilesAndChunkedJsonLayersAreRefused) {
  std::string map = tmxWith(propertyTileset(kHalfFloor), "1,1");
  map.replace(map.find("tileheight=\"16\""), 15, "tileheight=\"8\"");
  EXPECT_TRUE(hasProblem(io::importTmx(map, noFiles()).problems, "map", "16 x 8 px tiles"));
  const std::string json = R"({"type": "map", "width": 2, "height": 1, "tilewidth": 16, "tileheight": 16,
      "tilesets": [], "layers": [{"type": "tilelayer", "name": "path 0", "width": 2, "height": 1, "chunks": []}]})";
  EXPECT_TRUE(hasProblem(io::importTiledJson(json, noFiles()).problems, "layer 'path 0'", "holds chunks"));
}

TEST(Tiled, AJsonMapMayNameATsxTileset) {
  const io::TiledFiles tmx = io::exportTmx(smallLevel(), {"sets/small.tsx", "small.png"});
  nlohmann::json map = nlohmann::json::parse(io::exportTiledJson(smallLevel(), {}).map);
  map["tilesets"] = nlohmann::json::array({{{"firstgid", 1}, {"source", "sets/small.tsx"}}});
  const io::TiledImportResult r = io::importTiledJson(map.dump(), filesOf({{"sets/small.tsx", tmx.tileset}}));
  ASSERT_TRUE(r.file) << io::describe("map.json", r.problems);
  EXPECT_EQ(io::formatLevel(*r.file), io::formatLevel(smallLevel()));
}

TEST(Tiled, ReadsGzipLayerDataInJson) {
  const std::uint32_t gids[2] = {0x40000001u, 0};
  std::string gz(256, '\0');
  z_stream z{};
  ASSERT_EQ(deflateInit2(&z, 9, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY), Z_OK);
  z.next_in = reinterpret_cast<Bytef*>(const_cast<std::uint32_t*>(gids));
  z.avail_in = sizeof gids;
  z.next_out = reinterpret_cast<Bytef*>(gz.data());
  z.avail_out = static_cast<uInt>(gz.size());
  ASSERT_EQ(deflate(&z, Z_FINISH), Z_STREAM_END);
  gz.resize(gz.size() - z.avail_out);
  deflateEnd(&z);
  const std::string b64 = base64(gz);
  nlohmann::json map = nlohmann::json::parse(io::exportTiledJson(smallLevel(), {}).map);
  map["width"] = 2;
  map["height"] = 1;
  map["layers"] = nlohmann::json::array(
      {{{"type", "tilelayer"}, {"name", "path 0"}, {"width", 2}, {"height", 1}, {"encoding", "base64"}, {"compression", "gzip"}, {"data", b64}}});
  const io::TiledImportResult r = io::importTiledJson(map.dump(), noFiles());
  ASSERT_TRUE(r.file) << io::describe("map.json", r.problems);
  EXPECT_EQ(r.file->level.tile(0, 0, 0), Tile::make(0, false, true, Solidity::All));
}

TEST(Tiled, ImportTiledFileReadsTheTilesetBesideTheMap) {
  test::TempDir dir;
  const io::TiledFiles out = io::exportTmx(smallLevel(), {"small.tsx", "small.png"});
  test::writeText(dir / "small.tmx", out.map);
  test::writeText(dir / "small.tsx", out.tileset);
  const io::TiledImportResult r = io::importTiledFile(dir / "small.tmx");
  ASSERT_TRUE(r.file) << io::describe("small.tmx", r.problems);
  EXPECT_EQ(io::formatLevel(*r.file), io::formatLevel(smallLevel()));
}

}  // namespace
}  // namespace solidtile

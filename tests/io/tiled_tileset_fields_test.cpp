// Issue 25: the TSX and the JSON tileset readers read a tileset's fields by one
// set of rules, so the same tileset gives the same Tileset and a bad value the
// same message in both syntaxes.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tiled/tiled_map.h"

namespace solidtile::io::tiled {
namespace {

// A tileset's fields as both syntaxes spell them: TSX attributes (the image's
// size on <image>) and Tiled JSON keys. Each value is written as is, so a bad
// one is bad in both files.
struct Fields {
  std::string tilewidth = "16", tileheight = "16", tilecount = "4", columns = "2", margin = "0", spacing = "0";
  std::string imagewidth = "32", imageheight = "32";
  std::string tileId = "3";
};

std::string attr(const char* name, const std::string& v) { return v.empty() ? "" : std::string(" ") + name + "=\"" + v + "\""; }
std::string key(const char* name, const std::string& v) { return v.empty() ? "" : std::string(", \"") + name + "\": " + v; }

std::string tsx(const Fields& f) {
  return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<tileset name=\"masks\"" + attr("tilewidth", f.tilewidth) +
         attr("tileheight", f.tileheight) + attr("tilecount", f.tilecount) + attr("columns", f.columns) +
         attr("margin", f.margin) + attr("spacing", f.spacing) + ">\n <image source=\"masks.png\"" +
         attr("width", f.imagewidth) + attr("height", f.imageheight) + "/>\n <tile" + attr("id", f.tileId) +
         ">\n  <properties><property name=\"mask\" type=\"int\" value=\"2\"/></properties>\n </tile>\n</tileset>\n";
}

// XML text is a JSON string: an attribute that does not spell a number is
// written quoted, so both files hold the same characters.
std::string jsonValue(const std::string& v) {
  if (v.empty()) return v;
  const bool number = v.find_first_not_of("-0123456789") == std::string::npos && v != "-";
  return number ? v : "\"" + v + "\"";
}

std::string tsj(const Fields& f) {
  return "{\"type\": \"tileset\", \"name\": \"masks\"" + key("tilewidth", jsonValue(f.tilewidth)) +
         key("tileheight", jsonValue(f.tileheight)) + key("tilecount", jsonValue(f.tilecount)) +
         key("columns", jsonValue(f.columns)) + key("margin", jsonValue(f.margin)) + key("spacing", jsonValue(f.spacing)) +
         ", \"image\": \"masks.png\"" + key("imagewidth", jsonValue(f.imagewidth)) +
         key("imageheight", jsonValue(f.imageheight)) + ", \"tiles\": [{\"properties\": [{\"name\": \"mask\", " +
         "\"type\": \"int\", \"value\": 2}]" + key("id", jsonValue(f.tileId)) + "}]}";
}

struct Read {
  Tileset tileset;
  std::vector<Problem> problems;
};

Read readBoth(const Fields& f, bool xml) {
  Read r;
  r.tileset.where = "tileset 'masks'";
  ProblemList problems;
  if (xml) readTsx(tsx(f), r.tileset, problems);
  else readJsonTileset(tsj(f), r.tileset, problems);
  r.problems = problems.take();
  return r;
}

std::vector<std::string> messages(const std::vector<Problem>& problems) {
  std::vector<std::string> out;
  for (const Problem& p : problems) out.push_back(p.where + ": " + p.what);
  return out;
}

void expectSameTileset(const Tileset& a, const Tileset& b) {
  EXPECT_EQ(a.name, b.name);
  EXPECT_EQ(a.tileWidth, b.tileWidth);
  EXPECT_EQ(a.tileHeight, b.tileHeight);
  EXPECT_EQ(a.tileCount, b.tileCount);
  EXPECT_EQ(a.columns, b.columns);
  EXPECT_EQ(a.margin, b.margin);
  EXPECT_EQ(a.spacing, b.spacing);
  EXPECT_EQ(a.image, b.image);
  EXPECT_EQ(a.imageWidth, b.imageWidth);
  EXPECT_EQ(a.imageHeight, b.imageHeight);
  EXPECT_EQ(a.perTileImages, b.perTileImages);
  ASSERT_EQ(a.tiles.size(), b.tiles.size());
  for (std::size_t i = 0; i < a.tiles.size(); ++i) EXPECT_EQ(a.tiles[i].id, b.tiles[i].id);
}

TEST(TiledTilesetFields, TheSameTilesetReadsTheSameInTsxAndJson) {
  Fields f;
  f.margin = "1";
  f.spacing = "2";
  f.tilecount = "";  // absent: both take the tile definitions as the tiles
  const Read xml = readBoth(f, true), json = readBoth(f, false);
  EXPECT_TRUE(xml.problems.empty()) << testing::PrintToString(messages(xml.problems));
  EXPECT_TRUE(json.problems.empty()) << testing::PrintToString(messages(json.problems));
  expectSameTileset(xml.tileset, json.tileset);
  EXPECT_EQ(xml.tileset.tileCount, -1);
  EXPECT_EQ(xml.tileset.margin, 1);
  EXPECT_EQ(xml.tileset.imageWidth, 32);
  ASSERT_EQ(xml.tileset.tiles.size(), 1u);
  EXPECT_EQ(xml.tileset.tiles[0].id, 3);
}

// Every field the rules read, with a value out of range, one that is not a
// number, and absent: the same problems and the same fields in both syntaxes.
TEST(TiledTilesetFields, ABadValueGivesTheSameMessageInTsxAndJson) {
  std::string Fields::*const all[] = {&Fields::tilewidth, &Fields::tileheight, &Fields::tilecount, &Fields::columns,
                                     &Fields::margin,    &Fields::spacing,    &Fields::tileId};
  for (std::string Fields::*field : all) {
    for (const std::string bad : {"-5", "99999999999", "abc", ""}) {
      Fields f;
      f.*field = bad;
      const Read xml = readBoth(f, true), json = readBoth(f, false);
      SCOPED_TRACE(tsx(f));
      EXPECT_EQ(messages(xml.problems), messages(json.problems));
      expectSameTileset(xml.tileset, json.tileset);
    }
  }
  Fields f;
  f.margin = "-5";
  const Read xml = readBoth(f, true);
  EXPECT_EQ(messages(xml.problems),
            std::vector<std::string>{"tileset 'masks': 'margin' is -5, expected a whole number in 0..65536"});
  f = Fields{};
  f.tilewidth = "";
  EXPECT_EQ(messages(readBoth(f, false).problems), std::vector<std::string>{"tileset 'masks': has no 'tilewidth'"});
}

// The image's size is on <image> in TSX: the message names it the way each file spells it, by the same rule.
TEST(TiledTilesetFields, TheImageSizeIsReadByTheSameRuleInBothSyntaxes) {
  Fields f;
  f.imagewidth = "abc";
  const Read xml = readBoth(f, true), json = readBoth(f, false);
  EXPECT_EQ(messages(xml.problems),
            std::vector<std::string>{"tileset 'masks' image: 'width' is 'abc', expected a whole number in 0..1048576"});
  EXPECT_EQ(messages(json.problems),
            std::vector<std::string>{"tileset 'masks': 'imagewidth' is 'abc', expected a whole number in 0..1048576"});
  expectSameTileset(xml.tileset, json.tileset);
  EXPECT_EQ(xml.tileset.imageWidth, 0);
  EXPECT_EQ(xml.tileset.imageHeight, 32);
}

}  // namespace
}  // namespace solidtile::io::tiled

// Issue 29: Tiled maps that were read as something they do not say (a NaN
// position as 0, "maybe" as false, a 13th tile ignored) are refused, naming
// the element; and what a TMX file cannot hold is refused on export.
#include <gtest/gtest.h>
#include <zlib.h>

#include <string>

#include <nlohmann/json.hpp>

#include "level_builder.h"
#include "problem_matchers.h"
#include "solidtile/io/level_file.h"
#include "solidtile/io/tiled.h"
#include "tiled_maps.h"

namespace solidtile {
namespace {

using test::hasProblem;
using test::kHalfFloor;
using test::noFiles;
using test::propertyTileset;
using test::tmxWith;

// A 2 x 1 map of half floors with `objects` in an object layer and `properties` on the map.
std::string tmxWithObjects(const std::string& objects, const std::string& properties = "") {
  std::string map = tmxWith((properties.empty() ? "" : "<properties>" + properties + "</properties>\n") +
                                propertyTileset(kHalfFloor),
                            "1,1");
  map.insert(map.rfind("</map>"), "<objectgroup name=\"solidtile\">" + objects + "</objectgroup>");
  return map;
}

std::string extraProperty(const std::string& value) {
  return "<property name=\"solidtile_extra\" value=\"" + value + "\"/>";
}

std::string gzipped(const void* bytes, std::size_t n) {
  std::string gz(256 + n, '\0');
  z_stream z{};
  EXPECT_EQ(deflateInit2(&z, 9, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY), Z_OK);
  z.next_in = static_cast<Bytef*>(const_cast<void*>(bytes));
  z.avail_in = static_cast<uInt>(n);
  z.next_out = reinterpret_cast<Bytef*>(gz.data());
  z.avail_out = static_cast<uInt>(gz.size());
  EXPECT_EQ(deflate(&z, Z_FINISH), Z_STREAM_END);
  gz.resize(gz.size() - z.avail_out);
  deflateEnd(&z);
  return gz;
}

TEST(TiledRefusals, TmxValuesThatWereReadAsSomethingElseAreRefused) {
  const std::string ts = propertyTileset(kHalfFloor);
  const std::uint32_t gids[2] = {1, 1};
  const std::string gz = gzipped(gids, sizeof gids);
  std::string thirteen;
  for (int i = 0; i < 13; ++i) thirteen += "<tile gid=\"1\"/>";
  const std::string emptyCount =
      "<tileset firstgid=\"1\" name=\"m\" tilewidth=\"16\" tileheight=\"16\" tilecount=\"0\"><tile id=\"0\"><properties>"
      "<property name=\"heights\" value=\"" + kHalfFloor + "\"/></properties></tile><tile id=\"1\"><properties>"
      "<property name=\"heights\" value=\"" + kHalfFloor + "\"/></properties></tile></tileset>\n";
  struct Case {
    std::string map;
    std::string where, what;
  };
  const Case cases[] = {
      {tmxWithObjects("<object id=\"1\" name=\"start\" x=\"nan\" y=\"8\"><point/></object>"), "object 1 'start'",
       "attribute 'x' is 'nan', expected a finite number"},
      {tmxWithObjects("<object id=\"1\" name=\"start\" x=\"inf\" y=\"8\"><point/></object>"), "object 1 'start'",
       "attribute 'x' is 'inf', expected a finite number"},
      {tmxWithObjects("<object id=\"1\" name=\"start\" x=\"1e309\" y=\"8\"><point/></object>"), "object 1 'start'",
       "attribute 'x' is '1e309', expected a finite number"},
      {tmxWithObjects("<object id=\"1\" name=\"start\" x=\"8\" y=\"abc\"><point/></object>"), "object 1 'start'",
       "attribute 'y' is 'abc', expected a finite number"},
      {tmxWithObjects("<object id=\"2\" type=\"path_switcher\" x=\"nan\" y=\"0\" width=\"0\" height=\"16\"/>"), "object 2",
       "attribute 'x' is 'nan', expected a finite number"},
      {tmxWithObjects("<object id=\"2\" type=\"path_switcher\" x=\"8\" y=\"0\" width=\"0\" height=\"16\"><properties>"
                      "<property name=\"ground_only\" type=\"bool\" value=\"maybe\"/></properties></object>"),
       "object 2", "property 'ground_only' is 'maybe', expected true or false"},
      {tmxWith(ts, "<tile gid=\"1\"/><tile gid=\"abc\"/>", 2, 1, "", ""), "layer 'ground' <tile> 2",
       "attribute 'gid' is 'abc', expected a whole number 0..4294967295"},
      {tmxWith(ts, thirteen, 12, 1, "", ""), "layer 'ground'", "has 13 <tile> elements; the layer has 12 tiles"},
      {tmxWith(emptyCount, "1,2"), "layer 'ground' tile (0,0)",
       "gid 1 is in no tileset (tilesets cover gids none of tileset 'm', whose tilecount is 0)"},
      {tmxWithObjects("", extraProperty("{not json")), "map property 'solidtile_extra', line 1, column 3",
       "not valid JSON"},
      {tmxWithObjects("", extraProperty("[1,2]")), "map property 'solidtile_extra'",
       "is JSON array, expected a JSON object of the level keys Solidtile does not know"},
      {tmxWith(ts, test::base64(gz + gz), 2, 1, "", "encoding=\"base64\" compression=\"gzip\""), "layer 'ground'",
       "gzip data goes on for " + std::to_string(gz.size()) + " bytes after its stream ends (a second gzip member?)"},
      {tmxWithObjects("", "<property name=\"name\" value=\"a &bogus; b\"/>"), "line 3",
       "is not well-formed XML: '&bogus;' is not an entity XML defines"},
      {tmxWithObjects("<object id=\"1\" name=\"start\" name=\"again\" x=\"8\" y=\"8\"/>"), "line 4",
       "is not well-formed XML: element <object> has two attributes named 'name'"},
      {tmxWith("<tileset firstgid=\"0\" source=\"masks.tsx\"/>", "1,1"), "tileset 'masks.tsx'",
       "attribute 'firstgid' is '0', expected a whole number in 1.."},
  };
  for (const Case& c : cases) {
    const io::TiledImportResult r = io::importTmx(c.map, noFiles());
    EXPECT_FALSE(r.file) << c.map;
    EXPECT_TRUE(hasProblem(r.problems, c.where, c.what)) << c.map;
  }
}

TEST(TiledRefusals, EntitiesXmlDefinesAndCharacterReferencesStillRead) {
  const io::TiledImportResult r =
      io::importTmx(tmxWithObjects("", "<property name=\"name\" value=\"&lt;a&amp;b&gt; &#65;&#x42; &quot;&apos;\"/>"), noFiles());
  ASSERT_TRUE(r.file) << io::describe("map.tmx", r.problems);
  EXPECT_EQ(r.file->name, "<a&b> AB \"'");
}

// A Tiled JSON map of two half floors, to be spoilt one field at a time.
nlohmann::json jsonMap() {
  return nlohmann::json::parse(io::exportTiledJson(test::richLevel(), {}).map);
}

TEST(TiledRefusals, TiledJsonTypeMismatchesAreRefused) {
  struct Case {
    nlohmann::json map;
    std::string where, what;
  };
  std::vector<Case> cases;
  {
    nlohmann::json m = jsonMap();
    m["layers"][0]["encoding"] = "base64";
    cases.push_back({m, "layer 'path 0'.data", "is an array of gids, but the layer's encoding is 'base64'"});
  }
  {
    nlohmann::json m = jsonMap();
    m["infinite"] = "false";
    cases.push_back({m, "map.infinite", "is \"false\", expected true or false"});
  }
  {
    nlohmann::json m = jsonMap();
    m["tilesets"][0]["tiles"] = nlohmann::json::object();
    cases.push_back({m, "tileset 'solidtile collision'.tiles", "expected an array"});
  }
  {
    nlohmann::json m = jsonMap();
    m["properties"] = nlohmann::json::object();
    cases.push_back({m, "map.properties", "expected an array"});
  }
  {
    nlohmann::json m = jsonMap();
    for (auto& layer : m["layers"]) {
      if (layer["type"] == "objectgroup") layer["objects"][0]["y"] = "8";
    }
    cases.push_back({m, "object 1 'start'.y", "is \"8\", expected a number"});
  }
  for (const Case& c : cases) {
    const io::TiledImportResult r = io::importTiledJson(c.map.dump(), noFiles());
    EXPECT_FALSE(r.file) << c.where;
    EXPECT_TRUE(hasProblem(r.problems, c.where, c.what)) << c.where;
  }
}

// XML cannot hold a NUL character at all: the name came back cut at it.
TEST(TiledRefusals, ALevelNameWithANulIsRefusedForTmxAndKeptByJson) {
  io::LevelFile f = test::richLevel();
  f.name = std::string("before\0after", 12);
  const io::TiledFiles tmx = io::exportTmx(f, {});
  EXPECT_TRUE(tmx.map.empty());
  EXPECT_TRUE(hasProblem(tmx.problems, "the level's name", "holds a NUL character (\\0) that a TMX file (XML) cannot hold"));
  const io::TiledFiles json = io::exportTiledJson(f, {});
  ASSERT_TRUE(json.problems.empty());
  const io::TiledImportResult back = io::importTiledJson(json.map, noFiles());
  ASSERT_TRUE(back.file) << io::describe("map.json", back.problems);
  EXPECT_EQ(back.file->name, f.name);
}

}  // namespace
}  // namespace solidtile

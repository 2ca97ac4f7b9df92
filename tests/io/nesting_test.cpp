// Issue 29: JSON nested too deep is refused before anything recurses into it
// (a map's solidtile_extra was written out first and overflowed the stack),
// and the refusal says on which line and column the nesting goes too deep.
#include <gtest/gtest.h>

#include <string>

#include "../support/temp_dir.h"
#include "level_builder.h"
#include "problem_matchers.h"
#include "solidtile/io/box_config_file.h"
#include "solidtile/io/level_file.h"
#include "solidtile/io/tiled.h"
#include "tiled_maps.h"

namespace solidtile {
namespace {

using test::hasProblem;

std::string nested(std::size_t depth) { return std::string(depth, '[') + std::string(depth, ']'); }

// Deep enough to overflow the stack of a recursive writer even in Release
// (200,000 levels crashed it), not only under a sanitizer.
constexpr std::size_t kDeep = 300000;

TEST(Nesting, ATiledMapsExtraPropertyNestedDeepIsRefusedNotWrittenOut) {
  const io::LevelFile level = test::richLevel();
  const std::string deep = "{\"deep\": " + nested(kDeep) + "}";
  // TMX: the property in the map's properties.
  std::string tmx = io::exportTmx(level, {}).map;
  const std::size_t at = tmx.find("value=\"", tmx.find("solidtile_extra")) + 7;
  tmx.replace(at, tmx.find('"', at) - at, "{&quot;deep&quot;: " + nested(kDeep) + "}");
  const io::TiledImportResult fromTmx = io::importTmx(tmx, test::filesOf({{"collision.tsx", io::exportTmx(level, {}).tileset}}));
  EXPECT_FALSE(fromTmx.file);
  // The value sits one level under a level file's root: 31 levels of its own,
  // so the 32nd bracket (after "{"deep": ") is the first too deep.
  EXPECT_TRUE(hasProblem(fromTmx.problems, "map property 'solidtile_extra', line 1, column 41", "nested more than 31 levels deep"));
  // Tiled JSON alike.
  nlohmann::json map = nlohmann::json::parse(io::exportTiledJson(level, {}).map);
  for (auto& p : map["properties"]) {
    if (p["name"] == "solidtile_extra") p["value"] = deep;
  }
  const io::TiledImportResult fromJson = io::importTiledJson(map.dump(), test::noFiles());
  EXPECT_FALSE(fromJson.file);
  EXPECT_TRUE(hasProblem(fromJson.problems, "map property 'solidtile_extra', line 1, column 41", "nested more than 31 levels deep"));
}

TEST(Nesting, AnExtraPropertyAsDeepAsALevelAllowsIsKept) {
  io::LevelFile level = test::richLevel();
  level.unknownJson = "{\"deep\": " + nested(31) + "}";
  const io::TiledFiles out = io::exportTiledJson(level, {});
  const io::TiledImportResult back = io::importTiledJson(out.map, test::noFiles());
  ASSERT_TRUE(back.file) << io::describe("map.json", back.problems);
  EXPECT_EQ(io::formatLevel(*back.file), io::formatLevel(level));
}

// A caller's LevelFile is not checked by a reader: writing it must not recurse without bound either.
TEST(Nesting, FormattingALevelWithDeepUnknownKeysDoesNotOverflow) {
  io::LevelFile level = test::richLevel();
  level.unknownJson = "{\"deep\": " + nested(kDeep) + "}";
  const std::string text = io::formatLevel(level);
  EXPECT_EQ(text.find("\"deep\""), std::string::npos);
  EXPECT_TRUE(io::parseLevel(text).file);
}

TEST(Nesting, ALevelFileNestedTooDeepIsRefusedWithItsLineAndColumn) {
  const std::string text = "{\n  \"format\": \"solidtile-level\",\n  \"x\": " + nested(kDeep) + "\n}\n";
  EXPECT_TRUE(hasProblem(io::parseLevel(text).problems, "line 3, column 40", "nested more than 32 levels deep"));
  // Read as a stream from a file, the place is found by reading the file again.
  test::TempDir dir;
  test::writeText(dir / "deep.json", text);
  EXPECT_TRUE(hasProblem(io::loadLevel(dir / "deep.json").problems, "line 3, column 40", "nested more than 32 levels deep"));
}

TEST(Nesting, ABoxConfigNestedTooDeepIsRefusedWithItsLineAndColumn) {
  const io::BoxConfigResult r = io::parseBoxConfig("{\"gravity\":\n" + nested(kDeep) + "}");
  EXPECT_FALSE(r.config);
  EXPECT_TRUE(hasProblem(r.problems, "line 2, column 5", "nested more than 4 levels deep"));
}

TEST(Nesting, ATiledJsonMapNestedTooDeepIsRefusedWithItsLineAndColumn) {
  const io::TiledImportResult r = io::importTiledJson("{\"type\": \"map\", \"layers\": " + nested(kDeep) + "}", test::noFiles());
  EXPECT_FALSE(r.file);
  EXPECT_TRUE(hasProblem(r.problems, "line 1, column 59", "nested more than 32 levels deep"));
}

}  // namespace
}  // namespace solidtile

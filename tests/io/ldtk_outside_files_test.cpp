// Issue 31, against LDtk's own files, which stay outside the repository: the
// projects export-ldtk writes are valid against LDtk's published JSON schema
// (SOLIDTILE_LDTK_SCHEMA: deepnight/ldtk's docs/JSON_SCHEMA.json, checked with
// python3-jsonschema), and LDtk's sample Typical_2D_platformer_example.ldtk
// imports and plays with the box (SOLIDTILE_LDTK_SAMPLE: its path, from
// app/extraFiles/samples/). Without them the tests skip.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <string>

#include "ldtk_projects.h"
#include "solidtile/box/box.h"
#include "solidtile/io/ldtk.h"
#include "solidtile/io/level_file.h"
#include "tiled_maps.h"
#include "../support/temp_dir.h"

namespace solidtile {
namespace {

namespace fs = std::filesystem;

constexpr const char* kValidator = R"(import json, sys
import jsonschema
schema = json.load(open(sys.argv[1]))
validator = jsonschema.Draft7Validator(schema)
bad = 0
for path in sys.argv[2:]:
    for e in validator.iter_errors(json.load(open(path))):
        bad += 1
        print(path, "/".join(str(p) for p in e.absolute_path), e.message[:200])
sys.exit(1 if bad else 0)
)";

TEST(LdtkSchema, ExportedProjectsValidateAgainstLdtksSchema) {
  const char* schema = std::getenv("SOLIDTILE_LDTK_SCHEMA");
  if (!schema || !*schema || !fs::is_regular_file(schema)) {
    GTEST_SKIP() << "SOLIDTILE_LDTK_SCHEMA does not name LDtk's JSON_SCHEMA.json (kept outside the repository)";
  }
  if (std::system("python3 -c 'import jsonschema' >/dev/null 2>&1") != 0) GTEST_SKIP() << "python3-jsonschema is not installed";
  test::TempDir dir;
  test::writeText(dir / "validate.py", kValidator);
  std::string command = "python3 '" + (dir / "validate.py").string() + "' '" + schema + "'";
  std::vector<io::LevelFile> levels;
  for (const auto& e : fs::directory_iterator(fs::path(SOLIDTILE_SOURCE_DIR) / "data" / "levels")) {
    if (e.path().extension() != ".json") continue;
    io::LoadResult r = io::loadLevel(e.path());
    ASSERT_TRUE(r.file) << e.path();
    levels.push_back(std::move(*r.file));
  }
  // A level made from an IntGrid map, exported in turn.
  const io::LdtkImportResult fromIntGrid = io::importLdtk(test::ldtk::platformer().dump(), test::noFiles());
  ASSERT_TRUE(fromIntGrid.file) << io::describe("platformer", fromIntGrid.problems);
  levels.push_back(*fromIntGrid.file);
  for (std::size_t i = 0; i < levels.size(); ++i) {
    const fs::path p = dir / ("level" + std::to_string(i) + ".ldtk");
    test::writeText(p, io::exportLdtk(levels[i], "level.png").project);
    command += " '" + p.string() + "'";
  }
  command += " > '" + (dir / "out.txt").string() + "' 2>&1";
  const int status = std::system(command.c_str());
  EXPECT_EQ(status, 0) << test::readText(dir / "out.txt");
}

TEST(LdtkSample, TypicalPlatformerExampleImportsFromItsIntGridAndPlaysWithTheBox) {
  const char* sample = std::getenv("SOLIDTILE_LDTK_SAMPLE");
  if (!sample || !*sample || !fs::is_regular_file(sample)) {
    GTEST_SKIP() << "SOLIDTILE_LDTK_SAMPLE does not name LDtk's Typical_2D_platformer_example.ldtk (kept outside the repository)";
  }
  for (const char* level : {"0", "1", "2", "3"}) {
    const io::LdtkImportResult r = io::importLdtkFile(sample, {level, {}});
    ASSERT_TRUE(r.file) << io::describe(sample, r.problems);
    EXPECT_TRUE(r.fromIntGrid) << level;
    EXPECT_EQ(r.file->controller, io::LevelController::Box);
    EXPECT_GT(r.summary.tiles, 100) << level;
  }
  // The first level: its ladders are tags, and the box spawned at the Player lands on the ground.
  const io::LdtkImportResult r = io::importLdtkFile(sample);
  ASSERT_TRUE(r.file);
  EXPECT_EQ(r.level, "Your_typical_2D_platformer");
  const Level& l = r.file->level;
  int ladders = 0;
  for (std::uint8_t t : l.tagData(0)) ladders += t == static_cast<std::uint8_t>(TileTag::Ladder) ? 1 : 0;
  EXPECT_GT(ladders, 0);
  BoxState box = spawnBox(l.startX, l.startY);
  for (int f = 0; f < 60; ++f) stepBox(box, l, defaultBoxConfig(), 0);
  EXPECT_TRUE(box.grounded());
}

}  // namespace
}  // namespace solidtile

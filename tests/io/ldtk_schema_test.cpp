// Issue 31: the projects export-ldtk writes are valid against LDtk's published
// JSON schema, checked with python3-jsonschema. The schema stays outside the
// repository: set SOLIDTILE_LDTK_SCHEMA to its path (docs/JSON_SCHEMA.json of
// deepnight/ldtk); without it, or without python3-jsonschema, the test skips.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <string>

#include "ldtk_projects.h"
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

}  // namespace
}  // namespace solidtile

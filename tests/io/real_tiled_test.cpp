// The real Tiled as a client of our maps (issue 31): every shipped level is
// exported, drawn by Tiled's own tmxrasterizer and converted by `tiled
// --export-map` to JSON and back to TMX; what Tiled draws must be our
// collision picture and what it writes must import as the level we started
// from. Debian's `tiled` package provides both programs; without them the
// tests skip (./test.sh installs it).
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "../support/temp_dir.h"
#include "png/png_codec.h"
#include "solidtile/io/collision_png.h"
#include "solidtile/io/level_file.h"
#include "solidtile/io/problem.h"
#include "solidtile/io/tiled.h"

namespace solidtile {
namespace {

namespace fs = std::filesystem;

bool onPath(const char* program) {
  const std::string probe = std::string("command -v ") + program + " >/dev/null 2>&1";
  return std::system(probe.c_str()) == 0;
}

std::string shellQuoted(const fs::path& p) {
  std::string out = "'";
  for (char c : p.string()) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

// Runs a Tiled program headless; its output goes to `log` so a failure can show it.
::testing::AssertionResult runTiled(const std::string& args, const fs::path& log) {
  const std::string command = "QT_QPA_PLATFORM=offscreen XDG_RUNTIME_DIR=" + shellQuoted(log.parent_path()) + " " + args +
                              " >" + shellQuoted(log) + " 2>&1";
  if (std::system(command.c_str()) == 0) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure() << command << "\n" << test::readText(log);
}

io::LevelFile load(const fs::path& path) {
  io::LoadResult r = io::loadLevel(path);
  EXPECT_TRUE(r.file.has_value()) << path << ": " << io::describe(path.string(), r.problems);
  return r.file ? std::move(*r.file) : io::LevelFile{};
}

io::LevelFile importMap(const fs::path& path) {
  io::TiledImportResult r = io::importTiledFile(path);
  EXPECT_TRUE(r.file.has_value()) << path << ": " << io::describe(path.string(), r.problems);
  return r.file ? std::move(*r.file) : io::LevelFile{};
}

void writeMap(const io::LevelFile& level, const fs::path& tmx) {
  const std::string stem = tmx.stem().string();
  const io::TiledNames names{stem + ".tsx", stem + ".png"};
  const io::TiledFiles files = io::exportTmx(level, names);
  test::writeText(tmx, files.map);
  test::writeText(tmx.parent_path() / names.tileset, files.tileset);
  test::writeText(tmx.parent_path() / names.image, files.image);
}

// Equal level files, or the first line where they part (a whole level is too long to print).
::testing::AssertionResult sameLevel(const io::LevelFile& got, const std::string& want) {
  const std::string text = io::formatLevel(got);
  if (text == want) return ::testing::AssertionSuccess();
  std::size_t line = 1, start = 0;
  for (std::size_t i = 0; i < std::min(text.size(), want.size()) && text[i] == want[i]; ++i) {
    if (text[i] == '\n') ++line, start = i + 1;
  }
  return ::testing::AssertionFailure() << "differs from line " << line << ": got '"
                                       << text.substr(start, text.find('\n', start) - start).substr(0, 160)
                                       << "', want '" << want.substr(start, want.find('\n', start) - start).substr(0, 160)
                                       << "'";
}

class RealTiled : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    if (!onPath("tmxrasterizer") || !onPath("tiled")) GTEST_SKIP() << "Debian's tiled package is not installed";
    level_ = load(fs::path(SOLIDTILE_SOURCE_DIR) / "data" / "levels" / GetParam());
    writeMap(level_, dir_ / "a.tmx");
  }
  test::TempDir dir_;
  io::LevelFile level_;
};

TEST_P(RealTiled, TmxrasterizerDrawsEachPathAsOurCollisionImage) {
  for (int layer = 0; layer < level_.level.layerCount(); ++layer) {
    const fs::path render = dir_ / ("path" + std::to_string(layer) + ".png");
    ASSERT_TRUE(runTiled("tmxrasterizer --show-layer " + shellQuoted("path " + std::to_string(layer)) + " " +
                             shellQuoted(dir_ / "a.tmx") + " " + shellQuoted(render),
                         dir_ / "log.txt"));
    std::string why;
    const std::optional<std::vector<std::uint8_t>> ours = io::renderCollision(level_.level, layer, &why);
    ASSERT_TRUE(ours.has_value()) << why;
    const int w = level_.level.widthPixels(), h = level_.level.heightPixels();
    const std::string bytes = test::readText(render);
    const std::optional<io::png::Header> header = io::png::readHeader(bytes, &why);
    ASSERT_TRUE(header.has_value()) << why;
    ASSERT_EQ(header->width, static_cast<std::uint32_t>(w));
    ASSERT_EQ(header->height, static_cast<std::uint32_t>(h));
    const io::png::Pixels theirs = io::png::decodeRgba(bytes, w, h, &why);
    ASSERT_TRUE(theirs) << why;
    int differing = 0;
    std::string first;
    for (int i = 0; i < w * h; ++i) {
      const std::uint8_t* a = ours->data() + std::size_t(i) * 4;
      const std::uint8_t* b = theirs.get() + std::size_t(i) * 4;
      // Alpha says solid or not; where solid, the colour says the solidity.
      const bool same = a[3] == b[3] && (a[3] == 0 || (a[0] == b[0] && a[1] == b[1] && a[2] == b[2]));
      if (!same && differing++ == 0) {
        first = "pixel (" + std::to_string(i % w) + "," + std::to_string(i / w) + "): ours alpha " +
                std::to_string(a[3]) + ", Tiled's " + std::to_string(b[3]);
      }
    }
    EXPECT_EQ(differing, 0) << "path " << layer << ": " << differing << " pixels differ, first " << first;
  }
}

TEST_P(RealTiled, MapConvertedByTiledToJsonAndBackImportsAsTheLevel) {
  ASSERT_TRUE(runTiled("tiled --export-map json " + shellQuoted(dir_ / "a.tmx") + " " + shellQuoted(dir_ / "b.json"),
                       dir_ / "log.txt"));
  ASSERT_TRUE(runTiled("tiled --export-map tmx " + shellQuoted(dir_ / "b.json") + " " + shellQuoted(dir_ / "c.tmx"),
                       dir_ / "log.txt"));
  const std::string original = io::formatLevel(level_);
  const io::LevelFile fromOurs = importMap(dir_ / "a.tmx");
  const io::LevelFile fromJson = importMap(dir_ / "b.json");
  const io::LevelFile fromTmx = importMap(dir_ / "c.tmx");
  EXPECT_TRUE(sameLevel(fromOurs, original)) << "our own map";
  EXPECT_TRUE(sameLevel(fromJson, original)) << "Tiled's JSON conversion";
  EXPECT_TRUE(sameLevel(fromTmx, original)) << "Tiled's TMX (via JSON)";
}

std::vector<std::string> shippedLevels() {
  std::vector<std::string> names;
  for (const auto& e : fs::directory_iterator(fs::path(SOLIDTILE_SOURCE_DIR) / "data" / "levels")) {
    if (e.path().extension() == ".json") names.push_back(e.path().filename().string());
  }
  std::sort(names.begin(), names.end());
  return names;
}

INSTANTIATE_TEST_SUITE_P(ShippedLevels, RealTiled, ::testing::ValuesIn(shippedLevels()),
                         [](const ::testing::TestParamInfo<std::string>& param) {
                           std::string name = fs::path(param.param).stem().string();
                           for (char& c : name) if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
                           return name;
                         });

}  // namespace
}  // namespace solidtile

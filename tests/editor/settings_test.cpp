#include "session/settings.h"

#include <fstream>

#include <gtest/gtest.h>

#include "temp_dir.h"

namespace solidtile::editor {
namespace {

TEST(Settings, RoundTripThroughTheFile) {
  test::TempDir dir;
  Settings s;
  s.view.tileGrid = false;
  s.view.angleColors = true;
  s.view.layers = LayerView::ActiveOnly;
  s.addRecent("/levels/a.json");
  s.windowWidth = 1600;
  s.firstStepsDismissed = true;
  std::string why;
  ASSERT_TRUE(saveSettings(dir / "sub" / "settings.json", s, &why)) << why;
  const Settings t = loadSettings(dir / "sub" / "settings.json", &why);
  EXPECT_TRUE(why.empty()) << why;
  EXPECT_FALSE(t.view.tileGrid);
  EXPECT_TRUE(t.view.angleColors);
  EXPECT_EQ(t.view.layers, LayerView::ActiveOnly);
  EXPECT_EQ(t.recentFiles, s.recentFiles);
  EXPECT_EQ(t.windowWidth, 1600);
  EXPECT_TRUE(t.firstStepsDismissed) << "a closed first-steps hint stays closed";
}

TEST(Settings, ABrokenFileGivesDefaultsAndAReason) {
  test::TempDir dir;
  std::ofstream(dir / "settings.json") << "{ not json";
  std::string why;
  const Settings s = loadSettings(dir / "settings.json", &why);
  EXPECT_TRUE(s.view.tileGrid);
  EXPECT_NE(why.find("not valid JSON"), std::string::npos);
}

TEST(Settings, AWrongTypedFieldKeepsTheOthers) {
  test::TempDir dir;
  std::ofstream(dir / "settings.json") << R"({"tile_grid": "yes", "angle_colors": true})";
  std::string why;
  const Settings s = loadSettings(dir / "settings.json", &why);
  EXPECT_TRUE(s.view.tileGrid);
  EXPECT_TRUE(s.view.angleColors);
  EXPECT_NE(why.find("tile_grid"), std::string::npos);
}

TEST(Settings, RecentFilesAreUniqueNewestFirstAndCapped) {
  Settings s;
  for (int i = 0; i < 15; ++i) s.addRecent("/l/" + std::to_string(i) + ".json");
  s.addRecent("/l/9.json");
  EXPECT_EQ(s.recentFiles.size(), Settings::kMaxRecent);
  EXPECT_EQ(s.recentFiles[0], "/l/9.json");
  EXPECT_EQ(s.recentFiles[1], "/l/14.json");
  EXPECT_EQ(std::count(s.recentFiles.begin(), s.recentFiles.end(), "/l/9.json"), 1);
}

}  // namespace
}  // namespace solidtile::editor

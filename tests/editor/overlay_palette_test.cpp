// Issue 28: every overlay colour has a hue of its own (top-only solidity and
// the ladder tag were the same green), and the shader draws solidity in the
// colours the key shows.
#include "model/overlay_palette.h"

#include <gtest/gtest.h>

#include <cmath>
#include <fstream>
#include <cstdio>
#include <sstream>
#include <string>

namespace solidtile::editor {
namespace {

double hueDistance(double a, double b) {
  const double d = std::fabs(a - b);
  return std::min(d, 360 - d);
}

TEST(OverlayPalette, EveryColourHasItsOwnHueAndOnlyNotSolidIsGrey) {
  const auto key = overlayKey();
  int greys = 0;
  for (const KeyColour& c : key) greys += saturation(c) < 0.2;
  EXPECT_EQ(greys, 1) << "only 'not solid' is told apart by being grey";
  for (std::size_t i = 0; i < key.size(); ++i) {
    for (std::size_t j = i + 1; j < key.size(); ++j) {
      if (saturation(key[i]) < 0.2 || saturation(key[j]) < 0.2) continue;
      EXPECT_GE(hueDistance(hueDegrees(key[i]), hueDegrees(key[j])), 24.0)
          << key[i].name << " (hue " << hueDegrees(key[i]) << ") and " << key[j].name << " (hue "
          << hueDegrees(key[j]) << ") look alike";
    }
  }
}

TEST(OverlayPalette, TheKeyListsEverySolidityTagAndThePlatformOnce) {
  const auto key = overlayKey();
  auto listed = [&](const KeyColour& c) {
    int n = 0;
    for (const KeyColour& k : key) n += &k == &c;
    return n;
  };
  for (Solidity s : {Solidity::All, Solidity::TopOnly, Solidity::SidesAndBottom, Solidity::None}) EXPECT_EQ(listed(solidityKey(s)), 1);
  for (TileTag t : {TileTag::Ladder, TileTag::Ice, TileTag::StairUpRight, TileTag::StairUpLeft}) EXPECT_EQ(listed(tagKey(t)), 1);
  EXPECT_EQ(listed(platformKey()), 1);
  EXPECT_EQ(key.size(), 9u);
}

TEST(OverlayPalette, TheTilemapShaderDrawsSolidityInTheKeysColours) {
  std::ifstream in(std::string(SOLIDTILE_SOURCE_DIR) + "/shaders/tilemap.frag");
  std::stringstream text;
  text << in.rdbuf();
  const std::string src = text.str();
  // Lines such as `vec3(1.0, 0.85, 0.0);  // top only`. No <regex>: GCC 12
  // warns inside it (maybe-uninitialized) in the sanitize build.
  int found = 0;
  std::istringstream lines(src);
  for (std::string l; std::getline(lines, l);) {
    const std::size_t v = l.find("vec3("), c = l.find("// ");
    if (v == std::string::npos || c == std::string::npos || c < v) continue;
    const std::string name = l.substr(c + 3);
    if (name != "all" && name != "top only" && name != "sides and bottom" && name != "none") continue;
    double rgb[3] = {};
    if (std::sscanf(l.c_str() + v, "vec3(%lf, %lf, %lf)", &rgb[0], &rgb[1], &rgb[2]) != 3) continue;
    const Solidity s = name == "all" ? Solidity::All : name == "top only" ? Solidity::TopOnly
                       : name == "sides and bottom" ? Solidity::SidesAndBottom : Solidity::None;
    const KeyColour& k = solidityKey(s);
    for (std::size_t i = 0; i < 3; ++i) {
      const int channel = i == 0 ? k.r : i == 1 ? k.g : k.b;
      EXPECT_NEAR(rgb[i] * 255, channel, 1.5) << name << " channel " << i;
    }
    ++found;
  }
  EXPECT_EQ(found, 4) << "the shader's solidityColour lines were not found";
}

}  // namespace
}  // namespace solidtile::editor

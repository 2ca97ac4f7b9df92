#include "preview_png.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#define STB_IMAGE_WRITE_STATIC  // private copy; Debian's libstb has the same names
#define STB_IMAGE_WRITE_IMPLEMENTATION
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wnull-dereference"  // stb's inlined code, not ours
#include <stb_image_write.h>
#pragma GCC diagnostic pop

namespace solidtile::demo {
namespace {

using Rgb = std::array<std::uint8_t, 3>;

// Whether level pixel (px, py) is solid on `layer`, with the tile's flips.
bool solidPixel(const Level& level, int layer, int px, int py, Solidity* s) {
  const Tile t = level.tile(layer, px / kTileSize, py / kTileSize);
  if (t.empty()) return false;
  int x = px % kTileSize, y = py % kTileSize;
  if (t.flipX()) x = kTileSize - 1 - x;
  if (t.flipY()) y = kTileSize - 1 - y;
  *s = t.solidity();
  return level.mask(t.maskIndex()).solidAt(x, y);
}

// Both paths grey, path 0 only orange, path 1 only blue; jump-through green.
Rgb colour(bool on0, bool on1, Solidity s) {
  if (!on0 && !on1) return {24, 24, 32};
  if (s == Solidity::TopOnly) return {80, 200, 90};
  if (on0 && on1) return {190, 190, 190};
  return on0 ? Rgb{235, 140, 40} : Rgb{70, 140, 240};
}

}  // namespace

bool writePreview(const Level& level, const std::string& path, const PreviewArea& a, std::string* why) {
  const int w = a.w > 0 ? a.w : level.widthPixels();
  const int h = a.h > 0 ? a.h : level.heightPixels();
  const int scale = std::max(1, a.scale);
  const int ow = w * scale, oh = h * scale;
  std::vector<std::uint8_t> img(static_cast<std::size_t>(ow) * static_cast<std::size_t>(oh) * 3);
  auto put = [&](int x, int y, Rgb c) {
    if (x < 0 || y < 0 || x >= ow || y >= oh) return;
    const std::size_t i = (static_cast<std::size_t>(y) * static_cast<std::size_t>(ow) + static_cast<std::size_t>(x)) * 3;
    std::copy(c.begin(), c.end(), img.begin() + static_cast<std::ptrdiff_t>(i));
  };
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      Solidity s0 = Solidity::All, s1 = Solidity::All;
      const bool on0 = solidPixel(level, 0, a.x + x, a.y + y, &s0);
      const bool on1 = level.layerCount() > 1 ? solidPixel(level, 1, a.x + x, a.y + y, &s1) : on0;
      const Rgb c = colour(on0, on1, on0 ? s0 : s1);
      for (int sy = 0; sy < scale; ++sy)
        for (int sx = 0; sx < scale; ++sx) put(x * scale + sx, y * scale + sy, c);
    }
  }
  for (const PathSwitcher& s : level.switchers) {
    for (int y = s.top; y <= s.bottom; ++y)
      for (int k = 0; k < scale; ++k) put((s.x - a.x) * scale, (y - a.y) * scale + k, {250, 230, 40});
  }
  for (int d = -3 * scale; d <= 3 * scale; ++d) {
    put((level.startX - a.x) * scale + d, (level.startY - a.y) * scale, {240, 40, 40});
    put((level.startX - a.x) * scale, (level.startY - a.y) * scale + d, {240, 40, 40});
  }
  if (!stbi_write_png(path.c_str(), ow, oh, 3, img.data(), ow * 3)) {
    if (why) *why = "could not write " + path;
    return false;
  }
  return true;
}

}  // namespace solidtile::demo

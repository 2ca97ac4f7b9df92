// A screenshot the GUI tests' fixtures read, as RGB bytes (stb_image).
#pragma once

#include <cstddef>

#include "stb_image.h"

namespace solidtile::gui_test {

struct Image {
  int w = 0, h = 0;
  unsigned char* pixels = nullptr;
  explicit Image(const char* png) {
    int n = 0;
    pixels = stbi_load(png, &w, &h, &n, 3);
  }
  ~Image() { stbi_image_free(pixels); }
  Image(const Image&) = delete;
  Image& operator=(const Image&) = delete;
  // Null when (x, y) is off the image or the file did not load.
  const unsigned char* at(int x, int y) const {
    if (pixels == nullptr || x < 0 || y < 0 || x >= w || y >= h) return nullptr;
    return pixels + (static_cast<std::size_t>(y) * static_cast<std::size_t>(w) + static_cast<std::size_t>(x)) * 3;
  }
};

}  // namespace solidtile::gui_test

#include "gfx/screenshot.h"

#include <algorithm>
#include <cstdint>
#include <vector>

#include "gfx/gl.h"
#include "stb_image_write.h"

namespace solidtile::editor {

bool writeScreenshot(const std::filesystem::path& path, int width, int height, std::string* why) {
  if (width <= 0 || height <= 0) {
    *why = "the window has no pixels to capture";
    return false;
  }
  const auto w = static_cast<std::size_t>(width);
  const auto h = static_cast<std::size_t>(height);
  std::vector<std::uint8_t> rows(w * h * 3);
  glPixelStorei(GL_PACK_ALIGNMENT, 1);
  glReadBuffer(GL_BACK);
  glReadPixels(0, 0, width, height, GL_RGB, GL_UNSIGNED_BYTE, rows.data());
  // GL's rows start at the bottom; PNG's at the top.
  std::vector<std::uint8_t> flipped(rows.size());
  for (std::size_t y = 0; y < h; ++y) {
    std::copy_n(rows.begin() + static_cast<std::ptrdiff_t>((h - 1 - y) * w * 3), w * 3,
                flipped.begin() + static_cast<std::ptrdiff_t>(y * w * 3));
  }
  if (stbi_write_png(path.string().c_str(), width, height, 3, flipped.data(), width * 3) == 0) {
    *why = "cannot write " + path.string();
    return false;
  }
  return true;
}

}  // namespace solidtile::editor

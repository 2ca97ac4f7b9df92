// Level layer to collision image: each tile's mask drawn with its flips, in
// the palette colour of its solidity.
#include <cassert>

#include "png/png_codec.h"
#include "solidtile/io/collision_png.h"

namespace solidtile::io {
namespace {

// The bitmap of each (mask, flips) a layer uses, made once: a level repeats a
// few shapes thousands of times.
class ShapeCache {
 public:
  explicit ShapeCache(const Level& level) : level_(level), bits_(level.masks().size() * 4), made_(bits_.size()) {}

  const MaskBitmap& bitmap(Tile t) {
    const std::size_t i = static_cast<std::size_t>(t.maskIndex()) * 4 + (t.flipX() ? 1u : 0u) + (t.flipY() ? 2u : 0u);
    if (!made_[i]) {
      HeightMask m = level_.mask(t.maskIndex());
      if (t.flipX()) m = m.flippedX();
      if (t.flipY()) m = m.flippedY();
      bits_[i] = m.bitmap();
      made_[i] = true;
    }
    return bits_[i];
  }

 private:
  const Level& level_;
  std::vector<MaskBitmap> bits_;
  std::vector<bool> made_;
};

}  // namespace

std::optional<std::vector<std::uint8_t>> renderCollision(const Level& level, int layer, std::string* why) {
  assert(layer >= 0 && layer < level.layerCount());
  const int w = level.widthPixels(), h = level.heightPixels();
  if (std::string bad = imageSizeProblem(w, h); !bad.empty()) {
    if (why) *why = "the level's image would be too large to import back: it " + bad;
    return std::nullopt;
  }
  std::vector<std::uint8_t> rgba(static_cast<std::size_t>(w) * static_cast<std::size_t>(h) * 4, 0);
  ShapeCache shapes(level);
  for (int ty = 0; ty < level.height(); ++ty) {
    for (int tx = 0; tx < level.width(); ++tx) {
      const Tile t = level.tile(layer, tx, ty);
      if (t.empty()) continue;
      const MaskBitmap& bits = shapes.bitmap(t);
      const std::uint32_t c = solidityColour(t.solidity());
      const std::uint8_t pixel[4] = {static_cast<std::uint8_t>(c >> 16), static_cast<std::uint8_t>(c >> 8),
                                     static_cast<std::uint8_t>(c), 255};
      for (int r = 0; r < kTileSize; ++r) {
        const std::size_t rowStart =
            (static_cast<std::size_t>(ty * kTileSize + r) * static_cast<std::size_t>(w) + static_cast<std::size_t>(tx * kTileSize)) * 4;
        for (int x = 0; x < kTileSize; ++x) {
          if ((bits[static_cast<std::size_t>(r)] >> x) & 1u) {
            std::copy(pixel, pixel + 4, rgba.begin() + static_cast<std::ptrdiff_t>(rowStart + static_cast<std::size_t>(x) * 4));
          }
        }
      }
    }
  }
  return rgba;
}

std::string encodePng(const std::vector<std::uint8_t>& rgba, int width, int height, int level) {
  assert(rgba.size() == static_cast<std::size_t>(width) * static_cast<std::size_t>(height) * 4);
  return png::encodeRgba(rgba.data(), width, height, level);
}

std::optional<std::string> exportCollisionImage(const Level& level, int layer, std::string* why) {
  const std::optional<std::vector<std::uint8_t>> rgba = renderCollision(level, layer, why);
  if (!rgba) return std::nullopt;
  std::string png = encodePng(*rgba, level.widthPixels(), level.heightPixels());
  if (png.empty()) {
    if (why) *why = "the PNG encoder failed";
    return std::nullopt;
  }
  return png;
}

}  // namespace solidtile::io

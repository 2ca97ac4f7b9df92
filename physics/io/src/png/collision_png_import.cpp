// Collision image to level: decode, cut into tiles row by row, one height mask
// per distinct bitmap, masks shared across flips by LevelBuilder.
#include <bit>
#include <cassert>
#include <cstring>
#include <unordered_map>

#include "png/mask_angle.h"
#include "png/png_codec.h"
#include "solidtile/level/auto_angle.h"
#include "solidtile/io/collision_png.h"
#include "solidtile/level/shapes.h"

namespace solidtile::io {
namespace {

std::string sizeText(std::int64_t w, std::int64_t h) { return std::to_string(w) + " x " + std::to_string(h) + " px"; }

std::int64_t roundUpToTile(std::int64_t v) { return (v + kTileSize - 1) / kTileSize * kTileSize; }

// Collision images are mostly empty and full tiles, then a few hundred slope
// shapes repeated along the level: hashing the whole bitmap finds repeats in
// constant time, so computeAngle runs once per shape rather than once per tile.
struct BitmapHash {
  std::size_t operator()(const MaskBitmap& b) const {
    std::uint64_t words[4];
    static_assert(sizeof words == sizeof(MaskBitmap));
    std::memcpy(words, b.data(), sizeof words);
    std::uint64_t h = 0;
    for (std::uint64_t w : words) {
      h = (h ^ w) * 0x9E3779B97F4A7C15ull;
      h ^= h >> 29;
    }
    return static_cast<std::size_t>(h);
  }
};

unsigned solidityBit(Solidity s) { return 1u << static_cast<unsigned>(s); }

// A bit per solidity (solidityBit) for a solid pixel, 0 for one that is not solid.
class PixelClassifier {
 public:
  explicit PixelClassifier(const ImageImportOptions& o) : threshold_(o.alphaThreshold), colour_(o.solidColour) {}
  unsigned operator()(const std::uint8_t* rgba) const {
    if (rgba[3] <= threshold_) return 0;
    const std::uint32_t rgb = (std::uint32_t{rgba[0]} << 16) | (std::uint32_t{rgba[1]} << 8) | rgba[2];
    if (colour_) return rgb == *colour_ ? solidityBit(Solidity::All) : 0u;
    return solidityBit(solidityOfColour(rgb));
  }

 private:
  int threshold_;
  std::optional<std::uint32_t> colour_;
};

std::string solidityList(unsigned bits) {
  std::string out;
  for (unsigned s = 0; s < 4; ++s) {
    if (!((bits >> s) & 1u)) continue;
    if (!out.empty()) out += ", ";
    out += solidityName(static_cast<Solidity>(s));
  }
  return out;
}

// Turns one tile's bitmap into a shape, or the reason it is not one.
class ShapeTable {
 public:
  explicit ShapeTable(SlicedImage& image) : image_(image) {}

  // Shape index + 1, or 0 with the reason in `why`.
  std::uint32_t shapeOf(const MaskBitmap& bits, std::string* why) {
    auto [it, inserted] = index_.try_emplace(bits, 0);
    if (inserted) it->second = add(bits);
    if (it->second < 0) {
      *why = failures_[static_cast<std::size_t>(-it->second - 1)];
      return 0;
    }
    return static_cast<std::uint32_t>(it->second);
  }

 private:
  std::int64_t add(const MaskBitmap& bits) {
    std::string why;
    std::optional<HeightMask> m = HeightMask::fromBitmap(bits, kFlaggedAngle, &why);
    if (!m) {
      failures_.push_back(std::move(why));
      return -static_cast<std::int64_t>(failures_.size());
    }
    const AutoAngle a = mirrorConsistentAngle(*m);
    m->setAngle(a.determined ? a.angle : kFlaggedAngle);
    image_.shapes.push_back(*m);
    image_.angleDetermined.push_back(a.determined);
    return static_cast<std::int64_t>(image_.shapes.size());
  }

  SlicedImage& image_;
  std::unordered_map<MaskBitmap, std::int64_t, BitmapHash> index_;  // > 0 shape index + 1, < 0 -(failure + 1)
  std::vector<std::string> failures_;
};

// Cuts a decoded image into tiles, one band of 16 pixel rows at a time, so
// each tile's bitmap is built from contiguous memory.
void slice(const std::uint8_t* rgba, int widthPx, const ImageImportOptions& options, SlicedImage& image,
           ProblemList& problems) {
  const PixelClassifier classify(options);
  ShapeTable shapes(image);
  const auto tilesWide = static_cast<std::size_t>(image.width);
  std::vector<MaskBitmap> bits(tilesWide);
  std::vector<unsigned> seen(tilesWide);
  for (int ty = 0; ty < image.height; ++ty) {
    std::fill(bits.begin(), bits.end(), MaskBitmap{});
    std::fill(seen.begin(), seen.end(), 0u);
    for (int r = 0; r < kTileSize; ++r) {
      const std::uint8_t* p = rgba + static_cast<std::size_t>(ty * kTileSize + r) * static_cast<std::size_t>(widthPx) * 4;
      for (std::size_t tx = 0; tx < tilesWide; ++tx) {
        unsigned row = 0, kinds = 0;
        for (unsigned x = 0; x < kTileSize; ++x, p += 4) {
          const unsigned c = classify(p);
          row |= (c != 0 ? 1u : 0u) << x;
          kinds |= c;
        }
        bits[tx][static_cast<std::size_t>(r)] = static_cast<std::uint16_t>(row);
        seen[tx] |= kinds;
      }
    }
    for (std::size_t tx = 0; tx < tilesWide; ++tx) {
      if (seen[tx] == 0) continue;
      const auto where = [&] {
        const std::size_t x = tx * kTileSize, y = static_cast<std::size_t>(ty) * kTileSize;
        return "tile (" + std::to_string(tx) + "," + std::to_string(ty) + ") at pixel (" + std::to_string(x) + "," +
               std::to_string(y) + ")";
      };
      if (std::popcount(seen[tx]) > 1) {
        problems.add(where(), "has solid pixels of more than one solidity (" + solidityList(seen[tx]) +
                                  "); all solid pixels of a tile must have one palette colour");
        continue;
      }
      std::string why;
      const std::uint32_t shape = shapes.shapeOf(bits[tx], &why);
      if (shape == 0) {
        problems.add(where(), why);
        continue;
      }
      SlicedImage::Cell& cell = image.cells[static_cast<std::size_t>(ty) * tilesWide + tx];
      cell.shape = shape;
      cell.solidity = static_cast<Solidity>(std::countr_zero(seen[tx]));
    }
  }
}

}  // namespace

// Pixel column 32 (or the middle of a narrower level), standing on the first
// solid pixel from the top: the player's feet are 20 px below its centre.
void placeStartOnGround(Level& level) {
  constexpr int kFeet = 20;
  const int x = std::min(32, level.widthPixels() / 2);
  level.startX = x;
  level.startY = kFeet;
  for (int y = 0; y < level.heightPixels(); ++y) {
    const Tile t = level.tile(0, x / kTileSize, y / kTileSize);
    if (t.empty()) {
      y += kTileSize - 1 - y % kTileSize;
      continue;
    }
    HeightMask m = level.mask(t.maskIndex());
    if (t.flipX()) m = m.flippedX();
    if (t.flipY()) m = m.flippedY();
    if (m.solidAt(x % kTileSize, y % kTileSize)) {
      level.startY = y - kFeet;
      return;
    }
  }
}

std::uint32_t solidityColour(Solidity s) {
  switch (s) {
    case Solidity::All: return kColourAll;
    case Solidity::TopOnly: return kColourTopOnly;
    case Solidity::SidesAndBottom: return kColourSidesAndBottom;
    case Solidity::None: return kColourNone;
  }
  return kColourAll;
}

Solidity solidityOfColour(std::uint32_t rgb) {
  if (rgb == kColourTopOnly) return Solidity::TopOnly;
  if (rgb == kColourSidesAndBottom) return Solidity::SidesAndBottom;
  if (rgb == kColourNone) return Solidity::None;
  return Solidity::All;
}

std::string imageSizeProblem(std::int64_t width, std::int64_t height, std::int64_t maxPixels) {
  if (width <= 0 || height <= 0) return "is " + sizeText(width, height) + ": an image with no pixels";
  if (width > kMaxImageWidth || height > kMaxImageHeight) {
    return "is " + sizeText(width, height) + ", larger than Solidtile reads (at most " +
           sizeText(kMaxImageWidth, kMaxImageHeight) + ")";
  }
  if (width * height > maxPixels) {
    return "is " + sizeText(width, height) + " = " + std::to_string(width * height) +
           " pixels, more than the " + std::to_string(maxPixels) + " Solidtile reads";
  }
  if (width % kTileSize != 0 || height % kTileSize != 0) {
    return "is " + sizeText(width, height) + "; both sides must be multiples of 16 (a tile is 16 x 16 px): pad it to " +
           sizeText(roundUpToTile(width), roundUpToTile(height));
  }
  return "";
}

SliceResult sliceCollisionImage(std::string_view png, const ImageImportOptions& options) {
  assert(options.alphaThreshold >= 0 && options.alphaThreshold <= 254);
  SliceResult out;
  std::string why;
  const std::optional<png::Header> header = png::readHeader(png, &why);
  if (header) why = imageSizeProblem(header->width, header->height, options.maxPixels);
  if (!why.empty()) {
    out.problems.push_back({"", why});
    return out;
  }
  const int w = static_cast<int>(header->width), h = static_cast<int>(header->height);
  const png::Pixels pixels = png::decodeRgba(png, w, h, &why);
  if (!pixels) {
    out.problems.push_back({"", why});
    return out;
  }
  SlicedImage image;
  image.width = w / kTileSize;
  image.height = h / kTileSize;
  image.cells.resize(static_cast<std::size_t>(image.width) * static_cast<std::size_t>(image.height));
  ProblemList problems;
  slice(pixels.get(), w, options, image, problems);
  out.problems = problems.take();
  if (out.problems.empty()) out.image = std::move(image);
  return out;
}

ImageImportResult buildLevelFromImages(const std::vector<SlicedImage>& layers) {
  assert(!layers.empty() && layers.size() <= static_cast<std::size_t>(LevelLimits::kMaxLayers));
  ImageImportResult out;
  const SlicedImage& first = layers.front();
  for (std::size_t l = 1; l < layers.size(); ++l) {
    if (layers[l].width != first.width || layers[l].height != first.height) {
      out.problems.push_back({"layers[" + std::to_string(l) + "]",
                              "its image is " + sizeText(layers[l].width * kTileSize, layers[l].height * kTileSize) +
                                  ", but layers[0]'s is " + sizeText(first.width * kTileSize, first.height * kTileSize)});
      return out;
    }
  }
  const int layerCount = static_cast<int>(layers.size());
  std::string why;
  if (!Level::validSize(first.width, first.height, layerCount, &why)) {
    out.problems.push_back({"", why});
    return out;
  }
  LevelBuilder builder(first.width, first.height, layerCount);
  Level& level = builder.level();
  LevelFile file;
  for (int l = 0; l < layerCount; ++l) {
    const SlicedImage& image = layers[static_cast<std::size_t>(l)];
    std::vector<Tile> interned(image.shapes.size());
    for (std::size_t s = 0; s < image.shapes.size(); ++s) {
      const std::size_t before = level.masks().size();
      interned[s] = builder.intern(image.shapes[s], false, false, Solidity::All);
      if (interned[s].empty()) {
        out.problems.push_back({"", "has more than " + std::to_string(Tile::kMaxMasks) +
                                        " distinct tile shapes (counting mirror images as one), the most a level holds"});
        return out;
      }
      if (level.masks().size() > before) file.autoAngle.push_back(image.angleDetermined[s]);
    }
    std::vector<std::uint16_t>& tiles = level.layerData(l);
    for (std::size_t i = 0; i < image.cells.size(); ++i) {
      const SlicedImage::Cell& cell = image.cells[i];
      if (cell.shape == 0) continue;
      const Tile base = interned[cell.shape - 1];
      tiles[i] = Tile::make(base.maskIndex(), base.flipX(), base.flipY(), cell.solidity).raw;
      ++out.summary.tiles;
      if (base.flipX() || base.flipY()) ++out.summary.flippedTiles;
    }
  }
  out.summary.masks = static_cast<int>(level.masks().size());
  for (const HeightMask& m : level.masks()) out.summary.flaggedMasks += m.flagged() ? 1 : 0;
  placeStartOnGround(level);
  file.level = std::move(level);
  out.file = std::move(file);
  return out;
}

ImageImportResult importCollisionImage(std::string_view png, const ImageImportOptions& options) {
  SliceResult sliced = sliceCollisionImage(png, options);
  if (!sliced.image) {
    ImageImportResult out;
    out.problems = std::move(sliced.problems);
    return out;
  }
  return buildLevelFromImages({std::move(*sliced.image)});
}

}  // namespace solidtile::io

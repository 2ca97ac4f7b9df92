#include "solidtile/level/level.h"

#include <cassert>
#include <utility>

namespace solidtile {

const char* solidityName(Solidity s) {
  switch (s) {
    case Solidity::All: return "all";
    case Solidity::TopOnly: return "top_only";
    case Solidity::SidesAndBottom: return "sides_and_bottom";
    case Solidity::None: return "none";
  }
  return "?";
}

Tile Tile::make(int maskIndex, bool flipX, bool flipY, Solidity s) {
  if (maskIndex < 0) return {};
  std::uint32_t raw = static_cast<std::uint32_t>(maskIndex + 1) & kMaskBits;
  if (flipX) raw |= kFlipXBit;
  if (flipY) raw |= kFlipYBit;
  raw |= static_cast<std::uint32_t>(s) << kSolidityShift;
  return {static_cast<std::uint16_t>(raw)};
}

bool Level::validSize(int width, int height, int layers, std::string* why) {
  auto fail = [&](const std::string& m) {
    if (why) *why = m;
    return false;
  };
  if (width < 1 || width > LevelLimits::kMaxWidth)
    return fail("width " + std::to_string(width) + " is outside 1.." + std::to_string(LevelLimits::kMaxWidth) + " tiles");
  if (height < 1 || height > LevelLimits::kMaxHeight)
    return fail("height " + std::to_string(height) + " is outside 1.." + std::to_string(LevelLimits::kMaxHeight) + " tiles");
  if (static_cast<std::int64_t>(width) * height > LevelLimits::kMaxTiles)
    return fail(std::to_string(width) + " x " + std::to_string(height) + " tiles is more than the " +
                std::to_string(LevelLimits::kMaxTiles) + " a layer may hold");
  if (layers < 1 || layers > LevelLimits::kMaxLayers)
    return fail(std::to_string(layers) + " layers; a level has 1 or 2 collision paths");
  return true;
}

Level::Level(int width, int height, int layers) : width_(width), height_(height) { setLayerCount(layers); }

Level Level::withLayers(int width, int height, std::vector<std::uint16_t>* layers, int count) {
  assert(validSize(width, height, count, nullptr));
  Level level;
  level.width_ = width;
  level.height_ = height;
  level.layerCount_ = count;
  for (int l = 0; l < count; ++l) {
    assert(layers[l].size() == static_cast<std::size_t>(width) * static_cast<std::size_t>(height));
    level.layers_[l] = std::move(layers[l]);
  }
  return level;
}

void Level::setLayerCount(int layers) {
  layerCount_ = layers;
  const std::size_t n = static_cast<std::size_t>(width_) * static_cast<std::size_t>(height_);
  for (int l = 0; l < LevelLimits::kMaxLayers; ++l) {
    layers_[l].resize(l < layers ? n : 0, 0);
    if (l >= layers || tags_[l].size() != n) tags_[l].clear();
  }
}

bool Level::setTile(int layer, int tx, int ty, Tile t) {
  if (!inside(tx, ty) || layer < 0 || layer >= layerCount_) return false;
  if (!t.empty() && t.maskIndex() >= static_cast<int>(masks_.size())) return false;
  layers_[layer][static_cast<std::size_t>(ty) * static_cast<std::size_t>(width_) + static_cast<std::size_t>(tx)] = t.raw;
  return true;
}

int Level::addMask(const HeightMask& m) {
  if (static_cast<int>(masks_.size()) >= Tile::kMaxMasks) return -1;
  masks_.push_back(m);
  maskCount_ = static_cast<unsigned>(masks_.size());
  boxShapes_.push_back(boxShapeOf(m));
  return static_cast<int>(masks_.size()) - 1;
}

}  // namespace solidtile

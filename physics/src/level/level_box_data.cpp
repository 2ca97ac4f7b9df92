// The level's data for the box controller: tags, linear slope edges and the
// per-mask shape bits the box reads instead of scanning 16 columns a probe.
#include "solidtile/level/level.h"

namespace solidtile {

bool Level::setTag(int layer, int tx, int ty, TileTag t) {
  if (!inside(tx, ty) || layer < 0 || layer >= layerCount_) return false;
  auto& tags = tags_[static_cast<std::size_t>(layer)];
  if (tags.empty()) {
    if (t == TileTag::None) return true;
    tags.assign(static_cast<std::size_t>(width_) * static_cast<std::size_t>(height_), 0);
  }
  tags[static_cast<std::size_t>(ty) * static_cast<std::size_t>(width_) + static_cast<std::size_t>(tx)] =
      static_cast<std::uint8_t>(t);
  return true;
}

bool Level::hasTags(int layer) const {
  if (layer < 0 || layer >= layerCount_) return false;
  for (std::uint8_t t : tags_[static_cast<std::size_t>(layer)]) {
    if (t != 0) return true;
  }
  return false;
}

void Level::setMaskEdges(int mask, MaskEdges e) {
  if (mask < 0) return;
  if (edges_.size() <= static_cast<std::size_t>(mask)) edges_.resize(static_cast<std::size_t>(mask) + 1);
  edges_[static_cast<std::size_t>(mask)] = e;
}

bool Level::hasMaskEdges() const {
  for (std::size_t i = 0; i < edges_.size() && i < masks_.size(); ++i) {
    if (edges_[i].set()) return true;
  }
  return false;
}

void Level::refreshBoxShapes() {
  boxShapes_.resize(masks_.size());
  for (std::size_t i = 0; i < masks_.size(); ++i) boxShapes_[i] = boxShapeOf(masks_[i]);
}

std::uint8_t Level::boxShapeOf(const HeightMask& m) {
  bool full = true, empty = true, hanging = false;
  for (int c = 0; c < kTileSize; ++c) {
    const int h = m.height(c);
    full = full && h == kTileSize;
    empty = empty && h == 0;
    hanging = hanging || h < 0;
  }
  if (empty) return kShapeEmpty;
  if (full || hanging) return kShapeFull | kShapeLeftFull | kShapeRightFull;
  std::uint8_t bits = 0;
  if (m.height(0) == kTileSize) bits |= kShapeLeftFull;
  if (m.height(kTileSize - 1) == kTileSize) bits |= kShapeRightFull;
  return bits;
}

}  // namespace solidtile

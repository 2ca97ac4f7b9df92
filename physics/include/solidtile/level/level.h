// A level: a grid of 16x16 tiles on one or two collision layers (paths), each
// tile naming a height mask with flips and solidity. Outside the grid is empty.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "solidtile/level/height_mask.h"
#include "solidtile/level/loops.h"
#include "solidtile/level/object_list.h"
#include "solidtile/level/path_switchers.h"
#include "solidtile/level/tags.h"

namespace solidtile {

enum class Solidity : std::uint8_t { All = 0, TopOnly = 1, SidesAndBottom = 2, None = 3 };
const char* solidityName(Solidity s);  // all, top_only, sides_and_bottom, none

// The packed tile of the level file: 0 empty; else mask index + 1 in bits 0..11,
// X flip bit 12, Y flip bit 13, solidity bits 14..15.
struct Tile {
  std::uint16_t raw = 0;

  static constexpr std::uint16_t kMaskBits = 0x0FFF;
  static constexpr std::uint16_t kFlipXBit = 1u << 12;
  static constexpr std::uint16_t kFlipYBit = 1u << 13;
  static constexpr int kSolidityShift = 14;
  static constexpr int kMaxMasks = kMaskBits;  // index + 1 must fit in 12 bits

  static Tile make(int maskIndex, bool flipX, bool flipY, Solidity s);
  bool empty() const { return (raw & kMaskBits) == 0; }
  int maskIndex() const { return (raw & kMaskBits) - 1; }  // -1 when empty
  bool flipX() const { return (raw & kFlipXBit) != 0; }
  bool flipY() const { return (raw & kFlipYBit) != 0; }
  Solidity solidity() const { return static_cast<Solidity>(raw >> kSolidityShift); }
  bool operator==(const Tile&) const = default;
};

struct LevelLimits {
  static constexpr int kMaxWidth = 16384;                    // tiles
  static constexpr int kMaxHeight = 4096;                    // tiles
  static constexpr std::int64_t kMaxTiles = 8192LL * 2048LL * 2;  // per layer
  static constexpr int kMaxLayers = 2;
  static constexpr int kMaxSwitchers = 4096;
  static constexpr int kMaxLoops = 4096;
};

class Level {
 public:
  Level() = default;
  // Sizes outside LevelLimits are an error; `why` says which.
  static bool validSize(int width, int height, int layers, std::string* why);
  Level(int width, int height, int layers);
  // A level that takes `count` (1 or 2) layers of width x height tiles as they
  // are, so a loader fills each layer once instead of zeroing it first.
  static Level withLayers(int width, int height, std::vector<std::uint16_t>* layers, int count);

  int width() const { return width_; }
  int height() const { return height_; }
  int layerCount() const { return layerCount_; }
  int widthPixels() const { return width_ * kTileSize; }
  int heightPixels() const { return height_ * kTileSize; }

  // Path 1 reads layer 0 when the level has one layer.
  Tile tile(int layer, int tx, int ty) const {
    if (static_cast<unsigned>(tx) >= static_cast<unsigned>(width_) ||
        static_cast<unsigned>(ty) >= static_cast<unsigned>(height_)) {
      return {};
    }
    const int l = layer < layerCount_ ? layer : 0;
    return {layers_[static_cast<std::size_t>(l)][static_cast<std::size_t>(ty) * static_cast<std::size_t>(width_) + static_cast<std::size_t>(tx)]};
  }
  // The raw tiles a path reads (path 1 reads layer 0 when there is one layer), row-major.
  const std::uint16_t* pathTiles(int layer) const {
    return layers_[static_cast<std::size_t>(layer < layerCount_ ? layer : 0)].data();
  }
  // Tiles naming a mask that does not exist are rejected (returns false).
  bool setTile(int layer, int tx, int ty, Tile t);
  bool inside(int tx, int ty) const { return tx >= 0 && ty >= 0 && tx < width_ && ty < height_; }

  const std::vector<HeightMask>& masks() const { return masks_; }
  // masks().size(), kept as a number: a frame's casts read it, and a vector of
  // 36-byte masks gives its size through a multiply.
  unsigned maskCount() const { return maskCount_; }
  const HeightMask& mask(int i) const { return masks_[static_cast<std::size_t>(i)]; }
  int addMask(const HeightMask& m);  // returns its index, or -1 past Tile::kMaxMasks
  void setMask(int i, const HeightMask& m) {
    masks_[static_cast<std::size_t>(i)] = m;
    boxShapes_[static_cast<std::size_t>(i)] = boxShapeOf(m);
  }
  // Replaces the whole list (an editor removing or reordering masks); the
  // caller has already remapped every tile to the new indices.
  void setMasks(std::vector<HeightMask> masks) {
    masks_ = std::move(masks);
    maskCount_ = static_cast<unsigned>(masks_.size());
    refreshBoxShapes();
  }
  const std::vector<std::uint16_t>& layerData(int layer) const { return layers_[static_cast<std::size_t>(layer)]; }
  std::vector<std::uint16_t>& layerData(int layer) { return layers_[static_cast<std::size_t>(layer)]; }
  void setLayerCount(int layers);

  int startX = 0;  // pixels
  int startY = 0;
  PathSwitcherList switchers;
  // Sonic 1's loop chunks (loops.h), honoured by profiles with `loopRegions`.
  std::vector<LoopRegion> loops;
  // The loop region holding pixel (x, y), or nullptr.
  const LoopRegion* loopAt(std::int32_t x, std::int32_t y) const;

  // --- Box controller data (tags.h, objects.h); the Sonic player reads only the objects. ---
  // Tile tags per path; a path without tags stores nothing and reads None.
  TileTag tag(int layer, int tx, int ty) const {
    const auto& t = tags_[static_cast<std::size_t>(layer < layerCount_ ? layer : 0)];
    if (t.empty() || !inside(tx, ty)) return TileTag::None;
    return static_cast<TileTag>(t[static_cast<std::size_t>(ty) * static_cast<std::size_t>(width_) + static_cast<std::size_t>(tx)]);
  }
  bool setTag(int layer, int tx, int ty, TileTag t);  // false outside the level or its layers
  bool hasTags(int layer) const;                      // any tag other than None on that layer
  const std::vector<std::uint8_t>& tagData(int layer) const { return tags_[static_cast<std::size_t>(layer)]; }
  std::vector<std::uint8_t>& tagData(int layer) { return tags_[static_cast<std::size_t>(layer)]; }
  // Moving platforms and other solid boxes, moved before the characters each frame.
  ObjectList objects;
  // Linear-mode slope edges per mask (unset when never given).
  MaskEdges maskEdges(int mask) const {
    return static_cast<std::size_t>(mask) < edges_.size() ? edges_[static_cast<std::size_t>(mask)] : MaskEdges{};
  }
  void setMaskEdges(int mask, MaskEdges e);
  bool hasMaskEdges() const;
  // The mask as the box sees it (BoxShape bits), kept in step with the masks.
  std::uint8_t boxShape(int mask) const { return boxShapes_[static_cast<std::size_t>(mask)]; }
  const std::uint8_t* boxShapeData() const { return boxShapes_.data(); }  // indexed by mask, for hot loops
  // Bits of boxShape: every column full (or any hanging column: full for the box),
  // column 0 full, column 15 full, no solid pixel at all.
  static constexpr std::uint8_t kShapeFull = 1, kShapeLeftFull = 2, kShapeRightFull = 4, kShapeEmpty = 8;

 private:
  static std::uint8_t boxShapeOf(const HeightMask& m);
  void refreshBoxShapes();
  std::vector<std::uint8_t> tags_[LevelLimits::kMaxLayers];
  std::vector<MaskEdges> edges_;
  std::vector<std::uint8_t> boxShapes_;

  int width_ = 0;
  int height_ = 0;
  int layerCount_ = 1;
  std::vector<HeightMask> masks_;
  unsigned maskCount_ = 0;
  std::vector<std::uint16_t> layers_[LevelLimits::kMaxLayers];
};

}  // namespace solidtile

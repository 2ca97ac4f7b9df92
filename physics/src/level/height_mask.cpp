#include "solidtile/level/height_mask.h"

#include <bit>

namespace solidtile {

std::uint16_t columnBits(int h) {
  if (h == 0) return 0;
  if (h >= 16 || h <= -16) return 0xFFFF;
  if (h > 0) return static_cast<std::uint16_t>(((1u << h) - 1u) << (16 - h));  // rows 16-h..15
  return static_cast<std::uint16_t>((1u << -h) - 1u);                          // rows 0..-h-1
}

std::optional<HeightMask> HeightMask::fromHeights(const Heights& heights, Angle angle, std::string* why) {
  for (int c = 0; c < kTileSize; ++c) {
    const int h = heights[static_cast<std::size_t>(c)];
    if (h < -16 || h > 16) {
      if (why) *why = "column " + std::to_string(c) + " has height " + std::to_string(h) + ", outside -16..16";
      return std::nullopt;
    }
  }
  HeightMask m;
  m.heights_ = heights;
  for (auto& h : m.heights_) {
    if (h == -16) h = 16;  // one spelling for a full column
  }
  m.angle_ = angle;
  m.deriveWidths();
  return m;
}

std::optional<HeightMask> HeightMask::fromBitmap(const MaskBitmap& bits, Angle angle, std::string* why) {
  Heights heights{};
  for (int c = 0; c < kTileSize; ++c) {
    std::uint16_t col = 0;  // bit r = row r solid
    for (int r = 0; r < kTileSize; ++r) {
      if ((bits[static_cast<std::size_t>(r)] >> c) & 1) col = static_cast<std::uint16_t>(col | (1u << r));
    }
    const int count = std::popcount(col);
    int h = 0;
    if (count == 16) {
      h = 16;
    } else if (count > 0) {
      if (col == columnBits(count)) {
        h = count;
      } else if (col == columnBits(-count)) {
        h = -count;
      } else {
        if (why) {
          const bool top = (col & 1u) != 0;
          const bool bottom = ((col >> 15) & 1u) != 0;
          if (!top && !bottom) {
            *why = "column " + std::to_string(c) + " is not a height profile: its solid at row " +
                   std::to_string(std::countr_zero(col)) + " touches neither the top nor the bottom edge";
          } else {
            int r = top ? 0 : 15;
            while ((col >> r) & 1) r += top ? 1 : -1;
            *why = "column " + std::to_string(c) + " is not a height profile: a gap at row " + std::to_string(r);
          }
        }
        return std::nullopt;
      }
    }
    heights[static_cast<std::size_t>(c)] = static_cast<std::int8_t>(h);
  }
  return fromHeights(heights, angle, why);
}

void HeightMask::deriveWidths() {
  const MaskBitmap bits = bitmap();
  inexactRows_ = 0;
  for (int r = 0; r < kTileSize; ++r) {
    const std::uint16_t row = bits[static_cast<std::size_t>(r)];
    const int count = std::popcount(row);
    int w = count;
    if (count != 0 && count != 16) {
      const int first = std::countr_zero(row);        // leftmost solid column
      const int last = 15 - std::countl_zero(row);    // rightmost solid column
      const bool right = last == 15 && row == static_cast<std::uint16_t>(0xFFFFu << (16 - count));
      const bool left = first == 0 && row == static_cast<std::uint16_t>((1u << count) - 1u);
      if (right) {
        w = count;
      } else if (left) {
        w = -count;
      } else {
        inexactRows_ = static_cast<std::uint16_t>(inexactRows_ | (1u << r));
        w = (15 - last) <= first ? count : -count;  // the nearer edge; a tie counts as right
      }
    }
    widths_[static_cast<std::size_t>(r)] = static_cast<std::int8_t>(w);
  }
}

bool HeightMask::solidAt(int x, int y) const {
  return (columnBits(height(x)) >> y) & 1;
}

MaskBitmap HeightMask::bitmap() const {
  MaskBitmap bits{};
  for (int c = 0; c < kTileSize; ++c) {
    const std::uint16_t col = columnBits(height(c));
    for (int r = 0; r < kTileSize; ++r) {
      if ((col >> r) & 1u) bits[static_cast<std::size_t>(r)] = static_cast<std::uint16_t>(bits[static_cast<std::size_t>(r)] | (1u << c));
    }
  }
  return bits;
}

int HeightMask::solidPixelCount() const {
  int n = 0;
  for (auto h : heights_) n += h < 0 ? -h : h;
  return n;
}

bool HeightMask::empty() const { return solidPixelCount() == 0; }

HeightMask HeightMask::flippedX() const {
  Heights h{};
  for (int c = 0; c < kTileSize; ++c) h[static_cast<std::size_t>(c)] = heights_[static_cast<std::size_t>(15 - c)];
  return *fromHeights(h, flipAngleX(angle_));
}

HeightMask HeightMask::flippedY() const {
  Heights h{};
  for (int c = 0; c < kTileSize; ++c) {
    const int v = heights_[static_cast<std::size_t>(c)];
    h[static_cast<std::size_t>(c)] = static_cast<std::int8_t>(v == 16 ? 16 : -v);
  }
  return *fromHeights(h, flipAngleY(angle_));
}

}  // namespace solidtile

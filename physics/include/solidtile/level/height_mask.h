// A 16x16 collision shape: 16 column heights, the row widths derived from them,
// and an angle byte.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>

#include "solidtile/level/angle.h"

namespace solidtile {

inline constexpr int kTileSize = 16;

// One row of pixels per entry, bit x set = pixel (x, row) solid; row 0 is the top.
using MaskBitmap = std::array<std::uint16_t, kTileSize>;

class HeightMask {
 public:
  // Heights: 0 empty column, 1..16 solid from the bottom edge up, -1..-16 solid
  // from the top edge down (ceiling-type columns, as in the original games).
  using Heights = std::array<std::int8_t, kTileSize>;

  HeightMask() = default;  // empty, angle 0

  // Heights outside -16..16 are an error; `why` names the column.
  static std::optional<HeightMask> fromHeights(const Heights& heights, Angle angle, std::string* why = nullptr);
  // From a pixel bitmap; rejected (with the column and row) when a column is not
  // one solid run touching the top or bottom edge.
  static std::optional<HeightMask> fromBitmap(const MaskBitmap& bits, Angle angle, std::string* why = nullptr);

  const Heights& heights() const { return heights_; }
  // Row widths for the wall modes, derived from the heights and never stored
  // apart from them: count of solid pixels in the row, positive when the run is
  // anchored at the right edge, negative when anchored at the left.
  const Heights& widths() const { return widths_; }
  Angle angle() const { return angle_; }
  bool flagged() const { return angle_ == kFlaggedAngle; }
  void setAngle(Angle a) { angle_ = a; }

  int height(int column) const { return heights_[static_cast<std::size_t>(column)]; }
  // Heights (columns) or widths (rows) as one array, for code that serves both axes.
  const std::int8_t* profile(bool rows) const { return rows ? widths_.data() : heights_.data(); }
  int width(int row) const { return widths_[static_cast<std::size_t>(row)]; }
  // False for a row the width format cannot express exactly (solid runs that
  // touch neither edge, or both edges with a gap); its width is then the
  // nearer-edge approximation the original format would also have to use.
  bool rowExact(int row) const { return ((inexactRows_ >> row) & 1u) == 0; }

  bool solidAt(int x, int y) const;
  MaskBitmap bitmap() const;
  int solidPixelCount() const;
  bool empty() const;

  // The same shape mirrored; angles follow (-a for X, $80-a for Y, flag kept).
  HeightMask flippedX() const;
  HeightMask flippedY() const;

  bool operator==(const HeightMask& o) const { return heights_ == o.heights_ && angle_ == o.angle_; }

 private:
  void deriveWidths();

  Heights heights_{};
  Heights widths_{};
  Angle angle_ = 0;
  std::uint16_t inexactRows_ = 0;
};

// Solid pixels of column `column` for height h (any sign), as a bit per row.
std::uint16_t columnBits(int h);

}  // namespace solidtile

// Height masks for other engines: a sheet image of 16x16 cells, their heights,
// widths and angles as JSON, and the classic binary layout of the original
// games (a signed byte per column, a byte per angle). See docs/formats.md,
// "Mask sheet". The Tiled exporter draws its tileset image with the same sheet.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "solidtile/level/height_mask.h"

namespace solidtile::io {

inline constexpr int kSheetColumns = 16;  // cells a row

struct SheetCell {
  HeightMask mask;
  std::uint32_t rgb = 0xFFFFFF;  // the colour of its solid pixels
};

struct SheetImage {
  int width = 0;  // pixels
  int height = 0;
  std::vector<std::uint8_t> rgba;  // rows from the top
};

// Cell i at column i % columns, row i / columns; solid pixels opaque in the
// cell's colour, everything else transparent black. At least one cell wide
// and high, so an empty list still gives a valid image.
SheetImage drawMaskSheet(const std::vector<SheetCell>& cells, int columns = kSheetColumns);

// {"format": "solidtile-masks", "version": 1, ...}: per mask its index,
// heights, widths, angle and whether the angle is the flag $FF.
std::string maskSheetJson(const std::vector<HeightMask>& masks, int columns = kSheetColumns);

// The classic layout: 16 signed bytes a mask (column heights, or row widths),
// masks one after the other; and one angle byte a mask.
std::string classicHeights(const std::vector<HeightMask>& masks);
std::string classicWidths(const std::vector<HeightMask>& masks);
std::string classicAngles(const std::vector<HeightMask>& masks);

}  // namespace solidtile::io

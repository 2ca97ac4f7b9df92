#include "solidtile/io/mask_sheet.h"

#include <algorithm>
#include <cassert>


namespace solidtile::io {
namespace {

std::string bytesOf(const std::vector<HeightMask>& masks, bool rows) {
  std::string out;
  out.reserve(masks.size() * kTileSize);
  for (const HeightMask& m : masks) {
    const std::int8_t* p = m.profile(rows);
    for (int i = 0; i < kTileSize; ++i) out += static_cast<char>(p[i]);
  }
  return out;
}

// One mask a line, like the level file, so a sheet's data diffs well.
std::string profileText(const HeightMask::Heights& h) {
  std::string out = "[";
  for (std::size_t i = 0; i < h.size(); ++i) {
    if (i) out += ", ";
    out += std::to_string(h[i]);
  }
  return out + "]";
}

}  // namespace

SheetImage drawMaskSheet(const std::vector<SheetCell>& cells, int columns) {
  assert(columns > 0);
  SheetImage img;
  const int count = std::max<int>(1, static_cast<int>(cells.size()));
  const int cols = std::min(columns, count);
  img.width = cols * kTileSize;
  img.height = (count + cols - 1) / cols * kTileSize;
  img.rgba.assign(static_cast<std::size_t>(img.width) * static_cast<std::size_t>(img.height) * 4, 0);
  for (std::size_t i = 0; i < cells.size(); ++i) {
    const int x0 = static_cast<int>(i) % cols * kTileSize, y0 = static_cast<int>(i) / cols * kTileSize;
    const MaskBitmap bits = cells[i].mask.bitmap();
    const std::uint32_t rgb = cells[i].rgb;
    for (int y = 0; y < kTileSize; ++y) {
      for (int x = 0; x < kTileSize; ++x) {
        if (!((bits[static_cast<std::size_t>(y)] >> x) & 1u)) continue;
        std::uint8_t* p = &img.rgba[(static_cast<std::size_t>(y0 + y) * static_cast<std::size_t>(img.width) +
                                     static_cast<std::size_t>(x0 + x)) * 4];
        p[0] = static_cast<std::uint8_t>(rgb >> 16);
        p[1] = static_cast<std::uint8_t>(rgb >> 8);
        p[2] = static_cast<std::uint8_t>(rgb);
        p[3] = 255;
      }
    }
  }
  return img;
}

std::string maskSheetJson(const std::vector<HeightMask>& masks, int columns) {
  std::string out = "{\n  \"format\": \"solidtile-masks\",\n  \"version\": 1,\n";
  out += "  \"cell_size\": 16,\n  \"columns\": " + std::to_string(columns) + ",\n  \"masks\": [";
  for (std::size_t i = 0; i < masks.size(); ++i) {
    const HeightMask& m = masks[i];
    out += i ? ",\n" : "\n";
    out += "    {\"index\": " + std::to_string(i) + ", \"heights\": " + profileText(m.heights()) +
           ", \"widths\": " + profileText(m.widths()) + ", \"angle\": " + std::to_string(m.angle()) +
           ", \"flagged\": " + (m.flagged() ? "true" : "false") + "}";
  }
  out += masks.empty() ? "]\n}\n" : "\n  ]\n}\n";
  return out;
}

std::string classicHeights(const std::vector<HeightMask>& masks) { return bytesOf(masks, false); }
std::string classicWidths(const std::vector<HeightMask>& masks) { return bytesOf(masks, true); }

std::string classicAngles(const std::vector<HeightMask>& masks) {
  std::string out;
  for (const HeightMask& m : masks) out += static_cast<char>(m.angle());
  return out;
}

}  // namespace solidtile::io

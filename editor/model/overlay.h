// Lines and filled rectangles over the level (grids, selection, cursor,
// player start), collected by the panels each frame and drawn in two batched
// calls. GL-free, so panels can fill it.
#pragma once

#include <cstdint>
#include <vector>

namespace solidtile::editor {

struct OverlayVertex {
  float x;  // window pixels, top-left origin
  float y;
  std::uint32_t rgba;  // 0xAABBGGRR, the byte order ImGui's IM_COL32 uses
};

struct Overlay {
  std::vector<OverlayVertex> lines;      // pairs
  std::vector<OverlayVertex> triangles;  // triples

  void line(float x0, float y0, float x1, float y1, std::uint32_t rgba) {
    lines.push_back({x0, y0, rgba});
    lines.push_back({x1, y1, rgba});
  }
  void rectOutline(float x0, float y0, float x1, float y1, std::uint32_t rgba) {
    line(x0, y0, x1, y0, rgba);
    line(x1, y0, x1, y1, rgba);
    line(x1, y1, x0, y1, rgba);
    line(x0, y1, x0, y0, rgba);
  }
  void rectFilled(float x0, float y0, float x1, float y1, std::uint32_t rgba) {
    triangles.insert(triangles.end(), {{x0, y0, rgba}, {x1, y0, rgba}, {x1, y1, rgba}, {x0, y0, rgba}, {x1, y1, rgba},
                                       {x0, y1, rgba}});
  }
  void clear() {
    lines.clear();
    triangles.clear();
  }
};

constexpr std::uint32_t rgba(int r, int g, int b, int a = 255) {
  return static_cast<std::uint32_t>(r) | static_cast<std::uint32_t>(g) << 8 | static_cast<std::uint32_t>(b) << 16 |
         static_cast<std::uint32_t>(a) << 24;
}

}  // namespace solidtile::editor

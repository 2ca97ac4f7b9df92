// Draws Dear ImGui's draw data (our own renderer instead of the stock OpenGL3
// backend, same pixels): each draw list is a FrameLayer for the dirty region,
// and drawing is clipped to the rectangles that changed, so unchanged panels
// cost nothing on a software rasteriser.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "gfx/gl_objects.h"
#include "model/dirty_region.h"

struct ImDrawData;

namespace solidtile::editor {

class ImGuiRenderer {
 public:
  // Builds ImGui's font atlas texture; needs a current context and ImGui's.
  bool init(std::string* why);
  // The draw lists of `data` as layers (framebuffer pixels, GL's bottom-up rows), in paint order.
  // `texture` of revision `revision` is hashed by revision, as its pixels can change under the same name.
  void layers(const ImDrawData& data, gl::Name texture, std::uint64_t revision, std::vector<FrameLayer>& out) const;
  // Draws `data` into the bound (top-down) framebuffer, only inside `clips` (disjoint).
  void draw(const ImDrawData& data, const std::vector<ScreenRect>& clips);

 private:
  gl::Program program_;
  gl::VertexArray vao_;
  gl::Buffer vertices_;
  gl::Buffer indices_;
  gl::Texture font_;
};

}  // namespace solidtile::editor

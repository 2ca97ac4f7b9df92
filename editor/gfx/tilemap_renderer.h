// Draws the level from GPU copies of its tile grids and mask atlas in a single
// draw call, whatever the level size; uploads only what commands touched.
// Both paths share one RG16 texture, so a pixel costs one tile fetch.
#pragma once

#include <cstdint>
#include <string>

#include "gfx/gl_objects.h"
#include "model/document.h"
#include "model/tools.h"
#include "model/view_options.h"
#include "model/viewport.h"

namespace solidtile::editor {

struct TilemapDraw {
  CanvasRect canvas;
  Viewport viewport;
  int activeLayer = 0;
  ViewOptions options;
  const Stamp* preview = nullptr;  // drawn ghosted at previewAt
  TilePos previewAt;
  int framebufferWidth = 0;
  int framebufferHeight = 0;
  double framebufferScale = 1;  // framebuffer pixels per window pixel
};

class TilemapRenderer {
 public:
  bool init(std::string* why);
  void sync(Document& doc);
  void draw(const TilemapDraw& d);

  // For ImGui::Image thumbnails: the atlas shows solid pixels white and empty ones clear.
  gl::Name atlasTexture() const { return atlas_.get(); }
  int atlasColumns() const { return kAtlasColumns; }
  int atlasRows() const { return atlasRows_; }
  // Why the level cannot be drawn on this GPU, or empty.
  const std::string& problem() const { return problem_; }

  static constexpr int kAtlasColumns = 64;

 private:
  void uploadAll(const Level& level);
  void uploadTiles(const Level& level, TileRect r);
  void uploadMasks(const Level& level);
  void uploadStamp(const Stamp& s);

  gl::Program program_;
  gl::VertexArray emptyVao_;  // core profile needs one bound even with no attributes
  gl::Texture tiles_;
  gl::Texture atlas_;
  gl::Texture angles_;
  gl::Texture stamp_;
  Stamp uploadedStamp_;
  int atlasRows_ = 1;
  int levelWidth_ = 0;
  int levelHeight_ = 0;
  int layerCount_ = 1;
  int maxTextureSize_ = 0;
  std::string problem_;
};

}  // namespace solidtile::editor

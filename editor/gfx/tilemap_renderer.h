// Draws the level from GPU copies of its tile grids and mask atlas in a single
// draw call, whatever the level size; uploads only what commands touched.
// Both paths share one RG16 texture, so a pixel costs one tile fetch.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "model/image_file.h"
#include "gfx/gl_objects.h"
#include "gfx/render_target.h"
#include "model/background.h"
#include "model/dirty_region.h"
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
  const Background* background = nullptr;  // drawn under the tiles with the image given to setBackgroundImage
  int framebufferWidth = 0;
  int framebufferHeight = 0;
  double framebufferScale = 1;  // framebuffer pixels per window pixel
};

class TilemapRenderer {
 public:
  bool init(std::string* why);
  void sync(Document& doc);
  // Brings the offscreen picture up to date for `d`; the layer it will put on
  // the frame (nothing when there is no level to draw).
  std::optional<FrameLayer> prepare(const TilemapDraw& d);
  // The next prepare() draws the whole picture afresh (--full-redraw).
  void invalidate() { stale_ = true; }
  // Copies the picture onto top-down framebuffer `to` inside the canvas and `clips`; leaves `to` bound.
  void composite(gl::Name to, int framebufferHeight, const std::vector<ScreenRect>& clips) const;
  // The background picture, or none (nullptr). False with `why` when the GPU cannot hold it.
  bool setBackgroundImage(const Image* image, std::string* why);

  // For ImGui::Image thumbnails: the atlas shows solid pixels white and empty ones clear.
  gl::Name atlasTexture() const { return atlas_.get(); }
  // Counts the atlas's uploads: thumbnails drawn from it are stale when it moves.
  std::uint64_t atlasRevision() const { return atlasRevision_; }
  int atlasColumns() const { return kAtlasColumns; }
  int atlasRows() const { return atlasRows_; }
  // Why the level cannot be drawn on this GPU, or empty.
  const std::string& problem() const { return problem_; }

  static constexpr int kAtlasColumns = 64;

 private:
  // Where the level is drawn offscreen and where that lands on the window.
  struct Placement {
    int width = 0;  // offscreen size
    int height = 0;
    float originX = 0;  // offscreen pixel (top-down) of level pixel (0, 0)
    float originY = 0;
    float zoom = 1;     // offscreen pixels per level pixel
    int x0 = 0, y0 = 0, x1 = 0, y1 = 0;  // window rectangle, GL coordinates
  };
  // Everything the picture depends on besides the textures; unchanged means the last picture stands.
  struct Key {
    int x0 = 0, y0 = 0, x1 = 0, y1 = 0, width = 0, height = 0;
    float originX = 0, originY = 0, zoom = 0;
    int activeLayer = 0;
    ViewOptions options;
    bool stamp = false;
    TilePos stampAt;
    bool background = false;
    Background backgroundValue;
    bool operator==(const Key&) const = default;
  };
  static Placement place(const TilemapDraw& d, int sx, int sy, int sw, int sh);
  // Into the target; only inside `only` (target pixels, bottom-up) when given.
  void drawLevel(const TilemapDraw& d, const Placement& p, bool stampOn, const ScreenRect* only);
  static ScreenRect targetPixels(const Placement& pl, TileRect r);
  bool scroll(const TilemapDraw& d, const Placement& pl, bool stampOn, const Key& key);
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
  gl::Texture background_;
  RenderTarget target_;
  RenderTarget spare_;  // the next picture while scrolling copies the last one across
  Key drawn_;
  bool stale_ = true;  // a texture changed since the target was drawn
  TileRect staleTiles_;  // tiles edited since the target was drawn
  std::uint64_t lastHash_ = 0;  // of the layer prepare() returned last
  std::uint64_t pictureRevision_ = 0;  // counts the target's redraws
  std::uint64_t atlasRevision_ = 0;
  std::optional<Placement> shown_;  // where prepare() put the picture
  ScreenRect canvasBox_;
  Stamp uploadedStamp_;
  int backgroundWidth_ = 0;
  int backgroundHeight_ = 0;
  int atlasRows_ = 1;
  int levelWidth_ = 0;
  int levelHeight_ = 0;
  int layerCount_ = 1;
  int maxTextureSize_ = 0;
  std::string problem_;
};

}  // namespace solidtile::editor

#include "gfx/tilemap_renderer.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "gfx/gl.h"
#include "gfx/gl_context.h"

namespace solidtile::editor {
namespace {

constexpr int kAngleColumns = 256;
// Past this zoom a level-resolution picture is so small that drawing at window
// resolution costs no more, and the copy's scale stays modest.
constexpr double kMaxLevelResolutionZoom = 64;

void setNearestSampling(GLuint texture) {
  glBindTexture(GL_TEXTURE_2D, texture);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
}

void uploadU16(GLuint texture, int w, int h, const std::uint16_t* data) {
  setNearestSampling(texture);
  glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
  glPixelStorei(GL_UNPACK_ROW_LENGTH, 0);
  glTexImage2D(GL_TEXTURE_2D, 0, GL_R16, w, h, 0, GL_RED, GL_UNSIGNED_SHORT, data);
}

// Path 0 and path 1 of `r`, interleaved as the RG16 texture wants them.
std::vector<std::uint16_t> interleaved(const Level& level, TileRect r) {
  std::vector<std::uint16_t> out(static_cast<std::size_t>(r.width()) * static_cast<std::size_t>(r.height()) * 2);
  const auto& a = level.layerData(0);
  const auto& b = level.layerData(level.layerCount() > 1 ? 1 : 0);
  std::size_t i = 0;
  for (int y = r.y0; y <= r.y1; ++y) {
    std::size_t src = static_cast<std::size_t>(y) * static_cast<std::size_t>(level.width()) + static_cast<std::size_t>(r.x0);
    for (int x = r.x0; x <= r.x1; ++x, ++src) {
      out[i++] = a[src];
      out[i++] = b[src];
    }
  }
  return out;
}

GLint uniform(GLuint program, const char* name) { return glGetUniformLocation(program, name); }

int floorDiv(int a, int b) { return a >= 0 ? a / b : -((-a + b - 1) / b); }

}  // namespace

bool TilemapRenderer::init(std::string* why) {
  program_ = gl::makeProgram("tilemap.vert", "tilemap.frag", why);
  if (!program_) return false;
  emptyVao_ = gl::makeVertexArray();
  tiles_ = gl::makeTexture();
  atlas_ = gl::makeTexture();
  angles_ = gl::makeTexture();
  stamp_ = gl::makeTexture();
  background_ = gl::makeTexture();
  glGetIntegerv(GL_MAX_TEXTURE_SIZE, &maxTextureSize_);
  const std::uint16_t none = 0;
  uploadU16(stamp_.get(), 1, 1, &none);
  setNearestSampling(background_.get());
  const std::uint8_t clear[4] = {0, 0, 0, 0};
  glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, 1, 1, 0, GL_RGBA, GL_UNSIGNED_BYTE, clear);
  return true;
}

void TilemapRenderer::sync(Document& doc) {
  const Document::Changes changes = doc.takeChanges();
  const Level& level = doc.level();
  if (changes.structure) {
    uploadAll(level);
    stale_ = true;
    return;
  }
  TileRect touched;
  for (int l = 0; l < level.layerCount(); ++l) touched = touched.united(changes.tiles[l]);
  if (!touched.empty()) {
    uploadTiles(level, touched);
    staleTiles_ = staleTiles_.united(touched);  // only these tiles' pixels are redrawn
  }
  if (changes.masks) {
    uploadMasks(level);
    stale_ = true;  // the offscreen canvas shows the masks too
  }
}

bool TilemapRenderer::setBackgroundImage(const Image* image, std::string* why) {
  stale_ = true;
  backgroundWidth_ = backgroundHeight_ = 0;
  if (image == nullptr) return true;
  if (image->width > maxTextureSize_ || image->height > maxTextureSize_) {
    *why = "this GPU holds images up to " + std::to_string(maxTextureSize_) + " pixels a side; the image is " +
           std::to_string(image->width) + " x " + std::to_string(image->height);
    return false;
  }
  setNearestSampling(background_.get());
  glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
  glPixelStorei(GL_UNPACK_ROW_LENGTH, 0);
  glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, image->width, image->height, 0, GL_RGBA, GL_UNSIGNED_BYTE, image->rgba.data());
  backgroundWidth_ = image->width;
  backgroundHeight_ = image->height;
  return true;
}

void TilemapRenderer::uploadAll(const Level& level) {
  levelWidth_ = level.width();
  levelHeight_ = level.height();
  layerCount_ = level.layerCount();
  problem_.clear();
  if (levelWidth_ > maxTextureSize_ || levelHeight_ > maxTextureSize_) {
    problem_ = "this GPU draws levels up to " + std::to_string(maxTextureSize_) + " tiles a side; the level is " +
               std::to_string(levelWidth_) + " x " + std::to_string(levelHeight_);
    return;
  }
  setNearestSampling(tiles_.get());
  const auto data = interleaved(level, {0, 0, levelWidth_ - 1, levelHeight_ - 1});
  glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
  glPixelStorei(GL_UNPACK_ROW_LENGTH, 0);
  glTexImage2D(GL_TEXTURE_2D, 0, GL_RG16, levelWidth_, levelHeight_, 0, GL_RG, GL_UNSIGNED_SHORT, data.data());
  uploadMasks(level);
}

void TilemapRenderer::uploadTiles(const Level& level, TileRect r) {
  r = r.clippedTo(level.width(), level.height());
  if (r.empty() || !problem_.empty()) return;
  const auto data = interleaved(level, r);
  glBindTexture(GL_TEXTURE_2D, tiles_.get());
  glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
  glTexSubImage2D(GL_TEXTURE_2D, 0, r.x0, r.y0, r.width(), r.height(), GL_RG, GL_UNSIGNED_SHORT, data.data());
}

void TilemapRenderer::uploadMasks(const Level& level) {
  const int count = std::max<int>(1, static_cast<int>(level.masks().size()));
  atlasRows_ = (count + kAtlasColumns - 1) / kAtlasColumns;
  const int w = kAtlasColumns * kTileSize;
  const int h = atlasRows_ * kTileSize;
  std::vector<std::uint8_t> pixels(static_cast<std::size_t>(w * h), 0);
  std::vector<std::uint8_t> angles(static_cast<std::size_t>(kAngleColumns * ((count + kAngleColumns - 1) / kAngleColumns)), 0);
  for (int i = 0; i < static_cast<int>(level.masks().size()); ++i) {
    const MaskBitmap bits = level.mask(i).bitmap();
    const int cx = (i % kAtlasColumns) * kTileSize;
    const int cy = (i / kAtlasColumns) * kTileSize;
    for (int y = 0; y < kTileSize; ++y) {
      for (int x = 0; x < kTileSize; ++x) {
        if ((bits[static_cast<std::size_t>(y)] >> x) & 1u) pixels[static_cast<std::size_t>((cy + y) * w + cx + x)] = 255;
      }
    }
    angles[static_cast<std::size_t>(i)] = level.mask(i).angle();
  }
  setNearestSampling(atlas_.get());
  ++atlasRevision_;
  glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
  glTexImage2D(GL_TEXTURE_2D, 0, GL_R8, w, h, 0, GL_RED, GL_UNSIGNED_BYTE, pixels.data());
  // Thumbnails sample this texture through ImGui: white where solid, clear where empty.
  const GLint swizzle[4] = {GL_RED, GL_RED, GL_RED, GL_RED};
  glTexParameteriv(GL_TEXTURE_2D, GL_TEXTURE_SWIZZLE_RGBA, swizzle);
  setNearestSampling(angles_.get());
  glTexImage2D(GL_TEXTURE_2D, 0, GL_R8, kAngleColumns, static_cast<GLsizei>(angles.size() / kAngleColumns), 0, GL_RED,
               GL_UNSIGNED_BYTE, angles.data());
}

void TilemapRenderer::uploadStamp(const Stamp& s) {
  if (s == uploadedStamp_) return;
  uploadedStamp_ = s;
  uploadU16(stamp_.get(), s.width, s.height, s.tiles.data());
  stale_ = true;
}

// At a whole zoom with the level on whole pixels every level pixel is exactly
// zoom x zoom window pixels, so the level is drawn one texel per level pixel
// (zoom^2 times fewer shader runs) and the copy scales it up, pixel for pixel
// what drawing at window resolution gives. Other zooms draw at window resolution.
TilemapRenderer::Placement TilemapRenderer::place(const TilemapDraw& d, int sx, int sy, int sw, int sh) {
  Placement p;
  const double zoom = d.viewport.zoom * d.framebufferScale;
  const double ox = (d.canvas.x + d.viewport.originX) * d.framebufferScale;  // window pixels, top-down
  const double oy = (d.canvas.y + d.viewport.originY) * d.framebufferScale;
  const int top = d.framebufferHeight - sy - sh;  // canvas top, top-down
  const bool whole = zoom >= 1 && zoom <= kMaxLevelResolutionZoom && zoom == std::floor(zoom) && ox == std::floor(ox) &&
                     oy == std::floor(oy);
  if (!whole) {
    p.width = sw;
    p.height = sh;
    p.originX = static_cast<float>(ox - sx);
    p.originY = static_cast<float>(oy - top);
    p.zoom = static_cast<float>(zoom);
    p.x0 = sx;
    p.y0 = sy;
    p.x1 = sx + sw;
    p.y1 = sy + sh;
    return p;
  }
  const int z = static_cast<int>(zoom);
  const int ix = static_cast<int>(ox);
  const int iy = static_cast<int>(oy);
  // The level pixels under the canvas's first and last window pixels.
  const int l0 = floorDiv(sx - ix, z);
  const int m0 = floorDiv(top - iy, z);
  // One level pixel more than a canvas edge can cut, whatever the phase, so the
  // size stays put while panning and scroll() can reuse the last picture.
  p.width = (sw + z - 1) / z + 1;
  p.height = (sh + z - 1) / z + 1;
  p.originX = static_cast<float>(-l0);
  p.originY = static_cast<float>(-m0);
  p.zoom = 1;
  p.x0 = ix + l0 * z;
  p.x1 = p.x0 + p.width * z;
  const int topEdge = iy + m0 * z;  // top-down
  p.y1 = d.framebufferHeight - topEdge;
  p.y0 = p.y1 - p.height * z;
  return p;
}

void TilemapRenderer::drawLevel(const TilemapDraw& d, const Placement& pl, bool stampOn, const ScreenRect* only) {
  const GLuint p = program_.get();
  target_.bind(pl.width, pl.height);
  if (only != nullptr) {
    glEnable(GL_SCISSOR_TEST);
    glScissor(only->x0, only->y0, only->x1 - only->x0, only->y1 - only->y0);
  } else {
    glDisable(GL_SCISSOR_TEST);
  }
  glDisable(GL_BLEND);
  glUseProgram(p);
  glBindVertexArray(emptyVao_.get());
  const GLuint textures[] = {tiles_.get(), atlas_.get(), angles_.get(), stamp_.get(), background_.get()};
  const char* names[] = {"uTiles", "uAtlas", "uAngles", "uStamp", "uBackground"};
  for (int i = 0; i < 5; ++i) {
    glActiveTexture(static_cast<GLenum>(GL_TEXTURE0 + i));
    glBindTexture(GL_TEXTURE_2D, textures[i]);
    glUniform1i(uniform(p, names[i]), i);
  }
  glActiveTexture(GL_TEXTURE0);
  glUniform2i(uniform(p, "uLevelSize"), levelWidth_, levelHeight_);
  glUniform2f(uniform(p, "uOrigin"), pl.originX, pl.originY);
  glUniform1f(uniform(p, "uZoom"), pl.zoom);
  glUniform1f(uniform(p, "uFramebufferHeight"), static_cast<float>(pl.height));
  glUniform1i(uniform(p, "uLayerCount"), layerCount_);
  glUniform1i(uniform(p, "uActiveLayer"), std::min(d.activeLayer, layerCount_ - 1));
  glUniform1i(uniform(p, "uLayerView"), static_cast<int>(d.options.layers));
  glUniform1i(uniform(p, "uAngleColors"), d.options.angleColors ? 1 : 0);
  if (stampOn) {
    glUniform4i(uniform(p, "uStampRect"), d.previewAt.x, d.previewAt.y, d.preview->width, d.preview->height);
  } else {
    glUniform4i(uniform(p, "uStampRect"), 0, 0, 0, 0);
  }
  if (d.background != nullptr && backgroundWidth_ > 0) {
    glUniform4i(uniform(p, "uBackgroundRect"), d.background->x, d.background->y, backgroundWidth_, backgroundHeight_);
    glUniform1f(uniform(p, "uBackgroundOpacity"), std::clamp(d.background->opacity, 0.0f, 1.0f));
  } else {
    glUniform4i(uniform(p, "uBackgroundRect"), 0, 0, 0, 0);
  }
  glDrawArrays(GL_TRIANGLES, 0, 3);
  glDisable(GL_SCISSOR_TEST);
  glBindVertexArray(0);
  glBindFramebuffer(GL_FRAMEBUFFER, 0);
}

// Panning at level resolution moves the picture by whole texels: what is still in
// view is copied across from the last picture (a memory copy in llvmpipe) and
// the shader runs only on the strips that came into view and on edited tiles,
// instead of on every texel. False when the view changed otherwise.
bool TilemapRenderer::scroll(const TilemapDraw& d, const Placement& pl, bool stampOn, const Key& key) {
  Key moved = key, was = drawn_;
  moved.x0 = moved.y0 = moved.x1 = moved.y1 = was.x0 = was.y0 = was.x1 = was.y1 = 0;
  moved.originX = moved.originY = was.originX = was.originY = 0;
  if (!(moved == was) || pl.zoom != 1 || target_.width() != pl.width || target_.height() != pl.height) return false;
  const float fx = pl.originX - drawn_.originX, fy = pl.originY - drawn_.originY;
  const int dx = static_cast<int>(fx), dy = static_cast<int>(fy);
  if (static_cast<float>(dx) != fx || static_cast<float>(dy) != fy || std::abs(dx) >= pl.width || std::abs(dy) >= pl.height) {
    return false;
  }
  const int w = pl.width, h = pl.height, gy = -dy;  // GL rows go up
  const ScreenRect from{std::max(0, -dx), std::max(0, -gy), std::min(w, w - dx), std::min(h, h - gy)};
  const ScreenRect to{from.x0 + dx, from.y0 + gy, from.x1 + dx, from.y1 + gy};
  spare_.bind(w, h);
  glDisable(GL_SCISSOR_TEST);
  glBindFramebuffer(GL_READ_FRAMEBUFFER, target_.framebuffer());
  glBindFramebuffer(GL_DRAW_FRAMEBUFFER, spare_.framebuffer());
  glBlitFramebuffer(from.x0, from.y0, from.x1, from.y1, to.x0, to.y0, to.x1, to.y1, GL_COLOR_BUFFER_BIT, GL_NEAREST);
  glBindFramebuffer(GL_FRAMEBUFFER, 0);
  std::swap(target_, spare_);
  std::vector<ScreenRect> redraw;
  subtract({0, 0, w, h}, to, redraw);
  if (!staleTiles_.empty()) addDirtyRect(redraw, targetPixels(pl, staleTiles_));
  for (const ScreenRect& r : redraw) drawLevel(d, pl, stampOn, &r);
  return true;
}

// The target's pixels (GL rows, bottom-up) that show level tiles `r`.
ScreenRect TilemapRenderer::targetPixels(const Placement& pl, TileRect r) {
  const double x0 = static_cast<double>(pl.originX) + r.x0 * kTileSize * static_cast<double>(pl.zoom);
  const double x1 = static_cast<double>(pl.originX) + (r.x1 + 1) * kTileSize * static_cast<double>(pl.zoom);
  const double y0 = static_cast<double>(pl.originY) + r.y0 * kTileSize * static_cast<double>(pl.zoom);  // top-down
  const double y1 = static_cast<double>(pl.originY) + (r.y1 + 1) * kTileSize * static_cast<double>(pl.zoom);
  // A pixel off either way is harmless; one missed is not.
  const ScreenRect topDown{static_cast<int>(std::floor(x0)) - 1, static_cast<int>(std::floor(y0)) - 1,
                           static_cast<int>(std::ceil(x1)) + 1, static_cast<int>(std::ceil(y1)) + 1};
  return ScreenRect{topDown.x0, pl.height - topDown.y1, topDown.x1, pl.height - topDown.y0}.intersected(
      {0, 0, pl.width, pl.height});
}

std::optional<FrameLayer> TilemapRenderer::prepare(const TilemapDraw& d) {
  shown_.reset();
  if (!problem_.empty() || levelWidth_ == 0) return std::nullopt;
  const double scale = d.framebufferScale;
  const GLint sx = static_cast<GLint>(d.canvas.x * scale);
  const GLint sw = static_cast<GLint>(d.canvas.w * scale);
  const GLint sh = static_cast<GLint>(d.canvas.h * scale);
  const GLint sy = d.framebufferHeight - static_cast<GLint>((d.canvas.y + d.canvas.h) * scale);
  if (sw <= 0 || sh <= 0) return std::nullopt;
  const bool stampOn = d.preview != nullptr && !d.preview->empty();
  if (stampOn) uploadStamp(*d.preview);

  const Placement pl = place(d, sx, sy, sw, sh);
  Key key{pl.x0, pl.y0, pl.x1, pl.y1, pl.width, pl.height, pl.originX, pl.originY, pl.zoom, d.activeLayer, d.options,
          stampOn, stampOn ? d.previewAt : TilePos{}, d.background != nullptr && backgroundWidth_ > 0, {}};
  if (key.background) key.backgroundValue = *d.background;
  // Same view, options and stamp: only edited tiles and the stamp's old and new
  // places need drawing again, in the target and so on the frame.
  Key unstamped = key, drawnUnstamped = drawn_;
  unstamped.stamp = drawnUnstamped.stamp = false;
  unstamped.stampAt = drawnUnstamped.stampAt = TilePos{};
  std::optional<ScreenRect> damage;
  if (!stale_ && unstamped == drawnUnstamped && target_.width() == pl.width && target_.height() == pl.height) {
    TileRect tiles = staleTiles_;
    if (key.stamp != drawn_.stamp || !(key.stampAt == drawn_.stampAt)) {
      const int w = uploadedStamp_.width, h = uploadedStamp_.height;
      if (drawn_.stamp) tiles = tiles.united({drawn_.stampAt.x, drawn_.stampAt.y, drawn_.stampAt.x + w - 1, drawn_.stampAt.y + h - 1});
      if (key.stamp) tiles = tiles.united({key.stampAt.x, key.stampAt.y, key.stampAt.x + w - 1, key.stampAt.y + h - 1});
    }
    const ScreenRect part = tiles.empty() ? ScreenRect{} : targetPixels(pl, tiles);
    if (!part.empty()) {
      drawLevel(d, pl, stampOn, &part);
      ++pictureRevision_;
    }
    // The target's pixels as the blit scales them onto the window.
    const int s = std::max(1, (pl.x1 - pl.x0) / std::max(1, pl.width));
    damage = ScreenRect{pl.x0 + part.x0 * s, pl.y0 + part.y0 * s, pl.x0 + part.x1 * s, pl.y0 + part.y1 * s};
  } else if (!stale_ && scroll(d, pl, stampOn, key)) {
    ++pictureRevision_;
  } else if (stale_ || !(key == drawn_)) {
    drawLevel(d, pl, stampOn, nullptr);
    ++pictureRevision_;
  }
  drawn_ = key;
  stale_ = false;
  staleTiles_ = TileRect{};
  shown_ = pl;
  canvasBox_ = {sx, sy, sx + sw, sy + sh};
  LayerHash h;
  h.add(pictureRevision_);
  const int where[4] = {pl.x0, pl.y0, pl.x1, pl.y1};
  h.add(where, sizeof where);
  constexpr std::uint64_t kLevelLayer = 1;
  FrameLayer layer{kLevelLayer, h.value(), canvasBox_, 0, {}};
  if (damage) {
    layer.since = lastHash_;
    layer.damage = *damage;
  }
  lastHash_ = layer.hash;
  return layer;
}

void TilemapRenderer::composite(gl::Name to, int framebufferHeight, const std::vector<ScreenRect>& clips) const {
  glBindFramebuffer(GL_FRAMEBUFFER, to);
  if (!shown_) return;
  glEnable(GL_SCISSOR_TEST);
  for (const ScreenRect& clip : clips) {
    const ScreenRect s = canvasBox_.intersected(clip);
    if (s.empty()) continue;
    gl::scissorTopDown(s, framebufferHeight);
    // Destination rows reversed: the picture lands upside down, as the frame keeps its rows.
    target_.blitTo(to, shown_->x0, framebufferHeight - shown_->y0, shown_->x1, framebufferHeight - shown_->y1);
  }
  glDisable(GL_SCISSOR_TEST);
}

}  // namespace solidtile::editor

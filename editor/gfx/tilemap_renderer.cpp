#include "gfx/tilemap_renderer.h"

#include <algorithm>
#include <vector>

#include "gfx/gl.h"

namespace solidtile::editor {
namespace {

constexpr int kAngleColumns = 256;

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

// Path 1 and path 2 of `r`, interleaved as the RG16 texture wants them.
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

}  // namespace

bool TilemapRenderer::init(std::string* why) {
  program_ = gl::makeProgram("tilemap.vert", "tilemap.frag", why);
  if (!program_) return false;
  emptyVao_ = gl::makeVertexArray();
  tiles_ = gl::makeTexture();
  atlas_ = gl::makeTexture();
  angles_ = gl::makeTexture();
  stamp_ = gl::makeTexture();
  glGetIntegerv(GL_MAX_TEXTURE_SIZE, &maxTextureSize_);
  const std::uint16_t none = 0;
  uploadU16(stamp_.get(), 1, 1, &none);
  return true;
}

void TilemapRenderer::sync(Document& doc) {
  const Document::Changes changes = doc.takeChanges();
  const Level& level = doc.level();
  if (changes.structure) {
    uploadAll(level);
    return;
  }
  TileRect touched;
  for (int l = 0; l < level.layerCount(); ++l) touched = touched.united(changes.tiles[l]);
  if (!touched.empty()) uploadTiles(level, touched);
  if (changes.masks) uploadMasks(level);
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
}

void TilemapRenderer::draw(const TilemapDraw& d) {
  if (!problem_.empty() || levelWidth_ == 0) return;
  const GLuint p = program_.get();
  const double scale = d.framebufferScale;
  const GLint sx = static_cast<GLint>(d.canvas.x * scale);
  const GLint sw = static_cast<GLint>(d.canvas.w * scale);
  const GLint sh = static_cast<GLint>(d.canvas.h * scale);
  const GLint sy = d.framebufferHeight - static_cast<GLint>((d.canvas.y + d.canvas.h) * scale);
  if (sw <= 0 || sh <= 0) return;
  const bool stampOn = d.preview != nullptr && !d.preview->empty();
  if (stampOn) uploadStamp(*d.preview);

  glViewport(sx, sy, sw, sh);
  glEnable(GL_SCISSOR_TEST);
  glScissor(sx, sy, sw, sh);
  glDisable(GL_BLEND);
  glUseProgram(p);
  glBindVertexArray(emptyVao_.get());
  const GLuint textures[] = {tiles_.get(), atlas_.get(), angles_.get(), stamp_.get()};
  const char* names[] = {"uTiles", "uAtlas", "uAngles", "uStamp"};
  for (int i = 0; i < 4; ++i) {
    glActiveTexture(static_cast<GLenum>(GL_TEXTURE0 + i));
    glBindTexture(GL_TEXTURE_2D, textures[i]);
    glUniform1i(uniform(p, names[i]), i);
  }
  glActiveTexture(GL_TEXTURE0);
  glUniform2i(uniform(p, "uLevelSize"), levelWidth_, levelHeight_);
  glUniform2f(uniform(p, "uOrigin"), static_cast<float>((d.canvas.x + d.viewport.originX) * scale),
              static_cast<float>((d.canvas.y + d.viewport.originY) * scale));
  glUniform1f(uniform(p, "uZoom"), static_cast<float>(d.viewport.zoom * scale));
  glUniform1f(uniform(p, "uFramebufferHeight"), static_cast<float>(d.framebufferHeight));
  glUniform1i(uniform(p, "uLayerCount"), layerCount_);
  glUniform1i(uniform(p, "uActiveLayer"), std::min(d.activeLayer, layerCount_ - 1));
  glUniform1i(uniform(p, "uLayerView"), static_cast<int>(d.options.layers));
  glUniform1i(uniform(p, "uAngleColors"), d.options.angleColors ? 1 : 0);
  if (stampOn) {
    glUniform4i(uniform(p, "uStampRect"), d.previewAt.x, d.previewAt.y, d.preview->width, d.preview->height);
  } else {
    glUniform4i(uniform(p, "uStampRect"), 0, 0, 0, 0);
  }
  glDrawArrays(GL_TRIANGLES, 0, 3);
  glBindVertexArray(0);
  glDisable(GL_SCISSOR_TEST);
  glViewport(0, 0, d.framebufferWidth, d.framebufferHeight);
}

}  // namespace solidtile::editor

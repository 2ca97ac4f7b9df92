#include "gfx/imgui_renderer.h"

#include <algorithm>
#include <cmath>
#include <cstddef>

#include <imgui.h>

#include "gfx/gl.h"
#include "gfx/gl_context.h"

namespace solidtile::editor {
namespace {

int framebufferHeight(const ImDrawData& d) {
  return static_cast<int>(d.DisplaySize.y * d.FramebufferScale.y);
}

// The scissor box a command is drawn with (GL's bottom-up rows); empty when it draws nothing.
ScreenRect scissorOf(const ImDrawData& d, const ImDrawCmd& c) {
  const ImVec2 off = d.DisplayPos, scale = d.FramebufferScale;
  const float x0 = (c.ClipRect.x - off.x) * scale.x, y0 = (c.ClipRect.y - off.y) * scale.y;
  const float x1 = (c.ClipRect.z - off.x) * scale.x, y1 = (c.ClipRect.w - off.y) * scale.y;
  if (x1 <= x0 || y1 <= y0) return {};
  const int x = static_cast<int>(x0);
  const int y = framebufferHeight(d) - static_cast<int>(y1);
  return {x, y, x + static_cast<int>(x1 - x0), y + static_cast<int>(y1 - y0)};
}

// The pixels the list's vertices can reach (a triangle covers pixel centres inside it only).
ScreenRect vertexBounds(const ImDrawData& d, const ImDrawList& list) {
  if (list.VtxBuffer.Size == 0) return {};
  float x0 = list.VtxBuffer[0].pos.x, x1 = x0, y0 = list.VtxBuffer[0].pos.y, y1 = y0;
  for (const ImDrawVert& v : list.VtxBuffer) {
    x0 = std::min(x0, v.pos.x);
    x1 = std::max(x1, v.pos.x);
    y0 = std::min(y0, v.pos.y);
    y1 = std::max(y1, v.pos.y);
  }
  const ImVec2 off = d.DisplayPos, scale = d.FramebufferScale;
  const int h = framebufferHeight(d);
  return {static_cast<int>(std::floor((x0 - off.x) * scale.x)), h - static_cast<int>(std::ceil((y1 - off.y) * scale.y)),
          static_cast<int>(std::ceil((x1 - off.x) * scale.x)), h - static_cast<int>(std::floor((y0 - off.y) * scale.y))};
}

std::uint64_t textureKey(ImTextureID id) { return static_cast<std::uint64_t>(reinterpret_cast<std::uintptr_t>(id)); }

}  // namespace

bool ImGuiRenderer::init(std::string* why) {
  program_ = gl::makeProgram("imgui.vert", "imgui.frag", why);
  if (!program_) return false;
  vao_ = gl::makeVertexArray();
  vertices_ = gl::makeBuffer();
  indices_ = gl::makeBuffer();
  glBindVertexArray(vao_.get());
  glBindBuffer(GL_ARRAY_BUFFER, vertices_.get());
  glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, indices_.get());
  glEnableVertexAttribArray(0);
  glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, sizeof(ImDrawVert), reinterpret_cast<const void*>(offsetof(ImDrawVert, pos)));
  glEnableVertexAttribArray(1);
  glVertexAttribPointer(1, 2, GL_FLOAT, GL_FALSE, sizeof(ImDrawVert), reinterpret_cast<const void*>(offsetof(ImDrawVert, uv)));
  glEnableVertexAttribArray(2);
  glVertexAttribPointer(2, 4, GL_UNSIGNED_BYTE, GL_TRUE, sizeof(ImDrawVert),
                        reinterpret_cast<const void*>(offsetof(ImDrawVert, col)));
  glBindVertexArray(0);

  ImGuiIO& io = ImGui::GetIO();
  unsigned char* pixels = nullptr;
  int w = 0, h = 0;
  io.Fonts->GetTexDataAsRGBA32(&pixels, &w, &h);
  font_ = gl::makeTexture();
  glBindTexture(GL_TEXTURE_2D, font_.get());
  // Linear, as ImGui's baked anti-aliased lines expect; text lands on whole pixels either way.
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
  glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
  glPixelStorei(GL_UNPACK_ROW_LENGTH, 0);
  glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, w, h, 0, GL_RGBA, GL_UNSIGNED_BYTE, pixels);
  io.Fonts->SetTexID(reinterpret_cast<ImTextureID>(static_cast<std::uintptr_t>(font_.get())));
  io.BackendRendererName = "solidtile";
  io.BackendFlags |= ImGuiBackendFlags_RendererHasVtxOffset;
  return true;
}

void ImGuiRenderer::layers(const ImDrawData& data, gl::Name texture, std::uint64_t revision,
                           std::vector<FrameLayer>& out) const {
  for (int n = 0; n < data.CmdListsCount; ++n) {
    const ImDrawList& list = *data.CmdLists[n];
    LayerHash h;
    h.add(list.VtxBuffer.Data, static_cast<std::size_t>(list.VtxBuffer.Size) * sizeof(ImDrawVert));
    h.add(list.IdxBuffer.Data, static_cast<std::size_t>(list.IdxBuffer.Size) * sizeof(ImDrawIdx));
    ScreenRect reach;
    for (const ImDrawCmd& c : list.CmdBuffer) {
      h.add(&c.ClipRect, sizeof c.ClipRect);
      h.add(textureKey(c.TextureId));
      h.add(static_cast<std::uint64_t>(c.VtxOffset) << 32 | c.IdxOffset);
      h.add(static_cast<std::uint64_t>(c.ElemCount));
      h.add(static_cast<std::uint64_t>(reinterpret_cast<std::uintptr_t>(c.UserCallback)));
      if (textureKey(c.TextureId) == texture) h.add(revision);
      if (c.ElemCount > 0) reach = reach.united(scissorOf(data, c));
    }
    // The same window's list keeps its address (and name) from frame to frame.
    LayerHash id;
    id.add(static_cast<std::uint64_t>(reinterpret_cast<std::uintptr_t>(&list)));
    FrameLayer layer;
    layer.id = id.value();
    layer.hash = h.value();
    layer.rect = reach.intersected(vertexBounds(data, list));
    out.push_back(layer);
  }
}

void ImGuiRenderer::draw(const ImDrawData& data, const std::vector<ScreenRect>& clips) {
  const int fbw = static_cast<int>(data.DisplaySize.x * data.FramebufferScale.x);
  const int fbh = framebufferHeight(data);
  if (fbw <= 0 || fbh <= 0 || clips.empty()) return;
  glEnable(GL_BLEND);
  glBlendEquation(GL_FUNC_ADD);
  glBlendFuncSeparate(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA, GL_ONE, GL_ONE_MINUS_SRC_ALPHA);
  glDisable(GL_CULL_FACE);
  glDisable(GL_DEPTH_TEST);
  glDisable(GL_STENCIL_TEST);
  glEnable(GL_SCISSOR_TEST);
  glViewport(0, 0, fbw, fbh);
  const float l = data.DisplayPos.x, r = data.DisplayPos.x + data.DisplaySize.x;
  const float t = data.DisplayPos.y, b = data.DisplayPos.y + data.DisplaySize.y;
  // ImGui's orthographic projection, upside down for the top-down frame.
  const float projection[16] = {2.0f / (r - l), 0, 0, 0, 0, 2.0f / (b - t), 0, 0, 0, 0, -1, 0, (r + l) / (l - r), (b + t) / (t - b), 0, 1};
  const GLuint p = program_.get();
  glUseProgram(p);
  glUniform1i(glGetUniformLocation(p, "uTexture"), 0);
  glUniformMatrix4fv(glGetUniformLocation(p, "uProjection"), 1, GL_FALSE, projection);
  glActiveTexture(GL_TEXTURE0);
  glBindVertexArray(vao_.get());
  glBindBuffer(GL_ARRAY_BUFFER, vertices_.get());
  glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, indices_.get());
  const GLenum indexType = sizeof(ImDrawIdx) == 2 ? GL_UNSIGNED_SHORT : GL_UNSIGNED_INT;
  for (int n = 0; n < data.CmdListsCount; ++n) {
    const ImDrawList& list = *data.CmdLists[n];
    bool uploaded = false;
    for (const ImDrawCmd& c : list.CmdBuffer) {
      if (c.UserCallback != nullptr) {
        // ImGui's "reset render state" marker; the editor adds no callbacks of its own.
        if (c.UserCallback != ImDrawCallback_ResetRenderState) c.UserCallback(&list, &c);
        continue;
      }
      const ScreenRect box = scissorOf(data, c);
      for (const ScreenRect& clip : clips) {
        const ScreenRect s = box.intersected(clip);
        if (s.empty()) continue;
        if (!uploaded) {
          // Only lists that draw somewhere dirty are sent at all.
          glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(list.VtxBuffer.Size) * static_cast<GLsizeiptr>(sizeof(ImDrawVert)),
                       list.VtxBuffer.Data, GL_STREAM_DRAW);
          glBufferData(GL_ELEMENT_ARRAY_BUFFER, static_cast<GLsizeiptr>(list.IdxBuffer.Size) * static_cast<GLsizeiptr>(sizeof(ImDrawIdx)),
                       list.IdxBuffer.Data, GL_STREAM_DRAW);
          uploaded = true;
        }
        glBindTexture(GL_TEXTURE_2D, static_cast<GLuint>(textureKey(c.TextureId)));
        gl::scissorTopDown(s, fbh);
        glDrawElementsBaseVertex(GL_TRIANGLES, static_cast<GLsizei>(c.ElemCount), indexType,
                                 reinterpret_cast<const void*>(static_cast<std::uintptr_t>(c.IdxOffset) * sizeof(ImDrawIdx)),
                                 static_cast<GLint>(c.VtxOffset));
      }
    }
  }
  glBindVertexArray(0);
  glDisable(GL_SCISSOR_TEST);
  glDisable(GL_BLEND);
}

}  // namespace solidtile::editor

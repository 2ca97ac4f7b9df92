// The panels' hex byte field driven by a mouse drag in a headless Dear ImGui
// context (no window, no renderer: ImGui builds its draw lists and nobody draws them).
#include <gtest/gtest.h>
#include <imgui.h>

#include <vector>

#include "panels/hex_drag.h"

namespace {

using solidtile::editor::dragHexByte;

// Drags the field from its centre `pixels` to the right, a pixel a frame;
// returns the value after each frame.
std::vector<int> drag(int start, int pixels) {
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.DisplaySize = ImVec2(400, 200);
  io.DeltaTime = 1.0f / 60;
  io.IniFilename = nullptr;
  unsigned char* atlas = nullptr;
  int w = 0, h = 0;
  io.Fonts->GetTexDataAsRGBA32(&atlas, &w, &h);
  int value = start;
  ImVec2 centre(0, 0);
  std::vector<int> seen;
  auto frame = [&](ImVec2 mouse, bool down) {
    io.MousePos = mouse;
    io.MouseDown[0] = down;
    ImGui::NewFrame();
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(ImVec2(400, 200));
    ImGui::Begin("w");
    dragHexByte("center", &value, 0.25f, 0, 255);
    centre = ImVec2((ImGui::GetItemRectMin().x + ImGui::GetItemRectMax().x) / 2,
                    (ImGui::GetItemRectMin().y + ImGui::GetItemRectMax().y) / 2);
    ImGui::End();
    ImGui::Render();
    seen.push_back(value);
  };
  frame(ImVec2(-1, -1), false);  // lays the field out
  const ImVec2 at = centre;
  frame(at, false);
  frame(at, true);
  for (int i = 1; i <= pixels; ++i) frame(ImVec2(at.x + static_cast<float>(i), at.y), true);
  frame(ImVec2(at.x + static_cast<float>(pixels), at.y), false);
  ImGui::DestroyContext();
  return seen;
}

TEST(HexDrag, ADragRightCountsUpAQuarterAPixelWithoutJumping) {
  const std::vector<int> seen = drag(0x40, 40);
  for (std::size_t i = 1; i < seen.size(); ++i) {
    EXPECT_GE(seen[i], seen[i - 1]) << "frame " << i;
    EXPECT_LE(seen[i], seen[i - 1] + 1) << "frame " << i;
  }
  // 40 px at 0.25 a pixel, less the few pixels ImGui waits before a drag counts.
  EXPECT_GE(seen.back(), 0x40 + 8);
  EXPECT_LE(seen.back(), 0x40 + 10);
}

TEST(HexDrag, StaysInsideItsRange) {
  const std::vector<int> seen = drag(0xFD, 40);
  EXPECT_EQ(seen.back(), 0xFF);
}

}  // namespace

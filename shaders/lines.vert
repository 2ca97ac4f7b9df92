#version 330 core
// Overlay geometry arrives in window pixels (top-left origin); the frame it is
// drawn into keeps its rows top-down too (gl_context.h), so y is not turned over.
layout(location = 0) in vec2 aPosition;
layout(location = 1) in vec4 aColor;
uniform vec2 uScreenSize;
out vec4 vColor;
void main() {
  vColor = aColor;
  // A line on a pixel edge is a tie the rasteriser breaks by the buffer's
  // orientation; the nudge keeps the side the window used to pick.
  float y = aPosition.y + 1.0 / 64.0;
  gl_Position = vec4(aPosition.x / uScreenSize.x * 2.0 - 1.0, y / uScreenSize.y * 2.0 - 1.0, 0.0, 1.0);
}

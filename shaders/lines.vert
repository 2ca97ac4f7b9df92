#version 330 core
// Overlay geometry arrives in window pixels (top-left origin).
layout(location = 0) in vec2 aPosition;
layout(location = 1) in vec4 aColor;
uniform vec2 uScreenSize;
out vec4 vColor;
void main() {
  vColor = aColor;
  gl_Position = vec4(aPosition.x / uScreenSize.x * 2.0 - 1.0, 1.0 - aPosition.y / uScreenSize.y * 2.0, 0.0, 1.0);
}

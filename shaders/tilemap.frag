#version 330 core
// Draws every visible tile of both collision layers in one pass: the tile grid
// is an RG16 texture of raw tile values (path 1 in red, path 2 in green), the
// masks are 16x16 cells of an atlas.

// Normalized 16-bit rather than integer: llvmpipe fetches it several times
// faster, and 65535 * v recovers the raw value exactly.
uniform sampler2D uTiles;
uniform sampler2D uAtlas;      // R8, 1 = solid
uniform sampler2D uAngles;     // R8, mask i at (i % 256, i / 256)
uniform sampler2D uStamp;      // R16 preview of what a click would paint
uniform ivec2 uLevelSize;      // tiles
uniform vec2 uOrigin;          // window pixel (top-left origin) of level pixel (0,0)
uniform float uZoom;
uniform float uFramebufferHeight;
uniform int uLayerCount;
uniform int uActiveLayer;
uniform int uLayerView;        // 0 both, 1 active only, 2 other dimmed
uniform bool uAngleColors;
uniform ivec4 uStampRect;      // x, y, w, h in tiles; w = 0 when off
uniform sampler2D uBackground; // RGBA8 level art, one texel per level pixel
uniform ivec4 uBackgroundRect; // x, y, w, h in level pixels; w = 0 when off
uniform float uBackgroundOpacity;

out vec4 fragColor;

const vec3 kBackground = vec3(0.125, 0.135, 0.16);
const vec3 kOutside = vec3(0.04, 0.043, 0.05);
// Selects instead of a constant array: llvmpipe turns an indexed array into
// a per-pixel memory access, several times slower than these compares.
vec3 solidityColour(int s) {
  return s == 0 ? vec3(0.50, 0.72, 1.00)          // all
       : s == 1 ? vec3(0.45, 0.88, 0.45)          // top only
       : s == 2 ? vec3(1.00, 0.62, 0.30)          // sides and bottom
                : vec3(0.55, 0.55, 0.60);         // none
}

vec3 hue(float h) {
  vec3 k = clamp(abs(mod(h * 6.0 + vec3(0.0, 4.0, 2.0), 6.0) - 3.0) - 1.0, 0.0, 1.0);
  return mix(vec3(1.0), k, 0.8);
}

// The colour of one pixel of a tile; alpha 0 where the tile is empty there.
vec4 tilePixel(uint raw, ivec2 local) {
  uint mask = raw & 0xFFFu;
  if (mask == 0u) return vec4(0.0);
  int index = int(mask) - 1;
  bool flipX = (raw & 0x1000u) != 0u;
  bool flipY = (raw & 0x2000u) != 0u;
  int solidity = int(raw >> 14);
  ivec2 p = ivec2(flipX ? 15 - local.x : local.x, flipY ? 15 - local.y : local.y);
  // The atlas is 64 masks wide, the angle table 256 (TilemapRenderer); shifts, not divisions.
  ivec2 cell = ivec2(index & 63, index >> 6) * 16 + p;
  bool solid = texelFetch(uAtlas, cell, 0).r > 0.5;
  vec3 c = solidityColour(solidity);
  if (uAngleColors) {
    uint a = uint(texelFetch(uAngles, ivec2(index & 255, index >> 8), 0).r * 255.0 + 0.5);
    if (a == 255u) {
      c = vec3(0.85);
    } else {
      if (flipX) a = (256u - a) & 255u;
      if (flipY) a = (128u - a) & 255u;
      c = hue(float(a) / 256.0);
    }
  }
  // Empty pixels of a used tile are faintly tinted so its extent stays visible.
  return solid ? vec4(c, solidity == 3 ? 0.55 : 1.0) : vec4(c, 0.07);
}

void main() {
  vec2 screen = vec2(gl_FragCoord.x, uFramebufferHeight - gl_FragCoord.y);
  vec2 levelPixel = floor((screen - uOrigin) / uZoom);
  ivec2 lp = ivec2(levelPixel);
  if (levelPixel.x < 0.0 || levelPixel.y < 0.0 || lp.x >= uLevelSize.x * 16 || lp.y >= uLevelSize.y * 16) {
    fragColor = vec4(kOutside, 1.0);
    return;
  }
  ivec2 tile = lp >> 4;
  ivec2 local = lp & 15;
  uvec2 both = uvec2(texelFetch(uTiles, tile, 0).rg * 65535.0 + 0.5);
  uint current = uActiveLayer == 0 ? both.x : both.y;
  vec3 c = kBackground;
  ivec2 b = lp - uBackgroundRect.xy;
  if (uBackgroundRect.z > 0 && b.x >= 0 && b.y >= 0 && b.x < uBackgroundRect.z && b.y < uBackgroundRect.w) {
    vec4 art = texelFetch(uBackground, b, 0);
    c = mix(c, art.rgb, art.a * uBackgroundOpacity);
  }
  if (uLayerCount > 1 && uLayerView != 1) {
    uint other = uActiveLayer == 0 ? both.y : both.x;
    vec4 o = tilePixel(other, local);
    c = mix(c, o.rgb, o.a * (uLayerView == 2 ? 0.28 : 1.0));
  }
  vec4 a = tilePixel(current, local);
  c = mix(c, a.rgb, a.a);
  ivec2 s = tile - uStampRect.xy;
  if (uStampRect.z > 0 && s.x >= 0 && s.y >= 0 && s.x < uStampRect.z && s.y < uStampRect.w) {
    vec4 g = tilePixel(uint(texelFetch(uStamp, s, 0).r * 65535.0 + 0.5), local);
    c = mix(c, mix(g.rgb, vec3(1.0), 0.35), g.a * 0.75);
  }
  fragColor = vec4(c, 1.0);
}

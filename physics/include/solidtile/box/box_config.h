// The box controller's constants (platformer.md, seeds 001, 002, 004): every
// one a named field with the article's value or ours. Lengths and speeds in
// subpixels (1/256 px) per 60 Hz frame, like the rest of physics/.
#pragma once

#include <cstdint>
#include <cstdlib>
#include <string>

#include "solidtile/fixed.h"

namespace solidtile {

// How a slope mask's floor is read under the box's bottom-centre.
enum class SlopeMode : std::uint8_t {
  Column,  // the height of the pixel column under it (default, ours; 002's "floor at centre x")
  Linear,  // between the mask's left/right edge heights, subpixel exact (seed 001's 1:4 numbers)
};
const char* slopeModeName(SlopeMode m);  // column, linear

struct BoxConfig {
  // Size: half extents in pixels times the scale (seed 004's scaling; 256 = 1.0).
  std::int32_t halfWidth = 8, halfHeight = 16;  // pixels
  std::int32_t offsetX = 0, offsetY = 0;        // pixels, the box's offset from its origin
  std::int32_t scaleX = 256, scaleY = 256;      // 1/256; negative mirrors the offset only
  Sub walkSpeed = 512;        // 2 px/frame (ours)
  Sub gravity = 64;           // 0.25 px/frame^2 (ours)
  Sub jumpSpeed = 1280;       // 5 px/frame (ours)
  Sub maxFall = 2048;         // 8 px/frame, under a tile (001 reads rows B-1..B+1 only)
  Sub snapMargin = 0x400;     // M: seed 001's MARGIN_GROUND, 4 px
  Sub ladderSpeed = 256;      // 1 px/frame (ours)
  std::int32_t stairStepX = 8, stairStepY = 8;  // pixels a step (ours: half-tile steps)
  std::int32_t stairFrames = 8;                 // frames a step takes
  Sub iceAccel = 64;          // walk/8 a frame (ours)
  Sub iceBrake = 64;
  std::int32_t ledgeStartY = 0, ledgeEndY = 2;  // seed 004's sensor window below the box top, pixels
  std::int32_t grabOffset = 4;                  // the box's top hangs this far below the ledge, pixels
  std::int32_t keyLockFrames = 3;               // seed 004
  std::int32_t graceFrames = 4;                 // seed 004's cJumpFramesThreshold
  SlopeMode slopeMode = SlopeMode::Column;  // the last field (the step compares the config's bytes up to it)

  bool operator==(const BoxConfig&) const = default;
};

BoxConfig defaultBoxConfig();

// The collision box the config gives: |half size x scale| per axis, never
// negative; the offset times the signed scale (a flip mirrors it).
struct BoxSize {
  std::int32_t halfWidth = 0, halfHeight = 0;  // pixels, after scaling
  std::int32_t w = 0, h = 0;              // pixels, twice the half size
  std::int32_t offsetX = 0, offsetY = 0;  // pixels
};
// Inline: stepBox needs it every frame and only its w and h.
inline BoxSize boxSize(const BoxConfig& cfg) {
  BoxSize s;
  // >> 8 is / 256 on these never-negative products, without the sign fix-up.
  s.halfWidth = static_cast<std::int32_t>(std::llabs(std::int64_t{cfg.halfWidth} * cfg.scaleX) >> 8);
  s.halfHeight = static_cast<std::int32_t>(std::llabs(std::int64_t{cfg.halfHeight} * cfg.scaleY) >> 8);
  s.w = 2 * s.halfWidth;
  s.h = 2 * s.halfHeight;
  s.offsetX = static_cast<std::int32_t>(std::int64_t{cfg.offsetX} * cfg.scaleX / 256);
  s.offsetY = static_cast<std::int32_t>(std::int64_t{cfg.offsetY} * cfg.scaleY / 256);
  return s;
}

// Limits a config must keep for the step's assumptions (|vx| <= 16 px, vy < 16 px,
// a box of 1..64 px a side). Empty when good, else "field: why".
std::string boxConfigProblem(const BoxConfig& cfg);

}  // namespace solidtile

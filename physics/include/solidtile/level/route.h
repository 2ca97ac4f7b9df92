// A block moved from its placement by its own routine's route (level format
// 18, SolidObject::route; issue 27): Sonic 1's Scrap Brain girder block,
// Obj70 ("_incObj/70 Girder Block.asm"). Its routine reads no subtype and
// no flip. Gird_Main keeps its placement (gird_origX/Y), runs Gird_ChgMove
// and falls into Gird_Action on the frame it was made; Gird_ChgMove loads
// the next of four settings (x speed, y speed, gird_time), "addq.b
// #8,gird_set" (wrapping through "andi.w #$18") and "move.w #7,gird_delay".
// Gird_Action: while gird_delay is not 0 it counts it down ("subq.w #1;
// bne.s .solid": the move waits unless it reached 0), then SpeedToPos
// (x, y += speed << 8: 1/256 px exactly) and "subq.w #1,gird_time; bne.s
// .solid", at 0 Gird_ChgMove again. So, with c the frames since it was made
// (0 on the made frame): still for c 0..5 (gird_delay 7 -> 1), moving from
// c 6, and after each leg's last move the delay holds it 6 frames more (7
// frames at each corner, the arrival's included):
//   $100, 0, $60:    right 96 px at 1 px/frame, c 6..101, held 102..107
//   0, $100, $30:    down 48 px, c 108..155, held 156..161
//   -$100, -$40, $60: left 96 px and up 24 px (1/4 px/frame), c 162..257,
//                     held 258..263
//   0, -$100, $18:   up 24 px, c 264..287, held 288..293, then again:
// a period of 288 frames from c 6. The move comes before the SolidObject
// call (d4, the x before the move, is pushed first: "move.w obX(a0),-(sp)"
// ... "move.w (sp)+,d4"), so the test on frame f meets the block at its
// frame-f place and one standing on it is carried by the frame's move.
// Where it is follows from the frames since it was made, which one object
// slot keeps (object_state.h keepsMadeFrame, as a vanishing block's).
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "solidtile/fixed.h"

namespace solidtile {

enum class BlockRoute : std::uint8_t {
  None = 0,
  Girder = 1,  // Sonic 1's Obj70: a 192 x 48 box about its placement's centre
};
const char* blockRouteName(BlockRoute r);  // none, girder
std::optional<BlockRoute> parseBlockRoute(std::string_view name);

struct GirderRoute {
  static constexpr std::uint32_t kStill = 6;    // gird_delay 7, counted to 0 on c 6 (then the first move)
  static constexpr std::uint32_t kHold = 6;     // the same 7 after each leg's last move
  static constexpr std::uint32_t kPeriod = 288; // 96 + 48 + 96 + 24 moves and 4 holds of 6
  static constexpr std::int32_t kRight = 96, kDown = 48;  // the farthest it goes from its placement, px
  struct Leg {
    Sub vx, vy;           // Gird_ChgMove's .settings: 1/256 px a frame
    std::uint32_t time;   // gird_time
  };
  static constexpr Leg kLegs[4] = {{0x100, 0, 0x60}, {0, 0x100, 0x30}, {-0x100, -0x40, 0x60}, {0, -0x100, 0x18}};
};

// The route's offset from the placement on a frame, in 1/256 px (never negative).
struct RouteShift {
  Sub dx = 0, dy = 0;
  bool operator==(const RouteShift&) const = default;
};

// After its routine has run on frame made + c (c >= 0).
RouteShift girderShift(std::uint32_t c);

// A block with route r made on `made`, on `frame` (before it was made: its placement).
inline RouteShift routeShift(BlockRoute r, std::uint32_t made, std::uint32_t frame) {
  if (r == BlockRoute::None || frame < made) return {};
  return girderShift(frame - made);
}

// How far right and down of its placement the route takes it, px.
struct RouteReach {
  std::int32_t right = 0, down = 0;
};
constexpr RouteReach routeReach(BlockRoute r) {
  return r == BlockRoute::Girder ? RouteReach{GirderRoute::kRight, GirderRoute::kDown} : RouteReach{};
}

}  // namespace solidtile

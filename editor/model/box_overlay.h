// What the debugger draws over the level for one box frame, laid out from
// the step's BoxRecord as plain shapes in level pixels (the same DebugShapes
// as the Sonic player's): the box and its bottom-centre point, every tile a
// pass tested (the hit ones framed bright), each floor probe and its depth,
// the target line with the snap-down margin M as a band, the ledge window and
// the ledge found, the mode, the platform ridden. Nothing here re-derives
// physics; GL-free and tested headless.
#pragma once

#include <span>

#include "model/debug_shapes.h"
#include "solidtile/box/box.h"

namespace solidtile::editor {

namespace box_colours {
inline constexpr Colour kBox = 0xE6FFFFFFu;         // the box (white)
inline constexpr Colour kFoot = 0xFF4060FFu;        // the bottom-centre point (red)
inline constexpr Colour kCarry = 0xC0FF80FFu;       // tiles of the carry pass (pink)
inline constexpr Colour kHorizontal = 0xC0FFC040u;  // tiles of the horizontal pass (blue)
inline constexpr Colour kHead = 0xC040E0FFu;        // tiles of the head pass (yellow)
inline constexpr Colour kLedge = 0xC040FF80u;       // tiles of the ledge scan, the window (green)
inline constexpr Colour kProbe = 0xFF40FF40u;       // floor probes (green)
inline constexpr Colour kTarget = 0xFF30A0FFu;      // the target line (orange)
inline constexpr Colour kMargin = 0x4030A0FFu;      // the snap-down band (orange, faint)
inline constexpr Colour kPlatform = 0xE0FFFF40u;    // the platform ridden (cyan)
inline constexpr Colour kObject = 0x80C0C0C0u;      // other objects (grey)
}  // namespace box_colours

Colour boxPassColour(BoxPass p);

struct BoxDebugFrame {
  const BoxState* now = nullptr;
  const BoxRecord* record = nullptr;  // the step into this frame; null at frame 0
  const BoxConfig* config = nullptr;
  const Level* level = nullptr;       // for the objects' positions at now->frame
  std::span<const BoxState> history;  // frames 0..now, for the trail
  std::span<const PathPoint> ghostPath;
  std::size_t ghostChangedFrom = 0;
};

// The same call for the same frame gives the same shapes.
DebugShapes buildBoxShapes(const BoxDebugFrame& frame, const DebugOverlayOptions& options);

// The box in level pixels: x, y, the last pixel column and row included.
PixelRect boxRect(const BoxState& s, const BoxConfig& cfg);

}  // namespace solidtile::editor

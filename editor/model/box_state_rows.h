// The Box inspector's state table: each field of the box's state at a frame
// as text, and whether the step into that frame changed it. GL-free, so the
// tests read the rows the panel shows.
#pragma once

#include <string>
#include <vector>

#include "model/debug_controller.h"
#include "solidtile/box/box_state.h"

namespace solidtile::editor {

// Text as "12:80 (0x0C80)", "0" (paths count from 0, as everywhere).
using BoxStateRow = StateRow;

// `prev` is the frame before (the state itself at frame 0).
std::vector<BoxStateRow> boxStateRows(const BoxState& s, const BoxState& prev);

// "ground one-way", "-" for none.
std::string boxFlagsText(std::uint8_t flags);

}  // namespace solidtile::editor

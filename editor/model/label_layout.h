// Places text labels so none covers another. The debugger's sensor letters
// sit a few level pixels apart, and text keeps its screen size at every
// zoom, so at 2-3x they pile up on each other; this moves the later ones to
// the nearest free spot. Screen pixels in, screen pixels out; GL-free.
#pragma once

#include <optional>
#include <span>
#include <vector>

namespace solidtile::editor {

struct LabelBox {
  float x = 0, y = 0;  // top-left
  float w = 0, h = 0;
  bool operator==(const LabelBox&) const = default;
};

// Whether a and b, each grown by gap / 2 on every side, share any area.
bool labelsOverlap(const LabelBox& a, const LabelBox& b, float gap);

// Each label where it wants to be if that is free of the ones placed before it
// (first come first placed), else the nearest free spot on rings around it,
// else under everything placed so far. No two results overlap (with `gap`
// between them); a label with room stays exactly where it wanted to be.
// With `within` (the canvas), a label that would stick out is first moved
// inside it and a free spot is looked for inside it, so none is cut at the edge.
std::vector<LabelBox> layoutLabels(std::span<const LabelBox> wanted, float gap = 1,
                                   std::optional<LabelBox> within = std::nullopt);

}  // namespace solidtile::editor

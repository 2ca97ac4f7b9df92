#include "model/label_layout.h"

#include <algorithm>
#include <cmath>

namespace solidtile::editor {
namespace {

// Ring offsets out to this many steps: six steps of half a line height reach
// three lines away, past the other sensors' letters around the player.
constexpr int kRings = 6;

struct Offset {
  int i = 0, j = 0;
  int distance2 = 0;
};

// (i, j) steps on square rings 1..kRings, nearest first; on a tie the one
// found first (up, then clockwise) wins, so the layout never varies.
const std::vector<Offset>& ringOffsets() {
  static const std::vector<Offset> offsets = [] {
    std::vector<Offset> out;
    for (int r = 1; r <= kRings; ++r) {
      for (int j = -r; j <= r; ++j) {
        for (int i = -r; i <= r; ++i) {
          if (std::max(std::abs(i), std::abs(j)) == r) out.push_back({i, j, i * i + j * j});
        }
      }
    }
    std::stable_sort(out.begin(), out.end(), [](const Offset& a, const Offset& b) { return a.distance2 < b.distance2; });
    return out;
  }();
  return offsets;
}

bool isFree(const LabelBox& b, std::span<const LabelBox> placed, float gap) {
  return std::none_of(placed.begin(), placed.end(), [&](const LabelBox& p) { return labelsOverlap(b, p, gap); });
}

// b moved the least to lie inside `within` (its left or top edge when b is larger).
LabelBox clampedInto(LabelBox b, const LabelBox& within) {
  b.x = std::max(within.x, std::min(b.x, within.x + within.w - b.w));
  b.y = std::max(within.y, std::min(b.y, within.y + within.h - b.h));
  return b;
}

bool inside(const LabelBox& b, const std::optional<LabelBox>& within) {
  return !within || (b.x >= within->x && b.y >= within->y && b.x + b.w <= within->x + within->w &&
                     b.y + b.h <= within->y + within->h);
}

}  // namespace

bool labelsOverlap(const LabelBox& a, const LabelBox& b, float gap) {
  return a.x < b.x + b.w + gap && b.x < a.x + a.w + gap && a.y < b.y + b.h + gap && b.y < a.y + a.h + gap;
}

std::vector<LabelBox> layoutLabels(std::span<const LabelBox> wanted, float gap, std::optional<LabelBox> within) {
  std::vector<LabelBox> placed;
  placed.reserve(wanted.size());
  for (const LabelBox& asked : wanted) {
    const LabelBox want = within ? clampedInto(asked, *within) : asked;
    LabelBox at = want;
    if (!isFree(at, placed, gap)) {
      // Whole pixels, so labels placed at whole pixels stay there.
      const float step = std::max(1.0f, std::ceil(want.h / 2 + gap));
      bool found = false;
      for (const Offset& o : ringOffsets()) {
        const LabelBox c{want.x + static_cast<float>(o.i) * step, want.y + static_cast<float>(o.j) * step, want.w, want.h};
        if (inside(c, within) && isFree(c, placed, gap)) {
          at = c;
          found = true;
          break;
        }
      }
      if (!found) {
        // Crowded all round: under the lowest label, which nothing can cover.
        float bottom = want.y;
        for (const LabelBox& p : placed) bottom = std::max(bottom, p.y + p.h + gap);
        at.y = bottom;
      }
    }
    placed.push_back(at);
  }
  return placed;
}

}  // namespace solidtile::editor

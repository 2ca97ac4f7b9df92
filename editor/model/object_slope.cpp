#include "model/object_slope.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace solidtile::editor {
namespace {

// most * num / den rounded half up, all non-negative; den 0 reads as the top.
int scaled(int most, int num, int den) { return den <= 0 ? most : (2 * most * num + den) / (2 * den); }

std::uint8_t clampHeight(const SolidObject& o, int height) {
  return static_cast<std::uint8_t>(std::clamp(height, 0, slopeMostHeight(o)));
}

}  // namespace

int slopeMostHeight(const SolidObject& o) { return std::max(0, std::min(o.h, ObjectLimits::kMaxSlopeHeight)); }

bool canSlope(const SolidObject& o) {
  return (o.kind == ObjectKind::Block || o.kind == ObjectKind::Collapse) && slopeColumns(o) > 0;
}

const char* slopePresetName(SlopePreset p) {
  switch (p) {
    case SlopePreset::Flat: return "flat";
    case SlopePreset::RampUp: return "ramp up";
    case SlopePreset::RampDown: return "ramp down";
    case SlopePreset::Hill: return "hill";
    case SlopePreset::Valley: return "valley";
  }
  return "?";
}

std::vector<std::uint8_t> slopePresetHeights(SlopePreset p, int columns, int most) {
  std::vector<std::uint8_t> out;
  if (columns <= 0) return out;
  most = std::clamp(most, 0, 255);
  out.reserve(static_cast<std::size_t>(columns));
  const int last = columns - 1, half = last / 2;
  for (int c = 0; c < columns; ++c) {
    const int fromEdge = std::min(c, last - c);
    int h = most;
    switch (p) {
      case SlopePreset::Flat: break;
      case SlopePreset::RampUp: h = scaled(most, c, last); break;
      case SlopePreset::RampDown: h = scaled(most, last - c, last); break;
      case SlopePreset::Hill: h = scaled(most, fromEdge, half); break;
      case SlopePreset::Valley: h = half == 0 ? most : most - scaled(most, fromEdge, half); break;  // too narrow to dip: flat
    }
    out.push_back(static_cast<std::uint8_t>(std::clamp(h, 0, most)));
  }
  return out;
}

SolidObject withSlope(const SolidObject& o, bool on) {
  if (!canSlope(o)) return o;
  if (!on) {
    SolidObject out = o;
    out.slope.clear();
    return out;
  }
  return o.slope.empty() ? withSlopePreset(o, SlopePreset::RampUp) : o;
}

SolidObject withSlopePreset(const SolidObject& o, SlopePreset p) {
  if (!canSlope(o)) return o;
  SolidObject out = o;
  out.slope = slopePresetHeights(p, slopeColumns(o), slopeMostHeight(o));
  return out;
}

SolidObject withSlopeHeight(const SolidObject& o, int column, int height) {
  return withSlopeStroke(o, column, height, column, height);
}

SolidObject withSlopeStroke(const SolidObject& o, int c0, int h0, int c1, int h1) {
  if (o.slope.empty()) return o;
  SolidObject out = o;
  const int columns = static_cast<int>(out.slope.size());
  const int span = std::abs(c1 - c0);
  const int step = c1 >= c0 ? 1 : -1;
  for (int k = 0; k <= span; ++k) {
    const int c = c0 + k * step;
    if (c < 0 || c >= columns) continue;
    // The height along the line, rounded to the nearest pixel.
    const double h = span == 0 ? h1 : h0 + (h1 - h0) * static_cast<double>(k) / span;
    out.slope[static_cast<std::size_t>(c)] = clampHeight(out, static_cast<int>(std::lround(h)));
  }
  return out;
}

SlopeCell slopeCellAt(const SolidObject& o, double fx, double fy) {
  const int columns = std::max(slopeColumns(o), 1), most = slopeMostHeight(o);
  fx = std::clamp(fx, 0.0, 1.0);
  fy = std::clamp(fy, 0.0, 1.0);
  const int column = std::min(static_cast<int>(fx * columns), columns - 1);
  return {column, static_cast<int>(std::lround((1.0 - fy) * most))};
}

std::vector<SlopeRun> slopeRuns(const SolidObject& o) {
  if (o.slope.empty()) return {{0, o.w, 0}};
  std::vector<SlopeRun> runs;
  const int columns = static_cast<int>(o.slope.size());
  for (int c = 0; c < columns; ++c) {
    const int depth = o.h - o.slope[static_cast<std::size_t>(c)];
    const int x1 = c == columns - 1 ? o.w : 2 * (c + 1);
    if (!runs.empty() && runs.back().depth == depth) {
      runs.back().x1 = x1;
    } else {
      runs.push_back({2 * c, x1, depth});
    }
  }
  return runs;
}

}  // namespace solidtile::editor

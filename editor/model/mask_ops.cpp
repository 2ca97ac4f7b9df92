#include "model/mask_ops.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <cstdlib>

namespace solidtile::editor {
namespace {

std::int8_t clampHeight(int h) { return static_cast<std::int8_t>(std::clamp(h, -kTileSize, kTileSize)); }

// Which way a mask's empty columns lean when a shift grows the surface: a
// floor mask (no hanging column) grows up from the bottom, a ceiling mask
// (only hanging ones) down from the top; a mixed mask leaves them empty.
enum class Kind { Floor, Ceiling, Mixed };
Kind kindOf(const Heights& h) {
  const bool up = std::any_of(h.begin(), h.end(), [](std::int8_t v) { return v > 0; });
  const bool down = std::any_of(h.begin(), h.end(), [](std::int8_t v) { return v < 0; });
  return down ? (up ? Kind::Mixed : Kind::Ceiling) : Kind::Floor;
}

std::size_t at(int column) { return static_cast<std::size_t>(column); }

}  // namespace

int heightForRow(int row, bool hanging) {
  row = std::clamp(row, 0, kTileSize - 1);
  return hanging ? -(row + 1) : kTileSize - row;
}

Heights strokeHeights(Heights h, ColumnHeight a, ColumnHeight b) {
  a.column = std::clamp(a.column, 0, kTileSize - 1);
  b.column = std::clamp(b.column, 0, kTileSize - 1);
  const int step = a.column <= b.column ? 1 : -1;
  for (int c = a.column;; c += step) {
    const double t = a.column == b.column ? 1.0 : static_cast<double>(c - a.column) / (b.column - a.column);
    h[at(c)] = clampHeight(static_cast<int>(std::lround(a.height + t * (b.height - a.height))));
    if (c == b.column) break;
  }
  return h;
}

Heights applyShapeOp(const Heights& h, MaskShapeOp op) {
  Heights out = h;
  const Kind kind = kindOf(h);
  for (int c = 0; c < kTileSize; ++c) {
    const int v = h[at(c)];
    int n = v;
    switch (op) {
      case MaskShapeOp::Clear: n = 0; break;
      case MaskShapeOp::Fill: n = kTileSize; break;
      case MaskShapeOp::Invert:
        // The complement of a column anchored at one edge is anchored at the other.
        if (v > 0) n = v - kTileSize;
        else if (v < 0) n = v + kTileSize;
        else n = kind == Kind::Floor ? -kTileSize : kTileSize;
        break;
      case MaskShapeOp::ShiftUp:
        if (v > 0) n = v + 1;
        else if (v < 0) n = v + 1;
        else n = kind == Kind::Floor ? 1 : 0;
        break;
      case MaskShapeOp::ShiftDown:
        if (v > 0) n = v - 1;
        else if (v < 0) n = v - 1;
        else n = kind == Kind::Ceiling ? -1 : 0;
        break;
      // The edge column repeats: a surface runs on past the tile's edge, so a
      // shift keeps it closed instead of opening a gap.
      case MaskShapeOp::ShiftLeft: n = h[at(std::min(c + 1, kTileSize - 1))]; break;
      case MaskShapeOp::ShiftRight: n = h[at(std::max(c - 1, 0))]; break;
    }
    out[at(c)] = clampHeight(n);
  }
  return out;
}

const char* shapeOpLabel(MaskShapeOp op) {
  switch (op) {
    case MaskShapeOp::Clear: return "Clear mask";
    case MaskShapeOp::Fill: return "Fill mask";
    case MaskShapeOp::Invert: return "Invert mask";
    case MaskShapeOp::ShiftUp: return "Shift mask up";
    case MaskShapeOp::ShiftDown: return "Shift mask down";
    case MaskShapeOp::ShiftLeft: return "Shift mask left";
    case MaskShapeOp::ShiftRight: return "Shift mask right";
  }
  return "Edit mask";
}

int angleDistance(Angle a, Angle b) {
  const int d = std::abs(static_cast<int>(a) - static_cast<int>(b));
  return std::min(d, 256 - d);
}

std::optional<AngleLint> angleLint(const HeightMask& m) {
  if (m.flagged()) return std::nullopt;
  const AutoAngle a = computeAngle(m);
  if (!a.determined) return std::nullopt;
  const int d = angleDistance(a.angle, m.angle());
  if (d <= kAngleLintSteps) return std::nullopt;
  return AngleLint{a.angle, d};
}

std::vector<int> maskUsage(const Level& level) {
  std::vector<int> uses(level.masks().size(), 0);
  for (int l = 0; l < level.layerCount(); ++l) {
    for (const std::uint16_t raw : level.layerData(l)) {
      const int i = Tile{raw}.maskIndex();
      if (i >= 0 && i < static_cast<int>(uses.size())) ++uses[static_cast<std::size_t>(i)];
    }
  }
  return uses;
}

std::optional<MaskUse> nextUse(const Level& level, int mask, std::optional<MaskUse> after) {
  const std::size_t perLayer = level.layerData(0).size();
  const std::size_t total = perLayer * static_cast<std::size_t>(level.layerCount());
  if (total == 0) return std::nullopt;
  std::size_t start = 0;
  if (after && level.inside(after->at.x, after->at.y) && after->layer < level.layerCount()) {
    start = static_cast<std::size_t>(after->layer) * perLayer +
            static_cast<std::size_t>(after->at.y) * static_cast<std::size_t>(level.width()) + static_cast<std::size_t>(after->at.x) + 1;
  }
  for (std::size_t k = 0; k < total; ++k) {
    const std::size_t i = (start + k) % total;
    const int layer = static_cast<int>(i / perLayer);
    const std::size_t cell = i % perLayer;
    if (Tile{level.layerData(layer)[cell]}.maskIndex() != mask) continue;
    const int w = level.width();
    return MaskUse{layer, {static_cast<int>(cell % static_cast<std::size_t>(w)), static_cast<int>(cell / static_cast<std::size_t>(w))}};
  }
  return std::nullopt;
}

MaskRemap remapForMove(int count, int from, int to) {
  std::vector<int> order(static_cast<std::size_t>(count));
  for (int i = 0; i < count; ++i) order[static_cast<std::size_t>(i)] = i;
  const int moved = order[static_cast<std::size_t>(from)];
  order.erase(order.begin() + from);
  order.insert(order.begin() + to, moved);
  MaskRemap remap(static_cast<std::size_t>(count));
  for (int n = 0; n < count; ++n) remap[static_cast<std::size_t>(order[static_cast<std::size_t>(n)])] = n;
  return remap;
}

MaskRemap remapForRemoval(int count, int removed, int replacement) {
  MaskRemap remap(static_cast<std::size_t>(count));
  for (int i = 0; i < count; ++i) remap[static_cast<std::size_t>(i)] = i < removed ? i : i - 1;
  remap[static_cast<std::size_t>(removed)] = replacement < 0 ? -1 : remap[static_cast<std::size_t>(replacement)];
  return remap;
}

std::vector<TileChange> remapChanges(const Level& level, const MaskRemap& remap) {
  std::vector<TileChange> out;
  const int w = level.width();
  for (int l = 0; l < level.layerCount(); ++l) {
    const auto& data = level.layerData(l);
    for (std::size_t cell = 0; cell < data.size(); ++cell) {
      const Tile t{data[cell]};
      const int i = t.maskIndex();
      if (i < 0 || i >= static_cast<int>(remap.size()) || remap[static_cast<std::size_t>(i)] == i) continue;
      const int n = remap[static_cast<std::size_t>(i)];
      assert(n >= 0 && "a mask still in use was removed without a replacement");
      const std::uint16_t after = n < 0 ? 0 : Tile::make(n, t.flipX(), t.flipY(), t.solidity()).raw;
      out.push_back({l, static_cast<int>(cell % static_cast<std::size_t>(w)), static_cast<int>(cell / static_cast<std::size_t>(w)),
                     t.raw, after});
    }
  }
  return out;
}

Stamp remappedStamp(const Stamp& s, const MaskRemap& remap) {
  Stamp out = s;
  for (std::uint16_t& raw : out.tiles) {
    const Tile t{raw};
    const int i = t.maskIndex();
    if (i < 0 || i >= static_cast<int>(remap.size())) continue;
    const int n = remap[static_cast<std::size_t>(i)];
    raw = n < 0 ? 0 : Tile::make(n, t.flipX(), t.flipY(), t.solidity()).raw;
  }
  return out;
}

InternedShape internShape(const std::vector<HeightMask>& existing, const solidtile::Stamp& shape, Solidity solidity) {
  InternedShape out;
  out.stamp.width = shape.width;
  out.stamp.height = shape.height;
  out.stamp.tiles.assign(shape.tiles.size(), 0);
  auto find = [&](const HeightMask& m) -> int {
    for (std::size_t i = 0; i < existing.size(); ++i) {
      if (existing[i] == m) return static_cast<int>(i);
    }
    for (std::size_t i = 0; i < out.added.size(); ++i) {
      if (out.added[i] == m) return static_cast<int>(existing.size() + i);
    }
    return -1;
  };
  for (std::size_t k = 0; k < shape.tiles.size(); ++k) {
    const StampTile& st = shape.tiles[k];
    if (st.mask.empty()) continue;
    std::optional<Tile> tile;
    for (const FlipVariant& v : flipVariants(st.mask)) {
      // v = flips(mask), so the tile shows the found mask with those flips undone.
      if (const int i = find(v.mask); i >= 0) {
        tile = Tile::make(i, v.flipX != st.flipX, v.flipY != st.flipY, solidity);
        break;
      }
    }
    if (!tile) {
      const int i = static_cast<int>(existing.size() + out.added.size());
      if (i >= Tile::kMaxMasks) {
        out.error = "the level already has the most masks a tile can name (" + std::to_string(Tile::kMaxMasks) + ")";
        return out;
      }
      out.added.push_back(st.mask);
      tile = Tile::make(i, st.flipX, st.flipY, solidity);
    }
    out.stamp.tiles[k] = tile->raw;
  }
  return out;
}

bool MaskFilter::passes(const HeightMask& m, int uses) const {
  if (usage == Usage::Used && uses == 0) return false;
  if (usage == Usage::Unused && uses > 0) return false;
  if (m.flagged()) return flagged;
  const int a = m.angle();
  return minAngle <= maxAngle ? (a >= minAngle && a <= maxAngle) : (a >= minAngle || a <= maxAngle);
}

}  // namespace solidtile::editor

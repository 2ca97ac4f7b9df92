#include "model/tools.h"

#include <cstdlib>

#include "model/tag_tools.h"

namespace solidtile::editor {
namespace {

std::size_t cellIndex(const Level& level, int x, int y) {
  return static_cast<std::size_t>(y) * static_cast<std::size_t>(level.width()) + static_cast<std::size_t>(x);
}

void addChange(std::vector<TileChange>& out, const Level& level, int layer, int x, int y, std::uint16_t value) {
  if (!level.inside(x, y)) return;
  // A brush or stamp may name a mask that an undo or a deletion took away since.
  if (Tile{value}.maskIndex() >= static_cast<int>(level.masks().size())) return;
  const std::uint16_t before = level.layerData(layer)[cellIndex(level, x, y)];
  if (before != value) out.push_back({layer, x, y, before, value});
}

}  // namespace

std::vector<TilePos> lineCells(TilePos a, TilePos b) {
  std::vector<TilePos> out;
  const int dx = std::abs(b.x - a.x);
  const int dy = -std::abs(b.y - a.y);
  const int sx = a.x < b.x ? 1 : -1;
  const int sy = a.y < b.y ? 1 : -1;
  int err = dx + dy;
  for (TilePos p = a;;) {
    out.push_back(p);
    if (p == b) break;
    const int e2 = 2 * err;
    if (e2 >= dy) {
      err += dy;
      p.x += sx;
    }
    if (e2 <= dx) {
      err += dx;
      p.y += sy;
    }
  }
  return out;
}

std::vector<TileChange> paintChanges(const Level& level, int layer, const std::vector<TilePos>& cells, Tile tile) {
  std::vector<TileChange> out;
  for (const auto& p : cells) {
    bool seen = false;  // a stroke's line may list a cell twice; one change each
    for (const auto& c : out) seen = seen || (c.x == p.x && c.y == p.y);
    if (!seen) addChange(out, level, layer, p.x, p.y, tile.raw);
  }
  return out;
}

std::vector<TileChange> rectChanges(const Level& level, int layer, TileRect rect, Tile tile) {
  std::vector<TileChange> out;
  const TileRect r = rect.clippedTo(level.width(), level.height());
  for (int y = r.y0; y <= r.y1; ++y) {
    for (int x = r.x0; x <= r.x1; ++x) addChange(out, level, layer, x, y, tile.raw);
  }
  return out;
}

std::vector<TileChange> clearChanges(const Level& level, int layer, TileRect rect) {
  return rectChanges(level, layer, rect, Tile{});
}

std::vector<TileChange> floodChanges(const Level& level, int layer, TilePos start, Tile tile) {
  std::vector<TileChange> out;
  if (!level.inside(start.x, start.y)) return out;
  const auto& data = level.layerData(layer);
  const std::uint16_t target = data[cellIndex(level, start.x, start.y)];
  if (target == tile.raw) return out;
  std::vector<bool> visited(data.size(), false);
  std::vector<TilePos> todo{start};
  visited[cellIndex(level, start.x, start.y)] = true;
  while (!todo.empty()) {
    const TilePos p = todo.back();
    todo.pop_back();
    out.push_back({layer, p.x, p.y, target, tile.raw});
    const TilePos next[4] = {{p.x - 1, p.y}, {p.x + 1, p.y}, {p.x, p.y - 1}, {p.x, p.y + 1}};
    for (const auto& n : next) {
      if (!level.inside(n.x, n.y)) continue;
      const std::size_t i = cellIndex(level, n.x, n.y);
      if (visited[i] || data[i] != target) continue;
      visited[i] = true;
      todo.push_back(n);
    }
  }
  return out;
}

Stamp copyStamp(const Level& level, int layer, TileRect rect) {
  Stamp s;
  if (rect.empty()) return s;
  s.width = rect.width();
  s.height = rect.height();
  s.tiles.reserve(static_cast<std::size_t>(s.width * s.height));
  for (int y = rect.y0; y <= rect.y1; ++y) {
    for (int x = rect.x0; x <= rect.x1; ++x) s.tiles.push_back(level.tile(layer, x, y).raw);
  }
  s.tags = copyStampTags(level, layer, rect);
  return s;
}

std::vector<TileChange> pasteChanges(const Level& level, int layer, const Stamp& stamp, TilePos at) {
  std::vector<TileChange> out;
  for (int y = 0; y < stamp.height; ++y) {
    for (int x = 0; x < stamp.width; ++x) {
      const Tile t = stamp.at(x, y);
      if (!t.empty()) addChange(out, level, layer, at.x + x, at.y + y, t.raw);
    }
  }
  return out;
}

Stamp flippedX(const Stamp& s) {
  Stamp o = s;
  for (int y = 0; y < s.height; ++y) {
    for (int x = 0; x < s.width; ++x) {
      std::uint16_t raw = s.at(s.width - 1 - x, y).raw;
      if ((raw & Tile::kMaskBits) != 0) raw ^= Tile::kFlipXBit;
      o.tiles[static_cast<std::size_t>(y * s.width + x)] = raw;
      if (!s.tags.empty()) {
        const auto t = static_cast<TileTag>(s.tags[static_cast<std::size_t>(y * s.width + s.width - 1 - x)]);
        o.tags[static_cast<std::size_t>(y * s.width + x)] = static_cast<std::uint8_t>(mirroredTag(t));
      }
    }
  }
  return o;
}

Stamp flippedY(const Stamp& s) {
  Stamp o = s;
  for (int y = 0; y < s.height; ++y) {
    for (int x = 0; x < s.width; ++x) {
      std::uint16_t raw = s.at(x, s.height - 1 - y).raw;
      if ((raw & Tile::kMaskBits) != 0) raw ^= Tile::kFlipYBit;
      o.tiles[static_cast<std::size_t>(y * s.width + x)] = raw;
      if (!s.tags.empty()) o.tags[static_cast<std::size_t>(y * s.width + x)] = s.tags[static_cast<std::size_t>((s.height - 1 - y) * s.width + x)];
    }
  }
  return o;
}

std::vector<TileChange> moveChanges(const Level& level, int layer, TileRect rect, TilePos to) {
  const Stamp stamp = copyStamp(level, layer, rect);
  const TileRect clipped = rect.clippedTo(level.width(), level.height());
  // Work on a scratch copy of the affected cells so source and destination may overlap.
  Level scratch = level;
  for (int y = clipped.y0; y <= clipped.y1; ++y) {
    for (int x = clipped.x0; x <= clipped.x1; ++x) scratch.layerData(layer)[cellIndex(level, x, y)] = 0;
  }
  for (const auto& c : pasteChanges(scratch, layer, stamp, to)) scratch.layerData(layer)[cellIndex(level, c.x, c.y)] = c.after;
  std::vector<TileChange> out;
  const TileRect dest{to.x, to.y, to.x + stamp.width - 1, to.y + stamp.height - 1};
  const TileRect all = clipped.united(dest.clippedTo(level.width(), level.height()));
  for (int y = all.y0; y <= all.y1; ++y) {
    for (int x = all.x0; x <= all.x1; ++x) {
      addChange(out, level, layer, x, y, scratch.layerData(layer)[cellIndex(level, x, y)]);
    }
  }
  return out;
}

TilePos resizeOffset(int oldSize, int newSize, int anchor) {
  const int slack = newSize - oldSize;
  const int offset = anchor <= 0 ? 0 : anchor == 1 ? slack / 2 : slack;
  return {offset, 0};
}

Level resizedLevel(const Level& level, int width, int height, int anchorX, int anchorY) {
  Level out(width, height, level.layerCount());
  for (const auto& m : level.masks()) out.addMask(m);
  const TilePos off = resizeOffset(level, width, height, anchorX, anchorY);
  for (int l = 0; l < level.layerCount(); ++l) {
    for (int y = 0; y < level.height(); ++y) {
      for (int x = 0; x < level.width(); ++x) {
        const int nx = x + off.x;
        const int ny = y + off.y;
        if (out.inside(nx, ny)) out.layerData(l)[cellIndex(out, nx, ny)] = level.layerData(l)[cellIndex(level, x, y)];
        if (out.inside(nx, ny) && !level.tagData(l).empty()) out.setTag(l, nx, ny, level.tag(l, x, y));
      }
    }
  }
  // The box controller's data moves with the content too.
  for (int m = 0; m < static_cast<int>(level.masks().size()); ++m) {
    if (level.maskEdges(m).set()) out.setMaskEdges(m, level.maskEdges(m));
  }
  std::vector<SolidObject> objects = level.objects.items();
  for (auto& o : objects) {
    for (auto& w : o.path) {
      w.x += off.x * kTileSize;
      w.y += off.y * kTileSize;
    }
  }
  out.objects.assign(std::move(objects));
  out.objects.setLoading(level.objects.loading());
  out.startX = level.startX + off.x * kTileSize;
  out.startY = level.startY + off.y * kTileSize;
  std::vector<PathSwitcher> switchers = level.switchers.items();
  for (auto& s : switchers) {
    // A horizontal switcher's line is a row and its ends columns (path_switchers.h).
    const int along = (s.horizontal ? off.x : off.y) * kTileSize;
    s.x += (s.horizontal ? off.y : off.x) * kTileSize;
    s.top += along;
    s.bottom += along;
  }
  out.switchers.assign(std::move(switchers));
  // A loop region moves with the tiles while it stays a chunk of the level.
  for (LoopRegion r : level.loops) {
    r.x += off.x * kTileSize;
    r.y += off.y * kTileSize;
    if (r.x >= 0 && r.y >= 0 && r.x % LoopRule::kSize == 0 && r.y % LoopRule::kSize == 0 && r.x < out.widthPixels() &&
        r.y < out.heightPixels()) {
      out.loops.push_back(r);
    }
  }
  return out;
}

}  // namespace solidtile::editor

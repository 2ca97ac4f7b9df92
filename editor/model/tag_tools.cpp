#include "model/tag_tools.h"

#include <algorithm>

namespace solidtile::editor {
namespace {

std::size_t cellIndex(const Level& level, int x, int y) {
  return static_cast<std::size_t>(y) * static_cast<std::size_t>(level.width()) + static_cast<std::size_t>(x);
}

void addChange(std::vector<TagChange>& out, const Level& level, int layer, int x, int y, TileTag tag) {
  if (!level.inside(x, y)) return;
  const TileTag before = level.tag(layer, x, y);
  if (before != tag) out.push_back({layer, x, y, before, tag});
}

TileTag stampTag(const Stamp& s, int x, int y) {
  return s.tags.empty() ? TileTag::None : static_cast<TileTag>(s.tags[static_cast<std::size_t>(y * s.width + x)]);
}

}  // namespace

TileTag mirroredTag(TileTag t) {
  if (t == TileTag::StairUpRight) return TileTag::StairUpLeft;
  if (t == TileTag::StairUpLeft) return TileTag::StairUpRight;
  return t;
}

std::vector<TagChange> tagPaintChanges(const Level& level, int layer, const std::vector<TilePos>& cells, TileTag tag) {
  std::vector<TagChange> out;
  for (const auto& p : cells) {
    const bool seen = std::any_of(out.begin(), out.end(), [&](const TagChange& c) { return c.x == p.x && c.y == p.y; });
    if (!seen) addChange(out, level, layer, p.x, p.y, tag);
  }
  return out;
}

std::vector<TagChange> tagRectChanges(const Level& level, int layer, TileRect rect, TileTag tag) {
  std::vector<TagChange> out;
  const TileRect r = rect.clippedTo(level.width(), level.height());
  for (int y = r.y0; y <= r.y1; ++y) {
    for (int x = r.x0; x <= r.x1; ++x) addChange(out, level, layer, x, y, tag);
  }
  return out;
}

std::vector<TagChange> clearTagChanges(const Level& level, int layer, TileRect rect) {
  return tagRectChanges(level, layer, rect, TileTag::None);
}

std::vector<TagChange> tagFloodChanges(const Level& level, int layer, TilePos start, TileTag tag) {
  std::vector<TagChange> out;
  if (!level.inside(start.x, start.y)) return out;
  const TileTag target = level.tag(layer, start.x, start.y);
  const Tile tile = level.tile(layer, start.x, start.y);
  if (target == tag) return out;
  std::vector<bool> visited(static_cast<std::size_t>(level.width()) * static_cast<std::size_t>(level.height()), false);
  std::vector<TilePos> todo{start};
  visited[cellIndex(level, start.x, start.y)] = true;
  while (!todo.empty()) {
    const TilePos p = todo.back();
    todo.pop_back();
    out.push_back({layer, p.x, p.y, target, tag});
    const TilePos next[4] = {{p.x - 1, p.y}, {p.x + 1, p.y}, {p.x, p.y - 1}, {p.x, p.y + 1}};
    for (const auto& n : next) {
      if (!level.inside(n.x, n.y)) continue;
      const std::size_t i = cellIndex(level, n.x, n.y);
      if (visited[i] || level.tag(layer, n.x, n.y) != target || !(level.tile(layer, n.x, n.y) == tile)) continue;
      visited[i] = true;
      todo.push_back(n);
    }
  }
  return out;
}

std::vector<std::uint8_t> copyStampTags(const Level& level, int layer, TileRect rect) {
  std::vector<std::uint8_t> out;
  if (rect.empty() || level.tagData(std::min(layer, level.layerCount() - 1)).empty()) return out;
  bool any = false;
  for (int y = rect.y0; y <= rect.y1; ++y) {
    for (int x = rect.x0; x <= rect.x1; ++x) {
      const TileTag t = level.tag(layer, x, y);
      any = any || t != TileTag::None;
      out.push_back(static_cast<std::uint8_t>(t));
    }
  }
  if (!any) out.clear();
  return out;
}

std::vector<TagChange> pasteTagChanges(const Level& level, int layer, const Stamp& stamp, TilePos at) {
  std::vector<TagChange> out;
  for (int y = 0; y < stamp.height; ++y) {
    for (int x = 0; x < stamp.width; ++x) {
      const TileTag t = stampTag(stamp, x, y);
      if (!stamp.at(x, y).empty() || t != TileTag::None) addChange(out, level, layer, at.x + x, at.y + y, t);
    }
  }
  return out;
}

std::vector<TagChange> moveTagChanges(const Level& level, int layer, TileRect rect, TilePos to) {
  Stamp stamp;
  stamp.width = rect.width();
  stamp.height = rect.height();
  stamp.tiles.resize(static_cast<std::size_t>(stamp.width * stamp.height));
  for (int y = 0; y < stamp.height; ++y) {
    for (int x = 0; x < stamp.width; ++x) stamp.tiles[static_cast<std::size_t>(y * stamp.width + x)] = level.tile(layer, rect.x0 + x, rect.y0 + y).raw;
  }
  stamp.tags = copyStampTags(level, layer, rect);
  // Through a scratch copy so source and destination may overlap.
  Level scratch = level;
  for (const auto& c : clearTagChanges(level, layer, rect)) scratch.setTag(layer, c.x, c.y, c.after);
  for (const auto& c : pasteTagChanges(scratch, layer, stamp, to)) scratch.setTag(layer, c.x, c.y, c.after);
  std::vector<TagChange> out;
  const TileRect dest{to.x, to.y, to.x + stamp.width - 1, to.y + stamp.height - 1};
  const TileRect all = rect.clippedTo(level.width(), level.height()).united(dest.clippedTo(level.width(), level.height()));
  for (int y = all.y0; y <= all.y1; ++y) {
    for (int x = all.x0; x <= all.x1; ++x) addChange(out, level, layer, x, y, scratch.tag(layer, x, y));
  }
  return out;
}

std::vector<TagChange> replaceTagChanges(const Level& level, int layer, TileRect rect, const Stamp& stamp) {
  std::vector<TagChange> out;
  for (int y = 0; y < stamp.height; ++y) {
    for (int x = 0; x < stamp.width; ++x) addChange(out, level, layer, rect.x0 + x, rect.y0 + y, stampTag(stamp, x, y));
  }
  return out;
}

}  // namespace solidtile::editor

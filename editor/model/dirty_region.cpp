#include "model/dirty_region.h"

#include <algorithm>
#include <cstring>

namespace solidtile::editor {
namespace {

constexpr std::uint64_t kMul1 = 0x9E3779B97F4A7C15ull;
constexpr std::uint64_t kMul2 = 0xC2B2AE3D27D4EB4Full;

std::uint64_t rotl(std::uint64_t v, int s) { return (v << s) | (v >> (64 - s)); }

std::uint64_t mixWord(std::uint64_t h, std::uint64_t w) { return rotl(h ^ (w * kMul2), 29) * kMul1; }

}  // namespace

ScreenRect ScreenRect::intersected(ScreenRect o) const {
  ScreenRect r{std::max(x0, o.x0), std::max(y0, o.y0), std::min(x1, o.x1), std::min(y1, o.y1)};
  return r.empty() ? ScreenRect{} : r;
}

ScreenRect ScreenRect::united(ScreenRect o) const {
  if (empty()) return o;
  if (o.empty()) return *this;
  return {std::min(x0, o.x0), std::min(y0, o.y0), std::max(x1, o.x1), std::max(y1, o.y1)};
}

void subtract(ScreenRect r, ScreenRect cut, std::vector<ScreenRect>& out) {
  const ScreenRect c = r.intersected(cut);
  if (c.empty()) {
    out.push_back(r);
    return;
  }
  // Full-width bands above and below the cut, then what is left beside it.
  if (r.y0 < c.y0) out.push_back({r.x0, r.y0, r.x1, c.y0});
  if (c.y1 < r.y1) out.push_back({r.x0, c.y1, r.x1, r.y1});
  if (r.x0 < c.x0) out.push_back({r.x0, c.y0, c.x0, c.y1});
  if (c.x1 < r.x1) out.push_back({c.x1, c.y0, r.x1, c.y1});
}

void addDirtyRect(std::vector<ScreenRect>& rects, ScreenRect r) {
  if (r.empty()) return;
  std::vector<ScreenRect> pieces{r}, next;
  for (const ScreenRect& have : rects) {
    next.clear();
    for (const ScreenRect& p : pieces) subtract(p, have, next);
    pieces.swap(next);
    if (pieces.empty()) return;
  }
  rects.insert(rects.end(), pieces.begin(), pieces.end());
}

std::vector<ScreenRect> DirtyRegion::update(std::vector<FrameLayer> layers, ScreenRect bounds) {
  std::vector<ScreenRect> rects;
  if (!valid_ || !(bounds == lastBounds_)) {
    addDirtyRect(rects, bounds);
  } else {
    // Position by position: a pixel outside both rectangles of every differing
    // pair sees the same layers in the same order as last frame, so keeps its colour.
    const std::size_t n = std::max(layers.size(), last_.size());
    for (std::size_t i = 0; i < n; ++i) {
      const FrameLayer* now = i < layers.size() ? &layers[i] : nullptr;
      const FrameLayer* was = i < last_.size() ? &last_[i] : nullptr;
      if (now != nullptr && was != nullptr && now->sameAs(*was)) continue;
      if (now != nullptr && was != nullptr && now->since != 0 && now->since == was->hash && now->id == was->id &&
          now->rect == was->rect) {
        addDirtyRect(rects, now->damage.intersected(now->rect).intersected(bounds));
        continue;
      }
      if (now != nullptr) addDirtyRect(rects, now->rect.intersected(bounds));
      if (was != nullptr) addDirtyRect(rects, was->rect.intersected(bounds));
    }
    if (rects.size() > kMaxRects) {
      ScreenRect all;
      for (const ScreenRect& r : rects) all = all.united(r);
      rects = {all};
    }
  }
  last_ = std::move(layers);
  lastBounds_ = bounds;
  valid_ = true;
  return rects;
}

void LayerHash::add(const void* data, std::size_t bytes) {
  const auto* p = static_cast<const unsigned char*>(data);
  length_ += bytes;
  for (; bytes >= 8; bytes -= 8, p += 8) {
    std::uint64_t w = 0;
    std::memcpy(&w, p, 8);
    h_ = mixWord(h_, w);
  }
  if (bytes > 0) {
    std::uint64_t w = 0;
    std::memcpy(&w, p, bytes);
    h_ = mixWord(h_, w ^ (static_cast<std::uint64_t>(bytes) << 56));
  }
}

void LayerHash::add(std::uint64_t v) {
  length_ += 8;
  h_ = mixWord(h_, v);
}

std::uint64_t LayerHash::value() const {
  std::uint64_t h = h_ ^ length_;
  h ^= h >> 33;
  h *= kMul2;
  h ^= h >> 29;
  return h;
}

}  // namespace solidtile::editor

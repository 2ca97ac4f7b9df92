// Which parts of the window must be drawn again. The editor keeps its last
// picture offscreen; each frame is described as layers in paint order (the
// level, the overlay, each ImGui draw list), each with the pixels it may touch
// and a hash of everything it draws. Only where a layer changed, appeared,
// vanished or moved in the order are pixels redrawn, so a frame where the
// pointer only moved over the canvas re-rasterises the canvas and the status
// bar, not the panels around them. GL-free so it is tested headless.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace solidtile::editor {

// Framebuffer pixels [x0, x1) x [y0, y1), in whatever orientation the caller uses throughout.
struct ScreenRect {
  int x0 = 0;
  int y0 = 0;
  int x1 = 0;
  int y1 = 0;

  bool empty() const { return x1 <= x0 || y1 <= y0; }
  long long area() const { return empty() ? 0 : static_cast<long long>(x1 - x0) * (y1 - y0); }
  ScreenRect intersected(ScreenRect o) const;
  ScreenRect united(ScreenRect o) const;  // bounding box; an empty side is ignored
  bool intersects(ScreenRect o) const { return !intersected(o).empty(); }
  bool operator==(const ScreenRect&) const = default;
};

struct FrameLayer {
  std::uint64_t id = 0;    // stays the same from frame to frame for the same thing
  std::uint64_t hash = 0;  // of everything the layer draws, textures' revisions included
  ScreenRect rect;         // every pixel it may change lies inside
  // When the layer knows what changed since it was `since` (its hash then) in
  // the same rect: only `damage` differs from that picture (say one painted tile).
  std::uint64_t since = 0;
  ScreenRect damage;

  bool sameAs(const FrameLayer& o) const { return id == o.id && hash == o.hash && rect == o.rect; }
};

class DirtyRegion {
 public:
  // Disjoint rectangles covering every pixel whose colour may differ from the
  // last frame's, inside `bounds`. Everything after a reset (or a new size).
  std::vector<ScreenRect> update(std::vector<FrameLayer> layers, ScreenRect bounds);
  // The next update redraws all of `bounds` (the offscreen picture was lost).
  void reset() { valid_ = false; }

  // Past this many separate rectangles, one bounding box is cheaper than the draw calls.
  static constexpr std::size_t kMaxRects = 24;

 private:
  std::vector<FrameLayer> last_;
  ScreenRect lastBounds_;
  bool valid_ = false;
};

// Adds the parts of `r` that `rects` (disjoint) do not cover yet, as more disjoint
// rectangles: every pixel is drawn once, however the changes overlap.
void addDirtyRect(std::vector<ScreenRect>& rects, ScreenRect r);
// Appends `r` minus `cut` to `out`: up to four rectangles.
void subtract(ScreenRect r, ScreenRect cut, std::vector<ScreenRect>& out);

// A 64-bit hash for layer contents: bytes in, words at a time.
class LayerHash {
 public:
  void add(const void* data, std::size_t bytes);
  void add(std::uint64_t v);
  std::uint64_t value() const;

 private:
  std::uint64_t h_ = 0x243F6A8885A308D3ull;
  std::uint64_t length_ = 0;
};

}  // namespace solidtile::editor

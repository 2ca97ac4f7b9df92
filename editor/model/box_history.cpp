#include "model/box_history.h"

#include <algorithm>
#include <cstdlib>

namespace solidtile::editor {
namespace {

int floorDiv(int a, int b) { return a >= 0 ? a / b : -((-a + b - 1) / b); }

// Tiles the box's step reads beyond its own: the floor probes' rows below it,
// the head and wall passes' next tile, the ledge window and ladder above.
constexpr int kBoxReachTiles = 2;

}  // namespace

void BoxHistory::reset(const BoxState& start) {
  states_.assign(1, start);
  eventsEnd_.assign(1, 0);
  events_.clear();
}

void BoxHistory::truncate(std::size_t keep) {
  if (keep == 0 || keep >= states_.size()) return;
  states_.resize(keep);
  eventsEnd_.resize(keep);
  events_.resize(eventsEnd_.back());
}

void BoxHistory::stepOnce(const Level& level, const BoxConfig& cfg, Input input) {
  BoxState s = states_.back();
  stepBox(s, level, cfg, input, &scratch_);
  states_.push_back(s);
  events_.insert(events_.end(), scratch_.events, scratch_.events + scratch_.eventCount);
  eventsEnd_.push_back(static_cast<std::uint32_t>(events_.size()));
}

std::span<const BoxEvent> BoxHistory::events(std::size_t frame) const {
  if (frame == 0 || frame >= states_.size()) return {};
  return std::span<const BoxEvent>(events_).subspan(eventsEnd_[frame - 1], eventsEnd_[frame] - eventsEnd_[frame - 1]);
}

std::size_t BoxHistory::firstTouching(TileRect r, const BoxConfig& cfg) const {
  const BoxSize size = boxSize(cfg);
  const int fastest = std::max({cfg.walkSpeed, cfg.jumpSpeed, cfg.maxFall, cfg.ladderSpeed, cfg.stairStepX * kSubPerPixel,
                                cfg.stairStepY * kSubPerPixel, cfg.snapMargin});
  const int reach = kBoxReachTiles * kTileSize + (fastest + kSubPerPixel - 1) / kSubPerPixel + 1;
  for (std::size_t j = 0; j + 1 < states_.size(); ++j) {
    const BoxState& a = states_[j];
    const BoxState& b = states_[j + 1];
    // The step's real displacement may exceed the config's speeds (a platform's carry).
    const int moved = (std::max(std::abs(b.vx), std::abs(b.vy)) + kSubPerPixel - 1) / kSubPerPixel;
    const int grow = reach + moved;
    const int left = std::min(pixelOf(a.x), pixelOf(b.x)) - grow;
    const int right = std::max(pixelOf(a.x), pixelOf(b.x)) + size.w + grow;
    const int top = std::min(pixelOf(a.y), pixelOf(b.y)) - grow;
    const int bottom = std::max(pixelOf(a.y), pixelOf(b.y)) + size.h + grow;
    if (floorDiv(right, kTileSize) >= r.x0 && floorDiv(left, kTileSize) <= r.x1 &&
        floorDiv(bottom, kTileSize) >= r.y0 && floorDiv(top, kTileSize) <= r.y1) {
      return j + 1;
    }
  }
  return states_.size();
}

}  // namespace solidtile::editor

// The box controller's side of the timeline: the box's state at every frame
// and the events of each step, so stepping back is copying a state, as the
// Timeline does for the Sonic player. Frame k is the state after k steps.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "model/geometry.h"
#include "solidtile/box/box.h"

namespace solidtile::editor {

class BoxHistory {
 public:
  // Forgets everything: frame 0 is `start`.
  void reset(const BoxState& start);
  // Keeps frames [0, keep), keep >= 1.
  void truncate(std::size_t keep);
  // Steps the last frame by `input` and appends the result.
  void stepOnce(const Level& level, const BoxConfig& cfg, Input input);

  std::size_t size() const { return states_.size(); }
  const BoxState& state(std::size_t frame) const { return states_[frame]; }
  std::span<const BoxState> states() const { return states_; }
  std::span<const BoxEvent> events(std::size_t frame) const;  // of the step into `frame`; none for 0

  // The first frame whose step may read a tile of `r`: the box, grown by the
  // probes' reach and the speeds it can reach in a step, touches them at
  // that step's start or end. size() when none.
  std::size_t firstTouching(TileRect r, const BoxConfig& cfg) const;

  // The centre of the box at frame k, subpixels.
  static Sub centreX(const BoxState& s, const BoxConfig& cfg) { return s.x + boxSize(cfg).w * kSubPerPixel / 2; }
  static Sub centreY(const BoxState& s, const BoxConfig& cfg) { return s.y + boxSize(cfg).h * kSubPerPixel / 2; }

 private:
  std::vector<BoxState> states_;
  std::vector<std::uint32_t> eventsEnd_;  // events of frame k: [eventsEnd_[k-1], eventsEnd_[k])
  std::vector<BoxEvent> events_;
  BoxRecord scratch_;
};

}  // namespace solidtile::editor

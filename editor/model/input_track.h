// The buttons held on each frame of a timeline, and the edits a person makes
// to them. Every edit answers the first frame whose input it changed, because
// the timeline's history is still true up to that frame and no further.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "solidtile/input.h"
#include "solidtile/sonic/run.h"

namespace solidtile::editor {

enum class PasteMode : std::uint8_t {
  Overwrite,  // the pasted frames replace as many frames from `at` (growing the track if needed)
  Insert,     // the pasted frames go in before `at`, pushing the rest later
};

class InputTrack {
 public:
  using Changed = std::optional<std::size_t>;  // the first frame whose input changed, if any

  InputTrack() = default;
  explicit InputTrack(std::vector<Input> frames) : frames_(std::move(frames)) {}

  std::size_t size() const { return frames_.size(); }
  std::span<const Input> frames() const { return frames_; }
  // No buttons past the end, as `solidtile sim` reads a movie.
  Input at(std::size_t frame) const { return inputAt(frames_, static_cast<std::int64_t>(frame)); }

  // Writing past the end grows the track with frames of no input up to `frame`.
  Changed set(std::size_t frame, Input keys);
  Changed setButtons(std::size_t frame, Input buttons, bool down);
  Changed toggleButtons(std::size_t frame, Input buttons);
  // Holds (or releases) `buttons` on frames [first, first + count), leaving the other buttons alone.
  Changed paintButtons(std::size_t first, std::size_t count, Input buttons, bool down);

  // `at` may be the end (appends); past the end is clamped to it.
  Changed insert(std::size_t at, std::size_t count, Input fill = 0);
  // The part of [first, first + count) inside the track is removed.
  Changed erase(std::size_t first, std::size_t count);
  // The part of [first, first + count) inside the track.
  std::vector<Input> copy(std::size_t first, std::size_t count) const;
  Changed paste(std::size_t at, std::span<const Input> frames, PasteMode mode);

  // Whole-track replacement (a loaded movie): changed from the first differing frame.
  Changed replace(std::vector<Input> frames);

  bool operator==(const InputTrack&) const = default;

 private:
  std::vector<Input> frames_;
};

}  // namespace solidtile::editor

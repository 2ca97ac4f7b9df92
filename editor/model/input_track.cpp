#include "model/input_track.h"

#include <algorithm>

namespace solidtile::editor {

namespace {

// The edits below keep the old frames from the lowest one they may touch and
// compare afterwards: an edit that writes what was already there (painting a
// held button, inserting no-input frames past the end) keeps the history.
class TailCompare {
 public:
  TailCompare(const std::vector<Input>& frames, std::size_t from)
      : frames_(frames), from_(std::min(from, frames.size())), old_(frames.begin() + static_cast<std::ptrdiff_t>(from_), frames.end()) {}

  InputTrack::Changed changed() const {
    const std::size_t end = std::max(frames_.size(), from_ + old_.size());
    for (std::size_t i = from_; i < end; ++i) {
      const std::size_t o = i - from_;
      const Input before = o < old_.size() ? old_[o] : Input{0};
      const Input after = i < frames_.size() ? frames_[i] : Input{0};
      if (before != after) return i;
    }
    return std::nullopt;
  }

 private:
  const std::vector<Input>& frames_;
  std::size_t from_;
  std::vector<Input> old_;
};

}  // namespace

InputTrack::Changed InputTrack::set(std::size_t frame, Input keys) {
  const Input before = at(frame);
  if (frame >= frames_.size()) frames_.resize(frame + 1, 0);
  frames_[frame] = keys;
  return before != keys ? Changed{frame} : std::nullopt;
}

InputTrack::Changed InputTrack::setButtons(std::size_t frame, Input buttons, bool down) {
  return set(frame, down ? static_cast<Input>(at(frame) | buttons) : static_cast<Input>(at(frame) & ~buttons));
}

InputTrack::Changed InputTrack::toggleButtons(std::size_t frame, Input buttons) {
  return set(frame, static_cast<Input>(at(frame) ^ buttons));
}

InputTrack::Changed InputTrack::paintButtons(std::size_t first, std::size_t count, Input buttons, bool down) {
  Changed changed;
  for (std::size_t f = first; f < first + count; ++f) {
    const Changed c = setButtons(f, buttons, down);
    if (!changed) changed = c;
  }
  return changed;
}

InputTrack::Changed InputTrack::insert(std::size_t at, std::size_t count, Input fill) {
  at = std::min(at, frames_.size());
  const TailCompare tail(frames_, at);
  frames_.insert(frames_.begin() + static_cast<std::ptrdiff_t>(at), count, fill);
  return tail.changed();
}

InputTrack::Changed InputTrack::erase(std::size_t first, std::size_t count) {
  if (first >= frames_.size()) return std::nullopt;
  const std::size_t last = first + std::min(count, frames_.size() - first);
  const TailCompare tail(frames_, first);
  frames_.erase(frames_.begin() + static_cast<std::ptrdiff_t>(first), frames_.begin() + static_cast<std::ptrdiff_t>(last));
  return tail.changed();
}

std::vector<Input> InputTrack::copy(std::size_t first, std::size_t count) const {
  if (first >= frames_.size()) return {};
  const std::size_t last = first + std::min(count, frames_.size() - first);
  return {frames_.begin() + static_cast<std::ptrdiff_t>(first), frames_.begin() + static_cast<std::ptrdiff_t>(last)};
}

InputTrack::Changed InputTrack::paste(std::size_t at, std::span<const Input> frames, PasteMode mode) {
  if (mode == PasteMode::Insert) {
    at = std::min(at, frames_.size());
    const TailCompare tail(frames_, at);
    frames_.insert(frames_.begin() + static_cast<std::ptrdiff_t>(at), frames.begin(), frames.end());
    return tail.changed();
  }
  const TailCompare tail(frames_, at);
  if (at + frames.size() > frames_.size()) frames_.resize(at + frames.size(), 0);
  std::copy(frames.begin(), frames.end(), frames_.begin() + static_cast<std::ptrdiff_t>(at));
  return tail.changed();
}

InputTrack::Changed InputTrack::replace(std::vector<Input> frames) {
  const TailCompare tail(frames_, 0);
  frames_ = std::move(frames);
  return tail.changed();
}

}  // namespace solidtile::editor

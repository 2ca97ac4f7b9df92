#include "model/input_commands.h"

#include <algorithm>

namespace solidtile::editor {

InputSplice diffInputs(std::span<const Input> before, std::span<const Input> after) {
  std::size_t head = 0;
  while (head < before.size() && head < after.size() && before[head] == after[head]) ++head;
  std::size_t tail = 0;
  while (tail < before.size() - head && tail < after.size() - head &&
         before[before.size() - 1 - tail] == after[after.size() - 1 - tail]) {
    ++tail;
  }
  InputSplice s;
  s.at = head;
  s.removed.assign(before.begin() + static_cast<std::ptrdiff_t>(head), before.end() - static_cast<std::ptrdiff_t>(tail));
  s.inserted.assign(after.begin() + static_cast<std::ptrdiff_t>(head), after.end() - static_cast<std::ptrdiff_t>(tail));
  return s;
}

namespace {

std::vector<Marker> markerList(const Timeline& t) { return {t.markers.all().begin(), t.markers.all().end()}; }

}  // namespace

InputSnapshot InputSnapshot::of(const Timeline& t) {
  return {{t.inputs().frames().begin(), t.inputs().frames().end()}, markerList(t)};
}

std::unique_ptr<InputEditCommand> InputEditCommand::since(Timeline& timeline, std::string label,
                                                          const InputSnapshot& before) {
  InputSplice s = diffInputs(before.rows, timeline.inputs().frames());
  std::vector<Marker> after = markerList(timeline);
  if (s.empty() && after == before.markers) return nullptr;
  return std::make_unique<InputEditCommand>(timeline, std::move(label), std::move(s), before.markers, std::move(after));
}

std::unique_ptr<InputEditCommand> InputEditCommand::since(Timeline& timeline, std::string label,
                                                          std::span<const Input> before) {
  return since(timeline, std::move(label), InputSnapshot{{before.begin(), before.end()}, markerList(timeline)});
}

void InputEditCommand::apply(Document&) {
  timeline_.spliceRows(splice_.at, splice_.removed.size(), splice_.inserted);
  timeline_.markers.restore(markersAfter_);
}

void InputEditCommand::revert(Document&) {
  timeline_.spliceRows(splice_.at, splice_.inserted.size(), splice_.removed);
  timeline_.markers.restore(markersBefore_);
}

// Both are applied: the track before this one is the track now with `next`
// and this one taken back, so the merged edit is the difference of the two.
bool InputEditCommand::mergeWith(Command& next) {
  auto* n = dynamic_cast<InputEditCommand*>(&next);
  if (n == nullptr || &n->timeline_ != &timeline_) return false;
  const std::span<const Input> now = timeline_.inputs().frames();
  std::vector<Input> before(now.begin(), now.end());
  auto undo = [&before](const InputSplice& s) {
    const auto at = before.begin() + static_cast<std::ptrdiff_t>(s.at);
    before.erase(at, at + static_cast<std::ptrdiff_t>(s.inserted.size()));
    before.insert(before.begin() + static_cast<std::ptrdiff_t>(s.at), s.removed.begin(), s.removed.end());
  };
  undo(n->splice_);
  undo(splice_);
  splice_ = diffInputs(before, now);
  markersAfter_ = n->markersAfter_;
  return true;
}

}  // namespace solidtile::editor

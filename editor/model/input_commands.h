// Edits of the debugger's input track as undo steps. The track is the user's
// data (a TAS movie), unlike the simulation, which is a cache of it: piano-roll
// clicks and drags, paste, insert, delete, opening a movie and each REC take
// undo with Ctrl+Z like a level edit. They do not make the level unsaved; the
// timeline says whether the movie is (Timeline::inputsUnsaved).
// Markers belong to the track too: inserting and deleting frames moves or
// drops them, and adding, renaming or removing one is an edit of its own, so
// each step keeps the marker list from before and after it and puts back
// exactly the one it left (a deleted frame's marker comes back on undo).
#pragma once

#include <cstddef>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "model/command.h"
#include "model/timeline.h"

namespace solidtile::editor {

// Rows [at, at + removed.size()) became `inserted`: the smallest such edit
// between two tracks (their common start and end are left out).
struct InputSplice {
  std::size_t at = 0;
  std::vector<Input> removed;
  std::vector<Input> inserted;
  bool empty() const { return removed.empty() && inserted.empty(); }
};
InputSplice diffInputs(std::span<const Input> before, std::span<const Input> after);

// The track's rows and markers, before an edit.
struct InputSnapshot {
  std::vector<Input> rows;
  std::vector<Marker> markers;
  static InputSnapshot of(const Timeline& t);
};

class InputEditCommand final : public Command {
 public:
  InputEditCommand(Timeline& timeline, std::string label, InputSplice splice, std::vector<Marker> markersBefore,
                   std::vector<Marker> markersAfter)
      : timeline_(timeline),
        label_(std::move(label)),
        splice_(std::move(splice)),
        markersBefore_(std::move(markersBefore)),
        markersAfter_(std::move(markersAfter)) {}
  // The edit that turned `before` into the timeline's rows and markers now,
  // or null when neither changed.
  static std::unique_ptr<InputEditCommand> since(Timeline& timeline, std::string label, const InputSnapshot& before);
  // For edits that leave the markers alone (a REC take).
  static std::unique_ptr<InputEditCommand> since(Timeline& timeline, std::string label, std::span<const Input> before);

  void apply(Document&) override;
  void revert(Document&) override;
  std::string label() const override { return label_; }
  bool mergeWith(Command& next) override;
  bool editsLevel() const override { return false; }
  const InputSplice& splice() const { return splice_; }

 private:
  Timeline& timeline_;
  std::string label_;
  InputSplice splice_;
  std::vector<Marker> markersBefore_;
  std::vector<Marker> markersAfter_;
};

}  // namespace solidtile::editor

// Edits of the debugger's input track as undo steps. The track is the user's
// data (a TAS movie), unlike the simulation, which is a cache of it: piano-roll
// clicks and drags, paste, insert, delete, opening a movie and each REC take
// undo with Ctrl+Z like a level edit. They do not make the level unsaved; the
// timeline says whether the movie is (Timeline::inputsUnsaved).
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

class InputEditCommand final : public Command {
 public:
  InputEditCommand(Timeline& timeline, std::string label, InputSplice splice)
      : timeline_(timeline), label_(std::move(label)), splice_(std::move(splice)) {}
  // The edit that turned `before` into the timeline's track now, or null when nothing changed.
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
};

}  // namespace solidtile::editor

// Linear undo history with merging: consecutive commands that share a merge id
// (one brush stroke, one slider drag) become one undo step.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "model/command.h"

namespace solidtile::editor {

class UndoStack {
 public:
  // Applies `cmd` and records it. With a non-zero mergeId equal to the one of
  // the last push, and no undo, save or seal since, it joins that step.
  void push(std::unique_ptr<Command> cmd, Document& doc, std::uint64_t mergeId = 0);
  // Records a command whose edit is already made (an input track edited in place).
  void pushApplied(std::unique_ptr<Command> cmd, std::uint64_t mergeId = 0);
  // Ends the current merge run (mouse released, slider let go).
  void seal() { openMergeId_ = 0; }

  bool canUndo() const { return index_ > 0; }
  bool canRedo() const { return index_ < commands_.size(); }
  void undo(Document& doc);
  void redo(Document& doc);
  std::string undoLabel() const;  // empty when nothing to undo
  std::string redoLabel() const;

  // The saved state: dirty means a level edit lies between it and the current position.
  void markClean();
  bool atClean() const;
  // No position matches the file on disk (a recovered autosave).
  void markNeverSaved() { clean_.reset(); }
  void clear();

  std::size_t size() const { return commands_.size(); }
  std::size_t position() const { return index_; }

  // Goes up with every new undo step, undo and redo, not with an edit merged
  // into the open step: edits with the same number belong to one change (a
  // stroke drawn over many UI frames). lastChange() names it: "Brush", "Undo Brush".
  std::uint64_t changes() const { return changes_; }
  const std::string& lastChange() const { return lastChange_; }

 private:
  std::vector<std::unique_ptr<Command>> commands_;
  std::size_t index_ = 0;                    // commands_[0..index_) are applied
  std::optional<std::size_t> clean_ = 0;     // nullopt: the saved state was discarded by a branch
  std::uint64_t openMergeId_ = 0;
  std::uint64_t changes_ = 0;
  std::string lastChange_;
};

}  // namespace solidtile::editor

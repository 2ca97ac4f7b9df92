#include "model/undo_stack.h"

#include <algorithm>

namespace solidtile::editor {

void UndoStack::push(std::unique_ptr<Command> cmd, Document& doc, std::uint64_t mergeId) {
  cmd->apply(doc);
  pushApplied(std::move(cmd), mergeId);
}

bool UndoStack::atClean() const {
  if (!clean_) return false;
  const std::size_t a = std::min(*clean_, index_), b = std::max(*clean_, index_);
  for (std::size_t i = a; i < b; ++i) {
    if (commands_[i]->editsLevel()) return false;
  }
  return true;
}

void UndoStack::pushApplied(std::unique_ptr<Command> cmd, std::uint64_t mergeId) {
  const bool canMerge = mergeId != 0 && mergeId == openMergeId_ && index_ > 0 && index_ == commands_.size() &&
                        !(clean_ && *clean_ == index_);
  if (canMerge && commands_[index_ - 1]->mergeWith(*cmd)) return;
  if (clean_ && *clean_ > index_) clean_.reset();
  commands_.resize(index_);
  ++changes_;
  lastChange_ = cmd->label();
  commands_.push_back(std::move(cmd));
  index_ = commands_.size();
  openMergeId_ = mergeId;
}

void UndoStack::undo(Document& doc) {
  seal();
  if (!canUndo()) return;
  --index_;
  ++changes_;
  lastChange_ = "Undo " + commands_[index_]->label();
  commands_[index_]->revert(doc);
}

void UndoStack::redo(Document& doc) {
  seal();
  if (!canRedo()) return;
  ++changes_;
  lastChange_ = "Redo " + commands_[index_]->label();
  commands_[index_]->apply(doc);
  ++index_;
}

std::string UndoStack::undoLabel() const { return canUndo() ? commands_[index_ - 1]->label() : std::string(); }
std::string UndoStack::redoLabel() const { return canRedo() ? commands_[index_]->label() : std::string(); }

void UndoStack::markClean() {
  seal();
  clean_ = index_;
}

void UndoStack::clear() {
  commands_.clear();
  index_ = 0;
  clean_ = 0;
  openMergeId_ = 0;
}

}  // namespace solidtile::editor

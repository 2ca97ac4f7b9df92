// The commands of mask authoring. One mask's shape or angle is small, so a
// command keeps both versions; changes to the list itself (add, remove,
// reorder) keep both lists and the tile renumbering that goes with them, so
// undo restores the level exactly without re-deriving anything.
#pragma once

#include <string>
#include <vector>

#include "model/command.h"

namespace solidtile::editor {

// Sets mask `index` to `after`. The version it replaces is taken when it is
// applied, so a stroke can queue several segments within one frame; merges
// with a later SetMaskCommand on the same mask (a stroke, a dial drag).
class SetMaskCommand final : public Command {
 public:
  SetMaskCommand(std::string label, int index, HeightMask after);
  void apply(Document& doc) override;
  void revert(Document& doc) override;
  std::string label() const override { return label_; }
  bool mergeWith(Command& next) override;
  int index() const { return index_; }

 private:
  std::string label_;
  int index_;
  HeightMask before_;
  HeightMask after_;
  bool applied_ = false;  // before_ is set once, by the first apply
};

// Swaps in a new mask list with its auto-angle flags, and renumbers tiles.
class MaskListCommand final : public Command {
 public:
  MaskListCommand(std::string label, std::vector<HeightMask> masks, std::vector<bool> autoAngle, std::vector<TileChange> tiles);
  void apply(Document& doc) override;
  void revert(Document& doc) override;
  std::string label() const override { return label_; }

 private:
  void swapLists(Document& doc);
  std::string label_;
  std::vector<HeightMask> masks_;  // the list not currently in the document
  std::vector<bool> autoAngle_;
  TileEditCommand tiles_;
};

}  // namespace solidtile::editor

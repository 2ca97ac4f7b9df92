// An edit as data: apply and revert are exact inverses, so undo never has to
// re-derive the level from scratch.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "model/background.h"
#include "model/geometry.h"
#include "solidtile/level/level.h"

namespace solidtile::editor {

class Document;

class Command {
 public:
  virtual ~Command() = default;
  virtual void apply(Document& doc) = 0;
  virtual void revert(Document& doc) = 0;
  virtual std::string label() const = 0;
  // Takes in `next` (already applied) so both undo as one step; false when the
  // kinds differ. The stack asks only for commands sharing a merge id.
  virtual bool mergeWith(Command& next) {
    (void)next;
    return false;
  }
  // False for edits of what is not the level file (the debugger's input
  // track): undoing or redoing them leaves the level as saved or unsaved as it was.
  virtual bool editsLevel() const { return true; }
};

struct TileChange {
  int layer = 0;
  int x = 0;
  int y = 0;
  std::uint16_t before = 0;
  std::uint16_t after = 0;
  bool operator==(const TileChange&) const = default;
};

// A tile tag (tags.h) changing on one layer; the tag tool's edits and the tags
// a pasted or moved selection carries.
struct TagChange {
  int layer = 0;
  int x = 0;
  int y = 0;
  TileTag before = TileTag::None;
  TileTag after = TileTag::None;
  bool operator==(const TagChange&) const = default;
};

// Every painting tool ends here: brush, eraser, fills, paste, move, cut, and
// the tag tool (tiles and tags of one edit undo as one step).
class TileEditCommand final : public Command {
 public:
  TileEditCommand(std::string label, std::vector<TileChange> changes, std::vector<TagChange> tags = {});
  void apply(Document& doc) override;
  void revert(Document& doc) override;
  std::string label() const override { return label_; }
  bool mergeWith(Command& next) override;
  const std::vector<TileChange>& changes() const { return changes_; }
  const std::vector<TagChange>& tagChanges() const { return tags_; }

 private:
  std::string label_;
  std::vector<TileChange> changes_;
  std::vector<TagChange> tags_;
};

// Size, layer count or anything else that reshapes the whole level: keeps both
// levels whole, which is simple and exact, and such edits are rare.
class ReplaceLevelCommand final : public Command {
 public:
  ReplaceLevelCommand(std::string label, Level after);
  void apply(Document& doc) override;
  void revert(Document& doc) override;
  std::string label() const override { return label_; }

 private:
  std::string label_;
  Level other_;  // the level not currently in the document
};

class SetStartCommand final : public Command {
 public:
  SetStartCommand(int x, int y) : x_(x), y_(y) {}
  void apply(Document& doc) override;
  void revert(Document& doc) override { apply(doc); }
  std::string label() const override { return "Place player start"; }

 private:
  int x_;  // swapped with the level's on every apply
  int y_;
};

// Sets, moves, fades or clears the background image. A slider drag pushes one
// per frame under one merge id; merged, the step reverts to the state before the drag.
class SetBackgroundCommand final : public Command {
 public:
  SetBackgroundCommand(std::string label, std::optional<Background> after) : label_(std::move(label)), other_(std::move(after)) {}
  void apply(Document& doc) override;
  void revert(Document& doc) override { apply(doc); }
  std::string label() const override { return label_; }
  bool mergeWith(Command& next) override { return dynamic_cast<SetBackgroundCommand*>(&next) != nullptr; }

 private:
  std::string label_;
  std::optional<Background> other_;  // swapped with the document's on every apply
};

}  // namespace solidtile::editor

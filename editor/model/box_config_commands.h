// The level's box controller settings (LevelFile::boxConfig) as an undoable
// edit: a field set, a field reset, all reset. A drag merges into one step.
#pragma once

#include <optional>
#include <string>

#include "model/command.h"
#include "solidtile/box/box_config.h"

namespace solidtile::editor {

class SetBoxConfigCommand final : public Command {
 public:
  SetBoxConfigCommand(std::string label, std::optional<BoxConfig> after) : label_(std::move(label)), other_(after) {}
  void apply(Document& doc) override;
  void revert(Document& doc) override { apply(doc); }
  std::string label() const override { return label_; }
  bool mergeWith(Command& next) override { return dynamic_cast<SetBoxConfigCommand*>(&next) != nullptr; }

 private:
  std::string label_;
  std::optional<BoxConfig> other_;  // swapped with the document's on every apply
};

}  // namespace solidtile::editor

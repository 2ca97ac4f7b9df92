// The level's "object_loading" (level format 10, level/object_loading.h) as
// an undoable edit: whether its objects exist always or by the camera's place.
#pragma once

#include <string>

#include "model/command.h"
#include "solidtile/level/object_loading.h"

namespace solidtile::editor {

class SetObjectLoadingCommand final : public Command {
 public:
  explicit SetObjectLoadingCommand(ObjectLoading after)
      : label_(after == ObjectLoading::Camera ? "Objects exist by the camera" : "Objects always exist"), other_(after) {}
  void apply(Document& doc) override;
  void revert(Document& doc) override { apply(doc); }
  std::string label() const override { return label_; }

 private:
  std::string label_;
  ObjectLoading other_;  // swapped with the level's on every apply
};

}  // namespace solidtile::editor

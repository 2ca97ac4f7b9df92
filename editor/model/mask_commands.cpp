#include "model/mask_commands.h"

#include <utility>

#include "model/document.h"

namespace solidtile::editor {

SetMaskCommand::SetMaskCommand(std::string label, int index, HeightMask after)
    : label_(std::move(label)), index_(index), after_(after) {}

void SetMaskCommand::apply(Document& doc) {
  if (!applied_) {
    before_ = doc.level().mask(index_);
    applied_ = true;
  }
  doc.level().setMask(index_, after_);
  doc.touchMasks();
}

void SetMaskCommand::revert(Document& doc) {
  doc.level().setMask(index_, before_);
  doc.touchMasks();
}

bool SetMaskCommand::mergeWith(Command& next) {
  auto* other = dynamic_cast<SetMaskCommand*>(&next);
  if (other == nullptr || other->index_ != index_) return false;
  after_ = other->after_;
  return true;
}

MaskListCommand::MaskListCommand(std::string label, std::vector<HeightMask> masks, std::vector<bool> autoAngle,
                                 std::vector<TileChange> tiles)
    : label_(std::move(label)), masks_(std::move(masks)), autoAngle_(std::move(autoAngle)), tiles_(label_, std::move(tiles)) {}

void MaskListCommand::swapLists(Document& doc) {
  std::vector<HeightMask> current = doc.level().masks();
  doc.level().setMasks(std::move(masks_));
  masks_ = std::move(current);
  std::swap(doc.file.autoAngle, autoAngle_);
  doc.touchStructure();
}

void MaskListCommand::apply(Document& doc) {
  swapLists(doc);
  tiles_.apply(doc);
}

void MaskListCommand::revert(Document& doc) {
  tiles_.revert(doc);
  swapLists(doc);
}

}  // namespace solidtile::editor

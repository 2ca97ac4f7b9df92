#include "model/command.h"

#include <utility>

#include "model/document.h"

namespace solidtile::editor {
namespace {

template <class Change>
TileRect boundsOnLayer(const std::vector<Change>& changes, int layer) {
  TileRect r;
  for (const auto& c : changes) {
    if (c.layer == layer) r = r.united({c.x, c.y, c.x, c.y});
  }
  return r;
}

template <class Change>
void reportTouched(Document& doc, const std::vector<Change>& changes) {
  for (int l = 0; l < doc.level().layerCount(); ++l) doc.touchTiles(l, boundsOnLayer(changes, l));
}

}  // namespace

TileEditCommand::TileEditCommand(std::string label, std::vector<TileChange> changes, std::vector<TagChange> tags)
    : label_(std::move(label)), changes_(std::move(changes)), tags_(std::move(tags)) {}

void TileEditCommand::apply(Document& doc) {
  for (const auto& c : changes_) doc.writeTile(c.layer, c.x, c.y, c.after);
  for (const auto& c : tags_) doc.level().setTag(c.layer, c.x, c.y, c.after);
  reportTouched(doc, changes_);
  if (!tags_.empty()) reportTouched(doc, tags_);
}

void TileEditCommand::revert(Document& doc) {
  // Backwards, so a cell changed twice in one merged stroke ends at its first `before`.
  for (auto it = changes_.rbegin(); it != changes_.rend(); ++it) doc.writeTile(it->layer, it->x, it->y, it->before);
  for (auto it = tags_.rbegin(); it != tags_.rend(); ++it) doc.level().setTag(it->layer, it->x, it->y, it->before);
  reportTouched(doc, changes_);
  if (!tags_.empty()) reportTouched(doc, tags_);
}

bool TileEditCommand::mergeWith(Command& next) {
  auto* other = dynamic_cast<TileEditCommand*>(&next);
  if (other == nullptr) return false;
  changes_.insert(changes_.end(), other->changes_.begin(), other->changes_.end());
  tags_.insert(tags_.end(), other->tags_.begin(), other->tags_.end());
  return true;
}

ReplaceLevelCommand::ReplaceLevelCommand(std::string label, Level after)
    : label_(std::move(label)), other_(std::move(after)) {}

void ReplaceLevelCommand::apply(Document& doc) {
  std::swap(doc.level(), other_);
  doc.touchStructure();
}

void ReplaceLevelCommand::revert(Document& doc) { apply(doc); }

void SetStartCommand::apply(Document& doc) {
  std::swap(doc.level().startX, x_);
  std::swap(doc.level().startY, y_);
  doc.touchTiles(-1, {});
}

void SetBackgroundCommand::apply(Document& doc) {
  std::optional<Background> current = doc.background();
  doc.setBackground(std::exchange(other_, std::move(current)));
}

}  // namespace solidtile::editor

#include "model/command.h"

#include <utility>

#include "model/document.h"

namespace solidtile::editor {
namespace {

TileRect boundsOnLayer(const std::vector<TileChange>& changes, int layer) {
  TileRect r;
  for (const auto& c : changes) {
    if (c.layer == layer) r = r.united({c.x, c.y, c.x, c.y});
  }
  return r;
}

void reportTouched(Document& doc, const std::vector<TileChange>& changes) {
  for (int l = 0; l < doc.level().layerCount(); ++l) doc.touchTiles(l, boundsOnLayer(changes, l));
}

}  // namespace

TileEditCommand::TileEditCommand(std::string label, std::vector<TileChange> changes)
    : label_(std::move(label)), changes_(std::move(changes)) {}

void TileEditCommand::apply(Document& doc) {
  for (const auto& c : changes_) doc.writeTile(c.layer, c.x, c.y, c.after);
  reportTouched(doc, changes_);
}

void TileEditCommand::revert(Document& doc) {
  // Backwards, so a cell changed twice in one merged stroke ends at its first `before`.
  for (auto it = changes_.rbegin(); it != changes_.rend(); ++it) doc.writeTile(it->layer, it->x, it->y, it->before);
  reportTouched(doc, changes_);
}

bool TileEditCommand::mergeWith(Command& next) {
  auto* other = dynamic_cast<TileEditCommand*>(&next);
  if (other == nullptr) return false;
  changes_.insert(changes_.end(), other->changes_.begin(), other->changes_.end());
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

#include "model/document.h"

#include <utility>

#include "model/mask_ops.h"

namespace solidtile::editor {

Document::Document(io::LevelFile f, std::filesystem::path p) : file(std::move(f)), path(std::move(p)) {
  BackgroundRead read = readBackground(file.unknownJson, levelDirectory(path));
  background_ = std::move(read.background);
  backgroundProblem_ = std::move(read.problem);
}

void Document::setBackground(std::optional<Background> b) {
  file.unknownJson = writeBackground(file.unknownJson, b, levelDirectory(path));
  background_ = std::move(b);
  backgroundProblem_.clear();
  ++revision_;
}

std::string Document::displayName() const {
  std::string name = path.empty() ? std::string("untitled") : path.filename().string();
  if (dirty()) name += "*";
  return name;
}

void Document::writeTile(int layer, int x, int y, std::uint16_t value) {
  std::uint16_t& cell =
      level().layerData(layer)[static_cast<std::size_t>(y) * static_cast<std::size_t>(level().width()) + static_cast<std::size_t>(x)];
  if (maskUsesKnown_) {
    const auto count = [&](std::uint16_t raw, int delta) {
      const int m = Tile{raw}.maskIndex();
      if (m >= 0 && m < static_cast<int>(maskUses_.size())) maskUses_[static_cast<std::size_t>(m)] += delta;
    };
    count(cell, -1);
    count(value, +1);
  }
  cell = value;
}

const std::vector<int>& Document::maskUses() const {
  // The mask list can change without touchStructure only through code that
  // bypasses commands (tests, a new document); its length tells.
  if (!maskUsesKnown_ || maskUses_.size() != level().masks().size()) {
    maskUses_ = maskUsage(level());
    maskUsesKnown_ = true;
  }
  return maskUses_;
}

void Document::touchTiles(int layer, TileRect r) {
  ++revision_;
  if (layer >= 0 && layer < LevelLimits::kMaxLayers) {
    auto& slot = pending_.tiles[layer];
    slot = slot.united(r);
    simPending_.tiles = simPending_.tiles.united(r);
  } else {
    // The player start (SetStartCommand) and the objects touch no layer.
    simPending_.structure = true;
  }
}

void Document::touchStructure() {
  ++revision_;
  maskUsesKnown_ = false;  // a new level, or tiles renumbered with the mask list
  pending_.structure = true;
  simPending_.structure = true;
}

void Document::touchMasks() {
  ++revision_;
  pending_.masks = true;
}

void Document::touchBoxConfig() {
  ++revision_;
  simPending_.boxConfig = true;
}

Document::Changes Document::takeChanges() { return std::exchange(pending_, Changes{}); }

Document::SimulationChanges Document::takeSimulationChanges() { return std::exchange(simPending_, SimulationChanges{}); }

}  // namespace solidtile::editor

#include "model/document.h"

#include <utility>

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

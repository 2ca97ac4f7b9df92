// The level being edited, where it lives on disk, its undo history, and what
// changed since the renderer last looked.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "model/background.h"
#include "model/geometry.h"
#include "model/sonlvl_target.h"
#include "model/undo_stack.h"
#include "solidtile/io/level_file.h"

namespace solidtile::editor {

class Document {
 public:
  Document() = default;
  explicit Document(io::LevelFile file, std::filesystem::path path = {});

  io::LevelFile file;
  std::filesystem::path path;  // empty until first saved
  UndoStack history;
  // The project level it was imported from (File > Open SonLVL project) or
  // last saved to: File > Save to SonLVL project writes there without asking.
  // Not saved in the level file.
  std::optional<SonlvlTarget> sonlvl;

  // The file's "background" key, parsed; setBackground keeps both in step.
  const std::optional<Background>& background() const { return background_; }
  void setBackground(std::optional<Background> b);
  // Why the file's "background" key was ignored when the document was made (the key is kept as it was).
  const std::string& backgroundProblem() const { return backgroundProblem_; }

  Level& level() { return file.level; }
  const Level& level() const { return file.level; }

  bool dirty() const { return !history.atClean(); }
  // "name.json*" for the title bar and status bar.
  std::string displayName() const;

  // Every tile a command writes goes through here, so the mask counts below
  // follow each edit instead of recounting the level.
  void writeTile(int layer, int x, int y, std::uint16_t value);
  // How many tiles of all paths use each mask (maskUsage), counted once and
  // then kept up to date by writeTile; recounted after structural changes.
  const std::vector<int>& maskUses() const;

  // Commands report what they touch so the renderer uploads only that.
  void touchTiles(int layer, TileRect r);
  void touchStructure();  // size, layer count or the mask list changed: re-upload everything
  void touchMasks();      // a mask's shape or angle changed: re-upload the atlas only
  void touchBoxConfig();  // the level's box controller settings changed: the box re-simulates

  std::uint64_t revision() const { return revision_; }
  // The renderer takes and clears the pending changes once per frame.
  struct Changes {
    bool structure = false;
    TileRect tiles[LevelLimits::kMaxLayers];
    bool masks = false;
  };
  Changes takeChanges();

  // The physics debugger's view of the same changes, kept apart from the
  // renderer's so each consumer takes them at its own pace. Every edit, undo
  // and redo reports through touchTiles/touchStructure, so nothing escapes it.
  struct SimulationChanges {
    bool fresh = false;      // a new document (opened, created): nothing to compare with
    bool structure = false;  // masks, size, layers, start point or switchers
    TileRect tiles;          // on any layer
    bool boxConfig = false;  // file.boxConfig
  };
  SimulationChanges takeSimulationChanges();

 private:
  std::optional<Background> background_;
  std::string backgroundProblem_;
  std::uint64_t revision_ = 1;
  mutable std::vector<int> maskUses_;
  mutable bool maskUsesKnown_ = false;
  Changes pending_{true, {}, false};
  SimulationChanges simPending_{true, true, {}, true};
};

}  // namespace solidtile::editor

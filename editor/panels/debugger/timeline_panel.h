// The debugger's timeline dock under the canvas: the transport, the piano
// roll of the input track, range tools, markers and the Branches tab.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "model/fading_message.h"
#include "panels/debugger/branches_panel.h"
#include "session/editor_context.h"

namespace solidtile::editor {

class TimelinePanel {
 public:
  // Docked under the canvas, between the side panels; returns its height.
  float draw(EditorContext& ctx, float left, float right, float bottom);

 private:
  void transport(EditorContext& ctx);
  void pianoRoll(EditorContext& ctx);
  void rangeTools(EditorContext& ctx);
  void markers(EditorContext& ctx);
  void comparisonStatus(EditorContext& ctx);  // where a loaded comparison trace parts from the run

  int jumpFrame_ = 0;
  float cellWidth_ = 8;
  // The height the toolbars, piano roll and range buttons took last frame: a
  // narrow timeline (wide side columns) wraps to more rows, and the dock grows
  // to show them rather than cut the last.
  float contentHeight_ = 0;
  std::size_t firstVisible_ = 0;
  bool followCursor_ = true;
  // A paint drag: the button row and the value every cell it crosses gets.
  int paintButton_ = -1;
  bool paintDown_ = false;
  std::size_t lastPainted_ = 0;
  std::uint64_t paintMerge_ = 0;  // one drag is one undo step
  FadingMessage pauseShown_;
  // The selected range of frames [selFrom_, selTo_], by dragging on the ruler.
  std::optional<std::size_t> selFrom_, selTo_;
  bool selecting_ = false;
  std::vector<Input> clipboard_;
  BranchesPanel branches_;
  std::string markerName_;
  std::optional<std::size_t> renaming_;
  std::string renameText_;
};

}  // namespace solidtile::editor

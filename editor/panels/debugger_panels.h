// The physics debugger's views: the timeline dock under the canvas, the
// inspector column on the right, and the overlay over the level. They read
// the session's Debugger and change only it (never the document), so no
// debugger action is an undo step.
#pragma once

#include <cfloat>
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "session/editor_context.h"
#include "model/fading_message.h"
#include "model/history_views.h"
#include "panels/side_panels.h"

namespace solidtile::editor {

// The timeline's Branches tab (branches_panel.cpp).
class BranchesPanel {
 public:
  void draw(EditorContext& ctx);

 private:
  std::string name_;
};

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

// The level's box config: every BoxConfig field, reset to default, each edit
// an undoable command (a drag one step).
class BoxConfigPanel {
 public:
  void draw(EditorContext& ctx);

 private:
  std::uint64_t gesture_ = 0;
};

class InspectorPanel {
 public:
  float draw(EditorContext& ctx, PanelArea area);  // the right column; returns its width

 private:
  void state(EditorContext& ctx);
  void phase(EditorContext& ctx, int phase);  // inside a frame: the phase and what it changed
  void sensors(EditorContext& ctx);
  void events(EditorContext& ctx);
  void plots(EditorContext& ctx);
  void comparison(EditorContext& ctx);

  BoxConfigPanel boxConfig_;
  HistoryViews views_;  // the plots and the event log, appended to as frames are stepped
};

// Physics settings, breakpoints, the overlay's switches and legend, live keys:
// tabs of the inspector drawn by debugger_settings_panel.cpp.
void drawPhysicsSettings(EditorContext& ctx);
void drawBreakpoints(EditorContext& ctx);
void drawOverlaySettings(EditorContext& ctx);

// A plot of one value over the timeline with the cursor marked; a click jumps there.
// min/max FLT_MAX: scaled to the values.
void drawTimelinePlot(EditorContext& ctx, const std::vector<float>& values, const char* overlay, float min = FLT_MAX,
                      float max = FLT_MAX);

// The box controller's inspector tabs (box_inspector.cpp).
void drawBoxState(EditorContext& ctx);
void drawBoxProbes(EditorContext& ctx);
void drawBoxEvents(EditorContext& ctx);
void drawBoxPlots(EditorContext& ctx);

// Lays the current frame's shapes into ctx.overlay (level pixels scaled to the
// canvas) and writes the labels with ImGui's background draw list.
void drawDebugOverlay(EditorContext& ctx);

}  // namespace solidtile::editor

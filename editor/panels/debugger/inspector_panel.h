// The debugger's inspector column on the right: the controller's state, its
// casts or probes, the events log, plots over the timeline, and the settings
// tabs. The debugger's views read the session's Debugger and change only it
// (never the document), so no debugger action is an undo step.
#pragma once

#include <cfloat>
#include <vector>

#include "model/history_views.h"
#include "panels/debugger/box_config_panel.h"
#include "panels/panel_area.h"
#include "session/editor_context.h"

namespace solidtile::editor {

class InspectorPanel {
 public:
  float draw(EditorContext& ctx, PanelArea area);  // the right column; returns its width

 private:
  void drawTab(EditorContext& ctx, InspectorTab tab);
  void state(EditorContext& ctx);
  void phase(EditorContext& ctx, int phase);  // inside a frame: the phase and what it changed
  void sensors(EditorContext& ctx);
  void events(EditorContext& ctx);
  void plots(EditorContext& ctx);
  void comparison(EditorContext& ctx);

  BoxConfigPanel boxConfig_;
  HistoryViews views_;  // the plots and the event log, appended to as frames are stepped
};

// A plot of one value over the timeline with the cursor marked; a click jumps there.
// min/max FLT_MAX: scaled to the values.
void drawTimelinePlot(EditorContext& ctx, const std::vector<float>& values, const char* overlay, float min = FLT_MAX,
                      float max = FLT_MAX);

}  // namespace solidtile::editor

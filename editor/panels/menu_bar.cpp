#include "panels/menu_bar.h"

#include <imgui.h>

#include "session/actions.h"
#include "session/mask_actions.h"
#include "session/shortcuts.h"
#include "panels/first_steps.h"

namespace solidtile::editor {
namespace {

// A menu item whose shortcut text comes from the shortcut table.
bool item(const char* label, const char* shortcutName = nullptr, bool selected = false, bool enabled = true) {
  const char* keys = shortcutKeys(shortcutName ? shortcutName : label);
  return ImGui::MenuItem(label, keys[0] != '\0' ? keys : nullptr, selected, enabled);
}

void fileMenu(EditorContext& ctx) {
  if (!ImGui::BeginMenu("File")) return;
  if (item("New level...", "New level")) ctx.newDialogRequested = true;
  if (item("Open...", "Open")) ctx.openDialogRequested = true;
  if (ImGui::BeginMenu("Open Recent", !ctx.settings.recentFiles.empty())) {
    for (const auto& path : ctx.settings.recentFiles) {
      if (ImGui::MenuItem(path.c_str())) ctx.fileRequests.push_back(FileAction::open(path));
    }
    ImGui::Separator();
    if (ImGui::MenuItem("Clear list")) ctx.settings.recentFiles.clear();
    ImGui::EndMenu();
  }
  ImGui::Separator();
  if (item("Save")) ctx.saveRequested = true;
  if (item("Save As...", "Save As")) ctx.saveAsRequested = true;
  if (item("Revert", nullptr, false, !ctx.doc.path.empty() && ctx.doc.dirty())) {
    ctx.fileRequests.push_back(FileAction::revert());
  }
  ImGui::Separator();
  if (ImGui::MenuItem("Import collision image...")) ctx.imageImportRequested = true;
  if (ImGui::MenuItem("Export collision image...")) ctx.imageExportRequested = true;
  if (ImGui::MenuItem("Background image...")) ctx.backgroundDialogRequested = true;
  if (ImGui::MenuItem("Open input movie...")) ctx.movieOpenRequested = true;
  if (ImGui::MenuItem("Save input movie...")) ctx.movieSaveRequested = true;
  if (ImGui::MenuItem("Export trace as CSV...")) ctx.traceExportRequested = true;
  if (ImGui::MenuItem("Load comparison trace...")) ctx.comparisonOpenRequested = true;
  if (ImGui::MenuItem("Clear comparison trace", nullptr, false, ctx.debugger.comparison.loaded())) {
    ctx.debugger.comparison.clear();
  }
  // Below the rest, so the rows above keep their places (scripted GUI tests click them).
  ImGui::Separator();
  if (item("Open SonLVL project...", "Open SonLVL project")) ctx.sonlvlOpenRequested = true;
  if (item("Save to SonLVL project")) ctx.sonlvlSaveRequested = true;
  ImGui::Separator();
  if (item("Quit")) ctx.fileRequests.push_back(FileAction::quit());
  ImGui::EndMenu();
}

void editMenu(EditorContext& ctx) {
  if (!ImGui::BeginMenu("Edit")) return;
  const std::string undo = "Undo " + ctx.doc.history.undoLabel();
  const std::string redo = "Redo " + ctx.doc.history.redoLabel();
  if (ImGui::MenuItem(undo.c_str(), shortcutKeys("Undo"), false, ctx.doc.history.canUndo())) actions::undo(ctx);
  if (ImGui::MenuItem(redo.c_str(), shortcutKeys("Redo"), false, ctx.doc.history.canRedo())) actions::redo(ctx);
  ImGui::Separator();
  const bool selected = !ctx.selection.empty();
  if (item("Cut", nullptr, false, selected)) actions::cut(ctx);
  if (item("Copy", nullptr, false, selected)) actions::copy(ctx);
  if (item("Paste", nullptr, false, ctx.clipboard.has_value())) actions::paste(ctx);
  if (item("Delete selection", nullptr, false, selected)) actions::deleteSelection(ctx);
  if (item("Select all")) actions::selectAll(ctx);
  ImGui::Separator();
  if (item("Flip horizontally")) actions::flipX(ctx);
  if (item("Flip vertically")) actions::flipY(ctx);
  ImGui::Separator();
  if (ImGui::MenuItem("Resize level...")) ctx.resizeDialogRequested = true;
  ImGui::EndMenu();
}

void viewMenu(EditorContext& ctx) {
  if (!ImGui::BeginMenu("View")) return;
  ViewOptions& v = ctx.settings.view;
  if (item("Zoom in")) actions::zoomIn(ctx);
  if (item("Zoom out")) actions::zoomOut(ctx);
  if (item("Whole level")) actions::fitLevel(ctx);
  for (int z : {1, 2, 4, 8, 16, 32}) {
    const std::string label = std::to_string(z) + "x";
    if (ImGui::MenuItem(label.c_str(), nullptr, ctx.viewport.zoom == z)) actions::zoomTo(ctx, z);
  }
  ImGui::Separator();
  if (item("Tile grid", nullptr, v.tileGrid)) v.tileGrid = !v.tileGrid;
  if (item("Pixel grid (8x and up)", "Pixel grid", v.pixelGrid)) v.pixelGrid = !v.pixelGrid;
  if (item("Angle colours", nullptr, v.angleColors)) v.angleColors = !v.angleColors;
  if (ImGui::MenuItem("Player start", nullptr, v.showStart)) v.showStart = !v.showStart;
  const bool hasMarkers = !ctx.doc.file.markers.empty() || !ctx.doc.level().loops.empty();
  if (ImGui::MenuItem("Object markers and loops", nullptr, v.showMarkers, hasMarkers)) v.showMarkers = !v.showMarkers;
  if (item("Tile tags", "Tile tags overlay", v.showTags)) v.showTags = !v.showTags;
  if (ImGui::MenuItem("Moving platforms", nullptr, v.showObjects)) v.showObjects = !v.showObjects;
  if (item("Box lint", nullptr, v.boxLint)) v.boxLint = !v.boxLint;
  if (ImGui::MenuItem("Background image", nullptr, v.showBackground, ctx.doc.background().has_value())) {
    v.showBackground = !v.showBackground;
  }
  ImGui::Separator();
  if (ImGui::MenuItem("Both paths", nullptr, v.layers == LayerView::Both)) v.layers = LayerView::Both;
  if (ImGui::MenuItem("Active path only", nullptr, v.layers == LayerView::ActiveOnly)) v.layers = LayerView::ActiveOnly;
  if (ImGui::MenuItem("Other path dimmed", nullptr, v.layers == LayerView::OtherDimmed)) v.layers = LayerView::OtherDimmed;
  if (item("Switch collision path", nullptr, false, ctx.doc.level().layerCount() > 1)) actions::toggleActiveLayer(ctx);
  ImGui::Separator();
  if (item("Physics debugger", nullptr, ctx.debugger.visible)) ctx.debugger.visible = !ctx.debugger.visible;
  if (ImGui::BeginMenu("Debugger controller")) {
    const Controller now = ctx.debugger.timeline.controller();
    const char* keys = shortcutKeys("Switch debugger controller");
    if (ImGui::MenuItem("Sonic player", now == Controller::Box ? keys : nullptr, now == Controller::Sonic)) {
      ctx.debugger.setController(Controller::Sonic);
    }
    if (ImGui::MenuItem("Box", now == Controller::Sonic ? keys : nullptr, now == Controller::Box)) {
      ctx.debugger.setController(Controller::Box);
    }
    ImGui::EndMenu();
  }
  if (item("Tools and masks panel", nullptr, !ctx.paletteHidden)) ctx.paletteHidden = !ctx.paletteHidden;
  if (ImGui::MenuItem(ctx.debugger.visible ? "Inspector panel" : "Tile panel", nullptr, !ctx.rightColumnHidden)) {
    ctx.rightColumnHidden = !ctx.rightColumnHidden;
  }
  if (item("Side columns", nullptr, !ctx.paletteHidden || !ctx.rightColumnHidden)) actions::toggleSideColumns(ctx);
  if (ImGui::MenuItem("Follow the player", nullptr, ctx.debugger.follow)) ctx.debugger.follow = !ctx.debugger.follow;
  if (item("Screenshot")) ctx.screenshotRequested = true;
  ImGui::EndMenu();
}

void masksMenu(EditorContext& ctx) {
  if (!ImGui::BeginMenu("Masks")) return;
  const int m = actions::currentMask(ctx);
  const int count = static_cast<int>(ctx.doc.level().masks().size());
  if (item("Mask editor", nullptr, ctx.settings.maskEditor)) actions::toggleMaskEditor(ctx);
  ImGui::Separator();
  if (item("New mask")) actions::newMask(ctx);
  if (item("Duplicate mask", nullptr, false, m >= 0)) actions::duplicateMask(ctx);
  if (item("Delete mask...", "Delete mask", false, m >= 0)) {
    ctx.settings.maskEditor = true;
    ctx.maskDeleteRequested = true;
  }
  if (item("Move mask earlier", nullptr, false, m > 0)) actions::moveMask(ctx, -1);
  if (item("Move mask later", nullptr, false, m >= 0 && m < count - 1)) actions::moveMask(ctx, 1);
  if (item("Jump to uses of the mask", nullptr, false, m >= 0)) actions::jumpToUses(ctx);
  ImGui::Separator();
  if (item("Auto angle", nullptr, false, m >= 0)) actions::autoAngle(ctx);
  if (item("Invert mask", nullptr, false, m >= 0)) actions::shapeOp(ctx, MaskShapeOp::Invert);
  ImGui::Separator();
  if (item("Generate shape...", "Generate shape")) ctx.shapeDialogRequested = true;
  ImGui::EndMenu();
}

}  // namespace

float drawMenuBar(EditorContext& ctx) {
  float height = 0;
  if (ImGui::BeginMainMenuBar()) {
    fileMenu(ctx);
    editMenu(ctx);
    viewMenu(ctx);
    masksMenu(ctx);
    if (ImGui::BeginMenu("Help")) {
      if (item("Keyboard shortcuts", "Keyboard shortcuts (F1 again closes)")) ctx.shortcutsRequested = true;
      if (ImGui::MenuItem("First steps hint", nullptr, !ctx.settings.firstStepsDismissed)) {
        ctx.settings.firstStepsDismissed = !ctx.settings.firstStepsDismissed;
      }
      ImGui::Separator();
      ImGui::TextDisabled("The guide (docs/editor.md)");
      const auto& titles = helpSectionTitles();
      for (int i = 0; i < static_cast<int>(titles.size()); ++i) {
        if (ImGui::MenuItem(titles[static_cast<std::size_t>(i)].c_str(), nullptr, ctx.helpSection == i)) ctx.helpSection = i;
      }
      ImGui::EndMenu();
    }
    height = ImGui::GetWindowHeight();
    ImGui::EndMainMenuBar();
  }
  return height;
}

}  // namespace solidtile::editor

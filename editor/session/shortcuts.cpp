#include "session/shortcuts.h"

#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

#include "session/actions.h"
#include "session/mask_actions.h"

namespace solidtile::editor {
namespace {

constexpr int kCtrl = GLFW_MOD_CONTROL;
constexpr int kShift = GLFW_MOD_SHIFT;

template <Tool T>
void pick(EditorContext& ctx) {
  actions::setTool(ctx, T);
}

// 1-4 pick the brush's solidity, or with the tag tool on, the tag (ladder, ice, stair up-right, up-left).
template <Solidity S>
void solidity(EditorContext& ctx) {
  if (ctx.tagBrush.active) {
    ctx.tagBrush.tag = static_cast<TileTag>(static_cast<int>(S) + 1);
    ctx.status = std::string("Tag: ") + tileTagName(ctx.tagBrush.tag);
    return;
  }
  ctx.brush.solidity = S;
}

Debugger& dbg(EditorContext& ctx) { return ctx.debugger; }
// Playing or stepping shows the debugger, so the player it moves is on screen.
Debugger& shown(EditorContext& ctx) {
  ctx.debugger.visible = true;
  return ctx.debugger;
}

void jumpToMarker(EditorContext& ctx, bool next) {
  Timeline& t = ctx.debugger.timeline;
  const auto m = next ? t.markers.after(t.cursor()) : t.markers.before(t.cursor());
  if (m) {
    ctx.debugger.pause();
    t.jumpTo(*m);
  }
}

void nextMask(EditorContext& ctx, int step) {
  const int count = static_cast<int>(ctx.doc.level().masks().size());
  if (count > 0) ctx.brush.mask = ((ctx.brush.mask + step) % count + count) % count;
}

// Shape edits change a mask the user may not be looking at; only with the editor open.
template <MaskShapeOp Op>
void maskShape(EditorContext& ctx) {
  if (!ctx.settings.maskEditor) {
    ctx.status = "Open the mask editor (H) to edit the mask's shape";
    return;
  }
  actions::shapeOp(ctx, Op);
}

void deleteMaskAsked(EditorContext& ctx) {
  ctx.settings.maskEditor = true;  // the editor asks how to handle the mask's uses
  ctx.maskDeleteRequested = true;
}

}  // namespace

const std::vector<Shortcut>& shortcuts() {
  using namespace actions;
  static const std::vector<Shortcut> all = {
      {GLFW_KEY_N, kCtrl, "Ctrl+N", "New level", [](EditorContext& c) { c.newDialogRequested = true; }},
      {GLFW_KEY_O, kCtrl, "Ctrl+O", "Open", [](EditorContext& c) { c.openDialogRequested = true; }},
      {GLFW_KEY_O, kCtrl | kShift, "Ctrl+Shift+O", "Open SonLVL project", [](EditorContext& c) { c.sonlvlOpenRequested = true; }},
      {GLFW_KEY_E, kCtrl | kShift, "Ctrl+Shift+E", "Save to SonLVL project", [](EditorContext& c) { c.sonlvlSaveRequested = true; }},
      {GLFW_KEY_S, kCtrl, "Ctrl+S", "Save", [](EditorContext& c) { c.saveRequested = true; }},
      {GLFW_KEY_S, kCtrl | kShift, "Ctrl+Shift+S", "Save As", [](EditorContext& c) { c.saveAsRequested = true; }},
      {GLFW_KEY_Q, kCtrl, "Ctrl+Q", "Quit", [](EditorContext& c) { c.fileRequests.push_back(FileAction::quit()); }},
      {GLFW_KEY_Z, kCtrl, "Ctrl+Z", "Undo", undo},
      {GLFW_KEY_Y, kCtrl, "Ctrl+Y", "Redo", redo},
      {GLFW_KEY_Z, kCtrl | kShift, "Ctrl+Shift+Z", "Redo", redo},
      {GLFW_KEY_X, kCtrl, "Ctrl+X", "Cut", cut},
      {GLFW_KEY_C, kCtrl, "Ctrl+C", "Copy", copy},
      {GLFW_KEY_V, kCtrl, "Ctrl+V", "Paste", paste},
      {GLFW_KEY_A, kCtrl, "Ctrl+A", "Select all", selectAll},
      {GLFW_KEY_DELETE, 0, "Delete", "Delete selection", deleteSelection},
      {GLFW_KEY_ESCAPE, 0, "Esc", "Close a menu, dialog or this list; else stop pasting / deselect", cancel},
      {GLFW_KEY_B, 0, "B", "Brush", pick<Tool::Brush>},
      {GLFW_KEY_E, 0, "E", "Eraser", pick<Tool::Eraser>},
      {GLFW_KEY_R, 0, "R", "Rectangle", pick<Tool::Rectangle>},
      {GLFW_KEY_F, 0, "F", "Flood fill", pick<Tool::Fill>},
      {GLFW_KEY_I, 0, "I", "Eyedropper", pick<Tool::Eyedropper>},
      {GLFW_KEY_M, 0, "M", "Select", pick<Tool::Select>},
      {GLFW_KEY_P, 0, "P", "Player start", pick<Tool::Start>},
      {GLFW_KEY_T, 0, "T", "Tag tool", actions::toggleTagTool},
      {GLFW_KEY_T, kShift, "Shift+T", "Tile tags overlay", [](EditorContext& c) { c.settings.view.showTags = !c.settings.view.showTags; }},
      {GLFW_KEY_O, 0, "O", "Platforms", pick<Tool::Object>},
      {GLFW_KEY_O, kShift, "Shift+O", "Sloped / flat top of the selected platform", toggleObjectSlope},
      {GLFW_KEY_L, kCtrl, "Ctrl+L", "Box lint", [](EditorContext& c) { c.settings.view.boxLint = !c.settings.view.boxLint; }},
      {GLFW_KEY_X, 0, "X", "Flip horizontally", flipX},
      {GLFW_KEY_Y, 0, "Y", "Flip vertically", flipY},
      {GLFW_KEY_1, 0, "1", "Solidity: all", solidity<Solidity::All>},
      {GLFW_KEY_2, 0, "2", "Solidity: top only", solidity<Solidity::TopOnly>},
      {GLFW_KEY_3, 0, "3", "Solidity: sides and bottom", solidity<Solidity::SidesAndBottom>},
      {GLFW_KEY_4, 0, "4", "Solidity: none", solidity<Solidity::None>},
      {GLFW_KEY_LEFT_BRACKET, 0, "[", "Previous mask", [](EditorContext& c) { nextMask(c, -1); }},
      {GLFW_KEY_RIGHT_BRACKET, 0, "]", "Next mask", [](EditorContext& c) { nextMask(c, 1); }},
      {GLFW_KEY_H, 0, "H", "Mask editor", toggleMaskEditor},
      {GLFW_KEY_TAB, 0, "Tab", "Tools and masks panel", [](EditorContext& c) { c.paletteHidden = !c.paletteHidden; }},
      {GLFW_KEY_TAB, kShift, "Shift+Tab", "Side columns", toggleSideColumns},
      {GLFW_KEY_N, 0, "N", "New mask", newMask},
      {GLFW_KEY_D, kCtrl, "Ctrl+D", "Duplicate mask", duplicateMask},
      {GLFW_KEY_DELETE, kCtrl, "Ctrl+Delete", "Delete mask", deleteMaskAsked},
      {GLFW_KEY_LEFT_BRACKET, kShift, "Shift+[", "Move mask earlier", [](EditorContext& c) { moveMask(c, -1); }},
      {GLFW_KEY_RIGHT_BRACKET, kShift, "Shift+]", "Move mask later", [](EditorContext& c) { moveMask(c, 1); }},
      {GLFW_KEY_J, 0, "J", "Jump to uses of the mask", jumpToUses},
      {GLFW_KEY_A, kShift, "Shift+A", "Auto angle", [](EditorContext& c) { autoAngle(c); }},
      {GLFW_KEY_G, kCtrl, "Ctrl+G", "Generate shape", [](EditorContext& c) { c.shapeDialogRequested = true; }},
      {GLFW_KEY_I, kShift, "Shift+I", "Invert mask", maskShape<MaskShapeOp::Invert>},
      {GLFW_KEY_UP, kShift, "Shift+Up", "Shift mask up", maskShape<MaskShapeOp::ShiftUp>},
      {GLFW_KEY_DOWN, kShift, "Shift+Down", "Shift mask down", maskShape<MaskShapeOp::ShiftDown>},
      {GLFW_KEY_LEFT, kShift, "Shift+Left", "Shift mask left", maskShape<MaskShapeOp::ShiftLeft>},
      {GLFW_KEY_RIGHT, kShift, "Shift+Right", "Shift mask right", maskShape<MaskShapeOp::ShiftRight>},
      {GLFW_KEY_L, 0, "L", "Switch collision path", toggleActiveLayer},
      {GLFW_KEY_V, 0, "V", "Cycle path view", cycleLayerView},
      {GLFW_KEY_G, 0, "G", "Tile grid", [](EditorContext& c) { c.settings.view.tileGrid = !c.settings.view.tileGrid; }},
      {GLFW_KEY_G, kShift, "Shift+G", "Pixel grid",
       [](EditorContext& c) { c.settings.view.pixelGrid = !c.settings.view.pixelGrid; }},
      {GLFW_KEY_A, 0, "A", "Angle colours",
       [](EditorContext& c) { c.settings.view.angleColors = !c.settings.view.angleColors; }},
      {GLFW_KEY_EQUAL, 0, "+", "Zoom in", zoomIn},
      {GLFW_KEY_EQUAL, kShift, "+", "Zoom in", zoomIn},
      {GLFW_KEY_KP_ADD, 0, "+", "Zoom in", zoomIn},
      {GLFW_KEY_MINUS, 0, "-", "Zoom out", zoomOut},
      {GLFW_KEY_KP_SUBTRACT, 0, "-", "Zoom out", zoomOut},
      {GLFW_KEY_0, 0, "0", "Whole level", fitLevel},
      {GLFW_KEY_F1, 0, "F1", "Keyboard shortcuts (F1 again closes)", [](EditorContext& c) { c.shortcutsRequested = true; }},
      // The physics debugger. Space is a tap: held for a drag it pans instead.
      {GLFW_KEY_SPACE, 0, "Space", "Play / pause", [](EditorContext& c) { shown(c).togglePlay(); }},
      {GLFW_KEY_PERIOD, 0, ".", "Step forward", [](EditorContext& c) { shown(c).stepForward(); }},
      {GLFW_KEY_RIGHT, 0, "Right", "Step forward", [](EditorContext& c) { shown(c).stepForward(); }},
      {GLFW_KEY_COMMA, 0, ",", "Step back", [](EditorContext& c) { shown(c).stepBack(); }},
      {GLFW_KEY_PERIOD, kShift, "Shift+.", "Step to the next phase of the frame",
       [](EditorContext& c) { shown(c).stepPhaseForward(); }},
      {GLFW_KEY_COMMA, kShift, "Shift+,", "Step to the previous phase of the frame",
       [](EditorContext& c) { shown(c).stepPhaseBack(); }},
      {GLFW_KEY_LEFT, 0, "Left", "Step back", [](EditorContext& c) { shown(c).stepBack(); }},
      {GLFW_KEY_HOME, 0, "Home", "Restart", [](EditorContext& c) {
         shown(c).pause();
         dbg(c).timeline.restart();
       }},
      {GLFW_KEY_F5, 0, "F5", "Run to the next breakpoint", [](EditorContext& c) { shown(c).runToBreak(dbg(c).timeline.maxFrames()); }},
      {GLFW_KEY_R, kCtrl, "Ctrl+R", "Record live keys", [](EditorContext& c) { dbg(c).recording = !dbg(c).recording; }},
      {GLFW_KEY_PERIOD, kCtrl, "Ctrl+.", "Faster", [](EditorContext& c) { dbg(c).faster(); }},
      {GLFW_KEY_COMMA, kCtrl, "Ctrl+,", "Slower", [](EditorContext& c) { dbg(c).slower(); }},
      {GLFW_KEY_M, kCtrl, "Ctrl+M", "Add marker", [](EditorContext& c) {
         c.editInputs("Add marker", [](Timeline& t) { t.markers.add(t.cursor(), "frame " + std::to_string(t.cursor())); });
       }},
      {GLFW_KEY_RIGHT, kCtrl, "Ctrl+Right", "Next marker", [](EditorContext& c) { jumpToMarker(c, true); }},
      {GLFW_KEY_LEFT, kCtrl, "Ctrl+Left", "Previous marker", [](EditorContext& c) { jumpToMarker(c, false); }},
      {GLFW_KEY_K, 0, "K", "Test player", pick<Tool::PlacePlayer>},
      {GLFW_KEY_K, kShift, "Shift+K", "Test player back to the level start", [](EditorContext& c) { shown(c).useLevelStart(); }},
      {GLFW_KEY_K, kCtrl | kShift, "Ctrl+Shift+K", "Switch debugger controller", [](EditorContext& c) {
         dbg(c).setController(nextController(dbg(c).timeline.controller()));
         c.status = std::string("Debugger controller: ") + controllerName(dbg(c).timeline.controller());
       }},
      {GLFW_KEY_B, kCtrl, "Ctrl+B", "Save the input track as a branch", saveBranch},
      {GLFW_KEY_B, kShift, "Shift+B", "Show the next branch as a ghost", cycleBranchGhost},
      {GLFW_KEY_D, kCtrl | kShift, "Ctrl+Shift+D", "Physics debugger", [](EditorContext& c) { dbg(c).visible = !dbg(c).visible; }},
      {GLFW_KEY_F12, 0, "F12", "Screenshot", [](EditorContext& c) { c.screenshotRequested = true; }},
  };
  return all;
}

const char* shortcutKeys(const std::string& what) {
  for (const auto& s : shortcuts()) {
    if (what == s.what) return s.keys;
  }
  return "";
}

bool runShortcut(EditorContext& ctx, int key, int mods) {
  const int relevant = mods & (kCtrl | kShift);
  for (const auto& s : shortcuts()) {
    if (s.key == key && s.mods == relevant) {
      s.run(ctx);
      return true;
    }
  }
  return false;
}

}  // namespace solidtile::editor

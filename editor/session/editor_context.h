// Everything the panels share for one editing session: the document, the
// current tool and brush, the view, and the queues through which panels ask
// for edits and file operations (panels never change the document directly).
#pragma once

#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "session/input_events.h"
#include "session/settings.h"
#include "model/overlay.h"
#include "model/command.h"
#include "model/debugger.h"
#include "model/document.h"
#include "model/fading_message.h"
#include "model/input_commands.h"
#include "model/label_layout.h"
#include "model/mask_ops.h"
#include "model/object_commands.h"
#include "model/tag_tools.h"
#include "model/tools.h"
#include "model/viewport.h"

namespace solidtile::editor {

enum class Tool { Brush, Eraser, Rectangle, Fill, Eyedropper, Select, Start, PlacePlayer, Object };
struct ToolInfo {
  Tool tool;
  const char* name;
  const char* key;  // shortcut, shown in menus and tooltips
  const char* hint;  // what a click does, for the status bar
};
const std::vector<ToolInfo>& toolInfos();
const ToolInfo& toolInfo(Tool t);

struct Brush {
  int mask = 0;
  bool flipX = false;
  bool flipY = false;
  Solidity solidity = Solidity::All;
  Tile tile() const { return Tile::make(mask, flipX, flipY, solidity); }
};

// Anything that may throw away unsaved work goes through the unsaved-changes prompt.
struct FileAction {
  enum Kind { None, NewLevel, Open, ImportImage, ImportSonlvl, Quit, Revert } kind = None;
  std::filesystem::path path;  // Open, ImportImage, ImportSonlvl (the project's INI)
  std::string level;           // ImportSonlvl: the level's section name
  int width = 0;               // NewLevel
  int height = 0;
  int layers = 1;
  bool movieAsked = false;  // the unsaved-movie prompt was answered (or not needed)

  // Only quitting loses the input track: opening or creating a level keeps it.
  bool losesMovie() const { return kind == Quit && !movieAsked; }

  static FileAction quit() { return make(Quit); }
  static FileAction revert() { return make(Revert); }
  static FileAction open(std::filesystem::path p) {
    FileAction a = make(Open);
    a.path = std::move(p);
    return a;
  }
  static FileAction importImage(std::filesystem::path png) {
    FileAction a = make(ImportImage);
    a.path = std::move(png);
    return a;
  }
  static FileAction importSonlvl(std::filesystem::path ini, std::string level) {
    FileAction a = make(ImportSonlvl);
    a.path = std::move(ini);
    a.level = std::move(level);
    return a;
  }
  static FileAction newLevel(int w, int h, int layers) {
    FileAction a = make(NewLevel);
    a.width = w;
    a.height = h;
    a.layers = layers;
    return a;
  }

 private:
  static FileAction make(Kind k) {
    FileAction a;
    a.kind = k;
    return a;
  }
};

// What the pointer is over, for the status bar.
struct Hover {
  bool onLevel = false;
  int px = 0;  // level pixel
  int py = 0;
};

struct MaskAtlasView {
  unsigned texture = 0;
  int columns = 1;
  int rows = 1;
};

struct EditorContext {
  explicit EditorContext(Settings& s) : settings(s) {}

  Document doc;
  Settings& settings;
  Debugger debugger{doc.level()};  // the level lives in doc for the whole session
  bool movieOpenRequested = false;  // File > Open input movie
  bool imageImportRequested = false;  // File > Import collision image
  bool sonlvlOpenRequested = false;   // File > Open SonLVL project
  bool sonlvlSaveRequested = false;   // File > Save to SonLVL project
  std::optional<SonlvlTarget> sonlvlSaveChosen;  // the level picked for it
  SonlvlSaveReport sonlvlReport;      // a title: the result window opens
  bool imageExportRequested = false;  // File > Export collision image
  bool movieSaveRequested = false;
  bool traceExportRequested = false;
  bool comparisonOpenRequested = false;  // File > Load comparison trace

  Tool tool = Tool::Brush;
  Brush brush;
  TagBrush tagBrush;          // T: the painting tools edit tile tags
  ObjectSelection objects;    // O: the object tool's selection and the frame objects are drawn at
  int layer = 0;
  Viewport viewport;
  bool fitRequested = false;       // fit the whole level to the canvas on the next frame (key 0)
  bool startViewRequested = true;  // a new document: a readable zoom around its start point
  CanvasRect canvas;
  Hover hover;
  Overlay overlay;
  InputEvents events;  // this frame's, oldest first
  bool spaceHeld = false;
  bool spacePanned = false;  // Space held for a pan is not a play/pause tap
  bool screenshotRequested = false;
  MaskAtlasView atlas;

  TileRect selection;          // empty when nothing is selected
  std::optional<Stamp> clipboard;
  bool pasting = false;        // the clipboard follows the pointer until placed or Escape
  Tool toolBeforePaste = Tool::Brush;
  const Stamp* preview = nullptr;
  TilePos previewAt;

  // Mask authoring: the mask being edited is the brush's mask.
  std::optional<MaskUse> lastJump;  // "jump to uses" continues after this one
  bool maskDeleteRequested = false;  // the mask editor asks how to handle the mask's uses
  bool shapeDialogRequested = false;
  CanvasRect maskGrid;               // where the mask editor's grid is, for --print-layout
  CanvasRect platformTopOnly;        // the selected platform's "top only" box when shown this frame, for --print-layout
  // The piano roll's first visible cell of row L (x, y) and a cell's size (w, h), for --print-layout.
  CanvasRect pianoRoll;
  // The timeline toolbars' rightmost item edge and the markers column's left edge, for --print-layout.
  float toolbarRight = 0, markersLeft = 0;
  float toolbarBottom = 0, timelineBottom = 0;  // the lowest toolbar item's edge and the timeline's inner bottom
  // Where the debugger's overlay drew its labels this frame, and how many it
  // moved off their own spot, for the screenshot line.
  std::vector<LabelBox> overlayLabels;
  std::vector<std::string> overlayLabelTexts;  // their texts, in the same order
  int overlayLabelsMoved = 0;
  // Text drawn cut this frame (panels/text_fit.h) and where the inspector's
  // tabs are, for --print-layout.
  std::vector<std::string> cutText;
  struct NamedRect {
    std::string name;
    CanvasRect rect;
  };
  std::vector<NamedRect> tabRects;
  // Widgets the GUI tests click that move with the layout (the breakpoint
  // list's event choice and Add button), for --print-layout's "widgets" line.
  std::vector<NamedRect> widgetRects;

  // Edits queued by panels this frame, applied by the app after all panels ran.
  struct Queued {
    std::unique_ptr<Command> command;
    std::uint64_t mergeId;
  };
  std::vector<Queued> queue;
  void submit(std::unique_ptr<Command> c, std::uint64_t mergeId = 0) { queue.push_back({std::move(c), mergeId}); }
  void submitTileEdit(const char* label, std::vector<TileChange> changes, std::uint64_t mergeId = 0);
  // Tiles and the tags that go with them (paste, move, cut) as one undo step.
  void submitTileEdit(const char* label, std::vector<TileChange> changes, std::vector<TagChange> tags, std::uint64_t mergeId = 0);
  std::uint64_t newMergeId() { return ++lastMergeId_; }
  // Runs an edit of the debugger's input track or its markers at once and
  // records it as an undo step (edits sharing a merge id, one piano-roll
  // drag, undo as one).
  template <class Edit>
  void editInputs(const char* label, Edit&& edit, std::uint64_t mergeId = 0) {
    Timeline& t = debugger.timeline;
    const InputSnapshot before = InputSnapshot::of(t);
    edit(t);
    if (auto c = InputEditCommand::since(t, label, before)) doc.history.pushApplied(std::move(c), mergeId);
  }
  bool sealRequested = false;

  // File requests from menus and shortcuts; the app runs them between frames.
  std::vector<FileAction> fileRequests;
  bool saveRequested = false;
  bool saveAsRequested = false;
  bool newDialogRequested = false;
  bool resizeDialogRequested = false;
  bool openDialogRequested = false;
  bool shortcutsRequested = false;  // F1: toggles the help window
  bool helpOpen = false;
  int helpSection = -1;  // Help menu: the guide's section shown in the Help window, -1 none
  CanvasRect firstStepsClose;  // the first-steps hint's close button when shown this frame, for --print-layout
  bool paletteHidden = false;  // Tab: the tools and masks column folds to a strip
  bool rightColumnHidden = false;  // the Tile panel or the inspector folds to a strip (Shift+Tab: both columns)
  bool backgroundWindowOpen = false;
  bool backgroundDialogRequested = false;
  bool quitNow = false;
  std::optional<std::filesystem::path> saveAsTarget;  // chosen in the Save As dialog
  std::optional<FileAction> unsavedPrompt;            // asks Save / Don't save / Cancel
  std::optional<FileAction> afterSave;                // runs once the save it waited for succeeds
  std::optional<FileAction> confirmed;                // the user chose to discard changes
  std::optional<FileAction> unsavedMoviePrompt;       // asks Save movie / Don't save / Cancel
  std::optional<FileAction> afterMovieSave;           // runs once the movie it waited for is saved
  std::vector<std::filesystem::path> recoverable;     // autosaves of sessions that did not end cleanly
  std::optional<std::filesystem::path> recoverChosen;

  std::string status;  // last message for the status bar
  FadingMessage statusFade;  // the status bar drops it a few seconds after it changed
  std::string errorTitle;
  std::string errorText;  // non-empty: the error popup opens
  void showError(std::string title, std::string text) {
    errorTitle = std::move(title);
    errorText = std::move(text);
  }

  // Whether a key (GLFW_KEY_*) went down this frame. Dialogs ask this rather
  // than ImGui, which samples key state once a frame and so misses a tap
  // shorter than a frame.
  bool keyPressed(int key) const {
    for (const InputEvent& e : events) {
      if (e.kind == InputEvent::Key && e.button == key) return true;
    }
    return false;
  }

  int activeLayer() const { return std::min(layer, doc.level().layerCount() - 1); }

 private:
  std::uint64_t lastMergeId_ = 0;
};

}  // namespace solidtile::editor

// The editor application: owns the window, the GL renderers, the ImGui
// context, the editing session and its panels. main.cpp drives it one frame
// at a time, in the order of Dear ImGui's GLFW + OpenGL3 example.
#pragma once

#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "session/document_files.h"
#include "session/editor_context.h"
#include "app/frame_bench.h"
#include "app/options.h"
#include "session/settings.h"
#include "model/column_fold.h"
#include "gfx/imgui_renderer.h"
#include "gfx/overlay_renderer.h"
#include "gfx/render_target.h"
#include "gfx/tilemap_renderer.h"
#include "panels/background_panel.h"
#include "panels/canvas_panel.h"
#include "panels/dialogs.h"
#include "panels/mask_editor_panel.h"
#include "panels/shape_dialog.h"
#include "panels/sonlvl_picker.h"
#include "panels/box_lint_panel.h"
#include "panels/debugger/inspector_panel.h"
#include "panels/debugger/timeline_panel.h"
#include "panels/palette_panel.h"

struct GLFWwindow;

namespace solidtile::editor {

class App {
 public:
  App();
  ~App();
  App(const App&) = delete;
  App& operator=(const App&) = delete;

  // False with a message on stderr when there is no window or GL to run on.
  bool start(const Options& options);
  bool running() const;
  void pollEvents();
  void newFrame();
  void drawPanels();
  void applyCommands();
  void stepPhysics();  // the debugger's fixed 60 Hz accumulator
  void drawLevel();
  void render();
  void present();
  int finish();  // the process exit code

 private:
  void installCallbacks();
  void loadStartDocument(const Options& options);
  void handleShortcuts();
  void handleFileRequests();
  void runFileAction(const FileAction& a);
  void save(const std::filesystem::path& path);
  void updateTitle();
  void applyStartView();
  void syncBackground();
  void loadStartMovie(const Options& options);
  void debuggerFiles();
  void sonlvlFiles();
  void followPlayer();
  void autoFoldColumns(float windowWidth);
  Input liveKeys() const;

  Options options_;
  GLFWwindow* window_ = nullptr;
  bool imguiReady_ = false;
  Settings settings_;
  std::filesystem::path configDir_;
  std::string iniPath_;
  std::unique_ptr<EditorContext> ctx_;
  std::unique_ptr<Autosave> autosave_;
  TilemapRenderer tilemap_;
  OverlayRenderer overlay_;
  ImGuiRenderer imgui_;
  RenderTarget retained_;        // the last picture; only what changed is drawn again
  DirtyRegion dirty_;
  std::optional<FrameLayer> levelLayer_;  // from drawLevel, for render
  std::size_t redrawnPixels_ = 0;          // this frame's dirty area, for --bench-action
  int quietFrames_ = 0;                    // frames in a row that drew nothing again
  CanvasPanel canvas_;
  BoxLintPanel boxLint_;
  PalettePanel palette_;
  MaskEditorPanel maskEditor_;
  ShapeDialog shapeDialog_;
  TimelinePanel timeline_;
  InspectorPanel inspector_;
  FileBrowser debuggerBrowser_;
  FileBrowser sonlvlBrowser_;  // File > Open SonLVL project: the INI
  SonlvlPicker sonlvlPicker_;  // then its level
  SonlvlPicker::Purpose sonlvlPurpose_ = SonlvlPicker::Purpose::Open;  // what the browser's INI is for
  // The side files one browser serves: the debugger's movies and traces, and collision images.
  enum class DebuggerFile { None, OpenMovie, SaveMovie, ExportTrace, ImportImage, ExportImage, OpenComparison } debuggerFile_ =
      DebuggerFile::None;
  Dialogs dialogs_;
  BackgroundPanel backgroundPanel_;
  std::filesystem::path backgroundShown_;  // the image file the renderer holds
  InputEvents pending_;  // filled by GLFW callbacks between frames
  std::string title_;

  int frame_ = 0;
  std::string printedLayout_;  // --print-layout prints again whenever this changes
  std::string printedCut_;  // ...the text drawn cut and the inspector's tabs, when they change
  std::string printedWidgets_;  // ...the widgets the GUI tests click (widgetRects), when they change
  std::string printedPrompt_ = "none";  // ...and which unsaved prompt is open, so a GUI test can answer it
  bool startViewApplied_ = false;
  std::size_t followedFrame_ = 0;  // the debugger's frame when the view last followed the player
  int followedPhase_ = -1;
  // The columns' widths when last shown unfolded (their defaults before), for folding them on a small screen.
  struct {
    float left = 250, tile = 260, inspector = 390, maskEditor = 300;
  } columnWidths_;
  AutoFold autoFold_;
  RunSpec followedStart_;  // the run's start then: a new start (K, Level start) shows the player too
  int exitCode_ = 0;
  std::chrono::steady_clock::time_point frameStart_;
  std::chrono::steady_clock::time_point lastPhysics_;
  std::vector<double> frameMs_;
  std::optional<FrameBench> bench_;  // --bench-action

  friend struct AppCallbacks;
};

}  // namespace solidtile::editor

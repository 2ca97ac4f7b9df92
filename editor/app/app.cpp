#include "app/app.h"

#include <algorithm>
#include <cstdio>
#include <system_error>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>
#include <backends/imgui_impl_glfw.h>
#include <imgui.h>

#include "session/actions.h"
#include "model/image_file.h"
#include "session/shortcuts.h"
#include "session/sonlvl_document.h"
#include "panels/sonlvl_report.h"
#include "gfx/gl_context.h"
#include "gfx/screenshot.h"
#include "solidtile/io/atomic_file.h"
#include "model/starter_masks.h"
#include "panels/markers_overlay.h"
#include "panels/menu_bar.h"
#include "shipped_data.h"
#include "panels/debugger/debug_canvas.h"
#include "panels/first_steps.h"
#include "panels/panel_area.h"
#include "panels/properties_panel.h"
#include "panels/tag_overlay.h"
#include "panels/tile_labels_overlay.h"

namespace solidtile::editor {

// GLFW calls plain functions; these find the App through the window's user pointer.
struct AppCallbacks {
  static App& app(GLFWwindow* w) { return *static_cast<App*>(glfwGetWindowUserPointer(w)); }
  static void cursor(GLFWwindow* w, double x, double y) { app(w).pending_.push_back({InputEvent::Move, 0, 0, x, y}); }
  static void button(GLFWwindow* w, int button, int action, int mods) {
    double x = 0, y = 0;
    glfwGetCursorPos(w, &x, &y);
    app(w).pending_.push_back({action == GLFW_PRESS ? InputEvent::Press : InputEvent::Release, button, mods, x, y});
  }
  static void scroll(GLFWwindow* w, double dx, double dy) { app(w).pending_.push_back({InputEvent::Scroll, 0, 0, dx, dy}); }
  static void key(GLFWwindow* w, int key, int, int action, int mods) {
    App& a = app(w);
    if (key == GLFW_KEY_SPACE && a.ctx_) {
      // Space is play/pause when tapped and pan when held for a drag, so it
      // counts as a key press only on release, and only if nothing panned.
      if (action == GLFW_PRESS) a.ctx_->spacePanned = false;
      a.ctx_->spaceHeld = action != GLFW_RELEASE;
      if (action == GLFW_RELEASE && !a.ctx_->spacePanned) a.pending_.push_back({InputEvent::Key, key, mods, 0, 0});
      return;
    }
    if (action != GLFW_RELEASE) a.pending_.push_back({InputEvent::Key, key, mods, action == GLFW_REPEAT ? 1.0 : 0.0, 0});
  }
  static void close(GLFWwindow* w) {
    // Closing goes through the unsaved-changes prompt like File > Quit.
    glfwSetWindowShouldClose(w, GLFW_FALSE);
    if (app(w).ctx_) app(w).ctx_->fileRequests.push_back(FileAction::quit());
  }
};

App::App() = default;

App::~App() {
  if (imguiReady_) {
    ImGui_ImplGlfw_Shutdown();
    ImGui::DestroyContext();
  }
  // GL objects must go while the context still exists.
  tilemap_ = TilemapRenderer();
  overlay_ = OverlayRenderer();
  imgui_ = ImGuiRenderer();
  retained_ = RenderTarget();
  if (window_ != nullptr) glfwDestroyWindow(window_);
  glfwTerminate();
}

bool App::start(const Options& options) {
  options_ = options;
#ifdef __GLIBC__
  // Mesa's llvmpipe takes fresh storage for ImGui's vertex buffers every
  // frame; with glibc's defaults those blocks went back to the kernel and
  // came back as zeroed pages, a page fault per 4 KB: 2 ms of a 3.8 ms frame
  // on the largest level. Kept in the heap below 32 MB, they are reused.
  mallopt(M_MMAP_THRESHOLD, 32 << 20);
  mallopt(M_TRIM_THRESHOLD, 256 << 20);
#endif
  if (!options.scripted()) {
    configDir_ = configDirectory();
    std::string why;
    if (!configDir_.empty()) settings_ = loadSettings(configDir_ / "settings.json", &why);
    if (!why.empty()) std::fprintf(stderr, "solidtile-editor: %s\n", why.c_str());
  }
  ctx_ = std::make_unique<EditorContext>(settings_);
  autosave_ = std::make_unique<Autosave>(options.scripted() || configDir_.empty() ? std::filesystem::path() : configDir_ / "autosave");

  glfwSetErrorCallback([](int code, const char* text) { std::fprintf(stderr, "solidtile-editor: GLFW error %d: %s\n", code, text); });
  if (glfwInit() == GLFW_FALSE) {
    std::fprintf(stderr, "solidtile-editor: cannot open a window (no display? DISPLAY=%s)\n",
                 std::getenv("DISPLAY") ? std::getenv("DISPLAY") : "");
    return false;
  }
  glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
  glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 3);
  glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE);
  glfwWindowHint(GLFW_OPENGL_FORWARD_COMPAT, GLFW_TRUE);
  const bool sized = options.width != 1280 || options.height != 720 || options.scripted();
  window_ = glfwCreateWindow(sized ? options.width : settings_.windowWidth, sized ? options.height : settings_.windowHeight,
                             "Solidtile", nullptr, nullptr);
  if (window_ == nullptr) {
    std::fprintf(stderr, "solidtile-editor: cannot create an OpenGL 3.3 core window\n");
    return false;
  }
  glfwMakeContextCurrent(window_);
  glfwSwapInterval(options.benchFrames > 0 ? 0 : 1);
  if (!gl::loadFunctions(glfwGetProcAddress)) {
    std::fprintf(stderr, "solidtile-editor: OpenGL 3.3 is not available\n");
    return false;
  }
  std::string why;
  if (!tilemap_.init(&why) || !overlay_.init(&why)) {
    std::fprintf(stderr, "solidtile-editor: shader: %s\n", why.c_str());
    return false;
  }
  installCallbacks();

  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  iniPath_ = configDir_.empty() ? std::string() : (configDir_ / "imgui.ini").string();
  if (!iniPath_.empty()) {
    std::error_code ec;
    std::filesystem::create_directories(configDir_, ec);
  }
  io.IniFilename = iniPath_.empty() ? nullptr : iniPath_.c_str();
  ImGui::StyleColorsDark();
  ImGuiStyle& style = ImGui::GetStyle();
  style.WindowRounding = 0;
  style.FrameRounding = 3;
  style.GrabRounding = 3;
  style.WindowBorderSize = 1;
  style.Colors[ImGuiCol_WindowBg] = ImVec4(0.13f, 0.14f, 0.16f, 1.0f);
  style.Colors[ImGuiCol_MenuBarBg] = ImVec4(0.17f, 0.18f, 0.21f, 1.0f);
  // Menus, dialogs and lists are opaque: the level behind must not show through their text.
  style.Colors[ImGuiCol_PopupBg] = ImVec4(0.11f, 0.12f, 0.14f, 1.0f);
  // Installs ImGui's callbacks over ours; it calls ours first, so we see every event too.
  ImGui_ImplGlfw_InitForOpenGL(window_, true);
  imguiReady_ = true;
  if (!imgui_.init(&why)) {
    std::fprintf(stderr, "solidtile-editor: shader: %s\n", why.c_str());
    return false;
  }

  loadStartDocument(options);
  if (options.mask) {
    ctx_->brush.mask = *options.mask;
    ctx_->settings.maskEditor = true;
  }
  loadStartMovie(options);
  if (options.benchAction != Options::BenchAction::None) bench_.emplace(options.benchAction, options.benchFrames);
  if (!options.scripted()) ctx_->recoverable = autosave_->orphans();
  lastPhysics_ = std::chrono::steady_clock::now();
  return true;
}

void App::installCallbacks() {
  glfwSetWindowUserPointer(window_, this);
  glfwSetCursorPosCallback(window_, AppCallbacks::cursor);
  glfwSetMouseButtonCallback(window_, AppCallbacks::button);
  glfwSetScrollCallback(window_, AppCallbacks::scroll);
  glfwSetKeyCallback(window_, AppCallbacks::key);
  glfwSetWindowCloseCallback(window_, AppCallbacks::close);
}

void App::loadStartDocument(const Options& options) {
  EditorContext& ctx = *ctx_;
  if (options.hillsWidth > 0) {
    io::LevelFile file;
    file.name = "hills";
    std::string why;
    if (!Level::validSize(options.hillsWidth, options.hillsHeight, 2, &why)) {
      std::fprintf(stderr, "solidtile-editor: --hills: %s\n", why.c_str());
      newDocument(ctx, 128, 32, 1);
      return;
    }
    file.level = makeHillsLevel(options.hillsWidth, options.hillsHeight, 2);
    ctx.doc = Document(std::move(file));
    return;
  }
  const auto data = shipped::dataDir();
  const std::filesystem::path path =
      options.level.value_or(data ? *data / "levels" / "demo.json" : std::filesystem::path("data/levels/demo.json"));
  std::error_code ec;
  if (std::filesystem::exists(path, ec)) {
    if (!openDocument(ctx, path)) newDocument(ctx, 128, 32, 1);
    return;
  }
  newDocument(ctx, 128, 32, 1);
  if (options.level) {
    // Saving will create the file the user named.
    ctx.doc.path = path;
    ctx.status = path.string() + " does not exist yet; Save creates it";
  } else {
    ctx.status = "No demo level at " + path.string() + "; started a new level";
  }
  std::fprintf(stderr, "solidtile-editor: %s\n", ctx.status.c_str());
}

void App::loadStartMovie(const Options& options) {
  Debugger& d = ctx_->debugger;
  d.syncWithDocument(ctx_->doc);
  d.visible = options.movie || options.start || options.frame > 0 || options.box;
  if (options.movie) {
    std::string why;
    if (d.timeline.loadMovieFile(*options.movie, &why)) {
      d.recording = false;  // play the movie back, not over it
      if (loadBranchesBeside(d.branches, *options.movie, d.timeline.maxFrames(), &why) == BranchesBeside::Bad) {
        std::fprintf(stderr, "solidtile-editor: %s\n", why.c_str());
        ctx_->showError("Cannot read the movie's input branches", why);
      }
    } else {
      std::fprintf(stderr, "solidtile-editor: %s\n", why.c_str());
      ctx_->showError("Cannot open the input movie", why);
    }
  }
  // After the movie: the flags win over its header.
  if (options.box) d.timeline.setController(Controller::Box);
  if (options.start) d.placePlayer(options.start->first, options.start->second);
  if (options.compare) {
    std::string why;
    if (!d.comparison.loadFile(*options.compare, &why)) {
      std::fprintf(stderr, "solidtile-editor: %s\n", why.c_str());
      ctx_->showError("Cannot load the comparison trace", why);
    }
  }
  d.timeline.clearGhost();
  d.timeline.jumpTo(static_cast<std::size_t>(options.frame));
  // Without --view the first frame shows the player (--frame may start it far from the level's start).
  followedFrame_ = options.viewAt ? d.timeline.cursor() : SIZE_MAX;
  followedStart_ = d.timeline.start();
}

bool App::running() const { return !ctx_->quitNow; }

void App::pollEvents() {
  // Nothing changed on screen for two frames and nothing plays: sleep until an
  // event (or a timer's worth of time, for the status bar's fading and ImGui's
  // blinking text cursor) instead of drawing the same frame again and again.
  // Scripted runs always run flat out.
  constexpr double kIdleWaitSeconds = 0.25;
  if (!options_.scripted() && quietFrames_ >= 2 && !ctx_->debugger.playing) {
    glfwWaitEventsTimeout(kIdleWaitSeconds);
  } else {
    glfwPollEvents();
  }
  if (!bench_) return;
  bench_->addEvents(frame_, ctx_->canvas, ctx_->viewport.zoom * kTileSize, pending_);
  Debugger& d = ctx_->debugger;
  if (const auto to = bench_->scrubTo(frame_, d.timeline.frameCount())) {
    d.pause();
    d.timeline.jumpTo(*to);
  }
}

void App::newFrame() {
  frameStart_ = std::chrono::steady_clock::now();
  ImGui_ImplGlfw_NewFrame();
  ImGui::NewFrame();
  ctx_->cutText.clear();
  ctx_->tabRects.clear();
  ctx_->widgetRects.clear();
  ctx_->events = std::move(pending_);
  pending_.clear();
  ctx_->atlas = {tilemap_.atlasTexture(), tilemap_.atlasColumns(), tilemap_.atlasRows()};
  handleShortcuts();
}

void App::handleShortcuts() {
  // Esc closes menus and windows first; the key is then used up.
  auto isEscape = [](const InputEvent& e) { return e.kind == InputEvent::Key && e.button == GLFW_KEY_ESCAPE && e.mods == 0; };
  if (std::any_of(ctx_->events.begin(), ctx_->events.end(), isEscape) && closeTopmostOnEscape(*ctx_)) {
    std::erase_if(ctx_->events, isEscape);
  }
  // Typing in a text field or answering a dialog is not a shortcut.
  const bool blocked = ImGui::GetIO().WantCaptureKeyboard || ImGui::IsPopupOpen(nullptr, ImGuiPopupFlags_AnyPopupId);
  const Debugger& d = ctx_->debugger;
  const LiveKeys& k = settings_.liveKeys;
  for (const InputEvent& e : ctx_->events) {
    // A screenshot changes nothing, so it works over menus and dialogs too.
    if (e.kind == InputEvent::Key && e.button == GLFW_KEY_F12 && e.mods == 0) ctx_->screenshotRequested = true;
    if (e.kind != InputEvent::Key || blocked) continue;
    // While recording, the live keys drive the player and nothing else.
    const bool live = e.button == k.left || e.button == k.right || e.button == k.up || e.button == k.down || e.button == k.jump;
    if (d.playing && d.recording && live && e.mods == 0) continue;
    runShortcut(*ctx_, e.button, e.mods);
  }
}

void App::drawPanels() {
  EditorContext& ctx = *ctx_;
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  const float menu = drawMenuBar(ctx);
  const float status = ImGui::GetFrameHeight() + 8;
  const PanelArea area{menu, display.y - status, display.x};
  ctx.platformTopOnly = {};  // set again by whichever panel shows the platform's fields
  autoFoldColumns(display.x);
  const float left = palette_.draw(ctx, area);
  const bool debugging = ctx.debugger.visible;
  // The debugger's inspector takes the brush panel's column (Ctrl+Shift+D gives it back).
  float right = 0;
  if (ctx.rightColumnHidden) {
    const char* tip = debugging ? "Show the inspector (Shift+Tab both columns)" : "Show the Tile panel (Shift+Tab both columns)";
    if (drawFoldedStrip("##rightstrip", display.x - kFoldedStripWidth, area, "<", tip)) ctx.rightColumnHidden = false;
    right = kFoldedStripWidth;
  } else {
    right = debugging ? inspector_.draw(ctx, area) : drawPropertiesPanel(ctx, area);
  }
  if (!ctx.paletteHidden) columnWidths_.left = left;
  if (!ctx.rightColumnHidden) (debugging ? columnWidths_.inspector : columnWidths_.tile) = right;
  if (ctx.settings.maskEditor) {
    columnWidths_.maskEditor = maskEditor_.draw(ctx, area, display.x - right);
    right += columnWidths_.maskEditor;
  }
  const float dock = debugging ? timeline_.draw(ctx, left, display.x - right, area.bottom) : 0;
  ctx.canvas = {left, menu, std::max(0.0f, display.x - left - right), std::max(0.0f, area.bottom - dock - menu)};
  applyStartView();
  // Objects are drawn where they are on the debugger's frame while it is open (frame 0 otherwise).
  ctx.objects.frame = ctx.debugger.visible ? static_cast<std::uint32_t>(ctx.debugger.timeline.cursor()) : 0;
  canvas_.draw(ctx);
  drawTagLegend(ctx);
  boxLint_.draw(ctx);
  drawTileLabels(ctx);
  drawMarkersAndLoops(ctx);
  drawAngleKey(ctx);
  drawFirstStepsHint(ctx);
  drawHelpWindow(ctx);
  drawStatusBar(ctx, area.bottom, display.x, status);
  shapeDialog_.draw(ctx);
  dialogs_.draw(ctx);
  backgroundPanel_.draw(ctx);
  debuggerFiles();
  sonlvlFiles();
  if (!tilemap_.problem().empty()) ctx.status = tilemap_.problem();
}

void App::autoFoldColumns(float windowWidth) {
  EditorContext& ctx = *ctx_;
  const bool debugging = ctx.debugger.visible;
  const ColumnLayout l{windowWidth, columnWidths_.left, debugging ? columnWidths_.inspector : columnWidths_.tile,
                       ctx.settings.maskEditor ? columnWidths_.maskEditor : 0, kFoldedStripWidth, debugging};
  std::string why;
  if (const std::optional<Folds> f = autoFold_.update(l, {ctx.paletteHidden, ctx.rightColumnHidden}, &why)) {
    ctx.paletteHidden = f->left;
    ctx.rightColumnHidden = f->right;
    ctx.status = why;
  }
}

void App::applyStartView() {
  if (startViewApplied_ || ctx_->canvas.w <= 0) return;
  startViewApplied_ = true;
  EditorContext& ctx = *ctx_;
  if (options_.zoom <= 0 && !options_.viewAt) return;
  const Level& l = ctx.doc.level();
  ctx.viewport = fitView(ctx.canvas.w, ctx.canvas.h, l.widthPixels(), l.heightPixels());
  ctx.fitRequested = false;
  ctx.startViewRequested = false;
  if (options_.zoom > 0) ctx.viewport.zoomAround({ctx.canvas.w / 2, ctx.canvas.h / 2}, options_.zoom);
  if (options_.viewAt) {
    ctx.viewport.originX = -options_.viewAt->first * ctx.viewport.zoom;
    ctx.viewport.originY = -options_.viewAt->second * ctx.viewport.zoom;
    ctx.viewport.snapOrigin();
  }
}

void App::applyCommands() {
  EditorContext& ctx = *ctx_;
  for (auto& q : ctx.queue) ctx.doc.history.push(std::move(q.command), ctx.doc, q.mergeId);
  ctx.queue.clear();
  if (ctx.sealRequested) {
    ctx.doc.history.seal();
    ctx.sealRequested = false;
  }
  handleFileRequests();
  autosave_->tick(ctx, std::chrono::steady_clock::now());
  updateTitle();
}

Input App::liveKeys() const {
  if (ImGui::GetIO().WantCaptureKeyboard) return 0;
  const LiveKeys& k = settings_.liveKeys;
  auto held = [&](int key) { return glfwGetKey(window_, key) == GLFW_PRESS; };
  Input in = 0;
  if (held(k.left)) in |= input::kLeft;
  if (held(k.right)) in |= input::kRight;
  if (held(k.up)) in |= input::kUp;
  if (held(k.down)) in |= input::kDown;
  if (held(k.jump)) in |= input::kJump;
  return in;
}

void App::stepPhysics() {
  EditorContext& ctx = *ctx_;
  const auto now = std::chrono::steady_clock::now();
  const double seconds = std::chrono::duration<double>(now - lastPhysics_).count();
  lastPhysics_ = now;
  // After the commands: an edit this frame re-simulates before anything is drawn.
  ctx.debugger.syncWithDocument(ctx.doc);
  ctx.debugger.advance(seconds, liveKeys());
  ctx.debugger.comparison.update(ctx.debugger.timeline);
  if (const auto before = ctx.debugger.finishedTake()) {
    if (auto c = InputEditCommand::since(ctx.debugger.timeline, "Record input", *before)) ctx.doc.history.pushApplied(std::move(c));
  }
  followPlayer();
}

void App::followPlayer() {
  EditorContext& ctx = *ctx_;
  const Debugger& d = ctx.debugger;
  // Only while the player moves (playing, stepping, running to a break): the
  // view a user or --view set stays until then.
  const std::size_t frame = d.timeline.cursor();
  const int phase = d.phase().value_or(-1);
  const RunSpec& start = d.timeline.start();
  const bool restarted = start.startX != followedStart_.startX || start.startY != followedStart_.startY;
  followedStart_ = start;
  const bool moved = d.playing || restarted || frame != std::exchange(followedFrame_, frame) ||
                     phase != std::exchange(followedPhase_, phase);
  if (!d.follow || !d.visible || ctx.canvas.w <= 0 || !moved) return;
  const DebugController& c = d.timeline.active();
  const std::optional<int> inside = d.phase();
  const PathPoint centre = inside ? c.phaseCentre(frame + 1, *inside) : c.centre(frame);
  const Vec2 at{pixelOf(centre.x) + 0.5, pixelOf(centre.y) + 0.5};
  const Vec2 p = ctx.viewport.toScreen(at);
  // Recentre only when the player nears the canvas's edge, so the view is calm.
  const double mx = ctx.canvas.w * 0.25, my = ctx.canvas.h * 0.25;
  if (p.x < mx || p.x > ctx.canvas.w - mx || p.y < my || p.y > ctx.canvas.h - my) {
    ctx.viewport.originX += ctx.canvas.w / 2 - p.x;
    ctx.viewport.originY += ctx.canvas.h / 2 - p.y;
    ctx.viewport.snapOrigin();
  }
}

void App::debuggerFiles() {
  EditorContext& ctx = *ctx_;
  const std::filesystem::path dir = ctx.settings.lastDirectory;
  if (std::exchange(ctx.movieOpenRequested, false)) {
    debuggerFile_ = DebuggerFile::OpenMovie;
    debuggerBrowser_.open(FileBrowser::Mode::Open, dir, "", ".txt|.bin", "Open input movie");
  }
  if (std::exchange(ctx.movieSaveRequested, false)) {
    debuggerFile_ = DebuggerFile::SaveMovie;
    debuggerBrowser_.open(FileBrowser::Mode::SaveAs, dir, "movie.txt", ".txt", "Save input movie as");
  }
  if (std::exchange(ctx.traceExportRequested, false)) {
    debuggerFile_ = DebuggerFile::ExportTrace;
    debuggerBrowser_.open(FileBrowser::Mode::SaveAs, dir, "trace.csv", ".csv", "Export trace as CSV");
  }
  if (std::exchange(ctx.comparisonOpenRequested, false)) {
    debuggerFile_ = DebuggerFile::OpenComparison;
    debuggerBrowser_.open(FileBrowser::Mode::Open, dir, "", ".csv", "Load comparison trace");
  }
  if (std::exchange(ctx.imageImportRequested, false)) {
    debuggerFile_ = DebuggerFile::ImportImage;
    debuggerBrowser_.open(FileBrowser::Mode::Open, dir, "", ".png", "Import collision image");
  }
  if (std::exchange(ctx.imageExportRequested, false)) {
    debuggerFile_ = DebuggerFile::ExportImage;
    debuggerBrowser_.open(FileBrowser::Mode::SaveAs, dir, "collision.png", ".png", "Export collision image");
  }
  const auto chosen = debuggerBrowser_.draw(ctx);
  if (!chosen) {
    // Cancelled: whatever waited for the movie to be saved does not happen.
    if (!debuggerBrowser_.isOpen()) ctx.afterMovieSave.reset();
    return;
  }
  ctx.settings.lastDirectory = chosen->parent_path().string();
  Timeline& t = ctx.debugger.timeline;
  std::string why;
  switch (std::exchange(debuggerFile_, DebuggerFile::None)) {
    case DebuggerFile::OpenMovie:
      actions::openMovie(ctx, *chosen);
      break;
    case DebuggerFile::SaveMovie:
      if (actions::saveMovie(ctx, *chosen) && ctx.afterMovieSave) {
        ctx.confirmed = std::exchange(ctx.afterMovieSave, std::nullopt);
      }
      break;
    case DebuggerFile::ExportTrace:
      if (io::writeFileAtomic(*chosen, t.trace(), &why)) {
        ctx.status = "Exported the trace to " + chosen->string();
      } else {
        ctx.showError("Cannot export the trace", why);
      }
      break;
    case DebuggerFile::OpenComparison:
      if (ctx.debugger.comparison.loadFile(*chosen, &why)) {
        ctx.status = "Comparing with " + chosen->filename().string();
      } else {
        ctx.showError("Cannot load the comparison trace", why);
      }
      break;
    case DebuggerFile::ImportImage:
      // Replaces the document, so it goes through the unsaved-changes prompt like Open.
      ctx.fileRequests.push_back(FileAction::importImage(*chosen));
      break;
    case DebuggerFile::ExportImage:
      if (exportImage(ctx, *chosen, &why)) {
        ctx.status = "Exported path " + std::to_string(ctx.activeLayer()) + "'s collision to " + chosen->string();
      } else {
        ctx.showError("Cannot export the collision image", why);
      }
      break;
    case DebuggerFile::None:
      break;
  }
}

void App::sonlvlFiles() {
  EditorContext& ctx = *ctx_;
  using Purpose = SonlvlPicker::Purpose;
  if (std::exchange(ctx.sonlvlOpenRequested, false)) {
    sonlvlPurpose_ = Purpose::Open;
    sonlvlBrowser_.open(FileBrowser::Mode::Open, ctx.settings.lastDirectory, "", ".ini", "Open SonLVL project");
  }
  if (std::exchange(ctx.sonlvlSaveRequested, false)) {
    if (ctx.doc.sonlvl) {
      saveSonlvlDocument(ctx, *ctx.doc.sonlvl);
    } else {
      // A level opened from its JSON: the user names the project and the level once.
      sonlvlPurpose_ = Purpose::Save;
      sonlvlBrowser_.open(FileBrowser::Mode::Open, ctx.settings.lastDirectory, "", ".ini", "Save to SonLVL project");
    }
  }
  if (const auto chosen = sonlvlBrowser_.draw(ctx)) {
    ctx.settings.lastDirectory = chosen->parent_path().string();
    sonlvlPicker_.open(ctx, *chosen, sonlvlPurpose_);
  }
  sonlvlPicker_.draw(ctx);
  if (const auto target = std::exchange(ctx.sonlvlSaveChosen, std::nullopt)) saveSonlvlDocument(ctx, *target);
  drawSonlvlReport(ctx);
}

void App::handleFileRequests() {
  EditorContext& ctx = *ctx_;
  if (ctx.confirmed) runFileAction(*std::exchange(ctx.confirmed, std::nullopt));
  for (const FileAction& a : std::exchange(ctx.fileRequests, {})) {
    if (ctx.doc.dirty() && !ctx.unsavedPrompt) {
      if (fileActionWillRun(ctx, a)) ctx.unsavedPrompt = a;
    } else if (!ctx.doc.dirty()) {
      runFileAction(a);
    }
  }
  if (ctx.saveRequested) {
    ctx.saveRequested = false;
    if (ctx.doc.path.empty()) {
      ctx.saveAsRequested = true;
    } else {
      save(ctx.doc.path);
    }
  }
  if (ctx.saveAsTarget) save(*std::exchange(ctx.saveAsTarget, std::nullopt));
  if (ctx.recoverChosen) Autosave::recover(ctx, *std::exchange(ctx.recoverChosen, std::nullopt));
}

void App::save(const std::filesystem::path& path) {
  EditorContext& ctx = *ctx_;
  if (saveDocument(ctx, path)) {
    autosave_->discard();
    if (ctx.afterSave) runFileAction(*std::exchange(ctx.afterSave, std::nullopt));
  } else {
    ctx.afterSave.reset();
  }
}

void App::runFileAction(const FileAction& a) {
  EditorContext& ctx = *ctx_;
  if (a.losesMovie() && ctx.debugger.timeline.inputsUnsaved()) {
    ctx.unsavedMoviePrompt = a;
    return;
  }
  switch (a.kind) {
    case FileAction::NewLevel:
      newDocument(ctx, a.width, a.height, a.layers);
      break;
    case FileAction::Open:
      openDocument(ctx, a.path);
      break;
    case FileAction::ImportImage:
      importImageDocument(ctx, a.path);
      break;
    case FileAction::ImportSonlvl:
      importSonlvlDocument(ctx, a.path, a.level, sonlvlArtDirectory());
      break;
    case FileAction::Revert:
      if (!ctx.doc.path.empty()) {
        // The same level again: it still belongs to the project level it was saved to.
        const std::optional<SonlvlTarget> target = ctx.doc.sonlvl;
        if (openDocument(ctx, std::filesystem::path(ctx.doc.path))) ctx.doc.sonlvl = target;
      }
      break;
    case FileAction::Quit:
      ctx.quitNow = true;
      break;
    case FileAction::None:
      break;
  }
}

void App::updateTitle() {
  const std::string title = ctx_->doc.displayName() + " - Solidtile";
  if (title != title_) {
    title_ = title;
    glfwSetWindowTitle(window_, title_.c_str());
  }
}

void App::drawLevel() {
  EditorContext& ctx = *ctx_;
  int fbw = 0, fbh = 0;
  glfwGetFramebufferSize(window_, &fbw, &fbh);
  tilemap_.sync(ctx.doc);
  syncBackground();
  TilemapDraw d;
  d.canvas = ctx.canvas;
  d.viewport = ctx.viewport;
  d.activeLayer = ctx.activeLayer();
  d.options = ctx.settings.view;
  d.preview = ctx.preview;
  d.previewAt = ctx.previewAt;
  d.background = ctx.settings.view.showBackground && ctx.doc.background() ? &*ctx.doc.background() : nullptr;
  d.framebufferWidth = fbw;
  d.framebufferHeight = fbh;
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  d.framebufferScale = display.x > 0 ? static_cast<float>(fbw) / display.x : 1.0f;
  if (options_.fullRedraw) tilemap_.invalidate();
  levelLayer_ = tilemap_.prepare(d);
  drawDebugOverlay(ctx);
}

// Loads the image when the document names another one. A file that cannot be
// read leaves the level and its background setting alone and says why.
void App::syncBackground() {
  const std::optional<Background>& b = ctx_->doc.background();
  const std::filesystem::path wanted = b ? b->path : std::filesystem::path();
  if (wanted == backgroundShown_) return;
  backgroundShown_ = wanted;
  std::string why;
  std::optional<Image> image;
  if (!wanted.empty()) image = loadImage(wanted, &why);
  if (!tilemap_.setBackgroundImage(image ? &*image : nullptr, &why) || (!wanted.empty() && !image)) {
    tilemap_.setBackgroundImage(nullptr, &why);
    ctx_->showError("The background image is not shown",
                    why + "\nThe level is unchanged. File > Background image... picks another picture.");
    std::fprintf(stderr, "solidtile-editor: background image: %s\n", why.c_str());
  }
}

// The frame is kept offscreen between frames: the level, its overlay and each
// ImGui draw list are layers, and only the pixels under layers that changed are
// cleared and drawn again (all layers there, in order), then the whole frame is
// copied to the window. Idle panels cost nothing but that copy.
void App::render() {
  ImGui::Render();
  const ImDrawData& ui = *ImGui::GetDrawData();
  int fbw = 0, fbh = 0;
  glfwGetFramebufferSize(window_, &fbw, &fbh);
  if (fbw <= 0 || fbh <= 0) return;
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  const int ww = static_cast<int>(display.x), wh = static_cast<int>(display.y);
  const Overlay& overlay = ctx_->overlay;
  std::vector<FrameLayer> layers;
  if (levelLayer_) layers.push_back(*levelLayer_);
  layers.push_back(overlay_.layer(overlay, ctx_->canvas, ww, wh, fbw, fbh));
  imgui_.layers(ui, tilemap_.atlasTexture(), tilemap_.atlasRevision(), layers);
  if (retained_.width() != fbw || retained_.height() != fbh || options_.fullRedraw) dirty_.reset();
  retained_.bind(fbw, fbh);
  const std::vector<ScreenRect> rects = dirty_.update(std::move(layers), ScreenRect{0, 0, fbw, fbh});
  redrawnPixels_ = 0;
  for (const ScreenRect& r : rects) redrawnPixels_ += static_cast<std::size_t>(r.area());
  quietFrames_ = redrawnPixels_ == 0 ? quietFrames_ + 1 : 0;
  if (!rects.empty()) {
    gl::clearRects(rects, fbh);
    tilemap_.composite(retained_.framebuffer(), fbh, rects);
    overlay_.draw(overlay, ctx_->canvas, ww, wh, fbw, fbh, rects);
    imgui_.draw(ui, rects);
  }
  // Rows reversed back: the window gets the frame the right way up, row for row.
  retained_.blitTo(0, 0, fbh, fbw, 0);
}

void App::present() {
  ++frame_;
  EditorContext& ctx = *ctx_;
  if (options_.printLayout && frame_ >= 2) {
    char line[512];
    std::snprintf(line, sizeof line,
                  "layout canvas=%g,%g,%g,%g origin=%g,%g zoom=%g maskgrid=%g,%g,%g roll=%g,%g,%g,%g tools=%g,%g,%g,%g "
                  "platform=%g,%g,%g,%g hint=%g,%g,%g,%g\n",
                  static_cast<double>(ctx.canvas.x),
                  static_cast<double>(ctx.canvas.y), static_cast<double>(ctx.canvas.w), static_cast<double>(ctx.canvas.h),
                  static_cast<double>(ctx.canvas.x) + ctx.viewport.originX, static_cast<double>(ctx.canvas.y) + ctx.viewport.originY,
                  ctx.viewport.zoom, ctx.maskGrid.x, ctx.maskGrid.y, ctx.maskGrid.w / kTileSize, ctx.pianoRoll.x, ctx.pianoRoll.y,
                  ctx.pianoRoll.w, ctx.pianoRoll.h, static_cast<double>(ctx.toolbarRight),
                  static_cast<double>(ctx.markersLeft), static_cast<double>(ctx.toolbarBottom),
                  static_cast<double>(ctx.timelineBottom), ctx.platformTopOnly.x, ctx.platformTopOnly.y,
                  ctx.platformTopOnly.w, ctx.platformTopOnly.h, ctx.firstStepsClose.x, ctx.firstStepsClose.y,
                  ctx.firstStepsClose.w, ctx.firstStepsClose.h);
    if (line != printedLayout_) {
      printedLayout_ = line;
      std::fputs(line, stdout);
      std::fflush(stdout);
    }
    std::string cut = "cut";
    for (const std::string& c : ctx.cutText) cut += (cut.size() == 3 ? " " : "|") + c;
    if (ctx.cutText.empty()) cut += " none";
    for (std::size_t i = 0; i < ctx.tabRects.size(); ++i) {
      const auto& t = ctx.tabRects[i];
      char one[128];
      std::snprintf(one, sizeof one, "%s%s=%g,%g,%g,%g", i == 0 ? " tabs " : ";", t.name.c_str(), t.rect.x, t.rect.y, t.rect.w, t.rect.h);
      cut += one;
    }
    if (cut != printedCut_) {
      printedCut_ = cut;
      std::printf("%s\n", cut.c_str());
      std::fflush(stdout);
    }
    std::string widgets = "widgets";
    for (std::size_t i = 0; i < ctx.widgetRects.size(); ++i) {
      const auto& w = ctx.widgetRects[i];
      char one[128];
      std::snprintf(one, sizeof one, "%s%s=%g,%g,%g,%g", i == 0 ? " " : ";", w.name.c_str(), w.rect.x, w.rect.y, w.rect.w, w.rect.h);
      widgets += one;
    }
    if (widgets != printedWidgets_) {
      printedWidgets_ = widgets;
      std::printf("%s\n", widgets.c_str());
      std::fflush(stdout);
    }
    const char* report = ctx.sonlvlReport.refused ? "sonlvl-refused" : "sonlvl-saved";
    const char* prompt = ctx.unsavedPrompt               ? "level"
                         : ctx.unsavedMoviePrompt        ? "movie"
                         : !ctx.sonlvlReport.title.empty() ? report
                         : !ctx.errorText.empty()        ? "error"
                                                           : "none";
    if (prompt != printedPrompt_) {
      printedPrompt_ = prompt;
      std::printf("prompt %s\n", prompt);
      std::fflush(stdout);
    }
  }
  if (std::exchange(ctx.screenshotRequested, false)) {
    int fbw = 0, fbh = 0;
    glfwGetFramebufferSize(window_, &fbw, &fbh);
    std::string why;
    const std::filesystem::path shot =
        !options_.shotPath.empty() ? options_.shotPath : nextNumberedFile(".", "solidtile-screenshot", ".png");
    if (writeScreenshot(shot, fbw, fbh, &why)) {
      ctx.status = "Screenshot " + shot.string();
      // For GUI tests: which frame the picture shows and where the canvas is.
      // And the debugger's labels as x,y,w,h;... in window pixels.
      std::string labels;
      for (const LabelBox& b : ctx.overlayLabels) {
        char one[64];
        std::snprintf(one, sizeof one, "%s%g,%g,%g,%g", labels.empty() ? "" : ";", static_cast<double>(b.x),
                      static_cast<double>(b.y), static_cast<double>(b.w), static_cast<double>(b.h));
        labels += one;
      }
      // With --print-layout, what those labels say (a GUI test reads a
      // collapse's timer), before the line a test waits for.
      if (options_.printLayout) {
        std::string texts = "overlay-text ";
        for (std::size_t i = 0; i < ctx.overlayLabelTexts.size(); ++i) texts += (i == 0 ? "" : "|") + ctx.overlayLabelTexts[i];
        std::printf("%s\n", texts.c_str());
      }
      std::printf("screenshot %s frame=%zu phase=%d origin=%g,%g zoom=%g labels=%s moved=%d\n", shot.string().c_str(),
                  ctx.debugger.timeline.cursor(), ctx.debugger.phase().value_or(-1),
                  static_cast<double>(ctx.canvas.x) + ctx.viewport.originX,
                  static_cast<double>(ctx.canvas.y) + ctx.viewport.originY, ctx.viewport.zoom, labels.c_str(),
                  ctx.overlayLabelsMoved);
      std::fflush(stdout);
    } else {
      ctx.showError("Cannot write the screenshot", why);
    }
  }
  if (!options_.screenshot.empty() && frame_ >= options_.frames) {
    int fbw = 0, fbh = 0;
    glfwGetFramebufferSize(window_, &fbw, &fbh);
    std::string why;
    if (!writeScreenshot(options_.screenshot, fbw, fbh, &why)) {
      std::fprintf(stderr, "solidtile-editor: %s\n", why.c_str());
      exitCode_ = 1;
    }
    ctx.quitNow = true;
  }
  if (options_.benchFrames > 0 && !bench_) {
    gl::finish();
    frameMs_.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - frameStart_).count());
    if (static_cast<int>(frameMs_.size()) >= options_.benchFrames) {
      std::vector<double> sorted = frameMs_;
      std::sort(sorted.begin(), sorted.end());
      const Level& l = ctx.doc.level();
      std::printf("frames %zu  level %dx%d tiles  zoom %g  renderer %s\nmedian frame time %.3f ms  (p90 %.3f ms)\n",
                  sorted.size(), l.width(), l.height(), ctx.viewport.zoom, gl::rendererName(), sorted[sorted.size() / 2],
                  sorted[sorted.size() * 9 / 10]);
      ctx.quitNow = true;
    }
  }
  if (bench_) gl::finish();
  glfwSwapBuffers(window_);
  if (bench_) {
    bench_->frameDone(static_cast<double>(redrawnPixels_));
    if (bench_->finished()) {
      const Level& l = ctx.doc.level();
      std::printf("level %dx%d tiles, %d layers  window %dx%d  debugger %s  renderer %s\n"
                  "at the end: revision %llu  origin %g,%g  zoom %g  cursor %zu of %zu\n%s",
                  l.width(), l.height(), l.layerCount(), options_.width, options_.height,
                  ctx.debugger.visible ? "open" : "closed", gl::rendererName(),
                  static_cast<unsigned long long>(ctx.doc.revision()), ctx.viewport.originX, ctx.viewport.originY,
                  ctx.viewport.zoom, ctx.debugger.timeline.cursor(), ctx.debugger.timeline.frameCount(),
                  bench_->summary().c_str());
      std::fflush(stdout);
      ctx.quitNow = true;
    }
  }
}

int App::finish() {
  if (!options_.scripted()) {
    glfwGetWindowSize(window_, &settings_.windowWidth, &settings_.windowHeight);
    std::string why;
    if (!configDir_.empty() && !saveSettings(configDir_ / "settings.json", settings_, &why)) {
      std::fprintf(stderr, "solidtile-editor: %s\n", why.c_str());
    }
    autosave_->discard();
  }
  return exitCode_;
}

}  // namespace solidtile::editor

// The game-objects GUI test's helper (issue 27's objects in the debugger): makes
// a Sonic 1 level with a bridge, an oscillating platform and a collapsing
// ledge on the player's path and a movie that walks him over them, finds the
// frames worth looking at by running the editor's own timeline, and checks a
// screenshot or a saved level against that run, so the shell script neither
// parses PNGs nor repeats the physics.
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <optional>
#include <string>
#include <string_view>

#include "model/camera_overlay.h"
#include "model/object_commands.h"
#include "model/object_motion.h"
#include "model/object_overlay.h"
#include "model/starter_masks.h"
#include "model/timeline.h"
#include "solidtile/io/level_file.h"
#include "screenshot_image.h"

namespace {

using namespace solidtile;

int fail(const std::string& m) {
  std::fprintf(stderr, "game_objects_fixture: %s\n", m.c_str());
  return 1;
}

int toInt(const char* s) { return std::atoi(s); }

// The level's layout, in pixels: ground at kGround with pits under the bridge
// and the ledge (a lower floor at kPitFloor catches a fall), the platform
// swinging over the ground between them.
constexpr int kTilesW = 100, kTilesH = 26;
constexpr int kGroundRow = 20, kPitRow = 25;
constexpr int kGround = kGroundRow * kTileSize;
constexpr int kBridgeX = 320, kBridgeLogs = 8;
constexpr int kPlatformX = 520, kPlatformY = 248;
constexpr int kLedgeX = 704, kLedgeW = 128;
// The objects' indices in the level.
constexpr int kBridge = 0, kPlatform = 1, kLedge = 2;

Level makeLevel() {
  Level level(kTilesW, kTilesH, 1);
  editor::addStarterMasks(level);
  const Tile solid = Tile::make(0, false, false, Solidity::All);
  auto inPit = [](int px) { return (px >= kBridgeX && px < kBridgeX + kBridgeLogs * 16) || (px >= kLedgeX && px < kLedgeX + kLedgeW); };
  for (int tx = 0; tx < kTilesW; ++tx) {
    level.setTile(0, tx, inPit(tx * kTileSize) ? kPitRow : kGroundRow, solid);
  }
  SolidObject bridge;
  bridge = editor::withKind(bridge, ObjectKind::Bridge);
  bridge = editor::withLogs(bridge, kBridgeLogs);
  bridge.path = {{kBridgeX, kGround}};
  level.objects.push_back(bridge);
  SolidObject platform;
  platform.w = 64;
  platform.topOnly = true;
  platform.path = {{kPlatformX, kPlatformY}};
  platform = editor::withOscPreset(platform, OscTable::Sonic1, 1);  // Obj18 subtype 1: sideways
  level.objects.push_back(platform);
  SolidObject ledge;
  ledge.w = kLedgeW;
  ledge.topOnly = true;
  ledge.path = {{kLedgeX, kGround}};
  ledge = editor::withKind(ledge, ObjectKind::Collapse);
  level.objects.push_back(ledge);
  level.startX = 64;
  level.startY = kGround - 20;
  return level;
}

PlayerConfig config() { return defaultPlayerConfig(Profile::Sonic1); }

bool hasEvent(const editor::Timeline& t, std::size_t frame, EventKind kind, int object) {
  for (const Event& e : t.sonic().events(frame)) {
    if (e.kind == kind && (object < 0 || e.a == object)) return true;
  }
  return false;
}

// make LEVEL MOVIE: writes both, the movie holding right until the player is
// over the ledge, left until he stops there, then nothing while it gives way
// under him. Prints the frames the script steps to, as NAME=FRAME lines.
int make(const char* levelPath, const char* moviePath) {
  io::LevelFile file;
  file.name = "game objects";
  file.level = makeLevel();
  file.profile = Profile::Sonic1;
  std::string why;
  if (!io::saveLevel(levelPath, file, &why)) return fail(why);
  editor::Timeline t(file.level, config());
  std::string movie = "# written by game_objects_fixture: walk over the bridge, stop on the ledge\n";
  int right = 0, left = 0;
  while (right < 600 && pixelOf(t.sonic().state(t.cursor()).x) < kLedgeX + 24) {
    t.stepForward(input::kRight);
    ++right;
  }
  while (left < 60 && t.sonic().state(t.cursor()).gsp > 0) {
    t.stepForward(input::kLeft);
    ++left;
  }
  constexpr int kWait = 90;
  for (int k = 0; k < kWait; ++k) t.stepForward(0);
  movie += std::to_string(right) + " R\n" + std::to_string(left) + " L\n" + std::to_string(kWait) + " -\n";
  std::ofstream(moviePath) << movie;
  std::optional<std::size_t> onBridge, started, broke, dropped;
  for (std::size_t k = 1; k <= t.frameCount(); ++k) {
    const PlayerState& s = t.sonic().state(k);
    if (!onBridge && s.standingOn == kBridge && s.bridgeBend == 0x40) onBridge = k;
    if (!started && hasEvent(t, k, EventKind::CollapseStarted, -1)) started = k;
    if (!broke && hasEvent(t, k, EventKind::Collapsed, -1)) broke = k;
    if (broke && !dropped && hasEvent(t, k, EventKind::ObjectLeft, kLedge)) dropped = k;
  }
  if (!onBridge || !started || !broke || !dropped) return fail("the movie does not take the player over every object");
  std::printf("bridge=%zu\nstarted=%zu\nbroke=%zu\ndropped=%zu\nframes=%zu\n", *onBridge, *started, *broke, *dropped, t.frameCount());
  return 0;
}

// The run of the level and movie up to `frame`.
struct Run {
  io::LevelFile file;
  std::optional<editor::Timeline> timeline;
  bool ok = false;
  Run(const char* level, const char* movie, std::size_t frame) {
    io::LoadResult r = io::loadLevel(level);
    if (!r.file) {
      fail(io::describe(level, r.problems));
      return;
    }
    file = std::move(*r.file);
    timeline.emplace(file.level, config());
    std::string why;
    if (!timeline->loadMovieFile(movie, &why)) {
      fail(why);
      return;
    }
    timeline->jumpTo(frame);
    ok = timeline->cursor() == frame;
  }
  const PlayerState& state() const { return timeline->sonic().state(timeline->cursor()); }
};

// collapse-text LEVEL MOVIE FRAME: the ledge's label at that frame, as the
// overlay writes it ("#2 collapses in 3"; "-" while it is whole).
int collapseLabel(const char* level, const char* movie, int frame) {
  Run r(level, movie, static_cast<std::size_t>(frame));
  if (!r.ok) return fail("cannot run to that frame");
  const std::string text = editor::collapseText(r.file.level.objects, kLedge, r.timeline->sonic().objectSlots(r.timeline->cursor()),
                                                r.state(), config());
  std::printf("%s\n", text.empty() ? "-" : ("#" + std::to_string(kLedge) + " " + text).c_str());
  return 0;
}

// A screenshot and where level pixels land on it.
struct Shot : gui_test::Image {
  double ox = 0, oy = 0, zoom = 1;
  Shot(const char* png, double ox_, double oy_, double zoom_) : Image(png), ox(ox_), oy(oy_), zoom(zoom_) {}
  // The screen pixel at the centre of level pixel (lx, ly).
  const unsigned char* level(int lx, int ly) const {
    return at(static_cast<int>(ox + (lx + 0.5) * zoom), static_cast<int>(oy + (ly + 0.5) * zoom));
  }
  // Level pixel lx's left or right screen column's pixel on row ly.
  const unsigned char* edge(int lx, int ly, bool right) const {
    return at(static_cast<int>(right ? ox + (lx + 1) * zoom - 1 : ox + lx * zoom), static_cast<int>(oy + (ly + 0.5) * zoom));
  }
};

// How many of `n` sampled pixels pass `test`, printed with `what`.
template <class Pick, class Test>
int count(const char* what, int n, Pick pick, Test test) {
  int hits = 0;
  for (int i = 0; i < n; ++i) hits += test(pick(i));
  std::printf("%s: %d of %d\n", what, hits, n);
  return hits;
}

bool lime(const unsigned char* p) { return p != nullptr && p[1] > 190 && p[1] > p[0] + 40 && p[2] < 120; }
bool brown(const unsigned char* p) { return p != nullptr && p[0] > 120 && p[0] < 200 && p[1] > 80 && p[1] < 140 && p[2] < 90; }
// The collapse's red shading over the level's empty (dark) background.
bool reddish(const unsigned char* p) { return p != nullptr && p[0] > p[1] + 40 && p[0] > p[2] + 40; }

// shot PNG OX OY ZOOM LEVEL MOVIE FRAME: the screenshot (origin and zoom from
// its screenshot line) draws the frame's objects and camera where the run
// puts them: the game's screen outlined in lime on all four edges, the
// bridge's logs in brown at their sag (the lowest log's top row deeper than
// the resting surface while stood on), the platform's outline at its
// oscillated position (and not where it stood on frame 0 when that is
// elsewhere), and the ledge shaded red exactly while it counts or holds.
int shot(const char* png, double ox, double oy, double zoom, const char* level, const char* movie, int frame) {
  Run r(level, movie, static_cast<std::size_t>(frame));
  if (!r.ok) return fail("cannot run to that frame");
  const Shot img(png, ox, oy, zoom);
  if (img.pixels == nullptr) return fail(std::string("cannot read ") + png);
  const PlayerConfig cfg = config();
  const editor::SonicController& sonic = r.timeline->sonic();
  const std::size_t k = r.timeline->cursor();
  const PlayerState& s = r.state();
  const ObjectList& objects = r.file.level.objects;
  int wrong = 0;

  // The camera: every edge's pixels along the middle half of it (the label sits in its top-left corner).
  const editor::PixelRect screen = editor::screenRect(sonic.camera(k), sonic.cameraConfig());
  std::printf("screen %d,%d..%d,%d\n", screen.x0, screen.y0, screen.x1, screen.y1);
  const int sw = screen.x1 - screen.x0, sh = screen.y1 - screen.y0;
  const int edges = count("screen left/right edges lime", 2 * (sh / 2), [&](int i) {
    const int ly = screen.y0 + sh / 4 + i / 2;
    return i % 2 == 0 ? img.edge(screen.x0, ly, false) : img.edge(screen.x1, ly, true);
  }, lime);
  const int rows = count("screen bottom edge lime", sw / 2, [&](int i) {
    return img.at(static_cast<int>(ox + (screen.x0 + sw / 4 + i + 0.5) * zoom), static_cast<int>(oy + (screen.y1 + 1) * zoom - 1));
  }, lime);
  if (edges < sh * 9 / 10 || rows < sw * 9 / 20) ++wrong, std::printf("  the game's screen is not outlined where the camera is\n");

  // The bridge's logs: the outline's bottom edge of the log under the player.
  const std::vector<editor::PixelRect> logs = editor::bridgeLogRects(objects, kBridge, s, cfg);
  const bool stood = s.standingOn == kBridge;
  int deepest = 0;
  for (const editor::PixelRect& l : logs) deepest = std::max(deepest, l.y0 - kGround);
  std::printf("bridge: %s, deepest log %d px under the resting top\n", stood ? "stood on" : "not stood on", deepest);
  // Half a log's drawn height or more: a log drawn flat would miss the row read below.
  if (stood && deepest < editor::kBridgeLogDrawHeight / 2 + 1) ++wrong, std::printf("  the run sags too little on this frame to tell\n");
  int logWrong = 0, logsSeen = 0;
  for (const editor::PixelRect& l : logs) {
    // Each log's left edge, the middle of its rows: brown on the outline's
    // column. Only those on the game's screen, which the view follows.
    if (l.x0 < screen.x0 || l.x1 > screen.x1) continue;
    ++logsSeen;
    if (!brown(img.edge(l.x0, (l.y0 + l.y1) / 2, false))) ++logWrong;
  }
  std::printf("bridge logs on the game's screen drawn at their sag: %d of %d\n", logsSeen - logWrong, logsSeen);
  if (stood && logsSeen == 0) ++wrong, std::printf("  the bridge stood on is off the game's screen\n");
  if (logWrong > 0) ++wrong, std::printf("  a log is not drawn where it sags to\n");
  // The oscillating platform: its outline's left edge at the frame's x.
  const ObjectPos at = objectPosition(objects[kPlatform], s.frame);
  const int px = pixelOf(at.x), py = pixelOf(at.y);
  auto outline = [](const unsigned char* p) { return p != nullptr && p[0] > 150 && p[1] > 150 && p[2] > 150; };
  const int there = count("platform's left edge at its frame position", 8, [&](int i) { return img.edge(px, py + 4 + i % 8, false); },
                          [&](const unsigned char* p) { return outline(p); });
  std::printf("platform at %d,%d on frame %u\n", px, py, s.frame);
  if (there < 6) ++wrong, std::printf("  the platform is not drawn where it is on the frame\n");

  // The ledge: red over its body's middle exactly while counting or holding.
  const std::string text = editor::collapseText(objects, kLedge, sonic.objectSlots(k), s, cfg);
  const bool live = !text.empty() && text != "collapsed";
  const SolidObject& ledge = objects[kLedge];
  const int red = count("ledge body shaded red", 16, [&](int i) {
    return img.level(ledge.path[0].x + 8 + i * (ledge.w - 16) / 16, ledge.path[0].y + ledge.h - 4);
  }, reddish);
  std::printf("ledge: %s\n", text.empty() ? "whole" : text.c_str());
  if (live && red < 12) ++wrong, std::printf("  the counting ledge is not shaded\n");
  if (!live && red > 2) ++wrong, std::printf("  the ledge is shaded while it does not count\n");
  return wrong == 0 ? 0 : fail(std::to_string(wrong) + " check(s) failed on " + png);
}

// osc LEVEL INDEX FIELD: prints an oscillating object's field of the saved level.
int osc(const char* level, int index, std::string_view field) {
  io::LoadResult r = io::loadLevel(level);
  if (!r.file) return fail(io::describe(level, r.problems));
  if (index < 0 || index >= static_cast<int>(r.file->level.objects.size())) return fail("no such object");
  const OscMotion& m = r.file->level.objects[static_cast<std::size_t>(index)].osc;
  if (field == "axis") return std::printf("%s\n", objectAxisName(m.axis)), 0;
  if (field == "negate") return std::printf("%d\n", m.negate ? 1 : 0), 0;
  if (field == "index") return std::printf("%d\n", m.index), 0;
  if (field == "center") return std::printf("%d\n", m.center), 0;
  if (field == "table") return std::printf("%s\n", oscTableName(m.table)), 0;
  if (field == "other_index") return std::printf("%d\n", hasOtherAxis(m) ? m.otherIndex : -1), 0;  // version 14
  return fail("no field " + std::string(field));
}

}  // namespace

int main(int argc, char** argv) {
  const std::string_view cmd = argc > 1 ? argv[1] : "";
  if (cmd == "make" && argc == 4) return make(argv[2], argv[3]);
  if (cmd == "collapse-text" && argc == 5) return collapseLabel(argv[2], argv[3], toInt(argv[4]));
  if (cmd == "shot" && argc == 9) {
    return shot(argv[2], std::atof(argv[3]), std::atof(argv[4]), std::atof(argv[5]), argv[6], argv[7], toInt(argv[8]));
  }
  if (cmd == "osc" && argc == 5) return osc(argv[2], toInt(argv[3]), argv[4]);
  std::fprintf(stderr,
               "usage: game_objects_fixture make LEVEL MOVIE | collapse-text LEVEL MOVIE FRAME\n"
               "     | shot PNG OX OY ZOOM LEVEL MOVIE FRAME | osc LEVEL INDEX FIELD\n");
  return 2;
}

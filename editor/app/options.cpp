#include "app/options.h"

#include <cstdio>
#include <cstdlib>
#include <string_view>

#include "solidtile/level/level.h"

namespace solidtile::editor {
namespace {

bool parseInt(const char* s, int lo, int hi, int* out) {
  char* end = nullptr;
  const long v = std::strtol(s, &end, 10);
  if (end == s || *end != '\0' || v < lo || v > hi) return false;
  *out = static_cast<int>(v);
  return true;
}

bool parsePair(const char* s, char sep, double* a, double* b) {
  char* end = nullptr;
  *a = std::strtod(s, &end);
  if (end == s || *end != sep) return false;
  const char* second = end + 1;
  *b = std::strtod(second, &end);
  return end != second && *end == '\0';
}

}  // namespace

const char* usage() {
  return "usage: solidtile-editor [LEVEL.json] [options]\n"
         "Without LEVEL.json it opens the shipped demo level (share/solidtile/levels/demo.json).\n"
         "  --screenshot OUT.png   render, write the window to OUT.png and exit\n"
         "  --frames N             frames to render before the screenshot (default 3)\n"
         "  --bench-frames N       render N frames as fast as possible, print the median frame time, exit\n"
         "  --bench-action A       with --bench-frames (default 300): idle, paint (a brush stroke across the canvas),\n"
         "                         pan (a middle-button drag back and forth), zoom (the wheel in and out) or\n"
         "                         scrub (the debugger's cursor dragged across the whole movie and back);\n"
         "                         prints median and p95 CPU and wall frame times\n"
         "  --size WxH             window size (default 1280x720)\n"
         "  --zoom Z               start at zoom Z (default: the whole level)\n"
         "  --view X,Y             start with level pixel X,Y at the canvas's top-left corner\n"
         "  --hills WxH            edit a generated W x H tile level of hills instead of a file\n"
         "  --mask N               start with mask N current and the mask editor open\n"
         "  --print-layout         print where the canvas is on screen and which unsaved prompt is open (for GUI tests)\n"
         "  --full-redraw          draw every frame whole instead of only what changed (checks the kept frame)\n"
         "  --movie FILE           load an input movie (solidtile sim format, or a game's demo .bin\n"
         "                         for an act of sonic1, sonic2 or sonic3k) into the debugger\n"
         "  --frame N              start the debugger at frame N\n"
         "  --compare TRACE.csv    load a comparison trace (another engine's) into the debugger\n"
         "  --start X,Y            place the debugger's player at X,Y instead of the level's start\n"
         "  --controller C         the debugger's character: sonic (default) or box (X,Y is then its top-left)\n"
         "  --shot-path OUT.png    where F12 writes a screenshot (default: the next free solidtile-screenshot-NNN.png)\n";
}

std::optional<Options> parseOptions(int argc, char** argv, std::string* why, bool* help) {
  Options o;
  *help = false;
  for (int i = 1; i < argc; ++i) {
    const std::string_view a = argv[i];
    const char* next = i + 1 < argc ? argv[i + 1] : nullptr;
    auto fail = [&](const std::string& m) {
      *why = m;
      return std::nullopt;
    };
    const bool takesValue = a == "--screenshot" || a == "--frames" || a == "--bench-frames" || a == "--bench-action" || a == "--size" ||
                            a == "--zoom" || a == "--view" || a == "--hills" || a == "--mask" || a == "--movie" ||
                            a == "--frame" || a == "--start" || a == "--shot-path" || a == "--compare" ||
                            a == "--controller";
    if (takesValue && next == nullptr) return fail(std::string(a) + " needs a value");
    if (a == "--help" || a == "-h") {
      *help = true;
      return o;
    } else if (a == "--screenshot") {
      o.screenshot = argv[++i];
    } else if (a == "--frames") {
      if (!parseInt(argv[++i], 1, 1000000, &o.frames)) return fail("--frames wants a count from 1");
    } else if (a == "--bench-frames") {
      if (!parseInt(argv[++i], 1, 1000000, &o.benchFrames)) return fail("--bench-frames wants a count from 1");
    } else if (a == "--bench-action") {
      const std::string_view v = argv[++i];
      using A = Options::BenchAction;
      o.benchAction = v == "idle"    ? A::Idle
                      : v == "paint" ? A::Paint
                      : v == "pan"   ? A::Pan
                      : v == "zoom"  ? A::Zoom
                      : v == "scrub" ? A::Scrub
                                     : A::None;
      if (o.benchAction == A::None) return fail("--bench-action wants idle, paint, pan, zoom or scrub");
    } else if (a == "--size" || a == "--hills") {
      double w = 0, h = 0;
      if (!parsePair(argv[++i], 'x', &w, &h) || w < 1 || h < 1 || w > 16384 || h > 16384) {
        return fail(std::string(a) + " wants WIDTHxHEIGHT, e.g. 1280x720");
      }
      (a == "--size" ? o.width : o.hillsWidth) = static_cast<int>(w);
      (a == "--size" ? o.height : o.hillsHeight) = static_cast<int>(h);
    } else if (a == "--zoom") {
      char* end = nullptr;
      o.zoom = std::strtod(argv[++i], &end);
      if (*end != '\0' || !(o.zoom > 0 && o.zoom <= 32)) return fail("--zoom wants a number in (0, 32]");
    } else if (a == "--view") {
      double x = 0, y = 0;
      if (!parsePair(argv[++i], ',', &x, &y)) return fail("--view wants X,Y in level pixels");
      o.viewAt = std::make_pair(x, y);
    } else if (a == "--mask") {
      int m = 0;
      if (!parseInt(argv[++i], 0, Tile::kMaxMasks - 1, &m)) return fail("--mask wants a mask number from 0");
      o.mask = m;
    } else if (a == "--compare") {
      o.compare = std::filesystem::path(argv[++i]);
    } else if (a == "--movie") {
      o.movie = std::filesystem::path(argv[++i]);
    } else if (a == "--shot-path") {
      o.shotPath = argv[++i];
    } else if (a == "--frame") {
      if (!parseInt(argv[++i], 0, 10000000, &o.frame)) return fail("--frame wants a frame number from 0");
    } else if (a == "--start") {
      double x = 0, y = 0;
      if (!parsePair(argv[++i], ',', &x, &y)) return fail("--start wants X,Y in level pixels");
      o.start = std::make_pair(static_cast<int>(x), static_cast<int>(y));
    } else if (a == "--controller") {
      const std::string_view c = argv[++i];
      if (c != "sonic" && c != "box") return fail("--controller is sonic or box");
      o.box = c == "box";
    } else if (a == "--full-redraw") {
      o.fullRedraw = true;
    } else if (a == "--print-layout") {
      o.printLayout = true;
    } else if (a.size() > 1 && a[0] == '-') {
      return fail("unknown option " + std::string(a));
    } else if (o.level) {
      return fail("one level file at a time (got " + o.level->string() + " and " + std::string(a) + ")");
    } else {
      o.level = std::filesystem::path(a);
    }
  }
  if (o.benchAction != Options::BenchAction::None && o.benchFrames == 0) o.benchFrames = 300;
  return o;
}

}  // namespace solidtile::editor

// solidtile sim: runs the player over a level with an input movie and writes the CSV trace.
#include <charconv>
#include <cstdio>
#include <string>
#include <vector>

#include "command.h"
#include "shipped_data.h"
#include "solidtile/io/atomic_file.h"
#include "solidtile/io/level_file.h"
#include "solidtile/io/game_demo.h"
#include "solidtile/io/movie.h"
#include "run_timer.h"
#include "sim_controller.h"
#include "trace_out.h"

namespace {
using namespace solidtile;
using namespace solidtile::cli;

int run(const Args& args);

const Command kSim{
    "sim",
    "sim LEVEL.json [--input MOVIE] [--frames N] [--start X,Y] [--profile NAME]\n"
    "                     [--character sonic|tails|knuckles]\n"
    "                     [--trace FILE | --no-trace] [--fix-quirks] [--timing] [--camera]\n"
    "                     [--controller sonic|box] [--box-config FILE.json]",
    "Runs the player with an input movie and writes the trace",
    "Starts the player at the level's start point (or --start, in pixels), in the\n"
    "air at rest, and steps it one 60 Hz frame per movie entry. Without --frames\n"
    "the movie's length is used; past its end no keys are held. A movie's header\n"
    "(start, controller, profile, character, presses; docs/formats.md) stands in\n"
    "for the options it names, then the level's own \"profile\" and\n"
    "\"controller\"; an option given here wins. A player (or box) that falls\n"
    "out of the level ends the run: the trace stops at that frame, and stderr\n"
    "says so. A MOVIE ending in .bin is a game's attract-mode demo, read as\n"
    "import-demo reads it for the game of the run's profile (--profile, else the\n"
    "level's): sonic1 or sonic2 press every held key on every frame, as\n"
    "the game's demo player does (a movie's \"presses held\"); sonic3k reads a\n"
    "pad byte a frame, pressed when it starts being held.\n\n"
    "The trace is CSV on stdout (or FILE with --trace, written atomically):\n"
    "  frame,x,y,xsp,ysp,gsp,angle,mode,airborne,rolling,balancing,control_lock,jumping,path\n"
    "  and, on a level with objects the profile collides with, object (stood on, or -1)\n"
    "Row 0 is the state before the first step, row k the state after k steps;\n"
    "x, y and the speeds are exact decimal pixels, angle the byte 0..255.\n\n"
    "  --profile     guide (the seed articles, default), sonic1, sonic2 or sonic3k\n"
    "                (each game's own code; sonic2 and sonic3k have the spin dash:\n"
    "                Down, then jump to charge, let go of Down to launch)\n"
    "  --character   sonic (default), tails (4 px shorter) or knuckles (jumps at 6);\n"
    "                in sonic3k a jump press in the air makes Knuckles glide\n"
    "                (and grab and climb walls) and Tails fly\n"
    "  --controller  sonic (the Sonic player, default) or box (the rectangle of\n"
    "                docs/platformer.md); the box starts with its top-left at the\n"
    "                start point and its trace is\n"
    "  frame,x,y,vx,vy,state,grounded,wall_left,wall_right,ceiling,ladder_top,ice,platform,grace,lock\n"
    "                (U/D climb and enter stairs, J jumps, D+J drops through)\n"
    "  --box-config  a JSON object of box config fields (docs/formats.md), instead\n"
    "                of the level's own \"box_config\" (or the defaults); an\n"
    "                unknown field or a value out of range is refused by name\n"
    "  --camera      two more columns, camera_x,camera_y: the top-left corner of\n"
    "                the game's 320x224 screen, moved by the profile's camera\n"
    "                (docs/physics.md, \"The camera\"); the Sonic controller only\n"
    "  --fix-quirks  turn on the fixes for the original engine's two quirks\n"
    "  --no-trace    write nothing (for timing long runs)\n"
    "  --timing      print frames, frames per second and CPU time a frame on stderr",
    run};

constexpr long kMaxFrames = 1'000'000'000;
constexpr long kMaxTraceFrames = 20'000'000;

bool parseLong(std::string_view text, long& out) {
  const auto r = std::from_chars(text.data(), text.data() + text.size(), out);
  return r.ec == std::errc() && r.ptr == text.data() + text.size();
}

struct Options {
  std::string level;
  std::string movie;
  std::optional<long> frames;
  RunSpec start;
  // Unset: the movie's header decides, else the default.
  std::optional<Profile> profile;
  std::optional<Character> character;
  std::string tracePath;
  bool trace = true;
  bool fixQuirks = false;
  bool timing = false;
  bool camera = false;
  std::optional<std::string> controller;  // --controller NAME (simControllers())
  std::string boxConfig;                  // --box-config
  Presses presses = Presses::OnKeyDown;   // the movie header's
};

// Parses the arguments; returns kExitOk or a usage error already printed.
int parse(const Args& args, Options& o) {
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string_view a = args[i];
    auto value = [&](std::string_view& v) {
      if (i + 1 >= args.size()) return false;
      v = args[++i];
      return true;
    };
    std::string_view v;
    if (a == "--input") {
      if (!value(v)) return usageError(kSim, "--input needs a movie file");
      o.movie = v;
    } else if (a == "--frames") {
      long n = 0;
      if (!value(v) || !parseLong(v, n) || n < 0 || n > kMaxFrames)
        return usageError(kSim, "--frames needs a whole number from 0 to " + std::to_string(kMaxFrames));
      o.frames = n;
    } else if (a == "--start") {
      const std::size_t comma = value(v) ? v.find(',') : std::string_view::npos;
      long x = 0, y = 0;
      if (comma == std::string_view::npos || !parseLong(v.substr(0, comma), x) || !parseLong(v.substr(comma + 1), y) ||
          x < -1'000'000 || x > 1'000'000 || y < -1'000'000 || y > 1'000'000)
        return usageError(kSim, "--start needs X,Y in whole pixels, each in -1000000..1000000, e.g. --start 160,700");
      o.start.startX = static_cast<std::int32_t>(x);
      o.start.startY = static_cast<std::int32_t>(y);
    } else if (a == "--profile") {
      const auto p = value(v) ? parseProfile(v) : std::nullopt;
      if (!p) return usageError(kSim, "--profile is guide, sonic1, sonic2 or sonic3k");
      o.profile = *p;
    } else if (a == "--character") {
      const auto c = value(v) ? parseCharacter(v) : std::nullopt;
      if (!c) return usageError(kSim, "--character is sonic, tails or knuckles");
      o.character = *c;
    } else if (a == "--trace") {
      if (!value(v)) return usageError(kSim, "--trace needs a file name");
      o.tracePath = v;
    } else if (a == "--no-trace") {
      o.trace = false;
    } else if (a == "--fix-quirks") {
      o.fixQuirks = true;
    } else if (a == "--timing") {
      o.timing = true;
    } else if (a == "--camera") {
      o.camera = true;
    } else if (a == "--controller") {
      if (!value(v) || !findSimController(v)) return usageError(kSim, "--controller is " + simControllerNames());
      o.controller = std::string(v);
    } else if (a == "--box-config") {
      if (!value(v)) return usageError(kSim, "--box-config needs a JSON file");
      o.boxConfig = v;
    } else if (isOption(a)) {
      return usageError(kSim, "unknown option '" + std::string(a) + "'");
    } else if (o.level.empty()) {
      o.level = a;
    } else {
      return usageError(kSim, "one level file only (got '" + o.level + "' and '" + std::string(a) + "')");
    }
  }
  if (o.level.empty()) return usageError(kSim, "no level file given");
  if (!o.trace && !o.tracePath.empty()) return usageError(kSim, "--trace and --no-trace contradict each other");
  return kExitOk;
}

// The movie's header stands in for the options not given.
void takeHeader(const io::MovieHeader& h, Options& o) {
  if (!o.start.startX && h.start) {
    o.start.startX = h.start->x;
    o.start.startY = h.start->y;
  }
  if (!o.controller && h.controller) o.controller = io::movieControllerName(*h.controller);
  if (!o.profile) o.profile = h.profile;
  if (!o.character) o.character = h.character;
  o.presses = h.presses.value_or(Presses::OnKeyDown);
}

int run(const Args& args) {
  Options o;
  if (const int e = parse(args, o)) return e;
  o.level = shipped::findInput(o.level, "levels").string();
  const io::LoadResult level = io::loadLevel(o.level);
  if (!level.file) {
    std::fputs(io::describe(o.level, level.problems).c_str(), stderr);
    return kExitFailed;
  }
  std::vector<Input> movie;
  if (!o.movie.empty()) {
    o.movie = shipped::findInput(o.movie, "movies").string();
    // A game's demo is timed by the game of the profile the run would use (the flag's, else the level's).
    io::MovieResult m = io::isGameDemoPath(o.movie)
                            ? io::loadGameDemo(o.movie, o.profile.value_or(level.file->profile.value_or(Profile::Guide)))
                            : io::loadMovie(o.movie);
    if (!m.movie) {
      std::fputs(io::describe(o.movie, m.problems).c_str(), stderr);
      return kExitFailed;
    }
    movie = std::move(m.movie->frames);
    takeHeader(m.movie->header, o);
  }
  // Then what the level says it is designed for.
  if (!o.controller && level.file->controller) o.controller = io::levelControllerName(*level.file->controller);
  if (!o.profile) o.profile = level.file->profile;
  const SimController& controller = o.controller ? *findSimController(*o.controller) : simControllers().front();
  if (!o.boxConfig.empty() && std::string_view(controller.name) != "box") {
    return usageError(kSim, "--box-config needs --controller box (or a movie whose header says \"controller box\")");
  }
  if (o.camera && std::string_view(controller.name) != "sonic") {
    return usageError(kSim, "--camera needs the Sonic controller (the box has no game camera)");
  }
  const long frames = o.frames.value_or(static_cast<long>(movie.size()));
  if (o.trace && frames > kMaxTraceFrames) {
    std::fprintf(stderr, "solidtile sim: a trace of %ld frames is too long (at most %ld); use --no-trace to time long runs\n",
                 frames, kMaxTraceFrames);
    return kExitUsage;
  }
  TraceOut trace(o.trace, o.tracePath);
  const std::unique_ptr<SimRun> sim =
      controller.start(
          SimSetup{&*level.file, o.start, o.profile, o.character, o.fixQuirks, o.boxConfig, o.camera, o.presses});
  if (!sim) return kExitFailed;
  if (o.trace) sim->traceStart(trace.buffer());
  const RunTimer timer;
  const long ran = sim->run(movie, frames, trace);
  sim->sayWhyItEnded(ran);
  if (!trace.finish("solidtile sim")) return kExitFailed;
  if (o.timing) timer.report(ran, o.trace);
  return kExitOk;
}

[[maybe_unused]] const bool registered = registerCommand(kSim);

}  // namespace

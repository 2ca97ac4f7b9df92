// solidtile import-demo: a game's attract-mode demo as an input movie.
#include <cstdio>
#include <string>

#include "cli_files.h"
#include "command.h"
#include "solidtile/io/atomic_file.h"
#include "solidtile/io/game_demo.h"
#include "solidtile/io/movie.h"

namespace {
using namespace solidtile;
using namespace solidtile::cli;

int run(const Args& args);

const Command kImportDemo{
    "import-demo",
    "import-demo DEMO.bin --game sonic1|sonic2|sonic3k [-o MOVIE.txt]",
    "Reads a game's attract-mode demo as an input movie",
    "Reads the (buttons, duration) byte pairs a game's demo player walks\n"
    "(Sonic 1's demodata/*.bin; Sonic 2's demo scripts as bytes) and writes the\n"
    "frames the game plays: one frame with no keys for the player's step at level\n"
    "load, then every pair held for its frames, up to the game's demo timer and\n"
    "the one-second fade-out (Sonic 1 1856 frames, Sonic 2 1700). Up, Down, Left\n"
    "and Right keep their keys; A, B and C are J; Start is dropped. The movie's\n"
    "header names the game's profile and \"presses held\": the demo player\n"
    "writes the pad as newly pressed on every frame, so a held jump jumps again\n"
    "on landing. Run it with `sim` on the act the game\n"
    "plays it on (Sonic 1: GHZ1, MZ1, SYZ1; Sonic 2: EHZ1, CPZ1, ARZ1, CNZ1).\n"
    "S&K's (Levels/AIZ/Demodata/1.bin and the other per-frame ones) are a first\n"
    "byte, then the pad held each frame, a key pressed when the byte before did\n"
    "not hold it (\"presses down\"), up to the demo timer (1800 frames, with no\n"
    "fade-out).\n\n"
    "  --game sonic1|sonic2|sonic3k  whose demo player to follow (Sonic 1 and 2\n"
    "                           time the first pair differently; S&K reads a byte\n"
    "                           a frame)\n"
    "  -o, --output MOVIE.txt   the movie to write (atomically); without it the\n"
    "                           movie goes to stdout and the summary to stderr\n\n"
    "A file that is empty, has an odd number of bytes or is over 64 KiB is\n"
    "refused. See docs/formats.md, \"Game demo\".",
    run};

int run(const Args& args) {
  std::string demo;
  ImportOutput out;  // optional here: the movie goes to stdout without it
  out.noun = "movie file";
  out.example = "MOVIE.txt";
  std::optional<io::DemoGame> game;
  const int e = parseOperandAndOptions(kImportDemo, args, "demo file", demo, [&](std::string_view a, auto v) {
    if (a != "--game") return out.take(kImportDemo, a, v, false);
    game = v ? io::parseDemoGame(*v) : std::nullopt;
    return game ? kExitOk : usageError(kImportDemo, "--game needs sonic1, sonic2 or sonic3k");
  });
  if (e != kExitOk) return e;
  const std::string& output = out.path;
  if (!game) return usageError(kImportDemo, "no game given (--game sonic1, sonic2 or sonic3k)");
  std::string why;
  const std::optional<std::string> bytes = io::readFile(demo, io::kMaxDemoFileBytes, &why);
  if (!bytes) {
    std::fprintf(stderr, "%s: %s\n", demo.c_str(), why.c_str());
    return kExitFailed;
  }
  const io::DemoResult r = io::decodeGameDemo(*bytes, *game);
  if (!r.movie) {
    std::fputs(io::describe(demo, r.problems).c_str(), stderr);
    return kExitFailed;
  }
  const io::DemoSummary& s = r.summary;
  std::string summary = (output.empty() ? demo : output) + ": " + std::to_string(r.movie->frames.size()) + " frames (" +
                        std::to_string(io::kDemoLeadFrames) + " at level load, " + std::to_string(s.demoFrames) +
                        " of demo), " +
                        std::to_string(s.pairsPlayed) + " of " + std::to_string(s.pairs) +
                        (*game == io::DemoGame::Sonic3K ? " pad bytes played; " : " pairs played; ") +
                        (s.endedByTimer ? "the demo timer ends it" : "the file ends before the demo timer");
  if (s.startFrames) summary += "; Start dropped on " + std::to_string(s.startFrames) + " frames";
  if (output.empty()) {
    std::fputs(io::formatMovie(*r.movie).c_str(), stdout);
    std::fprintf(stderr, "%s\n", summary.c_str());
    return kExitOk;
  }
  if (!writeOrReport(output, io::formatMovie(*r.movie))) return kExitFailed;
  std::printf("%s\n", summary.c_str());
  return kExitOk;
}

[[maybe_unused]] const bool registered = registerCommand(kImportDemo);

}  // namespace

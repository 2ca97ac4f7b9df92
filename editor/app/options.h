// The editor's command line.
#pragma once

#include <filesystem>
#include <optional>
#include <string>

namespace solidtile::editor {

struct Options {
  std::optional<std::filesystem::path> level;  // absent: the shipped demo level
  std::filesystem::path screenshot;            // --screenshot OUT.png
  int frames = 3;                              // --frames N, with --screenshot
  int benchFrames = 0;                         // --bench-frames N
  // --bench-action: what the scripted user does during the --bench-frames
  // frames (synthetic pointer events through the same path as real ones).
  enum class BenchAction { None, Idle, Paint, Pan, Zoom, Scrub } benchAction = BenchAction::None;
  int width = 1280;                            // --size WxH
  int height = 720;
  double zoom = 0;                             // --zoom Z; 0 = whole level
  std::optional<std::pair<double, double>> viewAt;  // --view X,Y: level pixel at the canvas's top-left
  int hillsWidth = 0;                          // --hills WxH: a generated level instead of a file
  int hillsHeight = 0;
  std::optional<int> mask;                     // --mask N: start with mask N in the open mask editor
  bool printLayout = false;                    // --print-layout: where the canvas is, for GUI tests
  bool fullRedraw = false;                     // --full-redraw: no kept frame, no kept level picture
  std::optional<std::filesystem::path> movie;  // --movie FILE: an input movie on the debugger's timeline
  int frame = 0;                               // --frame N: the debugger's cursor at start
  std::optional<std::filesystem::path> compare;  // --compare TRACE.csv: a comparison trace in the debugger
  std::optional<std::pair<int, int>> start;    // --start X,Y: the debugger's player placed there
  bool box = false;                            // --controller box: the debugger simulates the box
  // --shot-path: where F12 writes (the same file each time); without it each
  // F12 writes the next solidtile-screenshot-NNN.png in the working directory.
  std::filesystem::path shotPath;
  bool scripted() const { return !screenshot.empty() || benchFrames > 0; }
};

// nullopt with `why` (a usage message) on a bad command line; `help` for --help.
std::optional<Options> parseOptions(int argc, char** argv, std::string* why, bool* help);
const char* usage();

}  // namespace solidtile::editor

// --bench-action: a scripted user for frame-time measurements. Each frame it
// adds pointer events (the ones GLFW would deliver for a real hand) to the
// frame's input, so painting, panning and zooming run through the canvas's
// own code; it times every whole main-loop iteration in CPU time (all
// threads, so llvmpipe's rasterising counts) and wall time.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "session/input_events.h"
#include "app/options.h"
#include "model/viewport.h"

namespace solidtile::editor {

class FrameBench {
 public:
  FrameBench(Options::BenchAction action, int frames) : action_(action), frames_(frames) {}

  // The events of loop iteration `frame` over a canvas at `canvas` (window pixels).
  // `tilePixels`: a tile's size on screen, so a paint stroke moves a tile a frame.
  void addEvents(int frame, const CanvasRect& canvas, double tilePixels, InputEvents& out);
  // Scrub: the debugger frame loop iteration `frame` puts the cursor on, as a
  // drag of the timeline's slider from end to end and back over 4 s would.
  std::optional<std::size_t> scrubTo(int frame, std::size_t movieFrames) const;
  // Called once per loop iteration, at the same point, with how many pixels the
  // frame drew again (the rest were kept from the last frame); warm-up frames are dropped.
  void frameDone(double redrawnPixels);
  bool finished() const { return static_cast<int>(cpuMs_.size()) >= frames_; }
  // Median and 95th percentile, one line each for CPU (process, main thread) and wall.
  std::string summary() const;

 private:
  Options::BenchAction action_;
  int frames_;
  int seen_ = 0;
  double lastCpu_ = -1, lastThread_ = 0, lastWall_ = 0;
  std::vector<double> cpuMs_, threadMs_, wallMs_, redrawn_;
};

const char* benchActionName(Options::BenchAction a);

}  // namespace solidtile::editor

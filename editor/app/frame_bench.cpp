#include "app/frame_bench.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <ctime>

namespace solidtile::editor {
namespace {

// GLFW's button numbers (left, right, middle), so this file needs no GLFW header.
constexpr int kLeft = 0, kRight = 1, kMiddle = 2;
// The first frames upload the level and build fonts: not what an edit costs.
constexpr int kWarmupFrames = 10;
// Events start once the panels have laid the canvas out.
constexpr int kFirstActionFrame = 3;
constexpr int kStrokeFrames = 60;

double clockMs(clockid_t id) {
  timespec t{};
  clock_gettime(id, &t);
  return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
}

double wallMs() {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

double percentile(std::vector<double> v, double p) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  const auto i = static_cast<std::size_t>(std::min<double>(static_cast<double>(v.size()) - 1, std::floor(p * static_cast<double>(v.size()))));
  return v[i];
}

}  // namespace

const char* benchActionName(Options::BenchAction a) {
  switch (a) {
    case Options::BenchAction::Idle: return "idle";
    case Options::BenchAction::Paint: return "paint";
    case Options::BenchAction::Pan: return "pan";
    case Options::BenchAction::Zoom: return "zoom";
    case Options::BenchAction::Scrub: return "scrub";
    case Options::BenchAction::None: break;
  }
  return "none";
}

void FrameBench::addEvents(int frame, const CanvasRect& c, double tilePixels, InputEvents& out) {
  if (frame < kFirstActionFrame || c.w < 64 || c.h < 64) return;
  const int t = frame - kFirstActionFrame;
  const double cx = c.x + c.w / 2, cy = c.y + c.h / 2;
  switch (action_) {
    case Options::BenchAction::Paint: {
      // Strokes of a tile a frame along a row; every other stroke erases what
      // the one before painted, so each frame changes a tile.
      const int stroke = t / kStrokeFrames, at = t % kStrokeFrames;
      const int button = stroke % 2 == 0 ? kLeft : kRight;
      const double step = std::max(1.0, tilePixels);
      // Across the canvas, and on to the next row down at its edge.
      const double span = c.w - 40;
      const double x = c.x + 20 + std::fmod(at * step, span);
      const double y = c.y + c.h * (0.2 + 0.1 * ((stroke / 2) % 4)) + std::floor(at * step / span) * step;
      out.push_back({InputEvent::Move, 0, 0, x, y});
      if (at == 0) out.push_back({InputEvent::Press, button, 0, x, y});
      if (at == kStrokeFrames - 1) out.push_back({InputEvent::Release, button, 0, x, y});
      break;
    }
    case Options::BenchAction::Pan: {
      // A middle-button drag swinging 300 px either side of where it started, 10 px a frame.
      if (t == 0) out.push_back({InputEvent::Press, kMiddle, 0, cx, cy});
      const int phase = t % 120;
      const double dx = 10.0 * (phase < 30 ? phase : phase < 90 ? 60 - phase : phase - 120);
      out.push_back({InputEvent::Move, 0, 0, cx + dx, cy + dx / 3});
      break;
    }
    case Options::BenchAction::Zoom:
      // The wheel: four notches in, four out, over the canvas's centre.
      if (t == 0) out.push_back({InputEvent::Move, 0, 0, cx, cy});
      out.push_back({InputEvent::Scroll, 0, 0, 0, t % 8 < 4 ? 1.0 : -1.0});
      break;
    case Options::BenchAction::Idle:
    case Options::BenchAction::Scrub:
    case Options::BenchAction::None:
      break;
  }
}

std::optional<std::size_t> FrameBench::scrubTo(int frame, std::size_t movieFrames) const {
  if (action_ != Options::BenchAction::Scrub || frame < kFirstActionFrame) return std::nullopt;
  constexpr int kSweep = 120;
  const int t = (frame - kFirstActionFrame) % (2 * kSweep);
  const int along = t < kSweep ? t : 2 * kSweep - t;
  return movieFrames * static_cast<std::size_t>(along) / kSweep;
}

void FrameBench::frameDone(double redrawnPixels) {
  const double cpu = clockMs(CLOCK_PROCESS_CPUTIME_ID), thread = clockMs(CLOCK_THREAD_CPUTIME_ID), wall = wallMs();
  if (seen_++ > kWarmupFrames) {
    cpuMs_.push_back(cpu - lastCpu_);
    threadMs_.push_back(thread - lastThread_);
    wallMs_.push_back(wall - lastWall_);
    redrawn_.push_back(redrawnPixels);
  }
  lastCpu_ = cpu;
  lastThread_ = thread;
  lastWall_ = wall;
}

std::string FrameBench::summary() const {
  char text[512];
  std::snprintf(text, sizeof text,
                "action %s  frames %zu\n"
                "cpu    median %.3f ms  p95 %.3f ms  (all threads)\n"
                "main   median %.3f ms  p95 %.3f ms  (main thread's CPU)\n"
                "wall   median %.3f ms  p95 %.3f ms\n"
                "redraw median %.0f px  p95 %.0f px  (drawn again; the rest of the frame is kept)\n",
                benchActionName(action_), cpuMs_.size(), percentile(cpuMs_, 0.5), percentile(cpuMs_, 0.95),
                percentile(threadMs_, 0.5), percentile(threadMs_, 0.95), percentile(wallMs_, 0.5), percentile(wallMs_, 0.95),
                percentile(redrawn_, 0.5), percentile(redrawn_, 0.95));
  return text;
}

}  // namespace solidtile::editor

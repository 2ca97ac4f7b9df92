// The time a `sim` run took, wall and CPU: wall time is what a user waits,
// CPU time is what compares runs on a loaded machine (issue 15).
#pragma once

#include <time.h>

#include <chrono>
#include <cstdio>

namespace solidtile::cli {

class RunTimer {
 public:
  RunTimer() : wall_(std::chrono::steady_clock::now()), cpu_(cpuNow()) {}

  // "N frames in W s (F frames/s), C ns a frame CPU[, trace included]" on stderr.
  void report(long frames, bool traced) const {
    const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - wall_).count();
    const double cpu = cpuNow() - cpu_;
    const double perSecond = wall > 0 ? static_cast<double>(frames) / wall : 0.0;
    const double nsPerFrame = frames > 0 ? cpu * 1e9 / static_cast<double>(frames) : 0.0;
    std::fprintf(stderr, "solidtile sim: %ld frames in %.3f s (%.0f frames/s), %.1f ns a frame CPU%s\n", frames, wall,
                 perSecond, nsPerFrame, traced ? ", trace included" : "");
  }

 private:
  static double cpuNow() {
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
  }
  std::chrono::steady_clock::time_point wall_;
  double cpu_;
};

}  // namespace solidtile::cli

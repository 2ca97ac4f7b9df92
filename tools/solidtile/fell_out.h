// `solidtile sim`: what both run loops say when the run ends before the movie does.
#pragma once

#include <cstdio>
#include <string>

namespace solidtile::cli {

// On stderr: the frame the run ended on and the rule that ended it.
inline void sayFellOut(long frame, const char* what, int yPixels, const std::string& rule) {
  std::fprintf(stderr, "solidtile sim: fell out of the level at frame %ld (%s at y %d, %s); the run stops there\n", frame,
               what, yPixels, rule.c_str());
}

// On stderr: another end than a fall (crushed, killed, the goal reached),
// the frame and what ended it.
inline void sayRunEnded(const char* how, long frame, const std::string& what) {
  std::fprintf(stderr, "solidtile sim: %s at frame %ld (%s); the run stops there\n", how, frame, what.c_str());
}

}  // namespace solidtile::cli

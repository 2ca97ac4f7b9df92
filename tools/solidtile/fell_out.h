// `solidtile sim`: what both run loops say when the character leaves the level.
#pragma once

#include <cstdio>
#include <string>

namespace solidtile::cli {

// On stderr: the frame the run ended on and the rule that ended it.
inline void sayFellOut(long frame, const char* what, int yPixels, const std::string& rule) {
  std::fprintf(stderr, "solidtile sim: fell out of the level at frame %ld (%s at y %d, %s); the run stops there\n", frame,
               what, yPixels, rule.c_str());
}

}  // namespace solidtile::cli

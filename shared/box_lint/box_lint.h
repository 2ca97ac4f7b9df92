// Lint for levels played by the box controller (platformer.md): the places
// where the level and the BoxConfig disagree with seed 001's and 002's rules.
// The editor lists the findings with jump-to (View > Box lint) and `solidtile
// check --box` prints them: code both programs share, so it lives below both.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "solidtile/box/box_config.h"
#include "solidtile/level/level.h"

namespace solidtile::lint {

struct BoxLintIssue {
  enum Kind {
    SteepForSpeed,        // steepest gradient x top speed >= M: walking down leaves the ground (001's margin rule)
    SmallDrop,            // a drop 0 < d < M: the box snaps down it instead of falling
    SlopeEndsMidway,      // a slope run stopping at neither tile edge (002: runs should not end midway)
    SlopeWithoutSupport,  // a slope piece with no solid tile under it (001's map rule)
    UnreachablePlatform,  // a one-way platform higher than the jump over every floor near it
  } kind;
  int layer = 0;      // the path; -1 for an object
  int tx = 0, ty = 0; // the tile (objects: the tile under its first waypoint)
  int object = -1;    // the object's index for an object's finding
  std::string message;
};
const char* boxLintKindName(BoxLintIssue::Kind k);  // steep_for_speed, small_drop, ...

// How high a standing jump takes the box's bottom (subpixels) and the frames to its apex.
struct JumpReach {
  Sub height = 0;
  int frames = 0;
};
JumpReach jumpReach(const BoxConfig& cfg);

// Every finding on every path, in reading order per kind; stops after `limit`.
std::vector<BoxLintIssue> lintBoxLevel(const Level& level, const BoxConfig& cfg, std::size_t limit = 500);

}  // namespace solidtile::lint

// The shipped levels, built from shape stamps, and the table of their features.
#pragma once

#include <string>
#include <vector>

#include "solidtile/level/level.h"
#include "solidtile/sonic/sensor.h"

namespace solidtile::demo {

// A line a sensor cast must meet at a known pixel: what the docs promise.
struct Probe {
  Dir dir = Dir::Down;
  int x = 0, y = 0;  // anchor
  int edge = 0;      // first solid pixel along dir (a row for Down/Up, a column for Left/Right)
  int layer = 0;
};

struct Feature {
  std::string name;
  int x0 = 0, x1 = 0;   // pixels, inclusive
  std::string surface;  // where to stand or what to hit, in pixels
  std::vector<Probe> probes;
};

struct BuiltLevel {
  std::string name;
  Level level;
  std::vector<Feature> features;
};

BuiltLevel buildDemo();
BuiltLevel buildFlat();
// The box controller's demo (version 2: tags and objects), box_demo_level.cpp.
BuiltLevel buildBoxDemo();
// The Sonic player among objects (version 2: objects), objects_demo_level.cpp.
BuiltLevel buildObjectsDemo();
// The Sonic player and the object kinds (version 6: springs, spikes, slopes), kinds_demo_level.cpp.
BuiltLevel buildKindsDemo();

// Every probe's cast; one line per miss, empty when all hold.
std::vector<std::string> checkProbes(const BuiltLevel& b);

}  // namespace solidtile::demo

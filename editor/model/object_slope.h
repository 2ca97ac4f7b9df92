// A sloped object's heights (level format 6, objects.h: one height per 2 px
// column) as the O tool edits them: on and off, presets, one column, a stroke
// drawn across the panel's height graph, and the top outline the canvas draws.
// Each function returns a well-formed object (objectProblem empty when the
// input was), every height clamped to the format's 0..min(h, 127); the panel
// wraps the result in an ObjectEditCommand. GL-free, tested headless.
#pragma once

#include <cstdint>
#include <vector>

#include "solidtile/level/objects.h"

namespace solidtile::editor {

// The highest a column may stand: min(h, 127) pixels above the bottom edge.
int slopeMostHeight(const SolidObject& o);
// Only a block at least one column (2 px) wide takes a slope: the games'
// springs and spikes read a flat top.
bool canSlope(const SolidObject& o);

enum class SlopePreset : std::uint8_t { Flat, RampUp, RampDown, Hill, Valley };
inline constexpr SlopePreset kSlopePresets[] = {SlopePreset::Flat, SlopePreset::RampUp, SlopePreset::RampDown,
                                                SlopePreset::Hill, SlopePreset::Valley};
const char* slopePresetName(SlopePreset p);  // "flat", "ramp up", "ramp down", "hill", "valley"
// The preset's heights for `columns` columns up to `most`, each a straight
// line rounded to whole pixels: a ramp from 0 at its low edge to `most` at the
// high one, a hill from 0 at both edges to `most` in the middle, a valley the
// other way up, flat all `most` (the object's top, as with no slope).
std::vector<std::uint8_t> slopePresetHeights(SlopePreset p, int columns, int most);

// On: a flat object gets the ramp up (a sloped one is left as it is); off:
// the flat top back. An object that cannot slope comes back unchanged.
SolidObject withSlope(const SolidObject& o, bool on);
SolidObject withSlopePreset(const SolidObject& o, SlopePreset p);
// Column `column` at `height`, clamped; a column outside the table changes nothing.
SolidObject withSlopeHeight(const SolidObject& o, int column, int height);
// The heights on the straight line from (c0, h0) to (c1, h1), both ends
// included, so a fast pointer leaves no column out; columns outside the
// table are skipped and heights clamped.
SolidObject withSlopeStroke(const SolidObject& o, int c0, int h0, int c1, int h1);

// The column and height under a point of the height graph, given as the
// fractions fx, fy (0..1, from its top-left; outside is clamped): columns
// share the width evenly, height `most` at the top and 0 at the bottom.
struct SlopeCell {
  int column = 0, height = 0;
  bool operator==(const SlopeCell&) const = default;
};
SlopeCell slopeCellAt(const SolidObject& o, double fx, double fy);

// The top the object's slope draws, as runs of columns of one height: pixels
// x0..x1 from its left edge (an odd width's last pixel goes with the last
// column, as slopeColumnAt reads it) whose surface is `depth` below its top.
// A flat object is one run at depth 0.
struct SlopeRun {
  int x0 = 0, x1 = 0, depth = 0;
  bool operator==(const SlopeRun&) const = default;
};
std::vector<SlopeRun> slopeRuns(const SolidObject& o);

}  // namespace solidtile::editor

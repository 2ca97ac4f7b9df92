// What the physics debugger steps: "a controller". The timeline, the canvas
// overlay, the inspector, breakpoints and the trace export speak to this one
// interface; each character (sonic_controller.h, box_controller.h) is one
// implementation in its own file, the way a profiler's timeline items share a
// base. A new thing that steps adds a file here and a member of the
// Timeline's controller list, not a branch in every panel.
//
// Frame k is the state after k steps (frame 0 the start); input row k is what
// the step from frame k to k + 1 reads. A controller keeps a small state per
// frame, so rewinding is copying one, and its step appends without allocating
// beyond the history's own growth.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "model/breakpoints.h"
#include "model/debug_shapes.h"
#include "model/geometry.h"
#include "model/input_track.h"
#include "solidtile/io/movie.h"
#include "solidtile/sonic/run.h"

namespace solidtile::editor {

// The characters the debugger can step (docs/box.md for the box). Input,
// cursor, markers and breakpoints are shared by all.
enum class Controller : std::uint8_t { Sonic, Box };
inline constexpr std::size_t kControllerCount = 2;
const char* controllerName(Controller c);  // "Sonic", "Box"
// The one after `c`, wrapping: what the debugger's controller switch picks.
Controller nextController(Controller c);

// The inspector's views. A controller lists the ones it has; the panel draws
// each, so it never asks which character it is showing. Events and Plots read
// any controller through this interface; the Sonic player's own kept views
// append as frames are stepped (history_views.h), for its hour-long runs.
enum class InspectorTab : std::uint8_t {
  SonicState, Sensors, SonicEvents, SonicPlots, Physics,  // the Sonic player's
  BoxState, Probes, BoxConfig,                              // the box's
  Events, Plots, Breaks, View,                              // any controller's
};
struct InspectorTabSpec {
  InspectorTab tab;
  const char* label;
};

// A plotted quantity: its name and unit in the plot's caption.
struct PlotSpec {
  Quantity quantity;
  const char* name;
  const char* unit;
};

// One field of a frame's state as the inspector lists it.
struct StateRow {
  const char* name;  // "x", "path", ...
  bool changed;      // differs from the frame before
  std::string text;
};

// What only some controllers have. A view that shows one asks for it, not
// for a kind of controller.
enum class Capability : std::uint8_t {
  Phases,       // a step can be walked phase by phase
  BranchGhost,  // another input branch's run is drawn as a path
  Comparison,   // a comparison trace (solidtile sim's columns) can be loaded beside the run
};

// What the overlay draws beside the controller's own history.
struct OverlayRequest {
  std::size_t frame = 0;
  std::optional<int> phase;  // inside the step from `frame`, when the controller has phases
  std::span<const PathPoint> ghostPath;
  std::size_t ghostChangedFrom = 0;
  std::span<const PathPoint> branchPath;
  std::span<const PathPoint> comparisonPath;
  std::size_t comparisonDivergesAt = SIZE_MAX;
  const PathPoint* comparisonNow = nullptr;
  std::optional<PixelRect> view;  // the level pixels on the canvas
};

class DebugController {
 public:
  virtual ~DebugController() = default;

  virtual Controller kind() const = 0;
  virtual const char* subject() const = 0;  // "The player": what the status line says fell out
  virtual bool has(Capability c) const = 0;

  // The level it steps in and the input it reads: the timeline binds them
  // before the first reset and keeps both where they are while it lives.
  void bind(const Level& level, const InputTrack& track) {
    level_ = &level;
    track_ = &track;
  }

  // --- The history.
  virtual void reset(const RunSpec& start) = 0;  // forgets all but frame 0, made again from `start`
  virtual void truncate(std::size_t keep) = 0;   // keeps frames [0, keep), keep >= 1; nothing past size()
  virtual void stepOnce() = 0;                   // appends the step of the last frame by its input row
  virtual std::size_t size() const = 0;          // frames [0, size()) are known
  // The first frame whose step may read a tile of `r`; size() when none.
  virtual std::size_t firstTouching(TileRect r) const = 0;
  virtual bool outOfLevel(std::size_t frame) const = 0;
  // How the run ended at `frame` (outOfLevel), as the status line says it
  // after the subject: "fell out of the level" unless the controller knows
  // another end (the Sonic player's crush, death or goal).
  virtual std::string endedHow(std::size_t /*frame*/) const { return "fell out of the level"; }
  virtual std::size_t memoryBytes() const = 0;  // heap bytes of the history (capacities)

  // --- One frame (simulated).
  virtual PathPoint centre(std::size_t frame) const = 0;  // subpixels: the ghost's and the follow's point
  virtual PixelRect body(std::size_t frame) const = 0;    // level pixels the character covers, for hit tests
  virtual std::vector<StateRow> stateRows(std::size_t frame) const = 0;  // the inspector's rows
  // Breakpoint fields: a quantity as thresholds read it, and the enabled
  // breakpoints the step into `frame` (>= 1) fires.
  virtual std::int32_t quantity(std::size_t frame, Quantity q) const = 0;
  virtual void checkBreakpoints(const Breakpoints& b, std::size_t frame, std::vector<BreakHit>& hits) const = 0;
  // The events of the step into `frame` (none for frame 0).
  virtual std::size_t eventCount(std::size_t frame) const = 0;
  virtual std::string eventText(std::size_t frame, std::size_t i) const = 0;
  // Re-steps into `frame` (>= 1) with every detail, for the overlay and the
  // inspector; one frame is cached until the next call for another or an edit.
  virtual void record(std::size_t frame) const = 0;
  virtual DebugShapes overlay(const OverlayRequest& r, const DebugOverlayOptions& o) const = 0;
  // The step into `frame`'s phases when it has them (0 otherwise), and one
  // phase's name and the character's centre after it.
  virtual int phaseCount(std::size_t frame) const = 0;
  virtual const char* phaseName(std::size_t frame, int phase) const = 0;
  virtual PathPoint phaseCentre(std::size_t frame, int phase) const = 0;

  // --- Export: exactly `solidtile sim`'s trace for this controller.
  virtual std::string traceHeader() const = 0;
  virtual void appendTraceRow(std::string& out, std::size_t frame) const = 0;
  virtual float plotValue(std::size_t frame, Quantity q) const = 0;
  virtual std::span<const PlotSpec> plots() const = 0;
  virtual std::span<const InspectorTabSpec> inspectorTabs() const = 0;
  virtual const char* inspectorId() const = 0;  // the tab bar's: each controller keeps its own selected tab
  // The movie header's fields of this controller (its kind, the Sonic player's profile).
  virtual void describe(io::MovieHeader& h) const = 0;

  // When a held key counts as pressed (a movie's "presses" line); the timeline resets after setting it.
  void setPresses(Presses p) { presses_ = p; }
  Presses presses() const { return presses_; }

  std::uint64_t stepsSimulated() const { return steps_; }
  std::uint64_t recordsComputed() const { return recordSteps_; }

 protected:
  const Level& level() const { return *level_; }
  Input inputAt(std::size_t row) const { return track_->at(row); }

  const Level* level_ = nullptr;
  const InputTrack* track_ = nullptr;
  std::uint64_t steps_ = 0;
  mutable std::uint64_t recordSteps_ = 0;
  Presses presses_ = Presses::OnKeyDown;
};

}  // namespace solidtile::editor

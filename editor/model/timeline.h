// The physics debugger's model: one level, an input track, and the chosen
// controller's state at every frame (debug_controller.h), so stepping back is
// copying a state.
// Frame k is the state after k steps (frame 0 the start); row k of the input
// track is what the step from frame k to k + 1 holds.
//
// Edits only forget: changing input row k keeps frames 0..k and drops the
// rest; simulate() (once per UI frame, after commands) re-steps from there.
// Moving the cursor simulates up to it; a frame is readable once isSimulated()
// says so. The simulation is a cache of (level, config, start,
// input), so none of it belongs in the undo history.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "model/box_controller.h"
#include "model/breakpoints.h"
#include "model/debug_controller.h"
#include "model/geometry.h"
#include "model/input_track.h"
#include "model/markers.h"
#include "model/sonic_controller.h"
#include "solidtile/io/movie.h"
#include "solidtile/sonic/run.h"

namespace solidtile::editor {

// One hour at 60 Hz. A state per frame costs about 50 bytes with its events
// and sensors (memoryBytes), so an hour's history is some 11 MB: far below
// what keyframes and re-simulation would be worth, and scrubbing stays a copy.
inline constexpr std::size_t kHourOfFrames = 60 * 60 * 60;

struct TimelineOptions {
  std::size_t maxFrames = kHourOfFrames;
};

// Where the player went before the last change to what is simulated (a level
// edit, its undo or redo, the config, the start), so the editor can draw the
// old path next to the new one. One undo step is one change: the ghost of a
// brush stroke is the path before the whole stroke, and after Ctrl+Z it is
// the path before the undo (the edited level's).
struct Ghost {
  using Point = PathPoint;
  std::size_t firstChangedFrame = 0;  // frames before it are the same in the new run
  std::vector<Point> path;            // the old run's centre at frames 0..path.size() - 1
  std::string cause;                  // the change it is the path before: "Brush", "Undo Brush", "physics settings"
};

// The change an edit belongs to. Edits with the same non-zero id (one undo
// step's, e.g. a stroke drawn over many UI frames) keep one ghost.
struct SimulationChange {
  std::uint64_t id = 0;  // 0: a change of its own
  std::string what;      // becomes Ghost::cause
};

struct RunResult {
  enum class Stop : std::uint8_t {
    Breakpoint,  // hits says which
    FrameLimit,  // ran maxFrames frames without a hit
    Cap,         // the timeline is as long as it may be
    OutOfLevel,  // the character is out of the level (Sonic's outOfLevel, boxOutOfLevel)
  };
  Stop stop = Stop::FrameLimit;
  std::size_t frame = 0;  // where the cursor stopped
  std::vector<BreakHit> hits;
};

class Timeline {
 public:
  // The timeline reads `level` as it steps: the owner keeps it alive and
  // reports its edits (tilesChanged, levelChanged), or rebinds with setLevel.
  Timeline(const Level& level, const PlayerConfig& cfg, TimelineOptions options = {});
  // The controllers point at the input track, which stays put when the timeline moves.
  Timeline(const Timeline&) = delete;
  Timeline& operator=(const Timeline&) = delete;
  Timeline(Timeline&&) = default;
  Timeline& operator=(Timeline&&) = default;

  // --- What is simulated. Each forgets the whole history.
  void setLevel(const Level& level);  // another level: the ghost goes too
  void setStart(const RunSpec& start, const SimulationChange& change = {{}, "test start"});  // the level's start point, or a placed position
  const Level& level() const { return *level_; }
  // Goes up whenever what a run from the start gives may have changed (level,
  // config or start; not the input), so runs of other inputs can be cached.
  std::uint64_t simulationVersion() const { return simulationVersion_; }
  const PlayerConfig& config() const { return sonic_.config(); }
  // Switching the controller forgets the history and the ghost; the input stays.
  void setController(Controller c);
  Controller controller() const { return active_; }
  // The controller stepped: what every view reads its frames through.
  const DebugController& active() const { return *controllers()[static_cast<std::size_t>(active_)]; }
  // Each controller's own views (the Sonic player's sensors and phases, the
  // box's probes); their histories are current only while they are active().
  const SonicController& sonic() const { return sonic_; }
  const BoxController& box() const { return box_; }
  const BoxConfig& boxConfig() const { return box_.config(); }
  const RunSpec& start() const { return start_; }

  // --- Level and config edits: the old path is kept as the ghost.
  // Tiles in `r` changed on any layer. Returns the first frame whose state
  // may differ: the first whose player box, grown by the sensors' reach and
  // its speed, touches them. Nothing when no simulated frame does.
  // Edits between two simulate() calls (one brush stroke) keep one ghost: the
  // run before the first of them.
  // Edits of one SimulationChange keep one ghost, the run before the first.
  std::optional<std::size_t> tilesChanged(TileRect r, const SimulationChange& change = {});
  // Masks, switchers, the start point or size changed: everything from frame 0.
  void levelChanged(const SimulationChange& change = {});
  void setConfig(const PlayerConfig& cfg, const SimulationChange& change = {{}, "physics settings"});
  // A movie's "presses" line: under EveryHeldFrame every held key is pressed on every frame, as the
  // games' demo players feed the pad; both controllers and the branch ghosts play so.
  void setPresses(Presses p, const SimulationChange& change = {{}, "presses"});
  Presses presses() const { return sonic_.presses(); }
  // Keeps the ghost when the box is simulated.
  void setBoxConfig(const BoxConfig& cfg, const SimulationChange& change = {{}, "box config"});
  const std::optional<Ghost>& ghost() const { return ghost_; }
  void clearGhost() { ghost_.reset(); }

  // --- The cursor. frameCount() is the input track's length; frames 0..frameCount() exist.
  std::size_t frameCount() const { return track_->size(); }
  std::size_t maxFrames() const { return options_.maxFrames; }
  bool atCap() const { return track_->size() >= options_.maxFrames; }
  std::size_t cursor() const { return cursor_; }
  // Plays the track's row at the cursor; at its end appends a row of no input.
  // False (nothing moves) at the cap.
  bool stepForward();
  // Records `live` into the row at the cursor, then steps: playing with a pad.
  bool stepForward(Input live);
  bool stepBack();  // false at frame 0
  void jumpTo(std::size_t frame);  // clamped to frameCount()
  void restart() { cursor_ = 0; }
  // Steps until a breakpoint fires (the cursor stops on that frame), maxFrames
  // have passed, or the cap is reached. Past the track's end, rows of no input are appended.
  RunResult runUntilBreak(std::size_t maxFrames);

  // --- The history.
  void simulate();                          // up to frameCount()
  void simulateTo(std::size_t frame);       // up to min(frame, frameCount())
  // At most `budget` more frames towards frameCount(): the editor's once per
  // UI frame, so re-stepping an hour after an edit near its start spreads over
  // a few UI frames instead of stalling one.
  void simulateAhead(std::size_t budget) { simulateTo(simulated() - 1 + budget); }
  // Frames [0, simulated()) of the chosen controller are known.
  std::size_t simulated() const { return active().size(); }
  bool isSimulated(std::size_t frame) const { return frame < simulated(); }
  // The enabled breakpoints the step into `frame` (>= 1, simulated) fires.
  void checkBreakpoints(std::size_t frame, std::vector<BreakHit>& hits) const;
  // The character has left the level by `frame` (simulated): the Sonic
  // player below the bottom edge by more than fallOutMargin, the box with its
  // top at or below it (physics). Later steps change nothing.
  bool outOfLevel(std::size_t frame) const;
  // The first simulated frame out of the level, if any (the frame the event fired).
  std::optional<std::size_t> firstOutOfLevel() const;
  // For tests and the status bar: steps run into the history, and re-steps for records.
  std::uint64_t stepsSimulated() const;
  std::uint64_t recordsComputed() const;
  // Goes up whenever frames leave the history (an edit, a new level or
  // start): views built from it start again; otherwise it only grows.
  std::uint64_t forgets() const { return forgets_; }
  // Heap bytes the history, input track and ghost hold (capacities, not sizes).
  std::size_t memoryBytes() const;

  // --- Input. Each edit keeps the history up to the first row it changed.
  // Editing past the end grows the track; false, and no change, past the cap.
  const InputTrack& inputs() const { return *track_; }
  Input input(std::size_t row) const { return track_->at(row); }
  bool setInput(std::size_t row, Input keys);
  bool setButtons(std::size_t row, Input buttons, bool down);
  bool toggleButtons(std::size_t row, Input buttons);
  bool paintButtons(std::size_t first, std::size_t count, Input buttons, bool down);
  bool insertRows(std::size_t at, std::size_t count, Input fill = 0);
  void deleteRows(std::size_t first, std::size_t count);
  std::vector<Input> copyRows(std::size_t first, std::size_t count) const { return track_->copy(first, count); }
  bool pasteRows(std::size_t at, std::span<const Input> rows, PasteMode mode);
  // Rows [at, at + count) become `rows` (undo and redo of the edits above).
  void spliceRows(std::size_t at, std::size_t count, std::span<const Input> rows);

  // Whether the track differs from the movie last loaded or saved (a fresh
  // timeline counts as a saved empty movie). Rows of no input at the end do
  // not count: stepping past the end appends them without recording anything.
  bool inputsUnsaved() const;
  void markInputsSaved();

  // Input movies in the `solidtile sim` format. A bad or too long movie
  // changes nothing and says why, naming the line. The movie's header, when
  // it has one, sets the controller, the start (a placed one), and the
  // profile and character (the physics settings).
  // `header`, when given, receives the header that was applied.
  bool loadMovie(std::string_view text, std::string* why);
  bool loadMovieFile(const std::filesystem::path& path, std::string* why, io::MovieHeader* header = nullptr);
  // Written with the header of what is simulated: the controller, the placed
  // start (none for the level's), and for the Sonic player the profile and
  // the character (when the settings are a profile's, as that character).
  io::MovieHeader movieHeader() const;
  std::string movieText() const;
  bool saveMovieFile(const std::filesystem::path& path, std::string* why);

  // --- Debugging aids.
  Breakpoints breakpoints;
  Markers markers;

  // --- Export (these simulate the whole track first).
  // Exactly the bytes `solidtile sim` writes for this level, movie, start and
  // profile (with --controller box and the box config for the box): up to
  // the frame the character fell out of the level, if it did.
  std::string trace();
  // Over the simulated frames, for plots.
  std::vector<float> series(Quantity q) const;  // the box's x, y, vx, vy for the box

 private:
  bool fits(std::size_t rows) const { return rows <= options_.maxFrames; }
  // After the track changed: the history stays true for frames 0..row.
  void inputChanged(InputTrack::Changed row);
  // Keeps frames [0, keep); keep 0 re-makes the start state too.
  void forgetFrom(std::size_t keep);
  void keepGhost(std::size_t firstChanged, const SimulationChange& change);
  void applyHeader(const io::MovieHeader& h);
  std::size_t firstTouching(TileRect r) const;
  bool takeMovie(io::MovieResult m, const std::string& source, std::string* why, io::MovieHeader* header = nullptr);

  const Level* level_;
  TimelineOptions options_;
  RunSpec start_;
  std::unique_ptr<InputTrack> track_ = std::make_unique<InputTrack>();
  std::vector<Input> savedInputs_;  // trimmed of trailing rows of no input
  std::size_t cursor_ = 0;

  // Every controller, indexed by Controller. Every edit forgets in all of
  // them, so none keeps frames of an old level or input.
  std::array<DebugController*, kControllerCount> controllers() { return {&sonic_, &box_}; }
  std::array<const DebugController*, kControllerCount> controllers() const { return {&sonic_, &box_}; }
  DebugController& stepped() { return *controllers()[static_cast<std::size_t>(active_)]; }

  SonicController sonic_;
  BoxController box_;
  Controller active_ = Controller::Sonic;

  std::optional<Ghost> ghost_;
  std::uint64_t ghostChange_ = 0;  // the SimulationChange::id the ghost was taken for
  std::uint64_t simulationVersion_ = 1;
  std::uint64_t forgets_ = 0;
};

}  // namespace solidtile::editor

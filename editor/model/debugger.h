// The physics debugger's session: the timeline bound to the document's level,
// playback (play, pause, speed, the fixed 60 Hz accumulator), what paused it,
// and what the overlay shows. None of it is in the undo history: it is a
// cache of the level, the config and the input.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "model/comparison_trace.h"
#include "model/sonic_overlay.h"
#include "model/document.h"
#include "model/input_branches.h"
#include "model/timeline.h"

namespace solidtile::editor {

inline constexpr std::array<double, 6> kPlaybackSpeeds = {0.125, 0.25, 0.5, 1, 2, 4};
const char* speedLabel(double speed);  // "1/8x" .. "4x"

// "Landed (sensor A, floor)", "|gsp| < 2.5"
std::string describeCondition(const BreakCondition& c);
class Debugger {
 public:
  static constexpr double kStepSeconds = 1.0 / 60;
  // A slow machine catches up at most this many steps per drawn frame and
  // drops the rest, instead of falling ever further behind.
  static constexpr int kMaxStepsPerFrame = 16;

  explicit Debugger(const Level& level) : timeline(level, defaultPlayerConfig()) {}

  Timeline timeline;
  // The debugger's panels and overlay. A fresh start shows the editing
  // layout (the Tile panel with the solidity key); playing or stepping shows it.
  bool visible = false;
  bool playing = false;
  bool recording = false;  // while playing, held keys are written into the track
  bool follow = true;      // the view keeps the player in sight
  int speedIndex = 3;      // into kPlaybackSpeeds: 1x
  DebugOverlayOptions overlay;
  ComparisonTrace comparison;  // File > Load comparison trace
  InputBranches branches;
  BranchGhostCache branchGhost;  // the path of branches.ghost, kept until it changes
  std::string pauseReason;  // why playback stopped by itself, for the status line

  // After the document's commands ran: level edits (including undo and redo)
  // re-simulate from the first frame they can change, a new document rebinds.
  // Frames past the cursor are stepped kSimulateAheadFrames a call (a few ms).
  static constexpr std::size_t kSimulateAheadFrames = 20'000;
  void syncWithDocument(Document& doc);

  // Another level: its own profile and controller (guide and Sonic when it
  // names none); the old level's test start and comparison trace go. Before
  // the timeline is bound to it, so no ghost of the old level remains.
  void forgetLevel(const io::LevelFile& file);

  // Sonic or the box: pauses, leaves any phase and shows the debugger; the
  // input track, markers and breakpoints stay.
  void setController(Controller c);

  void play();
  void pause() { playing = false; }
  void togglePlay() { playing ? pause() : play(); }
  double speed() const { return kPlaybackSpeeds[static_cast<std::size_t>(speedIndex)]; }
  void faster() { speedIndex = std::min(speedIndex + 1, static_cast<int>(kPlaybackSpeeds.size()) - 1); }
  void slower() { speedIndex = std::max(speedIndex - 1, 0); }

  // Wall time passed while playing; steps every 1/60 s of it scaled by the
  // speed. `live` is the keys held now, recorded when `recording`. Returns
  // the steps taken; pauses (with pauseReason) on a breakpoint, the cap or
  // the character falling out of the level, and then turns REC off (saying so).
  int advance(double seconds, Input live);
  // Single steps by hand: no breakpoints, playback pauses.
  void stepForward();
  void stepBack();
  // Inside a frame (Shift+. and Shift+,): from frame k forward through the
  // phases of the step from k (all but the last, whose state is frame k + 1)
  // to frame k + 1; back the same way.
  void stepPhaseForward();
  void stepPhaseBack();
  // The phase of the step from the cursor's frame being shown, if any.
  std::optional<int> phase() const;
  // Steps until a breakpoint fires, the character falls out of the level or `frames` pass.
  void runToBreak(std::size_t frames);

  // The player at a placed position instead of the level's start (K and a
  // click); shows the debugger, at frame 0 when it was closed.
  void placePlayer(int x, int y);
  void useLevelStart();
  bool placed() const { return timeline.start().startX.has_value(); }

  const std::vector<BreakHit>& lastHits() const { return hits_; }

  // A REC take runs from playback with REC starting to playback or REC
  // stopping. Once it ended, this gives the track as it was before it (once),
  // so the take can become one undo step.
  std::optional<std::vector<Input>> finishedTake();

 private:
  bool step(std::optional<Input> live);
  void describeHits();
  // Playback stopped by itself: says why, and ends a REC take with REC off.
  void stopPlaying(std::string why);
  std::string outOfLevelReason() const;

  void trackTake();

  // Phases of the step from frame k shown, where k is phaseFrame_.
  int shownPhases() const;
  std::optional<int> phase_;
  std::size_t phaseFrame_ = 0;

  double accumulator_ = 0;
  std::vector<BreakHit> hits_;
  std::optional<std::vector<Input>> takeBefore_;  // the track when the running take began
  std::optional<std::vector<Input>> takeDone_;
};

}  // namespace solidtile::editor

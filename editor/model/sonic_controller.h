// The Sonic player as the debugger's controller: its state at every frame,
// the events and sensors of each step, and the step re-made with every cast
// and phase for the frame being inspected (debug_controller.h).
#pragma once

#include <cassert>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "model/debug_controller.h"
#include "solidtile/camera/camera.h"
#include "solidtile/sonic/player.h"
#include "solidtile/sonic/step_record.h"

namespace solidtile::editor {

// The sensors read at most the tile under their anchor and the next one, so a
// tile edit farther than this from the player's box cannot change the step.
inline constexpr int kSensorReachTiles = 2;

struct FrameEvent {
  std::size_t frame = 0;
  Event event;
};

// "path switched: 0 -> 1", "mode changed: floor -> right wall".
std::string describeEvent(const Event& e);

class SonicController final : public DebugController {
 public:
  explicit SonicController(const PlayerConfig& cfg) : cfg_(cfg), cameraCfg_(cameraConfigFor(cfg.profile)) {}

  const PlayerConfig& config() const { return cfg_; }
  void setConfig(const PlayerConfig& cfg) {
    cfg_ = cfg;
    cameraCfg_ = cameraConfigFor(cfg.profile);
  }
  // The game's camera after each frame, moved by the profile's camera rules:
  // stepped on from the nearest kept camera at or before the frame (one kept
  // every kCameraEvery frames), as the camera follows from the states alone.
  CameraState camera(std::size_t frame) const;
  // A camera a frame would cost 80 bytes, more than half a PlayerState: the
  // hour's history stays under two states a frame (TimelineHour.*).
  static constexpr std::size_t kCameraEvery = 64;
  const CameraConfig& cameraConfig() const { return cameraCfg_; }

  // The Sonic player's own views (sensors, phases, comparison traces).
  const PlayerState& state(std::size_t frame) const {
    assert(frame < states_.size() && "simulate() before reading a frame past an edit");
    return states_[frame];
  }
  std::span<const PlayerState> states() const { return states_; }
  // The level's object state (object_state.h) at `frame`: slotCount() slots.
  ConstObjectSlots objectSlots(std::size_t frame) const {
    assert(frame < states_.size());
    return ConstObjectSlots(slots_).subspan(frame * slotCount_, slotCount_);
  }
  std::span<const Event> events(std::size_t frame) const;
  SensorSet usedSensorsAt(std::size_t frame) const {
    assert(frame < used_.size());
    return used_[frame];
  }
  // The step into `frame` (>= 1) with every cast and phase; cached for one frame.
  const StepRecord& stepRecord(std::size_t frame) const;
  std::vector<FrameEvent> eventLog() const;

  Controller kind() const override { return Controller::Sonic; }
  const char* subject() const override { return "The player"; }
  bool has(Capability) const override { return true; }
  void reset(const RunSpec& start) override;
  void truncate(std::size_t keep) override;
  void stepOnce() override;
  std::size_t size() const override { return states_.size(); }
  std::size_t firstTouching(TileRect r) const override;
  bool outOfLevel(std::size_t frame) const override { return state(frame).outOfLevel; }
  std::string endedHow(std::size_t frame) const override;
  std::size_t memoryBytes() const override;
  PathPoint centre(std::size_t frame) const override { return {state(frame).x, state(frame).y}; }
  PixelRect body(std::size_t frame) const override;
  std::vector<StateRow> stateRows(std::size_t frame) const override;
  std::int32_t quantity(std::size_t frame, Quantity q) const override { return quantityValue(state(frame), q); }
  void checkBreakpoints(const Breakpoints& b, std::size_t frame, std::vector<BreakHit>& hits) const override;
  std::size_t eventCount(std::size_t frame) const override { return events(frame).size(); }
  std::string eventText(std::size_t frame, std::size_t i) const override { return describeEvent(events(frame)[i]); }
  void record(std::size_t frame) const override { stepRecord(frame); }
  DebugShapes overlay(const OverlayRequest& r, const DebugOverlayOptions& o) const override;
  int phaseCount(std::size_t frame) const override { return stepRecord(frame).phaseCount - 1; }
  const char* phaseName(std::size_t frame, int phase) const override;
  PathPoint phaseCentre(std::size_t frame, int phase) const override;
  std::string traceHeader() const override;
  void appendTraceRow(std::string& out, std::size_t frame) const override;
  float plotValue(std::size_t frame, Quantity q) const override { return editor::plotValue(state(frame), q); }
  std::span<const PlotSpec> plots() const override;
  std::span<const InspectorTabSpec> inspectorTabs() const override;
  const char* inspectorId() const override { return "inspector"; }
  void describe(io::MovieHeader& h) const override;

 private:
  PlayerConfig cfg_;
  CameraConfig cameraCfg_;
  // One entry per simulated frame, so they truncate together.
  std::vector<PlayerState> states_;
  // The object slots of every frame, slotCount_ a frame, back to back: one
  // copy of a few bytes a step, and none for a level without stateful objects.
  std::vector<ObjectSlot> slots_;
  std::size_t slotCount_ = 0;
  mutable std::vector<ObjectSlot> recordSlots_;  // stepRecord's copy of the frame before
  std::vector<CameraState> cameras_;  // frames 0, kCameraEvery, 2 * kCameraEvery, ...
  // The camera at the last frame, kept while the level's objects exist by its
  // place (object_loading.h), whose every step moves it; liveKnown_ false
  // after a truncate until the next step works it out again.
  CameraState liveCamera_;
  bool liveKnown_ = false;
  std::vector<std::uint32_t> eventsEnd_;  // events of frame k: [eventsEnd_[k-1], eventsEnd_[k])
  std::vector<SensorSet> used_;
  std::vector<Event> events_;
  StepRecord scratch_;  // filled by every history step; a member so it is not re-made per call

  mutable StepRecord record_;
  mutable std::size_t recordFrame_ = 0;  // 0: none cached (frame 0 has no step)
};

}  // namespace solidtile::editor

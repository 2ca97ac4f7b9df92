// The box controller as the debugger's controller (docs/box.md): the box's
// state at every frame and the events of each step, so stepping back is
// copying a state, and the step re-made with every probe for the frame being
// inspected (debug_controller.h).
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "model/debug_controller.h"
#include "solidtile/box/box.h"

namespace solidtile::editor {

struct BoxFrameEvent {
  std::size_t frame = 0;
  BoxEvent event;
};

// The centre of the box in a state, subpixels.
inline Sub boxCentreX(const BoxState& s, const BoxConfig& cfg) { return s.x + boxSize(cfg).w * kSubPerPixel / 2; }
inline Sub boxCentreY(const BoxState& s, const BoxConfig& cfg) { return s.y + boxSize(cfg).h * kSubPerPixel / 2; }

class BoxController final : public DebugController {
 public:
  const BoxConfig& config() const { return cfg_; }
  void setConfig(const BoxConfig& cfg) { cfg_ = cfg; }

  // The box's own views (probes, the config panel).
  const BoxState& state(std::size_t frame) const;
  std::span<const BoxState> states() const { return states_; }
  std::span<const BoxEvent> events(std::size_t frame) const;  // of the step into `frame`; none for 0
  const BoxRecord& stepRecord(std::size_t frame) const;        // cached for one frame
  std::vector<BoxFrameEvent> eventLog() const;

  Controller kind() const override { return Controller::Box; }
  const char* subject() const override { return "The box"; }
  bool has(Capability) const override { return false; }
  // As `solidtile sim --controller box`: the start point is the box's top-left.
  void reset(const RunSpec& start) override;
  void truncate(std::size_t keep) override;
  void stepOnce() override;
  std::size_t size() const override { return states_.size(); }
  // The box, grown by the probes' reach and the speeds it can reach in a
  // step, touches the tiles at that step's start or end.
  std::size_t firstTouching(TileRect r) const override;
  bool outOfLevel(std::size_t frame) const override { return boxOutOfLevel(state(frame), level()); }
  std::size_t memoryBytes() const override;
  PathPoint centre(std::size_t frame) const override;
  PixelRect body(std::size_t frame) const override;
  std::vector<StateRow> stateRows(std::size_t frame) const override;
  std::int32_t quantity(std::size_t frame, Quantity q) const override { return quantityValue(state(frame), q); }
  void checkBreakpoints(const Breakpoints& b, std::size_t frame, std::vector<BreakHit>& hits) const override;
  std::size_t eventCount(std::size_t frame) const override { return events(frame).size(); }
  std::string eventText(std::size_t frame, std::size_t i) const override { return boxEventName(events(frame)[i]); }
  void record(std::size_t frame) const override { stepRecord(frame); }
  DebugShapes overlay(const OverlayRequest& r, const DebugOverlayOptions& o) const override;
  // The box's step is one pass after another with nothing to stop between.
  int phaseCount(std::size_t) const override { return 0; }
  const char* phaseName(std::size_t, int) const override { return ""; }
  PathPoint phaseCentre(std::size_t frame, int) const override { return centre(frame); }
  std::string traceHeader() const override;
  void appendTraceRow(std::string& out, std::size_t frame) const override;
  float plotValue(std::size_t frame, Quantity q) const override { return editor::plotValue(state(frame), q); }
  std::span<const PlotSpec> plots() const override;
  std::span<const InspectorTabSpec> inspectorTabs() const override;
  const char* inspectorId() const override { return "boxinspector"; }
  void describe(io::MovieHeader& h) const override { h.controller = io::MovieController::Box; }

 private:
  BoxConfig cfg_ = defaultBoxConfig();
  std::vector<BoxState> states_;
  std::vector<std::uint32_t> eventsEnd_;  // events of frame k: [eventsEnd_[k-1], eventsEnd_[k])
  std::vector<BoxEvent> events_;
  BoxRecord scratch_;
  mutable BoxRecord record_;
  mutable std::size_t recordFrame_ = 0;  // 0: none cached
};

}  // namespace solidtile::editor

#include "model/box_controller.h"

#include <algorithm>
#include <array>
#include <cassert>
#include <cstdlib>

#include "model/box_overlay.h"
#include "model/box_state_rows.h"
#include "solidtile/io/box_trace.h"

namespace solidtile::editor {
namespace {

int floorDiv(int a, int b) { return a >= 0 ? a / b : -((-a + b - 1) / b); }

// Tiles the box's step reads beyond its own: the floor probes' rows below it,
// the head and wall passes' next tile, the ledge window and ladder above.
constexpr int kBoxReachTiles = 2;

constexpr std::array<PlotSpec, 3> kPlots = {{{Quantity::Xsp, "vx", "px/frame"},
                                             {Quantity::Ysp, "vy", "px/frame"},
                                             {Quantity::Y, "y", "px"}}};

constexpr std::array<InspectorTabSpec, 7> kTabs = {{{InspectorTab::BoxState, "Box"},
                                                    {InspectorTab::Probes, "Probes"},
                                                    {InspectorTab::Events, "Events"},
                                                    {InspectorTab::Plots, "Plots"},
                                                    {InspectorTab::BoxConfig, "Box config"},
                                                    {InspectorTab::Breaks, "Breaks"},
                                                    {InspectorTab::View, "View"}}};

}  // namespace

void BoxController::reset(const RunSpec& start) {
  states_.assign(1, spawnBox(start.startX.value_or(level().startX), start.startY.value_or(level().startY)));
  eventsEnd_.assign(1, 0);
  events_.clear();
  recordFrame_ = 0;
}

void BoxController::truncate(std::size_t keep) {
  if (keep >= 1 && keep < states_.size()) {
    states_.resize(keep);
    eventsEnd_.resize(keep);
    events_.resize(eventsEnd_.back());
  }
  if (recordFrame_ >= keep) recordFrame_ = 0;
}

void BoxController::stepOnce() {
  BoxState s = states_.back();
  beforeStep(s, presses_);
  stepBox(s, level(), cfg_, inputAt(states_.size() - 1), &scratch_);
  states_.push_back(s);
  events_.insert(events_.end(), scratch_.events, scratch_.events + scratch_.eventCount);
  eventsEnd_.push_back(static_cast<std::uint32_t>(events_.size()));
  ++steps_;
}

const BoxState& BoxController::state(std::size_t frame) const {
  assert(frame < states_.size() && "simulate() before reading a frame past an edit");
  return states_[frame];
}

std::span<const BoxEvent> BoxController::events(std::size_t frame) const {
  if (frame == 0 || frame >= states_.size()) return {};
  return std::span<const BoxEvent>(events_).subspan(eventsEnd_[frame - 1], eventsEnd_[frame] - eventsEnd_[frame - 1]);
}

const BoxRecord& BoxController::stepRecord(std::size_t frame) const {
  assert(frame >= 1 && frame < states_.size());
  if (recordFrame_ != frame) {
    BoxState s = states_[frame - 1];
    beforeStep(s, presses_);
    stepBox(s, level(), cfg_, inputAt(frame - 1), &record_);
    recordFrame_ = frame;
    ++recordSteps_;
  }
  return record_;
}

std::vector<BoxFrameEvent> BoxController::eventLog() const {
  std::vector<BoxFrameEvent> log;
  log.reserve(events_.size());
  for (std::size_t k = 1; k < states_.size(); ++k) {
    for (const BoxEvent e : events(k)) log.push_back({k, e});
  }
  return log;
}

std::size_t BoxController::firstTouching(TileRect r) const {
  const BoxSize size = boxSize(cfg_);
  const int fastest = std::max({cfg_.walkSpeed, cfg_.jumpSpeed, cfg_.maxFall, cfg_.ladderSpeed, cfg_.stairStepX * kSubPerPixel,
                                cfg_.stairStepY * kSubPerPixel, cfg_.snapMargin});
  const int reach = kBoxReachTiles * kTileSize + (fastest + kSubPerPixel - 1) / kSubPerPixel + 1;
  for (std::size_t j = 0; j + 1 < states_.size(); ++j) {
    const BoxState& a = states_[j];
    const BoxState& b = states_[j + 1];
    // The step's real displacement may exceed the config's speeds (a platform's carry).
    const int moved = (std::max(std::abs(b.vx), std::abs(b.vy)) + kSubPerPixel - 1) / kSubPerPixel;
    const int grow = reach + moved;
    const int left = std::min(pixelOf(a.x), pixelOf(b.x)) - grow;
    const int right = std::max(pixelOf(a.x), pixelOf(b.x)) + size.w + grow;
    const int top = std::min(pixelOf(a.y), pixelOf(b.y)) - grow;
    const int bottom = std::max(pixelOf(a.y), pixelOf(b.y)) + size.h + grow;
    if (floorDiv(right, kTileSize) >= r.x0 && floorDiv(left, kTileSize) <= r.x1 &&
        floorDiv(bottom, kTileSize) >= r.y0 && floorDiv(top, kTileSize) <= r.y1) {
      return j + 1;
    }
  }
  return states_.size();
}

std::size_t BoxController::memoryBytes() const {
  return states_.capacity() * sizeof(BoxState) + eventsEnd_.capacity() * sizeof(std::uint32_t) +
         events_.capacity() * sizeof(BoxEvent);
}

PathPoint BoxController::centre(std::size_t frame) const {
  const BoxState& s = state(frame);
  return {boxCentreX(s, cfg_), boxCentreY(s, cfg_)};
}

PixelRect BoxController::body(std::size_t frame) const { return boxRect(state(frame), cfg_); }

std::vector<StateRow> BoxController::stateRows(std::size_t frame) const {
  return boxStateRows(state(frame), frame > 0 ? state(frame - 1) : state(frame));
}

void BoxController::checkBreakpoints(const Breakpoints& b, std::size_t k, std::vector<BreakHit>& hits) const {
  b.checkBox({states_[k - 1], states_[k], events(k)}, hits);
}

DebugShapes BoxController::overlay(const OverlayRequest& r, const DebugOverlayOptions& o) const {
  const std::size_t k = r.frame;
  BoxDebugFrame f;
  f.now = &state(k);
  f.record = k > 0 ? &stepRecord(k) : nullptr;
  f.config = &cfg_;
  f.level = &level();
  f.history = states().subspan(0, k + 1);
  f.ghostPath = r.ghostPath;
  f.ghostChangedFrom = r.ghostChangedFrom;
  return buildBoxShapes(f, o);
}

std::string BoxController::traceHeader() const { return io::boxTraceHeader(); }

void BoxController::appendTraceRow(std::string& out, std::size_t frame) const {
  io::appendBoxTraceRow(out, static_cast<long>(frame), state(frame));
}

std::span<const PlotSpec> BoxController::plots() const { return kPlots; }
std::span<const InspectorTabSpec> BoxController::inspectorTabs() const { return kTabs; }

}  // namespace solidtile::editor

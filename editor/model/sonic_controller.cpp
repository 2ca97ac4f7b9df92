#include "model/sonic_controller.h"

#include <algorithm>
#include <array>
#include <cstdlib>

#include "model/phase_step.h"
#include "model/sonic_overlay.h"
#include "model/sonic_state_rows.h"
#include "solidtile/io/trace.h"
#include "solidtile/sonic/run.h"

namespace solidtile::editor {
namespace {

int floorDiv(int a, int b) { return a >= 0 ? a / b : -((-a + b - 1) / b); }

// How far a state may move in one step, rounded up to whole pixels.
int speedPixels(const PlayerState& s) {
  const Sub fastest = std::max({std::abs(s.xsp), std::abs(s.ysp), std::abs(s.gsp)});
  return (fastest + kSubPerPixel - 1) / kSubPerPixel;
}

constexpr std::array<PlotSpec, 4> kPlots = {{{Quantity::Gsp, "gsp", "px/frame"},
                                             {Quantity::Xsp, "xsp", "px/frame"},
                                             {Quantity::Ysp, "ysp", "px/frame"},
                                             {Quantity::Angle, "angle", "byte"}}};

constexpr std::array<InspectorTabSpec, 7> kTabs = {{{InspectorTab::SonicState, "State"},
                                                    {InspectorTab::Sensors, "Sensors"},
                                                    {InspectorTab::SonicEvents, "Events"},
                                                    {InspectorTab::SonicPlots, "Plots"},
                                                    {InspectorTab::Physics, "Physics"},
                                                    {InspectorTab::Breaks, "Breaks"},
                                                    {InspectorTab::View, "View"}}};

// The character `cfg` is its profile's config for, if it is one unedited.
std::optional<Character> characterOf(const PlayerConfig& cfg) {
  for (int i = 0; i < kCharacterCount; ++i) {
    const Character c = static_cast<Character>(i);
    PlayerConfig as = defaultPlayerConfig(cfg.profile);
    applyCharacter(as, c);
    // What applyCharacter sets, then the rest as the built-in profile.
    if (as.standRadiusY != cfg.standRadiusY || as.jmp != cfg.jmp || as.ability != cfg.ability) continue;
    PlayerConfig rest = cfg;
    rest.standRadiusY = defaultPlayerConfig(cfg.profile).standRadiusY;
    rest.jmp = defaultPlayerConfig(cfg.profile).jmp;
    rest.ability = defaultPlayerConfig(cfg.profile).ability;
    if (builtinProfileOf(rest) == cfg.profile) return c;
  }
  return std::nullopt;
}

}  // namespace

std::string describeEvent(const Event& e) {
  std::string s = eventName(e.kind);
  if (e.kind == EventKind::ModeChanged) {
    s += ": ";
    s += modeName(static_cast<Mode>(e.a));
    s += " -> ";
    s += modeName(static_cast<Mode>(e.b));
  } else if (e.kind == EventKind::PathSwitched) {
    s += ": " + std::to_string(e.a) + " -> " + std::to_string(e.b);
  }
  return s;
}

void SonicController::reset(const RunSpec& start) {
  states_.assign(1, startState(level(), cfg_, start));
  slotCount_ = level().objects.slotCount();
  slots_.assign(slotCount_, ObjectSlot{});
  cameras_.assign(1, startCamera(cameraCfg_, level(), states_[0]));
  startObjectLoading(level().objects, cameras_[0], ObjectSlots(slots_));
  liveCamera_ = cameras_[0];
  liveKnown_ = true;
  eventsEnd_.assign(1, 0);
  used_.assign(1, 0);
  events_.clear();
  recordFrame_ = 0;
}

void SonicController::truncate(std::size_t keep) {
  if (keep < states_.size()) {
    states_.resize(keep);
    slots_.resize(keep * slotCount_);
    cameras_.resize(keep == 0 ? 0 : (keep - 1) / kCameraEvery + 1);
    eventsEnd_.resize(keep);
    used_.resize(keep);
    events_.resize(eventsEnd_.back());
  }
  liveKnown_ = false;
  // The record of frame k re-steps from frame k - 1, which is still true below keep.
  if (recordFrame_ >= keep) recordFrame_ = 0;
}

// Recording every step costs about as much as the step itself and gives the
// events log and event breakpoints without stepping twice.
void SonicController::stepOnce() {
  const std::size_t k = states_.size() - 1;
  PlayerState s = states_[k];
  // Frame k's slots, copied on to frame k + 1's, which the step then changes.
  slots_.resize(slots_.size() + slotCount_);
  ObjectSlot* next = slots_.data() + (k + 1) * slotCount_;
  std::copy_n(slots_.data() + k * slotCount_, slotCount_, next);
  beforeStep(s, presses_);
  playerStepFor(cfg_)(s, level(), cfg_, inputAt(k), &scratch_, ObjectSlots(next, slotCount_));
  states_.push_back(s);
  if (level().objects.followsCamera()) {
    if (!liveKnown_) liveCamera_ = camera(k);
    stepCameraAndObjects(liveCamera_, cameraCfg_, level(), s, cfg_, ObjectSlots(next, slotCount_));
    liveKnown_ = true;
  }
  if ((k + 1) % kCameraEvery == 0) {
    CameraState c = camera(k);
    stepCamera(c, cameraCfg_, level(), s, cfg_);
    cameras_.push_back(c);
  }
  events_.insert(events_.end(), scratch_.events, scratch_.events + scratch_.eventCount);
  eventsEnd_.push_back(static_cast<std::uint32_t>(events_.size()));
  used_.push_back(usedSensors(scratch_));
  ++steps_;
}

// The step from frame j reads the level around where the player was and where
// it ends up, and its wall sensors look ahead by the speed it reaches in the
// step: a jump can add the jump speed to what frame j had.
std::size_t SonicController::firstTouching(TileRect r) const {
  const int reach = kSensorReachTiles * kTileSize + static_cast<int>(cfg_.jmp / kSubPerPixel) + 1;
  const int body = std::max({cfg_.standRadiusX, cfg_.standRadiusY, cfg_.rollRadiusX, cfg_.rollRadiusY, cfg_.pushRadius});
  for (std::size_t j = 0; j + 1 < states_.size(); ++j) {
    const PlayerState& a = states_[j];
    const PlayerState& b = states_[j + 1];
    const int grow = body + reach + std::max(speedPixels(a), speedPixels(b));
    const int left = std::min(pixelOf(a.x), pixelOf(b.x)) - grow;
    const int right = std::max(pixelOf(a.x), pixelOf(b.x)) + grow;
    const int top = std::min(pixelOf(a.y), pixelOf(b.y)) - grow;
    const int bottom = std::max(pixelOf(a.y), pixelOf(b.y)) + grow;
    if (floorDiv(right, kTileSize) >= r.x0 && floorDiv(left, kTileSize) <= r.x1 &&
        floorDiv(bottom, kTileSize) >= r.y0 && floorDiv(top, kTileSize) <= r.y1) {
      return j + 1;
    }
  }
  return states_.size();
}

CameraState SonicController::camera(std::size_t frame) const {
  assert(frame < states_.size());
  const std::size_t kept = frame / kCameraEvery;
  assert(kept < cameras_.size());
  CameraState c = cameras_[kept];
  for (std::size_t k = kept * kCameraEvery + 1; k <= frame; ++k) stepCamera(c, cameraCfg_, level(), states_[k], cfg_);
  return c;
}

std::string SonicController::endedHow(std::size_t frame) const {
  const PlayerState& s = state(frame);
  const std::string object = "object #" + std::to_string(s.endedBy);
  switch (s.ended) {
    case RunEnd::Goal: return "reached the goal (" + object + ")";
    case RunEnd::Crushed: return "was crushed (under " + object + ")";
    case RunEnd::Killed: return "was killed (hit by " + object + " with no rings and no shield)";
    case RunEnd::Fell:
    case RunEnd::None: break;
  }
  return "fell out of the level";
}

std::size_t SonicController::memoryBytes() const {
  return states_.capacity() * sizeof(PlayerState) + slots_.capacity() * sizeof(ObjectSlot) +
         cameras_.capacity() * sizeof(CameraState) + eventsEnd_.capacity() * sizeof(std::uint32_t) +
         used_.capacity() * sizeof(SensorSet) + events_.capacity() * sizeof(Event);
}

std::span<const Event> SonicController::events(std::size_t frame) const {
  assert(frame < states_.size());
  if (frame == 0) return {};
  return std::span<const Event>(events_).subspan(eventsEnd_[frame - 1], eventsEnd_[frame] - eventsEnd_[frame - 1]);
}

const StepRecord& SonicController::stepRecord(std::size_t frame) const {
  assert(frame >= 1 && frame < states_.size());
  if (recordFrame_ != frame) {
    PlayerState s = states_[frame - 1];
    const ConstObjectSlots before = objectSlots(frame - 1);
    recordSlots_.assign(before.begin(), before.end());
    beforeStep(s, presses_);
    record_.recordPhases = true;  // one frame, inspected by a person: the phases are worth their copies
    stepPlayer(s, level(), cfg_, inputAt(frame - 1), &record_, recordSlots_);
    recordFrame_ = frame;
    ++recordSteps_;
  }
  return record_;
}

std::vector<FrameEvent> SonicController::eventLog() const {
  std::vector<FrameEvent> log;
  log.reserve(events_.size());
  for (std::size_t k = 1; k < states_.size(); ++k) {
    for (const Event& e : events(k)) log.push_back({k, e});
  }
  return log;
}

PixelRect SonicController::body(std::size_t frame) const { return playerBox(state(frame)); }

std::vector<StateRow> SonicController::stateRows(std::size_t frame) const {
  return sonicStateRows(state(frame), frame > 0 ? state(frame - 1) : state(frame));
}

void SonicController::checkBreakpoints(const Breakpoints& b, std::size_t k, std::vector<BreakHit>& hits) const {
  b.check({states_[k - 1], states_[k], events(k), used_[k]}, hits);
}

DebugShapes SonicController::overlay(const OverlayRequest& r, const DebugOverlayOptions& o) const {
  const std::size_t k = r.frame;
  DebugFrame f;
  StepRecord partial;
  if (r.phase) {
    // Inside the step from k: the player as the phase left it and the casts made so far.
    const StepRecord& rec = stepRecord(k + 1);
    partial = recordUpToPhase(rec, *r.phase);
    f.now = &rec.phases[*r.phase].after;
    f.previous = &state(k);
    f.record = &partial;
  } else {
    f.now = &state(k);
    f.previous = k > 0 ? &state(k - 1) : nullptr;
    f.record = k > 0 ? &stepRecord(k) : nullptr;
  }
  f.history = states().subspan(0, k + 1);
  f.branchPath = r.branchPath;
  f.ghostPath = r.ghostPath;
  f.ghostChangedFrom = r.ghostChangedFrom;
  f.comparisonPath = r.comparisonPath;
  f.comparisonDivergesAt = r.comparisonDivergesAt;
  f.comparisonNow = r.comparisonNow;
  f.view = r.view;
  f.objects = &level().objects;
  f.slots = objectSlots(k);
  f.config = &cfg_;
  const CameraState cam = camera(k);
  f.camera = &cam;
  f.cameraConfig = &cameraCfg_;
  return buildDebugShapes(f, o);
}

const char* SonicController::phaseName(std::size_t frame, int phase) const {
  return solidtile::phaseName(stepRecord(frame).phases[phase].phase);
}

PathPoint SonicController::phaseCentre(std::size_t frame, int phase) const {
  const PlayerState& s = stepRecord(frame).phases[phase].after;
  return {s.x, s.y};
}

std::string SonicController::traceHeader() const { return io::traceHeader(); }

void SonicController::appendTraceRow(std::string& out, std::size_t frame) const {
  io::appendTraceRow(out, static_cast<long>(frame), state(frame));
}

std::span<const PlotSpec> SonicController::plots() const { return kPlots; }
std::span<const InspectorTabSpec> SonicController::inspectorTabs() const { return kTabs; }

void SonicController::describe(io::MovieHeader& h) const {
  h.controller = io::MovieController::Sonic;
  h.profile = cfg_.profile;
  h.character = characterOf(cfg_);
}

}  // namespace solidtile::editor

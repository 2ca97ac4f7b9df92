#include "model/debugger.h"

#include <utility>

#include <algorithm>
#include <cstdio>

namespace solidtile::editor {

const char* speedLabel(double speed) {
  if (speed <= 0.125) return "1/8x";
  if (speed <= 0.25) return "1/4x";
  if (speed <= 0.5) return "1/2x";
  if (speed <= 1) return "1x";
  if (speed <= 2) return "2x";
  return "4x";
}

std::string describeCondition(const BreakCondition& c) {
  if (const auto* e = std::get_if<EventCondition>(&c)) {
    std::string s = eventName(e->kind);
    if (e->sensor || e->mode) {
      s += " (";
      if (e->sensor) {
        s += "sensor ";
        s += sensorName(*e->sensor);
      }
      if (e->sensor && e->mode) s += ", ";
      if (e->mode) s += modeName(*e->mode);
      s += ")";
    }
    return s;
  }
  if (const auto* b = std::get_if<BoxEventCondition>(&c)) return std::string("box: ") + boxEventName(b->event);
  const auto& t = std::get<ThresholdCondition>(c);
  // Appends only: GCC 12 warns falsely (-Wrestrict) on "literal" + std::string.
  std::string name;
  if (t.absolute) name += '|';
  name += quantityName(t.quantity);
  if (t.absolute) name += '|';
  char value[32];
  if (t.quantity == Quantity::Angle) {
    std::snprintf(value, sizeof value, "$%02X", static_cast<unsigned>(t.value) & 0xFFu);
  } else {
    std::snprintf(value, sizeof value, "%s", formatPixels(t.value).c_str());
  }
  name += t.compare == Compare::Below ? " < " : " > ";
  name += value;
  return name;
}

void Debugger::syncWithDocument(Document& doc) {
  const Document::SimulationChanges changes = doc.takeSimulationChanges();
  // The undo step (or undo, or redo) the edits belong to: one ghost each.
  const SimulationChange change{doc.history.changes(), doc.history.lastChange()};
  // Before a fresh level is bound, so the new level's box has no ghost of the old one's.
  if (changes.boxConfig) timeline.setBoxConfig(doc.file.boxConfig.value_or(defaultBoxConfig()), change);
  if (changes.fresh) {
    playing = false;
    forgetLevel(doc.file);
    timeline.setLevel(doc.level());
  } else if (changes.structure) {
    timeline.levelChanged(change);
  } else if (!changes.tiles.empty()) {
    timeline.tilesChanged(changes.tiles, change);
  }
  // Lazy: after an edit only the frames from the first changed one are stepped
  // again; up to the cursor at once, the rest a slice a UI frame.
  timeline.jumpTo(timeline.cursor());
  timeline.simulateAhead(kSimulateAheadFrames);
}

void Debugger::forgetLevel(const io::LevelFile& file) {
  // A test start and a comparison trace are places and runs of the old level;
  // the physics is what the new level says it is designed for.
  phase_.reset();
  timeline.setStart({});
  timeline.setConfig(defaultPlayerConfig(file.profile.value_or(Profile::Guide)));
  timeline.setController(file.controller == io::LevelController::Box ? Controller::Box : Controller::Sonic);
  comparison.clear();
  pauseReason.clear();
}

void Debugger::setController(Controller c) {
  playing = false;
  phase_.reset();
  visible = true;
  timeline.setController(c);
  timeline.jumpTo(timeline.cursor());
}

void Debugger::play() {
  phase_.reset();
  playing = true;
  pauseReason.clear();
  accumulator_ = 0;
}

bool Debugger::step(std::optional<Input> live) {
  const bool moved = live ? timeline.stepForward(*live) : timeline.stepForward();
  if (!moved) {
    stopPlaying("The timeline is full (" + std::to_string(timeline.maxFrames()) + " frames)");
    return false;
  }
  const std::size_t k = timeline.cursor();
  hits_.clear();
  timeline.checkBreakpoints(k, hits_);
  if (!hits_.empty()) {
    describeHits();
    stopPlaying(pauseReason);
    return false;
  }
  if (timeline.outOfLevel(k)) {
    stopPlaying(outOfLevelReason());
    return false;
  }
  return true;
}

std::string Debugger::outOfLevelReason() const {
  const std::size_t at = timeline.firstOutOfLevel().value_or(timeline.cursor());
  return std::string(timeline.active().subject()) + " " + timeline.active().endedHow(at) + " at frame " + std::to_string(at) +
         "; the run stops there";
}

void Debugger::stopPlaying(std::string why) {
  playing = false;
  // A take ends with playback: REC goes off with it, so the keys that drove
  // the player step and scrub again, and the next Space plays instead of
  // starting a second take. The take so far is one undo step.
  if (recording) {
    recording = false;
    why = "Recording stopped (Ctrl+R records again). " + why;
  }
  pauseReason = std::move(why);
}

void Debugger::describeHits() {
  pauseReason = "Break at frame " + std::to_string(timeline.cursor()) + ":";
  for (const BreakHit& h : hits_) {
    for (const Breakpoint& b : timeline.breakpoints.all()) {
      if (b.id == h.id) {
        pauseReason += ' ';
        pauseReason += describeCondition(b.when);
        pauseReason += ';';
      }
    }
  }
  pauseReason.pop_back();
}

void Debugger::trackTake() {
  const bool taking = playing && recording;
  if (taking && !takeBefore_) {
    const std::span<const Input> rows = timeline.inputs().frames();
    takeBefore_.emplace(rows.begin(), rows.end());
  } else if (!taking && takeBefore_) {
    takeDone_ = std::exchange(takeBefore_, std::nullopt);
  }
}

std::optional<std::vector<Input>> Debugger::finishedTake() {
  trackTake();
  return std::exchange(takeDone_, std::nullopt);
}

int Debugger::advance(double seconds, Input live) {
  trackTake();
  if (!playing) {
    accumulator_ = 0;
    return 0;
  }
  accumulator_ = std::min(accumulator_ + seconds * speed(), kMaxStepsPerFrame * kStepSeconds);
  int steps = 0;
  while (accumulator_ >= kStepSeconds && playing) {
    accumulator_ -= kStepSeconds;
    ++steps;
    if (!step(recording ? std::optional<Input>(live) : std::nullopt)) break;
  }
  trackTake();
  return steps;
}

void Debugger::stepForward() {
  playing = false;
  phase_.reset();
  timeline.stepForward();
}

void Debugger::stepBack() {
  playing = false;
  phase_.reset();
  timeline.stepBack();
}

int Debugger::shownPhases() const {
  const std::size_t k = timeline.cursor();
  // A controller whose step has no phases says 0.
  if (k >= timeline.frameCount() || !timeline.isSimulated(k + 1)) return 0;
  return timeline.active().phaseCount(k + 1);
}

std::optional<int> Debugger::phase() const {
  if (!phase_ || phaseFrame_ != timeline.cursor() || *phase_ >= shownPhases()) return std::nullopt;
  return phase_;
}

void Debugger::stepPhaseForward() {
  playing = false;
  const std::optional<int> now = phase();
  if (!now) {
    // The step from the last frame needs its input row: a row of no input, as stepping on would add.
    if (timeline.cursor() == timeline.frameCount()) {
      if (!timeline.stepForward()) return;
      timeline.stepBack();
    }
    timeline.simulateTo(timeline.cursor() + 1);
    phaseFrame_ = timeline.cursor();
    phase_ = 0;
    if (shownPhases() == 0) stepForward();  // a step with no phases (out of the level) moves on whole
    return;
  }
  if (*now + 1 < shownPhases()) {
    phase_ = *now + 1;
  } else {
    stepForward();
  }
}

void Debugger::stepPhaseBack() {
  playing = false;
  const std::optional<int> now = phase();
  if (now) {
    if (*now > 0) {
      phase_ = *now - 1;
    } else {
      phase_.reset();
    }
    return;
  }
  if (timeline.cursor() == 0) return;
  stepBack();
  phaseFrame_ = timeline.cursor();
  const int n = shownPhases();
  if (n > 0) phase_ = n - 1;
}

void Debugger::runToBreak(std::size_t frames) {
  playing = false;
  phase_.reset();
  const RunResult r = timeline.runUntilBreak(frames);
  hits_ = r.hits;
  switch (r.stop) {
    case RunResult::Stop::Breakpoint: describeHits(); break;
    case RunResult::Stop::FrameLimit: pauseReason = "No breakpoint fired in " + std::to_string(frames) + " frames"; break;
    case RunResult::Stop::Cap: pauseReason = "The timeline is full"; break;
    case RunResult::Stop::OutOfLevel: pauseReason = outOfLevelReason(); break;
  }
}

void Debugger::placePlayer(int x, int y) {
  RunSpec s;
  s.startX = x;
  s.startY = y;
  timeline.setStart(s);
  // A test player is for the debugger: show it, and with it closed until now
  // the player where it was placed (frame 0), not some frame of an old run.
  if (!visible) timeline.restart();
  visible = true;
}

void Debugger::useLevelStart() { timeline.setStart({}); }

}  // namespace solidtile::editor

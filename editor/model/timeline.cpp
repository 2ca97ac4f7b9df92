#include "model/timeline.h"

#include <algorithm>
#include <cassert>
#include <cstdlib>

#include "solidtile/io/atomic_file.h"
#include "solidtile/io/box_trace.h"
#include "solidtile/io/movie.h"
#include "solidtile/io/trace.h"

namespace solidtile::editor {

namespace {

int floorDiv(int a, int b) { return a >= 0 ? a / b : -((-a + b - 1) / b); }

// How far a state may move in one step, rounded up to whole pixels.
int speedPixels(const PlayerState& s) {
  const Sub fastest = std::max({std::abs(s.xsp), std::abs(s.ysp), std::abs(s.gsp)});
  return (fastest + kSubPerPixel - 1) / kSubPerPixel;
}

}  // namespace

const char* controllerName(Controller c) { return c == Controller::Box ? "Box" : "Sonic"; }

Timeline::Timeline(const Level& level, const PlayerConfig& cfg, TimelineOptions options)
    : level_(&level), cfg_(cfg), options_(options) {
  forgetFrom(0);
}

// --- What is simulated.

void Timeline::setLevel(const Level& level) {
  level_ = &level;
  ++simulationVersion_;
  ghost_.reset();
  forgetFrom(0);
}

void Timeline::setStart(const RunSpec& start, const SimulationChange& change) {
  start_ = start;
  ++simulationVersion_;
  keepGhost(0, change);
  forgetFrom(0);
}

void Timeline::setConfig(const PlayerConfig& cfg, const SimulationChange& change) {
  cfg_ = cfg;
  ++simulationVersion_;
  keepGhost(0, change);
  forgetFrom(0);
}

void Timeline::setController(Controller c) {
  if (c == controller_) return;
  controller_ = c;
  ++simulationVersion_;
  ghost_.reset();  // a path of the other character compares with nothing
  forgetFrom(0);
}

void Timeline::setBoxConfig(const BoxConfig& cfg, const SimulationChange& change) {
  if (cfg == boxCfg_) return;
  boxCfg_ = cfg;
  if (!isBox()) return;
  ++simulationVersion_;
  keepGhost(0, change);
  forgetFrom(0);
}

// As `solidtile sim --controller box`: the start point is the box's top-left.
BoxState Timeline::boxStart() const {
  return spawnBox(start_.startX.value_or(level_->startX), start_.startY.value_or(level_->startY));
}

void Timeline::levelChanged(const SimulationChange& change) {
  ++simulationVersion_;
  keepGhost(0, change);
  forgetFrom(0);
}

std::optional<std::size_t> Timeline::tilesChanged(TileRect r, const SimulationChange& change) {
  if (r.empty()) return std::nullopt;
  ++simulationVersion_;  // other inputs' runs may touch the tiles even where this one does not
  const std::size_t changed = isBox() ? box_.firstTouching(r, boxCfg_) : firstTouching(r);
  if (changed >= simulated()) return std::nullopt;
  keepGhost(changed, change);
  forgetFrom(changed);
  return changed;
}

// The step from frame j reads the level around where the player was and where
// it ends up, and its wall sensors look ahead by the speed it reaches in the
// step: a jump can add the jump speed to what frame j had.
std::size_t Timeline::firstTouching(TileRect r) const {
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

void Timeline::keepGhost(std::size_t firstChanged, const SimulationChange& change) {
  // More of the change the ghost was taken for (a stroke's next tiles, drawn
  // UI frames later): the ghost stays the run before the change's first edit.
  // The frames before both changed frames are the same in all three runs.
  const bool sameChange = change.id != 0 && change.id == ghostChange_;
  // Or nothing re-simulated since the last ghost was taken (edits in one UI
  // frame): the history is only that ghost's unchanged prefix, and the ghost
  // is still the run before the change.
  if (ghost_ && (sameChange || simulated() <= std::max<std::size_t>(ghost_->firstChangedFrame, 1))) {
    ghost_->firstChangedFrame = std::min(ghost_->firstChangedFrame, firstChanged);
    return;
  }
  ghostChange_ = change.id;
  Ghost g;
  g.cause = change.what;
  g.firstChangedFrame = firstChanged;
  g.path.reserve(simulated());
  if (isBox()) {
    for (const BoxState& s : box_.states()) g.path.push_back({BoxHistory::centreX(s, boxCfg_), BoxHistory::centreY(s, boxCfg_)});
  } else {
    for (const PlayerState& s : states_) g.path.push_back({s.x, s.y});
  }
  ghost_ = std::move(g);
}

// --- The history.

void Timeline::forgetFrom(std::size_t keep) {
  if (keep == 0 || keep < states_.size()) ++forgets_;
  if (keep == 0) {
    box_.reset(boxStart());
  } else {
    box_.truncate(keep);
  }
  if (boxRecordFrame_ >= keep) boxRecordFrame_ = 0;
  if (keep == 0) {
    states_.assign(1, startState(*level_, cfg_, start_));
    eventsEnd_.assign(1, 0);
    used_.assign(1, 0);
    events_.clear();
  } else if (keep < states_.size()) {
    states_.resize(keep);
    eventsEnd_.resize(keep);
    used_.resize(keep);
    events_.resize(eventsEnd_.back());
  }
  // The record of frame k re-steps from frame k - 1, which is still true below keep.
  if (recordFrame_ >= keep) recordFrame_ = 0;
}

void Timeline::simulate() { simulateTo(track_.size()); }

void Timeline::simulateTo(std::size_t frame) {
  frame = std::min(frame, track_.size());
  if (isBox()) {
    while (box_.size() <= frame) {
      box_.stepOnce(*level_, boxCfg_, track_.at(box_.size() - 1));
      ++steps_;
    }
    return;
  }
  // Recording every step costs about as much as the step itself and gives the
  // events log and event breakpoints without stepping twice.
  const PlayerStepFn step = playerStepFor(cfg_);
  while (states_.size() <= frame) {
    const std::size_t k = states_.size() - 1;
    PlayerState s = states_[k];
    step(s, *level_, cfg_, track_.at(k), &scratch_);
    states_.push_back(s);
    events_.insert(events_.end(), scratch_.events, scratch_.events + scratch_.eventCount);
    eventsEnd_.push_back(static_cast<std::uint32_t>(events_.size()));
    used_.push_back(usedSensors(scratch_));
    ++steps_;
  }
}

const PlayerState& Timeline::state(std::size_t frame) const {
  assert(frame < states_.size() && "simulate() before reading a frame past an edit");
  return states_[frame];
}

std::span<const Event> Timeline::events(std::size_t frame) const {
  assert(frame < states_.size());
  if (frame == 0) return {};
  return std::span<const Event>(events_).subspan(eventsEnd_[frame - 1], eventsEnd_[frame] - eventsEnd_[frame - 1]);
}

const StepRecord& Timeline::record(std::size_t frame) const {
  assert(frame >= 1 && frame < states_.size());
  if (recordFrame_ != frame) {
    PlayerState s = states_[frame - 1];
    record_.recordPhases = true;  // one frame, inspected by a person: the phases are worth their copies
    stepPlayer(s, *level_, cfg_, track_.at(frame - 1), &record_);
    recordFrame_ = frame;
    ++recordSteps_;
  }
  return record_;
}

const BoxState& Timeline::boxState(std::size_t frame) const {
  assert(frame < box_.size() && "simulate() before reading a frame past an edit");
  return box_.state(frame);
}

const BoxRecord& Timeline::boxRecord(std::size_t frame) const {
  assert(frame >= 1 && frame < box_.size());
  if (boxRecordFrame_ != frame) {
    BoxState s = box_.state(frame - 1);
    stepBox(s, *level_, boxCfg_, track_.at(frame - 1), &boxRecord_);
    boxRecordFrame_ = frame;
    ++recordSteps_;
  }
  return boxRecord_;
}

bool Timeline::outOfLevel(std::size_t frame) const {
  return isBox() ? boxOutOfLevel(box_.state(frame), *level_) : state(frame).outOfLevel;
}

std::optional<std::size_t> Timeline::firstOutOfLevel() const {
  // Out is for good (the step does nothing more), so the frames out are a suffix.
  const std::size_t n = simulated();
  if (n == 0 || !outOfLevel(n - 1)) return std::nullopt;
  std::size_t lo = 0, hi = n - 1;  // outOfLevel(hi); find the first
  while (lo < hi) {
    const std::size_t mid = lo + (hi - lo) / 2;
    if (outOfLevel(mid)) {
      hi = mid;
    } else {
      lo = mid + 1;
    }
  }
  return hi;
}

void Timeline::checkBreakpoints(std::size_t k, std::vector<BreakHit>& hits) const {
  if (isBox()) {
    breakpoints.checkBox({box_.state(k - 1), box_.state(k), box_.events(k)}, hits);
  } else {
    breakpoints.check({states_[k - 1], states_[k], events(k), used_[k]}, hits);
  }
}

std::size_t Timeline::memoryBytes() const {
  std::size_t n = states_.capacity() * sizeof(PlayerState) + eventsEnd_.capacity() * sizeof(std::uint32_t) +
                  used_.capacity() * sizeof(SensorSet) + events_.capacity() * sizeof(Event) +
                  track_.frames().size() * sizeof(Input) + savedInputs_.capacity() * sizeof(Input);
  if (ghost_) n += ghost_->path.capacity() * sizeof(Ghost::Point);
  return n;
}

// --- The cursor.

bool Timeline::stepForward() {
  if (cursor_ == track_.size()) {
    if (atCap()) return false;
    track_.insert(cursor_, 1);  // a row of no input: what was read past the end anyway
  }
  ++cursor_;
  simulateTo(cursor_);
  return true;
}

bool Timeline::stepForward(Input live) {
  if (cursor_ == track_.size() && atCap()) return false;
  inputChanged(track_.set(cursor_, live));
  ++cursor_;
  simulateTo(cursor_);
  return true;
}

bool Timeline::stepBack() {
  if (cursor_ == 0) return false;
  --cursor_;
  simulateTo(cursor_);
  return true;
}

void Timeline::jumpTo(std::size_t frame) {
  cursor_ = std::min(frame, track_.size());
  simulateTo(cursor_);
}

RunResult Timeline::runUntilBreak(std::size_t maxFrames) {
  RunResult r;
  simulateTo(cursor_ + std::min(maxFrames, options_.maxFrames));
  for (std::size_t i = 0; i < maxFrames; ++i) {
    if (!stepForward()) {
      r.stop = RunResult::Stop::Cap;
      break;
    }
    checkBreakpoints(cursor_, r.hits);
    if (!r.hits.empty()) {
      r.stop = RunResult::Stop::Breakpoint;
      break;
    }
    if (outOfLevel(cursor_)) {
      r.stop = RunResult::Stop::OutOfLevel;
      break;
    }
  }
  r.frame = cursor_;
  return r;
}

// --- Input.

void Timeline::inputChanged(InputTrack::Changed row) {
  std::size_t keep = states_.size();
  if (row) keep = std::min(keep, *row + 1);
  forgetFrom(std::min(keep, track_.size() + 1));
  cursor_ = std::min(cursor_, track_.size());
}

bool Timeline::setInput(std::size_t row, Input keys) {
  if (!fits(row + 1)) return false;
  inputChanged(track_.set(row, keys));
  return true;
}

bool Timeline::setButtons(std::size_t row, Input buttons, bool down) {
  if (!fits(row + 1)) return false;
  inputChanged(track_.setButtons(row, buttons, down));
  return true;
}

bool Timeline::toggleButtons(std::size_t row, Input buttons) {
  if (!fits(row + 1)) return false;
  inputChanged(track_.toggleButtons(row, buttons));
  return true;
}

bool Timeline::paintButtons(std::size_t first, std::size_t count, Input buttons, bool down) {
  if (count > options_.maxFrames || !fits(first + count)) return false;
  inputChanged(track_.paintButtons(first, count, buttons, down));
  return true;
}

bool Timeline::insertRows(std::size_t at, std::size_t count, Input fill) {
  if (count > options_.maxFrames || !fits(track_.size() + count)) return false;
  at = std::min(at, track_.size());
  inputChanged(track_.insert(at, count, fill));
  markers.framesInserted(at, count);
  return true;
}

void Timeline::deleteRows(std::size_t first, std::size_t count) {
  if (first >= track_.size()) return;
  count = std::min(count, track_.size() - first);
  inputChanged(track_.erase(first, count));
  markers.framesErased(first, count);
}

bool Timeline::pasteRows(std::size_t at, std::span<const Input> rows, PasteMode mode) {
  if (rows.size() > options_.maxFrames) return false;
  if (mode == PasteMode::Insert) {
    if (!fits(track_.size() + rows.size())) return false;
    at = std::min(at, track_.size());
    inputChanged(track_.paste(at, rows, mode));
    markers.framesInserted(at, rows.size());
  } else {
    if (!fits(std::max(track_.size(), at + rows.size()))) return false;
    inputChanged(track_.paste(at, rows, mode));
  }
  return true;
}

void Timeline::spliceRows(std::size_t at, std::size_t count, std::span<const Input> rows) {
  const std::span<const Input> now = track_.frames();
  at = std::min(at, now.size());
  count = std::min(count, now.size() - at);
  std::vector<Input> next(now.begin(), now.begin() + static_cast<std::ptrdiff_t>(at));
  next.insert(next.end(), rows.begin(), rows.end());
  next.insert(next.end(), now.begin() + static_cast<std::ptrdiff_t>(at + count), now.end());
  inputChanged(track_.replace(std::move(next)));
}

namespace {

std::span<const Input> withoutTrailingEmptyRows(std::span<const Input> rows) {
  std::size_t n = rows.size();
  while (n > 0 && rows[n - 1] == 0) --n;
  return rows.first(n);
}

}  // namespace

bool Timeline::inputsUnsaved() const {
  const std::span<const Input> now = withoutTrailingEmptyRows(track_.frames());
  return !std::equal(now.begin(), now.end(), savedInputs_.begin(), savedInputs_.end());
}

void Timeline::markInputsSaved() {
  const std::span<const Input> now = withoutTrailingEmptyRows(track_.frames());
  savedInputs_.assign(now.begin(), now.end());
}

bool Timeline::loadMovie(std::string_view text, std::string* why) {
  return takeMovie(io::parseMovie(text, options_.maxFrames), "movie", why);
}

bool Timeline::loadMovieFile(const std::filesystem::path& path, std::string* why, io::MovieHeader* header) {
  // Not io::loadMovie: its frame cap is the format's, and the timeline's is shorter.
  std::string reason;
  const std::optional<std::string> text = io::readFile(path, io::kMaxMovieFileBytes, &reason);
  if (!text) return takeMovie({std::nullopt, {{"", reason}}}, path.string(), why);
  return takeMovie(io::parseMovie(*text, options_.maxFrames), path.string(), why, header);
}

bool Timeline::takeMovie(io::MovieResult m, const std::string& source, std::string* why, io::MovieHeader* header) {
  if (!m.movie) {
    if (why) *why = io::describe(source, m.problems);
    return false;
  }
  applyHeader(m.movie->header);
  if (header) *header = m.movie->header;
  inputChanged(track_.replace(std::move(m.movie->frames)));
  markInputsSaved();
  return true;
}

void Timeline::applyHeader(const io::MovieHeader& h) {
  if (h.controller) setController(*h.controller == io::MovieController::Box ? Controller::Box : Controller::Sonic);
  if (h.start) {
    RunSpec s;
    s.startX = h.start->x;
    s.startY = h.start->y;
    setStart(s, {0, "the movie's start"});
  }
  if (h.profile || h.character) {
    PlayerConfig cfg = defaultPlayerConfig(h.profile.value_or(cfg_.profile));
    applyCharacter(cfg, h.character.value_or(Character::Sonic));
    setConfig(cfg, {0, "the movie's profile"});
  }
}

namespace {

// The character `cfg` is its profile's config for, if it is one unedited.
std::optional<Character> characterOf(const PlayerConfig& cfg) {
  for (int i = 0; i < kCharacterCount; ++i) {
    const Character c = static_cast<Character>(i);
    PlayerConfig as = defaultPlayerConfig(cfg.profile);
    applyCharacter(as, c);
    // What applyCharacter sets, then the rest as the built-in profile.
    if (as.standRadiusY != cfg.standRadiusY || as.jmp != cfg.jmp) continue;
    PlayerConfig rest = cfg;
    rest.standRadiusY = defaultPlayerConfig(cfg.profile).standRadiusY;
    rest.jmp = defaultPlayerConfig(cfg.profile).jmp;
    if (builtinProfileOf(rest) == cfg.profile) return c;
  }
  return std::nullopt;
}

}  // namespace

io::MovieHeader Timeline::movieHeader() const {
  io::MovieHeader h;
  h.controller = isBox() ? io::MovieController::Box : io::MovieController::Sonic;
  if (start_.startX && start_.startY) h.start = io::MovieStart{*start_.startX, *start_.startY};
  if (!isBox()) {
    h.profile = cfg_.profile;
    h.character = characterOf(cfg_);
  }
  return h;
}

std::string Timeline::movieText() const {
  return io::formatMovie(io::Movie{{track_.frames().begin(), track_.frames().end()}, movieHeader()});
}

bool Timeline::saveMovieFile(const std::filesystem::path& path, std::string* why) {
  if (!io::saveMovie(path, io::Movie{{track_.frames().begin(), track_.frames().end()}, movieHeader()}, why)) return false;
  markInputsSaved();
  return true;
}

// --- Export.

std::string Timeline::trace() {
  simulate();
  const std::size_t rows = firstOutOfLevel().value_or(simulated() - 1) + 1;
  if (isBox()) {
    std::string out = io::boxTraceHeader();
    for (std::size_t k = 0; k < rows; ++k) io::appendBoxTraceRow(out, static_cast<long>(k), box_.state(k));
    return out;
  }
  std::string out = io::traceHeader();
  for (std::size_t k = 0; k < rows; ++k) io::appendTraceRow(out, static_cast<long>(k), states_[k]);
  return out;
}

std::vector<float> Timeline::series(Quantity q) const {
  std::vector<float> values;
  values.reserve(simulated());
  if (isBox()) {
    for (const BoxState& s : box_.states()) values.push_back(plotValue(s, q));
    return values;
  }
  for (const PlayerState& s : states_) values.push_back(plotValue(s, q));
  return values;
}

std::vector<FrameEvent> Timeline::eventLog() const {
  std::vector<FrameEvent> log;
  log.reserve(events_.size());
  for (std::size_t k = 1; k < states_.size(); ++k) {
    for (const Event& e : events(k)) log.push_back({k, e});
  }
  return log;
}

std::vector<BoxFrameEvent> Timeline::boxEventLog() const {
  std::vector<BoxFrameEvent> log;
  for (std::size_t k = 1; k < box_.size(); ++k) {
    for (const BoxEvent e : box_.events(k)) log.push_back({k, e});
  }
  return log;
}

}  // namespace solidtile::editor

#include "model/timeline.h"

#include <algorithm>
#include <cassert>
#include <cstdlib>

#include "solidtile/io/atomic_file.h"
#include "solidtile/io/game_demo.h"
#include "solidtile/io/movie.h"

namespace solidtile::editor {

Timeline::Timeline(const Level& level, const PlayerConfig& cfg, TimelineOptions options)
    : level_(&level), options_(options), sonic_(cfg) {
  for (DebugController* c : controllers()) c->bind(level, *track_);
  forgetFrom(0);
}

// --- What is simulated.

void Timeline::setLevel(const Level& level) {
  level_ = &level;
  for (DebugController* c : controllers()) c->bind(level, *track_);
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

void Timeline::setPresses(Presses p, const SimulationChange& change) {
  if (p == presses()) return;
  sonic_.setPresses(p);
  box_.setPresses(p);
  ++simulationVersion_;
  keepGhost(0, change);
  forgetFrom(0);
}

void Timeline::setConfig(const PlayerConfig& cfg, const SimulationChange& change) {
  sonic_.setConfig(cfg);
  ++simulationVersion_;
  keepGhost(0, change);
  forgetFrom(0);
}

void Timeline::setController(Controller c) {
  if (c == active_) return;
  active_ = c;
  ++simulationVersion_;
  ghost_.reset();  // a path of the other character compares with nothing
  forgetFrom(0);
}

void Timeline::setBoxConfig(const BoxConfig& cfg, const SimulationChange& change) {
  if (cfg == box_.config()) return;
  box_.setConfig(cfg);
  if (active_ != Controller::Box) return;  // the box's history is made again when it is chosen
  ++simulationVersion_;
  keepGhost(0, change);
  forgetFrom(0);
}

void Timeline::levelChanged(const SimulationChange& change) {
  ++simulationVersion_;
  keepGhost(0, change);
  forgetFrom(0);
}

std::optional<std::size_t> Timeline::tilesChanged(TileRect r, const SimulationChange& change) {
  if (r.empty()) return std::nullopt;
  ++simulationVersion_;  // other inputs' runs may touch the tiles even where this one does not
  const std::size_t changed = active().firstTouching(r);
  if (changed >= simulated()) return std::nullopt;
  keepGhost(changed, change);
  forgetFrom(changed);
  return changed;
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
  for (std::size_t k = 0; k < simulated(); ++k) g.path.push_back(active().centre(k));
  ghost_ = std::move(g);
}

// --- The history.

void Timeline::forgetFrom(std::size_t keep) {
  if (keep == 0 || keep < simulated()) ++forgets_;
  for (DebugController* c : controllers()) {
    if (keep == 0) {
      c->reset(start_);
    } else {
      c->truncate(keep);
    }
  }
}

void Timeline::simulate() { simulateTo(track_->size()); }

void Timeline::simulateTo(std::size_t frame) {
  frame = std::min(frame, track_->size());
  DebugController& c = stepped();
  while (c.size() <= frame) c.stepOnce();
}

bool Timeline::outOfLevel(std::size_t frame) const {
  return active().outOfLevel(frame);
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
  active().checkBreakpoints(breakpoints, k, hits);
}

std::size_t Timeline::memoryBytes() const {
  std::size_t n = track_->frames().size() * sizeof(Input) + savedInputs_.capacity() * sizeof(Input);
  for (const DebugController* c : controllers()) n += c->memoryBytes();
  if (ghost_) n += ghost_->path.capacity() * sizeof(Ghost::Point);
  return n;
}

// --- The cursor.

bool Timeline::stepForward() {
  if (cursor_ == track_->size()) {
    if (atCap()) return false;
    track_->insert(cursor_, 1);  // a row of no input: what was read past the end anyway
  }
  ++cursor_;
  simulateTo(cursor_);
  return true;
}

bool Timeline::stepForward(Input live) {
  if (cursor_ == track_->size() && atCap()) return false;
  inputChanged(track_->set(cursor_, live));
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
  cursor_ = std::min(frame, track_->size());
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
  std::size_t keep = simulated();
  if (row) keep = std::min(keep, *row + 1);
  forgetFrom(std::min(keep, track_->size() + 1));
  cursor_ = std::min(cursor_, track_->size());
}

bool Timeline::setInput(std::size_t row, Input keys) {
  if (!fits(row + 1)) return false;
  inputChanged(track_->set(row, keys));
  return true;
}

bool Timeline::setButtons(std::size_t row, Input buttons, bool down) {
  if (!fits(row + 1)) return false;
  inputChanged(track_->setButtons(row, buttons, down));
  return true;
}

bool Timeline::toggleButtons(std::size_t row, Input buttons) {
  if (!fits(row + 1)) return false;
  inputChanged(track_->toggleButtons(row, buttons));
  return true;
}

bool Timeline::paintButtons(std::size_t first, std::size_t count, Input buttons, bool down) {
  if (count > options_.maxFrames || !fits(first + count)) return false;
  inputChanged(track_->paintButtons(first, count, buttons, down));
  return true;
}

bool Timeline::insertRows(std::size_t at, std::size_t count, Input fill) {
  if (count > options_.maxFrames || !fits(track_->size() + count)) return false;
  at = std::min(at, track_->size());
  inputChanged(track_->insert(at, count, fill));
  markers.framesInserted(at, count);
  return true;
}

void Timeline::deleteRows(std::size_t first, std::size_t count) {
  if (first >= track_->size()) return;
  count = std::min(count, track_->size() - first);
  inputChanged(track_->erase(first, count));
  markers.framesErased(first, count);
}

bool Timeline::pasteRows(std::size_t at, std::span<const Input> rows, PasteMode mode) {
  if (rows.size() > options_.maxFrames) return false;
  if (mode == PasteMode::Insert) {
    if (!fits(track_->size() + rows.size())) return false;
    at = std::min(at, track_->size());
    inputChanged(track_->paste(at, rows, mode));
    markers.framesInserted(at, rows.size());
  } else {
    if (!fits(std::max(track_->size(), at + rows.size()))) return false;
    inputChanged(track_->paste(at, rows, mode));
  }
  return true;
}

void Timeline::spliceRows(std::size_t at, std::size_t count, std::span<const Input> rows) {
  const std::span<const Input> now = track_->frames();
  at = std::min(at, now.size());
  count = std::min(count, now.size() - at);
  std::vector<Input> next(now.begin(), now.begin() + static_cast<std::ptrdiff_t>(at));
  next.insert(next.end(), rows.begin(), rows.end());
  next.insert(next.end(), now.begin() + static_cast<std::ptrdiff_t>(at + count), now.end());
  inputChanged(track_->replace(std::move(next)));
}

namespace {

std::span<const Input> withoutTrailingEmptyRows(std::span<const Input> rows) {
  std::size_t n = rows.size();
  while (n > 0 && rows[n - 1] == 0) --n;
  return rows.first(n);
}

}  // namespace

bool Timeline::inputsUnsaved() const {
  const std::span<const Input> now = withoutTrailingEmptyRows(track_->frames());
  return !std::equal(now.begin(), now.end(), savedInputs_.begin(), savedInputs_.end());
}

void Timeline::markInputsSaved() {
  const std::span<const Input> now = withoutTrailingEmptyRows(track_->frames());
  savedInputs_.assign(now.begin(), now.end());
}

bool Timeline::loadMovie(std::string_view text, std::string* why) {
  return takeMovie(io::parseMovie(text, options_.maxFrames), "movie", why);
}

bool Timeline::loadMovieFile(const std::filesystem::path& path, std::string* why, io::MovieHeader* header) {
  if (io::isGameDemoPath(path)) {
    io::MovieResult demo = io::loadGameDemo(path, config().profile);
    if (demo.movie && !fits(demo.movie->frames.size())) {
      demo = {std::nullopt, {{"", "holds " + std::to_string(demo.movie->frames.size()) + " frames, more than the timeline's " +
                                      std::to_string(options_.maxFrames)}}};
    }
    return takeMovie(std::move(demo), path.string(), why, header);
  }
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
  inputChanged(track_->replace(std::move(m.movie->frames)));
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
    PlayerConfig cfg = defaultPlayerConfig(h.profile.value_or(config().profile));
    applyCharacter(cfg, h.character.value_or(Character::Sonic));
    setConfig(cfg, {0, "the movie's profile"});
  }
  setPresses(h.presses.value_or(Presses::OnKeyDown), {0, "the movie's presses"});
}

io::MovieHeader Timeline::movieHeader() const {
  io::MovieHeader h;
  active().describe(h);
  if (start_.startX && start_.startY) h.start = io::MovieStart{*start_.startX, *start_.startY};
  if (presses() == Presses::EveryHeldFrame) h.presses = presses();
  return h;
}

std::string Timeline::movieText() const {
  return io::formatMovie(io::Movie{{track_->frames().begin(), track_->frames().end()}, movieHeader()});
}

bool Timeline::saveMovieFile(const std::filesystem::path& path, std::string* why) {
  if (!io::saveMovie(path, io::Movie{{track_->frames().begin(), track_->frames().end()}, movieHeader()}, why)) return false;
  markInputsSaved();
  return true;
}

// --- Export.

std::string Timeline::trace() {
  simulate();
  const std::size_t rows = firstOutOfLevel().value_or(simulated() - 1) + 1;
  std::string out = active().traceHeader();
  for (std::size_t k = 0; k < rows; ++k) active().appendTraceRow(out, k);
  return out;
}

std::vector<float> Timeline::series(Quantity q) const {
  std::vector<float> values;
  values.reserve(simulated());
  for (std::size_t k = 0; k < simulated(); ++k) values.push_back(active().plotValue(k, q));
  return values;
}

std::uint64_t Timeline::stepsSimulated() const {
  std::uint64_t n = 0;
  for (const DebugController* c : controllers()) n += c->stepsSimulated();
  return n;
}

std::uint64_t Timeline::recordsComputed() const {
  std::uint64_t n = 0;
  for (const DebugController* c : controllers()) n += c->recordsComputed();
  return n;
}

}  // namespace solidtile::editor

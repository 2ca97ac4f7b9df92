#include "model/comparison_trace.h"

#include <algorithm>
#include <cmath>

#include "solidtile/io/atomic_file.h"

namespace solidtile::editor {

bool ComparisonTrace::load(std::string_view text, std::string name, std::string* why) {
  io::TraceResult r = io::parseTrace(text);
  if (!r.trace) {
    *why = io::describe(name, r.problems);
    return false;
  }
  std::vector<io::TraceColumn> columns;
  for (io::TraceColumn c : io::allTraceColumns()) {
    if (r.trace->has(c)) columns.push_back(c);
  }
  if (columns.empty()) {
    *why = name + ": has none of the columns to compare (x, y, xsp, ysp, gsp, angle, mode, ...)";
    return false;
  }
  trace_ = std::move(r.trace);
  name_ = std::move(name);
  columns_ = std::move(columns);
  path_.clear();
  if (trace_->has(io::TraceColumn::X) && trace_->has(io::TraceColumn::Y)) {
    // Decimal pixels to subpixels; the centre pixel is what the overlay draws.
    const auto sub = [](double px) { return static_cast<Sub>(std::llround(std::clamp(px, -8388608.0, 8388607.0) * 256.0)); };
    for (std::size_t row = 0; row < trace_->rows(); ++row) {
      path_.push_back({sub(trace_->at(io::TraceColumn::X, row)), sub(trace_->at(io::TraceColumn::Y, row))});
    }
  }
  diff_ = {};
  stale_ = true;
  return true;
}

bool ComparisonTrace::loadFile(const std::filesystem::path& path, std::string* why) {
  std::string readWhy;
  const std::optional<std::string> text = io::readFile(path, io::kMaxTraceFileBytes, &readWhy);
  if (!text) {
    *why = path.filename().string() + ": " + readWhy;
    return false;
  }
  return load(*text, path.filename().string(), why);
}

void ComparisonTrace::clear() {
  trace_.reset();
  name_.clear();
  columns_.clear();
  path_.clear();
  diff_ = {};
  stale_ = true;
}

void ComparisonTrace::setTolerance(double px) {
  const double t = std::isfinite(px) ? std::max(0.0, px) : 0.0;
  if (t == tolerance_) return;
  tolerance_ = t;
  stale_ = true;
}

void ComparisonTrace::update(const Timeline& timeline) {
  if (!trace_) return;
  if (!stale_ && seenFrames_ == timeline.simulated() && seenSteps_ == timeline.stepsSimulated()) return;
  seenFrames_ = timeline.simulated();
  seenSteps_ = timeline.stepsSimulated();
  stale_ = false;
  diff_ = io::compareTraces(io::traceOf(timeline.sonic().states()), *trace_, columns_, tolerance_);
}

std::optional<std::size_t> ComparisonTrace::divergence() const {
  if (!trace_ || !diff_.firstFrame) return std::nullopt;
  return static_cast<std::size_t>(*diff_.firstFrame);
}

std::optional<std::size_t> ComparisonTrace::rowAt(std::size_t frame) const {
  if (!trace_) return std::nullopt;
  const auto& f = trace_->frames;
  const auto it = std::lower_bound(f.begin(), f.end(), static_cast<long>(frame));
  if (it == f.end() || *it != static_cast<long>(frame)) return std::nullopt;
  return static_cast<std::size_t>(it - f.begin());
}

std::optional<Ghost::Point> ComparisonTrace::pointAt(std::size_t frame) const {
  const auto r = rowAt(frame);
  if (!r || *r >= path_.size()) return std::nullopt;
  return path_[*r];
}

std::size_t ComparisonTrace::pathDivergesAt() const {
  if (!trace_ || !diff_.firstFrame) return path_.size();
  const auto& f = trace_->frames;
  return static_cast<std::size_t>(std::lower_bound(f.begin(), f.end(), *diff_.firstFrame) - f.begin());
}

}  // namespace solidtile::editor

// A trace from another engine (or another build of ours) laid beside the
// timeline: its path drawn as a second ghost, the first frame where it parts
// from the timeline's run, and its values at any frame for the inspector.
// The comparison is recomputed only when the timeline's history changed.
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/timeline.h"
#include "solidtile/io/trace_table.h"

namespace solidtile::editor {

class ComparisonTrace {
 public:
  // A trace `solidtile diff` accepts. A bad one changes nothing and says why, naming the line.
  bool load(std::string_view text, std::string name, std::string* why);
  bool loadFile(const std::filesystem::path& path, std::string* why);
  void clear();
  bool loaded() const { return trace_.has_value(); }
  const std::string& name() const { return name_; }
  const io::Trace& trace() const { return *trace_; }
  // The columns compared: those of ours the file has.
  const std::vector<io::TraceColumn>& columns() const { return columns_; }

  // Positions and speeds agree within this many pixels.
  double tolerance() const { return tolerance_; }
  void setTolerance(double px);

  // Compares with the timeline's simulated frames when they (or the trace, or
  // the tolerance) changed since the last call; cheap otherwise.
  void update(const Timeline& timeline);
  // The first simulated frame where a compared column differs.
  std::optional<std::size_t> divergence() const;
  const std::vector<io::TraceColumn>& differing() const { return diff_.differing; }
  const io::TraceDiff& diff() const { return diff_; }

  // The other trace's centre, one point per row (empty without x and y columns).
  const std::vector<Ghost::Point>& path() const { return path_; }
  // Its row for `frame`, if it has that frame.
  std::optional<std::size_t> rowAt(std::size_t frame) const;
  // The path's point for `frame`.
  std::optional<Ghost::Point> pointAt(std::size_t frame) const;
  // Index into path() of the first point at or after the divergence (path().size() when none).
  std::size_t pathDivergesAt() const;

 private:
  std::optional<io::Trace> trace_;
  std::string name_;
  std::vector<io::TraceColumn> columns_;
  std::vector<Ghost::Point> path_;
  double tolerance_ = 0;
  io::TraceDiff diff_;
  // What the last comparison saw, to skip work when nothing changed.
  std::size_t seenFrames_ = 0;
  std::uint64_t seenSteps_ = 0;
  bool stale_ = true;
};

}  // namespace solidtile::editor

// Reading traces back: ours (`solidtile sim`, the editor's Export trace) or
// any engine's CSV with a `frame` column and some of our column names, and
// comparing two of them frame by frame. See docs/traces.md.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "solidtile/io/problem.h"
#include "solidtile/sonic/player.h"

namespace solidtile::io {

// The compared columns, in the order `sim` writes them.
enum class TraceColumn : std::uint8_t { X, Y, Xsp, Ysp, Gsp, Angle, Mode, Airborne, Rolling, Balancing, ControlLock, Jumping, Path };
inline constexpr std::size_t kTraceColumns = 13;
const char* traceColumnName(TraceColumn c);  // "x", "control_lock"
std::optional<TraceColumn> traceColumnNamed(std::string_view name);
// Positions and speeds, in decimal pixels: the ones a tolerance applies to.
bool isPixelColumn(TraceColumn c);
std::vector<TraceColumn> allTraceColumns();

// A cell as a number: pixels for x..gsp, the byte for angle, the enum's index
// for mode and balancing, 0/1 for flags.
double traceValue(const PlayerState& s, TraceColumn c);
// As `sim` writes it: "716.5", "right_wall", "1".
std::string formatTraceValue(TraceColumn c, double v);

inline constexpr std::size_t kMaxTraceFileBytes = 512u * 1024u * 1024u;

struct Trace {
  std::vector<long> frames;  // strictly increasing
  std::array<std::vector<double>, kTraceColumns> values;  // per column one per row; empty when the file lacks it
  std::array<bool, kTraceColumns> present{};  // the file has the column
  bool has(TraceColumn c) const { return present[static_cast<std::size_t>(c)]; }
  double at(TraceColumn c, std::size_t row) const { return values[static_cast<std::size_t>(c)][row]; }
  std::size_t rows() const { return frames.size(); }
};

struct TraceResult {
  std::optional<Trace> trace;  // set only when problems is empty
  std::vector<Problem> problems;  // "line 12: x is 'abc', not a number"
};

// A header line naming the columns (`frame` required, unknown ones ignored),
// then one row a line; blank lines and lines starting with '#' are skipped.
TraceResult parseTrace(std::string_view text);
TraceResult loadTrace(const std::filesystem::path& path);
// Frames 0..states.size() - 1, every column.
Trace traceOf(std::span<const PlayerState> states);

struct ColumnDiff {
  TraceColumn column = TraceColumn::X;
  std::size_t frames = 0;  // frames (in both traces) where this column differs
  double largest = 0;      // the largest difference, other - reference
  long largestAt = 0;
};

struct TraceDiff {
  std::optional<long> firstFrame;       // the first frame in both traces where a column differs
  std::size_t firstRow = 0;             // its row in the reference
  std::size_t firstOtherRow = 0;        // and in the other trace
  std::vector<TraceColumn> differing;   // the columns that differ there
  std::vector<ColumnDiff> columns;      // every compared column
  std::size_t common = 0;               // frames in both
  std::size_t onlyReference = 0;        // frames only in the reference
  std::size_t onlyOther = 0;
  bool equal() const { return !firstFrame && onlyReference == 0 && onlyOther == 0; }
};

// Rows are matched by frame number. Pixel columns are equal within
// `tolerance` pixels, the others exactly. Columns missing from either trace
// must not be asked for (the caller says so first).
TraceDiff compareTraces(const Trace& reference, const Trace& other, std::span<const TraceColumn> columns, double tolerance);

}  // namespace solidtile::io

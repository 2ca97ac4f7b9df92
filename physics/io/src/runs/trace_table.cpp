#include "solidtile/io/trace_table.h"

#include <charconv>
#include <cmath>

#include "solidtile/io/atomic_file.h"

namespace solidtile::io {
namespace {

constexpr const char* kNames[kTraceColumns] = {"x",    "y",        "xsp",     "ysp",       "gsp",          "angle", "mode",
                                               "airborne", "rolling", "balancing", "control_lock", "jumping", "path"};
constexpr double kSub = 256.0;

std::size_t index(TraceColumn c) { return static_cast<std::size_t>(c); }

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
  return s;
}

std::vector<std::string_view> split(std::string_view line) {
  std::vector<std::string_view> out;
  std::size_t start = 0;
  while (true) {
    const std::size_t comma = line.find(',', start);
    out.push_back(trim(line.substr(start, comma == std::string_view::npos ? std::string_view::npos : comma - start)));
    if (comma == std::string_view::npos) return out;
    start = comma + 1;
  }
}

std::optional<double> number(std::string_view s) {
  double v = 0;
  if (!s.empty() && s.front() == '+') s.remove_prefix(1);
  const auto r = std::from_chars(s.data(), s.data() + s.size(), v);
  if (r.ec != std::errc() || r.ptr != s.data() + s.size() || !std::isfinite(v)) return std::nullopt;
  return v;
}

// Names as `sim` writes them, numbers as the enum's index, true/false for flags.
std::optional<double> cell(TraceColumn c, std::string_view s) {
  if (c == TraceColumn::Mode) {
    for (int m = 0; m < 4; ++m) {
      if (s == modeName(static_cast<Mode>(m))) return m;
    }
  } else if (c == TraceColumn::Balancing) {
    for (int b = 0; b < 3; ++b) {
      if (s == balanceName(static_cast<Balance>(b))) return b;
    }
  } else if (s == "true") {
    return 1;
  } else if (s == "false") {
    return 0;
  }
  return number(s);
}

// What docs/traces.md allows beyond the pixel columns: a value outside is a
// bad file, not a difference. Empty when `v` is allowed.
std::string outOfRange(TraceColumn c, double v) {
  double hi = 0;
  const char* what = nullptr;
  switch (c) {
    case TraceColumn::Angle: hi = 255; what = "a byte angle"; break;
    case TraceColumn::Mode: hi = 3; what = "floor, right_wall, ceiling, left_wall or 0..3"; break;
    case TraceColumn::Airborne:
    case TraceColumn::Rolling:
    case TraceColumn::Jumping: hi = 1; what = "0 or 1 (false or true)"; break;
    case TraceColumn::Balancing: hi = 2; what = "none, left, right or 0..2"; break;
    case TraceColumn::ControlLock: hi = 255; what = "frames of the control lock, a byte"; break;
    case TraceColumn::Path: hi = 1; what = "collision path 0 or 1"; break;
    default: return "";
  }
  if (v == std::floor(v) && v >= 0 && v <= hi) return "";
  return "outside 0.." + std::to_string(static_cast<int>(hi)) + " (" + what + ")";
}

const char* expected(TraceColumn c) {
  switch (c) {
    case TraceColumn::Mode: return "floor, right_wall, ceiling, left_wall or 0..3";
    case TraceColumn::Balancing: return "none, left, right or 0..2";
    default: return isPixelColumn(c) ? "a number of pixels" : "a number";
  }
}

}  // namespace

const char* traceColumnName(TraceColumn c) { return kNames[index(c)]; }

std::optional<TraceColumn> traceColumnNamed(std::string_view name) {
  for (std::size_t i = 0; i < kTraceColumns; ++i) {
    if (name == kNames[i]) return static_cast<TraceColumn>(i);
  }
  return std::nullopt;
}

bool isPixelColumn(TraceColumn c) { return index(c) <= index(TraceColumn::Gsp); }

std::vector<TraceColumn> allTraceColumns() {
  std::vector<TraceColumn> out;
  for (std::size_t i = 0; i < kTraceColumns; ++i) out.push_back(static_cast<TraceColumn>(i));
  return out;
}

double traceValue(const PlayerState& s, TraceColumn c) {
  switch (c) {
    case TraceColumn::X: return s.x / kSub;
    case TraceColumn::Y: return s.y / kSub;
    case TraceColumn::Xsp: return s.xsp / kSub;
    case TraceColumn::Ysp: return s.ysp / kSub;
    case TraceColumn::Gsp: return s.gsp / kSub;
    case TraceColumn::Angle: return s.angle;
    case TraceColumn::Mode: return static_cast<double>(s.mode);
    case TraceColumn::Airborne: return s.airborne ? 1 : 0;
    case TraceColumn::Rolling: return s.rolling ? 1 : 0;
    case TraceColumn::Balancing: return static_cast<double>(s.balancing);
    case TraceColumn::ControlLock: return s.controlLock;
    case TraceColumn::Jumping: return s.jumping ? 1 : 0;
    case TraceColumn::Path: return s.path;
  }
  return 0;
}

std::string formatTraceValue(TraceColumn c, double v) {
  const bool whole = v == std::floor(v) && std::fabs(v) < 1e15;
  if (c == TraceColumn::Mode && whole && v >= 0 && v < 4) return modeName(static_cast<Mode>(static_cast<int>(v)));
  if (c == TraceColumn::Balancing && whole && v >= 0 && v < 3) return balanceName(static_cast<Balance>(static_cast<int>(v)));
  if (whole) return std::to_string(static_cast<long long>(v));
  char buf[64];
  const auto r = std::to_chars(buf, buf + sizeof buf, v);
  return std::string(buf, r.ptr);
}

TraceResult parseTrace(std::string_view text) {
  TraceResult out;
  ProblemList problems;
  Trace t;
  std::vector<std::optional<TraceColumn>> columnOf;  // per field of a row
  std::size_t frameField = 0, fields = 0;
  bool header = false;
  std::size_t lineNo = 0;
  std::size_t pos = 0;
  while (pos < text.size()) {
    const std::size_t nl = text.find('\n', pos);
    const std::string_view line = trim(text.substr(pos, nl == std::string_view::npos ? std::string_view::npos : nl - pos));
    pos = nl == std::string_view::npos ? text.size() : nl + 1;
    ++lineNo;
    if (line.empty() || line.front() == '#') continue;
    const std::string where = "line " + std::to_string(lineNo);
    const std::vector<std::string_view> parts = split(line);
    if (!header) {
      header = true;
      fields = parts.size();
      bool hasFrame = false;
      for (std::size_t i = 0; i < parts.size(); ++i) {
        const auto c = traceColumnNamed(parts[i]);
        columnOf.push_back(c);
        if (c) {
          if (t.present[index(*c)]) problems.add(where, "names the column '" + std::string(parts[i]) + "' twice");
          t.present[index(*c)] = true;
        }
        if (parts[i] == "frame") {
          frameField = i;
          hasFrame = true;
        }
      }
      if (!hasFrame) {
        problems.add(where, "the header has no 'frame' column (expected a line such as frame,x,y,xsp,ysp,gsp,angle)");
        break;
      }
      continue;
    }
    if (parts.size() != fields) {
      problems.add(where, "has " + std::to_string(parts.size()) + " fields; the header has " + std::to_string(fields));
      continue;
    }
    const std::optional<double> frame = number(parts[frameField]);
    if (!frame || *frame != std::floor(*frame) || *frame < 0 || *frame > 1e12) {
      problems.add(where, "frame is '" + std::string(parts[frameField].substr(0, 40)) + "', not a whole number 0 or more");
      continue;
    }
    const long f = static_cast<long>(*frame);
    if (!t.frames.empty() && f <= t.frames.back()) {
      problems.add(where, "frame " + std::to_string(f) + " does not follow frame " + std::to_string(t.frames.back()) +
                              " (frames must increase)");
      continue;
    }
    bool ok = true;
    std::array<double, kTraceColumns> row{};
    for (std::size_t i = 0; i < parts.size(); ++i) {
      if (!columnOf[i]) continue;
      const std::optional<double> v = cell(*columnOf[i], parts[i]);
      if (!v) {
        problems.add(where, std::string(traceColumnName(*columnOf[i])) + " is " + quotedText(parts[i], 40) +
                                ", not " + expected(*columnOf[i]));
        ok = false;
      } else if (const std::string range = outOfRange(*columnOf[i], *v); !range.empty()) {
        problems.add(where, std::string(traceColumnName(*columnOf[i])) + " is " + quotedText(parts[i], 40) + ", " + range);
        ok = false;
      } else {
        row[index(*columnOf[i])] = *v;
      }
    }
    if (!ok) continue;
    t.frames.push_back(f);
    for (std::size_t c = 0; c < kTraceColumns; ++c) {
      if (t.present[c]) t.values[c].push_back(row[c]);
    }
  }
  if (!header) problems.add("", "is empty: a trace starts with a header line naming its columns, e.g. frame,x,y");
  out.problems = problems.take();
  if (out.problems.empty()) out.trace = std::move(t);
  return out;
}

TraceResult loadTrace(const std::filesystem::path& path) {
  std::string why;
  const std::optional<std::string> text = readFile(path, kMaxTraceFileBytes, &why);
  if (!text) {
    TraceResult out;
    out.problems.push_back({"", why});
    return out;
  }
  return parseTrace(*text);
}

Trace traceOf(std::span<const PlayerState> states) {
  Trace t;
  t.present.fill(true);
  t.frames.reserve(states.size());
  for (auto& v : t.values) v.reserve(states.size());
  for (std::size_t f = 0; f < states.size(); ++f) {
    t.frames.push_back(static_cast<long>(f));
    for (std::size_t c = 0; c < kTraceColumns; ++c) t.values[c].push_back(traceValue(states[f], static_cast<TraceColumn>(c)));
  }
  return t;
}

TraceDiff compareTraces(const Trace& reference, const Trace& other, std::span<const TraceColumn> columns, double tolerance) {
  TraceDiff d;
  for (TraceColumn c : columns) d.columns.push_back({c, 0, 0, 0});
  std::size_t i = 0, j = 0;
  while (i < reference.rows() || j < other.rows()) {
    if (j == other.rows() || (i < reference.rows() && reference.frames[i] < other.frames[j])) {
      ++d.onlyReference;
      ++i;
      continue;
    }
    if (i == reference.rows() || other.frames[j] < reference.frames[i]) {
      ++d.onlyOther;
      ++j;
      continue;
    }
    ++d.common;
    for (ColumnDiff& cd : d.columns) {
      const double a = reference.at(cd.column, i), b = other.at(cd.column, j);
      const double delta = b - a;
      const bool same = isPixelColumn(cd.column) ? std::fabs(delta) <= tolerance + 1e-9 : a == b;
      if (same) continue;
      ++cd.frames;
      if (std::fabs(delta) > std::fabs(cd.largest)) {
        cd.largest = delta;
        cd.largestAt = reference.frames[i];
      }
      if (!d.firstFrame || *d.firstFrame == reference.frames[i]) {
        if (!d.firstFrame) {
          d.firstFrame = reference.frames[i];
          d.firstRow = i;
          d.firstOtherRow = j;
        }
        d.differing.push_back(cd.column);
      }
    }
    ++i;
    ++j;
  }
  return d;
}

}  // namespace solidtile::io

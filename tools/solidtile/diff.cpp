// solidtile diff: compares two traces frame by frame (ours, or another engine's).
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "command.h"
#include "solidtile/io/trace_table.h"

namespace {
using namespace solidtile;
using namespace solidtile::cli;

int run(const Args& args);

const Command kDiff{
    "diff",
    "diff REFERENCE.csv OTHER.csv [--columns x,y,xsp,ysp,gsp,angle] [--tolerance PX]",
    "Compares two traces and shows the first frame where they part",
    "Reads two traces: `solidtile sim` output, or any CSV whose header names a\n"
    "`frame` column and some of sim's columns (x y xsp ysp gsp angle mode airborne\n"
    "rolling balancing control_lock jumping path; others are ignored). Positions\n"
    "and speeds are decimal pixels; row 0 is the state before the first step.\n"
    "Rows are matched by frame number. Prints the first frame where a column\n"
    "differs, with a few frames around it, which columns differ there, and for\n"
    "every column how many frames differ and by how much at most.\n\n"
    "  --columns LIST   the columns to compare, separated by commas (default: every\n"
    "                   column of sim's that both files have)\n"
    "  --tolerance PX   x, y and the speeds are equal within PX pixels (default 0)\n\n"
    "Exit status: 0 the traces agree, 1 they differ (a value, or frames only one\n"
    "of them has), 2 trouble: a bad argument or a file that is not a trace (each\n"
    "bad line named).",
    run};

constexpr int kExitTrouble = 2;
constexpr std::size_t kBefore = 3, kAfter = 2;

struct Options {
  std::vector<std::string> files;
  std::optional<std::vector<io::TraceColumn>> columns;
  double tolerance = 0;
};

int parse(const Args& args, Options& o) {
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string_view a = args[i];
    if (!isOption(a)) {
      o.files.emplace_back(a);
      continue;
    }
    if (a != "--columns" && a != "--tolerance") return usageError(kDiff, "unknown option '" + std::string(a) + "'");
    if (i + 1 >= args.size()) return usageError(kDiff, std::string(a) + " needs a value");
    const std::string_view v = args[++i];
    if (a == "--columns") {
      std::vector<io::TraceColumn> list;
      std::size_t start = 0;
      while (start <= v.size()) {
        const std::size_t comma = std::min(v.find(',', start), v.size());
        const std::string_view name = v.substr(start, comma - start);
        const auto c = io::traceColumnNamed(name);
        if (!c) {
          return usageError(kDiff, "--columns: '" + std::string(name) +
                                       "' is not a column (x y xsp ysp gsp angle mode airborne rolling balancing control_lock jumping path)");
        }
        list.push_back(*c);
        start = comma + 1;
      }
      o.columns = std::move(list);
    } else if (a == "--tolerance") {
      char* end = nullptr;
      const std::string text(v);
      o.tolerance = std::strtod(text.c_str(), &end);
      if (text.empty() || *end != '\0' || !(o.tolerance >= 0) || !std::isfinite(o.tolerance)) {
        return usageError(kDiff, "--tolerance needs a number of pixels, 0 or more, e.g. 0.5");
      }
    }
  }
  if (o.files.size() != 2) return usageError(kDiff, "needs two traces, REFERENCE.csv and OTHER.csv");
  return kExitOk;
}

std::string columnList(const io::Trace& t) {
  std::string out = "frame";
  for (io::TraceColumn c : io::allTraceColumns()) {
    if (t.has(c)) out += std::string(", ") + io::traceColumnName(c);
  }
  return out;
}

std::string frameRange(const io::Trace& t) {
  if (t.rows() == 0) return "no frames";
  return std::to_string(t.rows()) + " frame" + (t.rows() == 1 ? "" : "s") + " (" + std::to_string(t.frames.front()) +
         ".." + std::to_string(t.frames.back()) + ")";
}

// The row of `frame` in t, or nothing.
std::optional<std::size_t> rowOf(const io::Trace& t, long frame) {
  const auto it = std::lower_bound(t.frames.begin(), t.frames.end(), frame);
  if (it == t.frames.end() || *it != frame) return std::nullopt;
  return static_cast<std::size_t>(it - t.frames.begin());
}

void printContext(const io::Trace& ref, const io::Trace& other, const io::TraceDiff& d) {
  std::printf("%8s", "frame");
  for (io::TraceColumn c : d.differing) {
    const std::string name = io::traceColumnName(c);
    std::printf("  %14s %14s", (name + " ref").c_str(), (name + " other").c_str());
  }
  std::printf("\n");
  const std::size_t first = d.firstRow >= kBefore ? d.firstRow - kBefore : 0;
  const std::size_t last = std::min(ref.rows(), d.firstRow + kAfter + 1);
  for (std::size_t r = first; r < last; ++r) {
    const auto o = rowOf(other, ref.frames[r]);
    std::printf("%s%7ld", r == d.firstRow ? ">" : " ", ref.frames[r]);
    for (io::TraceColumn c : d.differing) {
      std::printf("  %14s %14s", io::formatTraceValue(c, ref.at(c, r)).c_str(),
                  o ? io::formatTraceValue(c, other.at(c, *o)).c_str() : "-");
    }
    std::printf("\n");
  }
}

int run(const Args& args) {
  Options o;
  if (const int e = parse(args, o)) return e;
  io::Trace traces[2];
  bool bad = false;
  for (int i = 0; i < 2; ++i) {
    io::TraceResult r = io::loadTrace(o.files[static_cast<std::size_t>(i)]);
    if (!r.trace) {
      std::fputs(io::describe(o.files[static_cast<std::size_t>(i)], r.problems).c_str(), stderr);
      bad = true;
    } else {
      traces[i] = std::move(*r.trace);
    }
  }
  if (bad) return kExitTrouble;
  const io::Trace& ref = traces[0];
  const io::Trace& other = traces[1];
  std::vector<io::TraceColumn> columns;
  if (o.columns) {
    for (io::TraceColumn c : *o.columns) {
      for (int i = 0; i < 2; ++i) {
        if (!traces[i].has(c)) {
          std::fprintf(stderr, "%s: has no column '%s' (its columns: %s)\n", o.files[static_cast<std::size_t>(i)].c_str(),
                       io::traceColumnName(c), columnList(traces[i]).c_str());
          bad = true;
        }
      }
    }
    if (bad) return kExitTrouble;
    columns = *o.columns;
  } else {
    for (io::TraceColumn c : io::allTraceColumns()) {
      if (ref.has(c) && other.has(c)) columns.push_back(c);
    }
    if (columns.empty()) {
      std::fprintf(stderr, "%s and %s have no column to compare in common (%s: %s; %s: %s)\n", o.files[0].c_str(),
                   o.files[1].c_str(), o.files[0].c_str(), columnList(ref).c_str(), o.files[1].c_str(),
                   columnList(other).c_str());
      return kExitTrouble;
    }
  }

  const io::TraceDiff d = io::compareTraces(ref, other, columns, o.tolerance);
  std::string names;
  for (io::TraceColumn c : columns) names += std::string(names.empty() ? "" : ",") + io::traceColumnName(c);
  if (d.equal()) {
    std::printf("%s and %s agree: %zu frames, columns %s, tolerance %g px\n", o.files[0].c_str(), o.files[1].c_str(),
                d.common, names.c_str(), o.tolerance);
    return kExitOk;
  }
  if (d.firstFrame) {
    std::string differing;
    for (io::TraceColumn c : d.differing) differing += std::string(differing.empty() ? "" : ", ") + io::traceColumnName(c);
    std::printf("first difference at frame %ld: %s (tolerance %g px)\n", *d.firstFrame, differing.c_str(), o.tolerance);
    printContext(ref, other, d);
  }
  if (d.onlyReference || d.onlyOther) {
    std::printf("frames: %s has %s, %s has %s; %zu in both, %zu only in %s, %zu only in %s\n", o.files[0].c_str(),
                frameRange(ref).c_str(), o.files[1].c_str(), frameRange(other).c_str(), d.common, d.onlyReference,
                o.files[0].c_str(), d.onlyOther, o.files[1].c_str());
  }
  std::printf("per column (frames that differ, of %zu compared):\n", d.common);
  for (const io::ColumnDiff& c : d.columns) {
    std::printf("  %-12s %zu", io::traceColumnName(c.column), c.frames);
    // Mode and balancing are names: a numeric "largest" would mean nothing.
    const bool named = c.column == io::TraceColumn::Mode || c.column == io::TraceColumn::Balancing;
    if (c.frames && !named) std::printf("  largest %+g at frame %ld", c.largest, c.largestAt);
    std::printf("\n");
  }
  // The verdict on stderr too, so a script that keeps only stderr still learns it.
  std::fprintf(stderr, "%s and %s differ%s\n", o.files[0].c_str(), o.files[1].c_str(),
               d.firstFrame ? (" from frame " + std::to_string(*d.firstFrame)).c_str() : " in their frames");
  return kExitFailed;
}

[[maybe_unused]] const bool registered = registerCommand(kDiff);

}  // namespace

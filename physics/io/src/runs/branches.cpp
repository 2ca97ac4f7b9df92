#include "solidtile/io/branches.h"

#include <algorithm>

#include "solidtile/io/atomic_file.h"

namespace solidtile::io {
namespace {

constexpr std::string_view kMagic = "solidtile-branches";
constexpr std::string_view kBranchKeyword = "branch";

std::string lineName(std::size_t line) { return "line " + std::to_string(line); }

std::string_view withoutCarriageReturn(std::string_view line) {
  if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
  return line;
}

// Empty when the header line is "solidtile-branches 1".
std::string headerProblem(std::string_view line) {
  const auto w = lineWords(withoutComment(line));
  if (w.empty() || w[0] != kMagic) {
    return "expected \"solidtile-branches 1\" on the first line: this is not an input branches file";
  }
  if (w.size() != 2) return "expected \"solidtile-branches VERSION\", found " + std::to_string(w.size()) + " words";
  if (w[1] != std::to_string(kBranchesVersion)) {
    std::string shown(w[1].substr(0, 20));
    return "version \"" + shown + "\" is not one this Solidtile reads (it reads version 1)";
  }
  return "";
}

// A line naming a branch: "branch NAME", NAME being everything after the one
// space, so a name may hold spaces and '#'. "branch" alone names none.
bool isBranchLine(std::string_view line) {
  return line.starts_with(kBranchKeyword) &&
         (line.size() == kBranchKeyword.size() || line[kBranchKeyword.size()] == ' ');
}

struct Pending {
  std::string name;
  std::size_t line = 0;
  std::size_t frames = 0;
  bool overCap = false;
  std::vector<MovieEntry> entries;
};

}  // namespace

std::string branchNameProblem(std::string_view name) {
  if (name.empty()) return "a branch needs a name";
  if (name.size() > kMaxBranchNameLength) return "a branch name is at most 64 characters";
  if (std::any_of(name.begin(), name.end(), [](char c) { return static_cast<unsigned char>(c) < 0x20 || c == 0x7f; })) {
    return "a branch name cannot hold control characters";
  }
  return "";
}

BranchesResult parseBranches(std::string_view text, const BranchLimits& limits) {
  ProblemList problems;
  std::vector<Pending> pending;
  std::size_t total = 0;
  bool totalOverCap = false;
  bool tooMany = false;
  bool headerSeen = false;
  std::size_t lineNumber = 0;
  while (!text.empty()) {
    ++lineNumber;
    const std::size_t newline = text.find('\n');
    const std::string_view line = withoutCarriageReturn(text.substr(0, newline));
    text = newline == std::string_view::npos ? std::string_view{} : text.substr(newline + 1);
    if (!headerSeen) {
      if (lineWords(withoutComment(line)).empty()) continue;
      if (std::string bad = headerProblem(line); !bad.empty()) {
        // Anything else is read as something else: one clear line, not a page of them.
        problems.add(lineName(lineNumber), bad);
        break;
      }
      headerSeen = true;
      continue;
    }
    if (isBranchLine(line)) {
      if (pending.size() >= limits.maxBranches) {
        // Its rows are still read (and checked) with the last branch; the file is refused anyway.
        if (!tooMany) problems.add(lineName(lineNumber), "more than " + std::to_string(limits.maxBranches) + " branches");
        tooMany = true;
        continue;
      }
      const std::string_view name = line.substr(std::min(line.size(), kBranchKeyword.size() + 1));
      if (std::string bad = branchNameProblem(name); !bad.empty()) {
        problems.add(lineName(lineNumber), bad);
        pending.push_back({"", lineNumber, 0, false, {}});
        continue;
      }
      const auto same = std::find_if(pending.begin(), pending.end(), [&](const Pending& p) { return p.name == name; });
      if (same != pending.end()) {
        problems.add(lineName(lineNumber), "a second branch named \"" + std::string(name) +
                                               "\" (the first is on line " + std::to_string(same->line) + ")");
      }
      pending.push_back({std::string(name), lineNumber, 0, false, {}});
      continue;
    }
    const std::string_view entryText = withoutComment(line);
    if (lineWords(entryText).empty()) continue;
    if (pending.empty()) {
      problems.add(lineName(lineNumber), "input rows before any \"branch NAME\" line");
      continue;
    }
    std::string what;
    const auto entry = parseMovieEntry(entryText, limits.maxFramesPerBranch, &what);
    if (!entry) {
      problems.add(lineName(lineNumber), what);
      continue;
    }
    Pending& b = pending.back();
    if (b.overCap || totalOverCap) continue;
    b.frames += entry->count;  // both at most maxFramesPerBranch here, so the sum cannot wrap
    if (b.frames > limits.maxFramesPerBranch) {
      problems.add(lineName(lineNumber), "the branch passes " + std::to_string(limits.maxFramesPerBranch) +
                                             " frames, the most a branch may have");
      b.overCap = true;
      continue;
    }
    total += entry->count;
    if (total > limits.maxTotalFrames) {
      problems.add(lineName(lineNumber), "the branches pass " + std::to_string(limits.maxTotalFrames) +
                                             " frames together, the most a branches file may hold");
      totalOverCap = true;
      continue;
    }
    if (problems.empty()) b.entries.push_back(*entry);  // a refused file builds nothing
  }
  if (!headerSeen && problems.empty()) problems.add("", "the file is empty; expected \"solidtile-branches 1\" on the first line");
  BranchesResult result;
  result.problems = problems.take();
  if (!result.problems.empty()) return result;
  // Allocated only now that every count is known to be within the caps.
  std::vector<Branch> branches;
  branches.reserve(pending.size());
  for (const Pending& p : pending) {
    Branch b{p.name, {}};
    b.frames.reserve(p.frames);
    for (const MovieEntry& e : p.entries) b.frames.insert(b.frames.end(), e.count, e.keys);
    branches.push_back(std::move(b));
  }
  result.branches = std::move(branches);
  return result;
}

BranchesResult loadBranches(const std::filesystem::path& path, const BranchLimits& limits) {
  std::string why;
  const auto text = readFile(path, kMaxMovieFileBytes, &why);
  if (!text) return {std::nullopt, {{"", why}}};
  return parseBranches(*text, limits);
}

std::string formatBranches(const std::vector<Branch>& branches) {
  std::string out = std::string(kMagic) + " " + std::to_string(kBranchesVersion) + "\n";
  for (const Branch& b : branches) {
    out += std::string(kBranchKeyword) + " " + b.name + "\n";
    out += formatMovie(Movie{b.frames, {}});
  }
  return out;
}

bool saveBranches(const std::filesystem::path& path, const std::vector<Branch>& branches, std::string* why) {
  for (const Branch& b : branches) {
    if (std::string bad = branchNameProblem(b.name); !bad.empty()) {
      if (why) *why = "cannot save a branch named \"" + b.name.substr(0, kMaxBranchNameLength) + "\": " + bad;
      return false;
    }
  }
  return writeFileAtomic(path, formatBranches(branches), why);
}

std::filesystem::path branchesPathFor(const std::filesystem::path& movie) {
  std::filesystem::path p = movie;
  p += ".branches";
  return p;
}

}  // namespace solidtile::io

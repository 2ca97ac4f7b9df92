// Input branches: a TAS author's named alternative input tracks for one
// movie, kept beside it as MOVIE.branches. Plain text: a version line, then
// each branch as "branch NAME" followed by its rows in the input movie's
// "COUNT KEYS" lines. See docs/formats.md.
#pragma once

#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "solidtile/input.h"
#include "solidtile/io/movie.h"
#include "solidtile/io/problem.h"

namespace solidtile::io {

inline constexpr int kBranchesVersion = 1;
inline constexpr std::size_t kMaxBranchNameLength = 64;

struct BranchLimits {
  std::size_t maxFramesPerBranch = kMaxMovieFrames;
  std::size_t maxTotalFrames = kMaxMovieFrames;  // all branches together: what the file may make us allocate
  std::size_t maxBranches = 1000;
};

struct Branch {
  std::string name;
  std::vector<Input> frames;
  bool operator==(const Branch&) const = default;
};

struct BranchesResult {
  std::optional<std::vector<Branch>> branches;  // set only when problems is empty
  std::vector<Problem> problems;
};

// Empty when `name` may name a branch, else why not (empty, longer than 64
// bytes, a control character). The file and the editor share the rule.
std::string branchNameProblem(std::string_view name);

BranchesResult parseBranches(std::string_view text, const BranchLimits& limits = {});
BranchesResult loadBranches(const std::filesystem::path& path, const BranchLimits& limits = {});
// Rows run-length encoded as in a movie; names written as they are.
std::string formatBranches(const std::vector<Branch>& branches);
bool saveBranches(const std::filesystem::path& path, const std::vector<Branch>& branches, std::string* why);

// Where a movie's branches are kept: "run.txt" -> "run.txt.branches".
std::filesystem::path branchesPathFor(const std::filesystem::path& movie);

}  // namespace solidtile::io

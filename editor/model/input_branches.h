// Named input branches: a TAS author keeps alternative input tracks for the
// same level ("safe", "zip attempt"), switches between them, and sees
// another branch's path as a ghost next to the current run. The branches are
// plain data next to the timeline; switching is an input edit (undoable, see
// input_commands.h), and a branch's path is its own run from the timeline's start.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "model/timeline.h"

namespace solidtile::editor {

struct InputBranch {
  std::string name;
  std::vector<Input> rows;
};

class InputBranches {
 public:
  // Keeps `rows` under `name`, replacing a branch of that name. A name that is
  // empty, too long or has a control character is refused with why.
  bool save(const std::string& name, std::span<const Input> rows, std::string* why);
  bool remove(const std::string& name);
  // Every branch at once (a movie's branches file was opened): current and
  // ghost stay only if a branch of that name is among them.
  void replaceAll(std::vector<InputBranch> branches);
  const InputBranch* find(const std::string& name) const;
  const std::vector<InputBranch>& all() const { return branches_; }

  // The branch the track was last saved as or switched to.
  std::optional<std::string> current;
  // The branch whose path the overlay draws as a ghost.
  std::optional<std::string> ghost;

 private:
  std::vector<InputBranch> branches_;  // in the order they were first saved
};

// The branches kept beside a movie file, MOVIE.branches (docs/formats.md).
// Saving writes it when there are branches, or rewrites it when it exists,
// so it never keeps a branch removed since; atomic like every save.
bool saveBranchesBeside(const InputBranches& b, const std::filesystem::path& movie, std::string* why);
// Opening a movie reads its branches file when there is one. A bad one
// changes nothing and says why, naming the file and line; none keeps the
// branches as they are (they were made on this level, not in that movie).
enum class BranchesBeside { None, Loaded, Bad };
BranchesBeside loadBranchesBeside(InputBranches& b, const std::filesystem::path& movie, std::size_t maxFrames,
                                  std::string* why);

// Where a branch's input takes the player from the timeline's start, as the
// timeline would run it: the centre at frames 0..rows.size().
std::vector<Ghost::Point> branchPath(const Timeline& t, std::span<const Input> rows);

// The branch ghost's path, computed again only when the branch's rows or the
// timeline's simulation (level, config, start) changed.
class BranchGhostCache {
 public:
  std::span<const Ghost::Point> path(const Timeline& t, const InputBranch& b);

 private:
  std::string name_;
  std::vector<Input> rows_;
  std::uint64_t version_ = 0;
  std::vector<Ghost::Point> path_;
};

}  // namespace solidtile::editor

#include "model/input_branches.h"

#include <algorithm>

namespace solidtile::editor {

bool InputBranches::save(const std::string& name, std::span<const Input> rows, std::string* why) {
  auto refuse = [why](const char* reason) {
    if (why) *why = reason;
    return false;
  };
  if (name.empty()) return refuse("a branch needs a name");
  if (name.size() > kMaxNameLength) return refuse("a branch name is at most 64 characters");
  if (std::any_of(name.begin(), name.end(), [](char c) { return static_cast<unsigned char>(c) < 0x20; })) {
    return refuse("a branch name cannot hold control characters");
  }
  auto it = std::find_if(branches_.begin(), branches_.end(), [&](const InputBranch& b) { return b.name == name; });
  if (it == branches_.end()) it = branches_.insert(branches_.end(), InputBranch{name, {}});
  it->rows.assign(rows.begin(), rows.end());
  current = name;
  return true;
}

bool InputBranches::remove(const std::string& name) {
  const auto it = std::find_if(branches_.begin(), branches_.end(), [&](const InputBranch& b) { return b.name == name; });
  if (it == branches_.end()) return false;
  branches_.erase(it);
  if (current == name) current.reset();
  if (ghost == name) ghost.reset();
  return true;
}

const InputBranch* InputBranches::find(const std::string& name) const {
  const auto it = std::find_if(branches_.begin(), branches_.end(), [&](const InputBranch& b) { return b.name == name; });
  return it == branches_.end() ? nullptr : &*it;
}

std::vector<Ghost::Point> branchPath(const Timeline& t, std::span<const Input> rows) {
  std::vector<Ghost::Point> path;
  path.reserve(rows.size() + 1);
  PlayerState s = startState(t.level(), t.config(), t.start());
  path.push_back({s.x, s.y});
  for (const Input in : rows) {
    stepPlayer(s, t.level(), t.config(), in);
    path.push_back({s.x, s.y});
  }
  return path;
}

std::span<const Ghost::Point> BranchGhostCache::path(const Timeline& t, const InputBranch& b) {
  if (b.name != name_ || b.rows != rows_ || t.simulationVersion() != version_ || path_.empty()) {
    name_ = b.name;
    rows_ = b.rows;
    version_ = t.simulationVersion();
    path_ = branchPath(t, b.rows);
  }
  return path_;
}

}  // namespace solidtile::editor

#include "solidtile/io/problem.h"

#include <utility>

namespace solidtile::io {

void ProblemList::add(std::string where, std::string what) {
  if (kept_.size() < kMaxProblems) {
    kept_.push_back({std::move(where), std::move(what)});
  } else {
    ++dropped_;
  }
}

std::vector<Problem> ProblemList::take() {
  std::vector<Problem> out = std::move(kept_);
  if (dropped_ > 0) out.push_back({"", "and " + std::to_string(dropped_) + " more problems not listed"});
  kept_.clear();
  dropped_ = 0;
  return out;
}

std::string describe(const std::string& source, const std::vector<Problem>& problems) {
  std::string out;
  for (const Problem& p : problems) {
    out += source;
    out += ": ";
    if (!p.where.empty()) {
      out += p.where;
      out += ": ";
    }
    out += p.what;
    out += '\n';
  }
  return out;
}

}  // namespace solidtile::io

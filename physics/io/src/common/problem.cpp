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

std::string quotedText(std::string_view text, std::size_t maxChars, char quote) {
  std::string out(1, quote);
  for (std::size_t i = 0; i < text.size() && i < maxChars; ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (c == 0) {
      out += "\\0";
    } else if (c == '\t') {
      out += "\\t";
    } else if (c == '\n') {
      out += "\\n";
    } else if (c == '\r') {
      out += "\\r";
    } else if (c < 0x20 || c == 0x7F) {
      static constexpr char kHex[] = "0123456789abcdef";
      out += "\\x";
      out += kHex[c >> 4];
      out += kHex[c & 15];
    } else {
      out += static_cast<char>(c);
    }
  }
  if (text.size() > maxChars) out += "...";
  out += quote;
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

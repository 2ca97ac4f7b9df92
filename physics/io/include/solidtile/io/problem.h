// What is wrong with a file, said so a person can find it.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace solidtile::io {

struct Problem {
  std::string where;  // "masks[3].heights[5]", "line 12", "layers[1].tiles[40] (tile 8,2)"; empty for the whole file
  std::string what;   // "is 17, outside -16..16"
};

// A broken file can have millions of bad tiles; nobody reads past the first hundred.
inline constexpr std::size_t kMaxProblems = 100;

// Keeps the first kMaxProblems problems and counts the rest, which take()
// reports as one closing entry.
class ProblemList {
 public:
  void add(std::string where, std::string what);
  std::size_t count() const { return kept_.size() + dropped_; }
  bool empty() const { return count() == 0; }
  std::vector<Problem> take();

 private:
  std::vector<Problem> kept_;
  std::size_t dropped_ = 0;
};

// `text` between `quote`s for a message, cut to maxChars (then "..."): a
// control character (a NUL among them) is written escaped (\0, \t, \x1b), so
// the message is neither cut short where it is printed nor able to drive the terminal.
std::string quotedText(std::string_view text, std::size_t maxChars = 60, char quote = '\'');

// "file.json: masks[3].heights[5]: is 17, outside -16..16", one per line.
std::string describe(const std::string& source, const std::vector<Problem>& problems);

}  // namespace solidtile::io

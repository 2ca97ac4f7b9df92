// The space-separated words of a Tiled property's text ("x,y x,y", a
// twist's table): runs of spaces between them, none empty.
#pragma once

#include <string_view>
#include <vector>

namespace solidtile::io::tiled {

inline std::vector<std::string_view> spaceSeparatedWords(std::string_view text) {
  std::vector<std::string_view> words;
  std::size_t i = 0;
  while (i < text.size()) {
    if (text[i] == ' ') {
      ++i;
      continue;
    }
    std::size_t end = text.find(' ', i);
    if (end == std::string_view::npos) end = text.size();
    words.push_back(text.substr(i, end - i));
    i = end;
  }
  return words;
}

}  // namespace solidtile::io::tiled

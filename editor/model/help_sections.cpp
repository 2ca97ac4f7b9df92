#include "model/help_sections.h"

namespace solidtile::editor {

std::vector<HelpSection> helpSections(std::string_view markdown) {
  std::vector<HelpSection> out;
  std::size_t at = 0;
  while (at < markdown.size()) {
    std::size_t end = markdown.find('\n', at);
    if (end == std::string_view::npos) end = markdown.size();
    const std::string_view line = markdown.substr(at, end - at);
    at = end + 1;
    if (line.starts_with("## ")) {
      out.push_back({std::string(line.substr(3)), {}});
    } else if (!out.empty()) {
      out.back().text.append(line).append("\n");
    }
  }
  // Blank lines around a section are the file's layout, not its text.
  for (HelpSection& s : out) {
    const std::size_t first = s.text.find_first_not_of('\n');
    s.text = first == std::string::npos ? std::string() : s.text.substr(first);
    while (s.text.size() > 1 && s.text.ends_with("\n\n")) s.text.pop_back();
  }
  return out;
}

}  // namespace solidtile::editor

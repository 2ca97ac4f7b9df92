#include "model/help_sections.h"

namespace solidtile::editor {
namespace {

std::string trimmed(std::string_view s) {
  const std::size_t a = s.find_first_not_of(' ');
  if (a == std::string_view::npos) return {};
  return std::string(s.substr(a, s.find_last_not_of(' ') - a + 1));
}

std::string withoutBackticks(std::string_view s) {
  std::string out;
  for (const char c : s) {
    if (c != '`') out += c;
  }
  return out;
}

std::vector<std::string> cells(std::string_view line) {
  std::vector<std::string> out;
  line.remove_prefix(1);  // the leading '|'
  if (line.ends_with('|')) line.remove_suffix(1);
  std::size_t at = 0;
  while (at <= line.size()) {
    std::size_t bar = line.find('|', at);
    if (bar == std::string_view::npos) bar = line.size();
    out.push_back(withoutBackticks(trimmed(line.substr(at, bar - at))));
    at = bar + 1;
  }
  return out;
}

}  // namespace

std::vector<HelpBlock> helpBlocks(std::string_view text) {
  std::vector<HelpBlock> out;
  bool code = false;
  std::size_t at = 0;
  while (at < text.size()) {
    std::size_t end = text.find('\n', at);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view line = text.substr(at, end - at);
    at = end + 1;
    if (line.starts_with("```")) {
      code = !code;
      if (code) out.push_back({HelpBlock::Code, {{""}}});
      continue;
    }
    if (code) {
      std::string& t = out.back().rows[0][0];
      if (!t.empty()) t += '\n';
      t.append(line);
    } else if (line.starts_with("|")) {
      if (line.find_first_not_of("|-: ") == std::string_view::npos) continue;  // the header's rule
      if (out.empty() || out.back().kind != HelpBlock::Table) out.push_back({HelpBlock::Table, {}});
      out.back().rows.push_back(cells(line));
    } else if (line.starts_with("#")) {
      out.push_back({HelpBlock::Heading, {{withoutBackticks(trimmed(line.substr(line.find(' ') + 1)))}}});
    } else if (trimmed(line).empty()) {
      out.push_back({HelpBlock::Paragraph, {{""}}});  // ends the paragraph; empty ones are dropped below
    } else if (!out.empty() && out.back().kind == HelpBlock::Paragraph && !out.back().rows[0][0].empty() &&
               !line.starts_with("- ")) {
      std::string& t = out.back().rows[0][0];
      t += ' ';
      t.append(withoutBackticks(trimmed(line)));
    } else {
      out.push_back({HelpBlock::Paragraph, {{withoutBackticks(trimmed(line))}}});
    }
  }
  std::erase_if(out, [](const HelpBlock& b) { return b.kind == HelpBlock::Paragraph && b.rows[0][0].empty(); });
  return out;
}

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

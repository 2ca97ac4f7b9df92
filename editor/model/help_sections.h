// The editor's guide (docs/editor.md, embedded at build time) cut into the
// sections the Help menu lists: one per "## " heading, its text up to the
// next one ("### " subsections stay inside). GL-free, tested headless.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace solidtile::editor {

struct HelpSection {
  std::string title;  // the heading without its "## "
  std::string text;   // the lines below it, tables and code as written
};

std::vector<HelpSection> helpSections(std::string_view markdown);

// A section's text as the Help window draws it: paragraphs joined into one
// line each (the window wraps them), "###" headings, tables as cells (the
// "|---|" line dropped) and code blocks as written; backticks are dropped.
struct HelpBlock {
  enum Kind { Paragraph, Heading, Table, Code } kind = Paragraph;
  std::vector<std::vector<std::string>> rows;  // Table: cells; else one row of one cell, the text
};
std::vector<HelpBlock> helpBlocks(std::string_view text);

// docs/editor.md as this build embedded it (see cmake/EmbedText.cmake).
std::string_view editorGuide();

}  // namespace solidtile::editor

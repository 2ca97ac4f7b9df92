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

// docs/editor.md as this build embedded it (see cmake/EmbedText.cmake).
std::string_view editorGuide();

}  // namespace solidtile::editor

// Issue 28: the Help menu lists the guide's sections, the guide this build embedded.
#include "model/help_sections.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <sstream>

namespace solidtile::editor {
namespace {

TEST(HelpSections, EachLevelTwoHeadingIsASectionWithItsTextUpToTheNext) {
  const auto s = helpSections("# Title\nintro\n\n## One\n\ntext 1\n### Sub\nmore\n\n## Two\n| a | b |\n");
  ASSERT_EQ(s.size(), 2u);
  EXPECT_EQ(s[0].title, "One");
  EXPECT_EQ(s[0].text, "text 1\n### Sub\nmore\n");
  EXPECT_EQ(s[1].title, "Two");
  EXPECT_EQ(s[1].text, "| a | b |\n");
}

TEST(HelpSections, TheEmbeddedGuideIsDocsEditorMdWithItsSections) {
  std::ifstream in(std::string(SOLIDTILE_SOURCE_DIR) + "/docs/editor.md");
  std::stringstream file;
  file << in.rdbuf();
  EXPECT_EQ(editorGuide(), file.str());
  const auto sections = helpSections(editorGuide());
  std::vector<std::string> titles;
  for (const HelpSection& s : sections) {
    titles.push_back(s.title);
    EXPECT_FALSE(s.text.empty()) << s.title;
  }
  ASSERT_GE(titles.size(), 5u);
  EXPECT_EQ(titles[0], "Layout");
  EXPECT_NE(std::find(titles.begin(), titles.end(), "Tools and keys"), titles.end());
  EXPECT_NE(std::find(titles.begin(), titles.end(), "Physics debugger"), titles.end());
}

}  // namespace
}  // namespace solidtile::editor

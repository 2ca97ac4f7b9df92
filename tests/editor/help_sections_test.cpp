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

TEST(HelpSections, ParagraphsJoinTablesSplitIntoCellsAndCodeStaysAsWritten) {
  const auto b = helpBlocks("One `line`\nand its rest.\n\n| key | action |\n|---|---|\n| F1 | this `list` |\n\n"
                            "### Sub\n- a point\n- another\n```\ncode  here\n```\n");
  ASSERT_EQ(b.size(), 6u);
  EXPECT_EQ(b[0].kind, HelpBlock::Paragraph);
  EXPECT_EQ(b[0].rows[0][0], "One line and its rest.");
  EXPECT_EQ(b[1].kind, HelpBlock::Table);
  EXPECT_EQ(b[1].rows, (std::vector<std::vector<std::string>>{{"key", "action"}, {"F1", "this list"}}));
  EXPECT_EQ(b[2].kind, HelpBlock::Heading);
  EXPECT_EQ(b[2].rows[0][0], "Sub");
  EXPECT_EQ(b[3].rows[0][0], "- a point");
  EXPECT_EQ(b[4].rows[0][0], "- another");
  EXPECT_EQ(b[5].kind, HelpBlock::Code);
  EXPECT_EQ(b[5].rows[0][0], "code  here");
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

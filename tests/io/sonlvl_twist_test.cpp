// import-sonlvl's twists (sonlvl/twist_objects.h): Sonic 2's Obj06 spiral
// pathway with its tables read out of s2.asm beside the SonLVL project. The
// purpose-built asm texts hold synthetic tables; the gated test checks
// Emerald Hill 1's imported tables against the real s2.asm's bytes.
#include <gtest/gtest.h>

#include <fstream>
#include <regex>
#include <sstream>

#include "../support/temp_dir.h"
#include "solidtile/io/sonlvl.h"
#include "solidtile/io/sonlvl_objects.h"
#include "solidtile/level/twist.h"
#include "sonlvl/twist_objects.h"
#include "sonlvl_disassembly.h"

namespace solidtile {
namespace {
namespace fs = std::filesystem;

// An asm text with the two labels in s2.asm's layout: comments, blank lines,
// decimal and $hex operands, "even" after the heights.
std::string asmWith(int heights, int flips) {
  std::string t = "Obj06_Spiral:\n\trts\n; a comment\nObj06_FlipAngleTable:\n";
  for (int k = 0; k < flips; ++k) t += std::string(k % 8 == 0 ? "\n\tdc.b\t" : ",") + "$" + "0123456789ABCDEF"[k % 16] + "1";
  t += "\n; byte_21668:\nObj06_CosineTable:\n";
  for (int k = 0; k < heights; ++k) t += std::string(k % 8 == 0 ? "\n\tdc.b\t" : ", ") + std::to_string(k % 60 - 30);
  t += "\n\n\teven\n\nObj06_Cylinder:\n\tdc.b\t1,2,3\n";
  return t;
}

fs::path writeAsm(const test::TempDir& dir, const std::string& text) {
  const fs::path p = dir.path() / "s2.asm";
  std::ofstream(p) << text;
  return p;
}

TEST(SonlvlTwist, ReadsBothTablesOutOfTheAsmText) {
  test::TempDir dir;
  std::string why;
  const auto t = io::readSonic2TwistTables(writeAsm(dir, asmWith(416, 52)), why);
  ASSERT_TRUE(t) << why;
  ASSERT_EQ(t->heights.size(), kTwistHeights);
  ASSERT_EQ(t->flips.size(), kTwistFlips);
  EXPECT_EQ(t->heights[0], -30);
  EXPECT_EQ(t->heights[59], 29);
  EXPECT_EQ(t->heights[415], 415 % 60 - 30);
  EXPECT_EQ(t->flips[0], 0x01);
  EXPECT_EQ(t->flips[15], 0xF1);
}

TEST(SonlvlTwist, AMissingOrShortTableIsNamed) {
  test::TempDir dir;
  std::string why;
  EXPECT_FALSE(io::readSonic2TwistTables(dir.path() / "nope.asm", why));
  EXPECT_NE(why.find("not found"), std::string::npos) << why;
  EXPECT_FALSE(io::readSonic2TwistTables(writeAsm(dir, asmWith(415, 52)), why));
  EXPECT_NE(why.find("Obj06_CosineTable"), std::string::npos) << why;
  EXPECT_FALSE(io::readSonic2TwistTables(writeAsm(dir, asmWith(416, 50)), why));
  EXPECT_NE(why.find("Obj06_FlipAngleTable"), std::string::npos) << why;
  EXPECT_EQ(io::sonic2AsmBeside("/a/s2disasm/SonLVL INI Files"), fs::path("/a/s2disasm/s2.asm"));
}

// Obj06_Init: "tst.b subtype(a0); bpl.s Obj06_Spiral", else Obj06_Cylinder (not modelled).
TEST(SonlvlTwist, Obj06IsATwistCentredOnItsEntryWithTheTables) {
  io::SonlvlTwistTables tables;
  tables.heights.assign(kTwistHeights, 5);
  tables.flips.assign(kTwistFlips, 7);
  io::SonlvlObjectEntry e{0x06, 0x00, 4800, 640};
  EXPECT_FALSE(io::decodeSonlvlObject(io::SonlvlGame::Sonic2, e).object);
  EXPECT_NE(io::decodeSonlvlObject(io::SonlvlGame::Sonic2, e).markerReason.find("s2.asm"), std::string::npos);
  e.twist = &tables;
  const auto d = io::decodeSonlvlObject(io::SonlvlGame::Sonic2, e);
  ASSERT_TRUE(d.object);
  EXPECT_EQ(d.object->kind, ObjectKind::Twist);
  EXPECT_EQ(d.object->path, (std::vector<Waypoint>{{4800 - 0xD0, 640 - 0x40}}));
  EXPECT_EQ(d.object->twist, std::vector<std::int8_t>(kTwistHeights, 5));
  EXPECT_TRUE(objectProblem(*d.object).empty()) << objectProblem(*d.object);
  e.subtype = 0x80;
  EXPECT_FALSE(io::decodeSonlvlObject(io::SonlvlGame::Sonic2, e).object);
  EXPECT_NE(io::decodeSonlvlObject(io::SonlvlGame::Sonic2, e).markerReason.find("Obj06_Cylinder"), std::string::npos);
  // The summary counts the spirals as simulated only with the tables.
  const std::vector<io::Marker> markers{{0x06, "TwistingPathway", 4800, 640, 0}};
  EXPECT_EQ(io::summarizeSonlvlObjects(markers, Profile::Sonic2).simulated, 0);
  EXPECT_EQ(io::summarizeSonlvlObjects(markers, Profile::Sonic2, true).simulated, 1);
}

// s2.asm's dc.b bytes after `label`, read here apart from the importer.
std::vector<int> asmBytes(const std::string& text, const std::string& label) {
  std::vector<int> out;
  const std::size_t at = text.find("\n" + label + ":");
  if (at == std::string::npos) return out;
  std::istringstream in(text.substr(at + label.size() + 2));
  std::string line;
  const std::regex number("-?\\$?[0-9A-Fa-f]+");
  while (std::getline(in, line)) {
    const std::size_t dc = line.find("dc.b");
    if (dc == std::string::npos) {
      if (line.find_first_not_of(" \t\r") == std::string::npos || line[0] == ';') continue;
      break;
    }
    const std::string ops = line.substr(dc + 4, line.find(';') == std::string::npos ? std::string::npos : line.find(';') - dc - 4);
    for (auto it = std::sregex_iterator(ops.begin(), ops.end(), number); it != std::sregex_iterator(); ++it) {
      std::string s = it->str();
      const bool neg = s[0] == '-';
      if (neg) s.erase(0, 1);
      const int v = s[0] == '$' ? std::stoi(s.substr(1), nullptr, 16) : std::stoi(s);
      out.push_back(neg ? -v : v);
    }
  }
  return out;
}

TEST(SonlvlTwistDisassembly, EmeraldHill1ImportsItsThreeSpiralsWithTheGamesTables) {
  const auto root = test::disassembly("SOLIDTILE_S2DISASM", "s2disasm");
  if (!root) GTEST_SKIP() << "neither SOLIDTILE_S2DISASM nor SOLIDTILE_DISASM_DIR is set";
  const io::ProjectResult p = io::loadSonlvlProject(*root / "SonLVL INI Files" / "SonLVL.ini");
  ASSERT_TRUE(p.project);
  const io::SonlvlImportResult r = io::importSonlvlLevel(*p.project, "Emerald Hill Zone Act 1");
  ASSERT_TRUE(r.file);
  std::ifstream f(*root / "s2.asm", std::ios::binary);
  std::stringstream text;
  text << f.rdbuf();
  const std::vector<int> heights = asmBytes(text.str(), "Obj06_CosineTable");
  const std::vector<int> flips = asmBytes(text.str(), "Obj06_FlipAngleTable");
  ASSERT_EQ(heights.size(), kTwistHeights);
  ASSERT_EQ(flips.size(), kTwistFlips);
  std::vector<std::pair<int, int>> at;
  for (const SolidObject& o : r.file->level.objects) {
    if (o.kind != ObjectKind::Twist) continue;
    at.emplace_back(o.path[0].x + kTwistHalfWidth, o.path[0].y + kTwistHalfHeight);
    ASSERT_EQ(o.twist.size(), heights.size());
    for (std::size_t k = 0; k < heights.size(); ++k) EXPECT_EQ(o.twist[k], heights[k]) << k;
    for (std::size_t k = 0; k < flips.size(); ++k) EXPECT_EQ(o.twistFlip[k], flips[k]) << k;
  }
  EXPECT_EQ(at, (std::vector<std::pair<int, int>>{{4800, 640}, {9408, 640}, {9792, 640}}));
  const io::SonlvlObjectSummary s =
      io::summarizeSonlvlObjects(r.file->markers, r.file->profile, io::holdsTwist(r.file->level.objects));
  EXPECT_EQ(s.simulated, 334);  // 333 before its Obj0D signpost was a goal
  EXPECT_EQ(s.total, 361);
}

}  // namespace
}  // namespace solidtile

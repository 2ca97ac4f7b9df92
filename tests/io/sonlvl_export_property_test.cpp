// Issue 28 (data loss first), issue 29: export-sonlvl must never drop an edit
// and say "unchanged". Random edits of every kind on made-up Sonic 1, Sonic 2
// (two indexes and one) and S3K projects; each export either writes what
// re-imports as the edited level, or is refused naming every place (or mask)
// it cannot hold: those reverted, the rest exports and re-imports exactly.
#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <initializer_list>
#include <iterator>
#include <map>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <system_error>
#include <tuple>
#include <vector>

#include "../support/temp_dir.h"
#include "sonlvl_disassembly.h"
#include "sonlvl_fake_project.h"
#include "sonlvl_fake_sonic2_project.h"
#include "solidtile/io/sonlvl_export.h"

namespace solidtile {
namespace {
namespace fs = std::filesystem;
using test::Bytes;

// A project of one game and the level the trials edit.
struct Game {
  std::string name;
  fs::path ini;  // edited in place: each trial puts back what it wrote
  std::string level;
  std::array<const char*, 2> layers;
  // Tiles a brush aims at half the time: the few blocks of the made-up
  // chunks that a random place seldom finds (no solidity bits, one path only).
  std::vector<std::pair<int, int>> aims;
};

io::SonlvlImportResult importFrom(const fs::path& ini, const std::string& level) {
  const io::ProjectResult p = io::loadSonlvlProject(ini);
  if (!p.project) return {std::nullopt, p.problems, {}};
  return io::importSonlvlLevel(*p.project, level);
}

io::SonlvlExportPlan planFor(const fs::path& ini, const std::string& level, const io::LevelFile& edited) {
  const io::ProjectResult p = io::loadSonlvlProject(ini);
  if (!p.project) return {{}, p.problems};
  return io::planSonlvlExport(*p.project, level, edited);
}

// Collision as the player meets it: emptiness, flips, solidity and the mask's heights and angle.
bool sameTile(const Level& a, Tile ta, const Level& b, Tile tb) {
  if (ta.empty() || tb.empty()) return ta.empty() == tb.empty();
  return ta.flipX() == tb.flipX() && ta.flipY() == tb.flipY() && ta.solidity() == tb.solidity() &&
         a.mask(ta.maskIndex()) == b.mask(tb.maskIndex());
}

// The places where the collision of `a` and `b` differ, as "layer (x,y)".
std::vector<std::string> differences(const Level& a, const Level& b) {
  std::vector<std::string> out;
  for (int layer = 0; layer < a.layerCount(); ++layer) {
    for (int y = 0; y < a.height(); ++y) {
      for (int x = 0; x < a.width(); ++x) {
        if (!sameTile(a, a.tile(layer, x, y), b, b.tile(layer, x, y))) {
          out.push_back(std::to_string(layer) + " (" + std::to_string(x) + "," + std::to_string(y) + ")");
        }
      }
    }
  }
  return out;
}

// What a refusal names: tiles ("primary path tiles (1,2), (3,2) and (4,2)"),
// with the chunk's flips and solidity when those are what is wrong there, and
// masks ("mask 4: ...").
struct Named {
  std::set<std::tuple<int, int, int>> tiles;  // layer, x, y: named for something else than flips or solidity
  std::map<std::tuple<int, int, int>, Tile> chunkLooks;  // named for those: the chunk's (mask 0)
  std::set<int> masks;
};

// "...; the chunk: X flip, solidity top_only)" as a tile of mask 0.
std::optional<Tile> chunkLook(const std::string& what) {
  const std::size_t at = what.find("; the chunk: ");
  if (at == std::string::npos) return std::nullopt;
  const std::string rest = what.substr(at + 13);
  const bool both = rest.rfind("X and Y flip", 0) == 0;
  const bool x = both || rest.rfind("X flip", 0) == 0, y = both || rest.rfind("Y flip", 0) == 0;
  for (const Solidity s : {Solidity::All, Solidity::TopOnly, Solidity::SidesAndBottom}) {
    if (rest.find(std::string("solidity ") + solidityName(s) + ")") != std::string::npos) return Tile::make(0, x, y, s);
  }
  return std::nullopt;
}

Named namedIn(const std::vector<io::Problem>& problems, const std::array<const char*, 2>& layers) {
  Named n;
  for (const io::Problem& p : problems) {
    const std::string text = p.where + ": " + p.what;
    if (p.where.rfind("mask ", 0) == 0) n.masks.insert(std::stoi(p.where.substr(5)));
    for (int layer = 0; layer < 2; ++layer) {
      const std::string head = std::string(layers[static_cast<std::size_t>(layer)]) + " tile";
      for (std::size_t at = text.find(head); at != std::string::npos; at = text.find(head, at + 1)) {
        std::size_t i = at + head.size();
        if (i < text.size() && text[i] == 's') ++i;
        while (i + 1 < text.size() && text[i] == ' ' && text[i + 1] == '(') {
          int x = 0, y = 0, used = 0;
          if (std::sscanf(text.c_str() + i + 1, "(%d,%d)%n", &x, &y, &used) != 2) break;
          if (const std::optional<Tile> look = chunkLook(p.what)) {
            n.chunkLooks[{layer, x, y}] = *look;
          } else {
            n.tiles.insert({layer, x, y});
          }
          i += 1 + static_cast<std::size_t>(used);
          if (text.compare(i, 1, ",") == 0) {
            ++i;
          } else if (text.compare(i, 4, " and") == 0) {
            i += 4;
          }
        }
      }
    }
  }
  return n;
}

enum Kind { kBrush, kRemask, kRemaskEverywhere, kClear, kReshape, kFlip, kKinds };
const char* const kKindNames[kKinds] = {"brush into empty places", "another mask at one place", "a mask swapped everywhere",
                                        "a tile cleared", "a mask reshaped", "a flip or solidity changed"};

// Random edits of a level, one of a kind at a time.
class Editor {
 public:
  Editor(io::LevelFile& f, std::mt19937& rng, const std::vector<std::pair<int, int>>& aims) : f_(f), l_(f.level), rng_(rng), aims_(aims) {}

  void apply(Kind k) {
    switch (k) {
      case kBrush: return brush();
      case kRemask: return remask();
      case kRemaskEverywhere: return remaskEverywhere();
      case kClear: return clear();
      case kReshape: return reshape();
      case kFlip: return flip();
      case kKinds: break;
    }
  }

 private:
  int pick(int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng_); }
  Solidity anySolid() { return static_cast<Solidity>(pick(3)); }
  // A mask of the level, or now and then a new one.
  int anyMask() {
    if (pick(4) == 0) {
      HeightMask::Heights h{};
      h.fill(static_cast<std::int8_t>(1 + pick(16)));
      f_.autoAngle.push_back(false);
      return l_.addMask(*HeightMask::fromHeights(h, 0));
    }
    return pick(static_cast<int>(l_.masks().size()));
  }
  bool randomTile(bool solid, int& layer, int& x, int& y) {
    for (int tries = 0; tries < 4000; ++tries) {
      layer = pick(2), x = pick(l_.width()), y = pick(l_.height());
      if (l_.tile(layer, x, y).empty() != solid) return true;
    }
    return false;
  }
  // A short stroke of a mask across empty places: blank chunks, block 0,
  // blocks without solidity or with entry 0, whichever the dice find.
  void brush() {
    int layer = 0, x = 0, y = 0;
    if (!aims_.empty() && pick(2) == 0) {
      std::tie(x, y) = aims_[static_cast<std::size_t>(pick(static_cast<int>(aims_.size())))];
      layer = pick(2);
    } else if (!randomTile(false, layer, x, y)) {
      return;
    }
    const Tile t = Tile::make(anyMask(), pick(2) == 1, pick(2) == 1, anySolid());
    for (int n = 1 + pick(4); n > 0 && x < l_.width(); --n, ++x) {
      if (l_.tile(layer, x, y).empty()) l_.setTile(layer, x, y, t);
    }
  }
  void remask() {
    int layer = 0, x = 0, y = 0;
    if (!randomTile(true, layer, x, y)) return;
    const Tile t = l_.tile(layer, x, y);
    l_.setTile(layer, x, y, Tile::make(anyMask(), t.flipX(), t.flipY(), t.solidity()));
  }
  // Every place of one mask on one layer or both given another: what a block's every place agrees on.
  void remaskEverywhere() {
    int layer = 0, x = 0, y = 0;
    if (!randomTile(true, layer, x, y)) return;
    const int from = l_.tile(layer, x, y).maskIndex(), to = anyMask();
    const bool both = pick(2) == 1;
    for (int ly = 0; ly < 2; ++ly) {
      if (!both && ly != layer) continue;
      for (int ty = 0; ty < l_.height(); ++ty) {
        for (int tx = 0; tx < l_.width(); ++tx) {
          const Tile t = l_.tile(ly, tx, ty);
          if (!t.empty() && t.maskIndex() == from) l_.setTile(ly, tx, ty, Tile::make(to, t.flipX(), t.flipY(), t.solidity()));
        }
      }
    }
  }
  void clear() {
    int layer = 0, x = 0, y = 0;
    if (randomTile(true, layer, x, y)) l_.setTile(layer, x, y, Tile{});
  }
  // New heights; the angle even, the flag, or now and then odd (which the games read as the flag).
  void reshape() {
    HeightMask::Heights h{};
    const int base = pick(33) - 16;
    for (std::size_t c = 0; c < h.size(); ++c) h[c] = static_cast<std::int8_t>(base >= 0 ? pick(base + 1) : -pick(-base + 1));
    const int roll = pick(8);
    const Angle angle = roll == 0 ? kFlaggedAngle : roll == 1 ? static_cast<Angle>(2 * pick(128) + 1) : static_cast<Angle>(2 * pick(128));
    l_.setMask(pick(static_cast<int>(l_.masks().size())), *HeightMask::fromHeights(h, angle));
  }
  void flip() {
    int layer = 0, x = 0, y = 0;
    if (!randomTile(true, layer, x, y)) return;
    const Tile t = l_.tile(layer, x, y);
    const int what = pick(3);
    l_.setTile(layer, x, y, Tile::make(t.maskIndex(), t.flipX() != (what == 0), t.flipY() != (what == 1),
                                       what == 2 ? static_cast<Solidity>((static_cast<int>(t.solidity()) + 1) % 3) : t.solidity()));
  }

  io::LevelFile& f_;
  Level& l_;
  std::mt19937& rng_;
  const std::vector<std::pair<int, int>>& aims_;
};

// Exports `edited` into the project, writes it (the files in `written`) and
// imports it again: its collision must be the edited level's.
void expectWrittenAndReimported(const Game& g, const io::LevelFile& edited, const std::string& trial, std::vector<fs::path>& written) {
  const io::SonlvlExportPlan plan = planFor(g.ini, g.level, edited);
  ASSERT_TRUE(plan.problems.empty()) << trial << io::describe("export", plan.problems);
  std::string why;
  ASSERT_TRUE(io::writeSonlvlExport(plan, &why)) << trial << why;
  for (const io::SonlvlExportFile& f : plan.files) {
    if (f.changed) written.push_back(f.path);
  }
  const io::SonlvlImportResult again = importFrom(g.ini, g.level);
  ASSERT_TRUE(again.file) << trial << io::describe("re-import", again.problems);
  const std::vector<std::string> diff = differences(edited.level, again.file->level);
  EXPECT_TRUE(diff.empty()) << trial << diff.size() << " tiles differ after the round trip, the first " << diff.front();
}

// The reasons a refusal gives, counted to see that the trials reach each.
const char* const kReasons[] = {"which holds id $00", "which holds chunk $00", "chunks the chunk files hold", "block $0 is the blank block",
                                "no solidity bits", "flips or solidity unlike", "given different masks", "odd angle"};
constexpr std::size_t kReasonCount = std::size(kReasons);

struct Tally {
  int written = 0, refused = 0;
  std::array<int, kKinds> kinds{};
  std::array<int, kReasonCount> reasons{};
};

Tally runTrials(const Game& g, unsigned seed, int trials) {
  Tally tally;
  std::mt19937 rng(seed);
  for (int trial = 0; trial < trials; ++trial) {
    // Each trial starts from the project as made: what one writes is put back from its .bak.
    std::vector<fs::path> written;
    struct Restore {
      std::vector<fs::path>& files;
      ~Restore() {
        std::error_code ec;  // a destructor must not throw; a failed restore shows in the next trial
        for (const fs::path& f : files) fs::rename(fs::path(f.string() + ".bak"), f, ec);
      }
    } restore{written};
    const fs::path& ini = g.ini;
    const io::SonlvlImportResult original = importFrom(ini, g.level);
    EXPECT_TRUE(original.file) << io::describe(g.name, original.problems);
    if (!original.file) return tally;
    io::LevelFile edited = *original.file;
    Editor editor(edited, rng, g.aims);
    std::string what;
    for (int n = 1 + std::uniform_int_distribution<int>(0, 2)(rng); n > 0; --n) {
      const Kind k = static_cast<Kind>(std::uniform_int_distribution<int>(0, kKinds - 1)(rng));
      editor.apply(k);
      ++tally.kinds[static_cast<std::size_t>(k)];
      what += std::string(what.empty() ? "" : ", ") + kKindNames[k];
    }
    const std::string label = g.name + " trial " + std::to_string(trial) + " (" + what + "): ";
    const io::SonlvlExportPlan plan = planFor(ini, g.level, edited);
    if (plan.problems.empty()) {
      ++tally.written;
      expectWrittenAndReimported(g, edited, label, written);
      continue;
    }
    ++tally.refused;
    for (const io::Problem& p : plan.problems) {
      for (std::size_t r = 0; r < kReasonCount; ++r) tally.reasons[r] += p.what.find(kReasons[r]) != std::string::npos ? 1 : 0;
    }
    EXPECT_TRUE(plan.files.empty()) << label;
    EXPECT_LT(plan.problems.size(), io::kMaxProblems) << label << "a trial is small enough for every place to be named";
    // What the refusal says is wrong undone: a named place's flips and
    // solidity set to its chunk's when those are what it names, else the place
    // back as the project has it, and every tile of a named mask back too.
    // What is left must be written and read back whole.
    const Named named = namedIn(plan.problems, g.layers);
    const Level& before = original.file->level;
    Level& l = edited.level;
    EXPECT_FALSE(named.tiles.empty() && named.chunkLooks.empty() && named.masks.empty()) << label << io::describe("export", plan.problems);
    for (const auto& [place, look] : named.chunkLooks) {
      const auto& [layer, x, y] = place;
      l.setTile(layer, x, y, Tile::make(l.tile(layer, x, y).maskIndex(), look.flipX(), look.flipY(), look.solidity()));
    }
    for (const auto& [layer, x, y] : named.tiles) l.setTile(layer, x, y, before.tile(layer, x, y));
    for (const int m : named.masks) {
      if (static_cast<std::size_t>(m) < before.masks().size()) {
        l.setMask(m, before.mask(m));
        continue;
      }
      for (int layer = 0; layer < 2; ++layer) {
        for (int y = 0; y < l.height(); ++y) {
          for (int x = 0; x < l.width(); ++x) {
            if (l.tile(layer, x, y).maskIndex() == m) l.setTile(layer, x, y, before.tile(layer, x, y));
          }
        }
      }
    }
    expectWrittenAndReimported(g, edited, label + "after reverting what the refusal names (" + io::describe("", plan.problems) + "): ",
                               written);
  }
  return tally;
}

// `reasons`: the refusals this game's project must have met (its cells with no chunk among them).
void report(const Game& g, const Tally& t, const std::vector<std::string>& reasons) {
  std::printf("%s: %d written, %d refused;", g.name.c_str(), t.written, t.refused);
  for (int k = 0; k < kKinds; ++k) std::printf(" %s %d%s", kKindNames[k], t.kinds[static_cast<std::size_t>(k)], k + 1 < kKinds ? "," : "\n");
  std::printf("  refusals:");
  for (std::size_t r = 0; r < kReasonCount; ++r) std::printf(" '%s' %d%s", kReasons[r], t.reasons[r], r + 1 < kReasonCount ? "," : "\n");
  EXPECT_GT(t.written, 0) << g.name;
  EXPECT_GT(t.refused, 0) << g.name;
  for (int k = 0; k < kKinds; ++k) EXPECT_GT(t.kinds[static_cast<std::size_t>(k)], 0) << g.name << ": " << kKindNames[k];
  for (const std::string& reason : reasons) {
    for (std::size_t r = 0; r < kReasonCount; ++r) {
      if (reason == kReasons[r]) {
        EXPECT_GT(t.reasons[r], 0) << g.name << ": no refusal said '" << reason << "'";
      }
    }
  }
}

const std::vector<std::string> kEveryProject = {"block $0 is the blank block", "no solidity bits", "flips or solidity unlike",
                                                "given different masks", "odd angle"};
std::vector<std::string> with(std::vector<std::string> v, std::initializer_list<const char*> more) {
  v.insert(v.end(), more.begin(), more.end());
  return v;
}

constexpr int kTrials = 150;

TEST(SonlvlExportProperty, Sonic1EditsAreWrittenOrRefusedByPlace) {
  test::FakeProject p;  // a loop cell and a cell of id $00
  // Chunk 3 (the loop cell's low plane): block 3 at (4,0), block 1 without solidity at (5,0); the cell of id $00.
  const Game g{"Sonic 1", p.ini, "Test Zone Act 1", {"high plane", "low plane"}, {{20, 0}, {21, 0}, {50, 5}}};
  report(g, runTrials(g, 1, kTrials), with(kEveryProject, {"which holds id $00"}));
}

TEST(SonlvlExportProperty, Sonic2EditsAreWrittenOrRefusedByPlace) {
  test::FakeSonic2Project p;  // three cells of chunk $00, chunk 1 in two cells
  // Chunk 2's blocks at (3,0), (4,0) and (5,0): solid on one path, on none, on the other.
  const Game g{"Sonic 2", p.ini, "Test Zone Act 1", {"primary path", "secondary path"}, {{11, 0}, {12, 0}, {13, 0}}};
  report(g, runTrials(g, 2, kTrials), with(kEveryProject, {"which holds chunk $00"}));
}

TEST(SonlvlExportProperty, Sonic2WithOneIndexEditsAreWrittenOrRefusedByPlace) {
  test::FakeSonic2Project p;
  std::string text = test::readText(p.ini);
  text.erase(text.find("colind2=../data/colind2.kos\n"), std::string("colind2=../data/colind2.kos\n").size());
  test::writeText(p.ini, text);
  const Game g{"Sonic 2, one index", p.ini, "Test Zone Act 1", {"primary path", "secondary path"}, {{11, 0}, {12, 0}, {13, 0}}};
  report(g, runTrials(g, 3, kTrials), with(kEveryProject, {"which holds chunk $00"}));
}

TEST(SonlvlExportProperty, Sonic3kEditsAreWrittenOrRefusedByPlace) {
  test::FakeSonic3kProject p(2);
  // A cell naming chunk 9 of the 4 the file holds: left empty at import, as an S3K boss variant's are.
  const std::string stored = test::readText(p.dir / "data/layout.bin");
  Bytes layout(stored.begin(), stored.end());
  layout.at(0x8C) = 9;  // foreground row 1 (at $808C, the layout loaded at $8000), column 0
  p.write("data/layout.bin", layout);
  ASSERT_FALSE(p.import3k().notes.empty()) << "the cell past the chunk file is noted";
  const Game g{"S3K", p.ini, "Sonic 3\\\\Test Zone Act 1", {"primary path", "secondary path"}, {{11, 0}, {12, 0}, {13, 0}}};
  report(g, runTrials(g, 4, kTrials), with(kEveryProject, {"which holds chunk $00", "chunks the chunk files hold"}));
}

// The disassembly's folders a Sonic 2 level's collision comes from, copied into `copy`.
void copySonic2Project(const fs::path& root, const fs::path& copy) {
  for (const char* d : {"SonLVL INI Files", "collision", "level", "mappings", "startpos"}) {
    fs::copy(root / d, copy / d, fs::copy_options::recursive);
  }
}

// Issue 28's case, on a local checkout of s2disasm (never part of the
// repository): mask 0 brushed into Emerald Hill 1's sky at tile (38,5) on the
// primary path, a cell of chunk $00, was dropped with "0 files written".
TEST(SonlvlExportPropertyDisassembly, EmeraldHill1SkyBrushIsRefusedNamingThePlace) {
  const auto root = test::disassembly("SOLIDTILE_S2DISASM", "s2disasm");
  if (!root) GTEST_SKIP() << "neither SOLIDTILE_S2DISASM nor SOLIDTILE_DISASM_DIR is set";
  const fs::path ini = *root / "SonLVL INI Files" / "SonLVL.ini";
  const char* level = "Emerald Hill Zone Act 1";
  io::SonlvlImportResult r = importFrom(ini, level);
  ASSERT_TRUE(r.file) << io::describe(level, r.problems);
  ASSERT_TRUE(r.file->level.tile(0, 38, 5).empty());
  ASSERT_TRUE(r.file->level.setTile(0, 38, 5, Tile::make(0, false, false, Solidity::All)));
  const io::SonlvlExportPlan plan = planFor(ini, level, *r.file);
  EXPECT_TRUE(plan.files.empty());
  ASSERT_EQ(plan.problems.size(), 1u) << io::describe(level, plan.problems);
  EXPECT_EQ(plan.problems[0].where, "primary path tile (38,5)");
  EXPECT_EQ(plan.problems[0].what.rfind("solid in layout cell (4,0), which holds chunk $00, the blank chunk every empty cell shares", 0), 0u)
      << plan.problems[0].what;
}

// The property on the real Emerald Hill 1: fewer trials, each on a fresh copy of the disassembly's files.
TEST(SonlvlExportPropertyDisassembly, EmeraldHill1EditsAreWrittenOrRefusedByPlace) {
  const auto root = test::disassembly("SOLIDTILE_S2DISASM", "s2disasm");
  if (!root) GTEST_SKIP() << "neither SOLIDTILE_S2DISASM nor SOLIDTILE_DISASM_DIR is set";
  test::TempDir copy;
  copySonic2Project(*root, copy.path());
  const Game g{"Emerald Hill 1", copy / "SonLVL INI Files/SonLVL.ini", "Emerald Hill Zone Act 1",
               {"primary path", "secondary path"}, {{38, 5}, {39, 5}}};
  report(g, runTrials(g, 5, 40), {"which holds chunk $00", "given different masks"});
}

}  // namespace
}  // namespace solidtile

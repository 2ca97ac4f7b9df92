// The games' own attract-mode demos, imported as movies and run on the acts
// they play on: Green Hill 1 (s1disasm's demodata/Intro - GHZ.bin) and
// Emerald Hill 1 (s2.asm's Demo_EHZ `demoinput` lines, assembled here as the
// macro does), and the other zones' demos the importer covers (Marble,
// Spring Yard, Chemical Plant, Aquatic Ruin). Gated on local disassemblies (SOLIDTILE_S1DISASM and
// SOLIDTILE_S2DISASM, or SOLIDTILE_DISASM_DIR); prints how far each demo stays
// believable. runDemo's step runs without the objects' slots, so the acts'
// enemies (level format 14, which keep one) are never met: its figures are
// the demos with the badniks left out, and the first badnik's spawn point
// reached is where each would part. simDemo plays them as sim does, with the
// slots and the camera, the badniks enemies (Emerald Hill's Coconuts and
// Masher moving by their routines, level format 15): README's figures.
#include <gtest/gtest.h>

#include <algorithm>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <set>
#include <sstream>
#include <string>

#include "sim_like_cli.h"
#include "solidtile/camera/camera.h"
#include "solidtile/io/atomic_file.h"
#include "solidtile/io/game_demo.h"
#include "solidtile/io/sonlvl.h"
#include "solidtile/sonic/run.h"
#include "sonlvl_disassembly.h"

namespace solidtile {
namespace {
namespace fs = std::filesystem;

// s2.macros.asm's demoinput: the buttons' mask, then the duration - 1.
std::string assembleDemoScript(const std::string& asmText, const std::string& label) {
  std::istringstream lines(asmText);
  std::string line, out;
  bool in = false;
  while (std::getline(lines, line)) {
    const std::string code = line.substr(0, line.find(';'));
    if (!in) {
      in = code.rfind(label + ":", 0) == 0;
      continue;
    }
    const std::size_t at = code.find("demoinput");
    if (at == std::string::npos) {
      if (code.find_first_not_of(" \t\r") == std::string::npos) continue;
      break;
    }
    const std::string args = code.substr(at + 9);
    const std::size_t comma = args.find(',');
    int mask = 0;
    for (char c : args.substr(0, comma)) {
      const std::string letters = "UDLRBCAS";
      if (const std::size_t bit = letters.find(c); bit != std::string::npos && c != ' ' && c != '\t') mask |= 1 << bit;
    }
    if (comma == std::string::npos) break;
    std::string d = args.substr(comma + 1);
    d.erase(0, d.find_first_not_of(" \t"));
    if (d.empty()) break;
    const int duration = d[0] == '$' ? std::stoi(d.substr(1), nullptr, 16) : std::stoi(d);
    out.push_back(static_cast<char>(mask));
    out.push_back(static_cast<char>((duration - 1) & 0xFF));
  }
  return out;
}

struct DemoRun {
  int maxX = 0, finalX = 0;
  int partFrame = -1, partX = 0;  // the first frame Sonic reaches a badnik's spawn point
  std::string partWith;
  int stuckFrame = -1, stuckX = 0;  // the first frame of 60 in which a held direction moves him under 8 px
  bool fell = false;
};

// Plays the movie as its header says: "presses held" (import-demo's, as both
// games' MoveSonicInDemo writes the pad as held and newly pressed every frame,
// Sonic 1 REV01 and Sonic 2 `moveq #0,d2`) or, with `presses` given, another way.
DemoRun runDemo(const io::SonlvlImportResult& act, const io::Movie& movie, Profile profile, const std::set<int>& badniks,
                std::optional<Presses> presses = std::nullopt) {
  const Level& level = act.file->level;
  const PlayerConfig cfg = defaultPlayerConfig(profile);
  PlayerState s = startState(level, cfg);
  const Presses playedAs = presses.value_or(movie.header.presses.value_or(Presses::OnKeyDown));
  DemoRun r;
  std::vector<int> xs;
  for (std::size_t f = 0; f < movie.frames.size() && !s.outOfLevel; ++f) {
    beforeStep(s, playedAs);
    stepPlayer(s, level, cfg, movie.frames[f]);
    const int x = s.x >> 8, y = s.y >> 8;
    xs.push_back(x);
    r.maxX = std::max(r.maxX, x);
    for (const io::Marker& m : act.file->markers) {
      if (r.partFrame < 0 && badniks.count(m.type) && std::abs(x - m.x) < 24 && std::abs(y - m.y) < 32) {
        r.partFrame = static_cast<int>(f + 1);
        r.partX = x;
        r.partWith = m.name;
      }
    }
  }
  r.fell = s.outOfLevel;
  r.finalX = s.x >> 8;
  for (std::size_t f = 0; r.stuckFrame < 0 && f + 60 < xs.size(); ++f) {
    bool held = true;
    for (std::size_t g = f; g < f + 60; ++g) held = held && (movie.frames[g] & (input::kLeft | input::kRight));
    if (held && std::abs(xs[f + 60] - xs[f]) < 8) {
      r.stuckFrame = static_cast<int>(f + 1);
      r.stuckX = xs[f];
    }
  }
  return r;
}

// The demo as sim plays it, with the objects' slots and the camera that
// loads them (object_loading camera): the badniks are enemies the touch test
// meets, Coconuts and Masher moving by their routines (level format 15).
struct SimRun {
  int maxX = 0;
  int firstFrame = -1, firstX = 0;  // the first frame the player touched an enemy (hurt, or destroyed one)
  bool firstDestroyed = false;
  std::string firstWith;  // the nearest enemy then: its motion and placement
};
SimRun simDemo(const Level& level, const io::Movie& movie, Profile profile) {
  test::SimLikeCli run(level, profile, movie.header.presses.value_or(Presses::OnKeyDown));
  const PlayerState& s = run.s;
  const std::vector<ObjectSlot>& slots = run.slots;
  SimRun r;
  for (std::size_t f = 0; f < movie.frames.size() && !s.outOfLevel; ++f) {
    const bool wasHurt = s.hurt;
    std::vector<ObjectSlot> before;
    if (r.firstFrame < 0) before = slots;
    run.step(movie.frames[f]);
    r.maxX = std::max(r.maxX, static_cast<int>(s.x >> 8));
    if (r.firstFrame >= 0) continue;
    bool destroyed = false;
    for (std::size_t i = 0; i < level.objects.size(); ++i) {
      const std::int32_t k = level.objects.slotOf(i);
      if (level.objects[i].kind == ObjectKind::Enemy && k >= 0 && slots[static_cast<std::size_t>(k)].since != ObjectSlot::kNever &&
          before[static_cast<std::size_t>(k)].since == ObjectSlot::kNever) {
        destroyed = true;
      }
    }
    if (destroyed || (s.hurt && !wasHurt)) {
      r.firstFrame = static_cast<int>(f + 1);
      r.firstX = s.x >> 8;
      r.firstDestroyed = destroyed;
      std::int64_t best = INT64_MAX;
      for (std::size_t i = 0; i < level.objects.size(); ++i) {
        const SolidObject& o = level.objects[i];
        if (o.kind != ObjectKind::Enemy) continue;
        const std::int64_t dx = o.path[0].x + o.w / 2 - (s.x >> 8), dy = o.path[0].y + o.h / 2 - (s.y >> 8);
        if (dx * dx + dy * dy < best) {
          best = dx * dx + dy * dy;
          r.firstWith = std::string(enemyMotionName(o.motion)) + " placed at x " + std::to_string(o.path[0].x + o.w / 2);
        }
      }
    }
  }
  return r;
}

void reportSim(const char* name, const SimRun& r) {
  std::printf("%s demo as sim plays it (the badniks enemies): x reached %d; first touches an enemy at frame %d (x %d, %s; %s)\n",
              name, r.maxX, r.firstFrame, r.firstX, r.firstDestroyed ? "destroys it" : "hurt", r.firstWith.c_str());
}

void report(const char* name, const char* how, const DemoRun& r) {
  std::printf("%s demo, %s: x reached %d, ends at x %d%s; meets %s at frame %d (x %d); a held direction stalls from frame %d (x %d)\n",
              name, how, r.maxX, r.finalX, r.fell ? " (fell out of the level)" : "",
              r.partWith.empty() ? "no badnik" : r.partWith.c_str(), r.partFrame, r.partX, r.stuckFrame, r.stuckX);
}

io::SonlvlImportResult importAct(const fs::path& root, const char* act) {
  const io::ProjectResult p = io::loadSonlvlProject(root / "SonLVL INI Files" / "SonLVL.ini");
  if (!p.project) return {};
  return io::importSonlvlLevel(*p.project, act);
}

TEST(GameDemoDisassembly, GreenHill1PlaysItsIntroDemo) {
  const auto root = test::disassembly("SOLIDTILE_S1DISASM", "s1disasm");
  if (!root) GTEST_SKIP() << "neither SOLIDTILE_S1DISASM nor SOLIDTILE_DISASM_DIR is set";
  std::string why;
  const auto bytes = io::readFile(*root / "demodata" / "Intro - GHZ.bin", io::kMaxDemoFileBytes, &why);
  ASSERT_TRUE(bytes) << why;
  const io::DemoResult demo = io::decodeGameDemo(*bytes, io::DemoGame::Sonic1);
  ASSERT_TRUE(demo.movie) << io::describe("Intro - GHZ.bin", demo.problems);
  EXPECT_TRUE(demo.summary.endedByTimer);
  const io::SonlvlImportResult act = importAct(*root, "Green Hill Zone Act 1");
  ASSERT_TRUE(act.file) << io::describe("Green Hill 1", act.problems);
  const std::set<int> badniks = {0x1F, 0x22, 0x2B, 0x40, 0x42};  // Crabmeat, Buzz Bomber, Chopper, Moto Bug, Newtron
  // The movie as import-demo writes it and sim reads it back: its "presses held" line plays it.
  const io::MovieResult written = io::parseMovie(io::formatMovie(*demo.movie));
  ASSERT_TRUE(written.movie) << io::describe("the written movie", written.problems);
  EXPECT_EQ(written.movie->header.presses, Presses::EveryHeldFrame);
  const DemoRun game = runDemo(act, *written.movie, Profile::Sonic1, badniks);
  const DemoRun edge = runDemo(act, *written.movie, Profile::Sonic1, badniks, Presses::OnKeyDown);
  report("Green Hill 1", "as the movie says, every held button pressed (as the game plays demos)", game);
  report("Green Hill 1", "jump on a rising edge (presses down)", edge);
  // Measured: both pass the first bridge and the ramp. On a rising edge Sonic lands under the first
  // crabmeat's ledge with C still held and does not jump again (stalls at x 3061, reaches 3601); as
  // the game presses, he climbs it, meets the crabmeat at x ~2395 (frame 637) and later stalls on
  // the spikes at x ~3920.
  EXPECT_FALSE(edge.fell);
  EXPECT_GE(edge.maxX, 3550);
  EXPECT_FALSE(game.fell);
  EXPECT_GE(game.maxX, 3950);
  const SimRun sim = simDemo(act.file->level, *written.movie, Profile::Sonic1);
  reportSim("Green Hill 1", sim);
  // Measured (level format 17: Green Hill's Crabmeats, Moto Bugs, Buzz Bombers and Newtrons move by
  // their routines): the Crabmeat placed at x 2224, which stood still off his path before, has walked
  // left into it and he destroys it curled on frame 552 (x 2168); he rolls into the next (x 2400) on
  // frame 633 (638 when it stood still) and reaches x ~7121 (4534 with still badniks).
  EXPECT_EQ(sim.firstFrame, 552);
  EXPECT_EQ(sim.firstX, 2168);
  EXPECT_TRUE(sim.firstDestroyed);
  EXPECT_GE(sim.maxX, 7100);
}

TEST(GameDemoDisassembly, EmeraldHill1PlaysItsDemo) {
  const auto root = test::disassembly("SOLIDTILE_S2DISASM", "s2disasm");
  if (!root) GTEST_SKIP() << "neither SOLIDTILE_S2DISASM nor SOLIDTILE_DISASM_DIR is set";
  std::string why;
  const auto source = io::readFile(*root / "s2.asm", 64u << 20, &why);
  ASSERT_TRUE(source) << why;
  const std::string bytes = assembleDemoScript(*source, "Demo_EHZ");
  ASSERT_EQ(bytes.size(), 96u);  // 48 demoinput lines
  const io::DemoResult demo = io::decodeGameDemo(bytes, io::DemoGame::Sonic2);
  ASSERT_TRUE(demo.movie) << io::describe("Demo_EHZ", demo.problems);
  EXPECT_TRUE(demo.summary.endedByTimer);
  const io::SonlvlImportResult act = importAct(*root, "Emerald Hill Zone Act 1");
  ASSERT_TRUE(act.file) << io::describe("Emerald Hill 1", act.problems);
  const std::set<int> badniks = {0x4B, 0x5C, 0x9D};  // Buzzer, Masher, Coconuts
  // The movie as import-demo writes it and sim reads it back: its "presses held" line plays it.
  const io::MovieResult written = io::parseMovie(io::formatMovie(*demo.movie));
  ASSERT_TRUE(written.movie) << io::describe("the written movie", written.problems);
  EXPECT_EQ(written.movie->header.presses, Presses::EveryHeldFrame);
  const DemoRun game = runDemo(act, *written.movie, Profile::Sonic2, badniks);
  const DemoRun edge = runDemo(act, *written.movie, Profile::Sonic2, badniks, Presses::OnKeyDown);
  report("Emerald Hill 1", "as the movie says, every held button pressed (as the game plays demos)", game);
  report("Emerald Hill 1", "jump on a rising edge (presses down)", edge);
  // Measured: on a rising edge the held-C spin dash charges once, too slow for the curve at x ~3530,
  // and Sonic stalls at x ~3615 (reaches 4671); as the game presses, it charges every frame and the
  // run went on to x ~6020 until the moving spikes (Obj36 $01 at x 2752, retract vertical: out of
  // the ground 26 px for 67 frames of 129) stood in its way: it comes back to them and stalls
  // against their side from frame 1039 (x 2726), having reached x 3622 before.
  EXPECT_FALSE(edge.fell);
  EXPECT_GE(edge.maxX, 4600);
  EXPECT_FALSE(game.fell);
  EXPECT_GE(game.maxX, 3600);
  EXPECT_EQ(game.stuckFrame, 1039) << "x " << game.stuckX;
  const SimRun sim = simDemo(act.file->level, *written.movie, Profile::Sonic2);
  reportSim("Emerald Hill 1", sim);
  // Measured: the first Coconuts (placed at x ~563, where a still one stopped the demo on frame 229
  // and the run reached x 4673) has climbed out of the way; with still spikes a leaping Masher
  // (placed at x 4728) hurt him on frame 1342 at x ~4711 and the run reached x ~5743. The moving
  // spikes at x 2752 (made on frame 771 as the camera brought them) now hold him at their side
  // (x 2725) while they are out, and he jumps onto them as they come up: hurt on frame 1006
  // (Obj36_Upright's standing test); the run reaches x ~4669. Whether the game's demo meets them
  // so is not known here (sim's run is not the game's frame for frame).
  // The three Obj06 spirals (twists, level format 16) change none of this: the run ends at x ~4600..4670
  // under the first one (x 4800), at y ~880, below its catch window (y 656..703): never ridden.
  EXPECT_EQ(sim.firstFrame, 1006);
  EXPECT_EQ(sim.firstX, 2725);
  EXPECT_FALSE(sim.firstDestroyed);
  EXPECT_GE(sim.maxX, 4600);
}

// The other attract-mode demos of the zones the importer covers: Sonic 1's
// Marble and Spring Yard intros, Sonic 2's Chemical Plant and Aquatic Ruin,
// each on its act 1, as sim plays it. What each meets first and how far it
// gets are pinned, so a change to an object kind they cross shows here.
struct OtherDemo {
  SimRun sim;
  DemoRun run;
};
std::optional<OtherDemo> playOtherDemo(const fs::path& root, const std::string& bytes, io::DemoGame game, const char* actName,
                                       Profile profile, const std::set<int>& badniks) {
  const io::DemoResult demo = io::decodeGameDemo(bytes, game);
  EXPECT_TRUE(demo.movie) << io::describe(actName, demo.problems);
  const io::SonlvlImportResult act = importAct(root, actName);
  EXPECT_TRUE(act.file) << io::describe(actName, act.problems);
  if (!demo.movie || !act.file) return std::nullopt;
  EXPECT_TRUE(demo.summary.endedByTimer);
  OtherDemo d{simDemo(act.file->level, *demo.movie, profile), runDemo(act, *demo.movie, profile, badniks)};
  reportSim(actName, d.sim);
  report(actName, "as the game presses, without the badniks", d.run);
  return d;
}

TEST(GameDemoDisassembly, MarbleAndSpringYard1PlayTheirIntroDemos) {
  const auto root = test::disassembly("SOLIDTILE_S1DISASM", "s1disasm");
  if (!root) GTEST_SKIP() << "neither SOLIDTILE_S1DISASM nor SOLIDTILE_DISASM_DIR is set";
  std::string why;
  const auto mz = io::readFile(*root / "demodata" / "Intro - MZ.bin", io::kMaxDemoFileBytes, &why);
  ASSERT_TRUE(mz) << why;
  const auto syz = io::readFile(*root / "demodata" / "Intro - SYZ.bin", io::kMaxDemoFileBytes, &why);
  ASSERT_TRUE(syz) << why;
  const std::set<int> badniks = {0x1E, 0x1F, 0x22, 0x2B, 0x2C, 0x2D, 0x40, 0x42, 0x43, 0x50, 0x55, 0x60, 0x78};
  const auto marble = playOtherDemo(*root, *mz, io::DemoGame::Sonic1, "Marble Zone Act 1", Profile::Sonic1, badniks);
  const auto springYard = playOtherDemo(*root, *syz, io::DemoGame::Sonic1, "Spring Yard Zone Act 1", Profile::Sonic1, badniks);
  ASSERT_TRUE(marble && springYard);
  // Measured (level format 18): Marble 1's demo destroys the Buzz Bomber placed at x 1024, flying at
  // him, curled on frame 260 (x 864) and reaches x 1813 (2996 without the badniks, where it would
  // meet that Buzz Bomber on frame 337). Spring Yard 1's destroys the Crabmeat placed at x 293 on
  // frame 116 (x 232) and reaches x 1963; without the badniks it stalls at x 485 from frame 1697
  // (reaching 756): the bounce off the Crabmeat is what sends it on.
  EXPECT_EQ(marble->sim.maxX, 1813);
  EXPECT_EQ(marble->sim.firstFrame, 260);
  EXPECT_TRUE(marble->sim.firstDestroyed);
  EXPECT_EQ(marble->run.maxX, 2996);
  EXPECT_EQ(springYard->sim.maxX, 1963);
  EXPECT_EQ(springYard->sim.firstFrame, 116);
  EXPECT_TRUE(springYard->sim.firstDestroyed);
  EXPECT_EQ(springYard->run.stuckFrame, 1697);
}

TEST(GameDemoDisassembly, ChemicalPlantAndAquaticRuin1PlayTheirDemos) {
  const auto root = test::disassembly("SOLIDTILE_S2DISASM", "s2disasm");
  if (!root) GTEST_SKIP() << "neither SOLIDTILE_S2DISASM nor SOLIDTILE_DISASM_DIR is set";
  std::string why;
  const auto source = io::readFile(*root / "s2.asm", 64u << 20, &why);
  ASSERT_TRUE(source) << why;
  const std::set<int> badniks = {0x8C, 0x8D, 0x8E, 0x91, 0xA5, 0xA7, 0x1D};
  const auto cpz = playOtherDemo(*root, assembleDemoScript(*source, "Demo_CPZ"), io::DemoGame::Sonic2,
                                 "Chemical Plant Zone Act 1", Profile::Sonic2, badniks);
  const auto arz = playOtherDemo(*root, assembleDemoScript(*source, "Demo_ARZ"), io::DemoGame::Sonic2,
                                 "Aquatic Ruin Zone Act 1", Profile::Sonic2, badniks);
  ASSERT_TRUE(cpz && arz);
  // Measured (level format 18): Chemical Plant 1's demo touches no badnik and reaches x 3501; a
  // held direction stalls from frame 597 (x 3246). Aquatic Ruin 1's reaches x 4213 and is hurt on
  // frame 871 (x 3180) by the Chop Chop placed at x 3200, which stands still here (the game's
  // swims at him); without the badniks it reaches x 5621, where it stalls from frame 1625.
  // Level format 20's springboards: Aquatic Ruin 1's demo runs onto the first (x_pos 2308) on
  // frame 604 (x 2287, its near part), presses it on 605 (x 2293) and is thrown on 610 (x 2322,
  // byte_26550[$2A] = 2: y speed -$600, x speed $5EA + $200): hurt by that Chop Chop on frame 868
  // (x 3183), it now reaches x 5621; without the badniks it reaches x 3541, stalling from frame
  // 953 (x 3532).
  EXPECT_EQ(cpz->sim.maxX, 3501);
  EXPECT_EQ(cpz->sim.firstFrame, -1);
  EXPECT_EQ(cpz->run.stuckFrame, 597);
  EXPECT_EQ(arz->sim.maxX, 5621);
  EXPECT_EQ(arz->sim.firstFrame, 868);
  EXPECT_FALSE(arz->sim.firstDestroyed);
  EXPECT_EQ(arz->run.maxX, 3541);
  EXPECT_EQ(arz->run.stuckFrame, 953);
}

}  // namespace
}  // namespace solidtile

namespace solidtile {
namespace {

// S&K's Angel Island demo (Levels/AIZ/Demodata/1.bin, a pad byte a frame) on
// the imported Sonic 3 & Knuckles Angel Island 1. The first 912 bytes hold
// nothing (the game's intro runs then; the import starts Sonic at the act's
// start location), then the demo runs right.
TEST(GameDemoDisassembly, AngelIsland1PlaysItsDemo) {
  const auto root = test::disassembly("SOLIDTILE_SKDISASM", "skdisasm");
  if (!root) GTEST_SKIP() << "neither SOLIDTILE_SKDISASM nor SOLIDTILE_DISASM_DIR is set";
  std::string why;
  const auto bytes = io::readFile(*root / "Levels" / "AIZ" / "Demodata" / "1.bin", io::kMaxDemoFileBytes, &why);
  ASSERT_TRUE(bytes) << why;
  const io::DemoResult demo = io::decodeGameDemo(*bytes, io::DemoGame::Sonic3K);
  ASSERT_TRUE(demo.movie) << io::describe("1.bin", demo.problems);
  // 1.bin's 1919 pad bytes outlast the demo timer: 1800 play (kSonic3kDemoFrames).
  EXPECT_EQ(bytes->size() - 1, 1919u);
  EXPECT_EQ(demo.summary.demoFrames, 1800u);
  EXPECT_TRUE(demo.summary.endedByTimer);
  const io::SonlvlImportResult act = importAct(*root, "Sonic 3\\\\Angel Island Zone Act 1");
  ASSERT_TRUE(act.file) << io::describe("Angel Island 1", act.problems);
  const std::set<int> badniks = {0x8C, 0x8D, 0x8E};  // Bloominator, Rhinobot, MonkeyDude
  const DemoRun run = runDemo(act, *demo.movie, Profile::Sonic3K, badniks);
  report("Angel Island 1", "a pad byte a frame, pressed when it starts being held", run);
  // Measured: Sonic stands through the empty first 912 frames, runs right from frame ~913 over the
  // act's slopes and stops against the terrain at x ~6710 (frame ~1773), as the hold-right run does.
  EXPECT_FALSE(run.fell);
  EXPECT_GE(run.maxX, 6700);
}

}  // namespace
}  // namespace solidtile

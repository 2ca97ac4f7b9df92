// Golden traces: each shipped movie on the shipped level gives a trace with a
// known hash, per profile, in every build; the CLI writes the same bytes.
//
// To re-record after a deliberate physics change, run
//   SOLIDTILE_RECORD_GOLDEN=1 build/release/tests/golden/golden_tests
// which rewrites tests/golden/traces.txt, and say why in the commit message.
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "solidtile/io/atomic_file.h"
#include "solidtile/io/level_file.h"
#include "solidtile/io/movie.h"
#include "solidtile/io/trace.h"
#include "solidtile/sonic/run.h"
#include "fnv1a.h"

namespace solidtile {
namespace {

const std::string kRoot = SOLIDTILE_SOURCE_DIR;
const std::string kManifest = kRoot + "/tests/golden/traces.txt";

struct GoldenRun {
  std::string level, movie, start, profile, hash;
};

std::vector<GoldenRun> readManifest() {
  std::vector<GoldenRun> runs;
  std::ifstream in(kManifest);
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    GoldenRun r;
    fields >> r.level >> r.movie >> r.start >> r.profile >> r.hash;
    runs.push_back(r);
  }
  return runs;
}

using test::fnv1a;

RunSpec parseStart(const std::string& start) {
  RunSpec spec;
  if (start == "-") return spec;
  const auto comma = start.find(',');
  spec.startX = std::stoi(start.substr(0, comma));
  spec.startY = std::stoi(start.substr(comma + 1));
  return spec;
}

// The trace exactly as `solidtile sim` writes it.
std::string trace(const GoldenRun& r) {
  const io::LoadResult level = io::loadLevel(kRoot + "/data/levels/" + r.level);
  const io::MovieResult movie = io::loadMovie(kRoot + "/data/movies/" + r.movie);
  EXPECT_TRUE(level.file) << io::describe(r.level, level.problems);
  EXPECT_TRUE(movie.movie) << io::describe(r.movie, movie.problems);
  if (!level.file || !movie.movie) return {};
  PlayerConfig cfg = defaultPlayerConfig(*parseProfile(r.profile));
  // The movie's header names the character, as `sim` reads it (Sonic when it names none).
  applyCharacter(cfg, movie.movie->header.character.value_or(Character::Sonic));
  PlayerState s = startState(level.file->level, cfg, parseStart(r.start));
  // The `object` column where the profile collides with the level's objects, as sim writes it.
  const bool object = cfg.solidObjects && !level.file->level.objects.empty();
  std::string out = io::traceHeader(object);
  io::appendTraceRow(out, 0, s, object);
  const auto& frames = movie.movie->frames;
  for (std::size_t k = 0; k < frames.size(); ++k) {
    stepPlayer(s, level.file->level, cfg, frames[k]);
    io::appendTraceRow(out, static_cast<long>(k + 1), s, object);
  }
  return out;
}

TEST(GoldenTraces, EveryShippedMovieGivesItsRecordedTrace) {
  std::vector<GoldenRun> runs = readManifest();
  ASSERT_GE(runs.size(), 10u) << "manifest " << kManifest;
  const bool record = std::getenv("SOLIDTILE_RECORD_GOLDEN") != nullptr;
  for (GoldenRun& r : runs) {
    const std::string hash = fnv1a(trace(r));
    if (record) r.hash = hash;
    EXPECT_EQ(hash, r.hash) << r.movie << " on " << r.level << " (" << r.profile << ") changed; if deliberate, "
                            << "re-record with SOLIDTILE_RECORD_GOLDEN=1 and say why in the commit";
  }
  if (record) {
    std::string text =
        "# Golden traces (FNV-1a 64 of the CSV trace): level movie start profile hash\n"
        "# start '-' is the level's start point. Re-record: SOLIDTILE_RECORD_GOLDEN=1 golden_tests\n";
    for (const GoldenRun& r : runs) text += r.level + " " + r.movie + " " + r.start + " " + r.profile + " " + r.hash + "\n";
    std::string why;
    ASSERT_TRUE(io::writeFileAtomic(kManifest, text, &why)) << why;
  }
}

// objects_tour.txt shows what it was made for in every profile whose objects
// are solid: it pushes against the box, then stands on each object in turn
// (box, top-only platform, moving platform, lift) and is carried by the two
// that move. The profiles that pass through objects stand on none.
TEST(GoldenTraces, TheObjectsTourMeetsEveryObjectInTurn) {
  const io::LoadResult level = io::loadLevel(kRoot + "/data/levels/objects_demo.json");
  const io::MovieResult movie = io::loadMovie(kRoot + "/data/movies/objects_tour.txt");
  ASSERT_TRUE(level.file && movie.movie);
  for (int p = 0; p < kProfileCount; ++p) {
    const PlayerConfig cfg = defaultPlayerConfig(static_cast<Profile>(p));
    PlayerState s = startState(level.file->level, cfg, {});
    std::vector<int> stoodOn;
    std::set<int> carried;
    bool pushed = false;
    StepRecord rec;
    for (const Input in : movie.movie->frames) {
      stepPlayer(s, level.file->level, cfg, in, &rec);
      if (s.standingOn >= 0 && (stoodOn.empty() || stoodOn.back() != s.standingOn)) stoodOn.push_back(s.standingOn);
      for (int e = 0; e < rec.eventCount; ++e) {
        if (rec.events[e].kind == EventKind::ObjectCarried) carried.insert(rec.events[e].a);
        pushed |= rec.events[e].kind == EventKind::ObjectPushed && rec.events[e].a == 0;
      }
    }
    if (!cfg.solidObjects) {
      EXPECT_TRUE(stoodOn.empty()) << profileName(cfg.profile);
      continue;
    }
    EXPECT_TRUE(pushed) << profileName(cfg.profile);
    EXPECT_EQ(stoodOn, (std::vector<int>{0, 1, 2, 3})) << profileName(cfg.profile);
    EXPECT_EQ(carried, (std::set<int>{2, 3})) << profileName(cfg.profile);
    EXPECT_FALSE(s.outOfLevel) << profileName(cfg.profile);
  }
}

// kinds_tour.txt shows the format-6 kinds in every profile, in this order:
// stands on the solid sloped ramp (object 0) and the top-only sloped hill
// (1); the yellow up spring (2) launches him up at its $A00; he lands on the
// high platform (3); the red spring facing right (4) launches him right at
// $1000 with the controls locked; the spikes (5) hurt him, knocked back left
// and up; he lands (the hurt state ends) and is still flashing at the end.
TEST(GoldenTraces, TheKindsTourMeetsEveryKindInTurn) {
  const io::LoadResult level = io::loadLevel(kRoot + "/data/levels/kinds_demo.json");
  const io::MovieResult movie = io::loadMovie(kRoot + "/data/movies/kinds_tour.txt");
  ASSERT_TRUE(level.file && movie.movie);
  const std::vector<std::string> expected = {"stand 0",  "stand 1",         "spring 2 ysp -2560", "stand 3",
                                             "spring 4 xsp 4096 lock 15", "hurt 5 knocked left", "hurt ended"};
  for (int p = 0; p < kProfileCount; ++p) {
    const PlayerConfig cfg = defaultPlayerConfig(static_cast<Profile>(p));
    PlayerState s = startState(level.file->level, cfg, {});
    std::vector<std::string> seen;
    StepRecord rec;
    for (const Input in : movie.movie->frames) {
      const int stoodOn = s.standingOn;
      stepPlayer(s, level.file->level, cfg, in, &rec);
      if (s.standingOn >= 0 && s.standingOn != stoodOn) seen.push_back("stand " + std::to_string(s.standingOn));
      for (int e = 0; e < rec.eventCount; ++e) {
        const Event& ev = rec.events[e];
        const std::string i = std::to_string(ev.a);
        if (ev.kind == EventKind::SpringLaunched) {
          const ObjectDir d = level.file->level.objects[ev.a].dir;
          const bool vertical = d == ObjectDir::Up || d == ObjectDir::Down;
          seen.push_back("spring " + i + (vertical ? " ysp " + std::to_string(s.ysp)
                                                   : " xsp " + std::to_string(s.xsp) + " lock " + std::to_string(s.controlLock)));
        } else if (ev.kind == EventKind::Hurt) {
          const bool back = s.hurt && s.xsp == -cfg.hurtXsp && s.ysp == -cfg.hurtYsp;
          seen.push_back("hurt " + i + (back ? " knocked left" : " not knocked back"));
        } else if (ev.kind == EventKind::HurtEnded) {
          seen.push_back("hurt ended");
        }
      }
    }
    EXPECT_EQ(seen, expected) << profileName(cfg.profile);
    EXPECT_FALSE(s.hurt) << profileName(cfg.profile);
    EXPECT_GT(s.invulnerable, 0) << profileName(cfg.profile) << ": still flashing at the end";
    EXPECT_LT(s.invulnerable, cfg.invulnerableFrames) << profileName(cfg.profile) << ": and counting down";
    EXPECT_FALSE(s.outOfLevel) << profileName(cfg.profile);
  }
}

TEST(GoldenTraces, TheCommandLineWritesTheSameBytes) {
  const std::vector<GoldenRun> runs = readManifest();
  ASSERT_FALSE(runs.empty());
  // The first and last runs, and every run over objects (with the `object` column where it is written).
  std::vector<GoldenRun> checked = {runs.front(), runs.back()};
  for (const GoldenRun& r : runs) {
    if (r.level == "objects_demo.json" || r.level == "kinds_demo.json") checked.push_back(r);
  }
  for (const GoldenRun& r : checked) {
    const std::string out = ::testing::TempDir() + "golden_cli_trace.csv";
    std::string cmd = std::string(SOLIDTILE_CLI) + " sim " + kRoot + "/data/levels/" + r.level + " --input " + kRoot +
                      "/data/movies/" + r.movie + " --profile " + r.profile + " --trace " + out;
    if (r.start != "-") cmd += " --start " + r.start;
    ASSERT_EQ(std::system(cmd.c_str()), 0) << cmd;
    std::string why;
    const std::optional<std::string> cli = io::readFile(out, 64u << 20, &why);
    ASSERT_TRUE(cli) << why;
    EXPECT_EQ(*cli, trace(r)) << r.movie;
  }
}

// The CLI's output for `args` (after "sim"), read back from --trace.
std::string cliTrace(const std::string& args) {
  const std::string out = ::testing::TempDir() + "golden_cli_own.csv";
  const std::string cmd = std::string(SOLIDTILE_CLI) + " sim " + args + " --trace " + out;
  EXPECT_EQ(std::system(cmd.c_str()), 0) << cmd;
  std::string why;
  return io::readFile(out, 64u << 20, &why).value_or(why);
}

// A copy of a shipped level that says what it is designed for.
std::string levelDesignedFor(const std::string& level, std::optional<Profile> p, std::optional<io::LevelController> c) {
  io::LoadResult r = io::loadLevel(kRoot + "/data/levels/" + level);
  EXPECT_TRUE(r.file) << io::describe(level, r.problems);
  if (!r.file) return {};
  r.file->profile = p;
  r.file->controller = c;
  const std::string path = ::testing::TempDir() + "designed_for_" + level;
  std::string why;
  EXPECT_TRUE(io::saveLevel(path, *r.file, &why)) << why;
  return path;
}

TEST(GoldenTraces, TheCommandLineRunsTheLevelsOwnProfileAndControllerUnlessAFlagSaysOtherwise) {
  const std::string tour = " --input " + kRoot + "/data/movies/tour.txt";
  const std::string sonic1Demo = levelDesignedFor("demo.json", Profile::Sonic1, std::nullopt);
  const std::string sonic1 = trace({"demo.json", "tour.txt", "-", "sonic1", ""});
  const std::string guide = trace({"demo.json", "tour.txt", "-", "guide", ""});
  ASSERT_NE(sonic1, guide) << "the tour must tell the profiles apart";
  EXPECT_EQ(cliTrace(sonic1Demo + tour), sonic1) << "no --profile: the level's";
  EXPECT_EQ(cliTrace(sonic1Demo + tour + " --profile guide"), guide) << "--profile wins";

  const std::string boxDemo = levelDesignedFor("box_demo.json", std::nullopt, io::LevelController::Box);
  EXPECT_EQ(cliTrace(boxDemo + " --frames 1").rfind("frame,x,y,vx,vy,state,", 0), 0u) << "no --controller: the level's box";
  EXPECT_EQ(cliTrace(boxDemo + " --frames 1 --controller sonic").rfind("frame,x,y,xsp,ysp,gsp,", 0), 0u)
      << "--controller wins";
}

}  // namespace
}  // namespace solidtile

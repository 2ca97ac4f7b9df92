// Golden traces of the box controller: each box movie on box_demo.json gives a
// trace with a known hash in every build, shows the feature it is named for
// (its events), and the CLI writes the same bytes.
//
// To re-record after a deliberate physics change, run
//   SOLIDTILE_RECORD_GOLDEN=1 build/release/tests/golden/golden_tests --gtest_filter='BoxGolden*'
// which rewrites tests/golden/box_traces.txt, and say why in the commit message.
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "fnv1a.h"
#include "solidtile/box/box.h"
#include "solidtile/io/atomic_file.h"
#include "solidtile/io/box_trace.h"
#include "solidtile/io/level_file.h"
#include "solidtile/io/movie.h"

namespace solidtile {
namespace {

const std::string kBoxRoot = SOLIDTILE_SOURCE_DIR;
const std::string kBoxManifest = kBoxRoot + "/tests/golden/box_traces.txt";

struct BoxRun {
  std::string level, movie, start, events, hash;
};

std::vector<BoxRun> readBoxManifest() {
  std::vector<BoxRun> runs;
  std::ifstream in(kBoxManifest);
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    BoxRun r;
    fields >> r.level >> r.movie >> r.start >> r.events >> r.hash;
    runs.push_back(r);
  }
  return runs;
}

struct BoxResult {
  std::string trace;
  std::vector<std::string> events;  // every event name the run's records held, once each
};

BoxResult runBox(const BoxRun& r) {
  const io::LoadResult level = io::loadLevel(kBoxRoot + "/data/levels/" + r.level);
  const io::MovieResult movie = io::loadMovie(kBoxRoot + "/data/movies/" + r.movie);
  EXPECT_TRUE(level.file) << io::describe(r.level, level.problems);
  EXPECT_TRUE(movie.movie) << io::describe(r.movie, movie.problems);
  if (!level.file || !movie.movie) return {};
  const Level& lv = level.file->level;
  BoxState s = spawnBox(lv.startX, lv.startY);
  if (r.start != "-") {
    const auto comma = r.start.find(',');
    s = spawnBox(std::stoi(r.start.substr(0, comma)), std::stoi(r.start.substr(comma + 1)));
  }
  const BoxConfig cfg = defaultBoxConfig();
  BoxResult out;
  out.trace = io::boxTraceHeader();
  io::appendBoxTraceRow(out.trace, 0, s);
  BoxRecord rec;
  for (std::size_t k = 0; k < movie.movie->frames.size(); ++k) {
    stepBox(s, lv, cfg, movie.movie->frames[k], &rec);
    io::appendBoxTraceRow(out.trace, static_cast<long>(k + 1), s);
    for (int e = 0; e < rec.eventCount; ++e) {
      const std::string name = boxEventName(rec.events[e]);
      if (std::find(out.events.begin(), out.events.end(), name) == out.events.end()) out.events.push_back(name);
    }
  }
  return out;
}

TEST(BoxGolden, EveryBoxMovieGivesItsRecordedTraceAndShowsItsFeature) {
  std::vector<BoxRun> runs = readBoxManifest();
  ASSERT_GE(runs.size(), 9u) << "manifest " << kBoxManifest;
  const bool record = std::getenv("SOLIDTILE_RECORD_GOLDEN") != nullptr;
  for (BoxRun& r : runs) {
    const BoxResult got = runBox(r);
    std::istringstream wanted(r.events);
    for (std::string e; std::getline(wanted, e, ',');) {
      EXPECT_NE(std::find(got.events.begin(), got.events.end(), e), got.events.end())
          << r.movie << " no longer shows '" << e << "'";
    }
    const std::string hash = test::fnv1a(got.trace);
    if (record) r.hash = hash;
    EXPECT_EQ(hash, r.hash) << r.movie << " on " << r.level << " changed; if deliberate, re-record with "
                            << "SOLIDTILE_RECORD_GOLDEN=1 and say why in the commit";
  }
  if (record) {
    std::string text =
        "# Box golden traces (FNV-1a 64 of the CSV trace): level movie start events-it-must-show hash\n"
        "# start '-' is the level's start point. Re-record: SOLIDTILE_RECORD_GOLDEN=1 golden_tests\n";
    for (const BoxRun& r : runs) text += r.level + " " + r.movie + " " + r.start + " " + r.events + " " + r.hash + "\n";
    std::string why;
    ASSERT_TRUE(io::writeFileAtomic(kBoxManifest, text, &why)) << why;
  }
}

TEST(BoxGolden, TheCommandLineWritesTheSameBytes) {
  const std::vector<BoxRun> runs = readBoxManifest();
  ASSERT_FALSE(runs.empty());
  for (const BoxRun& r : {runs.front(), runs.back()}) {
    const std::string out = ::testing::TempDir() + "box_golden_cli_trace.csv";
    std::string cmd = std::string(SOLIDTILE_CLI) + " sim " + kBoxRoot + "/data/levels/" + r.level + " --controller box --input " +
                      kBoxRoot + "/data/movies/" + r.movie + " --trace " + out;
    if (r.start != "-") cmd += " --start " + r.start;
    ASSERT_EQ(std::system(cmd.c_str()), 0) << cmd;
    std::string why;
    const std::optional<std::string> cli = io::readFile(out, 64u << 20, &why);
    ASSERT_TRUE(cli) << why;
    EXPECT_EQ(*cli, runBox(r).trace) << r.movie;
  }
}

// The movies' headers name the controller and the start the manifest gives,
// so `sim LEVEL --input MOVIE` alone repeats each run byte for byte.
TEST(BoxGolden, EachBoxMovieCarriesItsStartAndRunsWithoutFlags) {
  for (const BoxRun& r : readBoxManifest()) {
    const io::MovieResult movie = io::loadMovie(kBoxRoot + "/data/movies/" + r.movie);
    ASSERT_TRUE(movie.movie) << io::describe(r.movie, movie.problems);
    const io::MovieHeader& h = movie.movie->header;
    EXPECT_EQ(h.controller, io::MovieController::Box) << r.movie;
    const std::string start = h.start ? std::to_string(h.start->x) + "," + std::to_string(h.start->y) : "-";
    EXPECT_EQ(start, r.start) << r.movie;
    const std::string out = ::testing::TempDir() + "box_golden_header_trace.csv";
    const std::string cmd = std::string(SOLIDTILE_CLI) + " sim " + kBoxRoot + "/data/levels/" + r.level + " --input " + kBoxRoot +
                            "/data/movies/" + r.movie + " --trace " + out;
    ASSERT_EQ(std::system(cmd.c_str()), 0) << cmd;
    std::string why;
    const std::optional<std::string> cli = io::readFile(out, 64u << 20, &why);
    ASSERT_TRUE(cli) << why;
    EXPECT_EQ(test::fnv1a(*cli), r.hash) << r.movie << ": the header's run is not the golden one";
  }
}

}  // namespace
}  // namespace solidtile

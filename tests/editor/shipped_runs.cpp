#include "shipped_runs.h"

#include <map>
#include <memory>

#include <gtest/gtest.h>

#include "solidtile/io/atomic_file.h"

namespace solidtile::editor::testing {

const Level& shippedLevel(const std::string& name) {
  static std::map<std::string, std::unique_ptr<Level>> loaded;
  auto& slot = loaded[name];
  if (!slot) {
    const io::LoadResult r = io::loadLevel(kRoot + "/data/levels/" + name);
    EXPECT_TRUE(r.file) << io::describe(name, r.problems);
    slot = std::make_unique<Level>(r.file ? r.file->level : Level{});
  }
  return *slot;
}

std::vector<Input> shippedMovie(const std::string& name) {
  const io::MovieResult m = io::loadMovie(kRoot + "/data/movies/" + name);
  EXPECT_TRUE(m.movie) << io::describe(name, m.problems);
  return m.movie ? m.movie->frames : std::vector<Input>{};
}

std::string shippedMovieText(const std::string& name) {
  std::string why;
  const auto text = io::readFile(kRoot + "/data/movies/" + name, io::kMaxMovieFileBytes, &why);
  EXPECT_TRUE(text) << why;
  return text.value_or("");
}

std::vector<ShippedRun> shippedRuns() {
  auto at = [](int x, int y) { return RunSpec{x, y}; };
  return {{"demo.json", "tour.txt", {}},
          {"demo.json", "loop.txt", at(2950, 716)},
          {"demo.json", "ledge_balance.txt", at(2600, 716)},
          {"demo.json", "low_ceiling.txt", at(5300, 716)},
          {"demo.json", "hill_jump.txt", at(1830, 716)},
          {"demo.json", "sloped_ledge.txt", at(1450, 716)},
          {"flat.json", "jumps.txt", {}}};
}

std::vector<PlayerState> plainRun(const Level& level, const PlayerConfig& cfg, const RunSpec& start,
                                  const std::vector<Input>& movie) {
  std::vector<PlayerState> states{startState(level, cfg, start)};
  PlayerState s = states.front();
  for (std::size_t k = 0; k < movie.size(); ++k) {
    stepPlayer(s, level, cfg, movie[k]);
    states.push_back(s);
  }
  return states;
}

}  // namespace solidtile::editor::testing

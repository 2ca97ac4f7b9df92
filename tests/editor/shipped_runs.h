// The shipped level and movies, loaded once per test program, for tests that
// run the timeline over real content.
#pragma once

#include <string>
#include <vector>

#include "solidtile/io/level_file.h"
#include "solidtile/io/movie.h"
#include "solidtile/sonic/run.h"

namespace solidtile::editor::testing {

inline const std::string kRoot = SOLIDTILE_SOURCE_DIR;

// A level stays at one address for the whole program: timelines point at it.
const Level& shippedLevel(const std::string& name);
std::vector<Input> shippedMovie(const std::string& name);
std::string shippedMovieText(const std::string& name);

// A golden run (tests/golden/traces.txt): a movie on a level from a start.
struct ShippedRun {
  std::string level, movie;
  RunSpec start;
};
std::vector<ShippedRun> shippedRuns();

// The states of a plain stepPlayer loop without records, as `solidtile sim` runs.
std::vector<PlayerState> plainRun(const Level& level, const PlayerConfig& cfg, const RunSpec& start,
                                  const std::vector<Input>& movie);

}  // namespace solidtile::editor::testing

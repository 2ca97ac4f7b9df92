// Embedding Solidtile from C++: load a level, run an input movie on the Sonic
// player and print the final state, with the C++ library (solidtile::physics
// and solidtile::io).
//   embed_cpp [LEVEL.json MOVIE.txt]   (default: the shipped demo level and tour)
#include <cstdio>
#include <string>
#include <vector>

#include <solidtile/io/level_file.h>
#include <solidtile/io/movie.h>
#include <solidtile/io/trace.h>
#include <solidtile/sonic/run.h>

int main(int argc, char** argv) {
  std::string levelPath = SOLIDTILE_SHIPPED_DATA "/levels/demo.json";
  std::string moviePath = SOLIDTILE_SHIPPED_DATA "/movies/tour.txt";
  if (argc == 3) {
    levelPath = argv[1];
    moviePath = argv[2];
  } else if (argc != 1) {
    std::fprintf(stderr, "usage: embed_cpp [LEVEL.json MOVIE.txt]\n");
    return 2;
  }
  using namespace solidtile;
  // Bad files come back as a list of problems, each naming the field or line.
  const io::LoadResult level = io::loadLevel(levelPath);
  if (!level.file) {
    std::fputs(io::describe(levelPath, level.problems).c_str(), stderr);
    return 1;
  }
  const io::MovieResult movie = io::loadMovie(moviePath);
  if (!movie.movie) {
    std::fputs(io::describe(moviePath, movie.problems).c_str(), stderr);
    return 1;
  }

  const PlayerConfig config = defaultPlayerConfig(Profile::Guide);
  PlayerState s = startState(level.file->level, config);
  // The level's object state (a collapsing ledge's), stepped with the player.
  std::vector<ObjectSlot> objects(level.file->level.objects.slotCount());
  for (const Input input : movie.movie->frames) stepPlayer(s, level.file->level, config, input, nullptr, objects);

  const std::size_t frames = movie.movie->frames.size();
  std::printf("ran %zu frames: x %.2f px, y %.2f px, ground speed %.3f px/frame, mode %s, %s\n", frames, s.x / 256.0,
              s.y / 256.0, s.gsp / 256.0, modeName(s.mode), s.airborne ? "in the air" : "on the ground");
  std::string row;
  io::appendTraceRow(row, static_cast<long>(frames), s);
  std::printf("final: %s", row.c_str());  // the row `solidtile sim` writes for this frame
  return 0;
}

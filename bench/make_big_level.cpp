// Writes a large generated level (big_level.h) for `solidtile check --timing`:
//   make_big_level WIDTH HEIGHT LAYERS plain|compact terrain|noise OUT.json
#include <cstdio>
#include <cstdlib>
#include <string>

#include "big_level.h"

int main(int argc, char** argv) {
  using namespace solidtile;
  if (argc != 7) {
    std::fputs("usage: make_big_level WIDTH HEIGHT LAYERS plain|compact terrain|noise OUT.json\n", stderr);
    return 2;
  }
  const int w = std::atoi(argv[1]), h = std::atoi(argv[2]), layers = std::atoi(argv[3]);
  std::string why;
  if (!Level::validSize(w, h, layers, &why)) {
    std::fprintf(stderr, "make_big_level: %s\n", why.c_str());
    return 2;
  }
  const io::TileEncoding e = std::string(argv[4]) == "compact" ? io::TileEncoding::Compact : io::TileEncoding::Plain;
  const io::LevelFile f = bench::bigLevel(w, h, layers, std::string(argv[5]) == "noise");
  if (!io::saveLevel(argv[6], f, &why, e)) {
    std::fprintf(stderr, "make_big_level: %s: %s\n", argv[6], why.c_str());
    return 1;
  }
  return 0;
}

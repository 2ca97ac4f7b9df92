// The box authoring GUI test's helper: reads what the editor saved (tile tags,
// moving platforms, sloped tops) so the script does not parse the level's JSON itself.
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "solidtile/io/level_file.h"
#include "stb_image.h"

namespace {

using namespace solidtile;

int fail(const std::string& m) {
  std::fprintf(stderr, "box_authoring_fixture: %s\n", m.c_str());
  return 1;
}

std::optional<io::LevelFile> load(const char* path) {
  io::LoadResult r = io::loadLevel(path);
  if (!r.file) std::fprintf(stderr, "box_authoring_fixture: %s", io::describe(path, r.problems).c_str());
  return std::move(r.file);
}

// tag LEVEL PATH TX TY NAME: the tile's tag on that path is NAME (none, ladder, ice, stair_up_right, stair_up_left).
int tag(const char* path, int layer, int tx, int ty, const char* name) {
  const auto f = load(path);
  if (!f) return 1;
  const TileTag t = f->level.tag(layer, tx, ty);
  if (std::string_view(tileTagName(t)) != name) {
    return fail(std::string(path) + ": tile " + std::to_string(tx) + "," + std::to_string(ty) + " on path " +
                std::to_string(layer) + " is tagged " + tileTagName(t) + ", expected " + name);
  }
  return 0;
}

// objects LEVEL: one line per object: "w h speed loop wait topOnly x0,y0 x1,y1 ...".
int objects(const char* path) {
  const auto f = load(path);
  if (!f) return 1;
  for (const SolidObject& o : f->level.objects) {
    std::printf("%d %d %d %s %d %d", o.w, o.h, o.speed, objectLoopName(o.loop), o.wait, o.topOnly ? 1 : 0);
    for (const Waypoint& w : o.path) std::printf(" %d,%d", w.x, w.y);
    std::printf("\n");
  }
  return 0;
}

// slope LEVEL: one line per object: its slope heights, or "flat".
int slope(const char* path) {
  const auto f = load(path);
  if (!f) return 1;
  for (const SolidObject& o : f->level.objects) {
    if (o.slope.empty()) std::printf("flat");
    for (std::size_t c = 0; c < o.slope.size(); ++c) std::printf(c == 0 ? "%d" : " %d", o.slope[c]);
    std::printf("\n");
  }
  return 0;
}

// pixel PNG X Y: prints the pixel's "R G B".
int pixel(const char* png, int x, int y) {
  int w = 0, h = 0, n = 0;
  unsigned char* p = stbi_load(png, &w, &h, &n, 3);
  if (p == nullptr) return fail(std::string("cannot read ") + png);
  int status = 0;
  if (x < 0 || y < 0 || x >= w || y >= h) {
    status = fail(std::to_string(x) + "," + std::to_string(y) + " is off the " + std::to_string(w) + "x" + std::to_string(h) + " image");
  } else {
    const unsigned char* c = p + (static_cast<std::size_t>(y) * static_cast<std::size_t>(w) + static_cast<std::size_t>(x)) * 3;
    std::printf("%d %d %d\n", c[0], c[1], c[2]);
  }
  stbi_image_free(p);
  return status;
}

}  // namespace

int main(int argc, char** argv) {
  const std::string_view cmd = argc > 1 ? argv[1] : "";
  if (cmd == "tag" && argc == 7) return tag(argv[2], std::atoi(argv[3]), std::atoi(argv[4]), std::atoi(argv[5]), argv[6]);
  if (cmd == "objects" && argc == 3) return objects(argv[2]);
  if (cmd == "slope" && argc == 3) return slope(argv[2]);
  if (cmd == "pixel" && argc == 5) return pixel(argv[2], std::atoi(argv[3]), std::atoi(argv[4]));
  std::fprintf(stderr, "usage: box_authoring_fixture tag LEVEL PATH TX TY NAME | objects LEVEL | slope LEVEL | pixel PNG X Y\n");
  return 2;
}

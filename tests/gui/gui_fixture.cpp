// The GUI tests' helper: makes a test level, and checks what the editor left
// behind (a tile in a saved level, a mask's shape in a screenshot), so the
// shell scripts do not depend on the JSON layout or parse PNGs themselves.
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "model/debug_overlay.h"
#include "model/starter_masks.h"
#include "model/timeline.h"
#include "solidtile/io/level_file.h"
#include "stb_image.h"

namespace {

using namespace solidtile;

int fail(const std::string& m) {
  std::fprintf(stderr, "gui_fixture: %s\n", m.c_str());
  return 1;
}

int toInt(const char* s) { return std::atoi(s); }

// make OUT W H: an empty level with the starter masks.
int make(const char* out, int w, int h) {
  io::LevelFile file;
  file.name = "gui test";
  file.level = Level(w, h, 1);
  editor::addStarterMasks(file.level);
  file.level.startX = 40;
  file.level.startY = 40;
  std::string why;
  if (!io::saveLevel(out, file, &why)) return fail(why);
  return 0;
}

std::optional<io::LevelFile> load(const char* path) {
  io::LoadResult r = io::loadLevel(path);
  if (!r.file) std::fprintf(stderr, "gui_fixture: %s", io::describe(path, r.problems).c_str());
  return std::move(r.file);
}

// tile LEVEL TX TY MASK|-1: the tile on path 1 names that mask (-1: empty).
int tile(const char* path, int tx, int ty, int mask) {
  const auto f = load(path);
  if (!f) return 1;
  const Tile t = f->level.tile(0, tx, ty);
  if (t.maskIndex() != mask) {
    return fail(std::string(path) + ": tile " + std::to_string(tx) + "," + std::to_string(ty) + " has mask " +
                std::to_string(t.maskIndex()) + ", expected " + std::to_string(mask));
  }
  return 0;
}

// shape PNG LEVEL ORIGINX ORIGINY ZOOM TX TY: the screenshot shows tile TX,TY's
// mask pixel for pixel: solid pixels bright, empty ones dark.
int shape(const char* png, const char* path, double ox, double oy, double zoom, int tx, int ty) {
  const auto f = load(path);
  if (!f) return 1;
  const Tile t = f->level.tile(0, tx, ty);
  if (t.empty()) return fail("tile " + std::to_string(tx) + "," + std::to_string(ty) + " is empty in " + path);
  HeightMask m = f->level.mask(t.maskIndex());
  if (t.flipX()) m = m.flippedX();
  if (t.flipY()) m = m.flippedY();
  int w = 0, h = 0, n = 0;
  unsigned char* pixels = stbi_load(png, &w, &h, &n, 3);
  if (pixels == nullptr) return fail(std::string("cannot read ") + png);
  int wrong = 0;
  int solid = 0;
  for (int y = 0; y < kTileSize; ++y) {
    std::string row;
    for (int x = 0; x < kTileSize; ++x) {
      // The centre of the level pixel on screen, clear of grid lines on its edges.
      const int sx = static_cast<int>(ox + (tx * kTileSize + x + 0.5) * zoom);
      const int sy = static_cast<int>(oy + (ty * kTileSize + y + 0.5) * zoom);
      if (sx < 0 || sy < 0 || sx >= w || sy >= h) {
        stbi_image_free(pixels);
        return fail("tile is off the screenshot");
      }
      const unsigned char* p = pixels + (static_cast<std::size_t>(sy) * static_cast<std::size_t>(w) + static_cast<std::size_t>(sx)) * 3;
      const bool bright = p[0] + p[1] + p[2] > 3 * 100;
      row += bright ? '#' : '.';
      wrong += bright != m.solidAt(x, y);
      solid += m.solidAt(x, y);
    }
    std::printf("%s\n", row.c_str());
  }
  stbi_image_free(pixels);
  if (wrong > 0) return fail(std::to_string(wrong) + " of 256 pixels differ from mask " + std::to_string(t.maskIndex()));
  std::printf("tile %d,%d matches mask %d (%d solid pixels)\n", tx, ty, t.maskIndex(), solid);
  return 0;
}

// The level and movie run to `frame` as the editor's debugger runs them.
struct Run {
  io::LevelFile file;
  std::optional<editor::Timeline> timeline;
  bool ok = false;
  Run(const char* level, const char* movie, std::size_t frame) {
    auto f = load(level);
    if (!f) return;
    file = std::move(*f);
    timeline.emplace(file.level, defaultPlayerConfig());
    std::string why;
    if (!timeline->loadMovieFile(movie, &why)) {
      fail(why);
      return;
    }
    timeline->jumpTo(frame);
    ok = timeline->cursor() == frame && frame > 0;
  }
};

// where LEVEL MOVIE FRAME: the player's centre pixel at that frame.
int where(const char* level, const char* movie, int frame) {
  Run r(level, movie, static_cast<std::size_t>(frame));
  if (!r.ok) return fail("cannot run to that frame");
  const PlayerState& s = r.timeline->current();
  std::printf("%d %d\n", pixelOf(s.x), pixelOf(s.y));
  return 0;
}

// sensors PNG LEVEL MOVIE FRAME OX OY ZOOM: the screenshot shows the floor
// sensor that won that frame's step in its legend colour at its anchor pixel,
// and its hit pixel white.
int sensors(const char* png, const char* level, const char* movie, int frame, double ox, double oy, double zoom) {
  Run r(level, movie, static_cast<std::size_t>(frame));
  if (!r.ok) return fail("cannot run to that frame");
  const StepRecord& rec = r.timeline->record(static_cast<std::size_t>(frame));
  if (rec.floorWinner < 0) return fail("no floor sensor won at frame " + std::to_string(frame) + "; pick a frame on the ground");
  const CastRecord& c = rec.casts[rec.floorWinner];
  const editor::CastShape shape = editor::castShape(c, true);
  int w = 0, h = 0, n = 0;
  unsigned char* pixels = stbi_load(png, &w, &h, &n, 3);
  if (pixels == nullptr) return fail(std::string("cannot read ") + png);
  auto colourAt = [&](int lx, int ly, int* rgb) {
    const int sx = static_cast<int>(ox + (lx + 0.5) * zoom);
    const int sy = static_cast<int>(oy + (ly + 0.5) * zoom);
    if (sx < 0 || sy < 0 || sx >= w || sy >= h) return false;
    const unsigned char* p = pixels + (static_cast<std::size_t>(sy) * static_cast<std::size_t>(w) + static_cast<std::size_t>(sx)) * 3;
    for (int i = 0; i < 3; ++i) rgb[i] = p[i];
    std::printf("level pixel %d,%d -> screen %d,%d: %d %d %d\n", lx, ly, sx, sy, rgb[0], rgb[1], rgb[2]);
    return true;
  };
  auto near = [](const int* rgb, editor::Colour want32) {
    const int want[3] = {static_cast<int>(want32 & 0xFF), static_cast<int>(want32 >> 8 & 0xFF), static_cast<int>(want32 >> 16 & 0xFF)};
    for (int i = 0; i < 3; ++i) {
      if (std::abs(rgb[i] - want[i]) > 40) return false;
    }
    return true;
  };
  int anchor[3], hit[3];
  const bool seen = colourAt(shape.anchorX, shape.anchorY, anchor) && colourAt(shape.hitX, shape.hitY, hit);
  stbi_image_free(pixels);
  if (!seen) return fail("the sensor is off the screenshot");
  std::printf("frame %d: sensor %s anchor %d,%d hit %d,%d\n", frame, sensorName(c.sensor), shape.anchorX, shape.anchorY,
              shape.hitX, shape.hitY);
  if (!near(anchor, editor::sensorColour(c.sensor))) return fail(std::string("sensor ") + sensorName(c.sensor) + " is not in its colour at its anchor");
  if (shape.found && !near(hit, editor::debug_colours::kHit)) return fail("the hit pixel is not white");
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  const std::string_view cmd = argc > 1 ? argv[1] : "";
  if (cmd == "make" && argc == 5) return make(argv[2], toInt(argv[3]), toInt(argv[4]));
  if (cmd == "tile" && argc == 6) return tile(argv[2], toInt(argv[3]), toInt(argv[4]), toInt(argv[5]));
  if (cmd == "shape" && argc == 9) {
    return shape(argv[2], argv[3], std::atof(argv[4]), std::atof(argv[5]), std::atof(argv[6]), toInt(argv[7]), toInt(argv[8]));
  }
  if (cmd == "where" && argc == 5) return where(argv[2], argv[3], toInt(argv[4]));
  if (cmd == "sensors" && argc == 9) {
    return sensors(argv[2], argv[3], argv[4], toInt(argv[5]), std::atof(argv[6]), std::atof(argv[7]), std::atof(argv[8]));
  }
  std::fprintf(stderr,
               "usage: gui_fixture make OUT W H | tile LEVEL TX TY MASK | shape PNG LEVEL OX OY ZOOM TX TY\n"
               "       | where LEVEL MOVIE FRAME | sensors PNG LEVEL MOVIE FRAME OX OY ZOOM\n");
  return 2;
}

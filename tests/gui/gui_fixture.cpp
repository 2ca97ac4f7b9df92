// The GUI tests' helper: makes a test level, and checks what the editor left
// behind (a tile or a mask in a saved level, a mask's shape in a screenshot), so the
// shell scripts do not depend on the JSON layout or parse PNGs themselves.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include <cmath>
#include <vector>

#include "model/background.h"
#include "model/object_overlay.h"
#include "model/sonic_overlay.h"
#include "model/starter_masks.h"
#include "model/timeline.h"
#include "solidtile/io/level_file.h"
#include "solidtile/io/trace_table.h"
#include "screenshot_image.h"
#include "stb_image.h"
#include "stb_image_write.h"

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

using gui_test::Image;

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

// tiles LEVEL N: path 1 has exactly N tiles that are not empty.
int tiles(const char* path, int expected) {
  const auto f = load(path);
  if (!f) return 1;
  int n = 0;
  for (const std::uint16_t t : f->level.layerData(0)) n += t != 0;
  if (n != expected) return fail(std::string(path) + " has " + std::to_string(n) + " tiles, expected " + std::to_string(expected));
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
  const Image image(png);
  if (image.pixels == nullptr) return fail(std::string("cannot read ") + png);
  int wrong = 0;
  int solid = 0;
  for (int y = 0; y < kTileSize; ++y) {
    std::string row;
    for (int x = 0; x < kTileSize; ++x) {
      // The centre of the level pixel on screen, clear of grid lines on its edges.
      const unsigned char* p = image.at(static_cast<int>(ox + (tx * kTileSize + x + 0.5) * zoom),
                                        static_cast<int>(oy + (ty * kTileSize + y + 0.5) * zoom));
      if (p == nullptr) return fail("tile is off the screenshot");
      const bool bright = p[0] + p[1] + p[2] > 3 * 100;
      row += bright ? '#' : '.';
      wrong += bright != m.solidAt(x, y);
      solid += m.solidAt(x, y);
    }
    std::printf("%s\n", row.c_str());
  }
  if (wrong > 0) return fail(std::to_string(wrong) + " of 256 pixels differ from mask " + std::to_string(t.maskIndex()));
  std::printf("tile %d,%d matches mask %d (%d solid pixels)\n", tx, ty, t.maskIndex(), solid);
  return 0;
}

// mask LEVEL INDEX ANGLE H0..H15: the saved mask has exactly these heights and angle.
int mask(const char* path, int index, int angle, char** heights) {
  const auto f = load(path);
  if (!f) return 1;
  if (index < 0 || index >= static_cast<int>(f->level.masks().size())) {
    return fail(std::string(path) + " has " + std::to_string(f->level.masks().size()) + " masks, no mask " + std::to_string(index));
  }
  const HeightMask& m = f->level.mask(index);
  std::string got;
  bool same = m.angle() == angle;
  for (int c = 0; c < kTileSize; ++c) {
    got += std::to_string(m.height(c)) + " ";
    same = same && m.height(c) == toInt(heights[c]);
  }
  if (!same) return fail("mask " + std::to_string(index) + " is " + got + "angle " + std::to_string(m.angle()));
  std::printf("mask %d: %sangle %d\n", index, got.c_str(), angle);
  return 0;
}

// maskgrid PNG LEVEL INDEX X Y CELL: the mask editor's grid at window (X, Y),
// CELL pixels a mask pixel, shows the saved mask: blue where solid, dark where
// empty. Samples the angle arrow's orange covers are left out of the vote.
int maskGrid(const char* png, const char* path, int index, double gx, double gy, double cell) {
  const auto f = load(path);
  if (!f) return 1;
  if (index < 0 || index >= static_cast<int>(f->level.masks().size())) return fail("no mask " + std::to_string(index));
  const HeightMask& m = f->level.mask(index);
  const Image image(png);
  if (image.pixels == nullptr) return fail(std::string("cannot read ") + png);
  int wrong = 0;
  int covered = 0;
  for (int y = 0; y < kTileSize; ++y) {
    std::string row;
    for (int x = 0; x < kTileSize; ++x) {
      int blue = 0, dark = 0;
      for (int sy = 0; sy < 5; ++sy) {
        for (int sx = 0; sx < 5; ++sx) {
          // Inset from the cell's edges, clear of the grid lines.
          const unsigned char* p =
              image.at(static_cast<int>(gx + (x + 0.2 + 0.15 * sx) * cell), static_cast<int>(gy + (y + 0.2 + 0.15 * sy) * cell));
          if (p == nullptr) return fail("the grid is off the screenshot");
          if (p[2] > 200 && p[2] > p[0] + 60) ++blue;
          else if (p[0] + p[1] + p[2] < 150) ++dark;
        }
      }
      if (blue + dark < 13) {
        row += '?';
        ++covered;
        continue;
      }
      const bool solid = blue > dark;
      row += solid ? '#' : '.';
      wrong += solid != m.solidAt(x, y);
    }
    std::printf("%s\n", row.c_str());
  }
  if (covered > 12) return fail(std::to_string(covered) + " grid cells are neither blue nor dark: is the grid there?");
  if (wrong > 0) return fail(std::to_string(wrong) + " grid cells differ from mask " + std::to_string(index));
  std::printf("the grid shows mask %d (%d cells under the angle arrow)\n", index, covered);
  return 0;
}

// The background picture of the tests: two colour bands far from the canvas's
// own dark grey, so a missing or unblended image cannot pass for it.
constexpr int kArtWidth = 96;
constexpr int kArtHeight = 64;
void artColour(int x, int y, unsigned char out[3]) {
  const bool left = x < kArtWidth / 2;
  out[0] = left ? 230 : 40;
  out[1] = left ? 70 : 200;
  out[2] = static_cast<unsigned char>(y < kArtHeight / 2 ? 50 : 160);
}

// make-bg OUT W H PNG OPACITY X Y: an empty level whose background is a
// newly written PNG at offset X,Y with that opacity (the PNG may be absent: "-").
int makeWithBackground(const char* out, int w, int h, const char* png, double opacity, int x, int y) {
  if (make(out, w, h) != 0) return 1;
  if (std::string_view(png) != "-") {
    std::vector<unsigned char> rgb(kArtWidth * kArtHeight * 3);
    for (int j = 0; j < kArtHeight; ++j) {
      for (int i = 0; i < kArtWidth; ++i) artColour(i, j, &rgb[static_cast<std::size_t>((j * kArtWidth + i) * 3)]);
    }
    if (stbi_write_png(png, kArtWidth, kArtHeight, 3, rgb.data(), kArtWidth * 3) == 0) return fail(std::string("cannot write ") + png);
  }
  auto file = load(out);
  if (!file) return 1;
  editor::Background b;
  b.path = std::filesystem::absolute(std::string_view(png) == "-" ? std::filesystem::path(out).parent_path() / "missing.png" : png);
  b.opacity = static_cast<float>(opacity);
  b.x = x;
  b.y = y;
  file->unknownJson = editor::writeBackground(file->unknownJson, b, editor::levelDirectory(out));
  std::string why;
  if (!io::saveLevel(out, *file, &why)) return fail(why);
  return 0;
}

// background PNG OX OY ZOOM OPACITY X Y: in the screenshot, empty level pixels
// over the picture show it blended with the canvas colour at OPACITY, and
// those beside it the canvas colour alone.
int background(const char* png, double ox, double oy, double zoom, double opacity, int bx, int by) {
  int w = 0, h = 0, n = 0;
  unsigned char* pixels = stbi_load(png, &w, &h, &n, 3);
  if (pixels == nullptr) return fail(std::string("cannot read ") + png);
  const double canvas[3] = {0.125 * 255, 0.135 * 255, 0.16 * 255};  // kBackground in tilemap.frag
  int wrong = 0, checked = 0;
  // Level pixels 4..11 of each tile, clear of the tile grid; a margin of 8 around the picture.
  for (int py = by - 8; py < by + kArtHeight + 8; ++py) {
    for (int px = bx - 8; px < bx + kArtWidth + 8; ++px) {
      if ((px & 15) < 4 || (px & 15) > 11 || (py & 15) < 4 || (py & 15) > 11 || px < 0 || py < 0) continue;
      const int sx = static_cast<int>(ox + (px + 0.5) * zoom);
      const int sy = static_cast<int>(oy + (py + 0.5) * zoom);
      if (sx < 0 || sy < 0 || sx >= w || sy >= h) continue;
      const bool over = px >= bx && py >= by && px < bx + kArtWidth && py < by + kArtHeight;
      unsigned char art[3] = {0, 0, 0};
      if (over) artColour(px - bx, py - by, art);
      const unsigned char* p = pixels + (static_cast<std::size_t>(sy) * static_cast<std::size_t>(w) + static_cast<std::size_t>(sx)) * 3;
      for (int c = 0; c < 3; ++c) {
        const double expected = over ? canvas[c] * (1 - opacity) + art[c] * opacity : canvas[c];
        if (std::abs(p[c] - expected) > 3) {
          if (wrong < 5) {
            std::fprintf(stderr, "gui_fixture: level pixel %d,%d (screen %d,%d) channel %d is %d, expected %.1f\n", px, py, sx, sy, c,
                         p[c], expected);
          }
          ++wrong;
        }
      }
      ++checked;
    }
  }
  stbi_image_free(pixels);
  if (checked < 100) return fail("only " + std::to_string(checked) + " pixels of the picture are on the screenshot");
  if (wrong > 0) return fail(std::to_string(wrong) + " channels of " + std::to_string(checked) + " pixels are off");
  std::printf("background shown at opacity %.2f over %d checked pixels\n", opacity, checked);
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
  const PlayerState& s = r.timeline->sonic().state(r.timeline->cursor());
  std::printf("%d %d\n", pixelOf(s.x), pixelOf(s.y));
  return 0;
}

// sensors PNG LEVEL MOVIE FRAME OX OY ZOOM: the screenshot shows the floor
// sensor that won that frame's step in its legend colour at its anchor pixel,
// and its hit pixel white.
int sensors(const char* png, const char* level, const char* movie, int frame, double ox, double oy, double zoom) {
  Run r(level, movie, static_cast<std::size_t>(frame));
  if (!r.ok) return fail("cannot run to that frame");
  const StepRecord& rec = r.timeline->sonic().stepRecord(static_cast<std::size_t>(frame));
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

// Pixels near `want` (its RGB; the overlay blends with alpha, so within `slack`).
bool nearColour(const unsigned char* p, editor::Colour want, int slack) {
  const int w[3] = {static_cast<int>(want & 0xFF), static_cast<int>(want >> 8 & 0xFF), static_cast<int>(want >> 16 & 0xFF)};
  for (int i = 0; i < 3; ++i) {
    if (std::abs(p[i] - w[i]) > slack) return false;
  }
  return true;
}

// marker PNG: the comparison trace's divergence block on the timeline's ruler
// (a filled rectangle in the diverged colour, at least 4 x 12 px, in the
// lower half of the window): prints its centre "X Y".
int marker(const char* png) {
  int w = 0, h = 0, n = 0;
  unsigned char* pixels = stbi_load(png, &w, &h, &n, 3);
  if (pixels == nullptr) return fail(std::string("cannot read ") + png);
  auto at = [&](int x, int y) { return pixels + (static_cast<std::size_t>(y) * static_cast<std::size_t>(w) + static_cast<std::size_t>(x)) * 3; };
  const editor::Colour c = editor::debug_colours::kComparisonDiverged;
  int found = 0, fx = 0, fy = 0;
  for (int y = h / 2; y + 12 < h && !found; ++y) {
    for (int x = 0; x + 4 < w; ++x) {
      bool block = true;
      for (int dy = 0; dy < 12 && block; ++dy)
        for (int dx = 0; dx < 4 && block; ++dx) block = nearColour(at(x + dx, y + dy), c, 8);
      if (block) {
        found = 1;
        fx = x + 2;
        fy = y + 6;
        break;
      }
    }
  }
  stbi_image_free(pixels);
  if (!found) return fail("no divergence marker (a block in the diverged colour) on the timeline");
  std::printf("%d %d\n", fx, fy);
  return 0;
}

// ghost PNG TRACE FROM OX OY ZOOM CX,CY,CW,CH: the comparison trace's path
// after frame FROM is drawn as the second ghost: its centres show the diverged
// colour (within a pixel), for most of those inside the canvas rectangle.
int ghost(const char* png, const char* trace, int from, double ox, double oy, double zoom, const char* canvas) {
  double cx = 0, cy = 0, cw = 0, ch = 0;
  if (std::sscanf(canvas, "%lf,%lf,%lf,%lf", &cx, &cy, &cw, &ch) != 4) return fail("canvas wants X,Y,W,H");
  const io::TraceResult t = io::loadTrace(trace);
  if (!t.trace) return fail(io::describe(trace, t.problems));
  int w = 0, h = 0, n = 0;
  unsigned char* pixels = stbi_load(png, &w, &h, &n, 3);
  if (pixels == nullptr) return fail(std::string("cannot read ") + png);
  int checked = 0, seen = 0;
  for (std::size_t r = 0; r < t.trace->rows(); ++r) {
    if (t.trace->frames[r] <= from + 3) continue;
    const int lx = static_cast<int>(std::floor(t.trace->at(io::TraceColumn::X, r)));
    const int ly = static_cast<int>(std::floor(t.trace->at(io::TraceColumn::Y, r)));
    const int sx = static_cast<int>(ox + (lx + 0.5) * zoom), sy = static_cast<int>(oy + (ly + 0.5) * zoom);
    if (sx < cx + 2 || sy < cy + 2 || sx >= cx + cw - 2 || sy >= cy + ch - 2 || sx >= w - 1 || sy >= h - 1) continue;
    ++checked;
    bool hit = false;
    for (int dy = -1; dy <= 1 && !hit; ++dy)
      for (int dx = -1; dx <= 1 && !hit; ++dx)
        hit = nearColour(pixels + (static_cast<std::size_t>(sy + dy) * static_cast<std::size_t>(w) + static_cast<std::size_t>(sx + dx)) * 3,
                         editor::debug_colours::kComparisonDiverged, 40);
    seen += hit ? 1 : 0;
  }
  stbi_image_free(pixels);
  std::printf("comparison ghost: %d of %d centres after frame %d drawn in its colour\n", seen, checked, from);
  if (checked < 10) return fail("too few of the trace's centres are on the screenshot to judge");
  if (seen * 10 < checked * 8) return fail("the comparison trace's path is not drawn where its centres are");
  return 0;
}

// pixel PNG X Y: the screenshot's colour there, "R G B".
int pixel(const char* png, int x, int y) {
  Image img(png);
  if (img.pixels == nullptr || x < 0 || y < 0 || x >= img.w || y >= img.h) return fail(std::string("no pixel there in ") + png);
  const unsigned char* p = img.pixels + (static_cast<std::size_t>(y) * static_cast<std::size_t>(img.w) + static_cast<std::size_t>(x)) * 3;
  std::printf("%d %d %d\n", p[0], p[1], p[2]);
  return 0;
}

// runs PNG X Y0 Y1 R G B: how many separate runs of that colour (within 3 a
// channel) the column X crosses between rows Y0 and Y1 (a widget drawn three
// times crosses it three times).
int runs(const char* png, int x, int y0, int y1, int r, int g, int b) {
  Image img(png);
  if (img.pixels == nullptr || x < 0 || x >= img.w) return fail(std::string("no column there in ") + png);
  int count = 0;
  bool in = false;
  for (int y = std::max(0, y0); y <= std::min(y1, img.h - 1); ++y) {
    const unsigned char* p = img.pixels + (static_cast<std::size_t>(y) * static_cast<std::size_t>(img.w) + static_cast<std::size_t>(x)) * 3;
    const bool match = std::abs(p[0] - r) <= 3 && std::abs(p[1] - g) <= 3 && std::abs(p[2] - b) <= 3;
    if (match && !in) ++count;
    in = match;
  }
  std::printf("%d\n", count);
  return 0;
}

// count PNG R G B TOL: how many pixels of the screenshot have that colour (within TOL a channel).
int count(const char* png, int r, int g, int b, int tol) {
  Image img(png);
  if (img.pixels == nullptr) return fail(std::string("cannot read ") + png);
  long n = 0;
  for (long i = 0; i < static_cast<long>(img.w) * img.h; ++i) {
    const unsigned char* p = img.pixels + i * 3;
    if (std::abs(p[0] - r) <= tol && std::abs(p[1] - g) <= tol && std::abs(p[2] - b) <= tol) ++n;
  }
  std::printf("%ld\n", n);
  return 0;
}

// uniform PNG X0 Y0 X1 Y1: every pixel of the rectangle is one colour (an
// opaque panel hides the level behind it; a translucent one lets it through).
int uniform(const char* png, int x0, int y0, int x1, int y1) {
  Image img(png);
  if (img.pixels == nullptr || x0 < 0 || y0 < 0 || x1 >= img.w || y1 >= img.h) return fail("the rectangle is off the screenshot");
  auto at = [&](int x, int y) {
    return img.pixels + (static_cast<std::size_t>(y) * static_cast<std::size_t>(img.w) + static_cast<std::size_t>(x)) * 3;
  };
  const unsigned char* first = at(x0, y0);
  int differ = 0;
  for (int y = y0; y <= y1; ++y) {
    for (int x = x0; x <= x1; ++x) {
      const unsigned char* p = at(x, y);
      if (p[0] != first[0] || p[1] != first[1] || p[2] != first[2]) ++differ;
    }
  }
  if (differ > 0) return fail(std::to_string(differ) + " pixels differ from " + std::to_string(first[0]) + "," +
                              std::to_string(first[1]) + "," + std::to_string(first[2]));
  std::printf("uniform %d %d %d\n", first[0], first[1], first[2]);
  return 0;
}

// differ PNG1 PNG2 X0 Y0 X1 Y1: how many pixels of the rectangle differ
// between two screenshots (the brush preview drawn there or not).
int differ(const char* a, const char* b, int x0, int y0, int x1, int y1) {
  Image ia(a), ib(b);
  if (ia.pixels == nullptr || ib.pixels == nullptr || ia.w != ib.w || ia.h != ib.h) return fail("two screenshots of one size expected");
  if (x0 < 0 || y0 < 0 || x1 >= ia.w || y1 >= ia.h) return fail("the rectangle is off the screenshot");
  long n = 0;
  for (int y = y0; y <= y1; ++y) {
    for (int x = x0; x <= x1; ++x) {
      const std::size_t i = (static_cast<std::size_t>(y) * static_cast<std::size_t>(ia.w) + static_cast<std::size_t>(x)) * 3;
      if (ia.pixels[i] != ib.pixels[i] || ia.pixels[i + 1] != ib.pixels[i + 1] || ia.pixels[i + 2] != ib.pixels[i + 2]) ++n;
    }
  }
  std::printf("%ld\n", n);
  return 0;
}

// labels PNG X,Y,W,H;...: the overlay's label plates as the screenshot line
// lists them: no two overlap, and each is drawn (a pixel at its left edge,
// halfway down and left of the text, is the dark plate).
int labels(const char* png, const char* list) {
  Image img(png);
  if (img.pixels == nullptr) return fail(std::string("cannot read ") + png);
  struct Box {
    double x, y, w, h;
  };
  std::vector<Box> boxes;
  for (const char* p = list; *p != '\0';) {
    Box b{};
    int used = 0;
    if (std::sscanf(p, "%lf,%lf,%lf,%lf%n", &b.x, &b.y, &b.w, &b.h, &used) != 4) return fail("cannot read the label list");
    boxes.push_back(b);
    p += used;
    if (*p == ';') ++p;
  }
  if (boxes.empty()) return fail("no labels drawn");
  for (std::size_t i = 0; i < boxes.size(); ++i) {
    for (std::size_t j = i + 1; j < boxes.size(); ++j) {
      const Box &a = boxes[i], &b = boxes[j];
      if (a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h) {
        return fail("labels " + std::to_string(i) + " and " + std::to_string(j) + " overlap");
      }
    }
    const int sx = static_cast<int>(boxes[i].x) + 1, sy = static_cast<int>(boxes[i].y + boxes[i].h / 2);
    if (sx < 0 || sy < 0 || sx >= img.w || sy >= img.h) continue;  // clipped by the canvas's edge
    const unsigned char* p = img.pixels + (static_cast<std::size_t>(sy) * static_cast<std::size_t>(img.w) + static_cast<std::size_t>(sx)) * 3;
    if (std::max({p[0], p[1], p[2]}) > 110) {
      return fail("label " + std::to_string(i) + "'s plate is not at " + std::to_string(sx) + "," + std::to_string(sy) + " (" +
                  std::to_string(p[0]) + " " + std::to_string(p[1]) + " " + std::to_string(p[2]) + ")");
    }
  }
  std::printf("%zu labels, none overlapping\n", boxes.size());
  return 0;
}

// phase-box PNG LEVEL MOVIE FRAME PHASE OX OY ZOOM: the screenshot shows the
// player's box where phase PHASE of the step from FRAME left it: its left and
// right edges near white, as the overlay's body outline, 8 pixels above the
// centre (the centre's row has the angle arrow and the trail across it).
int phaseBox(const char* png, const char* level, const char* movie, int frame, int phase, double ox, double oy, double zoom) {
  Run r(level, movie, static_cast<std::size_t>(frame + 1));
  if (!r.ok) return fail("cannot run to that frame");
  const StepRecord& rec = r.timeline->sonic().stepRecord(static_cast<std::size_t>(frame + 1));
  if (phase < 0 || phase >= rec.phaseCount) return fail("no such phase");
  const PlayerState& s = rec.phases[phase].after;
  const editor::PixelRect box = editor::playerBox(s);
  Image img(png);
  if (img.pixels == nullptr) return fail(std::string("cannot read ") + png);
  int bright = 0;
  for (const int lx : {box.x0, box.x1}) {
    // The outline is one screen pixel on the box's inner edge.
    const int sx = static_cast<int>(lx == box.x0 ? ox + lx * zoom : ox + (lx + 1) * zoom - 1);
    const int sy = static_cast<int>(oy + (pixelOf(s.y) - 8 + 0.5) * zoom);
    if (sx < 0 || sy < 0 || sx >= img.w || sy >= img.h) return fail("the box is off the screenshot");
    const unsigned char* p = img.pixels + (static_cast<std::size_t>(sy) * static_cast<std::size_t>(img.w) + static_cast<std::size_t>(sx)) * 3;
    std::printf("%s: box edge at level %d,%d screen %d,%d: %d %d %d\n", phaseName(rec.phases[phase].phase), lx, pixelOf(s.y) - 8, sx,
                sy, p[0], p[1], p[2]);
    if (p[0] > 200 && p[1] > 200 && p[2] > 200) ++bright;
  }
  if (bright != 2) return fail("the player's box is not drawn where the phase left it");
  return 0;
}


// platform OUT: a 40 x 20 tile level with a floor along row 15 and a top-only
// platform (64 x 16 at 120,160) under the start (152,100); prints the frame
// the player (no input) lands on it and the platform's top-left.
int platform(const char* out) {
  io::LevelFile file;
  file.name = "platform";
  file.level = Level(40, 20, 1);
  editor::addStarterMasks(file.level);
  for (int x = 0; x < 40; ++x) file.level.setTile(0, x, 15, Tile::make(0, false, false, Solidity::All));
  SolidObject o;
  o.w = 64;
  o.h = 16;
  o.path = {{120, 160}};
  o.topOnly = true;
  file.level.objects.push_back(o);
  file.level.startX = 152;
  file.level.startY = 100;
  std::string why;
  if (!io::saveLevel(out, file, &why)) return fail(why);
  editor::Timeline t(file.level, defaultPlayerConfig());
  for (std::size_t k = 1; k < 120; ++k) {
    t.stepForward();
    for (const Event& e : t.sonic().events(k)) {
      if (e.kind == EventKind::ObjectLanded) {
        std::printf("%zu %d %d\n", k, o.path[0].x, o.path[0].y);
        return 0;
      }
    }
  }
  return fail("the player never lands on the platform");
}

// objects PNG OX OY ZOOM X Y W STOOD: the screenshot shows the top-only
// platform at X,Y (W wide) framed in the stood-on colour (cyan) along its top
// edge when STOOD is 1, and nowhere cyan there when 0; when stood on, the
// landing test's label (orange) is over it, and none the frame before.
int objects(const char* png, double ox, double oy, double zoom, int x, int y, int w, bool stood) {
  const Image img(png);
  if (img.pixels == nullptr) return fail(std::string("cannot read ") + png);
  // By hue, not exact values: the frame's lines sit on the pixels' edges and
  // the editor's own platform drawing (doubled top edge) lies next to them.
  auto cyan = [](const unsigned char* p) { return p != nullptr && p[0] < 110 && p[1] > 200 && p[2] > 140; };
  auto orange = [](const unsigned char* p) { return p != nullptr && p[0] > 220 && p[1] > 130 && p[1] < 200 && p[2] < 90; };
  int framed = 0, columns = 0;
  const int top = static_cast<int>(oy + y * zoom);
  for (int lx = x + 2; lx < x + w - 2; ++lx) {
    // The test's label is centred over the top edge and its plate hides it: the outer quarters are read.
    if (lx >= x + w / 4 && lx < x + w - w / 4) continue;
    ++columns;
    const int sx = static_cast<int>(ox + (lx + 0.5) * zoom);
    bool any = false;
    for (int sy = top - 2; sy <= top + 2; ++sy) any = any || cyan(img.at(sx, sy));
    framed += any;
  }
  // The label sits over the platform's top edge, centred, a text line high.
  int label = 0;
  for (int sy = top - 24; sy < top; ++sy) {
    for (int sx = static_cast<int>(ox + x * zoom) - 40; sx < static_cast<int>(ox + (x + w) * zoom) + 40; ++sx) {
      label += orange(img.at(sx, sy));
    }
  }
  std::printf("top edge: %d of %d columns in the stood-on colour, %d label pixels\n", framed, columns, label);
  if (stood && framed < columns * 3 / 4) return fail("the platform stood on is not framed in the stood-on colour");
  if (!stood && framed > 0) return fail("the platform is framed as stood on before the landing");
  if (stood && label < 10) return fail("no object test label over the platform");
  if (!stood && label > 0) return fail("an object test label on a frame without one");
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
  if (cmd == "mask" && argc == 5 + kTileSize) return mask(argv[2], toInt(argv[3]), toInt(argv[4]), argv + 5);
  if (cmd == "maskgrid" && argc == 8) {
    return maskGrid(argv[2], argv[3], toInt(argv[4]), std::atof(argv[5]), std::atof(argv[6]), std::atof(argv[7]));
  }
  if (cmd == "tiles" && argc == 4) return tiles(argv[2], toInt(argv[3]));
  if (cmd == "make-bg" && argc == 9) {
    return makeWithBackground(argv[2], toInt(argv[3]), toInt(argv[4]), argv[5], std::atof(argv[6]), toInt(argv[7]), toInt(argv[8]));
  }
  if (cmd == "background" && argc == 9) {
    return background(argv[2], std::atof(argv[3]), std::atof(argv[4]), std::atof(argv[5]), std::atof(argv[6]), toInt(argv[7]),
                      toInt(argv[8]));
  }
  if (cmd == "marker" && argc == 3) return marker(argv[2]);
  if (cmd == "ghost" && argc == 9) {
    return ghost(argv[2], argv[3], toInt(argv[4]), std::atof(argv[5]), std::atof(argv[6]), std::atof(argv[7]), argv[8]);
  }
  if (cmd == "pixel" && argc == 5) return pixel(argv[2], toInt(argv[3]), toInt(argv[4]));
  if (cmd == "runs" && argc == 9)
    return runs(argv[2], toInt(argv[3]), toInt(argv[4]), toInt(argv[5]), toInt(argv[6]), toInt(argv[7]), toInt(argv[8]));
  if (cmd == "count" && argc == 7) return count(argv[2], toInt(argv[3]), toInt(argv[4]), toInt(argv[5]), toInt(argv[6]));
  if (cmd == "uniform" && argc == 7) return uniform(argv[2], toInt(argv[3]), toInt(argv[4]), toInt(argv[5]), toInt(argv[6]));
  if (cmd == "phase-box" && argc == 10)
    return phaseBox(argv[2], argv[3], argv[4], toInt(argv[5]), toInt(argv[6]), std::atof(argv[7]), std::atof(argv[8]),
                    std::atof(argv[9]));
  if (cmd == "where" && argc == 5) return where(argv[2], argv[3], toInt(argv[4]));
  if (cmd == "differ" && argc == 8) return differ(argv[2], argv[3], toInt(argv[4]), toInt(argv[5]), toInt(argv[6]), toInt(argv[7]));
  if (cmd == "labels" && argc == 4) return labels(argv[2], argv[3]);
  if (cmd == "sensors" && argc == 9) {
    return sensors(argv[2], argv[3], argv[4], toInt(argv[5]), std::atof(argv[6]), std::atof(argv[7]), std::atof(argv[8]));
  }
  if (cmd == "platform" && argc == 3) return platform(argv[2]);
  if (cmd == "objects" && argc == 10) {
    return objects(argv[2], std::atof(argv[3]), std::atof(argv[4]), std::atof(argv[5]), toInt(argv[6]), toInt(argv[7]),
                   toInt(argv[8]), toInt(argv[9]) != 0);
  }
  std::fprintf(stderr,
               "usage: gui_fixture make OUT W H | tile LEVEL TX TY MASK | shape PNG LEVEL OX OY ZOOM TX TY\n"
               "     | mask LEVEL INDEX ANGLE H0..H15 | maskgrid PNG LEVEL INDEX X Y CELL\n"
               "     | tiles LEVEL N | make-bg OUT W H PNG|- OPACITY X Y | background SHOT OX OY ZOOM OPACITY X Y\n"
               "     | where LEVEL MOVIE FRAME | sensors PNG LEVEL MOVIE FRAME OX OY ZOOM\n"
               "     | differ PNG1 PNG2 X0 Y0 X1 Y1 | labels PNG X,Y,W,H;...\n"
               "     | platform OUT | objects PNG OX OY ZOOM X Y W STOOD\n");
  return 2;
}

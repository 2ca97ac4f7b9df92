// The box debugger GUI test's helper: runs a level and movie through the box
// timeline, as the editor does, to name a frame where the box climbs a ladder
// or rides a platform, and checks a screenshot shows the box, its
// bottom-centre point and its floor probe at that frame's pixels.
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>
#include <string_view>

#include "model/box_overlay.h"
#include "model/timeline.h"
#include "solidtile/io/level_file.h"
#include "screenshot_image.h"

namespace {

using namespace solidtile;

int fail(const std::string& m) {
  std::fprintf(stderr, "box_fixture: %s\n", m.c_str());
  return 1;
}

struct BoxRun {
  io::LevelFile file;
  std::optional<editor::Timeline> timeline;
  bool ok = false;
  BoxRun(const char* level, const char* movie, int sx, int sy) {
    io::LoadResult r = io::loadLevel(level);
    if (!r.file) {
      fail(io::describe(level, r.problems));
      return;
    }
    file = std::move(*r.file);
    timeline.emplace(file.level, defaultPlayerConfig());
    timeline->setController(editor::Controller::Box);
    timeline->setBoxConfig(file.boxConfig.value_or(defaultBoxConfig()));
    RunSpec start;
    start.startX = sx;
    start.startY = sy;
    timeline->setStart(start);
    std::string why;
    if (!timeline->loadMovieFile(movie, &why)) {
      fail(why);
      return;
    }
    timeline->simulate();
    ok = true;
  }
};

// frame LEVEL MOVIE SX SY ladder|platform: a frame 10 frames into the first
// run of at least 10 frames on a ladder (or riding a platform).
int frame(const char* level, const char* movie, int sx, int sy, std::string_view what) {
  BoxRun r(level, movie, sx, sy);
  if (!r.ok) return 1;
  const editor::Timeline& t = *r.timeline;
  int run = 0;
  for (std::size_t k = 0; k < t.simulated(); ++k) {
    const BoxState& s = t.box().state(k);
    const bool holds = what == "ladder" ? s.mode == BoxMode::Ladder : s.platform >= 0;
    run = holds ? run + 1 : 0;
    if (run == 10) {
      std::printf("%zu %d %d\n", k, pixelOf(s.x), pixelOf(s.y));
      return 0;
    }
  }
  return fail(std::string("the box is never on a ") + std::string(what) + " for 10 frames");
}

struct Shot : gui_test::Image {
  using Image::Image;
  bool near(int x, int y, editor::Colour want, int slack) const {
    const unsigned char* p = at(x, y);
    if (p == nullptr) return false;
    const int rgb[3] = {static_cast<int>(want & 0xFF), static_cast<int>(want >> 8 & 0xFF), static_cast<int>(want >> 16 & 0xFF)};
    for (int i = 0; i < 3; ++i) {
      if (std::abs(p[i] - rgb[i]) > slack) return false;
    }
    return true;
  }
  // Green dominates: a probe line at full or dimmed alpha over any tile colour.
  bool greenish(int x, int y) const {
    const unsigned char* p = at(x, y);
    if (p == nullptr) return false;
    return p[1] > p[0] + 40 && p[1] > p[2] + 40;
  }
  bool anyGreenish(int x0, int y0, int x1, int y1) const {
    for (int y = y0; y <= y1; ++y) {
      for (int x = x0; x <= x1; ++x) {
        if (greenish(x, y)) return true;
      }
    }
    return false;
  }
  // Some pixel of [x0, x1] x [y0, y1] is near `want`.
  bool anyNear(int x0, int y0, int x1, int y1, editor::Colour want, int slack) const {
    for (int y = y0; y <= y1; ++y) {
      for (int x = x0; x <= x1; ++x) {
        if (near(x, y, want, slack)) return true;
      }
    }
    return false;
  }
};

// check PNG LEVEL MOVIE SX SY FRAME OX OY ZOOM ladder|platform: the screenshot
// shows, at that frame, the box's outline along its top and left edges, its
// red bottom-centre point, a green floor probe down the bottom-centre column
// (when the step probed the floor), and the box in the expected state.
int check(const char* png, const char* level, const char* movie, int sx, int sy, std::size_t k, double ox, double oy,
          double zoom, std::string_view what) {
  BoxRun r(level, movie, sx, sy);
  if (!r.ok) return 1;
  const editor::Timeline& t = *r.timeline;
  if (k == 0 || k >= t.simulated()) return fail("no such frame");
  const BoxState& s = t.box().state(k);
  if (what == "ladder" && s.mode != BoxMode::Ladder) return fail("the box is not on the ladder at that frame");
  if (what == "platform" && s.platform < 0) return fail("the box rides no platform at that frame");
  const Shot shot(png);
  if (shot.pixels == nullptr) return fail(std::string("cannot read ") + png);
  auto sxOf = [&](double lx) { return static_cast<int>(ox + lx * zoom); };
  auto syOf = [&](double ly) { return static_cast<int>(oy + ly * zoom); };
  const editor::PixelRect box = editor::boxRect(s, t.boxConfig());
  const int w = box.x1 - box.x0 + 1, h = box.y1 - box.y0 + 1;
  const int z = static_cast<int>(zoom);
  int problems = 0;
  // The outline sits on the inner edge of the box's first pixel row and column.
  const int topY = syOf(box.y0);
  if (!shot.anyNear(sxOf(box.x0 + 2), topY, sxOf(box.x0 + w - 2), topY + z - 1, editor::box_colours::kBox, 30)) {
    std::fprintf(stderr, "box_fixture: no box outline along the top edge at screen y %d\n", topY);
    ++problems;
  }
  const int leftX = sxOf(box.x0);
  if (!shot.anyNear(leftX, syOf(box.y0 + 2), leftX + z - 1, syOf(box.y0 + h - 2), editor::box_colours::kBox, 30)) {
    std::fprintf(stderr, "box_fixture: no box outline along the left edge at screen x %d\n", leftX);
    ++problems;
  }
  const double footX = box.x0 + w / 2.0;
  const double footY = box.y0 + h;
  if (!shot.anyNear(sxOf(footX) - 2, syOf(footY) - 2, sxOf(footX) + 2, syOf(footY) + 2, editor::box_colours::kFoot, 60)) {
    std::fprintf(stderr, "box_fixture: no red bottom-centre point at screen %d,%d\n", sxOf(footX), syOf(footY));
    ++problems;
  }
  const BoxRecord& rec = t.box().stepRecord(k);
  int probesSeen = 0;
  for (int i = 0; i < rec.floorCount; ++i) {
    const BoxFloorProbe& p = rec.floors[i];
    const double top = p.row * kTileSize;
    const double bottom = top + (p.depth < 4096 ? p.depth / 256.0 : kTileSize);
    if (bottom - top < 2) continue;  // a probe of no length is a tick only
    const int y0 = syOf(top + 1), y1 = syOf(bottom - 1);
    // The probe line is blended with what is under it (a probe that found nothing is dimmed).
    if (shot.anyGreenish(sxOf(footX) - 1, y0, sxOf(footX) + 1, y1)) ++probesSeen;
  }
  std::printf("frame %zu: box %d,%d %dx%d mode %s platform %d; %d floor probes, %d seen\n", k, box.x0, box.y0, w, h,
              boxModeName(s.mode), s.platform, rec.floorCount, probesSeen);
  if (rec.floorCount > 0 && probesSeen == 0) {
    std::fprintf(stderr, "box_fixture: no floor probe drawn down the bottom-centre column\n");
    ++problems;
  }
  return problems == 0 ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
  const std::string_view cmd = argc > 1 ? argv[1] : "";
  if (cmd == "frame" && argc == 7) return frame(argv[2], argv[3], std::atoi(argv[4]), std::atoi(argv[5]), argv[6]);
  if (cmd == "check" && argc == 12) {
    return check(argv[2], argv[3], argv[4], std::atoi(argv[5]), std::atoi(argv[6]),
                 static_cast<std::size_t>(std::atol(argv[7])), std::atof(argv[8]), std::atof(argv[9]), std::atof(argv[10]),
                 argv[11]);
  }
  std::fprintf(stderr,
               "usage: box_fixture frame LEVEL MOVIE SX SY ladder|platform\n"
               "     | check PNG LEVEL MOVIE SX SY FRAME OX OY ZOOM ladder|platform\n");
  return 2;
}

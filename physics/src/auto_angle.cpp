#include "solidtile/auto_angle.h"

#include <cmath>

namespace solidtile {
namespace {

struct Fit {
  double sx = 0, sy = 0, sxx = 0, sxy = 0;
  int n = 0;
  void add(double x, double y) {
    sx += x;
    sy += y;
    sxx += x * x;
    sxy += x * y;
    ++n;
  }
  // Least-squares slope of y on x.
  double slope() const {
    const double d = n * sxx - sx * sx;
    return d == 0 ? 0 : (n * sxy - sx * sy) / d;
  }
};

constexpr long kAngleGrid = 4;
constexpr double kPi = 3.14159265358979323846;

}  // namespace

// On Sonic 1's, 2's and 3 & Knuckles' own maps the designers' mid slopes are
// 1-2 steps flatter than the arctangent of the shape's line, the axes and the
// diagonals not at all: their byte lies between the arctangent and the byte
// proportional to the slope (32 * rise / run, what counting pixels without a
// table gives). A quarter of the way is the most Sonic 1's figure allows
// (more loses Sonic 1 masks); it gains Sonic 2 and 3 & Knuckles ones.
double designersSteps(double steps) {
  const double axis = 64.0 * std::round(steps / 64.0);
  const double fromAxis = steps - axis;  // -32..32
  const double proportional = 32.0 * std::tan(fromAxis * 2 * kPi / 256.0);
  return axis + 0.75 * fromAxis + 0.25 * proportional;
}

AutoAngle computeAngle(const HeightMask& mask) {
  // Any shape with both solid and empty pixels has a surface; a steep tip with
  // one partial column still has many partial rows, a near-full block one
  // sloped edge, and the fit below reads whichever axis has more.
  const int pixels = mask.solidPixelCount();
  if (pixels == 0) return {false, kFlaggedAngle, "the mask is empty"};
  if (pixels == 256) return {false, kFlaggedAngle, "the mask is full"};
  bool floorCols = false, ceilingCols = false;
  Fit cols;  // surface height against column: points (x, y) in pixels, y down
  for (int c = 0; c < kTileSize; ++c) {
    const int h = mask.height(c);
    if (h > 0 && h < 16) {
      floorCols = true;
      cols.add(c + 0.5, 16 - h);
    } else if (h < 0) {
      ceilingCols = true;
      cols.add(c + 0.5, -h);
    }
  }
  if (floorCols && ceilingCols) return {false, kFlaggedAngle, "the mask mixes floor and ceiling columns"};
  Fit rows;  // surface column against row: points (y, x)
  for (int r = 0; r < kTileSize; ++r) {
    const int w = mask.width(r);
    if (w > 0 && w < 16) rows.add(r + 0.5, 16 - w);
    if (w < 0) rows.add(r + 0.5, -w);
  }
  if (cols.n < 2 && rows.n < 2) return {false, kFlaggedAngle, "the surface is too short to have a direction"};

  // Direction (dx, dy) of the surface, either sense for now.
  double dx = 1, dy = 0;
  if (cols.n >= rows.n) {
    dy = cols.slope();
  } else {
    dx = rows.slope();
    dy = 1;
  }
  // Choose the sense that has the solid on its clockwise side (screen y down):
  // the normal (-dy, dx) must point from the surface into the solid.
  double solidX = 0, solidY = 0, surfX = 0, surfY = 0;
  const MaskBitmap bits = mask.bitmap();
  int solid = 0;
  for (int y = 0; y < kTileSize; ++y) {
    for (int x = 0; x < kTileSize; ++x) {
      if ((bits[static_cast<std::size_t>(y)] >> x) & 1) {
        solidX += x + 0.5;
        solidY += y + 0.5;
        ++solid;
      }
    }
  }
  const Fit& used = cols.n >= rows.n ? cols : rows;
  surfX = used.sx / used.n;
  surfY = used.sy / used.n;
  if (cols.n < rows.n) std::swap(surfX, surfY);  // rows store (y, x)
  const double toSolidX = solidX / solid - surfX;
  const double toSolidY = solidY / solid - surfY;
  if (-dy * toSolidX + dx * toSolidY < 0) {
    dx = -dx;
    dy = -dy;
  }
  const double steps = designersSteps(std::atan2(dy, dx) / (2 * kPi) * 256.0);
  // The games' angle maps hold only even bytes (odd ones read as flagged),
  // and nearly all of them multiples of 4: rounding to that grid matches the
  // designers' choices best (measured on Sonic 1's and 2's own maps).
  const long grid = kAngleGrid * std::lround(steps / kAngleGrid);
  return {true, static_cast<Angle>(grid & 255), ""};
}

}  // namespace solidtile

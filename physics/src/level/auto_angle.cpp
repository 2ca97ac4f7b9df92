#include "solidtile/level/auto_angle.h"

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
constexpr double kStepsPerRadian = 256.0 / (2 * kPi);

// The designers' flattening (designersSteps): most at kPeakSteps from the
// nearest axis, none at the axis nor from kFlatUntil to the diagonal.
constexpr double kPeakSteps = 14.0;      // about 20 degrees
constexpr double kPeakFlattening = 1.5;  // steps
constexpr double kFlatUntil = 24.0;      // about 34 degrees

// The mask's solid pixels' mean, the side the surface's normal must face.
void solidCentre(const HeightMask& mask, double& x, double& y) {
  const MaskBitmap bits = mask.bitmap();
  double sx = 0, sy = 0;
  int n = 0;
  for (int r = 0; r < kTileSize; ++r) {
    for (int c = 0; c < kTileSize; ++c) {
      if ((bits[static_cast<std::size_t>(r)] >> c) & 1) {
        sx += c + 0.5;
        sy += r + 0.5;
        ++n;
      }
    }
  }
  x = sx / n;
  y = sy / n;
}

// The angle in steps (256 a turn) of the line through (x0, y0) along (dx, dy),
// taken in the sense that has the solid on its clockwise side (screen y down:
// the normal (-dy, dx) points from the surface into the solid).
double orientedSteps(double dx, double dy, double x0, double y0, double solidX, double solidY) {
  if (-dy * (solidX - x0) + dx * (solidY - y0) < 0) {
    dx = -dx;
    dy = -dy;
  }
  return std::atan2(dy, dx) * kStepsPerRadian;
}

// b - a brought into -128..128, so angles either side of 0 average right.
double stepsBetween(double a, double b) {
  double d = std::fmod(b - a, 256.0);
  if (d > 128) d -= 256;
  if (d < -128) d += 256;
  return d;
}

}  // namespace

// Measured on Sonic 1's, 2's and 3 & Knuckles' own maps (docs/physics.md):
// mid slopes are stored 1-2 steps flatter than the line through the shape, the
// axes exactly, and from about 34 degrees to the diagonal no flatter at all.
double designersSteps(double steps) {
  const double axis = 64.0 * std::round(steps / 64.0);
  const double fromAxis = steps - axis;  // -32..32
  const double t = std::fabs(fromAxis);
  double flattening = 0;
  if (t <= kPeakSteps) {
    flattening = kPeakFlattening * t / kPeakSteps;
  } else if (t < kFlatUntil) {
    flattening = kPeakFlattening * (kFlatUntil - t) / (kFlatUntil - kPeakSteps);
  }
  return axis + (fromAxis < 0 ? -1 : 1) * (t - flattening);
}

AutoAngle computeAngle(const HeightMask& mask) {
  // Any shape with both solid and empty pixels has a surface; a steep tip with
  // one partial column still has many partial rows, a near-full block one
  // sloped edge.
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

  // The surface read both ways, as a designer counting pixels across and up
  // would: the line fitted to the partial columns and the one fitted to the
  // partial rows, each weighted by how many lines it read. A surface near 45
  // degrees crosses both about equally; the axis with more partial lines
  // dominates, and one with fewer than 2 says nothing.
  double solidX = 0, solidY = 0;
  solidCentre(mask, solidX, solidY);
  double steps = 0;
  int weight = 0;
  if (cols.n >= 2) {
    steps = orientedSteps(1, cols.slope(), cols.sx / cols.n, cols.sy / cols.n, solidX, solidY);
    weight = cols.n;
  }
  if (rows.n >= 2) {
    const double fromRows = orientedSteps(rows.slope(), 1, rows.sy / rows.n, rows.sx / rows.n, solidX, solidY);
    steps = weight == 0 ? fromRows : steps + stepsBetween(steps, fromRows) * rows.n / (weight + rows.n);
  }
  // The games' angle maps hold only even bytes (odd ones read as flagged),
  // and nearly all of them multiples of 4: rounding to that grid matches the
  // designers' choices best (measured on the games' own maps).
  const long grid = kAngleGrid * std::lround(designersSteps(steps) / kAngleGrid);
  return {true, static_cast<Angle>(grid & 255), ""};
}

}  // namespace solidtile

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

}  // namespace

AutoAngle computeAngle(const HeightMask& mask) {
  const int pixels = mask.solidPixelCount();
  // Under one row's worth of pixels (or of gaps) the surface only clips a corner,
  // and one pixel of rounding there moves the fitted direction by several bytes
  // (measured on the corners of generated arcs), so a person must choose.
  constexpr int kFewest = kTileSize;
  if (pixels < kFewest) return {false, kFlaggedAngle, "the mask is empty or nearly empty"};
  if (pixels > 256 - kFewest) return {false, kFlaggedAngle, "the mask is full or nearly full"};

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
  const double turns = std::atan2(dy, dx) / (2 * 3.14159265358979323846);
  const long steps = std::lround(turns * 256.0);
  const Angle a = static_cast<Angle>(steps & 255);
  if (a == kFlaggedAngle) return {true, 0x00, ""};  // $FF is the flag; one step off flat is flat
  return {true, a, ""};
}

}  // namespace solidtile

// Checks an ObjectList's precomputed data against the brute-force walk of its
// objects (objectPosition, each path's points), so any edit path that leaves
// the list stale fails. Shared by the physics and editor tests.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <climits>
#include <cstdint>
#include <random>
#include <vector>

#include "solidtile/level/object_list.h"

namespace solidtile::test {

// The box around an object's whole path, from its points (pixels, both ends in).
inline ObjectBounds bruteBounds(const SolidObject& o) {
  ObjectBounds b;
  for (const Waypoint& p : o.path) {
    b.left = std::min(b.left, p.x);
    b.top = std::min(b.top, p.y);
    b.right = std::max(b.right, p.x + o.w);
    b.bottom = std::max(b.bottom, p.y + o.h);
  }
  return b;
}

inline bool bruteMeets(const ObjectBounds& a, const ObjectBounds& r) {
  return a.left <= r.right && a.right >= r.left && a.top <= r.bottom && a.bottom >= r.top;
}

// Whether object o, whose path's box is b, can act on a player at (x, y)
// with radii up to ObjectList::kCellRadius on a profile whose platform
// surface is within -+kCellSurface, by its routine's own bounds: a top-only
// block (PlatformObject) from its x range only, feet + 4 from its highest
// top to $10 below its lowest; a solid block (Solid_ChkEnter) within $C
// across, the radius + 4 above to the radius - 4 below; sideways springs,
// sloped objects, monitors and diagonal springs at any height; the other
// kinds within $C across, the radius + 4 above to the radius + $14 below.
inline bool bruteReaches(const SolidObject& o, const ObjectBounds& b, std::int64_t x, std::int64_t y) {
  const std::int64_t r = ObjectList::kCellRadius, s = ObjectList::kCellSurface;
  const bool sideSpring = o.kind == ObjectKind::Spring && (o.dir == ObjectDir::Left || o.dir == ObjectDir::Right);
  if (sideSpring || !o.slope.empty() || o.kind == ObjectKind::Monitor || isDiagonal(o.dir)) {
    const std::int64_t across = ObjectList::kRoutineReach + (sideSpring ? ObjectList::kSpringFaceReach : 0);
    return x >= b.left - across && x <= b.right + across;
  }
  const std::int64_t top = std::int64_t{b.top} - r - 4 - s;
  if (o.kind == ObjectKind::Block && o.topOnly) {
    return x >= b.left && x <= b.right && y >= top && y <= std::int64_t{b.bottom} - o.h + 0x10 - 4 + s;
  }
  if (x < b.left - ObjectList::kRoutineReach || x > b.right + ObjectList::kRoutineReach || y < top) return false;
  return y <= std::int64_t{b.bottom} + (o.kind == ObjectKind::Block ? r - 4 : r + 0x14 + s);
}

// Positions on `frames` frames of every object, the bounds, and `regions`
// random near queries (around the objects' own boxes, so most meet something).
inline void expectListMatchesObjects(const ObjectList& list, std::mt19937& rng, int frames = 40, int regions = 40) {
  ObjectBounds all;
  ASSERT_EQ(static_cast<std::size_t>(list.count()), list.size());  // the object pass's held-index check reads count()
  for (std::size_t i = 0; i < list.size(); ++i) {
    const SolidObject& o = list[i];
    const ObjectBounds b = bruteBounds(o);
    ASSERT_EQ(list.bounds(i), b) << "object " << i;
    if (!o.path.empty()) {
      all.left = std::min(all.left, b.left);
      all.top = std::min(all.top, b.top);
      all.right = std::max(all.right, b.right);
      all.bottom = std::max(all.bottom, b.bottom);
    }
    std::uniform_int_distribution<std::uint32_t> anyFrame(0, UINT32_MAX), early(0, 5000);
    for (int k = 0; k < frames; ++k) {
      const std::uint32_t f = k % 3 == 0 ? anyFrame(rng) : k % 3 == 1 ? early(rng) : static_cast<std::uint32_t>(k);
      ASSERT_EQ(list.position(i, f), objectPosition(o, f)) << "object " << i << " frame " << f;
      const ObjectList::Positions both = list.positions(i, f);  // frame - 1 and frame, one modulo
      ASSERT_EQ(both.was, objectPosition(o, f - 1)) << "object " << i << " frame " << f;
      ASSERT_EQ(both.now, objectPosition(o, f)) << "object " << i << " frame " << f;
      // reachBounds(i, f) holds the body on frame f, and lies within its path's box.
      const ObjectPos p = objectPosition(o, f);
      const std::int64_t x = p.x >> 8, y = p.y >> 8;
      const ObjectBounds& w = list.reachBounds(i, f);
      if (!o.path.empty() && o.kind == ObjectKind::Block && o.slope.empty() && !o.nudge) {
        ASSERT_TRUE(w.left <= x && w.top <= y && w.right >= x + o.w && w.bottom >= y + o.h)
            << "object " << i << " outside its reach box on frame " << f;
      }
      if (!o.path.empty()) {
        ASSERT_TRUE(w.left >= b.left && w.top >= b.top && w.right <= b.right && w.bottom <= b.bottom) << "object " << i;
      }
    }
  }
  ASSERT_EQ(list.allBounds(), all);
  std::uniform_int_distribution<int> pick(0, std::max<int>(0, static_cast<int>(list.size()) - 1)), off(-200, 200), size(0, 300);
  for (int k = 0; k < regions; ++k) {
    ObjectBounds r;
    const ObjectBounds around = list.empty() ? ObjectBounds{0, 0, 0, 0} : list.bounds(static_cast<std::size_t>(pick(rng)));
    r.left = (around.left == INT32_MAX ? 0 : around.left) + off(rng);
    r.top = (around.top == INT32_MAX ? 0 : around.top) + off(rng);
    r.right = r.left + size(rng) * (k % 5 == 4 ? 40 : 1);  // now and then a region wider than most objects
    r.bottom = r.top + size(rng);
    std::vector<std::int16_t> want;
    for (std::size_t i = 0; i < list.size(); ++i) {
      if (bruteMeets(bruteBounds(list[i]), r)) want.push_back(static_cast<std::int16_t>(i));
    }
    // column(x) and reachColumn(x): ascending, and holding every object whose
    // bounds' x range meets x -+ the reach (the Sonic player's object pass
    // runs only those).
    for (const std::int32_t x : {r.left, r.right, r.left - 47, r.left + 13}) {
      for (const bool reach : {false, true}) {
        const std::int32_t d = reach ? ObjectList::kRoutineReach : ObjectList::kColumnReach;
        const ObjectColumns::Indices c = reach ? list.reachColumn(x) : list.column(x);
        ASSERT_EQ(std::adjacent_find(c.begin, c.end, [](std::int16_t a, std::int16_t b) { return a >= b; }), c.end);  // ascending
        for (std::size_t i = 0; i < list.size(); ++i) {
          const ObjectBounds b = bruteBounds(list[i]);
          if (b.left > b.right || b.left > x + d || b.right < x - d) continue;
          ASSERT_NE(std::find(c.begin, c.end, static_cast<std::int16_t>(i)), c.end)
              << "object " << i << " missing from the column of x " << x << (reach ? " (reach)" : "");
        }
      }
    }
    // reachCell(x, y): ascending, and holding every object that can reach
    // a player there (the Sonic player's object pass reads only those).
    for (const std::int32_t x : {r.left, r.right, r.left - 13, r.left + 29}) {
      for (const std::int32_t y : {r.top, r.bottom, r.top - 25, r.top + 17, r.top - 1000}) {
        const ObjectColumns::Indices c = list.reachCell(x, y);
        ASSERT_EQ(std::adjacent_find(c.begin, c.end, [](std::int16_t a, std::int16_t b) { return a >= b; }), c.end);
        for (std::size_t i = 0; i < list.size(); ++i) {
          const ObjectBounds b = list.bounds(i);
          if (b.left > b.right || !bruteReaches(list[i], b, x, y)) continue;
          ASSERT_NE(std::find(c.begin, c.end, static_cast<std::int16_t>(i)), c.end)
              << "object " << i << " missing from the cell of (" << x << ", " << y << ")";
        }
      }
    }
    for (const int max : {0, 1, 3, 16}) {
      std::vector<std::int16_t> got(static_cast<std::size_t>(max) + 1, -1);
      const int n = list.near(r, got.data(), max);
      ASSERT_EQ(n, std::min<int>(static_cast<int>(want.size()), max + 1)) << "region " << k << " max " << max;
      if (n > max) continue;  // more than max met: which ones were written is unspecified
      for (int j = 0; j < n; ++j) ASSERT_EQ(got[static_cast<std::size_t>(j)], want[static_cast<std::size_t>(j)]);
    }
  }
}

}  // namespace solidtile::test

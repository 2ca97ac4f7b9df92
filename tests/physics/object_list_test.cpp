// ObjectList: its precomputed tracks and bounds agree with walking each
// object's path, after any sequence of edits (property test on random objects).
#include "solidtile/level/object_list.h"

#include <gtest/gtest.h>

#include <random>

#include "../support/object_list_check.h"

namespace solidtile {
namespace {

SolidObject randomObject(std::mt19937& rng) {
  std::uniform_int_distribution<int> kind(0, 9), coord(-3000, 3000), step(-200, 200), size(1, 200), points(1, 8),
      speed(0, ObjectLimits::kMaxSpeed), slow(1, 300), wait(0, 90);
  SolidObject o;
  o.w = size(rng);
  o.h = size(rng);
  o.topOnly = kind(rng) < 5;
  o.loop = kind(rng) < 5 ? ObjectLoop::Loop : ObjectLoop::PingPong;
  o.wait = kind(rng) < 3 ? 0 : wait(rng);
  o.speed = kind(rng) < 1 ? 0 : kind(rng) < 5 ? slow(rng) : speed(rng);
  const int n = kind(rng) == 0 ? ObjectLimits::kMaxWaypoints : points(rng);
  Waypoint p{coord(rng), coord(rng)};
  for (int k = 0; k < n; ++k) {
    o.path.push_back(p);
    // Straight, diagonal and skewed legs, and repeated points (legs of no length).
    const int how = kind(rng);
    if (how < 3) p.x += step(rng);
    else if (how < 5) p.y += step(rng);
    else if (how < 7) {
      const int d = step(rng);
      p.x += d;
      p.y -= d;
    } else if (how < 9) {
      p.x += step(rng);
      p.y += step(rng);
    }
  }
  if (kind(rng) == 0) o.path.clear();  // malformed, but the list must still agree with objectPosition
  return o;
}

TEST(ObjectList, TracksMatchThePathWalkAfterEveryEdit) {
  std::mt19937 rng(20261123);
  for (int round = 0; round < 60; ++round) {
    ObjectList list;
    std::uniform_int_distribution<int> op(0, 9);
    for (int edit = 0; edit < 12; ++edit) {
      const auto at = [&] { return std::uniform_int_distribution<std::size_t>(0, list.size())(rng); };
      switch (op(rng)) {
        case 0: case 1: case 2: list.push_back(randomObject(rng)); break;
        case 3: list.insert(at(), randomObject(rng)); break;
        case 4: if (!list.empty()) list.erase(at() % list.size()); break;
        case 5: case 6: if (!list.empty()) list.set(at() % list.size(), randomObject(rng)); break;
        case 7: {
          std::vector<SolidObject> items{randomObject(rng), randomObject(rng), randomObject(rng)};
          list.assign(items);
          break;
        }
        case 8: {
          const ObjectList copy = list;  // copies carry their tracks
          list = copy;
          break;
        }
        default: if (op(rng) == 0) list.clear(); break;
      }
      SCOPED_TRACE("round " + std::to_string(round) + " edit " + std::to_string(edit));
      test::expectListMatchesObjects(list, rng, 12, 12);
      if (HasFatalFailure()) return;
    }
  }
}

// The frames where a leg or a wait begins and ends, where an off-by-one in the
// sums would show: every frame of two whole cycles.
TEST(ObjectList, EveryFrameOfTwoCyclesMatches) {
  std::mt19937 rng(7);
  for (int k = 0; k < 40; ++k) {
    SolidObject o = randomObject(rng);
    if (o.speed == 0) o.speed = 97;
    ObjectList list({o});
    for (std::uint32_t f = 0; f < 3000; ++f) ASSERT_EQ(list.position(0, f), objectPosition(o, f)) << k << " " << f;
  }
}

// The list keeps a moving block's place on each frame of a cycle of at most
// 4096 frames while 2^18 places last, and works the others out: a cycle of
// 8000 frames, and the blocks past the budget (140 cycles of 2000), place
// the block as the path walk does on every frame of two cycles, and so do
// the kept ones, the frame before included.
TEST(ObjectList, KeptAndWorkedOutPlacesAgreeOnEveryFrame) {
  const auto mover = [](std::int32_t y, Sub speed, int wait) {
    SolidObject o;
    o.w = 32;
    o.h = 16;
    o.path = {{0, y}, {1000, y + 300}};
    o.speed = speed;
    o.wait = wait;
    return o;
  };
  std::vector<SolidObject> items{mover(0, 0x40, 7)};  // 2 x 4000 frames of moving: past the cycle's limit
  for (int k = 0; k < 140; ++k) items.push_back(mover(k * 20, 0x100, k % 3));
  const ObjectList list(items);
  for (const std::size_t i : {std::size_t{0}, std::size_t{1}, std::size_t{70}, std::size_t{139}, std::size_t{140}}) {
    const SolidObject& o = list[i];
    const std::uint32_t frames = i == 0 ? 16100 : 4100;
    for (std::uint32_t f = 0; f < frames; ++f) {
      const ObjectList::Positions both = list.positions(i, f);
      ASSERT_EQ(both.was, objectPosition(o, f - 1)) << i << " " << f;
      ASSERT_EQ(both.now, objectPosition(o, f)) << i << " " << f;
      ASSERT_EQ(list.position(i, f), both.now) << i << " " << f;
    }
  }
}

// reachBounds (the box of a moving block over the stretch of its cycle a
// frame falls in, which the Sonic player's walk tests his reach against):
// on every frame of two cycles and across the uint32 wrap, the block's body
// is inside the box of its frame's window, and the boxes are not all the
// path's (the windows do narrow it).
TEST(ObjectList, ReachBoundsHoldTheBodyOnEveryFrame) {
  std::mt19937 rng(11);
  int narrower = 0;
  for (int k = 0; k < 60; ++k) {
    SolidObject o = randomObject(rng);
    o.kind = ObjectKind::Block;
    o.slope.clear();
    o.nudge = false;
    if (o.speed == 0) o.speed = 97 + 40 * (k % 5);
    if (o.path.size() < 2 && !o.path.empty()) o.path.push_back({o.path[0].x + 300, o.path[0].y - 100});
    ObjectList list({o});
    for (std::uint32_t f = 0; f < 4000; ++f) {
      for (const std::uint32_t g : {f, UINT32_MAX - f}) {
        if (o.path.empty()) continue;
        const ObjectPos p = objectPosition(o, g);
        const std::int64_t x = p.x >> 8, y = p.y >> 8;
        const ObjectBounds& w = list.reachBounds(0, g);
        ASSERT_TRUE(w.left <= x && w.top <= y && w.right >= x + o.w && w.bottom >= y + o.h)
            << "object " << k << " outside its reach box on frame " << g;
        narrower += !(w == list.bounds(0));
      }
    }
  }
  EXPECT_GT(narrower, 0);
}

// Longer lists answer near() from their left-edge order: spread objects
// (some spanning the level, some without a path) against brute force.
TEST(ObjectList, ManyObjectsAnswerLikeAScan) {
  std::mt19937 rng(31);
  for (const int n : {9, 40, 300}) {
    std::vector<SolidObject> items;
    for (int i = 0; i < n; ++i) {
      SolidObject o = randomObject(rng);
      if (i % 7 == 3 && !o.path.empty()) o.path.push_back({o.path[0].x + 5000, o.path[0].y});  // wide
      items.push_back(o);
    }
    ObjectList list(items);
    test::expectListMatchesObjects(list, rng, 2, 300);
    if (HasFatalFailure()) return;
    for (int k = 0; k < 5; ++k) {
      list.erase(static_cast<std::size_t>(k * 3) % list.size());
      list.push_back(randomObject(rng));
      test::expectListMatchesObjects(list, rng, 2, 60);
      if (HasFatalFailure()) return;
    }
  }
}

// The edges of the indexed search: the widest object reaching the region by
// its right edge alone, an object starting on the region's right edge, and
// one spanning the level (kept aside from the order).
TEST(ObjectList, IndexedSearchFindsObjectsTouchingTheRegionsEdges) {
  ObjectList list;
  for (int i = 0; i < 10; ++i) {
    SolidObject o;
    o.path = {{i * 100, 0}};
    list.push_back(o);  // x i*100 .. i*100+16
  }
  SolidObject widest;
  widest.path = {{2048, 0}, {2532, 0}};  // 2048..2548: the widest span in the order, 500, from a column's start
  list.push_back(widest);
  SolidObject across;
  across.path = {{-10000, 500}, {10000, 500}};
  list.push_back(across);
  std::int16_t out[4];
  ASSERT_EQ(list.near({2548, 0, 2600, 0}, out, 4), 1);
  EXPECT_EQ(out[0], 10);
  ASSERT_EQ(list.near({884, 0, 900, 0}, out, 4), 1);  // 800..816 stops short; 900 starts on the edge
  EXPECT_EQ(out[0], 9);
  ASSERT_EQ(list.near({3000, 400, 3001, 600}, out, 4), 1);
  EXPECT_EQ(out[0], 11);
}

// A long list of only wide objects (and one without a path) has nothing in
// its left-edge order: the search reads the wide ones alone.
TEST(ObjectList, ALongListOfWideObjectsIsSearched) {
  ObjectList list;
  for (int i = 0; i < 12; ++i) {
    SolidObject o;
    o.path = {{i * 100, i * 50}, {i * 100 + 3000, i * 50}};
    list.push_back(o);
  }
  list.push_back(SolidObject{});  // no path
  std::int16_t out[4];
  ASSERT_EQ(list.near({3000, 110, 3001, 150}, out, 4), 2);  // y 100..116 and 150..166 reach 110..150
  EXPECT_EQ(out[0], 2);
  EXPECT_EQ(out[1], 3);
}

TEST(ObjectList, AnEmptyListMeetsNothing) {
  const ObjectList list;
  std::int16_t out[1];
  EXPECT_EQ(list.near({INT32_MIN, INT32_MIN, INT32_MAX, INT32_MAX}, out, 1), 0);
  EXPECT_EQ(list.allBounds(), ObjectBounds{});
}

TEST(ObjectList, NearCountsPastTheLimitAndReadsLikeAVector) {
  ObjectList list;
  for (int i = 0; i < 5; ++i) {
    SolidObject o;
    o.path = {{i * 10, 0}};
    list.push_back(o);
  }
  std::int16_t out[3];
  EXPECT_EQ(list.near({0, 0, 1000, 1000}, out, 3), 4);  // 5 met: counting stops at max + 1
  EXPECT_EQ(list.near({27, 0, 34, 0}, out, 3), 2);       // objects 2 (20..36) and 3 (30..46), not 1 (10..26)
  EXPECT_EQ(out[0], 2);
  EXPECT_EQ(out[1], 3);
  EXPECT_EQ(list.size(), 5u);
  EXPECT_EQ(list[4].path[0].x, 40);
  list.erase(0);
  list.insert(4, list[0]);
  EXPECT_EQ(list[4], list[0]);
  EXPECT_EQ(list.bounds(4), list.bounds(0));
}

// The step runs the touch tests only where hasTouchables says one of their
// kinds is in the list (player.cpp): it must follow every edit, or a ring
// added to a list of blocks would never be collected.
TEST(ObjectList, TouchablesFollowTheKindsThroughEdits) {
  const auto one = [](ObjectKind k) {
    SolidObject o;
    o.kind = k;
    o.w = 16;
    o.h = 16;
    o.path = {{0, 0}};
    return o;
  };
  const auto touchable = [](ObjectKind k) {
    return k == ObjectKind::Monitor || k == ObjectKind::Ring || k == ObjectKind::Hurt || k == ObjectKind::Enemy;
  };
  for (int k = 0; k <= static_cast<int>(ObjectKind::Breakable); ++k) {
    const auto kind = static_cast<ObjectKind>(k);
    ObjectList list({one(ObjectKind::Block), one(kind)});
    EXPECT_EQ(list.hasTouchables(), touchable(kind)) << k;
    EXPECT_EQ(list.hasTouchables(), list.hasMonitors() || list.hasRings() || list.hasHurts() || list.hasEnemies());
    list.erase(1);
    EXPECT_FALSE(list.hasTouchables()) << k;
    list.push_back(one(kind));
    EXPECT_EQ(list.hasTouchables(), touchable(kind)) << k;
    list.set(1, one(ObjectKind::Spring));
    EXPECT_FALSE(list.hasTouchables()) << k;
    list.insert(0, one(kind));
    EXPECT_EQ(list.hasTouchables(), touchable(kind)) << k;
    list.clear();
    EXPECT_FALSE(list.hasTouchables()) << k;
  }
}

}  // namespace
}  // namespace solidtile

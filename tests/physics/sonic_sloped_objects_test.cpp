// Sloped objects (SolidObject::slope) against the Sonic player: a top-only one
// is Sonic 1's collapsing ledge (Obj1A: SlopeObject, ExitPlatform,
// SlopeObject2), a solid one its large grassy platform (Obj2F: SolidObject2F,
// ExitPlatform, SlopeObject2); Sonic 2's SlopedPlatform / SlopedSolid and
// Sonic 3's SolidObjectTopSloped2 where they differ. Each rule quotes its routine.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "object_level.h"
#include "solidtile/input.h"
#include "solidtile/sonic/player.h"

namespace solidtile::test {
namespace {

const PlayerConfig kS1 = defaultPlayerConfig(Profile::Sonic1);
const PlayerConfig kGuide = defaultPlayerConfig(Profile::Guide);

const PlayerConfig kS2 = defaultPlayerConfig(Profile::Sonic2);
const PlayerConfig kS3K = defaultPlayerConfig(Profile::Sonic3K);

SolidObject sloped(int x, int y, int w, int h, std::vector<std::uint8_t> heights, bool topOnly) {
  SolidObject o;
  o.w = w;
  o.h = h;
  o.path = {{x, y}};
  o.topOnly = topOnly;
  o.slope = std::move(heights);
  return o;
}

// heights[c] = first + c * step, w / 2 of them.
std::vector<std::uint8_t> ramp(int w, int first, int step) {
  std::vector<std::uint8_t> v;
  for (int c = 0; c < w / 2; ++c) v.push_back(static_cast<std::uint8_t>(first + c * step));
  return v;
}


// Steps with no input until the frame he lands on an object (at most `frames`); whether he did.
bool fallOntoObject(PlayerState& s, const Level& l, const PlayerConfig& cfg, int frames = 60) {
  StepRecord rec;
  for (int i = 0; i < frames; ++i) {
    stepPlayer(s, l, cfg, 0, &rec);
    if (rec.has(EventKind::ObjectLanded)) return true;
  }
  return false;
}

// The ledge: x 200..263, y 400..431, surface rising a pixel a column to the right.
// Ours: obY = y + h - 1 = 431, t[c] = slope[c].
const SolidObject kLedge = sloped(200, 400, 64, 32, ramp(64, 0, 1), true);
int ledgeStandY(int x, int radiusY) { return 431 - kLedge.slope[static_cast<std::size_t>((x - 200) >> 1)] - radiusY; }

// SlopeObject: "lsr.w #1,d0; moveq #0,d3; move.b (a2,d0.w),d3; move.w obY(a0),d0;
// sub.w d3,d0; bra.w Platform3": Platform3's "add.w d0,d2; addq.w #3,d2" lands
// the feet at obY - t - 1; the next frame SlopeObject2's "sub.w d1,d0;
// move.w d0,obY(a1)" (obY - t - obHeight) puts them a pixel lower, for good.
TEST(SonicSlopedObjects, LandsOnASlopedPlatformAPixelHighAndSettlesOnItsColumn) {
  const Level l = levelWith({kLedge});
  for (const int x : {200, 201, 213, 230, 263}) {
    PlayerState s = spawnPlayer(kS1, x, 330);
    ASSERT_TRUE(fallOntoObject(s, l, kS1)) << x;
    EXPECT_EQ(px(s.y), ledgeStandY(x, s.radiusY) - 1) << x;
    stepPlayer(s, l, kS1, 0);
    EXPECT_EQ(px(s.y), ledgeStandY(x, s.radiusY)) << x;
    run(s, l, 20, 0, kS1);
    EXPECT_EQ(px(s.y), ledgeStandY(x, s.radiusY)) << x;
    EXPECT_EQ(s.standingOn, 0) << x;
    EXPECT_EQ(s.angle, 0) << x;  // loc_74AE: "move.b #0,obAngle(a1)"
  }
}

// Walking along it, every frame SlopeObject2 puts the feet on the column under
// the player's new x ((x - obX + d1) >> 1); the angle stays 0 (the floor
// sensors are skipped while on an object).
TEST(SonicSlopedObjects, WalksUpAndDownASlopedPlatformColumnByColumn) {
  const Level l = levelWith({kLedge});
  for (const PlayerConfig& cfg : {kS1, kGuide, kS2, kS3K}) {
    PlayerState s = spawnPlayer(cfg, 204, 330);
    run(s, l, 40, 0, cfg);
    ASSERT_EQ(s.standingOn, 0) << profileName(cfg.profile);
    int frames = 0, lastY = px(s.y);
    for (; s.standingOn == 0 && frames < 200; ++frames) {
      stepPlayer(s, l, cfg, input::kRight);
      if (s.standingOn != 0) break;
      ASSERT_EQ(px(s.y), ledgeStandY(px(s.x), s.radiusY)) << profileName(cfg.profile) << " " << frames;
      EXPECT_LE(px(s.y), lastY);  // up the slope
      EXPECT_EQ(s.angle, 0);
      lastY = px(s.y);
    }
    EXPECT_GT(frames, 10) << profileName(cfg.profile);
    // Back from the high end, down the slope.
    PlayerState d = spawnPlayer(cfg, 260, 300);
    run(d, l, 40, 0, cfg);
    ASSERT_EQ(d.standingOn, 0);
    for (int i = 0; i < 25; ++i) {
      stepPlayer(d, l, cfg, input::kLeft);
      ASSERT_EQ(d.standingOn, 0) << i;
      EXPECT_EQ(px(d.y), ledgeStandY(px(d.x), d.radiusY)) << i;
    }
    EXPECT_LT(px(d.x), 250);
  }
}

// Walking past the edge: Sonic 1's ExitPlatform ("bclr #3,obStatus(a1)") leaves
// him on the ground for his floor sensors; Sonic 2's SlopedPlatform and Sonic
// 3's SolidObjectTopSloped2 also "bset #status.player.in_air,status(a1)", as
// the guide's "no longer grounded" (objectLeaveSetsAirborne).
TEST(SonicSlopedObjects, WalkingOffASlopedPlatformSetsInAirButInSonic1) {
  const Level l = levelWith({kLedge});
  for (const PlayerConfig& cfg : {kS1, kGuide, kS2, kS3K}) {
    PlayerState s = spawnPlayer(cfg, 250, 300);
    run(s, l, 40, 0, cfg);
    ASSERT_EQ(s.standingOn, 0);
    StepRecord rec;
    bool left = false;
    for (int i = 0; i < 120 && !left; ++i) {
      stepPlayer(s, l, cfg, input::kRight, &rec);
      left = rec.has(EventKind::ObjectLeft);
    }
    ASSERT_TRUE(left) << profileName(cfg.profile);
    EXPECT_GE(px(s.x), 264);  // d0 = x - obX + d1 reached 2 d1 = 64
    EXPECT_EQ(s.airborne, cfg.objectLeaveSetsAirborne) << profileName(cfg.profile);
    EXPECT_EQ(cfg.objectLeaveSetsAirborne, cfg.profile != Profile::Sonic1);
    run(s, l, 80, input::kRight, cfg);
    EXPECT_FALSE(s.airborne);  // on the ground below at last
    EXPECT_EQ(px(s.y), 448 - 1 - s.radiusY);
  }
}

// SlopeObject: "tst.w obVelY(a1); bmi.w Plat_Exit": rising, he passes up through it.
TEST(SonicSlopedObjects, JumpsUpThroughASlopedPlatform) {
  const Level l = levelWith({sloped(180, 380, 64, 16, ramp(64, 2, 0) /* flat 2 px */, true)});
  PlayerState s = standing(kS1, 210, 448 - 20);
  run(s, l, 2, 0, kS1);
  bool above = false;
  for (int i = 0; i < 90; ++i) {
    stepPlayer(s, l, kS1, i < 30 ? input::kJump : Input{0});
    above = above || (s.ysp < 0 && px(s.y) + s.radiusY < 380);
  }
  EXPECT_TRUE(above);
  EXPECT_EQ(s.standingOn, 0);
  EXPECT_EQ(px(s.y), 380 + 16 - 1 - 2 - s.radiusY);
}

// The ramp: x 300..363, y 400..447 on the ground, solid, surface 8..39 px high.
const SolidObject kRamp = sloped(300, 400, 64, 48, ramp(64, 8, 1), false);
// SolidObject2F's column: "lsr.w #1,d5" of d0 = x - obX + d1 (d1 = w/2 + $B = 43);
// ours is that minus 5 (its column 5 holds our pixels -1 and 0), clamped.
int rampColumn(int x) { return std::clamp(((x - 300 + 11) >> 1) - 5, 0, 31); }
int rampStandY(int x, int radiusY) {
  return 400 + 48 - 1 - kRamp.slope[static_cast<std::size_t>(rampColumn(x))] - radiusY;
}

// SolidObject2F: the box moved up by the column's rise ("sub.b (a2),d3 ...
// sub.w d3,d5"), then Solid_Landed: "sub.w d3,obY(a1); subq.w #1,obY(a1)": the
// feet land on the row above the column's surface, where SlopeObject2 keeps
// them, or in Sonic 1 (slopedSolidStandsOnTopRow) a pixel lower, on the top row.
TEST(SonicSlopedObjects, LandsAndStandsOnASolidSlopedObjectsColumns) {
  const Level l = levelWith({kRamp});
  for (const PlayerConfig& cfg : {kS1, kGuide, kS2}) {
    for (const int x : {300, 301, 302, 320, 345, 363}) {
      PlayerState s = spawnPlayer(cfg, x, 330);
      ASSERT_TRUE(fallOntoObject(s, l, cfg)) << x;
      EXPECT_EQ(px(s.y), rampStandY(x, s.radiusY)) << profileName(cfg.profile) << " " << x;
      run(s, l, 10, 0, cfg);
      EXPECT_EQ(px(s.y), rampStandY(x, s.radiusY) + (cfg.slopedSolidStandsOnTopRow ? 1 : 0))
          << profileName(cfg.profile) << " " << x;
      EXPECT_EQ(s.standingOn, 0);
    }
  }
}

// Standing on it: Obj2F's ExitPlatform and SlopeObject2 with d1 = w/2 + $B, so
// he walks up to 11 px past either end on the end columns' heights.
TEST(SonicSlopedObjects, WalksUpASolidSlopedObjectAndOffItsHighEnd) {
  const Level l = levelWith({kRamp});
  PlayerState s = spawnPlayer(kS1, 304, 330);
  run(s, l, 40, 0, kS1);
  ASSERT_EQ(s.standingOn, 0);
  int frames = 0;
  for (; frames < 200; ++frames) {
    stepPlayer(s, l, kS1, input::kRight);
    if (s.standingOn != 0) break;
    ASSERT_EQ(px(s.y), rampStandY(px(s.x), s.radiusY) + 1) << frames;  // slopedSolidStandsOnTopRow
  }
  EXPECT_GE(px(s.x), 332 + 43);  // left at d0 = 2 d1
  EXPECT_EQ(s.standingOn, -1);
}

// Pushing the side: the column under his x decides the box (here the low end's,
// 8 px high: its box is 448 - 8 .. + 48), then Solid_Left / Solid_Centre as for
// a flat block: put back at obX - d1, speed cleared, the push bit set.
TEST(SonicSlopedObjects, PushesAgainstASolidSlopedObjectsSide) {
  const Level l = levelWith({kRamp});
  PlayerState s = standing(kS1, 240, 448 - 20);
  StepRecord rec;
  int pushes = 0;
  for (int i = 0; i < 120; ++i) {
    stepPlayer(s, l, kS1, input::kRight, &rec);
    if (!rec.has(EventKind::ObjectPushed)) continue;
    ++pushes;
    EXPECT_EQ(px(s.x), 332 - 43) << i;
    EXPECT_TRUE(s.pushing);
    EXPECT_EQ(s.pushingObject, 0);
  }
  EXPECT_GT(pushes, 30);
  EXPECT_EQ(s.standingOn, -1);
  EXPECT_EQ(px(s.y), 448 - 1 - s.radiusY);
}

// A low end of 0 px is no side: Solid_ChkEnter's overlap from the top is then
// at most 4 (Solid_SideAir, no push), and once the overlap across is deeper,
// Solid_Landed steps him onto it: he walks up the ramp from the ground.
TEST(SonicSlopedObjects, WalksOntoARampFromTheGroundAtAZeroHighEnd) {
  const Level l = levelWith({sloped(300, 400, 64, 48, ramp(64, 0, 1), false)});
  PlayerState s = standing(kS1, 250, 448 - 20);
  StepRecord rec;
  bool landed = false;
  for (int i = 0; i < 120 && !landed; ++i) {
    stepPlayer(s, l, kS1, input::kRight, &rec);
    EXPECT_FALSE(rec.has(EventKind::ObjectPushed)) << i;
    landed = rec.has(EventKind::ObjectLanded);
  }
  ASSERT_TRUE(landed);
  run(s, l, 12, input::kRight, kS1);
  EXPECT_EQ(s.standingOn, 0);
  EXPECT_LT(px(s.y), 448 - 1 - s.radiusY - 5);  // climbing
}

// Sonic 1's SolidObject2F takes the rise as an unsigned byte ("moveq #0,d3;
// move.b (a2,d5.w),d3; sub.b (a2),d3"): on a slope falling to the right every
// column lower than the first has its box 256 px up, and he falls through to
// the ground; Sonic 2's "ext.w d3" and the guide land on it.
TEST(SonicSlopedObjects, Sonic1MissesColumnsLowerThanTheFirstOthersLandOnThem) {
  const Level l = levelWith({sloped(300, 400, 64, 48, ramp(64, 40, -1), false)});
  for (const PlayerConfig& cfg : {kS1, kGuide, kS2, kS3K}) {
    PlayerState s = spawnPlayer(cfg, 340, 330);
    run(s, l, 80, 0, cfg);
    EXPECT_FALSE(s.airborne);
    if (cfg.slopedRiseUnsigned) {
      EXPECT_EQ(s.standingOn, -1) << profileName(cfg.profile);
      EXPECT_EQ(px(s.y), 448 - 1 - s.radiusY);
    } else {
      EXPECT_EQ(s.standingOn, 0) << profileName(cfg.profile);
      EXPECT_EQ(px(s.y), 447 - (40 - rampColumn(340)) - s.radiusY) << profileName(cfg.profile);
    }
  }
  EXPECT_TRUE(kS1.slopedRiseUnsigned);
  EXPECT_FALSE(kGuide.slopedRiseUnsigned);
}

// Obj2F's numbers (_incObj/2F MZ Large Grassy Platforms.asm): d1 = obActWid
// $40 + $B, d2 $20, and a table starting at $20 (misc/mz_pfm1.bin's first
// byte; ours a purpose-built one rising from it). Landing: SolidObject2F's
// box top obY - (t[c] - t[0]) - d2 = obY - t[c], Solid_Landed's "subq.w
// #1,obY(a1)" a row above it. The next frame LGrass_Slope's SlopeObject2
// ("move.w obY(a0),d0; sub.w d1,d0; ... sub.w d1,d0" with obHeight): obY -
// t[c] - obHeight, the top row. Sonic 1 settles there; the others (off) stay.
TEST(SonicSlopedObjects, Sonic1StandsOnObj2FsTopRowAPixelBelowItsLanding) {
  constexpr int obX = 400, obY = 460, d2 = 0x20;
  std::vector<std::uint8_t> t;
  for (int c = 0; c < 0x40; ++c) t.push_back(static_cast<std::uint8_t>(d2 + std::min(c, 0x10)));
  const Level l = levelWith({sloped(obX - 0x40, obY - 2 * d2, 0x80, 2 * d2, t, false)});
  for (const PlayerConfig& cfg : {kS1, kGuide, kS2, kS3K}) {
    EXPECT_EQ(cfg.slopedSolidStandsOnTopRow, cfg.profile == Profile::Sonic1);
    for (const int x : {obX - 0x40, obX - 20, obX + 30}) {
      PlayerState s = spawnPlayer(cfg, x, 330);
      ASSERT_TRUE(fallOntoObject(s, l, cfg, 80)) << profileName(cfg.profile) << " " << x;
      // The routine's column: (x - obX + d1) >> 1, ours that minus 5.
      const int tc = t[static_cast<std::size_t>(std::clamp(((x - obX + 0x4B) >> 1) - 5, 0, 0x3F))];
      EXPECT_EQ(px(s.y) + s.radiusY, obY - tc - 1) << profileName(cfg.profile) << " " << x;
      stepPlayer(s, l, cfg, 0);
      EXPECT_EQ(s.standingOn, 0);
      EXPECT_EQ(px(s.y) + s.radiusY, obY - tc - (cfg.slopedSolidStandsOnTopRow ? 0 : 1)) << profileName(cfg.profile) << " " << x;
      run(s, l, 10, 0, cfg);
      EXPECT_EQ(s.standingOn, 0);
      EXPECT_EQ(px(s.y) + s.radiusY, obY - tc - (cfg.slopedSolidStandsOnTopRow ? 0 : 1)) << profileName(cfg.profile) << " " << x;
    }
  }
}

// LGrass_Action runs LGrass_Types first (type 1: "move.b (v_oscillate+2).w,d0",
// y = origin - d0), then LGrass_Slope's SlopeObject2 at that y: the feet
// follow the platform's y the same frame, on the column's top row (Sonic 1).
TEST(SonicSlopedObjects, RidesAnOscillatingObj2FOnItsColumnEveryFrame) {
  constexpr int obX = 400, originY = 440, d2 = 0x20;
  std::vector<std::uint8_t> t;
  for (int c = 0; c < 0x40; ++c) t.push_back(static_cast<std::uint8_t>(d2 + std::min(c, 0x10)));
  SolidObject o = sloped(obX - 0x40, originY - 2 * d2, 0x80, 2 * d2, t, false);
  o.osc = {OscTable::Sonic1, 0, ObjectAxis::Y, 0, true, 0, false};
  const Level l = levelWith({o});
  PlayerState s = spawnPlayer(kS1, obX + 10, 300);
  run(s, l, 60, 0, kS1);
  ASSERT_EQ(s.standingOn, 0);
  const int tc = t[static_cast<std::size_t>(((10 + 0x4B) >> 1) - 5)];
  std::set<int> ys;
  for (int i = 0; i < 200; ++i) {
    stepPlayer(s, l, kS1, 0);
    ASSERT_EQ(s.standingOn, 0) << i;
    const int y = objectPosition(o, s.frame).y >> 8;
    EXPECT_EQ(y + 2 * d2, originY - (oscillatorValue(OscTable::Sonic1, 0, s.frame - 1) >> 8)) << i;
    EXPECT_EQ(px(s.y) + s.radiusY, y + 2 * d2 - tc) << i;
    ys.insert(y);
  }
  EXPECT_GT(ys.size(), 20u);  // it moved
}

// Riding: SlopeObject2's "sub.w obX(a0),d2; sub.w d2,obX(a1)" with d2 last
// frame's obX moves him by the object's x; his y is the column under him.
TEST(SonicSlopedObjects, RidesAMovingSlopedPlatformByItsDelta) {
  SolidObject o = kLedge;
  o.path = {{200, 400}, {300, 400}};
  o.speed = 256;  // a pixel a frame
  const Level l = levelWith({o});
  PlayerState s = spawnPlayer(kS1, 230, 330);
  run(s, l, 40, 0, kS1);
  ASSERT_EQ(s.standingOn, 0);
  for (int i = 0; i < 30; ++i) {
    const int x0 = px(s.x);
    const int objectX0 = objectPosition(o, s.frame).x >> 8;
    StepRecord rec;
    stepPlayer(s, l, kS1, 0, &rec);
    const int objectX = objectPosition(o, s.frame).x >> 8;
    ASSERT_EQ(s.standingOn, 0) << i;
    EXPECT_EQ(px(s.x) - x0, objectX - objectX0) << i;
    // The column is read before the carry: from his x before the move, against the moved obX.
    EXPECT_EQ(px(s.y), 431 - o.slope[static_cast<std::size_t>((x0 - objectX) >> 1)] - s.radiusY) << i;
    if (objectX != objectX0) {
      EXPECT_TRUE(rec.has(EventKind::ObjectCarried));
    }
  }
}

}  // namespace
}  // namespace solidtile::test

// The level's objects against the Sonic player, as Sonic 1 runs its floating
// block (Obj56: SolidObject) and moving block (Obj52: PlatformObject,
// ExitPlatform, MvSonicOnPtfm2); each rule quotes the routine it comes from.
#include <gtest/gtest.h>

#include <random>

#include "object_level.h"
#include "solidtile/input.h"
#include "solidtile/io/trace.h"
#include "solidtile/io/trace_table.h"
#include "solidtile/sonic/player.h"

namespace solidtile::test {
namespace {

const PlayerConfig kS1 = defaultPlayerConfig(Profile::Sonic1);

// Solid_Landed: "sub.w d3,obY(a1); subq.w #1,obY(a1)" puts the feet at
// obY - (h/2 + 1) = y - 1, the row above the box's top row y.
TEST(SonicSolidObjects, StandsOnAStaticBoxAtTheGamesHeight) {
  const Level l = levelWith({box(200, 400, 32, 32)});  // obY = 416, d3 = h/2 + 1 = 17
  PlayerState s = spawnPlayer(kS1, 216, 340);
  StepRecord rec;
  bool landed = false;
  for (int i = 0; i < 60 && !landed; ++i) {
    stepPlayer(s, l, kS1, 0, &rec);
    landed = rec.has(EventKind::ObjectLanded);
  }
  ASSERT_TRUE(landed);
  EXPECT_FALSE(s.airborne);
  EXPECT_EQ(s.standingOn, 0);
  EXPECT_EQ(s.ysp, 0);
  // MvSonicOnPtfm: obY(sonic) = obY - d3 - obHeight = 416 - 17 - 19 = 380.
  run(s, l, 10);
  EXPECT_EQ(px(s.y), 416 - 17 - 19);
  EXPECT_EQ(s.standingOn, 0);
  // Sonic_AnglePos: "btst #3,obStatus(a0)" skips the floor sensors: no cast at all.
  stepPlayer(s, l, kS1, 0, &rec);
  EXPECT_EQ(rec.castCount, 0);
  EXPECT_EQ(s.angleBuffer, 0);
}

// PlatformObject: "add.w d0,d2; addq.w #3,d2": feet at obY - 9 with obY = y + 8,
// one pixel into the platform's top row.
TEST(SonicSolidObjects, StandsOnATopOnlyPlatformAtTheGamesHeight) {
  const Level l = levelWith({box(200, 400, 64, 16, true)});
  PlayerState s = spawnPlayer(kS1, 230, 340);
  run(s, l, 60);
  EXPECT_EQ(s.standingOn, 0);
  EXPECT_FALSE(s.airborne);
  EXPECT_EQ(px(s.y), 400 + 8 - 9 - 19);
}

// PlatformObject: "tst.w obVelY(a1); bmi.w Plat_Exit": rising, the player passes up through it.
TEST(SonicSolidObjects, JumpsUpThroughATopOnlyPlatformAndLandsOnIt) {
  const Level l = levelWith({box(180, 400, 64, 8, true)});
  PlayerState s = standing(kS1, 200, 448 - 20);
  run(s, l, 2);  // settle on the ground
  ASSERT_EQ(s.standingOn, -1);
  bool wentAbove = false;
  for (int i = 0; i < 90; ++i) {
    stepPlayer(s, l, kS1, i < 30 ? input::kJump : Input{0});
    if (s.ysp < 0 && px(s.y) + s.radiusY < 400) wentAbove = true;
  }
  EXPECT_TRUE(wentAbove);
  EXPECT_EQ(s.standingOn, 0);
  EXPECT_EQ(px(s.y), 400 - 1 - s.radiusY);
}

// Solid_Left: "move.w #0,obInertia(a1); move.w #0,obVelX(a1)", Solid_Centre:
// "sub.w d0,obX(a1)" and, on the ground, "bset #5,obStatus(a1)". At the
// range's very edge d0 is 0 (Solid_Centre: no stop), so the speed builds up
// in the subpixels until it carries him one pixel in; then he is stopped and
// put back: the game's push against a block.
TEST(SonicSolidObjects, PushesAgainstABoxSide) {
  const Level l = levelWith({box(300, 400, 32, 48)});  // on the ground, obX = 316, d1 = 16 + 11
  PlayerState s = standing(kS1, 240, 448 - 20);
  StepRecord rec;
  int contacts = 0, stops = 0;
  for (int i = 0; i < 120; ++i) {
    stepPlayer(s, l, kS1, input::kRight, &rec);
    if (!rec.has(EventKind::ObjectPushed)) continue;
    ++contacts;
    ASSERT_EQ(rec.objectTestCount, 1);
    const ObjectTest& t = rec.objectTests[0];
    EXPECT_EQ(t.outcome, ObjectOutcome::Side);
    EXPECT_EQ(px(s.x), 316 - 27) << i;  // put back at obX - d1
    EXPECT_TRUE(s.pushing);
    EXPECT_EQ(s.pushingObject, 0);
    if (t.pushX != 0) {
      ++stops;
      EXPECT_EQ(s.xsp, 0) << i;
      EXPECT_EQ(s.gsp, 0) << i;
    } else {
      EXPECT_LT(s.xsp, 256) << i;  // never a whole pixel a frame
    }
  }
  EXPECT_GT(contacts, 30);
  EXPECT_GT(stops, 0);
  // Walking away: Solid_Ignore "btst #5,obStatus(a0)" lets go of the push.
  run(s, l, 30, input::kLeft);
  EXPECT_FALSE(s.pushing);
  EXPECT_EQ(s.pushingObject, -1);
}

// Solid_Below: moving up, "sub.w d3,obY(a1); move.w #0,obVelY(a1)".
TEST(SonicSolidObjects, BonksABoxFromBelow) {
  const Level l = levelWith({box(170, 360, 64, 16)});
  PlayerState s = standing(kS1, 200, 448 - 20);
  run(s, l, 2);
  StepRecord rec;
  bool bumped = false;
  int bumpY = 0;
  for (int i = 0; i < 40 && !bumped; ++i) {
    stepPlayer(s, l, kS1, input::kJump, &rec);
    if (rec.has(EventKind::ObjectBumped)) {
      bumped = true;
      bumpY = px(s.y);
    }
  }
  ASSERT_TRUE(bumped);
  EXPECT_EQ(s.ysp, 0);
  EXPECT_TRUE(s.airborne);
  // d3 = py - obY + 4 + d2 - 4 - 2 d2 = py - obY - d2 < 0, d2 = h/2 + obHeight:
  // y - d3 = obY + h/2 + radiusY, his top edge on the box's bottom edge.
  EXPECT_EQ(bumpY, 360 + 16 + s.radiusY);
  run(s, l, 60);
  EXPECT_FALSE(s.airborne);
  EXPECT_EQ(px(s.y), 448 - 1 - s.radiusY);  // back on the ground
}

// SolidObject's standing branch: "bmi.s .leave" / "blo.s .stand" with d2 = 2 d1:
// walking past the edge (d1 = w/2 + $B beyond the centre) clears the standing bit,
// and the floor sensors take over (he falls to the ground).
TEST(SonicSolidObjects, WalksOffABoxEdge) {
  const Level l = levelWith({box(200, 420, 32, 28)});
  PlayerState s = spawnPlayer(kS1, 216, 360);
  run(s, l, 40);
  ASSERT_EQ(s.standingOn, 0);
  StepRecord rec;
  bool left = false;
  for (int i = 0; i < 120 && !left; ++i) {
    stepPlayer(s, l, kS1, input::kRight, &rec);
    left = rec.has(EventKind::ObjectLeft);
  }
  ASSERT_TRUE(left);
  EXPECT_GE(px(s.x), 216 + 16 + 11);
  EXPECT_EQ(s.standingOn, -1);
  run(s, l, 60, input::kRight);
  EXPECT_FALSE(s.airborne);
  EXPECT_EQ(s.standingOn, -1);
}

// Sonic_Move on an object: "move.b obActWid(a1),d1 ... cmpi.w #4,d1; blt.s
// loc_12F6A ... cmp.w d2,d1; bge.s loc_12F5A" with d2 = 2 obActWid - 4.
TEST(SonicSolidObjects, BalancesOnABoxsEdges) {
  const Level l = levelWith({box(200, 400, 32, 32)});  // obX 216, obActWid 16
  for (const auto& [x, want] : {std::pair{201, Balance::Left}, std::pair{203, Balance::Left},
                                std::pair{204, Balance::None}, std::pair{227, Balance::None},
                                std::pair{228, Balance::Right}, std::pair{231, Balance::Right}}) {
    PlayerState s = spawnPlayer(kS1, x, 340);
    run(s, l, 60);
    ASSERT_EQ(s.standingOn, 0) << x;
    EXPECT_EQ(s.balancing, want) << x;
    if (want != Balance::None) {
      EXPECT_EQ(s.facingLeft, want == Balance::Left) << x;
    }
  }
}

// ExitPlatform: "btst #1,obStatus(a1); bne.s loc_75E0": a jump leaves the platform.
TEST(SonicSolidObjects, JumpsOffAPlatform) {
  const Level l = levelWith({box(200, 400, 64, 16, true)});
  PlayerState s = spawnPlayer(kS1, 230, 340);
  run(s, l, 60);
  ASSERT_EQ(s.standingOn, 0);
  StepRecord rec;
  stepPlayer(s, l, kS1, input::kJump, &rec);
  EXPECT_TRUE(rec.has(EventKind::ObjectLeft));
  EXPECT_EQ(s.standingOn, -1);
  EXPECT_TRUE(s.airborne);
  run(s, l, 5, input::kJump);
  EXPECT_LT(px(s.y), 400 - 1 - 19);
}

// MvSonicOnPtfm2: "sub.w obX(a0),d2; sub.w d2,obX(a1)" with d2 the obX before
// the move: the player moves by exactly the object's whole-pixel delta.
void ridesExactly(const SolidObject& o, int frames) {
  const Level l = levelWith({o});
  PlayerState s = spawnPlayer(kS1, o.path[0].x + o.w / 2, o.path[0].y - 40);
  run(s, l, 30);
  ASSERT_EQ(s.standingOn, 0);
  for (int i = 0; i < frames; ++i) {
    const ObjectPos a = l.objects.position(0, s.frame), b = l.objects.position(0, s.frame + 1);
    const Sub x0 = s.x;
    StepRecord rec;
    stepPlayer(s, l, kS1, 0, &rec);
    ASSERT_EQ(s.standingOn, 0) << i;
    EXPECT_EQ(s.x - x0, ((b.x >> 8) - (a.x >> 8)) * 256) << i;
    const int top = o.topOnly ? (b.y >> 8) + 8 - 9 : (b.y >> 8) + o.h / 2 - (o.h / 2 + 1);
    EXPECT_EQ(px(s.y), top - s.radiusY) << i;
    if ((a.x >> 8) != (b.x >> 8) || (a.y >> 8) != (b.y >> 8)) {
      EXPECT_TRUE(rec.has(EventKind::ObjectCarried)) << i;
    }
  }
}

TEST(SonicSolidObjects, RidesAHorizontalPlatformByItsExactDelta) {
  ridesExactly(mover({200, 400}, {330, 400}, 64, 16, 0x180, true), 200);
}

TEST(SonicSolidObjects, RidesAVerticalBoxByItsExactDelta) {
  ridesExactly(mover({200, 300}, {200, 400}, 48, 16, 0x140, false), 200);
}

// Solid_Centre: the object's own move into the player pushes him out of its side.
TEST(SonicSolidObjects, ABoxMovingIntoThePlayerPushesHim) {
  const Level l = levelWith({mover({100, 400}, {300, 400}, 32, 48, 0x100, false)});
  PlayerState s = standing(kS1, 200, 448 - 20);
  StepRecord rec;
  bool pushed = false;
  for (int i = 0; i < 60; ++i) {
    const int before = px(s.x);
    stepPlayer(s, l, kS1, 0, &rec);
    const ObjectPos p = l.objects.position(0, s.frame);
    if (rec.has(EventKind::ObjectPushed)) {
      pushed = true;
      // Pushed to the range's edge: obX + d1 = x + 16 + 27.
      EXPECT_EQ(px(s.x), (p.x >> 8) + 16 + 27) << i << " from " << before;
    }
  }
  EXPECT_TRUE(pushed);
}

// Solid_Squash: "tst.w obVelY(a1); beq.s Solid_Squash ... jsr (KillSonic).l":
// a box coming down on a player standing on the ground.
TEST(SonicSolidObjects, ABoxComingDownCrushesAStandingPlayer) {
  const Level l = levelWith({mover({184, 300}, {184, 440}, 32, 32, 0x200, false)});
  PlayerState s = standing(kS1, 200, 448 - 20);
  StepRecord rec;
  bool crushed = false;
  for (int i = 0; i < 120 && !crushed; ++i) {
    stepPlayer(s, l, kS1, 0, &rec);
    crushed = rec.has(EventKind::Crushed);
  }
  ASSERT_TRUE(crushed);
  EXPECT_TRUE(s.outOfLevel);
  const PlayerState after = s;
  run(s, l, 5);
  EXPECT_EQ(s, after);  // the run has ended
}

// The trace's `object` column: the object stood on, or -1; readers skip it.
TEST(SonicSolidObjects, TraceObjectColumnNamesTheObjectStoodOn) {
  const Level l = levelWith({box(200, 400, 64, 16, true)});
  PlayerState s = spawnPlayer(kS1, 230, 340);
  std::string text = io::traceHeader(true);
  io::appendTraceRow(text, 0, s, true);
  EXPECT_EQ(text.substr(0, text.find('\n')), "frame,x,y,xsp,ysp,gsp,angle,mode,airborne,rolling,balancing,control_lock,jumping,path,object");
  EXPECT_EQ(text.substr(text.rfind(',') + 1), "-1\n");
  run(s, l, 60);
  std::string row;
  io::appendTraceRow(row, 60, s, true);
  EXPECT_EQ(row.substr(row.rfind(',') + 1), "0\n");
  text += row;
  const io::TraceResult r = io::parseTrace(text);
  ASSERT_TRUE(r.trace) << r.problems.size();
  EXPECT_EQ(r.trace->rows(), 2u);
  // Without the flag the row is the old one, byte for byte.
  std::string old;
  io::appendTraceRow(old, 60, s);
  EXPECT_EQ(old + "", row.substr(0, row.rfind(',')) + "\n");
}

// Random levels with objects and random inputs: the same run twice is the
// same; a record changes nothing; the specialised step equals the general one.
TEST(SonicSolidObjects, RandomLevelsAreDeterministicAndRecordingChangesNothing) {
  std::mt19937 rng(26);
  for (int round = 0; round < 40; ++round) {
    std::vector<SolidObject> objs;
    const int count = 1 + static_cast<int>(rng() % 8);
    for (int k = 0; k < count; ++k) {
      const int x = 64 + static_cast<int>(rng() % 700), y = 250 + static_cast<int>(rng() % 180);
      const int w = 8 + static_cast<int>(rng() % 80), h = 8 + static_cast<int>(rng() % 48);
      const bool top = rng() % 3 == 0;
      if (rng() % 2) {
        objs.push_back(mover({x, y}, {x + static_cast<int>(rng() % 120) - 60, y + static_cast<int>(rng() % 80) - 40}, w,
                             h, 0x40 + static_cast<Sub>(rng() % 0x200), top));
      } else {
        objs.push_back(box(x, y, w, h, top));
      }
    }
    const Level l = levelWith(objs);
    const PlayerConfig cfg = defaultPlayerConfig(static_cast<Profile>(round % kProfileCount));
    PlayerState a = spawnPlayer(cfg, 100 + static_cast<int>(rng() % 600), 200);
    PlayerState b = a, c = a;
    for (int f = 0; f < 600; ++f) {
      const Input in = static_cast<Input>(rng() & (input::kLeft | input::kRight | input::kJump | input::kDown));
      StepRecord rec;
      stepPlayer(a, l, cfg, in);
      stepPlayer(b, l, cfg, in, &rec);
      stepPlayerUnspecialised(c, l, cfg, in);
      ASSERT_EQ(a, b) << round << " " << f;
      ASSERT_EQ(a, c) << round << " " << f;
    }
  }
}

// The player's centre never ends a frame inside a solid box's body it did
// not start the frame in, in every profile. SolidObject's own rules would allow it only where
// it ignores an overlap: a top overlap 16 px deep or more (Solid_TopBottom's
// "cmpi.w #$10,d3"), which a fall of at most 16 px a frame onto a box 32 px
// high cannot reach with the centre (the feet are 19 px below it).
TEST(SonicSolidObjects, NeverEndsAFrameInsideABoxHeWasNotIn) {
  std::mt19937 rng(2626);
  for (int round = 0; round < 120; ++round) {
    const int x = 150 + static_cast<int>(rng() % 500), y = 330 + static_cast<int>(rng() % 80);
    const SolidObject o = mover({x, y}, {x + static_cast<int>(rng() % 160) - 80, y + static_cast<int>(rng() % 60) - 30},
                                16 + static_cast<int>(rng() % 64), 32, 0x40 + static_cast<Sub>(rng() % 0x180), false);
    const Level l = levelWith({o});
    const PlayerConfig cfg = defaultPlayerConfig(static_cast<Profile>(round % kProfileCount));
    PlayerState s = spawnPlayer(cfg, 100 + static_cast<int>(rng() % 600), 250);
    const auto inside = [&](const PlayerState& p) {
      const ObjectPos at = l.objects.position(0, p.frame);
      const int bx = at.x >> 8, by = at.y >> 8;
      return px(p.x) > bx && px(p.x) < bx + o.w && px(p.y) > by && px(p.y) < by + o.h;
    };
    for (int f = 0; f < 600 && !s.outOfLevel; ++f) {
      const Input in = static_cast<Input>(rng() & (input::kLeft | input::kRight | input::kJump));
      const bool was = inside(s);
      stepPlayer(s, l, cfg, in);
      if (!s.outOfLevel && !was) {
        ASSERT_FALSE(inside(s)) << profileName(cfg.profile) << " " << round << " " << f;
      }
    }
  }
}

}  // namespace
}  // namespace solidtile::test

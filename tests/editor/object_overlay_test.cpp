// The debugger's objects for the Sonic player (object_overlay.h): each object
// where the step saw it with the box its routine tests, the one stood on, and
// the step's object tests with their push-outs, over the level and in the
// Sensors tab's table; breakpoints on every object event stop the timeline.
#include "model/object_overlay.h"

#include <algorithm>
#include <cmath>

#include <gtest/gtest.h>

#include "model/debugger.h"
#include "model/sonic_overlay.h"
#include "model/sonic_state_rows.h"
#include "test_level.h"

namespace solidtile::editor {
namespace {

SolidObject object(int x, int y, int w, int h, bool topOnly) {
  SolidObject o;
  o.w = w;
  o.h = h;
  o.path = {{x, y}};
  o.topOnly = topOnly;
  return o;
}

SolidObject mover(Waypoint a, Waypoint b, int w, int h, Sub speed, bool topOnly) {
  SolidObject o = object(a.x, a.y, w, h, topOnly);
  o.path.push_back(b);
  o.speed = speed;
  return o;
}

// A goal whose post is at (obX, obY) (level/goal.h: the box's left edge, $10 below its top).
SolidObject goal(int obX, int obY) {
  SolidObject o = object(obX, obY - 0x10, 32, 48, false);
  o.kind = ObjectKind::Goal;
  return o;
}

// A floor along row 9 (its top at y 144) of a 32 x 12 level, the given
// objects, the player starting at (x, y) in the guide profile (solid objects on).
struct ObjectSession : test::Session {
  ObjectSession(std::vector<SolidObject> objects, int x, int y) {
    ctx.doc = test::smallDocument(32, 12, 1);
    for (int tx = 0; tx < 32; ++tx) ctx.doc.level().setTile(0, tx, 9, test::block());
    ctx.doc.level().objects.assign(std::move(objects));
    ctx.doc.level().startX = x;
    ctx.doc.level().startY = y;
    ctx.doc.history.markClean();
    ctx.debugger.syncWithDocument(ctx.doc);
  }
  Debugger& d() { return ctx.debugger; }
  Timeline& t() { return ctx.debugger.timeline; }
  const SonicController& sonic() { return t().sonic(); }
  // The first frame up to `frames` whose step reported `k` (0: none); steps the timeline there.
  std::size_t firstEvent(EventKind k, std::size_t frames = 400) {
    t().restart();
    for (std::size_t f = 1; f <= frames; ++f) {
      t().stepForward();
      for (const Event& e : sonic().events(f)) {
        if (e.kind == k) return f;
      }
      if (sonic().state(f).outOfLevel) break;
    }
    return 0;
  }
};

bool hasLabel(const DebugShapes& s, const std::string& text) {
  return std::any_of(s.labels.begin(), s.labels.end(), [&](const LevelLabel& l) { return l.text == text; });
}

bool hasOutline(const DebugShapes& s, const PixelRect& r, Colour c) {
  return std::any_of(s.outlines.begin(), s.outlines.end(), [&](const LevelRect& o) {
    return o.colour == c && o.x0 == static_cast<float>(r.x0) && o.y0 == static_cast<float>(r.y0) &&
           o.x1 == static_cast<float>(r.x1 + 1) && o.y1 == static_cast<float>(r.y1 + 1);
  });
}

DebugShapes shapesAt(ObjectSession& s, std::size_t k) {
  OverlayRequest r;
  r.frame = k;
  return s.sonic().overlay(r, DebugOverlayOptions{});
}

TEST(ObjectOverlay, ASolidObjectsBoxIsSolidObjectsRangeAtTheFramesPosition) {
  ObjectList list({mover({100, 60}, {200, 60}, 32, 20, 0x180, false)});
  // Frame 10: 10 * 1.5 px along, the floor of the subpixel position.
  const ObjectSolidBox b = objectSolidBox(list, 0, 10, defaultPlayerConfig(Profile::Sonic1));
  EXPECT_EQ(b.body, (PixelRect{115, 60, 146, 79}));
  // obX = x + w/2 = 131, d1 = w/2 + $B = 27; obY = y + h/2 = 70, h/2 = 10 either side.
  EXPECT_EQ(b.solid, (PixelRect{131 - 27, 70 - 10, 131 + 27, 70 + 9}));
  EXPECT_TRUE(b.surface.empty());
  EXPECT_TRUE(b.window.empty());
}

TEST(ObjectOverlay, ATopOnlyObjectHasItsSurfaceRowAndTheLandingWindow) {
  ObjectList list({object(40, 64, 48, 16, true)});
  const ObjectSolidBox b = objectSolidBox(list, 0, 0, defaultPlayerConfig(Profile::Sonic1));
  // PlatformObject: obX = x + w/2 = 64, the columns obX - 24 .. obX + 23; the surface obY - 8 = y.
  EXPECT_EQ(b.surface, (PixelRect{40, 64, 87, 64}));
  // Lands while his feet (his box's bottom + 4) are 1..16 px under the surface:
  // Platform3's "cmpi.w #-$10,d0; blo" leaves at d0 = 0.
  EXPECT_EQ(b.window, (PixelRect{40, 61, 87, 76}));
  // Sonic 2's surface is the row above ("sub.w d3,d0", d3 = h/2 + 1), the window with it.
  const ObjectSolidBox s2 = objectSolidBox(list, 0, 0, defaultPlayerConfig(Profile::Sonic2));
  EXPECT_EQ(s2.surface, (PixelRect{40, 63, 87, 63}));
  EXPECT_EQ(s2.window, (PixelRect{40, 60, 87, 75}));
  // The guide's "greater than or equal to 0, it will exit": as the games.
  const ObjectSolidBox guide = objectSolidBox(list, 0, 0, defaultPlayerConfig(Profile::Guide));
  EXPECT_EQ(guide.surface, (PixelRect{40, 64, 87, 64}));
  EXPECT_EQ(guide.window, (PixelRect{40, 61, 87, 76}));
}

// A vine (S&K's giant ride vine): the handle's grab window is drawn on the
// frame shown, and the handle holding the player says "held by #N".
TEST(ObjectOverlay, AVineHoldingThePlayerIsLabelledHeldBy) {
  SolidObject v = object(100 - 272, 60 - 272, 544, 544, false);
  v.kind = ObjectKind::Vine;
  v.vine = 1;  // two children: the handle 16 px under the point
  ObjectSession s({v}, 100, 80);
  const std::size_t k = s.firstEvent(EventKind::Grabbed, 60);
  ASSERT_GT(k, 0u) << "the handle grabs him";
  EXPECT_EQ(s.sonic().state(k).heldBy, 0);
  const DebugShapes shapes = shapesAt(s, k);
  EXPECT_TRUE(hasLabel(shapes, "held by #0"));
}

// A bumper's touch box and a booster's window (level format 17) are shaded
// as windows, and their tests are labelled with their outcome.
TEST(ObjectOverlay, ABumpersBoxAndABoostersWindowAreShadedAndTheirTestsLabelled) {
  const auto shaded = [](const DebugShapes& shapes, const PixelRect& r) {
    return std::any_of(shapes.fills.begin(), shapes.fills.end(), [&](const LevelRect& f) {
      return f.colour == object_colours::kWindow && f.x0 == static_cast<float>(r.x0) && f.y0 == static_cast<float>(r.y0) &&
             f.x1 == static_cast<float>(r.x1 + 1) && f.y1 == static_cast<float>(r.y1 + 1);
    });
  };
  SolidObject booster = object(100 - 16, 124 - 16, 32, 32, false);  // its point where he stands on the floor
  booster.kind = ObjectKind::Booster;
  booster.dir = ObjectDir::Right;
  ObjectSession b({booster}, 100, 110);
  const std::size_t k = b.firstEvent(EventKind::Boosted, 60);
  ASSERT_GT(k, 0u) << "he lands in its window";
  DebugShapes shapes = shapesAt(b, k);
  EXPECT_TRUE(hasLabel(shapes, "#0 boosted"));
  EXPECT_TRUE(shaded(shapes, {84, 108, 115, 139}));

  SolidObject bumper = object(100 - 8, 124 - 8, 16, 16, false);
  bumper.kind = ObjectKind::Bumper;
  ObjectSession u({bumper}, 100, 80);
  const std::size_t j = u.firstEvent(EventKind::BumperBounced, 60);
  ASSERT_GT(j, 0u) << "he falls onto it";
  shapes = shapesAt(u, j);
  EXPECT_TRUE(hasLabel(shapes, "#0 bounced"));
  EXPECT_TRUE(shaded(shapes, {92, 116, 107, 131}));
}

// A fan's window is its box, shaded as a booster's is; a player in it is
// labelled blown from the first frame.
TEST(ObjectOverlay, AFansWindowIsShadedAndItsTestLabelled) {
  SolidObject fan = object(100 - 0x50, 124 - 0x60, 0xF0, 0x70, false);  // its point (100, 124), facing right
  fan.kind = ObjectKind::Fan;
  fan.dir = ObjectDir::Right;
  ObjectSession b({fan}, 100, 110);
  b.t().restart();
  b.t().stepForward();
  const DebugShapes shapes = shapesAt(b, 1);
  EXPECT_TRUE(hasLabel(shapes, "#0 blown"));
  EXPECT_TRUE(std::any_of(shapes.fills.begin(), shapes.fills.end(), [](const LevelRect& f) {
    return f.colour == object_colours::kWindow && f.x0 == 20.0f && f.y0 == 28.0f && f.x1 == 260.0f && f.y1 == 140.0f;
  }));
}

// A seesaw: its ball's hurt box drawn at rest on the low end (obX + $28,
// obY - 8); landed on its high end, the label follows the plank's frame
// and the thrown ball.
TEST(ObjectOverlay, ASeesawsBallIsDrawnAndItsStateLabelled) {
  SolidObject seesaw = object(100, 96, 96, 48, false);  // obX 148, obY 143 (the floor's top 144)
  seesaw.kind = ObjectKind::Seesaw;
  seesaw.dir = ObjectDir::Right;
  seesaw.ball = true;
  ObjectSession b({seesaw}, 112, 40);
  const std::size_t k = b.firstEvent(EventKind::ObjectLanded, 60);
  ASSERT_GT(k, 0u) << "he lands on its high end";
  const DebugShapes first = shapesAt(b, 1);  // simulated by now: the timeline stepped to k
  EXPECT_TRUE(hasOutline(first, PixelRect{148 + 40 - 8, 143 - 8 - 8, 148 + 40 + 7, 143 - 8 + 7}, object_colours::kCollapse));
  EXPECT_TRUE(hasLabel(first, "#0 plank 0, ball resting"));
  b.t().stepForward();
  ASSERT_GE(b.t().cursor(), k + 1);
  EXPECT_TRUE(hasLabel(shapesAt(b, k + 1), "#0 plank 1 to 2, ball flying (y speed -2688)")) << k;  // -$AF0 + 2 * $38
}

// A stair: its four blocks outlined where the step tests them; stood on,
// its label counts down to the drop (level/stair.h: the drop from s + 32).
TEST(ObjectOverlay, AStairsFourBlocksAreOutlinedAndItsDropCounted) {
  SolidObject stair = object(100, 124, 128, 32, false);  // block 1's top 124, centre x 148
  stair.kind = ObjectKind::Stair;
  stair.dir = ObjectDir::Left;
  ObjectSession b({stair}, 148, 100);
  const std::size_t k = b.firstEvent(EventKind::ObjectLanded, 60);
  ASSERT_GT(k, 0u) << "he lands on it";
  const DebugShapes first = shapesAt(b, 1);  // simulated by now: the timeline stepped to k
  for (int n = 0; n < 4; ++n) {
    EXPECT_TRUE(hasOutline(first, PixelRect{100 + 32 * n, 124, 131 + 32 * n, 155}, object_colours::kSolidBox)) << n;
  }
  EXPECT_EQ(b.sonic().state(k).standingOn, 0);
  EXPECT_TRUE(hasLabel(shapesAt(b, k), "#0 drops in 32")) << k;
  for (int i = 0; i < 40; ++i) b.t().stepForward();
  ASSERT_GE(b.t().cursor(), k + 40) << "the movie runs on past the drop's start";
  EXPECT_TRUE(hasLabel(shapesAt(b, k + 40), "#0 steps 9 px")) << k;  // b = 40 - 31
}

// A barrier (level/barrier.h): with the player in its window from frame 1
// it is drawn raised by its height, 8 px a frame, labelled rising, then
// raised 64 px, its box where the step tested it.
TEST(ObjectOverlay, ABarriersHeightIsDrawnAndLabelled) {
  SolidObject barrier = object(104, 80, 16, 64, false);  // on the ground (top 144), centre (112, 112)
  barrier.kind = ObjectKind::Barrier;
  barrier.dir = ObjectDir::Right;
  ObjectSession b({barrier}, 40, 110);  // in its window (x 112 - $200 .. 112, y 80 .. 143)
  b.t().restart();
  for (int i = 0; i < 12; ++i) b.t().stepForward();
  ASSERT_GE(b.t().cursor(), 12u);
  EXPECT_TRUE(hasLabel(shapesAt(b, 1), "#0 rising, 8 px up"));
  EXPECT_TRUE(hasOutline(shapesAt(b, 3), PixelRect{104, 80 - 24, 119, 143 - 24}, object_colours::kObject));
  EXPECT_TRUE(hasLabel(shapesAt(b, 12), "#0 raised 64 px"));
  EXPECT_TRUE(hasOutline(shapesAt(b, 12), PixelRect{104, 16, 119, 79}, object_colours::kObject));
}

// A lift (level/lift.h): landed on, it is set off the next frame, drawn
// where the step tested it along its slide and labelled with its frames.
TEST(ObjectOverlay, ALiftIsDrawnAlongItsSlideAndLabelled) {
  SolidObject lift = object(100, 100, 64, 16, true);  // top 100, centre x 132
  lift.kind = ObjectKind::Lift;
  lift.dir = ObjectDir::Right;
  lift.lift = 2;  // 16 frames of slide
  ObjectSession b({lift}, 132, 60);
  const std::size_t k = b.firstEvent(EventKind::ObjectLanded, 60);
  ASSERT_GT(k, 0u) << "he lands on it";
  for (int i = 0; i < 10; ++i) b.t().stepForward();
  ASSERT_GE(b.t().cursor(), k + 10);
  EXPECT_TRUE(hasLabel(shapesAt(b, k + 1), "#0 set off")) << k;
  EXPECT_TRUE(hasLabel(shapesAt(b, k + 5), "#0 sliding 4 of 16")) << k;
  EXPECT_TRUE(hasOutline(shapesAt(b, k + 5), PixelRect{108, 104, 171, 119}, object_colours::kStanding)) << k;
}

// A walking bomb (level/bomb.h): far from the player it walks (labelled
// with its frame of the cycle, drawn where it walked); lit on frame 1 by a
// player 50 px away, labelled with its fuse, then exploded with its four
// pieces flying on frame 1 + 145.
TEST(ObjectOverlay, ABombIsLabelledWalkingLitAndExploded) {
  SolidObject bomb = object(300 - 12, 132 - 12, 24, 24, false);
  bomb.kind = ObjectKind::Bomb;
  bomb.dir = ObjectDir::Left;
  ObjectSession far({bomb}, 40, 120);
  for (int i = 0; i < 5; ++i) far.t().stepForward();
  EXPECT_TRUE(hasLabel(shapesAt(far, 5), "#0 walking 5"));
  ObjectSession near({bomb}, 250, 120);
  for (int i = 0; i < 150; ++i) near.t().stepForward();
  EXPECT_TRUE(hasLabel(shapesAt(near, 10), "#0 fuse lit 9 of 143"));
  EXPECT_TRUE(hasLabel(shapesAt(near, 146), "#0 exploded, 4 shrapnel"));
  // Its pieces' hurt boxes where frame 146 left them: piece 1 (-$100, -$200)
  // after one move from (300, 132): x 299, y 130, 4 px each way.
  const ObjectList& list = near.ctx.doc.level().objects;
  const std::vector<PixelRect> pieces = bombShrapnelRects(list, 0, near.sonic().objectSlots(146), 146);
  ASSERT_EQ(pieces.size(), 4u);
  EXPECT_EQ(pieces[1], (PixelRect{295, 126, 302, 133}));
  EXPECT_TRUE(hasOutline(shapesAt(near, 146), pieces[1], object_colours::kCollapse));
}

// A conveyor (level/conveyor.h): its window shaded as a fan's is, and a
// player standing in it labelled "conveyed" from his landing on the floor.
TEST(ObjectOverlay, AConveyorsWindowIsShadedAndItsTestLabelled) {
  SolidObject belt = object(200 - 128, 144 - 0x30, 256, 0x30, false);  // its point (200, 144): the floor's top
  belt.kind = ObjectKind::Conveyor;
  belt.belt = 2;
  ObjectSession b({belt}, 200, 110);
  const std::size_t k = b.firstEvent(EventKind::Landed, 60);
  ASSERT_GT(k, 0u) << "he lands on the floor";
  b.t().stepForward();
  const DebugShapes shapes = shapesAt(b, k + 1);
  EXPECT_TRUE(hasLabel(shapes, "#0 conveyed")) << k;
  EXPECT_TRUE(std::any_of(shapes.fills.begin(), shapes.fills.end(), [](const LevelRect& f) {
    return f.colour == object_colours::kWindow && f.x0 == 72.0f && f.y0 == 96.0f && f.x1 == 328.0f && f.y1 == 144.0f;
  }));
}

// An elevator (level/elevator.h): landed on, it is set off that frame, then
// drawn where its moves put it and labelled with them: 10 moves ($10 .. $A0
// a frame, $370 << 8 in all) take it 3 px up.
TEST(ObjectOverlay, AnElevatorIsSetOffOnItsLandingAndDrawnWhereItsMovesPutIt) {
  SolidObject elevator = object(92, 100, 80, 32, true);  // obX 132, obY 108
  elevator.kind = ObjectKind::Elevator;
  elevator.dir = ObjectDir::Up;
  elevator.elevator = 0x40;
  ObjectSession b({elevator}, 132, 60);
  const std::size_t k = b.firstEvent(EventKind::ObjectLanded, 60);
  ASSERT_GT(k, 0u) << "he lands on it";
  for (int i = 0; i < 10; ++i) b.t().stepForward();
  EXPECT_TRUE(hasLabel(shapesAt(b, k), "#0 set off")) << k;
  EXPECT_TRUE(hasLabel(shapesAt(b, k + 10), "#0 moving 10 frames, 3 px")) << k;
  EXPECT_TRUE(hasOutline(shapesAt(b, k + 10), PixelRect{92, 97, 171, 128}, object_colours::kStanding)) << k;
}

// A springboard (level/springboard.h): pressed the frame the player lands on
// its far part, labelled "pressed" for four frames, then "launching" on the
// fifth, when it throws him.
TEST(ObjectOverlay, ASpringboardIsLabelledPressedThenLaunching) {
  SolidObject board = object(104, 100, 56, 16, false);  // x_pos 132, y_pos 108
  board.kind = ObjectKind::Springboard;
  board.dir = ObjectDir::Right;
  ObjectSession b({board}, 140, 40);
  const std::size_t k = b.firstEvent(EventKind::ObjectLanded, 60);
  ASSERT_GT(k, 0u) << "he lands on it";
  for (int i = 0; i < 10; ++i) b.t().stepForward();
  ASSERT_GE(b.t().cursor(), k + 6);
  EXPECT_TRUE(hasLabel(shapesAt(b, k + 1), "#0 pressed")) << k;
  EXPECT_TRUE(hasLabel(shapesAt(b, k + 4), "#0 pressed")) << k;
  EXPECT_TRUE(hasLabel(shapesAt(b, k + 5), "#0 launching")) << k;
}

// A stomper (level/stomper.h): made on frame 0, labelled with where its
// cycle has it on the frame the step tested it, drawn that far down.
TEST(ObjectOverlay, AStomperIsDrawnWhereItsCycleHasItAndLabelled) {
  SolidObject stomper = object(76, 20, 112, 24, false);  // obX 132, obY 32; type 2
  stomper.kind = ObjectKind::Stomper;
  stomper.stomper = 2;
  ObjectSession b({stomper}, 400, 60);
  for (int i = 0; i < 120; ++i) b.t().stepForward();
  ASSERT_GE(b.t().cursor(), 110u);
  EXPECT_TRUE(hasLabel(shapesAt(b, 10), "#0 falling, 24 px down"));  // $70 x 10 x 11 / 2 = $1810
  EXPECT_TRUE(hasLabel(shapesAt(b, 60), "#0 down"));
  EXPECT_TRUE(hasLabel(shapesAt(b, 100), "#0 rising, 69 px down"));  // $5000 - 21 x $80 = $4580
}

// A falling brick (level/brick.h): set off on frame 1 by the player 108 px
// across, labelled with its falling frames where the step tested it, then
// landed at its land_y.
TEST(ObjectOverlay, AFallingBrickIsLabelledWaitingFallingAndLanded) {
  SolidObject brick = object(132, 20, 32, 32, false);
  brick.kind = ObjectKind::Brick;
  brick.landY = 60;
  ObjectSession b({brick}, 40, 110);
  const std::size_t k = b.firstEvent(EventKind::BlockLanded, 120);
  ASSERT_GT(k, 0u) << "it lands";
  EXPECT_EQ(k, 1u + 31u);  // 40 px: (12 k (k - 1)) >> 8 is 40 at k = 30, 43 at 31
  EXPECT_TRUE(hasLabel(shapesAt(b, 1), "#0 falling 0 frames"));
  EXPECT_TRUE(hasLabel(shapesAt(b, 31), "#0 falling 30 frames"));
  EXPECT_TRUE(hasLabel(shapesAt(b, k), "#0 landed"));
  ObjectSession far({brick}, 400, 110);
  far.t().stepForward();
  EXPECT_TRUE(hasLabel(shapesAt(far, 1), "#0 waiting"));
}

// A spinning hurt zone (level/spin.h, Obj58 type 3's .type03): labelled
// with the angle byte its routine read on the frame and drawn where that
// put it, round its point on its own clock (made with the level here:
// frame 0), the word's high byte (speed $100: one a frame) f + 1.
TEST(ObjectOverlay, ASpinningHurtZoneIsDrawnRoundItsPointAndLabelledWithItsAngle) {
  SolidObject ball = object(200, 40, 16, 16, false);
  ball.kind = ObjectKind::Hurt;
  ball.spin = {32, 0x100, 0};
  ObjectSession b({ball}, 40, 110);
  b.t().restart();
  for (int i = 0; i < 70; ++i) b.t().stepForward();
  ASSERT_GE(b.t().cursor(), 70u);
  const auto outlinedAt = [](const DebugShapes& s, const SpinOffset& d) {
    return std::any_of(s.outlines.begin(), s.outlines.end(), [&](const LevelRect& o) {
      return o.x0 == static_cast<float>(200 + d.x) && o.y0 == static_cast<float>(40 + d.y) && o.x1 == o.x0 + 16 &&
             o.y1 == o.y0 + 16;
    });
  };
  EXPECT_TRUE(hasLabel(shapesAt(b, 5), "#0 spin angle $06"));
  EXPECT_TRUE(hasLabel(shapesAt(b, 63), "#0 spin angle $40"));
  EXPECT_TRUE(outlinedAt(shapesAt(b, 63), spinOffset(ball.spin, 0, 63)));
  EXPECT_EQ(spinOffset(ball.spin, 0, 63).y, 32) << "a quarter turn: straight below its point";
  EXPECT_TRUE(outlinedAt(shapesAt(b, 20), spinOffset(ball.spin, 0, 20)));
  EXPECT_FALSE(outlinedAt(shapesAt(b, 20), spinOffset(ball.spin, 0, 63)));
}

// A goal (the act's signpost): its post and its $20 px window are drawn, the
// window the whole view's height (no y test); reaching it labels it, lists
// the event, stops playback saying why, and names the end in the inspector.
TEST(ObjectOverlay, AGoalIsDrawnAndReachingItStopsTheRunSayingSo) {
  ObjectSession s({goal(200, 80)}, 40, 110);
  ASSERT_TRUE(s.t().insertRows(0, 400, 0));
  ASSERT_TRUE(s.t().paintButtons(0, 400, input::kRight, true));
  const std::size_t k = s.firstEvent(EventKind::GoalReached);
  ASSERT_GT(k, 0u) << "holding right reaches the post";
  const PlayerState& now = s.sonic().state(k);
  EXPECT_TRUE(now.outOfLevel);
  EXPECT_EQ(now.ended, RunEnd::Goal);
  EXPECT_GE(now.x >> 8, 200);
  EXPECT_LT(now.x >> 8, 232);
  EXPECT_FALSE(s.sonic().state(k - 1).outOfLevel);
  const DebugShapes before = shapesAt(s, k - 1);
  EXPECT_TRUE(hasLabel(before, "goal #0"));
  const DebugShapes shapes = shapesAt(s, k);
  EXPECT_TRUE(hasLabel(shapes, "goal reached #0"));
  EXPECT_TRUE(hasLabel(shapes, "#0 reached"));
  EXPECT_TRUE(std::any_of(shapes.fills.begin(), shapes.fills.end(),
                          [](const LevelRect& r) { return r.x0 == 200 && r.x1 == 232 && r.y1 - r.y0 >= 48; }))
      << "its window, 32 px from the post";
  EXPECT_TRUE(std::any_of(shapes.lines.begin(), shapes.lines.end(),
                          [](const LevelLine& l) { return l.x0 == 200.5f && l.x1 == 200.5f; }))
      << "its post";
  const std::vector<StateRow> rows = s.sonic().stateRows(k);
  EXPECT_TRUE(std::any_of(rows.begin(), rows.end(), [](const StateRow& r) { return std::string(r.name) == "run ended" && r.text == "goal (#0)"; }));
  s.t().restart();
  s.d().play();
  for (int i = 0; i < 600 && s.d().playing; ++i) s.d().advance(1.0 / 60 + 1e-9, 0);
  EXPECT_FALSE(s.d().playing);
  EXPECT_EQ(s.t().cursor(), k);
  EXPECT_EQ(s.d().pauseReason, "The player reached the goal (object #0) at frame " + std::to_string(k) + "; the run stops there");
}

// A tree (S&K's hollow tree): its catch window (sub_1D44C's x_pos - $10 ..
// + $2F, y_pos - $5A .. + $A0) and the winding from the trunk's foot (turn 0:
// x_pos, y_pos + $90) up to the top of its window (turn $480: y_pos - $90),
// every 8 of the turn.
TEST(ObjectOverlay, ATreeDrawsItsCatchWindowAndItsWinding) {
  SolidObject t = object(400 - 0x70, 300 - 0x90, 224, 305, false);
  t.kind = ObjectKind::Tree;
  ObjectList list;
  list.assign({t, object(0, 0, 16, 16, false)});
  EXPECT_EQ(treeCatchRect(list, 0), (PixelRect{400 - 0x10, 300 - 0x5A, 400 + 0x2F, 300 + 0xA0}));
  EXPECT_FALSE(treeCatchRect(list, 1));
  const std::vector<LevelLine> w = treeWindingLines(list, 0);
  ASSERT_EQ(w.size(), 0x480u / 8);
  EXPECT_FLOAT_EQ(w.front().x0, 400.5f);
  EXPECT_FLOAT_EQ(w.front().y0, 300.5f + 0x90);
  EXPECT_FLOAT_EQ(w.back().y1, 300.5f - 0x90);
  for (const LevelLine& l : w) {
    EXPECT_LE(std::abs(l.x0 - 400.5f), 0x70);
    EXPECT_LE(l.y1, l.y0);  // always up
  }
  EXPECT_TRUE(treeWindingLines(list, 1).empty());
}

TEST(ObjectOverlay, TheLandingFrameDrawsTheTestItsPushOutAndTheObjectStoodOn) {
  ObjectSession s({object(24, 112, 48, 16, true)}, 40, 60);  // a top-only platform under the start
  const std::size_t k = s.firstEvent(EventKind::ObjectLanded);
  ASSERT_GT(k, 0u) << "the player lands on the platform";
  const PlayerState& now = s.sonic().state(k);
  ASSERT_EQ(now.standingOn, 0);
  const StepRecord& rec = s.sonic().stepRecord(k);
  ASSERT_EQ(rec.objectTestCount, 1);
  const ObjectTest& test = rec.objectTests[0];
  EXPECT_EQ(test.outcome, ObjectOutcome::Landed);

  const DebugShapes shapes = shapesAt(s, k);
  EXPECT_TRUE(hasLabel(shapes, "#0 landed"));
  EXPECT_TRUE(hasLabel(shapes, "on #0"));
  EXPECT_TRUE(hasOutline(shapes, {24, 112, 71, 127}, object_colours::kStanding)) << "the object stood on, highlighted";
  // The push-out arrow ends at the centre pixel and starts where the test found him.
  const int cx = pixelOf(now.x), cy = pixelOf(now.y);
  const std::vector<ObjectTestShape> t = objectTestShapes(rec, now);
  ASSERT_EQ(t.size(), 1u);
  EXPECT_EQ(t[0].toY, cy);
  EXPECT_EQ(t[0].fromY, cy - test.pushY);
  if (test.pushY != 0) {
    const bool arrow = std::any_of(shapes.lines.begin(), shapes.lines.end(), [&](const LevelLine& l) {
      return l.colour == object_colours::kTestMoved && l.x0 == static_cast<float>(cx) + 0.5f &&
             l.y0 == static_cast<float>(cy - test.pushY) + 0.5f && l.y1 == static_cast<float>(cy) + 0.5f;
    });
    EXPECT_TRUE(arrow) << "the push-out arrow";
  }
  // The frame before: falling, the platform in light blue, nothing stood on.
  const DebugShapes before = shapesAt(s, k - 1);
  EXPECT_FALSE(hasLabel(before, "on #0"));
  EXPECT_TRUE(hasOutline(before, {24, 112, 71, 127}, object_colours::kObject));
  // The objects option hides them all.
  DebugOverlayOptions off;
  off.objects = false;
  OverlayRequest r;
  r.frame = k;
  const DebugShapes hidden = s.sonic().overlay(r, off);
  EXPECT_FALSE(hasLabel(hidden, "#0 landed"));
  EXPECT_FALSE(hasOutline(hidden, {24, 112, 71, 127}, object_colours::kStanding));
}

TEST(ObjectOverlay, TheSensorsTablesRowsSayTheOutcomeSideOverlapAndPush) {
  ObjectSession s({object(24, 112, 48, 16, true)}, 40, 60);
  const std::size_t k = s.firstEvent(EventKind::ObjectLanded);
  ASSERT_GT(k, 0u);
  const StepRecord& rec = s.sonic().stepRecord(k);
  const std::vector<ObjectTestRow> rows = objectTestRows(rec, s.t().level().objects);
  ASSERT_EQ(rows.size(), 1u);
  EXPECT_EQ(rows[0].object, "#0 top-only");
  EXPECT_EQ(rows[0].outcome, "landed");
  EXPECT_EQ(rows[0].side, "top");
  EXPECT_TRUE(rows[0].acted);
  const ObjectTest& t = rec.objectTests[0];
  EXPECT_EQ(rows[0].push, t.pushX == 0 && t.pushY == 0 ? "-" : std::to_string(t.pushX) + "," + std::to_string(t.pushY));
  EXPECT_EQ(rows[0].overlap, "dy " + std::to_string(t.overlapY)) << "PlatformObject's one overlap";
}

TEST(ObjectOverlay, ASidePushSaysWhichSideAndItsArrowRunsThatWay) {
  // A box moving right into the player standing on the floor.
  ObjectSession s({mover({0, 112}, {300, 112}, 32, 32, 0x100, false)}, 120, 110);
  const std::size_t k = s.firstEvent(EventKind::ObjectPushed);
  ASSERT_GT(k, 0u);
  const StepRecord& rec = s.sonic().stepRecord(k);
  const auto side = std::find_if(rec.objectTests, rec.objectTests + rec.objectTestCount,
                                 [](const ObjectTest& t) { return t.outcome == ObjectOutcome::Side; });
  ASSERT_NE(side, rec.objectTests + rec.objectTestCount);
  if (side->pushX != 0) {
    EXPECT_GT(side->pushX, 0) << "the box comes from the left";
    EXPECT_STREQ(objectTestSide(*side), "right");
  }
  EXPECT_TRUE(hasLabel(shapesAt(s, k), "#0 side"));
  // On the ground the push flag names the object (Solid_Left/Right's bset #5); in the air it is cleared.
  if (!s.sonic().state(k).airborne) {
    EXPECT_EQ(s.sonic().state(k).pushingObject, 0);
  }
}

TEST(ObjectOverlay, TheInspectorShowsStandingOnPushingOnAndTheFrame) {
  ObjectSession s({object(24, 112, 48, 16, true)}, 40, 60);
  const std::size_t k = s.firstEvent(EventKind::ObjectLanded);
  ASSERT_GT(k, 0u);
  const std::vector<StateRow> rows = s.sonic().stateRows(k);
  auto find = [&](const std::string& name) {
    const auto it = std::find_if(rows.begin(), rows.end(), [&](const StateRow& r) { return r.name == name; });
    return it == rows.end() ? StateRow{"", false, "(no row)"} : *it;
  };
  EXPECT_EQ(find("standing on").text, "object #0");
  EXPECT_TRUE(find("standing on").changed) << "landed this frame";
  EXPECT_EQ(find("pushing on").text, "no object");
  EXPECT_EQ(find("frame").text, std::to_string(k));
}

// The breakpoint list offers every kind of event, the objects' too.
TEST(ObjectBreakpoints, EveryEventKindHasANameAndTheCountCoversTheObjectEvents) {
  for (int k = 0; k < kEventKindCount; ++k) EXPECT_STRNE(eventName(static_cast<EventKind>(k)), "?") << k;
  for (EventKind k : {EventKind::ObjectLanded, EventKind::ObjectLeft, EventKind::ObjectPushed, EventKind::ObjectBumped,
                      EventKind::ObjectCarried, EventKind::Crushed}) {
    EXPECT_LT(static_cast<int>(k), kEventKindCount) << eventName(k);
  }
}

struct Scenario {
  EventKind kind;
  std::vector<SolidObject> objects;
  int x, y;
  std::vector<std::pair<std::size_t, Input>> holds;  // from frame, keys held (to the next entry)
};

TEST(ObjectBreakpoints, ABreakpointOnEachObjectEventStopsTheTimelineOnItsFirstFrame) {
  const std::vector<Scenario> scenarios = {
      {EventKind::ObjectLanded, {object(24, 112, 48, 16, true)}, 40, 60, {}},
      // Walks right off the platform's edge.
      {EventKind::ObjectLeft, {object(24, 112, 48, 16, true)}, 40, 60, {{40, input::kRight}}},
      {EventKind::ObjectCarried, {mover({24, 112}, {300, 112}, 64, 16, 0x100, true)}, 50, 60, {}},
      {EventKind::ObjectPushed, {mover({0, 112}, {300, 112}, 32, 32, 0x100, false)}, 120, 110, {}},
      // A jump under a box.
      {EventKind::ObjectBumped, {object(8, 80, 64, 16, false)}, 40, 110, {{30, input::kJump}}},
      // A box coming down on the player standing on the floor.
      {EventKind::Crushed, {mover({24, 0}, {24, 140}, 32, 32, 0x100, false)}, 40, 110, {}},
      // Running right into a goal's window (the act's signpost).
      {EventKind::GoalReached, {goal(200, 80)}, 40, 110, {{0, input::kRight}}},
  };
  for (const Scenario& sc : scenarios) {
    SCOPED_TRACE(eventName(sc.kind));
    ObjectSession s(sc.objects, sc.x, sc.y);
    ASSERT_TRUE(s.t().insertRows(0, 400, 0));
    for (std::size_t i = 0; i < sc.holds.size(); ++i) {
      const std::size_t end = i + 1 < sc.holds.size() ? sc.holds[i + 1].first : 400;
      ASSERT_TRUE(s.t().paintButtons(sc.holds[i].first, end - sc.holds[i].first, sc.holds[i].second, true));
    }
    const std::size_t first = s.firstEvent(sc.kind);
    ASSERT_GT(first, 0u) << "the scenario reports the event";
    s.t().restart();
    s.t().breakpoints.add(EventCondition{sc.kind});
    s.d().runToBreak(10'000);
    EXPECT_EQ(s.t().cursor(), first);
    EXPECT_EQ(s.d().pauseReason, "Break at frame " + std::to_string(first) + ": " + eventName(sc.kind));
  }
}

// A bridge's logs drawn where they sag: flat until the player stands on it,
// then each log at bridgeLogSag's depth (Obj11_BendData, 4 logs: 2, 4, 4, 2).
TEST(ObjectOverlay, ABridgesLogsAreDrawnAtTheirSag) {
  SolidObject b = object(24, 144, 64, 16, true);
  b.kind = ObjectKind::Bridge;
  b.logs = 4;
  ObjectList list({b});
  const PlayerConfig cfg = defaultPlayerConfig(Profile::Sonic1);
  PlayerState flat;
  std::vector<PixelRect> logs = bridgeLogRects(list, 0, flat, cfg);
  ASSERT_EQ(logs.size(), 4u);
  // Bri_Main: obX = 24 + 4 * 8 + 8 = 64, the first log's centre obX - 2 * 16 = 32.
  EXPECT_EQ(logs[0], (PixelRect{24, 144, 39, 151}));
  EXPECT_EQ(logs[3], (PixelRect{72, 144, 87, 151}));
  PlayerState on;
  on.bridge = 0;
  on.bridgeLog = 1;
  on.bridgeBend = 0x40;
  logs = bridgeLogRects(list, 0, on, cfg);
  EXPECT_EQ(logs[1].y0, 144 + 4);  // the log stood on sags Obj11_BendData's 4
  for (int k = 0; k < 4; ++k) EXPECT_EQ(logs[static_cast<std::size_t>(k)].y0, 144 + bridgeLogSag(4, 1, 0x40, k, cfg.sine)) << k;
  EXPECT_TRUE(bridgeLogRects(ObjectList({object(0, 0, 16, 16, false)}), 0, on, cfg).empty());
}

TEST(ObjectOverlay, TheDebuggerDrawsTheLogsOfTheBridgeStoodOn) {
  SolidObject b = object(24, 144, 128, 16, true);
  b.kind = ObjectKind::Bridge;
  b.logs = 8;
  ObjectSession s({b}, 90, 100);
  const std::size_t k = s.firstEvent(EventKind::ObjectLanded);
  ASSERT_GT(k, 0u);
  for (int i = 0; i < 20; ++i) s.t().stepForward();
  const PlayerState& now = s.sonic().state(k + 20);
  ASSERT_EQ(now.standingOn, 0);
  const DebugShapes shapes = shapesAt(s, k + 20);
  const std::vector<PixelRect> logs = bridgeLogRects(s.ctx.doc.level().objects, 0, now, s.ctx.debugger.timeline.sonic().config());
  ASSERT_EQ(logs.size(), 8u);
  EXPECT_GT(logs[now.bridgeLog].y0, 144);  // sagging under him
  for (const PixelRect& r : logs) EXPECT_TRUE(hasOutline(shapes, r, object_colours::kLog));
}

// A twist's path (format version 16) is drawn where Obj06_Spiral_MoveCharacter
// puts a player of the given y radius: a line along each run of one height.
TEST(ObjectOverlay, ATwistsPathIsDrawnForThePlayersRadius) {
  SolidObject t = object(100, 200, 416, 128, false);
  t.kind = ObjectKind::Twist;
  t.twist.assign(416, 0);
  for (std::size_t k = 208; k < 416; ++k) t.twist[k] = -10;
  t.twistFlip.assign(52, 0);
  ObjectList list({t});
  const std::vector<LevelLine> lines = twistPathLines(list, 0, 19);
  ASSERT_EQ(lines.size(), 3u);  // two runs and the step between
  // y_pos 264; radius $13: the centre at 264 + height.
  EXPECT_EQ(lines[0].x0, 100.0f);
  EXPECT_EQ(lines[0].y0, 264.5f);
  EXPECT_EQ(lines[0].x1, 308.0f);
  EXPECT_EQ(lines[2].y0, 254.5f);
  EXPECT_EQ(lines[2].x1, 516.0f);
  EXPECT_EQ(twistPathLines(list, 0, 14)[0].y0, 269.5f);  // rolled: 5 px lower
  EXPECT_TRUE(twistPathLines(ObjectList({object(0, 0, 16, 16, false)}), 0, 19).empty());
}

// A sloped object's surface is drawn where the step sees it: a line along
// each run of columns of one height, joined by the steps between them.
TEST(ObjectOverlay, ASlopedObjectsSurfaceIsDrawnAlongItsColumns) {
  SolidObject ramp = object(48, 112, 8, 32, false);
  ramp.slope = {8, 8, 16, 32};  // 4 columns of 2 px: depths 24, 24, 16, 0 below its top
  ObjectList list({ramp});
  const std::vector<LevelLine> lines = slopeSurfaceLines(list, 0, 0);
  ASSERT_EQ(lines.size(), 5u);  // three runs, two steps between them
  auto is = [](const LevelLine& l, float x0, float y0, float x1, float y1) {
    return l.x0 == x0 && l.y0 == y0 && l.x1 == x1 && l.y1 == y1 && l.colour == object_colours::kSlope;
  };
  EXPECT_TRUE(is(lines[0], 48, 112 + 24.5f, 52, 112 + 24.5f));  // columns 0 and 1, one run
  EXPECT_TRUE(is(lines[1], 52, 112 + 24.5f, 52, 112 + 16.5f));  // the step up to column 2
  EXPECT_TRUE(is(lines[2], 52, 112 + 16.5f, 54, 112 + 16.5f));
  EXPECT_TRUE(is(lines[4], 54, 112 + 0.5f, 56, 112 + 0.5f));    // the last column, at the top
  EXPECT_TRUE(slopeSurfaceLines(ObjectList({object(0, 0, 16, 16, false)}), 0, 0).empty());
  // The debugger draws it at the frame, as the step saw the object there.
  ObjectSession s({ramp}, 200, 100);
  s.t().stepForward();
  const DebugShapes shapes = shapesAt(s, 1);
  for (const LevelLine& want : lines) {
    EXPECT_TRUE(std::any_of(shapes.lines.begin(), shapes.lines.end(), [&](const LevelLine& l) {
      return is(l, want.x0, want.y0, want.x1, want.y1);
    }));
  }
}

// The inspector's row of that name, or null.
const StateRow* has(const std::vector<StateRow>& rows, const char* name) {
  for (const StateRow& r : rows)
    if (std::string(r.name) == name) return &r;
  return nullptr;
}

// The inspector's item rows (sonic/items.h), shown only while live.
TEST(ObjectOverlay, TheInspectorShowsTheShoesTimerAndTheRisingItemWhileLive) {
  PlayerState none, live;
  live.shoes = 0x4B0;
  live.itemPending = 4;
  live.itemFrame = 132;
  EXPECT_EQ(has(sonicStateRows(none, none), "speed shoes"), nullptr);
  EXPECT_EQ(has(sonicStateRows(none, none), "item rising"), nullptr);
  const std::vector<StateRow> rows = sonicStateRows(live, none);
  const StateRow* shoes = has(rows, "speed shoes");
  ASSERT_NE(shoes, nullptr);
  EXPECT_EQ(shoes->text, "1200 left");
  EXPECT_TRUE(shoes->changed);
  const StateRow* item = has(rows, "item rising");
  ASSERT_NE(item, nullptr);
  EXPECT_EQ(item->text, "item 3  lands on frame 132");
}

// The rings, the shield and the invincibility's timer, shown only while live.
TEST(ObjectOverlay, TheInspectorShowsRingsShieldAndInvincibilityWhileLive) {
  PlayerState none, live;
  live.rings = 12;
  live.shield = 3;
  live.invincible = 150;
  for (const char* name : {"rings", "shield", "invincible"}) EXPECT_EQ(has(sonicStateRows(none, none), name), nullptr);
  const std::vector<StateRow> rows = sonicStateRows(live, none);
  ASSERT_NE(has(rows, "rings"), nullptr);
  EXPECT_EQ(has(rows, "rings")->text, "12");
  ASSERT_NE(has(rows, "shield"), nullptr);
  EXPECT_EQ(has(rows, "shield")->text, "lightning shield");
  ASSERT_NE(has(rows, "invincible"), nullptr);
  EXPECT_EQ(has(rows, "invincible")->text, "150 left");
  EXPECT_TRUE(has(rows, "invincible")->changed);
}

// Sonic 3's shield move shows while used and on the landing that clears it.
TEST(ObjectOverlay, TheInspectorShowsTheShieldMoveWhileUsed) {
  PlayerState ready, used;
  used.shieldMove = 1;
  EXPECT_EQ(has(sonicStateRows(ready, ready), "shield move"), nullptr);
  ASSERT_NE(has(sonicStateRows(used, ready), "shield move"), nullptr);
  EXPECT_EQ(has(sonicStateRows(used, ready), "shield move")->text, "used this jump");
  ASSERT_NE(has(sonicStateRows(ready, used), "shield move"), nullptr);
  EXPECT_EQ(has(sonicStateRows(ready, used), "shield move")->text, "ready");
}

// Lives show once a 1-up or a ring bonus changed them from the games' 3.
TEST(ObjectOverlay, TheInspectorShowsLivesOnceTheyChanged) {
  PlayerState start, more;
  more.lives = 4;
  EXPECT_EQ(has(sonicStateRows(start, start), "lives"), nullptr);
  const std::vector<StateRow> rows = sonicStateRows(more, start);
  ASSERT_NE(has(rows, "lives"), nullptr);
  EXPECT_EQ(has(rows, "lives")->text, "4");
  EXPECT_TRUE(has(rows, "lives")->changed);
  ASSERT_NE(has(sonicStateRows(more, more), "lives"), nullptr);
  EXPECT_FALSE(has(sonicStateRows(more, more), "lives")->changed);
}

}  // namespace
}  // namespace solidtile::editor

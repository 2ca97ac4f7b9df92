// Hollow trees against the Sonic player (sonic/tree.h, level/tree.h): S&K's
// Obj_AIZHollowTree (sonic3k.asm and s3.asm sub_1D44C, loc_1D4DA, loc_1D50A,
// loc_1D57C, AIZTree_SetPlayerPos, AIZTree_FallOff), each window edge and
// number quoted from it. Purpose-built levels: flat ground at y 448 and a
// tree placed about the player.
#include <gtest/gtest.h>

#include <vector>

#include "object_level.h"
#include "solidtile/input.h"
#include "solidtile/level/angle.h"
#include "solidtile/level/object_state.h"
#include "solidtile/level/tree.h"
#include "solidtile/sonic/player.h"

namespace solidtile::test {
namespace tree {  // apart from the other tests' names in a unity build
namespace {

// A tree whose point (x_pos, y_pos) is (obX, obY).
SolidObject treeAt(int obX, int obY) {
  SolidObject o;
  o.kind = ObjectKind::Tree;
  o.w = kTreeWidth;
  o.h = kTreeHeight;
  o.path = {{obX - kTreeLeft, obY - kTreeAbove}};
  return o;
}

PlayerConfig s3k() { return defaultPlayerConfig(Profile::Sonic3K); }

// A level and its objects' slots, stepped together as a run steps them.
struct TreeRun {
  Level level;
  std::vector<ObjectSlot> slots;
  explicit TreeRun(std::vector<SolidObject> objects) : level(levelWith(std::move(objects))) {
    slots.resize(level.objects.slotCount());
  }
  void step(PlayerState& s, Input in, const PlayerConfig& cfg = s3k(), StepRecord* rec = nullptr) {
    stepPlayer(s, level, cfg, in, rec, slots);
  }
  std::uint32_t progress() const { return slots.at(0).since; }
};

// Where his own routine leaves him (the tree's runs after it, reading that).
PlayerState afterOwnStep(PlayerState s, const PlayerConfig& cfg, Input in = input::kRight) {
  TreeRun far({treeAt(900, 100)});  // out of its window
  far.step(s, in, cfg);
  return s;
}

// A step holding right against a tree placed so that, after his own move,
// x_pos(a1) - x_pos(a0) = dx and y_pos(a1) - y_pos(a0) = dy.
PlayerState catchStep(int dx, int dy, Sub gsp = 0x600, bool* caught = nullptr) {
  const PlayerConfig cfg = s3k();
  const PlayerState s0 = groundRunner(cfg, 300, gsp);
  const PlayerState moved = afterOwnStep(s0, cfg);
  TreeRun r({treeAt((moved.x >> 8) - dx, (moved.y >> 8) - dy)});
  PlayerState s = s0;
  r.step(s, input::kRight);
  if (caught) *caught = s.standingOn == 0;
  return s;
}
bool catches(int dx, int dy, Sub gsp = 0x600) {
  bool c = false;
  catchStep(dx, dy, gsp, &c);
  return c;
}

// A runner caught at the foot of a tree: the tree's point $90 above his y,
// its x $10 right of his (the window's left end is x_pos - $10).
struct Caught {
  TreeRun run;
  PlayerState s;
  int obX, obY;
};
Caught caughtRunner(const PlayerConfig& cfg = s3k(), Sub gsp = 0x600) {
  const PlayerState s0 = groundRunner(cfg, 300, gsp);
  const PlayerState moved = afterOwnStep(s0, cfg);
  const int obX = (moved.x >> 8) + 0x10, obY = (moved.y >> 8) - kTreeAbove;
  Caught c{TreeRun({treeAt(obX, obY)}), s0, obX, obY};
  c.run.step(c.s, input::kRight, cfg);
  return c;
}

// sub_1D44C: "move.w x_pos(a1),d0; addi.w #$10,d0; sub.w x_pos(a0),d0; bcs.s
// locret_1D4D8; cmpi.w #$40,d0; bge.s locret_1D4D8": x_pos - $10 .. + $2F.
TEST(Tree, ItsCatchWindowAcrossIsMinus10To2F) {
  EXPECT_TRUE(catches(-0x10, 0x90));
  EXPECT_TRUE(catches(0x2F, 0x90));
  EXPECT_FALSE(catches(-0x11, 0x90));
  EXPECT_FALSE(catches(0x30, 0x90));
}

// "move.w y_pos(a1),d0; sub.w y_pos(a0),d0; cmpi.w #-$5A,d0; blt.s; cmpi.w #$A0,d0; bgt.s".
TEST(Tree, ItsCatchWindowDownIsMinus5ATo0A0) {
  EXPECT_TRUE(catches(0, -0x5A));
  EXPECT_TRUE(catches(0, 0xA0));
  EXPECT_FALSE(catches(0, -0x5B));
  EXPECT_FALSE(catches(0, 0xA1));
}

// "cmpi.w #$600,x_vel(a1); blt.s locret_1D4D8": right at $600 or more; a
// player running left is never caught (no flip is read).
TEST(Tree, ItCatchesOnlyARunnerGoingRightAt600) {
  EXPECT_TRUE(catches(0, 0x90, 0x600));
  EXPECT_TRUE(catches(0, 0x90, 0x700));
  // His own step holding right adds the acceleration ($C) below the top speed,
  // so a start at $5F3 leaves him at $5FF when the tree reads x_vel.
  EXPECT_FALSE(catches(0, 0x90, 0x5F3));
  EXPECT_FALSE(catches(0, 0x90, -0x800));
}

// "btst #Status_InAir,status(a1); bne.w locret_1D4D8".
TEST(Tree, APlayerInTheAirIsNotCaught) {
  const PlayerConfig cfg = s3k();
  PlayerState s = groundRunner(cfg, 300, 0x600);
  s.airborne = true;
  s.y -= 20 * 256;
  TreeRun r({treeAt((s.x >> 8) + 6, (s.y >> 8) - 0x40)});
  r.step(s, input::kRight);
  EXPECT_EQ(s.standingOn, -1);
  EXPECT_FALSE(s.wallCheckOff);
}

// RideObject_SetRide, "move.l #0,(a2)", "bset #6,object_control(a1)": on the
// object (angle 0, y_vel 0, ground_vel = x_vel), the progress 0, the wall
// check off; his place is left as his own move put it on that frame.
TEST(Tree, TheCatchStandsHimOnItWithNoProgress) {
  StepRecord rec;
  const PlayerConfig cfg = s3k();
  const PlayerState s0 = groundRunner(cfg, 300, 0x600);
  const PlayerState moved = afterOwnStep(s0, cfg);
  TreeRun r({treeAt((moved.x >> 8) + 0x10, (moved.y >> 8) - kTreeAbove)});
  PlayerState s = s0;
  r.step(s, input::kRight, cfg, &rec);
  EXPECT_EQ(s.standingOn, 0);
  EXPECT_TRUE(s.wallCheckOff);
  EXPECT_EQ(r.progress(), 0u);
  EXPECT_EQ(s.x, moved.x);
  EXPECT_EQ(s.y, moved.y);
  EXPECT_EQ(s.gsp, 0x600);
  EXPECT_TRUE(rec.has(EventKind::ObjectLanded));
}

// AIZTree_SetPlayerPos on the next frame: "move.w ground_vel(a1),d0; ext.l
// d0; lsl.l #8,d0; add.l d0,(a2)" ($600 -> $60000: the high word 6), x =
// x_pos + (sin((6 >> 1) & $FF) * $7000 >> 16) = + ($12 * $7000 >> 16) = + 7,
// y = y_pos + $90 - (6 >> 2) = + $8F, and the speeds the move << 8.
TEST(Tree, TheRidePutsHimOnTheWindingByHisRun) {
  ASSERT_EQ(sinHex(3, SineTable::Sonic1), 0x12);  // Sine_Data's fourth word
  Caught c = caughtRunner();
  // Where his own move ($600 along flat ground: 6 px) leaves him before the tree's routine reads him.
  const int px = (c.s.x >> 8) + 6, py = c.s.y >> 8;
  c.run.step(c.s, input::kRight);
  EXPECT_EQ(c.run.progress(), 0x60000u);
  EXPECT_EQ(c.s.x >> 8, c.obX + 7);
  EXPECT_EQ(c.s.y >> 8, c.obY + 0x8F);
  EXPECT_EQ(c.s.xsp, (c.obX + 7 - px) * 256);
  EXPECT_EQ(c.s.ysp, (c.obY + 0x8F - py) * 256);
  EXPECT_EQ(c.s.standingOn, 0);
  EXPECT_FALSE(c.s.airborne);
}

// Held at $600 he winds on past the top ($400: loc_1D57C's test is only
// for a slow player) until y_pos - $90 is left behind ("addi.w #$90,d0;
// bmi.s AIZTree_FallOff"): let go in the air, uncurled with radii $13 x 9,
// the speeds halved, the wall check on again.
TEST(Tree, HeldAtSpeedHeWindsUpUntilTheTopOfItsWindowLetsHimGo) {
  Caught c = caughtRunner();
  int frames = 0;
  std::uint32_t lastProgress = 0;
  while (c.s.standingOn == 0 && frames < 400) {
    lastProgress = c.run.progress();
    c.run.step(c.s, input::kRight);
    ++frames;
  }
  ASSERT_EQ(c.s.standingOn, -1) << "never let go";
  // $600 a frame into the long: 6 a frame in the high word; his y is
  // y_pos + $90 - turn / 4, out of the window once turn / 4 passes $120.
  EXPECT_GE(treeTurn(lastProgress), 0x480u);
  EXPECT_LT(treeTurn(lastProgress), 0x480u + 4 * 6);
  EXPECT_LT(c.s.y >> 8, c.obY - kTreeAbove + 4);
  EXPECT_TRUE(c.s.airborne);
  EXPECT_FALSE(c.s.rolling);
  EXPECT_EQ(c.s.radiusY, 0x13);
  EXPECT_EQ(c.s.radiusX, 9);
  EXPECT_FALSE(c.s.wallCheckOff);
}

// loc_1D57C below the top: AIZTree_SetPlayerPos, then AIZTree_FallOff
// ("asr x_vel(a1); asr y_vel(a1)": the speeds the place gave, halved).
TEST(Tree, TooSlowHeIsPlacedThenLetGoWithHalfTheSpeeds) {
  Caught c = caughtRunner();
  for (int k = 0; k < 20; ++k) c.run.step(c.s, input::kRight);
  ASSERT_EQ(c.s.standingOn, 0);
  // Let go of right: friction takes him under $600 on this frame.
  PlayerState slow = c.s;
  TreeRun r = c.run;
  r.step(slow, 0);
  const std::uint32_t p = r.progress();
  ASSERT_LT(treeTurn(p), static_cast<std::uint32_t>(TreeRule::kTop));
  const int nx = c.obX + treeOffsetX(sinHex(treeAngle(p), SineTable::Sonic1));
  const int ny = c.obY + treeOffsetY(p);
  EXPECT_EQ(slow.standingOn, -1);
  EXPECT_TRUE(slow.airborne);
  EXPECT_EQ(slow.x >> 8, nx);
  EXPECT_EQ(slow.y >> 8, ny);
  EXPECT_FALSE(slow.wallCheckOff);
}

// Past the top ("cmpi.w #$400,(a2); bhs.s AIZTree_FallOff"), a slow player
// is let go where he is, his own move's speeds halved.
TEST(Tree, TooSlowPastTheTopHeIsLetGoWhereHeIs) {
  Caught c = caughtRunner();
  while (treeTurn(c.run.progress()) < 0x400u && c.s.standingOn == 0) c.run.step(c.s, input::kRight);
  ASSERT_EQ(c.s.standingOn, 0);
  TreeRun r = c.run;
  PlayerState s = c.s;
  r.step(s, 0);
  EXPECT_EQ(s.standingOn, -1);
  EXPECT_TRUE(s.airborne);
  EXPECT_EQ(r.progress(), c.run.progress());  // not advanced: no AIZTree_SetPlayerPos
}

// loc_1D50A: a jump off the winding is kept within $2C99..$2D66 of Angel
// Island 1 (x_pos - $67 .. + $66 of its tree at $2D00), then let go.
TEST(Tree, AJumpOffTheWindingIsKeptWithinTheTrunk) {
  EXPECT_EQ(TreeRule::kJumpLeft, -0x67);
  EXPECT_EQ(TreeRule::kJumpRight, 0x66);
  Caught c = caughtRunner();
  // Wind round until he is at the winding's left, then jump.
  int guard = 0;
  while (c.s.standingOn == 0 && (c.s.x >> 8) > c.obX - 0x68 && guard++ < 200) c.run.step(c.s, input::kRight);
  ASSERT_EQ(c.s.standingOn, 0);
  c.run.step(c.s, input::kRight | input::kJump);
  EXPECT_EQ(c.s.standingOn, -1);
  EXPECT_TRUE(c.s.airborne);
  EXPECT_GE(c.s.x >> 8, c.obX - 0x67);
  EXPECT_LT(c.s.x >> 8, c.obX + 0x66 + 1);
}

// Player_CheckWallsOnGround: "btst #6,object_control(a0); bne.s": a wall
// across the winding does not stop a player the tree winds round, as it
// stops a runner on the ground.
TEST(Tree, WhileWoundHisGroundWallCheckIsOff) {
  const PlayerConfig cfg = s3k();
  const PlayerState s0 = groundRunner(cfg, 300, 0x600);
  const PlayerState moved = afterOwnStep(s0, cfg);
  const int obX = (moved.x >> 8) + 0x10, obY = (moved.y >> 8) - kTreeAbove;
  const int wallTx = (obX + 0x20) / 16;
  LevelBuilder b(64, 32);
  b.ground(448);
  b.fill(wallTx, 0, wallTx, 448 / 16 - 1, b.full);
  LevelBuilder bare = b;
  b.level.objects.assign({treeAt(obX, obY)});
  std::vector<ObjectSlot> slots(b.level.objects.slotCount());
  PlayerState wound = s0, runner = s0;
  bool passed = false;
  for (int k = 0; k < 30; ++k) {
    stepPlayer(wound, b.level, cfg, input::kRight, nullptr, slots);
    ASSERT_EQ(wound.standingOn, 0) << "let go on frame " << k;
    passed = passed || (wound.x >> 8) >= wallTx * 16;
    stepPlayer(runner, bare.level, cfg, input::kRight);
  }
  EXPECT_TRUE(passed);
  EXPECT_EQ(wound.gsp, 0x600);
  EXPECT_LT(runner.x >> 8, wallTx * 16);
  EXPECT_LT(runner.gsp, 0x600);
}

// "tst.b object_control(a1); bne.s locret_1D4D8": not one an object holds.
TEST(Tree, APlayerAVineHoldsIsNotCaught) {
  const PlayerConfig cfg = s3k();
  const PlayerState s0 = groundRunner(cfg, 300, 0x600);
  const PlayerState moved = afterOwnStep(s0, cfg);
  TreeRun r({treeAt((moved.x >> 8) + 0x10, (moved.y >> 8) - kTreeAbove)});
  PlayerState s = s0;
  s.wallCheckOff = true;  // another tree's bit 6
  r.step(s, input::kRight);
  EXPECT_EQ(s.standingOn, -1);
}

// A step given no slot for the tree keeps no progress: it catches no one.
TEST(Tree, WithoutItsSlotItCatchesNoOne) {
  const PlayerConfig cfg = s3k();
  const PlayerState s0 = groundRunner(cfg, 300, 0x600);
  const PlayerState moved = afterOwnStep(s0, cfg);
  const Level l = levelWith({treeAt((moved.x >> 8) + 0x10, (moved.y >> 8) - kTreeAbove)});
  PlayerState s = s0;
  stepPlayer(s, l, cfg, input::kRight);
  EXPECT_EQ(s.standingOn, -1);
}

// The same routine in every profile (only S&K has the object; the others
// run it as written), the recorded step the same as the plain one, and the
// box controller passes through it (not solid: touchedNotSolid).
TEST(Tree, EveryProfileWindsHimUpTheSameWayAndTheRecordChangesNothing) {
  for (const Profile p : {Profile::Guide, Profile::Sonic1, Profile::Sonic2, Profile::Sonic3K}) {
    SCOPED_TRACE(profileName(p));
    const PlayerConfig cfg = defaultPlayerConfig(p);
    Caught plain = caughtRunner(cfg);
    Caught recorded = caughtRunner(cfg);
    ASSERT_EQ(plain.s.standingOn, 0);
    StepRecord rec;
    int rose = 0;
    for (int k = 0; k < 60 && plain.s.standingOn == 0; ++k) {
      const int y = plain.s.y >> 8;
      plain.run.step(plain.s, input::kRight, cfg);
      recorded.run.step(recorded.s, input::kRight, cfg, &rec);
      ASSERT_EQ(plain.s, recorded.s) << "frame " << k;
      ASSERT_EQ(plain.run.slots, recorded.run.slots);
      rose += y - (plain.s.y >> 8);
    }
    EXPECT_GT(rose, 40);
  }
  EXPECT_TRUE(touchedNotSolid(ObjectKind::Tree));
}

}  // namespace
}  // namespace tree
}  // namespace solidtile::test

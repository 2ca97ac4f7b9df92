// Sonic 1's Green Hill badniks moving by their routines (level format 17,
// level/enemy_motion.h): Buzz Bomber ("_incObj/22 Buzz Bomber.asm"), Newtron
// ("42 Newtron.asm", "_anim/Newtron.asm"), Moto Bug ("40 Moto Bug.asm"),
// Crabmeat ("1F Crabmeat.asm"), each number quoted from s1disasm. The
// routines are stepped alone on purpose-built floors, then met by the player.
#include <gtest/gtest.h>

#include <vector>

#include "../support/hurt_object.h"
#include "level_builder.h"
#include "object_level.h"
#include "slot_stepper.h"
#include "solidtile/level/enemy_motion.h"
#include "solidtile/level/object_state.h"

namespace solidtile::test {
namespace s1badniks {

// A floor of full tiles at y 448 from x 160 to 495 (tiles 10..30), nothing else.
Level ledgeLevel() {
  LevelBuilder b(64, 32);
  b.fill(10, 28, 30, 31, b.full);
  return b.level;
}

SolidObject badnik(EnemyMotion m, int cx, int cy, int w, int h, bool flipped = false) {
  SolidObject o = enemyAround(cx, cy, w, h);
  o.motion = m;
  if (flipped) o.dir = ObjectDir::Right;
  return o;
}

// One enemy's routine stepped on its own slots, the player far away.
struct Routine {
  Level level;
  SolidObject o;
  std::vector<ObjectSlot> slots;
  EnemyWorld w;
  Routine(Level l, SolidObject e) : level(std::move(l)), o(std::move(e)), slots(objectSlotCount(o)) {
    w.level = &level;
    w.cast = defaultPlayerConfig(Profile::Sonic1).cast;
    w.playerX = 5000;
  }
  Routine(const Routine&) = delete;
  void step(int n = 1) {
    for (int i = 0; i < n; ++i) stepEnemyMotion(o, slots.data(), w);
  }
  EnemyPlace place() const { return enemyPlace(o, slots.data()); }
  int cx() const { return place().x + o.w / 2; }  // obX
  int cy() const { return place().y + o.h / 2; }  // obY
  EnemyPhase phase() const { return place().phase; }
};

// ---------------------------------------------------------------- Buzz Bomber

// Buzz_Main falls into .move on the frame it is made: buzz_timedelay 0 goes
// negative, so it sets "move.w #127,buzz_timedelay(a0)" and "move.w
// #$400,obVelX(a0)" (negated unless obStatus bit 0: left) and moves from the
// next frame: 127 SpeedToPos of 4 px, then .chgdirection ("bchg
// #0,obStatus(a0)", "move.w #59,buzz_timedelay(a0)", .stop) hovers 60
// frames and flies back.
TEST(SonicS1Badniks, BuzzBomberFlies127FramesAt4PxThenTurns) {
  for (bool flipped : {false, true}) {
    Routine r(ledgeLevel(), badnik(EnemyMotion::Buzzbomber, 400, 300, 48, 24, flipped));
    const int way = flipped ? 1 : -1;
    EXPECT_FALSE(r.place().made);
    EXPECT_FALSE(r.place().touchable);
    r.step();
    EXPECT_TRUE(r.place().touchable);
    EXPECT_EQ(r.phase(), EnemyPhase::Flying);
    EXPECT_EQ(r.cx(), 400);
    r.step();
    EXPECT_EQ(r.cx(), 400 + 4 * way);
    r.step(126);
    EXPECT_EQ(r.cx(), 400 + 508 * way);  // 127 x 4
    EXPECT_EQ(r.phase(), EnemyPhase::Flying);
    r.step();  // the 128th count borrows: it turns where it is
    EXPECT_EQ(r.phase(), EnemyPhase::Hovering);
    EXPECT_EQ(r.cx(), 400 + 508 * way);
    r.step(59);
    EXPECT_EQ(r.phase(), EnemyPhase::Hovering);
    r.step();  // 59 .. -1: flying again, back the other way
    EXPECT_EQ(r.phase(), EnemyPhase::Flying);
    r.step();
    EXPECT_EQ(r.cx(), 400 + 504 * way);
    EXPECT_EQ(r.cy(), 300);  // it never moves up or down
  }
}

// .chknearsonic: with buzz_buzzstatus 0 and |player x - obX| < $60 ("cmpi.w
// #$60,d0; bhs.s .keepgoing") while drawn on screen ("tst.b obRender(a0);
// bpl.s"), status 2 and "move.w #29,buzz_timedelay(a0)", stopped; .move then
// counts 30 frames and .fire (the missile, Obj23, not modelled) sets status
// 1 ("already fired") and 59: 60 more frames, then it flies on its way for
// 127 frames without stopping again.
TEST(SonicS1Badniks, BuzzBomberStopsNearThePlayerOnScreenAndFiresOnce) {
  Routine r(ledgeLevel(), badnik(EnemyMotion::Buzzbomber, 400, 300, 48, 24));
  r.w.playerX = 297;
  r.w.screenKnown = true;
  r.w.screenX = 200;
  r.w.screenY = 200;
  r.step();  // made, flying from the next frame
  int moves = 0;
  while (r.phase() == EnemyPhase::Flying && moves < 200) r.step(), ++moves;
  // It stops on the first move that brings obX - his x under $60: 400 - 4k - 297 < 96, k = 2.
  EXPECT_EQ(moves, 2);
  EXPECT_EQ(r.cx(), 392);
  r.step(29);
  EXPECT_EQ(r.phase(), EnemyPhase::Hovering);
  r.step();  // 29 .. -1: fires, status 1, 59 more
  EXPECT_EQ(r.phase(), EnemyPhase::Hovering);
  r.step(59);
  EXPECT_EQ(r.phase(), EnemyPhase::Hovering);
  r.step();
  EXPECT_EQ(r.phase(), EnemyPhase::Flying);
  r.step(127);  // it passes right over him: already fired
  EXPECT_EQ(r.cx(), 392 - 508);
  EXPECT_EQ(r.phase(), EnemyPhase::Flying);
}

TEST(SonicS1Badniks, BuzzBomberOffScreenDoesNotStop) {
  Routine r(ledgeLevel(), badnik(EnemyMotion::Buzzbomber, 400, 300, 48, 24));
  r.w.playerX = 380;
  r.w.screenKnown = true;
  r.w.screenY = 200;
  r.w.screenX = 400 + 0x18 + 1;  // obX - camera = -$19: "add.w d0,d1; bmi": off screen
  r.step(3);
  EXPECT_EQ(r.phase(), EnemyPhase::Flying);
  EXPECT_EQ(r.cx(), 392);
  r.w.screenX = 392 + 0x18;  // now obX + obActWid - camera = 0: drawn
  r.step();
  EXPECT_EQ(r.phase(), EnemyPhase::Hovering);
}

// out_of_range on obX: once its x leaves the loading window it is deleted
// (no collision), until the window loses and brings back its placement.
TEST(SonicS1Badniks, BuzzBomberLeavingTheWindowIsGone) {
  Routine r(ledgeLevel(), badnik(EnemyMotion::Buzzbomber, 400, 300, 48, 24));
  r.w.chunkKnown = true;
  r.w.chunk = 0x100;  // window: x & $FF80 in $80 .. $300
  r.step();
  int n = 0;
  while (r.phase() != EnemyPhase::Gone && n < 200) r.step(), ++n;
  EXPECT_EQ(r.phase(), EnemyPhase::Gone);
  EXPECT_FALSE(r.place().touchable);
  EXPECT_EQ(r.cx(), 400);  // the place is the placement's: it is not drawn
  // 400 - 4n & $FF80 < $80 first at 400 - 4n = 127: n = 69 (68.25 rounded up)
  EXPECT_EQ(n, 69);
  EnemyReach reach = enemyReach(r.o);
  EXPECT_EQ(reach.left, -kS1BadnikReach);
  EXPECT_EQ(reach.right, kS1BadnikReach);
}

// ------------------------------------------------------------------- Newtron

// .chkdistance: collision type 0 ("Newt_Main" sets none) until the player
// is within $80 ("cmpi.w #$80,d0; bhs.s .outofrange"); then A_Newt_Drop
// ("dc.b $13, 0, 1, 3, 4, 5, afBack, 1": 20 frames a picture) and .type00
// waits for frame 4 ("cmpi.b #4,obFrame(a0); bhs.s .fall"), set on the
// 60th frame after; .fall's "cmpi.b #1,obFrame(a0)" never holds there, so
// it falls (ObjectFall, gravity $38) with collision type 0, lands where
// ObjFloorDist (obY + $10) is negative, takes $D and glides at $200 toward
// the side the player was on, following the floor (-8 <= d1 < $C), and past
// the ledge flies straight on (.speed).
TEST(SonicS1Badniks, NewtronHiddenUntilNearThenDropsAndGlides) {
  Routine r(ledgeLevel(), badnik(EnemyMotion::Newtron, 300, 400, 40, 16));
  r.w.playerX = 300 + 0x80;
  r.step(5);
  EXPECT_EQ(r.phase(), EnemyPhase::Hidden);
  EXPECT_FALSE(r.place().touchable);
  r.w.playerX = 300 + 0x7F;  // near, to its right
  r.step();  // k = 0
  EXPECT_EQ(r.phase(), EnemyPhase::Appearing);
  r.step(60);  // k = 60: the frame becomes 4
  EXPECT_EQ(r.phase(), EnemyPhase::Falling);
  EXPECT_EQ(r.cy(), 400);
  r.step();  // k = 61: the first fall, by speed 0
  EXPECT_EQ(r.cy(), 400);
  EXPECT_FALSE(r.place().touchable);
  // Falls from obY 400 until obY + $10 is inside the floor (448): y after n falls
  // is 400 + $38 (n-1) n / 2 / 256.
  int falls = 1;
  while (r.phase() == EnemyPhase::Falling && falls < 100) r.step(), ++falls;
  // After n falls it has moved $38 (n - 1) n / 2 / 256 px; obY + $10 reaches the floor's top
  // row, 448 (32 px down), on the 18th: 33 px, and "add.w d1,obY(a0)" puts it back 2.
  EXPECT_EQ(falls, 18);
  EXPECT_TRUE(r.place().touchable);
  EXPECT_EQ(r.cy() + 0x10, 447);  // "add.w d1,obY(a0)": its bottom just above the floor
  EXPECT_EQ(r.phase(), EnemyPhase::Flying);
  const int landedX = r.cx();
  r.step();
  EXPECT_EQ(r.cx(), landedX + 2);  // toward the player: "btst #0,obStatus(a0)", $200
  EXPECT_EQ(r.cy() + 0x10, 447);
  // Right past the floor's end (x 495): d1 >= $C, and on at 2 px with no floor.
  while (r.cx() < 496) r.step();
  const int y = r.cy();
  r.step(10);
  EXPECT_EQ(r.cy(), y);
  EXPECT_EQ(r.cx(), 496 + 20);
}

// A Newtron of another subtype (.type01, A_Newt_Fires "dc.b $13, 0, 1, 1, 2,
// 1, 1, 0, afRoutine"): collision type $C once .type01 sees frame 1 (the
// frame after the animation shows it, 21 frames after it saw the player),
// the missile at frame 2 (not modelled), and at afRoutine (140 frames on)
// obRoutine 4, Newt_Delete on the next frame: gone for good.
TEST(SonicS1Badniks, BlueNewtronShowsItselfThenDeletesItself) {
  Routine r(ledgeLevel(), badnik(EnemyMotion::NewtronBlue, 300, 400, 40, 32));
  r.w.playerX = 250;
  r.step();  // k = 0
  EXPECT_EQ(r.phase(), EnemyPhase::Hovering);
  EXPECT_FALSE(r.place().touchable);
  r.step(20);  // k = 20: frame 1 shown, not yet seen
  EXPECT_FALSE(r.place().touchable);
  r.step();  // k = 21
  EXPECT_TRUE(r.place().touchable);
  r.step(119);  // k = 140: afRoutine
  EXPECT_TRUE(r.place().touchable);
  EXPECT_EQ(r.phase(), EnemyPhase::Hovering);
  EXPECT_FALSE(enemyStaysDeleted(r.o, r.slots.data()));
  r.step();  // k = 141: DeleteObject
  EXPECT_EQ(r.phase(), EnemyPhase::Gone);
  EXPECT_FALSE(r.place().touchable);
  EXPECT_TRUE(enemyStaysDeleted(r.o, r.slots.data()));
  EXPECT_EQ(r.cx(), 300);
  EXPECT_EQ(r.cy(), 400);  // it never moved
}

// ------------------------------------------------------ Moto Bug and Crabmeat

// Moto_Main: ObjectFall and ObjFloorDist (obY + $E) every frame until "tst.w
// d1; bpl.s" finds the floor; "bchg #0,obStatus(a0)". Not drawn there (no
// DisplaySprite), so not touched ("tst.b obRender(a1); bpl.s .next"). .move:
// .time 0 goes negative at once: "move.w #-$100,obVelX(a0)", "bchg
// #0,obStatus(a0); bne.s .wait" (unflipped: left). .findfloor: SpeedToPos,
// ObjFloorDist; d1 < -8 or >= $C: .pause ("move.w #59,.time(a0)": 60 frames)
// and the other way.
TEST(SonicS1Badniks, MotobugWalksTheFloorAndTurnsAtTheLedge) {
  Routine r(ledgeLevel(), badnik(EnemyMotion::Motobug, 200, 430, 40, 32));
  r.step();
  EXPECT_EQ(r.phase(), EnemyPhase::Falling);
  EXPECT_FALSE(r.place().touchable);
  int n = 1;
  while (r.phase() == EnemyPhase::Falling && n < 50) r.step(), ++n;
  EXPECT_EQ(r.cy() + 0xE, 447);
  EXPECT_EQ(r.phase(), EnemyPhase::Waiting);
  EXPECT_FALSE(r.place().touchable);  // landed in _Main: not drawn after that frame
  r.step();  // .move: walking from the next frame
  EXPECT_TRUE(r.place().touchable);
  EXPECT_EQ(r.phase(), EnemyPhase::Walking);
  r.step();
  EXPECT_EQ(r.cx(), 199);  // $100: a pixel a frame, left
  // The floor ends at x 160: at obX 159 the floor is out of reach.
  r.step(39);
  EXPECT_EQ(r.cx(), 160);
  EXPECT_EQ(r.phase(), EnemyPhase::Walking);
  r.step();
  EXPECT_EQ(r.cx(), 159);
  EXPECT_EQ(r.phase(), EnemyPhase::Waiting);
  r.step(59);
  EXPECT_EQ(r.phase(), EnemyPhase::Waiting);
  r.step();  // 59 .. -1
  EXPECT_EQ(r.phase(), EnemyPhase::Walking);
  r.step();
  EXPECT_EQ(r.cx(), 160);  // back to the right
  EXPECT_EQ(r.cy() + 0xE, 447);
}

TEST(SonicS1Badniks, FlippedMotobugWalksRightFirst) {
  Routine r(ledgeLevel(), badnik(EnemyMotion::Motobug, 300, 434, 40, 32, true));
  r.step();  // obY + $E = 448: d1 = -1, landed at once
  EXPECT_EQ(r.cy(), 433);
  r.step();
  EXPECT_EQ(r.phase(), EnemyPhase::Walking);
  r.step();
  EXPECT_EQ(r.cx(), 301);
}

// Crab_Main lands it as Moto_Main does (obHeight $10). .waittofire: when its
// count borrows, drawn on screen, "bchg #1,crab_mode(a0); bne.s .fire"
// alternates walking and firing (59: the fireballs are not modelled); not
// drawn (the frame after _Main is never drawn) it always walks. .movecrab:
// "move.w #127,crab_timedelay(a0)", $80 (half a pixel), "bchg #0,obStatus";
// unflipped: left. .walkonfloor: every other frame ("bchg #0,crab_mode")
// ObjFloorDist2 $10 ahead ("addi.w #$10,d3", "subi.w #$20,d3" facing left)
// stops it at a ledge (d1 < -8 or >= $C), the others follow the floor.
TEST(SonicS1Badniks, CrabmeatWalks127FramesAlternatesWithFiringOnScreen) {
  Routine r(ledgeLevel(), badnik(EnemyMotion::Crabmeat, 400, 432, 32, 32));
  r.w.screenKnown = true;
  r.w.screenX = 300;
  r.w.screenY = 300;
  r.step();  // lands at once: obY + $10 = 448 is inside the floor
  EXPECT_EQ(r.phase(), EnemyPhase::Waiting);
  EXPECT_EQ(r.cy() + 0x10, 447);
  r.step();  // not drawn after _Main: walks
  EXPECT_EQ(r.phase(), EnemyPhase::Walking);
  r.step(127);
  EXPECT_EQ(r.phase(), EnemyPhase::Walking);
  EXPECT_EQ(r.cx(), 400 - 64);  // 127 x $80 = 63.5 px: obX 336.5
  r.step();  // 127 counts, then the borrow: loc_966E, 59
  EXPECT_EQ(r.phase(), EnemyPhase::Waiting);
  r.step(60);  // drawn: bit 1 was 0, walks
  EXPECT_EQ(r.phase(), EnemyPhase::Walking);
  r.step(128);
  EXPECT_EQ(r.phase(), EnemyPhase::Waiting);
  const int x = r.cx();
  r.step(60);  // bit 1 was 1: fires, 60 more frames
  EXPECT_EQ(r.phase(), EnemyPhase::Waiting);
  r.step(60);
  EXPECT_EQ(r.phase(), EnemyPhase::Walking);
  EXPECT_EQ(r.cx(), x);
}

TEST(SonicS1Badniks, CrabmeatStopsWhereTheFloorAheadEnds) {
  Routine r(ledgeLevel(), badnik(EnemyMotion::Crabmeat, 200, 432, 32, 32));
  r.step(2);
  int n = 0;
  while (r.phase() == EnemyPhase::Walking && n < 200) r.step(), ++n;
  EXPECT_EQ(r.phase(), EnemyPhase::Waiting);
  // Stopped on a ledge frame when obX - $10 < 160: obX below 176.
  EXPECT_LT(r.cx(), 176);
  EXPECT_GE(r.cx(), 174);
  EXPECT_LT(n, 127);
  r.step(61);  // off screen (no camera known: drawn, bit 1 0): walks back right
  EXPECT_EQ(r.phase(), EnemyPhase::Walking);
}

// The whole state is the slots: a copy taken mid-walk steps on exactly as
// the run does (rewinding is copying them), and a step allocates nothing.
TEST(SonicS1Badniks, CopiedSlotsReplayTheSameWalk) {
  for (EnemyMotion m : {EnemyMotion::Buzzbomber, EnemyMotion::Newtron, EnemyMotion::Motobug, EnemyMotion::Crabmeat}) {
    Routine r(ledgeLevel(), badnik(m, 300, 420, 40, 32));
    r.w.playerX = 330;
    r.step(150);
    const std::vector<ObjectSlot> copy = r.slots;
    std::vector<EnemyPlace> run;
    for (int i = 0; i < 300; ++i) r.step(), run.push_back(r.place());
    r.slots = copy;
    for (int i = 0; i < 300; ++i) {
      r.step();
      ASSERT_EQ(r.place().x, run[static_cast<std::size_t>(i)].x) << enemyMotionName(m) << " step " << i;
      ASSERT_EQ(r.place().y, run[static_cast<std::size_t>(i)].y) << enemyMotionName(m) << " step " << i;
      ASSERT_EQ(r.place().phase, run[static_cast<std::size_t>(i)].phase) << enemyMotionName(m) << " step " << i;
    }
  }
}

// ------------------------------------------------------------ the player

// The player's touch test meets the routine's box where the last frame left
// it: a Buzz Bomber flying into a player standing still hurts him; a hidden
// Newtron right on him does not.
TEST(SonicS1Badniks, ABuzzBomberFliesIntoAStandingPlayer) {
  const int x = 200, y = 428;
  Level level = levelAfterFarBlock({badnik(EnemyMotion::Buzzbomber, x + 40, y, 48, 24)});
  SlotStepper r(level, Profile::Sonic1, x, y);
  bool hurt = false;
  // It stops 36 px from him (he is within $60), fires, and 90 frames on flies through him.
  for (int i = 0; i < 200 && !hurt; ++i) r.step(), hurt = r.s.hurt;
  EXPECT_TRUE(hurt);
}

TEST(SonicS1Badniks, AHiddenNewtronIsNotTouched) {
  const int x = 200, y = 428;
  Level level = levelAfterFarBlock({badnik(EnemyMotion::NewtronBlue, x + 0x90, y, 40, 32)});
  SlotStepper r(level, Profile::Sonic1, x, y);
  for (int i = 0; i < 10; ++i) r.step();
  EXPECT_FALSE(r.s.hurt);
}

}  // namespace s1badniks
}  // namespace solidtile::test

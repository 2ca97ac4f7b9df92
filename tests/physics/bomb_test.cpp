// Walking bombs against the Sonic player (sonic/bomb.h, level/bomb.h):
// Sonic 1's Obj5F ("_incObj/5F Bomb Enemy.asm": Bom_Main, .walk, .wait,
// .chksonic, .explode, Bom_Display, loc_11B7C, Bom_End) transcribed line by
// line on its own object RAM and run beside the kind's slots, with
// ReactToItem's box and BuildSprites' bit 7. Purpose-built levels:
// levelWith's ground at y 448, the bomb standing on it.
#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "../support/bomb_object.h"
#include "object_level.h"
#include "slot_stepper.h"
#include "solidtile/camera/camera.h"
#include "solidtile/level/bomb.h"
#include "solidtile/level/oscillation.h"
#include "solidtile/level/object_loading.h"
#include "solidtile/level/object_state.h"
#include "solidtile/sonic/player.h"

namespace solidtile::test {
namespace bomb {  // apart from the other tests' names in a unity build
namespace {

constexpr int kBombX = 640, kBombY = 448 - 12;

// Obj5F and the explosion it turns into, as the routines write them.
struct Ob {
  std::uint8_t id = 0;  // 0 free, $5F Bomb, $3F ExplosionBomb
  std::uint8_t routine = 0, second = 0, subtype = 0, status = 0, colType = 0;
  bool render7 = false, displayed = false;
  std::int16_t time = 0, velX = 0, velY = 0, origY = 0;
  std::int32_t x = 0, y = 0;  // 16.16
};
struct Ram {
  std::vector<Ob> o = std::vector<Ob>(8);
  std::int32_t camX = 0, camY = 0;
  std::uint32_t lit = ObjectSlot::kNever;
  int pieces[4] = {-1, -1, -1, -1};  // the shrapnel's slots, Bom_ShrSpeed's order

  int findNextFree(int a0) const {  // FindNextFreeObj: the slots after a0
    for (int k = a0 + 1; k < static_cast<int>(o.size()); ++k)
      if (o[static_cast<std::size_t>(k)].id == 0) return k;
    return -1;
  }
  static void speedToPos(Ob& b) {  // "ext.l d0; asl.l #8,d0; add.l d0,obX(a0)"
    b.x += std::int32_t{b.velX} * 256;
    b.y += std::int32_t{b.velY} * 256;
  }
  void chksonic(int k, std::int32_t px, std::int32_t py, std::uint32_t f) {
    Ob& b = o[static_cast<std::size_t>(k)];
    std::uint16_t d0 = static_cast<std::uint16_t>(px - (b.x >> 16));  // "sub.w obX(a0),d0"
    if (static_cast<std::uint16_t>(px) < static_cast<std::uint16_t>(b.x >> 16)) d0 = static_cast<std::uint16_t>(-d0);
    if (d0 >= 0x60) return;  // "cmpi.w #$60,d0; bhs.s .outofrange"
    d0 = static_cast<std::uint16_t>(py - (b.y >> 16));
    if (static_cast<std::uint16_t>(py) < static_cast<std::uint16_t>(b.y >> 16)) d0 = static_cast<std::uint16_t>(-d0);
    if (d0 >= 0x60) return;
    b.second = 4;
    b.time = 143;
    b.velX = 0;
    lit = f;
    const int n = findNextFree(k);
    if (n < 0) return;
    Ob& fuse = o[static_cast<std::size_t>(n)];
    const Ob parent = b;
    fuse = Ob{};
    fuse.id = 0x5F;
    fuse.x = parent.x & ~0xFFFF;  // "move.w obX(a0),obX(a1)": the word, on a cleared object
    fuse.y = parent.y & ~0xFFFF;
    fuse.origY = static_cast<std::int16_t>(parent.y >> 16);
    fuse.status = parent.status;
    fuse.subtype = 4;
    fuse.velY = 0x10;
    if (parent.status & 2) fuse.velY = -0x10;  // "btst #1,obStatus(a0); beq.s .normal; neg.w obVelY(a1)"
    fuse.time = 143;
    pieces[0] = n;
  }
  void bomEnd(Ob& b) {
    speedToPos(b);
    b.velY = static_cast<std::int16_t>(b.velY + 0x18);  // "addi.w #$18,obVelY(a0)"
    if (!b.render7) b = Ob{};                           // "tst.b obRender(a0); bpl.w DeleteObject"
    else b.displayed = true;
  }
  void run(int k, std::int32_t px, std::int32_t py, std::uint32_t f) {
    Ob& b = o[static_cast<std::size_t>(k)];
    if (b.id == 0x3F) {
      if (b.routine == 0) b.routine = 2, b.colType = 0;  // ExBom_Main: "move.b #0,obColType(a0)"
      else b.displayed = true;
      return;
    }
    switch (b.routine) {
      case 0:  // Bom_Main
        b.routine = 2;
        if (b.subtype != 0) {
          b.routine = b.subtype;
          return;
        }
        b.colType = 0x9A;  // loc_11A3C
        b.status ^= 1;     // "bchg #0,obStatus(a0)"
        [[fallthrough]];
      case 2:  // Bom_Action
        if (b.second == 0) {  // .walk
          chksonic(k, px, py, f);
          b.time = static_cast<std::int16_t>(b.time - 1);
          if (b.time < 0) {
            b.second = 2;
            b.time = 1535;
            b.velX = 0x10;
            const bool was = (b.status & 1) != 0;  // "bchg #0,obStatus(a0); beq.s .noflip"
            b.status ^= 1;
            if (was) b.velX = -0x10;
          }
        } else if (b.second == 2) {  // .wait
          chksonic(k, px, py, f);
          b.time = static_cast<std::int16_t>(b.time - 1);
          if (b.time < 0) {  // .stopwalking
            b.second = 0;
            b.time = 179;
            b.velX = 0;
          } else {
            speedToPos(b);
          }
        } else {  // .explode
          b.time = static_cast<std::int16_t>(b.time - 1);
          if (b.time < 0) b.id = 0x3F, b.routine = 0;  // "_move.b #id_ExplosionBomb,obID(a0)"
        }
        b.displayed = true;  // RememberState
        return;
      case 4: {  // Bom_Display: loc_11B70
        b.time = static_cast<std::int16_t>(b.time - 1);
        if (b.time >= 0) {
          speedToPos(b);
        } else {  // loc_11B7C
          b.time = 0;
          b.routine = 0;
          b.y = (std::int32_t{b.origY} << 16) | (b.y & 0xFFFF);  // "move.w bom_origY(a0),obY(a0)"
          static constexpr std::int16_t kSpeed[8] = {-0x200, -0x300, -0x100, -0x200, 0x200, -0x300, 0x100, -0x200};
          int a1 = k;
          for (int d = 0; d < 4; ++d) {
            if (d > 0) {
              a1 = findNextFree(k);
              if (a1 < 0) continue;
              o[static_cast<std::size_t>(a1)] = Ob{};
            }
            Ob& s = o[static_cast<std::size_t>(a1)];
            const Ob& a0 = o[static_cast<std::size_t>(k)];
            s.id = 0x5F;
            s.x = (a0.x & ~0xFFFF) | (s.x & 0xFFFF);  // the word only
            s.y = (a0.y & ~0xFFFF) | (s.y & 0xFFFF);
            s.subtype = 6;
            s.velX = kSpeed[2 * d];
            s.velY = kSpeed[2 * d + 1];
            s.colType = 0x98;
            s.render7 = true;  // "bset #7,obRender(a1)"
            pieces[d] = a1;
          }
          b.routine = 6;
          bomEnd(b);  // falls into Bom_End, and returns into Bom_Display
          if (b.id == 0) return;
        }
        b.displayed = true;
        return;
      }
      case 6: bomEnd(b); return;
      default: return;
    }
  }
  // BuildSprites on what displayed itself: "add.w d0,d1; bmi", "sub.w
  // d0,d1; cmpi.w #320,d1; bge" on obX - camera x with obActWid $C, obY -
  // camera y + $80 within $60..$17F.
  void buildSprites() {
    for (Ob& b : o) {
      if (!b.displayed) continue;
      b.displayed = false;
      const auto dx = static_cast<std::int16_t>((b.x >> 16) - camX);
      const auto dy = static_cast<std::int16_t>((b.y >> 16) - camY + 0x80);
      b.render7 = dx + 0xC >= 0 && dx - 0xC < 320 && dy >= 0x60 && dy < 0x180;
    }
  }
  void frame(std::int32_t px, std::int32_t py, std::uint32_t f) {
    for (int k = 0; k < static_cast<int>(o.size()); ++k)
      if (o[static_cast<std::size_t>(k)].id != 0) run(k, px, py, f);
    buildSprites();
  }
  // ReactToItem over the slots in order: the first harmful one drawn whose
  // .sizes row meets the player's box; its obX, or -1.
  std::int32_t reactToItem(const PlayerState& s) const {
    const std::int32_t d2 = (s.x >> 8) - 8;
    const std::int32_t d5 = s.radiusY - 3, d3 = (s.y >> 8) - d5;
    for (const Ob& b : o) {
      if (b.id == 0 || !b.render7 || b.colType == 0) continue;
      const std::int32_t w = b.colType == 0x9A ? 0xC : 4, h = w;  // rows $1A and $18
      const std::int32_t dx = (b.x >> 16) - w - d2;
      if (dx < -2 * w || dx > 0x10) continue;
      const std::int32_t dy = (b.y >> 16) - h - d3;
      if (dy < -2 * h || dy > 2 * d5) continue;
      return b.x >> 16;
    }
    return -1;
  }
};

Ram madeBomb(std::int32_t x, std::int32_t y, bool flipX, bool flipY) {
  Ram m;
  m.o[1].id = 0x5F;  // after the player's slot
  m.o[1].x = x << 16;
  m.o[1].y = y << 16;
  m.o[1].status = static_cast<std::uint8_t>((flipX ? 1 : 0) | (flipY ? 2 : 0));
  return m;
}

// The walk with no one near: the kind's obX on every frame is the
// transcription's, through two whole cycles both ways (1716 frames each:
// 1535 moves of 1/16 px, 181 frames standing), both flips.
TEST(Bomb, TheWalkIsTheRoutinesFrameByFrame) {
  EXPECT_EQ(BombRule::kCycle, 1716u);
  EXPECT_EQ(bombWalkX(100, 1535, false), 100 - 96);  // 1535 / 16 = 95.94: the word's floor
  EXPECT_EQ(bombWalkX(100, 1535, true), 100 + 95);
  EXPECT_EQ(bombWalkX(100, 1716 + 1535, false), 100);
  for (const bool flipX : {false, true}) {
    Ram m = madeBomb(kBombX, kBombY, flipX, false);
    for (std::uint32_t f = 0; f < 2 * BombRule::kCycle + 400; ++f) {
      m.frame(kBombX + 0x1000, kBombY, f);
      const BombView v = bombAt(kBombX, kBombY, flipX, false, 0, ObjectSlot::kNever, 0, f);
      ASSERT_EQ(v.x, m.o[1].x >> 16) << "frame " << f << " flip " << flipX;
      ASSERT_EQ(v.phase == BombPhase::Walking, m.o[1].second == 2 && m.o[1].time <= 1534) << f;
    }
  }
}

// The kind's slots run beside the transcription for `frames` frames with the
// player from x on the ground given `in`: the trigger frame, the bomb's place
// and harm, the four pieces' places and their deletion off the fixed screen
// (the camera 160 px left of the bomb, 112 above it) are the transcription's
// on every frame, and each hurt is ReactToItem's on the transcription's
// objects. Returns the hurt frames and the obX that hurt each.
struct BesideRun {
  std::uint32_t lit = ObjectSlot::kNever;
  std::uint32_t gone = 0;
  std::vector<std::pair<std::uint32_t, std::int32_t>> hurts;
};
BesideRun runBeside(bool flipX, bool flipY, int x, Input in, std::uint32_t frames, Profile profile = Profile::Sonic1) {
  BesideRun out;
  const Level l = levelWith({bombObjectAt(kBombX, kBombY, flipX, flipY)});
  EXPECT_EQ(l.objects.slotCount(), 3u + 2u);  // its two, the made frame, the screen's two
  SlotStepper r(l, profile, x, 448 - 20);
  Ram m = madeBomb(kBombX, kBombY, flipX, flipY);
  m.camX = kBombX - 160;
  m.camY = kBombY - 112;
  const std::size_t screen = l.objects.screenSlot();
  r.slots[screen].since = static_cast<std::uint32_t>(m.camX);
  r.slots[screen + 1].since = static_cast<std::uint32_t>(m.camY);
  m.frame(-0x1000, -0x1000, 0);  // frame 0: made with the level, no one to check
  for (std::uint32_t f = 1; f <= frames; ++f) {
    r.s.rings = 10;  // each hit loses rings, none kills
    const bool flashing = r.s.invulnerable != 0 || r.s.hurt;
    r.step(in);
    // His touch test ran after his move (his place now: the hurt moves
    // him from the next frame), on the objects as frame f - 1 left them.
    const std::int32_t touched = m.reactToItem(r.s);
    const bool hurt = r.rec.has(EventKind::RingsLost);
    if (!flashing) {
      EXPECT_EQ(hurt, touched >= 0) << "frame " << f;
      if (hurt) {
        out.hurts.emplace_back(f, touched);
        // HurtSonic: away from the object's obX.
        EXPECT_EQ(r.s.xsp < 0, (r.s.x >> 8) < touched) << f;
      }
    }
    m.frame(r.s.x >> 8, r.s.y >> 8, f);
    EXPECT_EQ(r.slots[0].since, m.lit) << f;
    const BombView v = solidtile::bombAt(kBombX, kBombY, flipX, flipY, 0, r.slots[0].since,
                                         r.slots[1].since == ObjectSlot::kNever ? 0 : r.slots[1].since, f);
    EXPECT_EQ(v.x, m.o[1].x >> 16) << f;
    EXPECT_EQ(v.harmful, m.o[1].colType == 0x9A) << f;
    for (int k = 0; k < 4; ++k) {
      const BombPiece& got = v.pieces[static_cast<std::size_t>(k)];
      if (m.pieces[k] < 0 || m.lit == ObjectSlot::kNever || f < m.lit + BombRule::kShrapnel) {
        EXPECT_FALSE(got.exists) << f;
        continue;
      }
      const Ob& p = m.o[static_cast<std::size_t>(m.pieces[k])];
      const bool exists = p.id == 0x5F && p.subtype == 6;
      EXPECT_EQ(got.exists, exists) << f << " piece " << k;
      if (!exists) continue;
      EXPECT_EQ(got.x, p.x >> 16) << f << " piece " << k;
      EXPECT_EQ(got.y, p.y >> 16) << f << " piece " << k;
    }
    if (::testing::Test::HasFailure()) return out;
  }
  out.lit = m.lit;
  out.gone = r.slots[1].since;
  return out;
}

// A player walking up to it from 200 px left, holding right: within $60 on
// frame 62 (64 x-flipped: it walked toward him first, or away), he runs
// into it on 83 (85) and is knocked back left; the four pieces fly from
// frame 62 + 144 and all leave the screen within the 420 frames. Both flips
// (the y-flip moves the fuse's piece by its fraction); then Sonic 2's, S&K's
// and the guide's player beside the same transcription.
TEST(Bomb, APlayerApproachingLightsItAndItsShrapnelFlyAsTheRoutines) {
  for (const bool flipX : {false, true}) {
    for (const bool flipY : {false, true}) {
      const BesideRun r = runBeside(flipX, flipY, kBombX - 200, input::kRight, 420);
      ASSERT_FALSE(::testing::Test::HasFailure());
      EXPECT_EQ(r.lit, flipX ? 64u : 62u);
      ASSERT_EQ(r.hurts.size(), 1u);
      EXPECT_EQ(r.hurts[0].first, flipX ? 85u : 83u);
      EXPECT_EQ(r.gone, 15u) << "every piece left the screen";
    }
  }
  // The other profiles run Obj5F's rule too: their own player, the same
  // bomb, frame by frame the transcription's, and each hurt ReactToItem's.
  for (const Profile p : {Profile::Sonic2, Profile::Sonic3K, Profile::Guide}) {
    const BesideRun r = runBeside(false, false, kBombX - 200, input::kRight, 420, p);
    ASSERT_FALSE(::testing::Test::HasFailure()) << static_cast<int>(p);
    EXPECT_NE(r.lit, ObjectSlot::kNever) << static_cast<int>(p);
    EXPECT_GE(r.hurts.size(), 1u) << static_cast<int>(p);
  }
}

// A player standing 43 px left of it lights it on frame 1 and is out of its
// reach; the second piece (-$100, -$200) comes down on him on frame 177:
// hurt where the transcription's piece is, knocked away from its x (right).
TEST(Bomb, ItsShrapnelHurtsAStandingPlayerWhereTheRoutinePutsIt) {
  for (const bool flipY : {false, true}) {
    const BesideRun r = runBeside(false, flipY, kBombX - 43, 0, 300);
    ASSERT_FALSE(::testing::Test::HasFailure());
    EXPECT_EQ(r.lit, 1u);
    ASSERT_EQ(r.hurts.size(), 1u);
    // Made on 145, it has moved 31 times by the end of 176: x 640 - 31 = 609,
    // y (436 x 256 - 31 x $200 + $18 x 31 x 30 / 2) >> 8 = 417; ReactToItem's
    // dx = 609 - 4 - (597 - 8) = 16, the last it takes ("cmp.w d4,d0; bhi").
    EXPECT_EQ(r.hurts[0].first, 177u);
    EXPECT_EQ(r.hurts[0].second, 609);
  }
}

// .chksonic's "cmpi.w #$60,d0; bhs.s .outofrange" on |px - obX| and on
// |py - obY|: $5F lights it on frame 1, $60 never (a player standing still
// beside it, or one dropped above it: his y checked as it is after his
// move). Every profile runs Obj5F's rule.
TEST(Bomb, WithinSixtyPixelsBothWaysLightsItNotAtSixty) {
  EXPECT_TRUE(bombNear(100 + 0x5F, 50, 100, 50));
  EXPECT_TRUE(bombNear(100 - 0x5F, 200 - 0x5F, 100, 200));
  // Unsigned words: a player above the level's top (y -45) is $FFA1 below a
  // bomb at y 50, out of range ("bcc.s .isabove" takes no borrow).
  EXPECT_FALSE(bombNear(100, -45, 100, 50));
  EXPECT_FALSE(bombNear(100 + 0x60, 50, 100, 50));
  EXPECT_FALSE(bombNear(100 - 0x60, 50, 100, 50));
  EXPECT_FALSE(bombNear(100, 50 + 0x60, 100, 50));
  for (const Profile p : {Profile::Sonic1, Profile::Sonic2, Profile::Sonic3K, Profile::Guide}) {
    for (const int dx : {-0x60, -0x5F, 0x5F, 0x60}) {
      // On frame 1 .chksonic reads the obX frame 0's run left: the
      // placement's (that run turned it to walking without a move).
      const Level l = levelWith({bombObjectAt(kBombX, kBombY)});
      SlotStepper r(l, p, kBombX + dx, 448 - defaultPlayerConfig(p).standRadiusY - 1);
      r.s.airborne = false;
      r.step();
      const bool within = dx > -0x60 && dx < 0x60;
      EXPECT_EQ(r.slots[0].since, within ? 1u : ObjectSlot::kNever) << static_cast<int>(p) << " " << dx;
      // Lit, it stays where it was read: 143 frames on it explodes, harmless from the next.
      if (!within) continue;
      while (r.s.frame < 1 + BombRule::kExplode + 1) r.step();
      const ObjectSlot* slot = r.slots.data();
      EXPECT_TRUE(bombAt(kBombX, kBombY, false, false, 0, slot[0].since, 0, 1 + BombRule::kExplode).harmful);
      EXPECT_FALSE(bombAt(kBombX, kBombY, false, false, 0, slot[0].since, 0, 1 + BombRule::kExplode + 1).harmful);
      EXPECT_EQ(bombAt(kBombX, kBombY, false, false, 0, slot[0].since, 0, 1 + BombRule::kExplode).phase, BombPhase::Exploded);
    }
  }
}

// The pieces from Bom_ShrSpeed: after n moves x_T + n vx, y_0 + n vy + $18
// n (n - 1) / 2 in 1/256 px; the fuse's piece from its fraction ($F0/256
// below, or $10/256 upside down).
TEST(Bomb, ThePiecesFlyByTheirSpeedsAndGravity) {
  EXPECT_EQ(bombPiece(1, 640, 436, false, 31).x, 609);
  EXPECT_EQ(bombPiece(1, 640, 436, false, 31).y, 417);
  EXPECT_EQ(bombPiece(0, 640, 436, false, 1).y, (436 * 256 + 0xF0 - 0x300) >> 8);  // 433.9: 433
  EXPECT_EQ(bombPiece(0, 640, 436, true, 1).y, (436 * 256 + 0x10 - 0x300) >> 8);   // 433.06: 433
  EXPECT_EQ(bombPiece(0, 640, 436, false, 32).y, (436 * 256 + 0xF0 - 32 * 0x300 + 0x18 * 32 * 31 / 2) >> 8);
  EXPECT_EQ(bombPiece(0, 640, 436, true, 32).y, (436 * 256 + 0x10 - 32 * 0x300 + 0x18 * 32 * 31 / 2) >> 8);
  EXPECT_EQ(bombPiece(2, 640, 436, false, 10).x, 640 + 20);
  EXPECT_EQ(bombPiece(3, 640, 436, false, 10).x, 640 + 10);
}

// Deleted out of range before it is lit, it is made again fresh: its walk
// restarts from the frame the loading makes it; lit, it keeps its slots (the
// fuse and the pieces are objects of their own; an exploded one's entry
// stays marked).
TEST(Bomb, OutOfRangeItIsMadeAgainUnlessLit) {
  for (const bool lit : {false, true}) {
    Level l = levelWith({bombObjectAt(kBombX, kBombY)});
    l.objects.setLoading(ObjectLoading::Camera);
    SlotStepper r(l, Profile::Sonic1, lit ? kBombX - 0x40 : kBombX - 0x200, 448 - 20);
    for (int f = 0; f < 40; ++f) r.step();
    ASSERT_EQ(r.slots[0].since == ObjectSlot::kNever, !lit);
    const std::vector<ObjectSlot> before = r.slots;
    moveCameraFarAway(r);  // the last chunk's window (x $780..$A00) leaves it out
    EXPECT_EQ(r.slots[0].since == ObjectSlot::kNever, !lit);
    // Back in the window: an unlit one is made on the next frame (its walk
    // from there); a lit one keeps the frame it was made, so its place.
    const std::uint32_t gone = r.s.frame;
    CameraState home;
    home.x = 0x200;
    loadObjects(l.objects, home, gone, 0, false, r.slots);
    EXPECT_EQ(r.slots[2].since, lit ? before[2].since : gone + 1);
  }
}

// The fields: Obj5F's 24 x 24, one point, a way to walk first.
TEST(Bomb, ItsFieldsAreChecked) {
  EXPECT_EQ(objectProblem(bombObjectAt(kBombX, kBombY)), "");
  EXPECT_EQ(objectProblem(bombObjectAt(kBombX, kBombY, true, true)), "");
  SolidObject o = bombObjectAt(kBombX, kBombY);
  o.w = 32;
  EXPECT_NE(objectProblem(o).find("24 x 24"), std::string::npos) << objectProblem(o);
  o = bombObjectAt(kBombX, kBombY);
  o.dir = ObjectDir::Up;
  EXPECT_NE(objectProblem(o).find("a bomb's direction"), std::string::npos) << objectProblem(o);
  o = bombObjectAt(kBombX, kBombY);
  o.osc = {OscTable::Sonic1, 5, ObjectAxis::X, 0, true, 0, false};
  EXPECT_NE(objectProblem(o).find("stays where it is placed"), std::string::npos) << objectProblem(o);
}

}  // namespace
}  // namespace bomb
}  // namespace solidtile::test

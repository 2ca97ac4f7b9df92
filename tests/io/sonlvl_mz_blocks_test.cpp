// Issue 27: Sonic 1's Marble Zone bricks (Obj46), large glass blocks (Obj30)
// and moving blocks (Obj52) on import (physics/io/src/sonlvl/sonlvl_objects.cpp,
// sonic1Brick, sonic1GlassBlock; oscillating_platforms.cpp, sonic1MovingBlock).
// The numbers quoted are s1disasm's:
//
//   _incObj/46 MZ Bricks.asm:
//     Brick_Main: move.w obY(a0),brick_origY(a0)
//     Brick_Action: tst.b obRender(a0); bpl.s .chkdel; andi.w #7,d0 (Brick_TypeIndex, 5 entries)
//       move.w #$1B,d1; move.w #$10,d2; move.w #$11,d3; bsr.w SolidObject
//     Brick_Type00: rts
//     Brick_Type01: move.b (v_oscillate+$16).w,d0; btst #3,obSubtype(a0); beq.s loc_E8A8
//       neg.w d0; addi.w #$10,d0
//     loc_E8A8: move.w brick_origY(a0),d1; sub.w d0,d1; move.w d1,obY(a0)
//     Brick_Type02: cmpi.w #$90,d0 (Sonic's x distance); move.b #3,obSubtype(a0)
//     Brick_Type03: SpeedToPos; addi.w #$18,obVelY(a0); ObjFloorDist
//     Brick_Type04: move.b (v_oscillate+$12).w,d0; lsr.w #3,d0
//
//   _incObj/30 MZ Large Green Glass Blocks.asm:
//     Glass_Vars1: dc.b 2,0,0 (the block: routine 2, y offset 0) / 4,0,1 (its reflection)
//     Glass_Block012: bsr.w Glass_Types; move.w #$2B,d1; move.w #$48,d2; move.w #$49,d3; bra.w SolidObject
//     Glass_Type01: move.b (v_oscillate+$12).w,d0; move.w #$40,d1
//     Glass_Type02: the same; neg.w d0; add.w d1,d0
//     loc_B514: btst #3,obSubtype(a0) (the halved move); loc_B5EE: obY = objoff_30 - d0
//
//   _incObj/52 Moving Blocks.asm:
//     MBlock_Var: dc.b $10,0 / $20,1 / $20,2 / $40,3 / $30,4
//     MBlock_Main: lsr.w #3,d0; andi.w #$1E,d0; move.b (a2)+,obActWid(a0); andi.b #$F,obSubtype(a0)
//     MBlock_Platform: bsr.w MBlock_Move; move.b obActWid(a0),d1; jsr (PlatformObject).l
//     MBlock_Type01: move.b (v_oscillate+$E).w,d0; move.w #$60,d1; btst #0,obStatus(a0)
//       neg.w d0; add.w d1,d0; obX = mblock_origX - d0
//     MBlock_Type08: move.b (v_oscillate+$1E).w,d0; move.w #$80,d1; ...; obY = mblock_origY - d0
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "../physics/object_level.h"
#include "solidtile/io/sonlvl_objects.h"
#include "solidtile/level/brick.h"
#include "solidtile/level/oscillation.h"
#include "solidtile/sonic/sensor.h"
#include "solidtile/sonic/player.h"
#include "oscillating_checks.h"
#include "sonlvl_disassembly_level.h"

namespace solidtile {
namespace {
using io::SonlvlGame;

constexpr std::int32_t kMzX = 0xC80, kMzY = 0x530;

// The least and greatest byte of Sonic 1's oscillator `index` over its cycle.
std::pair<int, int> byteRange(int index) {
  int lo = 0xFF, hi = 0;
  for (std::uint32_t n = 0; n < oscillatorPeriod(OscTable::Sonic1, index); ++n) {
    const int b = oscillatorValue(OscTable::Sonic1, index, n) >> 8;
    lo = std::min(lo, b), hi = std::max(hi, b);
  }
  return {lo, hi};
}

io::SonlvlObjectDecode brick(int subtype) { return io::decodeSonlvlObject(SonlvlGame::Sonic1, {0x46, subtype, kMzX, kMzY, false, false}); }
io::SonlvlObjectDecode glass(int subtype) { return io::decodeSonlvlObject(SonlvlGame::Sonic1, {0x30, subtype, kMzX, kMzY, false, false}); }
io::SonlvlObjectDecode movingBlock(int subtype, bool flipX = false) {
  return io::decodeSonlvlObject(SonlvlGame::Sonic1, {0x52, subtype, kMzX, kMzY, flipX, false});
}

// A decoded entry: a marker with its reason, or the solid block w x h about
// (kMzX, kMzY), solid only on screen or always, moving by Sonic 1's table or still.
void expectBlockOrMarker(const io::SonlvlObjectDecode& d, bool simulated, int w, int h, bool onScreen, bool moves,
                         const std::string& what) {
  if (!simulated) {
    EXPECT_FALSE(d.object) << what;
    EXPECT_FALSE(d.markerReason.empty()) << what;
    return;
  }
  ASSERT_TRUE(d.object) << what << ": " << d.markerReason;
  const SolidObject& o = *d.object;
  EXPECT_EQ(o.kind, ObjectKind::Block) << what;
  EXPECT_FALSE(o.topOnly) << what << ": SolidObject";
  EXPECT_EQ(o.onScreen, onScreen) << what;
  EXPECT_FALSE(o.nudge) << what;
  EXPECT_EQ(o.w, w) << what << ": d1 = w/2 + $B";
  EXPECT_EQ(o.h, h) << what << ": d2 = h/2";
  EXPECT_EQ(o.path, (std::vector<Waypoint>{{kMzX - w / 2, kMzY - h / 2}})) << what;
  EXPECT_EQ(o.osc.table, moves ? OscTable::Sonic1 : OscTable::None) << what;
  EXPECT_EQ(objectProblem(o), "") << what;
}

// Every brick is SolidObject's d1 $1B, d2 $10 box about its place (32 x 32),
// solid only on screen ("tst.b obRender(a0); bpl.s .chkdel"); types 0 and 1
// (any bit 3) are simulated as blocks, 2 (any bit 3) as kind brick (format
// 19: Brick_Type02, falling once Sonic is within $90 px), 3-7 markers. The glass block is d1 $2B, d2 $48
// (64 x 144), always solid; types 0-2 simulated, bit 3 and 3-7 markers.
TEST(SonlvlMarbleBlocks, BricksAre32SquaresSolidOnScreenGlassBlocks64By144) {
  for (int subtype = 0; subtype < 0x10; ++subtype) {
    const int t = subtype & 7;
    if (t == 2) continue;
    expectBlockOrMarker(brick(subtype), t < 2, 32, 32, true, t == 1, "brick " + std::to_string(subtype));
  }
  for (const int subtype : {0x02, 0x0A}) {
    ASSERT_TRUE(brick(subtype).object) << subtype;
    const SolidObject o = *brick(subtype).object;
    EXPECT_EQ(o.kind, ObjectKind::Brick);
    EXPECT_EQ(o.w, 32);
    EXPECT_EQ(o.h, 32);
    EXPECT_FALSE(o.onScreen);  // the kind's own drawn test (level/brick.h)
    // Brick_Type01's wobble: origY - byte, bit 3 origY - ($10 - byte).
    EXPECT_EQ(o.osc.index, 5);
    EXPECT_EQ(o.osc.center, subtype == 0x0A ? 0x10 : 0);
    EXPECT_EQ(o.osc.negate, subtype != 0x0A);
  }
  for (int subtype = 0; subtype < 0x20; ++subtype) {
    const int t = subtype & 7;
    expectBlockOrMarker(glass(subtype), t <= 2 && !(subtype & 8), 64, 144, false, t != 0, "glass " + std::to_string(subtype));
  }
  EXPECT_NE(brick(0x03).markerReason.find("Brick_Type03"), std::string::npos);
  EXPECT_NE(brick(0x04).markerReason.find("Brick_Type04"), std::string::npos);
  EXPECT_NE(brick(0x05).markerReason.find("Brick_TypeIndex"), std::string::npos);
  EXPECT_NE(glass(0x09).markerReason.find("loc_B514"), std::string::npos);
  EXPECT_NE(glass(0x14).markerReason.find("Glass_Type03, 04"), std::string::npos);
  EXPECT_NE(glass(0x05).markerReason.find("Glass_TypeIndex"), std::string::npos);
}

// The bricks' and glass blocks' moves, on y only: obY = origin - byte, or
// origin - (d1 - byte) (Brick_Type01 with bit 3, d1 $10; Glass_Type02, d1
// $40). Oscillator 5 (v_oscillate+$16: frequency 8, limit 8) has bytes
// 0..$F and oscillator 4 (v_oscillate+$12: 4, $20) 0..$3E, so each is the
// current-value oscillation exactly. The routines run before OscillateNumDo
// (frame f reads f - 1 updates). Over two whole cycles.
TEST(SonlvlMarbleBlocks, WobblingBricksAndGlassMoveAsTheRoutinesOverWholeCycles) {
  EXPECT_EQ(byteRange(5), (std::pair{0, 0xF}));
  EXPECT_EQ(byteRange(4), (std::pair{0, 0x3E}));
  struct Case {
    const char* what;
    io::SonlvlObjectDecode d;
    int index, halfW, halfH, d1;  // d1 0: origin - byte
  };
  const Case cases[] = {{"brick $01", brick(0x01), 5, 16, 16, 0},
                        {"brick $09", brick(0x09), 5, 16, 16, 0x10},
                        {"glass $01", glass(0x01), 4, 32, 72, 0},
                        {"glass $02", glass(0x02), 4, 32, 72, 0x40}};
  for (const Case& c : cases) {
    ASSERT_TRUE(c.d.object) << c.what;
    const SolidObject& o = *c.d.object;
    EXPECT_EQ(o.osc.index, c.index) << c.what;
    EXPECT_EQ(o.osc.axis, ObjectAxis::Y) << c.what;
    EXPECT_FALSE(o.osc.lagged) << c.what << ": reads v_oscillate as it is";
    test::expectCentreOverTwoCycles(
        o, c.index, c.halfW, c.halfH, [&](int byte) { return std::pair{kMzX, kMzY - (c.d1 ? c.d1 - byte : byte)}; }, c.what,
        OscTable::Sonic1);
  }
}

// MBlock_Var's widths by bits 4-7; a top-only platform 2 obActWid x 16 with
// its top row obY - 8 (PlatformObject, as Obj18's), no dip.
TEST(SonlvlMovingBlock, WidthByBits4To7AndPlatformObject) {
  const std::int32_t widths[5] = {0x10, 0x20, 0x20, 0x40, 0x30};
  for (int index = 0; index < 5; ++index) {
    for (const int t : {0, 1, 8}) {
      const io::SonlvlObjectDecode d = movingBlock(index << 4 | t);
      ASSERT_TRUE(d.object) << index << " " << t << ": " << d.markerReason;
      const SolidObject& o = *d.object;
      EXPECT_EQ(o.kind, ObjectKind::Block);
      EXPECT_TRUE(o.topOnly) << "PlatformObject";
      EXPECT_FALSE(o.nudge);
      EXPECT_FALSE(o.onScreen);
      EXPECT_EQ(o.w, 2 * widths[index]);
      EXPECT_EQ(o.h, 16);
      EXPECT_EQ(o.path, (std::vector<Waypoint>{{kMzX - widths[index], kMzY - 8}}));
      EXPECT_EQ(o.osc.table, t == 0 ? OscTable::None : OscTable::Sonic1);
      EXPECT_EQ(objectProblem(o), "");
    }
  }
  for (const int subtype : {0x50, 0x61, 0xF8}) {
    EXPECT_FALSE(movingBlock(subtype).object) << subtype;
    EXPECT_NE(movingBlock(subtype).markerReason.find("MBlock_Var"), std::string::npos) << subtype;
  }
  // 2, 4, 9 wait to be stood on; 3, 5, 6 slide to a wall or fall; 7 waits
  // for a switch; $A slides out and back; $B-$F read past the table.
  // Scrap Brain 1's six are $39, Marble Zone 2's two $02.
  for (const int t : {2, 3, 4, 5, 6, 7, 9, 0xA, 0xB, 0xF}) {
    EXPECT_FALSE(movingBlock(0x30 | t).object) << t;
    EXPECT_FALSE(movingBlock(0x30 | t).markerReason.empty()) << t;
  }
  EXPECT_NE(movingBlock(0x39).markerReason.find("MBlock_Type02"), std::string::npos);
}

// obX = origX - byte (oscillator 3, 0..$5F) or origX - ($60 - byte) with
// obStatus bit 0; obY = origY - byte (oscillator 7, 0..$7F) or origY - ($80 -
// byte). MBlock_Move runs before OscillateNumDo. Over two whole cycles.
TEST(SonlvlMovingBlock, Types1And8MoveAsTheRoutinesOverWholeCycles) {
  EXPECT_EQ(byteRange(3), (std::pair{0, 0x5F}));
  EXPECT_EQ(byteRange(7), (std::pair{0, 0x7F}));
  // The move's oscillator and d1 by type: 1 x by oscillator 3, 8 y by 7.
  const auto check = [](int t, int index, int d1, bool flip) {
    const SolidObject o = *movingBlock(0x40 | t, flip).object;
    EXPECT_EQ(o.osc.index, index) << t;
    EXPECT_FALSE(o.osc.lagged) << t;
    EXPECT_EQ(o.osc.axis, t == 8 ? ObjectAxis::Y : ObjectAxis::X) << t;
    test::expectCentreOverTwoCycles(
        o, index, 0x30, 8,
        [&](int byte) {
          const int d0 = flip ? d1 - byte : byte;
          return t == 8 ? std::pair{kMzX, kMzY - d0} : std::pair{kMzX - d0, kMzY};
        },
        std::to_string(t) + (flip ? " flipped" : ""), OscTable::Sonic1);
  };
  for (const bool flip : {false, true}) {
    check(1, 3, 0x60, flip);
    check(8, 7, 0x80, flip);
  }
}

// Purpose-built levels: each profile's player dropped onto a wobbling brick
// ($01) rides its whole $F px, onto a glass block ($01) its $3E px, and
// onto Marble Zone 1's moving block ($41, 96 wide) is carried along most of
// its $60 px (the 280 frames watched are less than oscillator 3's cycle),
// his place a constant offset from it.
TEST(SonlvlMarbleBlocks, EveryProfileRidesTheBrickAndTheMovingBlock) {
  for (const Profile p : {Profile::Guide, Profile::Sonic1, Profile::Sonic2, Profile::Sonic3K}) {
    const std::string what = profileName(p);
    {
      Level l(128, 64, 1);
      SolidObject o = *brick(0x01).object;
      o.path = {{0x200 - 16, 0x180}};
      l.objects.assign({o});
      EXPECT_EQ(test::rideSpan(l, p, 0x200, 0x120, true, what + " brick"), 0xF) << what;
    }
    {
      Level l(128, 64, 1);
      SolidObject o = *movingBlock(0x41).object;
      o.path = {{0x280 - 0x30, 0x180}};
      l.objects.assign({o});
      EXPECT_GE(test::rideSpan(l, p, 0x280, 0x120, false, what + " moving block"), 0x58) << what;
    }
    {
      Level l(128, 64, 1);
      SolidObject o = *glass(0x01).object;
      o.path = {{0x200 - 32, 0x180}};
      l.objects.assign({o});
      EXPECT_EQ(test::rideSpan(l, p, 0x200, 0x120, true, what + " glass"), 0x3E) << what;
    }
  }
}

// The layouts (objpos/mz1.bin, mz2.bin, mz3.bin): Marble Zone 1's 26 Obj46
// are $00 x6, $01 x4, $02 x11, $0A x5, its 5 Obj30 $01 x3, $02 x2, its 2
// Obj52 $41; Marble Zone 2's 39 Obj46 $00, its Obj52 $41 x2 and $02 x2;
// Marble Zone 3's 34 Obj46 $00 x31, $02 x3, 7 Obj30 $01 x4, $02 x2, $14,
// 3 Obj52 $01, $02 x2. Every still or wobbling brick is solid only on
// screen; the falling ones ($02, $0A) are kind brick (format 19), their
// landing worked out from the blocks (landSonic1Bricks): Marble Zone 1's 14
// at x 3136..3808 from top 1312 onto the lava at 1456 (blocks $16D, $16F),
// the one at 3904 onto the floor at 1376, the one at 4000 from 1280 onto
// 1344; Marble Zone 3's three from 1024 onto the lava at 1200.
// With format 20's chained stompers (Obj31 but the switch one): 120 -> 123 of 145,
// 155 -> 159 of 198, 182 -> 197 of 232.
TEST(SonlvlMarbleBlocksDisassembly, MarbleZonesBricksGlassAndMovingBlocks) {
  if (!test::disassembly("SOLIDTILE_S1DISASM", "s1disasm")) GTEST_SKIP() << "neither SOLIDTILE_S1DISASM nor SOLIDTILE_DISASM_DIR is set";
  const struct {
    const char* level;
    int bricks, wobbling, glass, moving, falling, onLava;
    const char* simulated;
  } acts[] = {{"Marble Zone Act 1", 10, 4, 5, 2, 16, 14, "123 of 145 objects simulated"},
              {"Marble Zone Act 2", 39, 0, 0, 2, 0, 0, "159 of 198 objects simulated"},
              {"Marble Zone Act 3", 31, 0, 6, 1, 3, 3, "197 of 232 objects simulated"}};
  for (const auto& a : acts) {
    const io::SonlvlImportResult r = test::importDisassemblyLevel("SOLIDTILE_S1DISASM", "s1disasm", a.level);
    ASSERT_TRUE(r.file) << io::describe(a.level, r.problems);
    int bricks = 0, wobbling = 0, glassBlocks = 0, moving = 0;
    // Each layout brick (Obj71's barriers are on-screen blocks too) as the block at its place.
    for (const auto& m : r.file->markers) {
      if (m.type != 0x46) continue;
      for (const SolidObject& o : r.file->level.objects)
        if (o.kind == ObjectKind::Block && o.onScreen && o.w == 32 && o.h == 32 && o.path[0] == Waypoint{m.x - 16, m.y - 16}) {
          ++bricks;
          wobbling += o.osc.table == OscTable::Sonic1 && o.osc.index == 5;
        }
    }
    int falling = 0, onLava = 0;
    for (const SolidObject& o : r.file->level.objects) {
      if (o.kind == ObjectKind::Brick) {
        ++falling;
        onLava += o.lava;
        // Its wobble before it falls is type 1's; $0A's reversed (about $10).
        EXPECT_TRUE(o.osc.table == OscTable::Sonic1 && o.osc.index == 5 && !o.osc.lagged) << a.level;
        const int x = o.path[0].x, y = o.path[0].y;
        if (o.lava) {
          EXPECT_EQ(o.landY, y == 1312 ? 1456 : 1200) << a.level << " x " << x;
        } else {
          EXPECT_EQ(o.landY, x == 3904 ? 1376 : 1344) << a.level << " x " << x;
          EXPECT_TRUE(x == 3904 || (x == 4000 && y == 1280)) << a.level << " x " << x;
        }
        // Whatever the wobble's height on the trigger frame (origY - 0..$10),
        // Brick_Type03's fall with ObjFloorDist (Sonic 1's cast at obX, obY
        // + $F) comes to rest at the same land_y.
        CastRules rules;
        rules.angleFromLastSolidTile = rules.sonic1HangingColumns = true;
        for (int up = 0; up <= 0x10; ++up) {
          std::int32_t rest = -1;
          for (std::uint32_t k = 1; rest < 0 && k < 400; ++k) {
            const std::int32_t top = y - up + brickDrop(k);
            const SensorResult c = castSensor(r.file->level, 0, Dir::Down, x + 16, top + 31, Sees::Top, rules);
            if (c.found && c.distance < 0) rest = top + c.distance;
          }
          EXPECT_EQ(rest, o.landY) << a.level << " x " << x << " from " << up << " px up";
        }
      }
      if (o.kind != ObjectKind::Block) continue;
      if (o.w == 64 && o.h == 144) ++glassBlocks;
      if (o.topOnly && o.h == 16 && o.osc.table == OscTable::Sonic1 && (o.osc.index == 3 || o.osc.index == 7)) ++moving;
    }
    EXPECT_EQ(bricks, a.bricks) << a.level;
    EXPECT_EQ(wobbling, a.wobbling) << a.level;
    EXPECT_EQ(glassBlocks, a.glass) << a.level;
    EXPECT_EQ(moving, a.moving) << a.level;
    EXPECT_EQ(falling, a.falling) << a.level;
    EXPECT_EQ(onLava, a.onLava) << a.level;
    const std::string summary = io::describeSonlvlObjects(
        io::summarizeSonlvlObjects(r.file->markers, r.file->profile, io::holdsGameTables(r.file->level.objects)), 100);
    EXPECT_EQ(summary.rfind(a.simulated, 0), 0u) << summary;
  }
}

}  // namespace
}  // namespace solidtile

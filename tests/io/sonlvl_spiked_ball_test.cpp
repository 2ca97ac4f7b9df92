// Issue 27: Sonic 1's spiked balls on import
// (physics/io/src/sonlvl/spiked_ball_objects.cpp): Spring Yard's big ones
// (Obj58) as hurt zones, still, moved along an axis by oscillator 3 or
// going round (level format 19's oscillate and spin), and the chains of
// Obj57. The game's obX, obY are worked out here by transcriptions of the
// routines, with the oscillator's byte straight from the table and
// CalcSine's from the project's. Quoted:
//
// s1disasm _incObj/58 Big Spiked Ball.asm
//   BBall_Main: move.b #$18,obActWid(a0); move.w obX(a0),bball_origX(a0)
//     move.w obY(a0),bball_origY(a0); move.b #$86,obColType(a0)
//   BBall_Move: move.b obSubtype(a0),d0; andi.w #7,d0; add.w d0,d0
//     move.w .index(pc,d0.w),d1; jsr .index(pc,d1.w)   ; four entries
//   .type00: rts
//   .type01: move.w #$60,d1; moveq #0,d0; move.b (v_oscillate+$E).w,d0
//     btst #0,obStatus(a0); beq.s .noflip1; neg.w d0; add.w d1,d0
//     .noflip1: move.w bball_origX(a0),d1; sub.w d0,d1; move.w d1,obX(a0)
//   .type02: the same with addi.w #$80,d0 and obY
//   .type03: move.w bball_speed(a0),d0; add.w d0,obAngle(a0)
//     move.b obAngle(a0),d0; jsr (CalcSine).l; ... move.b bball_radius(a0),d4
//     move.l d4,d5; muls.w d0,d4; asr.l #8,d4; muls.w d1,d5; asr.l #8,d5
//     add.w d2,d4; add.w d3,d5; move.w d4,obY(a0); move.w d5,obX(a0)
// s1disasm _incObj/57 Spiked Ball and Chain.asm
//   SBall_Main: move.b #$98,obColType(a0); cmpi.b #id_LZ,(v_zone).w
//     (LZ: move.b #0,obColType(a0)); andi.b #$F0,d1; ext.w d1; asl.w #3,d1
//     andi.w #7,d1; lsl.w #4,d3; move.b d3,sball_radius(a0); subq.w #1,d1
//     btst #3,obSubtype(a0) -> subq.w #1,d1; .makechain: subi.b #$10,d3
//     move.b d3,sball_radius(a1); dbf d1,.makechain
//     .fail: (LZ: move.b #$8B,obColType(a0))
// s1disasm _incObj/sub ReactToItem.asm
//   .sizes: row 6 dc.b $10, $10
#include <gtest/gtest.h>

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "solidtile/io/level_file.h"
#include "solidtile/io/sonlvl.h"
#include "solidtile/io/sonlvl_objects.h"
#include "solidtile/level/angle.h"
#include "solidtile/level/object_kinds.h"
#include "solidtile/level/oscillation.h"
#include "sonlvl/spiked_ball_objects.h"
#include "sonlvl/swing_objects.h"
#include "sonlvl_disassembly.h"
#include "sonlvl_disassembly_level.h"

namespace solidtile {
namespace {
namespace fs = std::filesystem;
using io::SonlvlGame;

constexpr std::int32_t kBallX = 0x1400, kBallY = 0x2C0;

io::SonlvlObjectEntry ballEntry(int subtype, bool flipX = false) { return {io::kObj58BigSpikedBallId, subtype, kBallX, kBallY, flipX, false}; }

// v_oscillate+$E on frame f: oscillator 3's value's high byte after the
// f - 1 updates the objects of frame f run after (oscillation.h).
int osc3Byte(std::uint32_t f) { return oscillatorValue(OscTable::Sonic1, 3, f == 0 ? 0 : f - 1) >> 8; }

// .type01 / .type02 word for word: the moved coordinate on frame f.
std::int32_t gameBall(int type, bool flipX, std::uint32_t f) {
  std::int32_t d0 = osc3Byte(f);
  if (flipX) d0 = -d0 + (type == 1 ? 0x60 : 0x80);
  return (type == 1 ? kBallX : kBallY) - d0;
}

TEST(SonlvlSpikedBall, TypeZeroIsAStillHurtZoneOfSizeRowSix) {
  const io::SonlvlObjectDecode d = io::decodeSonlvlObject(SonlvlGame::Sonic1, ballEntry(0));
  ASSERT_TRUE(d.object);
  const SolidObject& o = *d.object;
  EXPECT_EQ(o.kind, ObjectKind::Hurt);
  EXPECT_EQ(o.w, 0x20);
  EXPECT_EQ(o.h, 0x20);
  ASSERT_EQ(o.path.size(), 1u);
  EXPECT_EQ(o.path[0].x, kBallX - 0x10);
  EXPECT_EQ(o.path[0].y, kBallY - 0x10);
  EXPECT_EQ(o.osc.table, OscTable::None);
  EXPECT_TRUE(objectProblem(o).empty()) << objectProblem(o);
}

// Oscillator 3's byte runs 0..$5F (its limit $30 either side of $30),
// so every offset the flips make ($60 - byte, $80 - byte) fits the signed byte
// oscillate reads.
TEST(SonlvlSpikedBall, OscillatorThreesByteStaysWithinItsSixtyHex) {
  int lo = 255, hi = 0;
  for (std::uint32_t u = 0; u < 2 * oscillatorPeriod(OscTable::Sonic1, 3); ++u) {
    const int b = oscillatorValue(OscTable::Sonic1, 3, u) >> 8;
    lo = std::min(lo, b);
    hi = std::max(hi, b);
  }
  EXPECT_EQ(lo, 0);
  EXPECT_EQ(hi, 0x5F);
}

TEST(SonlvlSpikedBall, TypesOneAndTwoMoveAsTheRoutineOnEveryFrame) {
  for (const int type : {1, 2}) {
    for (const bool flip : {false, true}) {
      for (const int high : {0x00, 0x70, 0xF0}) {  // the high nibble is type 3's speed: read by nothing here
        const io::SonlvlObjectDecode d = io::decodeSonlvlObject(SonlvlGame::Sonic1, ballEntry(high | type, flip));
        ASSERT_TRUE(d.object) << type;
        const SolidObject& o = *d.object;
        ASSERT_TRUE(objectProblem(o).empty()) << objectProblem(o);
        EXPECT_EQ(o.kind, ObjectKind::Hurt);
        EXPECT_FALSE(swings(o.osc));
        int moves = 0;
        for (std::uint32_t f = 0; f < 2 * oscillatorPeriod(OscTable::Sonic1, 3) + 3; ++f) {
          const ObjectPos at = objectPosition(o, f);
          const std::int32_t x = (at.x >> 8) + 0x10, y = (at.y >> 8) + 0x10;
          ASSERT_EQ(type == 1 ? x : y, gameBall(type, flip, f)) << "type " << type << " flip " << flip << " frame " << f;
          ASSERT_EQ(type == 1 ? y : x, type == 1 ? kBallY : kBallX) << "type " << type << " frame " << f;
          moves += f > 0 && objectPosition(o, f - 1) != at;
        }
        EXPECT_GT(moves, 50) << type;
      }
    }
  }
}

TEST(SonlvlSpikedBall, ThePastTheTableTypesStayMarkers) {
  for (const int subtype : {0x04, 0x17, 0xF5, 0x06}) {
    const io::SonlvlObjectDecode d = io::decodeSonlvlObject(SonlvlGame::Sonic1, ballEntry(subtype));
    EXPECT_FALSE(d.object) << subtype;
    EXPECT_NE(d.markerReason.find("types 4-7"), std::string::npos) << d.markerReason;
  }
}

// CalcSine as the routines read it: d0 the sine, d1 the cosine.
struct Sine {
  std::int32_t sin, cos;
};
Sine calcSine(std::uint8_t a) {
  return {sinHex(static_cast<Angle>(a), SineTable::Sonic1), cosHex(static_cast<Angle>(a), SineTable::Sonic1)};
}

// BBall_Main's speed and first angle, then .type03 run on each frame from
// the one it was made (Main falls into Move), word for word: obX, obY after
// the routine of frame `f`.
struct Ball {
  std::int32_t x, y;
};
std::vector<Ball> gameCircle(int subtype, bool flipX, bool flipY, int radius, std::uint32_t made, std::uint32_t last) {
  const std::int16_t speed = static_cast<std::int16_t>(static_cast<std::int8_t>(subtype & 0xF0) * 8);  // ext.w; asl.w #3
  std::uint16_t angle = static_cast<std::uint16_t>(((flipX ? 1 : 0) | (flipY ? 2 : 0)) << 14);  // ror.b #2; andi.b #$C0
  std::vector<Ball> out;
  for (std::uint32_t f = made; f <= last; ++f) {
    angle = static_cast<std::uint16_t>(angle + speed);  // add.w d0,obAngle(a0)
    const Sine s = calcSine(static_cast<std::uint8_t>(angle >> 8));
    out.push_back({kBallX + ((radius * s.cos) >> 8), kBallY + ((radius * s.sin) >> 8)});  // muls.w; asr.l #8; add.w
  }
  return out;
}

// The ball's centre as the hurt zone's step reads it (level/spin.h).
Ball spinCentre(const SolidObject& o, std::uint32_t made, std::uint32_t f) {
  const SpinOffset d = spinOffset(o.spin, made, f);
  return {o.path[0].x + o.w / 2 + d.x, o.path[0].y + o.h / 2 + d.y};
}

TEST(SonlvlSpikedBall, TypeThreeGoesRoundAsTheRoutineFromTheFrameItWasMade) {
  for (const int subtype : {0xF3, 0xC3, 0xE3, 0xB3, 0x53, 0x03}) {
    for (const int flips : {0, 1, 2, 3}) {
      io::SonlvlObjectEntry e = ballEntry(subtype, flips & 1);
      e.flipY = flips & 2;
      const io::SonlvlObjectDecode d = io::decodeSonlvlObject(SonlvlGame::Sonic1, e);
      ASSERT_TRUE(d.object) << subtype;
      ASSERT_TRUE(objectProblem(*d.object).empty()) << objectProblem(*d.object);
      EXPECT_EQ(d.object->spin.radius, 0x50);
      for (const std::uint32_t made : {0u, 1u, 517u}) {
        const std::vector<Ball> game = gameCircle(subtype, flips & 1, flips & 2, 0x50, made, made + 700);
        for (std::uint32_t c = 0; c < game.size(); ++c) {
          const Ball ours = spinCentre(*d.object, made, made + c);
          ASSERT_EQ(ours.x, game[c].x) << "subtype " << subtype << " flips " << flips << " made " << made << " c " << c;
          ASSERT_EQ(ours.y, game[c].y) << "subtype " << subtype << " flips " << flips << " made " << made << " c " << c;
        }
      }
    }
  }
}

// SBall_Main's chain: the parent at n * $10 and n balls $10 nearer each
// (n - 1 with bit 3), all on the parent's angle (.movesub); Spring Yard's
// $98 (4 x 4 about each ball), Labyrinth's parent alone hurting ($8B, 8 x 8).
TEST(SonlvlSpikedBall, AChainsBallsGoRoundTogetherAsMovesubPutsThem) {
  for (const int subtype : {0x54, 0x5C, 0xD5, 0x26, 0x30}) {
    for (const bool labyrinth : {false, true}) {
      io::SonlvlObjectEntry e{io::kObj57SpikeChainId, subtype, kBallX, kBallY, false, false};
      e.sonic1Zone = labyrinth ? io::kSonic1LabyrinthZone : 0;
      const std::vector<SolidObject> balls = io::sonic1SpikeChainBalls(e);
      const int n = subtype & 7, children = labyrinth ? 0 : n - ((subtype & 8) ? 1 : 0);
      ASSERT_EQ(balls.size(), static_cast<std::size_t>(1 + children)) << subtype;
      std::vector<SolidObject> added;
      ASSERT_TRUE(io::addSonlvlObject(SonlvlGame::Sonic1, e, added));
      EXPECT_EQ(added, balls) << "every ball is added";
      for (std::size_t k = 0; k < balls.size(); ++k) {
        const SolidObject& o = balls[k];
        ASSERT_TRUE(objectProblem(o).empty()) << objectProblem(o);
        EXPECT_EQ(o.kind, ObjectKind::Hurt);
        EXPECT_EQ(o.w, labyrinth ? 16 : 8);
        const int radius = (n - static_cast<int>(k)) * 0x10;
        EXPECT_EQ(o.spin.radius, radius) << subtype << " ball " << k;
        if (radius == 0) continue;  // the centre ball stands still
        const std::vector<Ball> game = gameCircle(subtype, false, false, radius, 40, 400);
        for (std::uint32_t c = 0; c < game.size(); ++c) {
          const Ball ours = spinCentre(o, 40, 40 + c);
          ASSERT_EQ(ours.x, game[c].x) << subtype << " ball " << k << " c " << c;
          ASSERT_EQ(ours.y, game[c].y) << subtype << " ball " << k << " c " << c;
        }
      }
    }
  }
}

TEST(SonlvlSpikedBall, TheBallsSurviveTheLevelFileAtVersion19) {
  Level l(64, 64, 1);
  l.objects.assign(std::vector<SolidObject>{*io::sonic1BigSpikedBall(ballEntry(1)).object, *io::sonic1BigSpikedBall(ballEntry(2, true)).object,
                    *io::sonic1BigSpikedBall(ballEntry(0)).object, *io::sonic1BigSpikedBall(ballEntry(0xF3)).object});
  io::LevelFile f;
  f.level = std::move(l);
  const std::string text = io::formatLevel(f);
  EXPECT_NE(text.find("\"version\": 19"), std::string::npos);
  const io::LoadResult back = io::parseLevel(text);
  ASSERT_TRUE(back.file) << io::describe("level", back.problems);
  EXPECT_EQ(back.file->level.objects, f.level.objects);
}

struct ActBalls {
  const char* act;
  int across, down, spinning;  // hurt zones: Obj58 types 1, 2; the spinning ones (Obj58 type 3 and Obj57's balls)
};

// The acts' Obj58 and Obj57 entries (objpos/*.bin): Spring Yard 1 Obj58 1
// x2, 2 x2, $C3 x2, $F3 x2 and Obj57 $54 x2 (a parent and 4 balls each, 4
// of them spinning); 2 1 x3, 2 x4, $C3, $E3 x4, $54; 3 1 x2, 2 x4, $B3 x2,
// $E3 x2, $F3 x4, $54 x2; Labyrinth's chains the parent alone, spinning
// ($D5, $D4, $B5 x2 in act 1).
TEST(SonlvlSpikedBallDisassembly, SpringYardAndLabyrinthActsImportTheirBalls) {
  const std::optional<fs::path> root = test::disassembly("SOLIDTILE_S1DISASM", "s1disasm");
  if (!root) GTEST_SKIP() << "neither SOLIDTILE_S1DISASM nor SOLIDTILE_DISASM_DIR is set";
  for (const ActBalls& a : {ActBalls{"Spring Yard Zone Act 1", 2, 2, 4 + 2 * 4}, ActBalls{"Spring Yard Zone Act 2", 3, 4, 5 + 4},
                            ActBalls{"Spring Yard Zone Act 3", 2, 4, 8 + 2 * 4}, ActBalls{"Labyrinth Zone Act 1", 0, 0, 4}}) {
    const io::SonlvlImportResult r = test::importDisassemblyLevel(*root, a.act);
    ASSERT_TRUE(r.file) << a.act;
    int across = 0, down = 0, spinning = 0;
    for (const SolidObject& o : r.file->level.objects) {
      if (o.kind != ObjectKind::Hurt) continue;
      spinning += spins(o.spin);
      if (o.osc.table == OscTable::None || swings(o.osc)) continue;
      EXPECT_EQ(o.osc.index, 3) << a.act;
      (o.osc.axis == ObjectAxis::X ? across : down) += 1;
    }
    EXPECT_EQ(across, a.across) << a.act;
    EXPECT_EQ(down, a.down) << a.act;
    EXPECT_EQ(spinning, a.spinning) << a.act;
    const std::string summary = io::describeSonlvlObjects(io::summarizeSonlvlObjects(r.file->markers, r.file->profile), 100);
    EXPECT_EQ(summary.find("Obj57"), std::string::npos) << a.act << ": " << summary;
    EXPECT_EQ(summary.find("Obj58"), std::string::npos) << a.act << ": " << summary;
  }
}

}  // namespace
}  // namespace solidtile

// Issue 27: Spring Yard's big spiked balls, Sonic 1's Obj58, on import
// (physics/io/src/sonlvl/spiked_ball_objects.cpp): hurt zones, still or
// moved along an axis by oscillator 3 (level format 19). The game's obX,
// obY are worked out here by a transcription of the routine, with the
// oscillator's byte straight from the table. Quoted:
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
//   .type03: move.w bball_speed(a0),d0; add.w d0,obAngle(a0) ... CalcSine
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
#include "solidtile/level/object_kinds.h"
#include "solidtile/level/oscillation.h"
#include "sonlvl/spiked_ball_objects.h"
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

TEST(SonlvlSpikedBall, TheCircleAndThePastTheTableTypesStayMarkers) {
  for (const int subtype : {0xF3, 0xC3, 0x03, 0x04, 0x17}) {
    const io::SonlvlObjectDecode d = io::decodeSonlvlObject(SonlvlGame::Sonic1, ballEntry(subtype));
    EXPECT_FALSE(d.object) << subtype;
    EXPECT_NE(d.markerReason.find((subtype & 7) == 3 ? "type 3 circles" : "types 4-7"), std::string::npos) << d.markerReason;
  }
}

TEST(SonlvlSpikedBall, TheBallsSurviveTheLevelFileAtVersion19) {
  Level l(64, 64, 1);
  l.objects.assign(std::vector<SolidObject>{*io::sonic1BigSpikedBall(ballEntry(1)).object, *io::sonic1BigSpikedBall(ballEntry(2, true)).object,
                    *io::sonic1BigSpikedBall(ballEntry(0)).object});
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
  int across, down;
};

// The acts' Obj58 entries (objpos/syz*.bin): types 1 and 2 simulated, the
// circles ($B3, $C3, $E3, $F3) markers.
TEST(SonlvlSpikedBallDisassembly, SpringYardActsImportTheirBalls) {
  const std::optional<fs::path> root = test::disassembly("SOLIDTILE_S1DISASM", "s1disasm");
  if (!root) GTEST_SKIP() << "neither SOLIDTILE_S1DISASM nor SOLIDTILE_DISASM_DIR is set";
  for (const ActBalls& a : {ActBalls{"Spring Yard Zone Act 1", 2, 2}, ActBalls{"Spring Yard Zone Act 2", 3, 4},
                            ActBalls{"Spring Yard Zone Act 3", 2, 4}}) {
    const io::SonlvlImportResult r = test::importDisassemblyLevel(*root, a.act);
    ASSERT_TRUE(r.file) << a.act;
    int across = 0, down = 0;
    for (const SolidObject& o : r.file->level.objects) {
      if (o.kind != ObjectKind::Hurt || o.osc.table == OscTable::None || swings(o.osc)) continue;
      EXPECT_EQ(o.osc.index, 3) << a.act;
      (o.osc.axis == ObjectAxis::X ? across : down) += 1;
    }
    EXPECT_EQ(across, a.across) << a.act;
    EXPECT_EQ(down, a.down) << a.act;
  }
}

}  // namespace
}  // namespace solidtile

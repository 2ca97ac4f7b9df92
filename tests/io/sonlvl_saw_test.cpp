// Issue 27: Sonic 1's Scrap Brain pizza cutters and ground saws (Obj6A) on
// import (physics/io/src/sonlvl/saw_objects.cpp). The cutters (types 0-2)
// are hurt zones, still or moved along an axis by an oscillator (level
// format 19's hurt zone oscillation); the ground saws stay markers. The
// game's obX, obY are worked out here by transcriptions of the routines,
// with the oscillator's byte straight from the table. Quoted:
//
// s1disasm _incObj/6A Saws and Pizza Cutters.asm
//   Saw_Main: move.w obX(a0),saw_origX(a0); move.w obY(a0),saw_origY(a0)
//     cmpi.b #3,obSubtype(a0); bhs.s Saw_Action; move.b #$A2,obColType(a0)
//   Saw_Action: move.b obSubtype(a0),d0; andi.w #7,d0; add.w d0,d0
//     move.w .index(pc,d0.w),d1; jsr .index(pc,d1.w)  ; five entries
//   .type00: rts
//   .type01: move.w #$60,d1; moveq #0,d0; move.b (v_oscillate+$E).w,d0
//     btst #0,obStatus(a0); beq.s .noflip01; neg.w d0; add.w d1,d0
//     .noflip01: move.w saw_origX(a0),d1; sub.w d0,d1; move.w d1,obX(a0)
//   .type02: move.w #$30,d1; moveq #0,d0; move.b (v_oscillate+6).w,d0
//     btst #0,obStatus(a0); beq.s .noflip02; neg.w d0; addi.w #$80,d0
//     .noflip02: move.w saw_origY(a0),d1; sub.w d0,d1; move.w d1,obY(a0)
//   .type03 / .type04: move.w #$600,obVelX(a0) / move.w #-$600,obVelX(a0)
//     once the player is within their box; move.b #$A2,obColType(a0)
// s1disasm _incObj/sub ReactToItem.asm
//   .sizes: row $22 dc.b $18, $18
#include <gtest/gtest.h>

#include <algorithm>
#include <climits>
#include <filesystem>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "oscillating_checks.h"
#include "../physics/level_builder.h"
#include "solidtile/io/sonlvl.h"
#include "solidtile/io/sonlvl_objects.h"
#include "solidtile/level/object_kinds.h"
#include "solidtile/level/oscillation.h"
#include "solidtile/sonic/player.h"
#include "sonlvl/saw_objects.h"
#include "sonlvl_disassembly.h"
#include "sonlvl_disassembly_level.h"

namespace solidtile {
namespace {
namespace fs = std::filesystem;
using io::SonlvlGame;

constexpr std::int32_t kSawX = 0x1200, kSawY = 0x340;

io::SonlvlObjectEntry sawEntry(int subtype, bool flipX = false) { return {io::kObj6ASawId, subtype, kSawX, kSawY, flipX, false}; }

// v_oscillate+(2 + 4n) on frame f: oscillator n's value's high byte after the
// f - 1 updates the objects of frame f run after (oscillation.h).
int oscByte(int n, std::uint32_t f) { return oscillatorValue(OscTable::Sonic1, n, f == 0 ? 0 : f - 1) >> 8; }

// .type01 / .type02 word for word: the moved coordinate on frame f.
std::int32_t gameSaw(int type, bool flipX, std::uint32_t f) {
  std::int32_t d0 = type == 1 ? oscByte(3, f) : oscByte(1, f);
  if (flipX) d0 = -d0 + (type == 1 ? 0x60 : 0x80);
  return (type == 1 ? kSawX : kSawY) - d0;
}

TEST(SonlvlSaw, TypeZeroIsAStillHurtZoneOfSizeRow22) {
  const io::SonlvlObjectDecode d = io::decodeSonlvlObject(SonlvlGame::Sonic1, sawEntry(0));
  ASSERT_TRUE(d.object) << d.markerReason;
  const SolidObject& o = *d.object;
  EXPECT_EQ(o.kind, ObjectKind::Hurt);
  EXPECT_EQ(o.w, 0x30);
  EXPECT_EQ(o.h, 0x30);
  ASSERT_EQ(o.path.size(), 1u);
  EXPECT_EQ(o.path[0].x, kSawX - 0x18);
  EXPECT_EQ(o.path[0].y, kSawY - 0x18);
  EXPECT_EQ(o.osc.table, OscTable::None);
  EXPECT_TRUE(objectProblem(o).empty()) << objectProblem(o);
}

TEST(SonlvlSaw, TypesOneAndTwoMoveAsTheRoutineOnEveryFrame) {
  for (const int type : {1, 2}) {
    for (const bool flip : {false, true}) {
      for (const int high : {0x00, 0x10, 0xF0}) {  // "andi.w #7,d0": the rest of the subtype is read by nothing
        const io::SonlvlObjectDecode d = io::decodeSonlvlObject(SonlvlGame::Sonic1, sawEntry(high | type, flip));
        ASSERT_TRUE(d.object) << type;
        const SolidObject& o = *d.object;
        ASSERT_TRUE(objectProblem(o).empty()) << objectProblem(o);
        EXPECT_EQ(o.kind, ObjectKind::Hurt);
        ASSERT_NE(o.osc.table, OscTable::None) << type;
        // .type01 / .type02 word for word: the moved coordinate on the byte.
        const auto want = [&](int byte) {
          const std::int32_t d0 = flip ? -byte + (type == 1 ? 0x60 : 0x80) : byte;
          return type == 1 ? std::pair{kSawX - d0, kSawY} : std::pair{kSawX, kSawY - d0};
        };
        test::expectCentreOverTwoCycles(o, type == 1 ? 3 : 1, 0x18, 0x18, want,
                                        "type " + std::to_string(type) + (flip ? " flipped" : ""), OscTable::Sonic1);
      }
    }
  }
}

// Oscillator 1's byte, which .type02 reads, and its span (what a flipped
// cutter's $80 - byte must still fit).
TEST(SonlvlSaw, OscillatorOnesByteSpan) {
  int lo = 255, hi = 0;
  for (std::uint32_t u = 0; u < 2 * oscillatorPeriod(OscTable::Sonic1, 1); ++u) {
    const int b = oscillatorValue(OscTable::Sonic1, 1, u) >> 8;
    lo = std::min(lo, b);
    hi = std::max(hi, b);
  }
  EXPECT_EQ(lo, 0);
  EXPECT_GT(hi, 0x10);
  EXPECT_LE(hi, 0x80);
}

TEST(SonlvlSaw, GroundSawsAndThePastTheTableTypesStayMarkers) {
  for (const int subtype : {0x03, 0x04, 0x13}) {
    const io::SonlvlObjectDecode d = io::decodeSonlvlObject(SonlvlGame::Sonic1, sawEntry(subtype));
    EXPECT_FALSE(d.object) << subtype;
    EXPECT_NE(d.markerReason.find("ground saw"), std::string::npos) << d.markerReason;
  }
  for (const int subtype : {0x05, 0x07, 0xFE}) {
    const io::SonlvlObjectDecode d = io::decodeSonlvlObject(SonlvlGame::Sonic1, sawEntry(subtype));
    EXPECT_FALSE(d.object) << subtype;
    EXPECT_NE(d.markerReason.find("types 5-7"), std::string::npos) << d.markerReason;
  }
  EXPECT_FALSE(io::decodeSonlvlObject(SonlvlGame::Sonic2, sawEntry(0)).object) << "Sonic 2's $6A is another object";
}

// A flipped cutter going up and down (.type02: origin - ($80 - byte), so
// it starts $80 up and comes down as the byte rises) hurts a player standing
// under it on the frame its box, met where it was on the frame before,
// first reaches his: ReactToItem's "sub.w d1,d0; sub.w d3,d0 ... add.w
// d1,d1; add.w d0,d1; bcs.s .withiny", obY + $18 at or below his top,
// obY - (obHeight - 3). One a screen across never does.
TEST(SonlvlSaw, ADescendingCutterHurtsTheSonic1PlayerStandingUnderIt) {
  const PlayerConfig cfg = defaultPlayerConfig(Profile::Sonic1);
  std::int32_t lowest = INT32_MIN;
  for (std::uint32_t f = 0; f < oscillatorPeriod(OscTable::Sonic1, 1); ++f) lowest = std::max(lowest, gameSaw(2, true, f) + 0x18);
  // He stands within reach of its lowest 6 px or a few more: his feet on a tile's top.
  const std::int32_t r = cfg.standRadiusY, playerTop = lowest - 6 - (((lowest - 6 + 2 * r - 2) % 16 + 16) % 16);
  const std::int32_t py = playerTop + (r - 3), ground = py + r + 1;  // his feet on the pixel above it
  std::uint32_t expected = 0;
  for (std::uint32_t n = 1; expected == 0; ++n)
    if (gameSaw(2, true, n - 1) + 0x18 >= playerTop) expected = n;
  ASSERT_GT(expected, 20u) << "it starts out of reach";
  ASSERT_EQ(ground % 16, 0) << "the ground is a tile's top";
  test::LevelBuilder b(0x2000 / 16, ground / 16 + 4);
  b.ground(ground);
  Level& l = b.level;
  for (const int dx : {0, 0x140}) {
    l.objects.assign({*io::decodeSonlvlObject(SonlvlGame::Sonic1, sawEntry(2, true)).object});
    PlayerState s = spawnPlayer(cfg, kSawX + dx, py);
    std::vector<ObjectSlot> slots(l.objects.slotCount());
    StepRecord rec;
    int hurtAt = -1;
    for (int f = 0; f < 600 && hurtAt < 0; ++f) {
      stepPlayer(s, l, cfg, 0, &rec, slots);
      if (!rec.has(EventKind::Hurt)) {
        ASSERT_EQ(s.y >> 8, py) << "he stands still, at the y his top was worked out from";
      }
      if (rec.has(EventKind::Hurt)) hurtAt = static_cast<int>(s.frame);
    }
    if (dx != 0) {
      EXPECT_EQ(hurtAt, -1);
    } else {
      EXPECT_EQ(hurtAt, static_cast<int>(expected));
    }
  }
}

// Scrap Brain 2's Obj6A entries (objpos/sbz2.bin): type 1 x2, type 2 x6,
// three ground saws (type 3).
TEST(SonlvlSawDisassembly, ScrapBrain2ImportsItsPizzaCutters) {
  const std::optional<fs::path> root = test::disassembly("SOLIDTILE_S1DISASM", "s1disasm");
  if (!root) GTEST_SKIP() << "neither SOLIDTILE_S1DISASM nor SOLIDTILE_DISASM_DIR is set";
  const io::SonlvlImportResult r = test::importDisassemblyLevel(*root, "Scrap Brain Zone Act 2");
  ASSERT_TRUE(r.file);
  int across = 0, down = 0;
  for (const SolidObject& o : r.file->level.objects) {
    if (o.kind != ObjectKind::Hurt || o.w != 0x30 || o.osc.table == OscTable::None) continue;
    (o.osc.axis == ObjectAxis::X ? across : down) += 1;
  }
  EXPECT_EQ(across, 2);
  EXPECT_EQ(down, 6);
  const std::string summary = io::describeSonlvlObjects(io::summarizeSonlvlObjects(r.file->markers, r.file->profile), 100);
  EXPECT_NE(summary.find("Obj6A SawsandPizzaCutters x3"), std::string::npos) << summary;
}

}  // namespace
}  // namespace solidtile

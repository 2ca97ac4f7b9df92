// Issue 27: the swinging platforms, both games' Obj15, on import
// (physics/io/src/sonlvl/swing_objects.cpp), level format 18's
// oscillate.radius (level/oscillation.h). The game's obX, obY are worked
// out here by a transcription of the routine, CalcSine and all, with the
// oscillator's byte straight from the table. Quoted:
//
// s1disasm _incObj/15 Swinging Platforms (part 1).asm
//   Swing_Main: move.b #$18,obActWid(a0); move.b #8,obHeight(a0)
//     move.w obY(a0),swing_origY(a0); move.w obX(a0),swing_origX(a0)
//     SLZ: move.b #$20,obActWid; move.b #$10,obHeight; move.b #$99,obColType
//     SBZ: move.b #$18,obActWid; move.b #$18,obHeight; move.b #$86,obColType
//          move.b #$C,obRoutine(a0) (Swing_Action: no Swing_Solid)
//   .length: andi.w #$F,d1; move.w d1,d3; lsl.w #4,d3; addq.b #8,d3
//     move.b d3,objoff_3C(a0)             ; the platform's chain length
//   .not1X: btst #4,d1 -> move.b #$81,obColType(a0)
//   Swing_SetSolid: Swing_Solid (d1 obActWid, d3 obHeight), then Swing_Move
//   Swing_Action2: ExitPlatform; Swing_Move; MvSonicOnPtfm (d2 the old x, d3 obHeight + 1)
// s1disasm _incObj/15 Swinging Platforms (part 2).asm
//   Swing_Move: move.b (v_oscillate+$1A).w,d0; move.w #$80,d1
//     btst #0,obStatus(a0); beq.s loc_7B78; neg.w d0; add.w d1,d0
//   Swing_Move2: bsr.w CalcSine; move.w objoff_38(a0),d2; move.w objoff_3A(a0),d3
//     moveq #0,d4; move.b objoff_3C(a1),d4; move.l d4,d5
//     muls.w d0,d4; asr.l #8,d4; muls.w d1,d5; asr.l #8,d5
//     add.w d2,d4; add.w d3,d5; move.w d4,obY(a1); move.w d5,obX(a1)
// s1disasm sonic.asm
//   CalcSine: andi.w #$FF,d0; add.w d0,d0; addi.w #$80,d0
//     move.w Sine_Data(pc,d0.w),d1; subi.w #$80,d0; move.w Sine_Data(pc,d0.w),d0
#include <gtest/gtest.h>

#include <algorithm>
#include <climits>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "../physics/object_level.h"
#include "oscillating_checks.h"
#include "solidtile/io/level_file.h"
#include "solidtile/io/sonlvl.h"
#include "solidtile/io/sonlvl_objects.h"
#include "solidtile/level/angle.h"
#include "solidtile/level/oscillation.h"
#include "solidtile/sonic/player.h"
#include "sonlvl/swing_objects.h"
#include "sonlvl_disassembly.h"
#include "sonlvl_disassembly_level.h"

namespace solidtile {
namespace {
namespace fs = std::filesystem;
using io::SonlvlGame;

constexpr std::int32_t kX = 0x1200, kY = 0x300;

io::SonlvlObjectEntry entry(int subtype, bool flipX = false, std::uint8_t zone = 0) {
  io::SonlvlObjectEntry e{0x15, subtype, kX, kY, flipX, false};
  e.sonic1Zone = zone;
  return e;
}

// Sine_Data as CalcSine reads it: 320 words, the last 64 the first 64 again
// (the cosine reads past 255). Built from the project's Sonic 1 table; the
// gated test below holds it to misc/sinewave.bin word for word.
std::vector<std::int16_t> sineData() {
  std::vector<std::int16_t> t;
  for (int i = 0; i < 320; ++i) t.push_back(static_cast<std::int16_t>(sinHex(static_cast<Angle>(i & 0xFF), SineTable::Sonic1)));
  return t;
}

struct Place {
  std::int32_t x, y;
};

// The routine, word for word: Swing_Move, CalcSine, Swing_Move2 for the
// platform (objoff_3C its chain length), on frame f (the objects of frame f
// run after f - 1 updates and read the table as it is, oscillation.h).
Place gameSwing(const std::vector<std::int16_t>& sine, OscTable table, int subtype, bool flipX, std::uint32_t f) {
  const std::uint32_t n = f > 1 ? f - 1 : 0;
  std::uint16_t d0 = static_cast<std::uint16_t>(oscillatorValue(table, 6, n) >> 8);  // move.b; the high byte stays 0
  const std::uint16_t d1 = 0x80;
  if (flipX) d0 = static_cast<std::uint16_t>(-d0 + d1);  // neg.w d0; add.w d1,d0
  // CalcSine
  std::uint16_t i = d0 & 0xFF;
  i = static_cast<std::uint16_t>(i + i + 0x80);
  const std::int16_t cosv = sine[i / 2];
  i = static_cast<std::uint16_t>(i - 0x80);
  const std::int16_t sinv = sine[i / 2];
  // Swing_Move2
  const std::int32_t len = ((subtype & 0xF) << 4) + 8;  // objoff_3C
  const std::int32_t d4 = (len * sinv) >> 8, d5 = (len * cosv) >> 8;  // muls.w; asr.l #8
  return {static_cast<std::int16_t>(kX + d5), static_cast<std::int16_t>(kY + d4)};
}

TEST(SonlvlSwing, Sonic1Obj15IsATopOnlyPlatformHangingByItsSubtype) {
  for (int subtype = 0; subtype < 0x100; ++subtype) {
    if (subtype & 0x10) continue;
    for (const bool flip : {false, true}) {
      const io::SonlvlObjectDecode d = io::decodeSonlvlObject(SonlvlGame::Sonic1, entry(subtype, flip));
      ASSERT_TRUE(d.object) << subtype << ": " << d.markerReason;
      const SolidObject& o = *d.object;
      EXPECT_EQ(o.kind, ObjectKind::Block);
      EXPECT_TRUE(o.topOnly) << "Swing_Solid is PlatformObject's landing";
      EXPECT_FALSE(o.nudge);
      EXPECT_EQ(o.w, 2 * 0x18);
      EXPECT_EQ(o.h, 2 * 8);  // the top row obY - obHeight
      EXPECT_EQ(o.path, (std::vector<Waypoint>{{kX - 0x18, kY - 8}}));
      EXPECT_EQ(o.osc.table, OscTable::Sonic1);
      EXPECT_EQ(o.osc.index, 6) << "v_oscillate+$1A";
      EXPECT_FALSE(o.osc.lagged) << "read as it is";
      EXPECT_EQ(o.osc.radius, (subtype & 0xF) * 0x10 + 8);
      EXPECT_EQ(o.osc.negate, flip);
      EXPECT_EQ(o.osc.center, flip ? 0x80 : 0);
      EXPECT_EQ(objectProblem(o), "");
      EXPECT_EQ(io::sonic1SwingObjects(entry(subtype, flip)).size(), 1u) << "obColType 0: nothing hurts";
    }
  }
}

// Star Light's platform hurts below its top ($99: .sizes $19, $20 x 8 about
// obX, obY), Scrap Brain's ball only hurts ($86: .sizes 6, $10 x $10), and
// bit 4's giant ball hurts ($81: .sizes 1, $14 x $14), solid too but in Scrap Brain.
TEST(SonlvlSwing, StarLightScrapBrainAndBit4SwingZonesThatHurt) {
  const auto expectHurt = [](const SolidObject& o, int halfW, int halfH, int radius, const char* what) {
    EXPECT_EQ(o.kind, ObjectKind::Hurt) << what;
    EXPECT_EQ(o.w, 2 * halfW) << what;
    EXPECT_EQ(o.h, 2 * halfH) << what;
    EXPECT_EQ(o.path, (std::vector<Waypoint>{{kX - halfW, kY - halfH}})) << what;
    EXPECT_EQ(o.osc.radius, radius) << what;
    EXPECT_EQ(objectProblem(o), "") << what;
  };
  const std::vector<SolidObject> slz = io::sonic1SwingObjects(entry(7, false, io::kSonic1StarLightZone));
  ASSERT_EQ(slz.size(), 2u);
  EXPECT_TRUE(slz[0].topOnly);
  EXPECT_EQ(slz[0].w, 0x40);
  EXPECT_EQ(slz[0].h, 0x20);
  EXPECT_EQ(slz[0].path, (std::vector<Waypoint>{{kX - 0x20, kY - 0x10}}));
  expectHurt(slz[1], 0x20, 8, 0x78, "Star Light");
  EXPECT_EQ(slz[1].osc, slz[0].osc);
  const std::vector<SolidObject> sbz = io::sonic1SwingObjects(entry(6, true, io::kSonic1ScrapBrainZone));
  ASSERT_EQ(sbz.size(), 1u) << "no Swing_Solid";
  expectHurt(sbz[0], 0x10, 0x10, 0x68, "Scrap Brain");
  EXPECT_TRUE(sbz[0].osc.negate);
  const std::vector<SolidObject> ball = io::sonic1SwingObjects(entry(0x13));
  ASSERT_EQ(ball.size(), 2u);
  EXPECT_TRUE(ball[0].topOnly);
  expectHurt(ball[1], 0x14, 0x14, 0x38, "giant ball");
  const std::vector<SolidObject> sbzBall = io::sonic1SwingObjects(entry(0x13, false, io::kSonic1ScrapBrainZone));
  ASSERT_EQ(sbzBall.size(), 1u);
  expectHurt(sbzBall[0], 0x14, 0x14, 0x38, "Scrap Brain's giant ball");
  // The importer adds the hurt zone after the platform.
  std::vector<SolidObject> added;
  ASSERT_TRUE(io::addSonlvlObject(SonlvlGame::Sonic1, entry(7, false, io::kSonic1StarLightZone), added));
  EXPECT_EQ(added, slz);
  EXPECT_EQ(io::sonic1ZoneOfLevel("Star Light Zone Act 3"), io::kSonic1StarLightZone);
  EXPECT_EQ(io::sonic1ZoneOfLevel("Scrap Brain Zone Act 2"), io::kSonic1ScrapBrainZone);
  EXPECT_EQ(io::sonic1ZoneOfLevel("Final Zone"), io::kSonic1ScrapBrainZone);
  EXPECT_EQ(io::sonic1ZoneOfLevel("Scrap Brain Zone Act 3"), io::kSonic1LabyrinthZone) << "Labyrinth's fourth act";
  EXPECT_EQ(io::sonic1ZoneOfLevel("Labyrinth Zone Act 2"), io::kSonic1LabyrinthZone);
  EXPECT_EQ(io::sonic1ZoneOfLevel("Marble Zone Act 2"), 0);
}

// Every subtype's chain, both flips, every frame of two whole cycles of
// oscillator 6 (256 updates), for the platform and each zone that hurts.
TEST(SonlvlSwing, EveryPartMovesAsSwingMoveOnEveryFrame) {
  const std::vector<std::int16_t> sine = sineData();
  ASSERT_EQ(oscillatorPeriod(OscTable::Sonic1, 6), 256u);
  for (int subtype = 0; subtype < 0x20; ++subtype) {
    for (const bool flip : {false, true}) {
      for (const std::uint8_t zone : {std::uint8_t{0}, io::kSonic1StarLightZone, io::kSonic1ScrapBrainZone}) {
        std::int32_t loX = INT32_MAX, hiX = INT32_MIN, loY = INT32_MAX, hiY = INT32_MIN;
        for (const SolidObject& o : io::sonic1SwingObjects(entry(subtype, flip, zone))) {
          const std::int32_t halfW = o.w / 2, halfH = o.h / 2;
          for (std::uint32_t f = 0; f < 2 * 256 + 3; ++f) {
            const Place want = gameSwing(sine, OscTable::Sonic1, subtype, flip, f);
            const ObjectPos p = objectPosition(o, f);
            ASSERT_EQ((p.x >> 8) + halfW, want.x) << "subtype " << subtype << " flip " << flip << " frame " << f;
            ASSERT_EQ((p.y >> 8) + halfH, want.y) << "subtype " << subtype << " flip " << flip << " frame " << f;
            loX = std::min(loX, want.x - kX), hiX = std::max(hiX, want.x - kX);
            loY = std::min(loY, want.y - kY), hiY = std::max(hiY, want.y - kY);
          }
        }
        // The byte runs 0..$80: from the right (angle 0) down to the left.
        // It steps over $40 ($3F to $41, 2 an update at the middle), so it
        // never hangs straight down: Sine_Data's $3F and $41 are $FF.
        const std::int32_t len = (subtype & 0xF) * 0x10 + 8;
        EXPECT_EQ(hiX, len) << subtype;
        EXPECT_EQ(loX, -len) << subtype;
        EXPECT_EQ(loY, 0) << subtype;
        EXPECT_EQ(hiY, (len * 0xFF) >> 8) << subtype;
      }
    }
  }
}

// A purpose-built level: the player of each profile dropped onto a swing
// stands on it through whole swings, carried by exactly its move on both
// axes (MvSonicOnPtfm: obY - d3 and the x delta), across its full sweep.
TEST(SonlvlSwing, EveryProfileRidesASwingCarriedByItsMove) {
  for (const Profile p : {Profile::Guide, Profile::Sonic1, Profile::Sonic2, Profile::Sonic3K}) {
    for (const bool flip : {false, true}) {
      Level l(128, 64, 1);
      SolidObject o = *io::decodeSonlvlObject(SonlvlGame::Sonic1, entry(5, flip)).object;  // chain $58
      o.path = {{o.path[0].x + 0x300 - kX, o.path[0].y + 0x100 - kY}};
      l.objects.assign({o});
      const std::int32_t startX = 0x300 + (flip ? -0x58 : 0x58);  // angle 0: the right; flipped $80: the left
      const std::string what = std::string(profileName(p)) + (flip ? " flipped" : "");
      EXPECT_EQ(test::rideSpan(l, p, startX, 0xC0, false, what), 2 * 0x58) << what;
      EXPECT_EQ(test::rideSpan(l, p, startX, 0xC0, true, what), (0x58 * 0xFF) >> 8) << what;  // the byte steps over $40
    }
  }
}

// Scrap Brain's ball hurts the player standing under its swing on the first
// frame its box, where its routine put it on the frame before (the player's
// touch test runs before the objects move), meets his: ReactToItem's
// ".sizes" $10 x $10 against his x -+ 8, y -+ (radiusY - 3).
TEST(SonlvlSwing, TheScrapBrainBallHurtsWhereItSwungTheFrameBefore) {
  const std::vector<std::int16_t> sine = sineData();
  for (const Profile p : {Profile::Guide, Profile::Sonic1, Profile::Sonic2, Profile::Sonic3K}) {
    const PlayerConfig cfg = defaultPlayerConfig(p);
    const std::int32_t px = 0x200, py = 448 - cfg.standRadiusY - 1;
    SolidObject ball = io::sonic1SwingObjects(entry(2, false, io::kSonic1ScrapBrainZone))[0];  // chain $28
    const std::int32_t ox = px - 0x10, oy = py - 0x28;  // angle $40 hangs it on him
    ball.path = {{ox - 0x10, oy - 0x10}};
    const Level l = test::levelWith({ball});
    PlayerState s = test::groundRunner(cfg, px, 0);
    std::vector<ObjectSlot> slots(l.objects.slotCount());
    const std::int32_t half = s.radiusY - 3;
    std::optional<std::uint32_t> firstTouch;  // the step whose touch test meets the ball
    for (std::uint32_t f = 1; f < 256 && !firstTouch; ++f) {
      const Place b = gameSwing(sine, OscTable::Sonic1, 2, false, f - 1);
      const std::int32_t cx = b.x - kX + ox, cy = b.y - kY + oy;
      const std::int32_t dx = cx - 0x10 - (px - 8), dy = cy - 0x10 - (py - half);
      if (dx >= -0x20 && dx <= 0x10 && dy >= -0x20 && dy <= 2 * half) firstTouch = f;
    }
    ASSERT_TRUE(firstTouch) << profileName(p);
    for (std::uint32_t f = 1; f <= *firstTouch; ++f) {
      stepPlayer(s, l, cfg, 0, nullptr, slots);
      ASSERT_EQ(s.hurt, f == *firstTouch) << profileName(p) << " frame " << f;
    }
  }
}

// Sonic 2's Obj15 (s2.asm): sub_FE70 reads Oscillating_Data+$18 (oscillator
// 6), the same "neg.w d0; add.w d1,d0" for the x-flip, and sums the chain's
// links in 16.16 ("swap d0; asr.l #4,d0" a link of $10, "asr.l #1,d0" half
// of one): y_pos = objoff_38 + ($10 n + 8) sin >> 8, as Sonic 1's. Aquatic
// Ruin's look: width_pixels $20, y_radius 8 (PlatformObject2, d3 = y_radius + 1).
TEST(SonlvlSwing, Sonic2TypeZeroSwingsAsSonic1sAndTheOthersStayMarkers) {
  const std::vector<std::int16_t> sine = sineData();
  for (const int subtype : {5, 6, 8}) {
    for (const bool flip : {false, true}) {
      io::SonlvlObjectEntry e = entry(subtype, flip);
      e.aquaticRuin = true;
      const io::SonlvlObjectDecode d = io::decodeSonlvlObject(SonlvlGame::Sonic2, e);
      ASSERT_TRUE(d.object) << subtype << ": " << d.markerReason;
      const SolidObject& o = *d.object;
      EXPECT_TRUE(o.topOnly);
      EXPECT_EQ(o.w, 0x40);
      EXPECT_EQ(o.h, 0x10);
      EXPECT_EQ(o.osc.table, OscTable::Sonic2);
      for (std::uint32_t f = 0; f < 2 * oscillatorPeriod(OscTable::Sonic2, 6) + 3; ++f) {
        const Place want = gameSwing(sine, OscTable::Sonic2, subtype, flip, f);
        const ObjectPos p = objectPosition(o, f);
        ASSERT_EQ((p.x >> 8) + 0x20, want.x) << subtype << " frame " << f;
        ASSERT_EQ((p.y >> 8) + 8, want.y) << subtype << " frame " << f;
      }
    }
  }
  for (const int subtype : {0x86, 0x15, 0x25, 0x35, 0x45}) {
    const io::SonlvlObjectDecode d = io::decodeSonlvlObject(SonlvlGame::Sonic2, entry(subtype));
    EXPECT_FALSE(d.object) << subtype;
    EXPECT_FALSE(d.markerReason.empty()) << subtype;
  }
}

TEST(SonlvlSwing, SummariesCountThemSimulated) {
  const io::SonlvlObjectSummary s1 = io::summarizeSonlvlObjects(
      {{0x15, "SwingingPlatform", 0, 0, 6}, {0x15, "SwingingPlatform", 0, 0, 0x17}}, Profile::Sonic1);
  EXPECT_EQ(io::describeSonlvlObjects(s1), "2 of 2 objects simulated");
  const io::SonlvlObjectSummary s2 = io::summarizeSonlvlObjects({{0x15, "Obj15", 0, 0, 8}, {0x15, "Obj15", 0, 0, 0x86}}, Profile::Sonic2);
  EXPECT_EQ(io::describeSonlvlObjects(s2), "1 of 2 objects simulated; markers: Obj15 Obj15 x1");
}

// A level holding swings is written as version 18 and reads back the same.
TEST(SonlvlSwing, TheSwingsSurviveTheLevelFileAtVersion18) {
  Level l(64, 64, 1);
  std::vector<SolidObject> objects = io::sonic1SwingObjects(entry(7, true, io::kSonic1StarLightZone));
  objects.push_back(io::sonic1SwingObjects(entry(6, false, io::kSonic1ScrapBrainZone))[0]);
  l.objects.assign(objects);
  io::LevelFile f;
  f.level = std::move(l);
  const std::string text = io::formatLevel(f);
  EXPECT_NE(text.find("\"version\": 18"), std::string::npos);
  EXPECT_NE(text.find("\"radius\": 120"), std::string::npos) << text.substr(0, 400);
  const io::LoadResult back = io::parseLevel(text);
  ASSERT_TRUE(back.file) << io::describe("level", back.problems);
  EXPECT_EQ(back.file->level.objects, f.level.objects);
}

// The disassembly's own sine table is the one the swing reads.
TEST(SonlvlSwingDisassembly, CalcSinesTableIsMiscSinewaveBin) {
  for (const char* game : {"s1disasm", "s2disasm"}) {
    const std::optional<fs::path> root = test::disassembly(game[1] == '1' ? "SOLIDTILE_S1DISASM" : "SOLIDTILE_S2DISASM", game);
    if (!root) GTEST_SKIP() << "neither SOLIDTILE_S1DISASM nor SOLIDTILE_DISASM_DIR is set";
    std::ifstream in(*root / "misc" / "sinewave.bin", std::ios::binary);
    ASSERT_TRUE(in) << game;
    const std::vector<std::int16_t> sine = sineData();
    for (std::size_t i = 0; i < sine.size(); ++i) {
      const int hi = in.get(), lo = in.get();
      ASSERT_TRUE(in) << game << " word " << i;
      ASSERT_EQ(static_cast<std::int16_t>((hi << 8) | lo), sine[i]) << game << " word " << i;
    }
    EXPECT_EQ(in.get(), EOF) << game << ": 320 words";
  }
}

struct ActSwings {
  const char* act;
  int platforms, hurts;
};

// The acts' Obj15 entries (objpos/*.bin): Green Hill 2 $6 $8 $6, Green Hill
// 3 $8 $7, Marble 2 $5 (flipped) $4 $5 (flipped) $4, Marble 3 $4 $4
// (flipped) $4, Star Light 3 $7 $7 (platform and underside), Scrap Brain 2
// twelve balls ($6 x7, $7 x5).
TEST(SonlvlSwingDisassembly, Sonic1ActsImportTheirSwings) {
  const std::optional<fs::path> root = test::disassembly("SOLIDTILE_S1DISASM", "s1disasm");
  if (!root) GTEST_SKIP() << "neither SOLIDTILE_S1DISASM nor SOLIDTILE_DISASM_DIR is set";
  for (const ActSwings& a : {ActSwings{"Green Hill Zone Act 2", 3, 0}, ActSwings{"Green Hill Zone Act 3", 2, 0},
                             ActSwings{"Marble Zone Act 2", 4, 0}, ActSwings{"Marble Zone Act 3", 3, 0},
                             ActSwings{"Star Light Zone Act 3", 2, 2}, ActSwings{"Scrap Brain Zone Act 2", 0, 12}}) {
    const io::SonlvlImportResult r = test::importDisassemblyLevel(*root, a.act);
    ASSERT_TRUE(r.file) << a.act;
    int platforms = 0, hurts = 0;
    for (const SolidObject& o : r.file->level.objects) {
      if (o.osc.table == OscTable::None || !swings(o.osc)) continue;
      (o.kind == ObjectKind::Hurt ? hurts : platforms) += 1;
      EXPECT_EQ(o.osc.table, OscTable::Sonic1) << a.act;
    }
    EXPECT_EQ(platforms, a.platforms) << a.act;
    EXPECT_EQ(hurts, a.hurts) << a.act;
    const std::string summary = io::describeSonlvlObjects(io::summarizeSonlvlObjects(r.file->markers, r.file->profile));
    EXPECT_EQ(summary.find("Obj15"), std::string::npos) << a.act << ": " << summary;
  }
}

// Aquatic Ruin 2's four (level/objects/ARZ_2.bin): 8 and 6 flipped, 5, and
// $86 (bit 7: it drops into the water, a marker).
TEST(SonlvlSwingDisassembly, AquaticRuin2ImportsThreeOfItsFour) {
  const std::optional<fs::path> root = test::disassembly("SOLIDTILE_S2DISASM", "s2disasm");
  if (!root) GTEST_SKIP() << "neither SOLIDTILE_S2DISASM nor SOLIDTILE_DISASM_DIR is set";
  const io::SonlvlImportResult r = test::importDisassemblyLevel(*root, "Aquatic Ruin Zone Act 2");
  ASSERT_TRUE(r.file);
  int swingsFound = 0;
  for (const SolidObject& o : r.file->level.objects) {
    if (o.osc.table == OscTable::None || !swings(o.osc)) continue;
    ++swingsFound;
    EXPECT_EQ(o.osc.table, OscTable::Sonic2);
    EXPECT_EQ(o.w, 0x40);
    EXPECT_EQ(o.h, 0x10);
  }
  EXPECT_EQ(swingsFound, 3);
}

}  // namespace
}  // namespace solidtile

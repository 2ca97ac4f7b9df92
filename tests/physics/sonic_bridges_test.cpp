// Bridges against the Sonic player: Sonic 1's Obj11 (Bri_Solid, Bri_WalkOff,
// Bri_Bend, Bri_MoveSonic, Obj11_BendData / Obj11_BendData2) and Sonic 2's
// (Obj11_EHZ, sub_F872, Obj11_Depress, Obj11_DepressionOffsets / byte_FB28);
// each number quoted from the disassembly.
#include <gtest/gtest.h>

#include "../support/bridge_object.h"
#include "level_builder.h"
#include "solidtile/input.h"
#include "solidtile/sonic/bridge.h"
#include "solidtile/sonic/player.h"

namespace solidtile::test {
namespace {

constexpr int kBridgeLeft = 320, kBridgeTop = 448;  // the pit's left edge and the ground's surface

SolidObject bridge(int logs) { return bridgeObject(logs, kBridgeLeft, kBridgeTop); }

// Ground at y 448 with a pit under the bridge, down to the level's bottom.
Level pitWithBridge(int logs) {
  LevelBuilder b(64, 32);
  b.ground(kBridgeTop);
  for (int ty = kBridgeTop / 16; ty < b.level.height(); ++ty)
    for (int tx = kBridgeLeft / 16; tx < kBridgeLeft / 16 + logs; ++tx) b.level.setTile(0, tx, ty, Tile{});
  b.level.objects.assign({bridge(logs)});
  return b.level;
}

int logCentre(int k) { return kBridgeLeft + 16 * k + 8; }

// Dropped above log k, stood still until the bend is full (16 frames of 4 to $40).
PlayerState standOnLog(const Level& l, const PlayerConfig& cfg, int k) {
  PlayerState s = spawnPlayer(cfg, logCentre(k), kBridgeTop - 40);
  for (int i = 0; i < 90; ++i) stepPlayer(s, l, cfg, 0);
  return s;
}

TEST(SonicBridges, SagTablesAreTheGames) {
  // Obj11_BendData's rows for 8 and 12 logs (Sonic 2's Obj11_DepressionOffsets the same).
  constexpr int kRow8[] = {2, 4, 6, 8, 8, 6, 4, 2};
  constexpr int kRow12[] = {2, 4, 6, 8, 0xA, 0xC, 0xC, 0xA, 8, 6, 4, 2};
  for (int k = 0; k < 8; ++k) EXPECT_EQ(bridgeMaxSag(8, k), kRow8[k]) << k;
  for (int k = 0; k < 12; ++k) EXPECT_EQ(bridgeMaxSag(12, k), kRow12[k]) << k;
  EXPECT_EQ(bridgeMaxSag(16, 7), 0x10);  // the 16-log row's "$10,$10"
  EXPECT_EQ(bridgeMaxSag(3, 1), 4);      // Sonic 1's "2, 4, 2" for 3 logs
  // Standing on log 3 of 8 at full bend (CalcSine($40) = $100): row 3 "$61,$B5,$EC,$FF"
  // for logs 0..3, row 4 "$4A,$93,$CD,$F3" backwards from log 7; ((c + 1) * 8 * $100) >> 16.
  constexpr int kStanding3[] = {3, 5, 7, 8, 7, 6, 4, 2};
  for (int k = 0; k < 8; ++k) EXPECT_EQ(bridgeLogSag(8, 3, 0x40, k, SineTable::Sonic1), kStanding3[k]) << k;
  // Half way, bend $20: Sonic 1's sine of $20 is $B5; (256 * 8 * $B5) >> 16 = 5.
  EXPECT_EQ(bridgeLogSag(8, 3, 0x20, 3, SineTable::Sonic1), 5);
  EXPECT_EQ(bridgeLogSag(8, 3, 0, 3, SineTable::Sonic1), 0);
}

// S&K's sagging log bridge is Obj_TensionBridge (HCZ 2, ICZ, LRZ 1; Angel
// Island 1 has none): its normal routine (loc_387E0) is Sonic 2's Obj11_EHZ
// step for step (bend first by last frame's standing bits, 4 a frame to $40,
// around last frame's log, then sub_38AA2: leave clearing the standing bit
// only, the log's y a frame late, the log taken on the landing frame by
// sub_1E410 against the parent's unbent y_pos), and its tables are Sonic 2's
// bytes: byte_38E2A (read from 8 logs on, "lea (byte_38E2A-$80)") and
// BridgeBendData. So sonic3k keeps Sonic 2's rules.
TEST(SonicBridges, SonicAndKnucklesTensionBridgeIsSonic2sObj11) {
  const PlayerConfig s2 = defaultPlayerConfig(Profile::Sonic2), sk = defaultPlayerConfig(Profile::Sonic3K);
  EXPECT_EQ(sk.bridgeBendsRoundNewLog, s2.bridgeBendsRoundNewLog);
  EXPECT_EQ(sk.bridgeLandsOnSaggedLog, s2.bridgeLandsOnSaggedLog);
  // byte_38E2A's 16-log row: 2, 4, 6, 8, $A, $C, $E, $10, $10, $E, $C, $A, 8, 6, 4, 2.
  constexpr int kRow16[] = {2, 4, 6, 8, 0xA, 0xC, 0xE, 0x10, 0x10, 0xE, 0xC, 0xA, 8, 6, 4, 2};
  for (int k = 0; k < 16; ++k) EXPECT_EQ(bridgeMaxSag(16, k), kRow16[k]) << k;
  // BridgeBendData's last row, standing on log 15 of 16 at full bend: ((c + 1) * 2 * $100) >> 16.
  constexpr int kBend15[] = {0x19, 0x31, 0x4A, 0x61, 0x78, 0x8E, 0xA2, 0xB5, 0xC5, 0xD4, 0xE1, 0xEC, 0xF4, 0xFB, 0xFE, 0xFF};
  for (int k = 0; k < 16; ++k) {
    EXPECT_EQ(bridgeLogSag(16, 15, 0x40, k, SineTable::Rounded), ((kBend15[k] + 1) * 2 * 0x100) >> 16) << k;
  }
}

TEST(SonicBridges, StandingOnEachLogSagsAsTheGamesDo) {
  for (Profile p : kProfiles) {
    const PlayerConfig cfg = defaultPlayerConfig(p);
    for (int logs : {8, 12}) {
      const Level l = pitWithBridge(logs);
      for (int k = 0; k < logs; ++k) {
        const PlayerState s = standOnLog(l, cfg, k);
        ASSERT_EQ(s.standingOn, 0) << profileName(p) << " logs " << logs << " log " << k;
        EXPECT_EQ(s.bridge, 0);
        EXPECT_EQ(s.bridgeLog, k);
        EXPECT_EQ(s.bridgeBend, 0x40);  // "cmpi.b #$40,objoff_3E(a0)"
        // Bri_MoveSonic: the log's y (top + 8 + sag) - 8 - the y radius.
        EXPECT_EQ(px(s.y), kBridgeTop + bridgeMaxSag(logs, k) - s.radiusY)
            << profileName(p) << " logs " << logs << " log " << k;
      }
    }
  }
}

TEST(SonicBridges, TheBendEasesInFourAFrame) {
  const PlayerConfig cfg = defaultPlayerConfig(Profile::Sonic1);
  const Level l = pitWithBridge(8);
  PlayerState s = spawnPlayer(cfg, logCentre(4), kBridgeTop - 30);
  int frames = 0;
  while (s.standingOn != 0 && frames < 60) stepPlayer(s, l, cfg, 0), ++frames;
  ASSERT_EQ(s.standingOn, 0);
  // Plat_NoXCheck put him 1 px above the logs ("addq.w #3,d2" after the -4): 448 - 1 - 19.
  EXPECT_EQ(px(s.y), kBridgeTop - 1 - 19);
  for (int bend = 4; bend <= 0x40; bend += 4) {
    stepPlayer(s, l, cfg, 0);
    EXPECT_EQ(s.bridgeBend, bend);
    EXPECT_EQ(px(s.y), kBridgeTop + bridgeLogSag(8, 4, bend, 4, SineTable::Sonic1) - 19) << bend;
  }
}

TEST(SonicBridges, WalksAcrossOnTheLogsInEveryProfile) {
  for (Profile p : kProfiles) {
    const PlayerConfig cfg = defaultPlayerConfig(p);
    const Level l = pitWithBridge(12);
    PlayerState s = standing(cfg, 280, kBridgeTop - 19);
    stepPlayer(s, l, cfg, input::kRight);
    const int groundY = px(s.y);  // where the floor sensors keep him on the ground
    int onBridge = 0;
    for (int i = 0; i < 240 && px(s.x) < 560; ++i) {
      const PlayerState was = s;
      stepPlayer(s, l, cfg, input::kRight);
      ASSERT_FALSE(s.outOfLevel) << profileName(p) << " frame " << i;
      if (s.standingOn != 0 || was.standingOn != 0) continue;
      ++onBridge;
      // The log under him is his x's offset over 16; Sonic 2 reads its y as
      // the bend round last frame's log left it.
      const int log = (px(s.x) - kBridgeLeft) >> 4;
      EXPECT_EQ(s.bridgeLog, log) << profileName(p);
      const int round = cfg.bridgeBendsRoundNewLog ? log : was.bridgeLog;
      EXPECT_EQ(px(s.y), kBridgeTop + bridgeLogSag(12, round, s.bridgeBend, log, cfg.sine) - 19) << profileName(p) << i;
    }
    EXPECT_GT(onBridge, 10) << profileName(p);
    EXPECT_GE(px(s.x), 560) << profileName(p);
    EXPECT_FALSE(s.airborne) << profileName(p);
    EXPECT_EQ(px(s.y), groundY) << profileName(p);  // back on the ground past the pit
  }
}

TEST(SonicBridges, JumpingOffLetsGoAndTheBendEasesBack) {
  for (Profile p : kProfiles) {
    const PlayerConfig cfg = defaultPlayerConfig(p);
    const Level l = pitWithBridge(8);
    PlayerState s = standOnLog(l, cfg, 5);
    ASSERT_EQ(s.standingOn, 0);
    stepPlayer(s, l, cfg, input::kJump);
    ASSERT_TRUE(s.airborne) << profileName(p);
    EXPECT_EQ(s.standingOn, -1) << profileName(p);  // ExitPlatform2 / sub_F872: the air bit lets go
    // Sonic 2's Obj11_EHZ still saw the standing bit and raised the bend (already $40).
    EXPECT_EQ(s.bridgeBend, 0x40) << profileName(p);
    for (int i = 0; i < 16; ++i) stepPlayer(s, l, cfg, 0);
    EXPECT_EQ(s.bridge, -1) << profileName(p);  // "subq.b #4,objoff_3E(a0)" 16 times
    EXPECT_EQ(s.bridgeBend, 0) << profileName(p);
  }
}

TEST(SonicBridges, LandsOnItFromAJump) {
  for (Profile p : kProfiles) {
    const PlayerConfig cfg = defaultPlayerConfig(p);
    const Level l = pitWithBridge(8);
    PlayerState s = standing(cfg, 280, kBridgeTop - 19);
    s.xsp = 0x200;
    s.gsp = 0x200;
    stepPlayer(s, l, cfg, input::kJump);
    bool landed = false;
    for (int i = 0; i < 120 && !landed; ++i) {
      StepRecord rec;
      stepPlayer(s, l, cfg, 0, &rec);
      landed = rec.has(EventKind::ObjectLanded);
    }
    ASSERT_TRUE(landed) << profileName(p);
    EXPECT_EQ(s.standingOn, 0);
    EXPECT_FALSE(s.airborne);
    EXPECT_EQ(px(s.y), kBridgeTop - 1 - s.radiusY) << profileName(p);
  }
}

// Sonic 1 lands on the middle log (the parent object, log logs / 2) as bent;
// Sonic 2's parent never moves, so its top stays flat.
TEST(SonicBridges, Sonic1LandsOnTheSaggedMiddleLog) {
  for (Profile p : kProfiles) {
    const PlayerConfig cfg = defaultPlayerConfig(p);
    const Level l = pitWithBridge(8);
    PlayerState s = spawnPlayer(cfg, logCentre(4), 440);
    s.ysp = 0x100;
    s.bridge = 0;
    s.bridgeLog = 4;
    s.bridgeBend = 0x40;
    stepPlayer(s, l, cfg, 0);  // he falls to 441, then the bridge
    ASSERT_EQ(s.standingOn, 0) << profileName(p);
    // Sonic 1: surface 448 + 8 (Obj11_BendData 8 logs, log 4): 441 + (456 - 464) + 3.
    // Sonic 2: surface 448: 441 + (448 - 464) + 3.
    EXPECT_EQ(px(s.y), cfg.bridgeLandsOnSaggedLog ? 436 : 428) << profileName(p);
    EXPECT_EQ(cfg.bridgeLandsOnSaggedLog, p == Profile::Sonic1);
  }
}

// Sonic 2's sub_F872 reads the new log's y from logs bent round last frame's.
TEST(SonicBridges, Sonic2ReadsTheNewLogAsBentRoundTheOld) {
  for (Profile p : kProfiles) {
    const PlayerConfig cfg = defaultPlayerConfig(p);
    const Level l = pitWithBridge(8);
    PlayerState s = standOnLog(l, cfg, 3);
    s.x = (kBridgeLeft + 4 * 16 + 2) * 256;  // now over log 4, the bend still round log 3
    stepPlayer(s, l, cfg, 0);
    ASSERT_EQ(s.bridgeLog, 4) << profileName(p);
    // Sonic 1: log 4's own sag, 8. Sonic 2: log 4 round log 3, row 4's "$F3": (244 * 8) >> 8 = 7.
    EXPECT_EQ(px(s.y), kBridgeTop + (cfg.bridgeBendsRoundNewLog ? 8 : 7) - 19) << profileName(p);
    EXPECT_EQ(cfg.bridgeBendsRoundNewLog, p == Profile::Sonic1);
  }
}

// Rewinding is a state copy: the bridge's bend is in PlayerState.
TEST(SonicBridges, ReplayingFromACopiedStateIsExact) {
  const PlayerConfig cfg = defaultPlayerConfig(Profile::Sonic2);
  const Level l = pitWithBridge(12);
  PlayerState s = standing(cfg, 280, kBridgeTop - 19);
  for (int i = 0; i < 30; ++i) stepPlayer(s, l, cfg, input::kRight);
  const PlayerState mark = s;
  for (int i = 0; i < 20; ++i) stepPlayer(s, l, cfg, input::kRight);
  PlayerState again = mark;
  for (int i = 0; i < 20; ++i) stepPlayer(again, l, cfg, input::kRight);
  EXPECT_EQ(again, s);
}

}  // namespace
}  // namespace solidtile::test

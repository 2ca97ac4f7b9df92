// Conveyor belts against the Sonic player (sonic/conveyor.h,
// level/conveyor.h): Sonic 1's Obj68 (_incObj/68 Conveyor Belt.asm,
// Conv_Main and Conv_Action's .movesonic), each number quoted.
// Purpose-built levels: flat ground at y 448, a player standing on it (his
// own step leaves him where he is) and a conveyor placed about him.
#include <gtest/gtest.h>

#include <cstdint>
#include <optional>
#include <vector>

#include "../support/conveyor_object.h"
#include "object_level.h"
#include "solidtile/input.h"
#include "solidtile/level/conveyor.h"
#include "solidtile/sonic/player.h"

namespace solidtile::test {
namespace conveyor {  // apart from the other tests' names in a unity build
namespace {

// .movesonic transcribed on 68000 words, a line each: d2 = conv_width, d3 =
// 2 x d2, d0 = obX(a1) - obX(a0) + d2 against d3 unsigned, d1 = obY(a1) -
// obY(a0) + $30 against $30 unsigned, obStatus(a1) bit 1; the return is
// what "add.w d0,obX(a1)" adds (0 when it branches to .notonconveyor).
int movesonic(std::uint8_t convWidth, std::int16_t convSpeed, std::uint16_t playerX, std::uint16_t playerY,
              std::uint16_t objX, std::uint16_t objY, std::uint8_t playerStatus) {
  std::uint16_t d2 = convWidth;                               // moveq #0,d2; move.b conv_width(a0),d2
  std::uint16_t d3 = d2;                                      // move.w d2,d3
  d3 = static_cast<std::uint16_t>(d3 + d3);                   // add.w d3,d3
  std::uint16_t d0 = playerX;                                 // move.w obX(a1),d0
  d0 = static_cast<std::uint16_t>(d0 - objX);                 // sub.w obX(a0),d0
  d0 = static_cast<std::uint16_t>(d0 + d2);                   // add.w d2,d0
  if (d0 >= d3) return 0;                                     // cmp.w d3,d0; bhs.s .notonconveyor
  std::uint16_t d1 = playerY;                                 // move.w obY(a1),d1
  d1 = static_cast<std::uint16_t>(d1 - objY);                 // sub.w obY(a0),d1
  d1 = static_cast<std::uint16_t>(d1 + 0x30);                 // addi.w #$30,d1
  if (d1 >= 0x30) return 0;                                   // cmpi.w #$30,d1; bhs.s .notonconveyor
  if (playerStatus & 2) return 0;                             // btst #1,obStatus(a1); bne.s .notonconveyor
  return convSpeed;                                           // move.w conv_speed(a0),d0; add.w d0,obX(a1)
}

// One step of a player standing still at x 500 with the conveyor's point
// (obX, obY) at (his x + dx, his y + dy): the pixels it moved him, nullopt
// when it did not (its test not "conveyed").
std::optional<int> conveyed(int dx, int dy, int belt, int half = ConveyorRule::kWideHalf, bool air = false,
                            Profile p = Profile::Sonic1) {
  const PlayerConfig cfg = defaultPlayerConfig(p);
  PlayerState s = groundRunner(cfg, 500, 0);
  if (air) s.airborne = true, s.y -= pixels(8);
  const std::int32_t x0 = s.x;
  const Level l = levelWith({conveyorAt((s.x >> 8) + dx, (s.y >> 8) + dy, belt, half)});
  StepRecord rec;
  PlayerState probe = s;
  stepPlayer(probe, levelWith({}), cfg, 0);
  stepPlayer(s, l, cfg, 0, &rec);
  if (rec.objectTestCount != 1) {
    ADD_FAILURE() << "tests: " << rec.objectTestCount;
    return std::nullopt;
  }
  const ObjectTest& t = rec.objectTests[0];
  if (t.outcome != ObjectOutcome::Conveyed) {
    EXPECT_EQ(s.x, probe.x) << "not on it: his own step alone";
    return std::nullopt;
  }
  EXPECT_EQ(t.pushX, (s.x - probe.x) >> 8);
  EXPECT_EQ((s.x - x0) & 0xFF, 0) << "only obX moves: his subpixel stays";
  return static_cast<int>((s.x - probe.x) >> 8);
}

// Conv_Main: "move.b #128,conv_width(a0)", "andi.b #$F,d1; beq.s .typeis0;
// move.b #56,conv_width(a0)"; "andi.b #$F0,d1; ext.w d1; asr.w #4,d1":
// the high nibble signed, so $80..$F0 run left, -8..-1.
TEST(Conveyor, ConvMainReadsTheWidthFromTheLowNibbleAndTheSpeedFromTheHigh) {
  EXPECT_EQ(conveyorHalfWidth(0x00), 128);
  EXPECT_EQ(conveyorHalfWidth(0x10), 128);
  EXPECT_EQ(conveyorHalfWidth(0x01), 56);
  EXPECT_EQ(conveyorHalfWidth(0xFF), 56);
  EXPECT_EQ(conveyorSpeed(0x00), 0);
  EXPECT_EQ(conveyorSpeed(0x10), 1);
  EXPECT_EQ(conveyorSpeed(0x21), 2);
  EXPECT_EQ(conveyorSpeed(0x70), 7);
  EXPECT_EQ(conveyorSpeed(0x80), -8);
  EXPECT_EQ(conveyorSpeed(0xE0), -2);
  EXPECT_EQ(conveyorSpeed(0xF0), -1);
  EXPECT_EQ(conveyorSpeed(0xFF), -1);
}

// The window against the transcription, both widths, every dx and dy
// round it: obX - conv_width .. obX + conv_width - 1 across, obY - $30 ..
// obY - 1 down.
TEST(Conveyor, ItsWindowIsMovesonicsUnsignedCompares) {
  for (const int half : {ConveyorRule::kWideHalf, ConveyorRule::kNarrowHalf}) {
    for (int dx = -half - 3; dx <= half + 3; ++dx) {
      for (int dy = -0x33; dy <= 3; ++dy) {
        const bool game = movesonic(static_cast<std::uint8_t>(half), 3, static_cast<std::uint16_t>(1000 + dx),
                                    static_cast<std::uint16_t>(600 + dy), 1000, 600, 0) != 0;
        ASSERT_EQ(conveyorWindow(dx, dy, half), game) << half << " " << dx << " " << dy;
      }
    }
  }
  // In a step: his x less obX from -conv_width to conv_width - 1.
  EXPECT_EQ(conveyed(-128, 1, 2), std::nullopt);  // his y = obY - 1, x = obX + 128
  EXPECT_EQ(conveyed(-127, 1, 2), 2);
  EXPECT_EQ(conveyed(128, 1, 2), 2);              // his x = obX - 128
  EXPECT_EQ(conveyed(129, 1, 2), std::nullopt);
  EXPECT_EQ(conveyed(56, 1, -3, 56), -3);
  EXPECT_EQ(conveyed(57, 1, -3, 56), std::nullopt);
  EXPECT_EQ(conveyed(-55, 1, -3, 56), -3);
  EXPECT_EQ(conveyed(-56, 1, -3, 56), std::nullopt);
  // Down: his y from obY - $30 to obY - 1.
  EXPECT_EQ(conveyed(0, 0, 2), std::nullopt);     // his y = obY
  EXPECT_EQ(conveyed(0, 0x30, 2), 2);             // obY - $30
  EXPECT_EQ(conveyed(0, 0x31, 2), std::nullopt);
}

// "btst #1,obStatus(a1); bne.s .notonconveyor": in the air he is not moved.
TEST(Conveyor, APlayerInTheAirIsNotMoved) {
  EXPECT_EQ(conveyed(0, 9, 4, ConveyorRule::kWideHalf, true), std::nullopt);
  EXPECT_EQ(movesonic(128, 4, 1000, 590, 1000, 600, 2), 0);
  EXPECT_EQ(movesonic(128, 4, 1000, 590, 1000, 600, 4), 4);  // rolling (bit 2): moved
}

// "add.w d0,obX(a1)": his pixel x alone; a rolling player is moved too, and
// his speeds stay.
TEST(Conveyor, ARollingPlayerIsMovedAndKeepsHisSpeeds) {
  const PlayerConfig cfg = defaultPlayerConfig(Profile::Sonic1);
  PlayerState s = groundRunner(cfg, 500, 0x300);
  s.rolling = true;
  PlayerState probe = s;
  stepPlayer(probe, levelWith({}), cfg, 0);
  StepRecord rec;
  stepPlayer(s, levelWith({conveyorAt(probe.x >> 8, (probe.y >> 8) + 1, -5)}), cfg, 0, &rec);
  EXPECT_EQ(s.x, probe.x - pixels(5));
  EXPECT_EQ(s.xsp, probe.xsp);
  EXPECT_EQ(s.gsp, probe.gsp);
  EXPECT_TRUE(s.rolling);
}

// End to end in every profile (the kind runs wherever it is placed): a
// player standing at a belt's middle is carried its way a belt's speed
// each frame until his x passes the window's edge: 2 px a frame right on a
// wide belt, 64 frames to obX + 128 (out: "bhs"); 3 left on a narrow one,
// 19 frames to obX - 57 (the 19th takes him from -54 past -56).
TEST(Conveyor, AStandingPlayerIsCarriedToTheWindowsEdgeInEveryProfile) {
  for (const Profile p : {Profile::Sonic1, Profile::Sonic2, Profile::Sonic3K, Profile::Guide}) {
    const PlayerConfig cfg = defaultPlayerConfig(p);
    struct Case {
      int belt, half, frames, endDx;
    };
    for (const Case c : {Case{2, 128, 64, 128}, Case{-3, 56, 19, -57}}) {
      PlayerState s = groundRunner(cfg, 500, 0);
      const std::int32_t sub = s.x & 0xFF;
      const Level l = levelWith({conveyorAt(500, (s.y >> 8) + 5, c.belt, c.half)});
      std::vector<int> pushes;
      for (int f = 0; f < 100; ++f) {
        StepRecord rec;
        stepPlayer(s, l, cfg, 0, &rec);
        ASSERT_EQ(rec.objectTestCount, 1);
        if (rec.objectTests[0].outcome == ObjectOutcome::Conveyed) {
          EXPECT_EQ(static_cast<int>(pushes.size()), f) << "carried on every frame until he is out";
          pushes.push_back(rec.objectTests[0].pushX);
        }
      }
      EXPECT_EQ(static_cast<int>(pushes.size()), c.frames) << profileName(p) << " " << c.belt;
      for (const int d : pushes) EXPECT_EQ(d, c.belt);
      EXPECT_EQ((s.x >> 8) - 500, c.endDx) << profileName(p) << " " << c.belt;
      EXPECT_EQ(s.x & 0xFF, sub);
      EXPECT_EQ(s.xsp, 0);
      EXPECT_FALSE(s.airborne);
    }
  }
}

// Each belt's routine runs in turn, in slot order, after the player's: at
// the edge between two belts (Scrap Brain 2's $20 pairs touch) the first
// moves him into the second's window and the second moves him again the
// same frame; in the other order the second finds him outside its window.
TEST(Conveyor, TouchingBeltsEachMoveHimInSlotOrder) {
  const PlayerConfig cfg = defaultPlayerConfig(Profile::Sonic1);
  for (const bool firstIsBehind : {true, false}) {
    PlayerState s = groundRunner(cfg, 500, 0);
    const int obY = (s.y >> 8) + 1;
    const SolidObject behind = conveyorAt(500 - 127, obY, 2), ahead = conveyorAt(500 + 130, obY, 2);  // 373..500, 502..757
    const Level l = firstIsBehind ? levelWith({behind, ahead}) : levelWith({ahead, behind});
    StepRecord rec;
    stepPlayer(s, l, cfg, 0, &rec);
    EXPECT_EQ(s.x >> 8, firstIsBehind ? 504 : 502) << firstIsBehind;
  }
}

// Speed 0 (a subtype $0x belt, as Scrap Brain's still ones): conveyed, not moved.
TEST(Conveyor, ASpeedZeroBeltConveysByNothing) {
  EXPECT_EQ(conveyed(0, 1, 0), 0);
}

}  // namespace
}  // namespace conveyor
}  // namespace solidtile::test

// Fans against the Sonic player (sonic/fan.h, level/fan.h): Sonic 1's Obj5D
// (_incObj/5D Fan.asm, Fan_Delay and .blow), each window edge, push and
// switch quoted. Purpose-built levels: flat ground at y 448, a player on it
// (standing still, his own step leaves him where he is) and a fan placed
// about him.
#include <gtest/gtest.h>

#include <optional>
#include <vector>

#include "../support/fan_object.h"
#include "object_level.h"
#include "slot_stepper.h"
#include "solidtile/input.h"
#include "solidtile/level/fan.h"
#include "solidtile/sonic/player.h"

namespace solidtile::test {
namespace fan {  // apart from the other tests' names in a unity build
namespace {

// One step of a player standing still at x 500 with the fan's point (dx, dy)
// from his (so obX(a1) - obX(a0) = -dx): the pixels it moved him, or
// nullopt when it did not (its test not "blown").
std::optional<int> pushed(int dx, int dy, bool facingRight, bool pull = false, Profile p = Profile::Sonic1) {
  const PlayerConfig cfg = defaultPlayerConfig(p);
  PlayerState s = groundRunner(cfg, 500, 0);
  const std::int32_t x0 = s.x;
  const Level l = levelWith({fanAt((s.x >> 8) + dx, (s.y >> 8) + dy, facingRight, pull)});
  StepRecord rec;
  stepPlayer(s, l, cfg, 0, &rec);
  if (rec.objectTestCount != 1) {
    ADD_FAILURE() << "tests: " << rec.objectTestCount;
    return std::nullopt;
  }
  const ObjectTest& t = rec.objectTests[0];
  if (t.outcome != ObjectOutcome::Blown) return std::nullopt;
  EXPECT_EQ(t.pushX, (s.x - x0) >> 8);
  EXPECT_EQ((s.x - x0) & 0xFF, 0) << "only obX moves: his subpixel stays";
  return static_cast<int>((s.x - x0) >> 8);
}

// .chksonic: "sub.w obX(a0),d0" (negated facing left), "addi.w #$50,d0;
// cmpi.w #$F0,d0; bhs.s .animate": his x from $50 behind the fan to $9F
// ahead of it, its way.
TEST(Fan, ItsWindowAcrossIsFiftyBehindToNinetyFAhead) {
  for (const bool right : {true, false}) {
    const int way = right ? 1 : -1;  // ahead of the fan: his x less obX, its sign
    EXPECT_TRUE(pushed(way * 0x50, 0, right)) << right;    // $50 behind
    EXPECT_FALSE(pushed(way * 0x51, 0, right)) << right;   // $51 behind
    EXPECT_TRUE(pushed(-way * 0x9F, 0, right)) << right;   // $9F ahead
    EXPECT_FALSE(pushed(-way * 0xA0, 0, right)) << right;  // $A0 ahead
  }
  EXPECT_TRUE(fanWindow(-0x50, 0, true));
  EXPECT_FALSE(fanWindow(-0x51, 0, true));
  EXPECT_TRUE(fanWindow(0x50, 0, false));
  EXPECT_FALSE(fanWindow(-0xA0, 0, false));
}

// "move.w obY(a1),d1; addi.w #$60,d1; sub.w obY(a0),d1; bcs.s .animate;
// cmpi.w #$70,d1; bhs.s .animate": his y from obY - $60 to obY + $F.
TEST(Fan, ItsWindowDownIsSixtyAboveToFBelow) {
  EXPECT_TRUE(pushed(0, -0xF, true));    // the fan $F above him: his y = obY + $F
  EXPECT_FALSE(pushed(0, -0x10, true));  // + $10
  EXPECT_TRUE(pushed(0, 0x60, true));    // his y = obY - $60
  EXPECT_FALSE(pushed(0, 0x61, true));   // - $61
}

// "subi.w #$50,d0; bcc.s .faraway; not.w d0; add.w d0,d0; .faraway: addi.w
// #$60,d0" then, facing right, "neg.b d0; asr.w #4,d0": floor(($100 - v) /
// 16) for v = e + $60 ahead (e his distance its way), $5E - 2e behind.
TEST(Fan, FacingRightItPushesTenAtItDownToNothingAtTheEdges) {
  EXPECT_EQ(fanPush(0, true, false), 10);      // v $60: $A0 >> 4
  EXPECT_EQ(fanPush(-1, true, false), 10);     // behind: not.w -1 = 0, v $60
  EXPECT_EQ(fanPush(0x50, true, false), 5);    // v $B0: $50 >> 4
  EXPECT_EQ(fanPush(0x51, true, false), 4);    // v $B1: $4F >> 4
  EXPECT_EQ(fanPush(0x9F, true, false), 0);    // v $FF: 1 >> 4
  EXPECT_EQ(fanPush(-0x28, true, false), 5);   // v $5E + $50 = $AE: $52 >> 4
  EXPECT_EQ(fanPush(-0x50, true, false), 0);   // v $FE: 2 >> 4
  // In a step: the same pixels, added to obX.
  EXPECT_EQ(pushed(0, 0, true), 10);
  EXPECT_EQ(pushed(-0x50, 0, true), 5);  // his x = obX + $50
  EXPECT_EQ(pushed(-0x9F, 0, true), 0);  // in the window, moved 0
}

// Facing left "neg.w d0" first: the word $10000 - v, whose low byte "neg.b"
// turns back into v under $FF: the word v - $100, and "asr.w #4" rounds it
// toward minus infinity: -10 at the fan, and -1 (never 0) at the edges. So a
// left fan pushes one pixel more than a right one wherever ($100 - v) is not
// a multiple of 16.
TEST(Fan, FacingLeftItPushesOneMoreWhereTheShiftRoundsDown) {
  EXPECT_EQ(fanPush(0, false, false), -10);     // v $60: -$A0 >> 4
  EXPECT_EQ(fanPush(-0x50, false, false), -5);  // his x = obX - $50 (e $50): -$50 >> 4
  EXPECT_EQ(fanPush(-0x51, false, false), -5);  // -$4F >> 4 = -4.94.. down to -5
  EXPECT_EQ(fanPush(-0x9F, false, false), -1);  // -1 >> 4
  EXPECT_EQ(fanPush(0x50, false, false), -1);   // $50 behind it (e -$50): -2 >> 4
  EXPECT_EQ(pushed(0x51, 0, false), -5);        // the fan $51 right of him
  EXPECT_EQ(pushed(0x9F, 0, false), -1);
  EXPECT_EQ(pushed(-0x50, 0, false), -1);       // $50 behind it
}

// "btst #0,obSubtype(a0); beq.s .movesonic; neg.w d0": subtype bit 0 pulls.
TEST(Fan, SubtypeBitZeroPullsTheOtherWay) {
  EXPECT_EQ(fanPush(0, true, true), -10);
  EXPECT_EQ(fanPush(-0x9F, false, true), 1);
  EXPECT_EQ(pushed(0, 0, true, true), -10);
  EXPECT_EQ(pushed(0x51, 0, false, true), 5);  // facing left, his x = obX - $51: -(-$4F >> 4)
}

// The routine reads neither obStatus(a1) nor his speed: a player in the air
// is moved too, and his speeds stay.
TEST(Fan, APlayerInTheAirIsMovedAndKeepsHisSpeed) {
  const PlayerConfig cfg = defaultPlayerConfig(Profile::Sonic1);
  PlayerState s = groundRunner(cfg, 500, 0);
  s.y -= pixels(40);
  s.airborne = true;
  s.xsp = 0x100;
  PlayerState probe = s;
  stepPlayer(probe, levelWith({}), cfg, 0);
  StepRecord rec;
  stepPlayer(s, levelWith({fanAt(probe.x >> 8, probe.y >> 8, true)}), cfg, 0, &rec);
  EXPECT_EQ(s.x, probe.x + pixels(10));
  EXPECT_EQ(s.xsp, probe.xsp);
  EXPECT_EQ(s.ysp, probe.ysp);
  EXPECT_TRUE(s.airborne);
}

// Fan_Delay without subtype bit 1 (fanCycleTimer, the made clock): off on
// frames 0..120 from the one it was made on, on 121..301 ("move.w
// #120,fan_time(a0)" / "move.w #180,fan_time(a0)", each counted to -1), and
// again every 302. An object present from the start is made on frame 0.
TEST(Fan, ASwitchingFanBlowsOnFrames121To301OfEvery302) {
  const ObjectTimer t = fanCycleTimer();
  EXPECT_EQ(timerText(t), "made 302: 121+181");
  const Level l = levelWith({fanAt(500, 448 - 20, true, false, true)});
  ASSERT_EQ(l.objects.slotCount(), 1u);
  for (const std::uint32_t f : {1u, 120u, 121u, 301u, 302u, 422u, 423u, 603u, 604u}) {
    const PlayerConfig cfg = defaultPlayerConfig(Profile::Sonic1);
    SlotStepper r(l, Profile::Sonic1, 500, 448 - cfg.standRadiusY - 1);
    r.s.airborne = false;
    r.s.frame = f - 1;
    r.step();
    ASSERT_EQ(r.rec.objectTestCount, 1) << f;
    const bool on = f % 302 >= 121;
    EXPECT_EQ(r.rec.objectTests[0].outcome == ObjectOutcome::Blown, on) << f;
    EXPECT_EQ(r.s.x >> 8, on ? 510 : 500) << f;
  }
}

// End to end in every profile (the kind runs wherever it is placed): a
// player standing at a fan's point is blown along the floor, 10 px on the
// first frame, then 9, 8, 8, 7, ... Facing right the push reaches 0 at $91
// ahead (v $F1: $F >> 4) and he stays there in its window, after 45 frames;
// facing left it is never less than 1: he leaves the window at $A0 ahead on
// the 46th.
TEST(Fan, AStandingPlayerIsBlownAlongTheFloorInEveryProfile) {
  for (const Profile p : {Profile::Sonic1, Profile::Sonic2, Profile::Sonic3K, Profile::Guide}) {
    const PlayerConfig cfg = defaultPlayerConfig(p);
    for (const bool right : {true, false}) {
      PlayerState s = groundRunner(cfg, 400, 0);
      const Level l = levelWith({fanAt(400, s.y >> 8, right)});
      std::vector<int> pushes;
      for (int f = 0; f < 60; ++f) {
        StepRecord rec;
        stepPlayer(s, l, cfg, 0, &rec);
        if (rec.objectTestCount == 1 && rec.objectTests[0].outcome == ObjectOutcome::Blown)
          pushes.push_back(rec.objectTests[0].pushX);
      }
      ASSERT_GE(pushes.size(), 4u) << profileName(p);
      EXPECT_EQ(pushes[0], right ? 10 : -10) << profileName(p);
      EXPECT_EQ(pushes[1], right ? 9 : -10) << profileName(p);
      EXPECT_EQ(pushes[2], right ? 8 : -9) << profileName(p);
      EXPECT_EQ(s.x >> 8, right ? 400 + 0x91 : 400 - 0xA0) << profileName(p) << " " << right;
      EXPECT_EQ(pushes.size(), right ? 60u : 46u) << profileName(p) << " " << right;
      EXPECT_FALSE(s.airborne) << profileName(p);
    }
  }
}

}  // namespace
}  // namespace fan
}  // namespace solidtile::test

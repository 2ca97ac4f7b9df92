// Staircases against the Sonic player (sonic/stair.h, level/stair.h): Sonic
// 1's Obj5B ("_incObj/5B Staircase.asm": Stair_Move, Stair_Type00..02,
// Stair_Solid), the routine transcribed and run beside the kind's blocks.
// Purpose-built levels: levelWith's ground at y 448 and a staircase high
// above it.
#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <vector>

#include "../support/stair_object.h"
#include "object_level.h"
#include "slot_stepper.h"
#include "solidtile/input.h"
#include "solidtile/level/object_state.h"
#include "solidtile/level/stair.h"
#include "solidtile/sonic/player.h"

namespace solidtile::test {
namespace stair {  // apart from the other tests' names in a unity build
namespace {

// The parent's routine as written, one frame at a time: Stair_Move's type
// routine, then (the caller) the blocks' Stair_Solid reading the bytes and
// writing objoff_36.
struct Obj5B {
  std::uint8_t subtype = 0;
  std::uint16_t timer = 0;        // objoff_34
  std::int8_t flag = 0;           // objoff_36
  std::array<std::uint8_t, 4> bytes{};  // objoff_38..3B
  void typeRoutine() {
    switch (subtype & 7) {
      case 0:  // Stair_Type00
        if (timer == 0) {
          if (flag == 1) timer = 0x1E;  // "cmpi.b #1,objoff_36(a0)"; "move.w #$1E,objoff_34(a0)"
        } else if (--timer == 0) {
          ++subtype;  // "addq.b #1,obSubtype(a0)"
        }
        break;
      case 2:  // Stair_Type02
        if (timer == 0) {
          if (flag < 0) timer = 0x3C;  // "tst.b objoff_36(a0); bpl.s"; "move.w #$3C,objoff_34(a0)"
        } else if (--timer == 0) {
          ++subtype;
        } else {  // loc_10FEC: "lsr.b #2,d0; andi.b #1,d0", then "eori.b #1,d0" a byte
          std::uint8_t d0 = static_cast<std::uint8_t>((timer & 0xFF) >> 2) & 1;
          for (std::uint8_t& b : bytes) b = d0, d0 ^= 1;
        }
        break;
      default: {  // Stair_Type01 (types 1 and 3)
        if (bytes[0] == 0x80) break;  // "cmpi.b #$80,(a1); beq.s"
        ++bytes[0];                   // "addq.b #1,(a1)"
        std::uint32_t d1 = bytes[0];  // "move.b (a1)+,d1"
        d1 = d1 << 16;                // "swap d1"
        d1 >>= 1;                     // "lsr.l #1,d1"
        const std::uint32_t d2 = d1;  // "move.l d1,d2"
        d1 >>= 1;                     // "lsr.l #1,d1"
        const std::uint32_t d3 = d1 + d2;  // "move.l d1,d3; add.l d2,d3"
        bytes[1] = static_cast<std::uint8_t>(d3 >> 16);  // "swap"s, "move.b d3,(a1)+" ...
        bytes[2] = static_cast<std::uint8_t>(d2 >> 16);
        bytes[3] = static_cast<std::uint8_t>(d1 >> 16);
      }
    }
  }
};

// The transcription beside stairBytes: the trigger's value written on frame
// `since` by a block's SolidObject, every frame to 300 after, both flips.
TEST(Stair, TheBytesAreTheRoutinesForEveryFrameAfterTheTrigger) {
  for (const StairTrigger t : {StairTrigger::Stood, StairTrigger::Hit}) {
    for (const std::uint32_t since : {0u, 1u, 7u, 100u, 255u, 256u, 1000u}) {
      Obj5B g;
      g.subtype = t == StairTrigger::Hit ? 2 : 0;
      for (std::uint32_t f = 0; f < since + 300; ++f) {
        g.typeRoutine();  // the parent's Stair_Move before any block's Stair_Solid
        const auto bytes = stairBytes(t, f < since ? ObjectSlot::kNever : since, f);
        for (int k = 0; k < 4; ++k) {
          for (const bool flipped : {false, true}) {
            // Stair_Main: "moveq #$38,d3; moveq #1,d4", x-flipped "moveq #$3B,d3; moveq #-1,d4".
            const int byte = flipped ? 3 - k : k;
            ASSERT_EQ(stairBlockOffset(bytes, k, flipped), g.bytes[static_cast<std::size_t>(byte)])
                << stairTriggerName(t) << " since " << since << " frame " << f << " block " << k;
          }
        }
        if (f == since) g.flag = t == StairTrigger::Hit ? -1 : 1;  // a block's Stair_Solid
      }
    }
  }
}

// The frames: the flag written on s is read on s + 1 (the timer set), the
// type changes on s + 31 (stood) or s + 61 (hit), the drop starts on s + 32
// or s + 62, and byte 0 stops at $80 after 128 frames: 128, 96, 64, 32.
TEST(Stair, TheDropStartsThirtyTwoOrSixtyTwoFramesAfterTheTrigger) {
  EXPECT_EQ(stairDropStart(StairTrigger::Stood, 10), 42u);
  EXPECT_EQ(stairDropStart(StairTrigger::Hit, 10), 72u);
  EXPECT_EQ(stairBytes(StairTrigger::Stood, 10, 41), (std::array<std::int32_t, 4>{0, 0, 0, 0}));
  EXPECT_EQ(stairBytes(StairTrigger::Stood, 10, 42), (std::array<std::int32_t, 4>{1, 0, 0, 0}));
  EXPECT_EQ(stairBytes(StairTrigger::Stood, 10, 43), (std::array<std::int32_t, 4>{2, 1, 1, 0}));
  EXPECT_EQ(stairBytes(StairTrigger::Stood, 10, 169), (std::array<std::int32_t, 4>{128, 96, 64, 32}));
  EXPECT_EQ(stairBytes(StairTrigger::Stood, 10, 5000), (std::array<std::int32_t, 4>{128, 96, 64, 32}));
  // Hit: the timer $3C on s + 1, $3B on s + 2: ($3B >> 2) & 1 = 0: 0, 1, 0, 1.
  EXPECT_EQ(stairBytes(StairTrigger::Hit, 10, 11), (std::array<std::int32_t, 4>{0, 0, 0, 0}));
  EXPECT_EQ(stairBytes(StairTrigger::Hit, 10, 12), (std::array<std::int32_t, 4>{0, 1, 0, 1}));
  EXPECT_EQ(stairBytes(StairTrigger::Hit, 10, 40), (std::array<std::int32_t, 4>{1, 0, 1, 0}));  // timer $1F
  EXPECT_EQ(stairBytes(StairTrigger::Hit, 10, 71), (std::array<std::int32_t, 4>{0, 1, 0, 1}));  // type 3 set, bytes kept
  EXPECT_EQ(stairBytes(StairTrigger::Hit, 10, 72), (std::array<std::int32_t, 4>{1, 0, 0, 0}));
  for (std::int32_t b = 1; b <= 0x80; ++b) {
    const auto bytes = stairBytes(StairTrigger::Stood, 0, static_cast<std::uint32_t>(31 + b));
    EXPECT_EQ(bytes, (std::array<std::int32_t, 4>{b, 3 * b / 4, b / 2, b / 4})) << b;
  }
}

// Where the player's y puts the top of the block he stands on: MvSonicOnPtfm
// puts his feet on obY - d3 ($11) - his radius, obY the block's centre.
std::int32_t blockTopUnder(const PlayerState& s) { return (s.y >> 8) + s.radiusY + 1; }

// End to end in every profile: a player dropped onto block 1 lands on frame
// L (its Stair_Solid writes 1), stands still, and from L + 32 is carried
// down by exactly the block's drop each frame: floor(3j/4) unflipped (byte
// $39), floor(j/2) x-flipped (byte $3A), j the frames of the drop.
TEST(Stair, StoodOnItDropsThirtyTwoFramesLaterCarryingThePlayerInEveryProfile) {
  for (const Profile p : {Profile::Sonic1, Profile::Sonic2, Profile::Sonic3K, Profile::Guide}) {
    for (const bool flipped : {false, true}) {
      const Level l = levelWith({stairAt(400, 200, flipped)});  // block 1's centre (432, 200), top 184
      ASSERT_EQ(l.objects.slotCount(), 2u);
      SlotStepper r(l, p, 432, 150);
      ASSERT_TRUE(r.until(EventKind::ObjectLanded, 60)) << profileName(p);
      const std::uint32_t landed = r.s.frame;  // the frame just stepped
      EXPECT_EQ(r.slots[0].since, landed) << profileName(p);
      EXPECT_EQ(r.slots[1].since & 0xF, 1u) << profileName(p);  // on block 1
      EXPECT_EQ(blockTopUnder(r.s), 184) << profileName(p);
      for (std::uint32_t f = landed + 1; f < landed + 200; ++f) {
        r.step();
        ASSERT_EQ(r.s.frame, f);
        ASSERT_EQ(r.s.standingOn, 0) << profileName(p) << " frame " << f;
        const std::int64_t j = static_cast<std::int64_t>(f) - (landed + 31);
        const std::int64_t b = j <= 0 ? 0 : (j > 128 ? 128 : j);
        const std::int64_t drop = flipped ? b / 2 : 3 * b / 4;
        ASSERT_EQ(blockTopUnder(r.s), 184 + drop) << profileName(p) << " flipped " << flipped << " frame " << f;
      }
    }
  }
}

// A "hit" staircase stood on is not set off (Solid_Landed's d4 = -1 is
// overwritten by its own block's 1); hit from below it is: the flag -1 on
// the bonk frame B, the drop from B + 62. A player put on block 3 later
// lands on its step: 32 px (unflipped, byte $3B) or 128 (x-flipped, byte $38)
// below after the drop.
TEST(Stair, HitFromBelowItShakesThenDropsInEveryProfile) {
  for (const Profile p : {Profile::Sonic1, Profile::Sonic2, Profile::Sonic3K, Profile::Guide}) {
    for (const bool flipped : {false, true}) {
      const Level l = levelWith({stairAt(400, 200, flipped, StairTrigger::Hit)});
      {
        SlotStepper stand(l, p, 432, 150);
        for (int f = 0; f < 150; ++f) stand.step();
        EXPECT_EQ(stand.s.standingOn, 0) << profileName(p);
        EXPECT_EQ(stand.slots[0].since, ObjectSlot::kNever) << profileName(p) << ": standing does not set it off";
      }
      SlotStepper r(l, p, 464, 260);  // under block 2 (centre 464; bottom 216)
      r.s.ysp = -0x600;
      ASSERT_TRUE(r.until(EventKind::ObjectBumped, 30)) << profileName(p);
      const std::uint32_t bonk = r.s.frame;
      EXPECT_EQ(r.slots[0].since, bonk) << profileName(p);
      while (r.s.frame < bonk + 62 + 140) r.step();
      // Onto block 3 from above, long after the drop ended.
      const PlayerConfig cfg = defaultPlayerConfig(p);
      PlayerState s = spawnPlayer(cfg, 496, 100);
      s.frame = r.s.frame;
      r.s = s;
      ASSERT_TRUE(r.until(EventKind::ObjectLanded, 120)) << profileName(p);
      r.step();
      EXPECT_EQ(blockTopUnder(r.s), 184 + (flipped ? 128 : 32)) << profileName(p) << " flipped " << flipped;
    }
  }
}

// The box is Obj5B's four blocks; the fields are checked.
TEST(Stair, ItsFieldsAreChecked) {
  EXPECT_EQ(objectProblem(stairAt(400, 200, false)), "");
  SolidObject o = stairAt(400, 200, false);
  o.w = 96;
  EXPECT_NE(objectProblem(o).find("128 x 32"), std::string::npos) << objectProblem(o);
  o = stairAt(400, 200, false);
  o.dir = ObjectDir::Up;
  EXPECT_NE(objectProblem(o).find("left or right"), std::string::npos) << objectProblem(o);
  o = stairAt(400, 200, false);
  o.topOnly = true;
  EXPECT_NE(objectProblem(o).find("top_only"), std::string::npos) << objectProblem(o);
  SolidObject b = box(0, 0, 32, 32);
  b.stair = StairTrigger::Hit;
  EXPECT_EQ(objectProblem(b), "stair is for a stair, not block");
}

}  // namespace
}  // namespace stair
}  // namespace solidtile::test

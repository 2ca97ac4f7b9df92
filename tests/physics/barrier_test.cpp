// One-way barriers against the Sonic player (sonic/barrier.h,
// level/barrier.h): Sonic 2's Obj2D (s2.asm Obj2D_Init, Obj2D_Main,
// Obj2D_CheckCharacter), the routine transcribed and run beside the kind.
// Purpose-built levels: levelWith's ground at y 448 and a barrier standing
// on it, its centre (700, 416): the block 692..708 x 384..448, its window
// 188..700 (to 718 once rising; x-flipped 700..1212, from 682) x 384..448.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <string>

#include "../support/barrier_object.h"
#include "object_level.h"
#include "slot_stepper.h"
#include "solidtile/input.h"
#include "solidtile/level/barrier.h"
#include "solidtile/level/object_state.h"
#include "solidtile/sonic/player.h"

namespace solidtile::test {
namespace barrier {  // apart from the other tests' names in a unity build
namespace {

constexpr int kX = 700, kY = 416;

// A 68000 word.
constexpr std::uint16_t word(int v) { return static_cast<std::uint16_t>(v); }

// Obj2D_Main as written, one frame at a time, for the player's (x, y).
struct Obj2D {
  bool flipped = false;
  std::uint16_t x = kX, y32 = kY;  // x_pos, objoff_32
  std::uint16_t d38 = 0, d3A = 0;  // objoff_38, objoff_3A
  std::uint16_t height = 0;        // objoff_30
  std::uint8_t secondary = 0;      // routine_secondary
  explicit Obj2D(bool f) : flipped(f) {
    std::uint16_t d2 = x, d3 = x;
    d2 = word(d2 - 0x200);  // "subi.w #$200,d2"
    d3 = word(d3 + 0x18);   // "addi.w #$18,d3"
    if (flipped) d2 = word(d2 - word(-0x1E8)), d3 = word(d3 + 0x1E8);  // "subi.w #-$1E8,d2; addi.w #$1E8,d3"
    d38 = d2;
    d3A = d3;
  }
  void frame(std::int16_t px, std::int16_t py) {
    std::uint16_t d2, d3;
    if (!flipped) {
      d2 = d38, d3 = x;
      if (secondary) d3 = d3A;
    } else {
      d2 = x, d3 = d3A;
      if (secondary) d2 = d38;
    }
    const std::uint16_t d4 = word(y32 - 0x20), d5 = word(y32 + 0x20);
    secondary = 0;
    // Obj2D_CheckCharacter: "cmp.w d2,d0; blt" (signed), "cmp.w d3,d0; bhs", "cmp.w d4,d0; blo", "cmp.w d5,d0; bhs".
    const auto u = static_cast<std::uint16_t>(px), v = static_cast<std::uint16_t>(py);
    if (!(px < static_cast<std::int16_t>(d2)) && u < d3 && v >= d4 && v < d5) secondary = 2;
    if (secondary) {
      if (height != 0x40) height = word(height + 8);
    } else if (height != 0) {
      height = word(height - 8);
    }
  }
};

// The block's top under a player standing on it: SolidObject's d3 $21 above its centre.
std::int32_t topUnder(const PlayerState& s) { return (s.y >> 8) + s.radiusY + 1; }

TEST(Barrier, TheWindowIsTheRoutinesAtEveryEdge) {
  for (const bool flipped : {false, true}) {
    for (const bool rising : {false, true}) {
      for (int px = kX - 0x220; px <= kX + 0x220; ++px) {
        for (const int py : {kY - 0x21, kY - 0x20, kY, kY + 0x1F, kY + 0x20}) {
          Obj2D g(flipped);
          g.secondary = rising ? 2 : 0;
          g.frame(static_cast<std::int16_t>(px), static_cast<std::int16_t>(py));
          ASSERT_EQ(barrierWindow(px, py, kX, kY, flipped, rising), g.secondary != 0)
              << "flipped " << flipped << " rising " << rising << " at " << px << ", " << py;
        }
      }
    }
  }
  // The edges, as read: x - $200 in, x out (x + $17 in, x + $18 out once rising); mirrored.
  EXPECT_TRUE(barrierWindow(kX - 0x200, kY, kX, kY, false, false));
  EXPECT_FALSE(barrierWindow(kX - 0x201, kY, kX, kY, false, false));
  EXPECT_FALSE(barrierWindow(kX, kY, kX, kY, false, false));
  EXPECT_TRUE(barrierWindow(kX + 0x17, kY, kX, kY, false, true));
  EXPECT_FALSE(barrierWindow(kX + 0x18, kY, kX, kY, false, true));
  EXPECT_TRUE(barrierWindow(kX, kY, kX, kY, true, false));
  EXPECT_FALSE(barrierWindow(kX - 1, kY, kX, kY, true, false));
  EXPECT_TRUE(barrierWindow(kX - 0x18, kY, kX, kY, true, true));
  EXPECT_FALSE(barrierWindow(kX - 0x19, kY, kX, kY, true, true));
  EXPECT_TRUE(barrierWindow(kX + 0x1FF, kY, kX, kY, true, false));
  EXPECT_FALSE(barrierWindow(kX + 0x200, kY, kX, kY, true, false));
  EXPECT_FALSE(barrierWindow(kX - 0x100, kY - 0x21, kX, kY, false, false));
  EXPECT_TRUE(barrierWindow(kX - 0x100, kY + 0x1F, kX, kY, false, false));
  EXPECT_FALSE(barrierWindow(kX - 0x100, kY + 0x20, kX, kY, false, false));
}

// The slots give the routine's height on every frame: 8 px a frame up to
// $40 from the frame he is in the window, down 8 a frame to 0 from the
// frame he is not, visited or not.
TEST(Barrier, ItsHeightStepsEightPixelsAFrameToSixtyFourAndBack) {
  ObjectSlot slots[2];
  EXPECT_EQ(barrierAt(slots, 50).height, 0);
  slots[0].since = 10, slots[1].since = 8 | 0x100;  // in the window from frame 10
  for (std::uint32_t f = 10; f < 40; ++f) EXPECT_EQ(barrierAt(slots, f).height, std::min(8 * (static_cast<int>(f) - 9), 0x40)) << f;
  EXPECT_TRUE(barrierAt(slots, 1000).rising);
  slots[0].since = 40, slots[1].since = 0x38;  // out from frame 40
  for (std::uint32_t f = 40; f < 60; ++f) EXPECT_EQ(barrierAt(slots, f).height, std::max(0x38 - 8 * (static_cast<int>(f) - 40), 0)) << f;
  EXPECT_FALSE(barrierAt(slots, 45).rising);
}

// End to end in every profile, both flips: the player runs at it from its
// near side, in the window from the first frame; the routine beside the
// step (his x, y after the frame's move) gives its height on every frame,
// recorded and not (the walk that skips objects out of reach visits it
// wherever he may be in its window). It is up when he gets there; he runs
// under it, and once he is past x + $18 it comes down.
TEST(Barrier, ItRisesForOneRunningAtItsNearSideAndComesDownBehindHimInEveryProfile) {
  for (const Profile p : {Profile::Sonic1, Profile::Sonic2, Profile::Sonic3K, Profile::Guide}) {
    for (const bool flipped : {false, true}) {
      for (const bool recorded : {true, false}) {
        const Level l = levelWith({barrierAt(kX, kY, flipped)});
        ASSERT_EQ(l.objects.slotCount(), 2u);
        const int start = flipped ? kX + 0x120 : kX - 0x120;
        SlotStepper r(l, p, start, 420);
        const Input key = flipped ? input::kLeft : input::kRight;
        Obj2D g(flipped);
        int most = 0;
        bool passed = false;
        for (int f = 0; f < 400; ++f) {
          if (recorded) {
            r.step(key);
          } else {
            stepPlayer(r.s, r.level, r.cfg, key, nullptr, r.slots);
          }
          g.frame(static_cast<std::int16_t>(r.s.x >> 8), static_cast<std::int16_t>(r.s.y >> 8));
          const BarrierView v = barrierAt(r.slots.data(), r.s.frame);
          ASSERT_EQ(v.height, g.height) << profileName(p) << " flipped " << flipped << " frame " << r.s.frame;
          ASSERT_EQ(v.rising, g.secondary != 0) << profileName(p) << " frame " << r.s.frame;
          most = std::max<int>(most, v.height);
          const int x = r.s.x >> 8;
          if (flipped ? x < kX - 0x40 : x > kX + 0x40) passed = true;
        }
        EXPECT_EQ(most, 0x40) << profileName(p);
        EXPECT_TRUE(passed) << profileName(p) << " flipped " << flipped << ": stopped at " << (r.s.x >> 8);
        EXPECT_EQ(barrierAt(r.slots.data(), r.s.frame).height, 0) << profileName(p) << ": down behind him";
      }
    }
  }
}

// From its far side it never rises: he is stopped at its side, 8 + his push
// radius from its centre.
TEST(Barrier, FromItsFarSideItStaysDownAndStopsHimInEveryProfile) {
  for (const Profile p : {Profile::Sonic1, Profile::Sonic2, Profile::Sonic3K, Profile::Guide}) {
    for (const bool flipped : {false, true}) {
      const Level l = levelWith({barrierAt(kX, kY, flipped)});
      SlotStepper r(l, p, flipped ? kX - 0x100 : kX + 0x100, 420);
      for (int f = 0; f < 300; ++f) {
        r.step(flipped ? input::kRight : input::kLeft);
        ASSERT_EQ(barrierAt(r.slots.data(), r.s.frame).height, 0) << profileName(p) << " frame " << r.s.frame;
      }
      const int x = r.s.x >> 8;
      EXPECT_TRUE(flipped ? x < kX - 8 && x > kX - 0x20 : x > kX + 8 && x < kX + 0x20)
          << profileName(p) << " flipped " << flipped << ": at " << x;
    }
  }
}

// Raised to $40 by a player in its window, then with him put on its top:
// out of the window (above it), it comes down 8 px a frame and carries him
// by exactly that each frame (MvSonicOnPtfm on the frame's y_pos), to rest.
TEST(Barrier, ItLowersEightPixelsAFrameCarryingOneStandingOnItInEveryProfile) {
  for (const Profile p : {Profile::Sonic1, Profile::Sonic2, Profile::Sonic3K, Profile::Guide}) {
    const Level l = levelWith({barrierAt(kX, kY, false)});
    SlotStepper r(l, p, kX - 0x100, 420);
    for (int f = 0; f < 40; ++f) r.step();
    ASSERT_EQ(barrierAt(r.slots.data(), r.s.frame).height, 0x40) << profileName(p);
    ASSERT_FALSE(r.s.airborne) << profileName(p);
    // On its raised top: obY - $40 - $21 - his radius.
    r.s.x = (kX - 2) * 256;
    r.s.y = (kY - 0x40 - 0x21 - r.s.radiusY) * 256;
    r.s.standingOn = 0;
    r.s.gsp = r.s.xsp = 0;
    const std::uint32_t from = r.s.frame;
    for (std::uint32_t f = from + 1; f <= from + 20; ++f) {
      r.step();
      const int height = std::max<int>(0x40 - 8 * static_cast<int>(f - from), 0);
      ASSERT_EQ(barrierAt(r.slots.data(), f).height, height) << profileName(p) << " frame " << f;
      ASSERT_EQ(r.s.standingOn, 0) << profileName(p) << " frame " << f;
      ASSERT_EQ(topUnder(r.s), kY - 0x20 - height) << profileName(p) << " frame " << f;
    }
  }
}

// Its box is Obj2D's block; the fields are checked.
TEST(Barrier, ItsFieldsAreChecked) {
  EXPECT_EQ(objectProblem(barrierAt(kX, kY, false)), "");
  SolidObject o = barrierAt(kX, kY, true);
  o.w = 24;  // Metropolis' width_pixels $C
  EXPECT_EQ(objectProblem(o), "");
  o.w = 32;
  EXPECT_NE(objectProblem(o).find("16 or 24"), std::string::npos) << objectProblem(o);
  o = barrierAt(kX, kY, false);
  o.h = 32;
  EXPECT_NE(objectProblem(o).find("x 64"), std::string::npos) << objectProblem(o);
  o = barrierAt(kX, kY, false);
  o.dir = ObjectDir::Up;
  EXPECT_NE(objectProblem(o).find("right or left"), std::string::npos) << objectProblem(o);
  o = barrierAt(kX, kY, false);
  o.topOnly = true;
  EXPECT_NE(objectProblem(o).find("top_only"), std::string::npos) << objectProblem(o);
  o = barrierAt(kX, kY, false);
  o.path.push_back({0, 0});
  EXPECT_NE(objectProblem(o).find("one point"), std::string::npos) << objectProblem(o);
}

}  // namespace
}  // namespace barrier
}  // namespace solidtile::test

// A block solid only in some frames (SolidObject::vanish, level format 15):
// Sonic 1's Obj6C, Scrap Brain's vanishing platforms (s1disasm "_incObj/6C
// SBZ Vanishing Platforms.asm", level/vanish.h).
#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "../support/vanish_object.h"
#include "level_builder.h"
#include "object_level.h"
#include "solidtile/camera/camera.h"
#include "solidtile/input.h"
#include "solidtile/level/object_loading.h"
#include "solidtile/level/vanish.h"
#include "solidtile/sonic/player.h"

namespace solidtile::test {
namespace {

// The routine as the disassembly has it, one call a frame, with
// AnimateSprite over Ani_Van: VanP_Main, loc_16068 (routine 6), VanP_Vanish
// (routines 2 and 4 run the same lines up to the solidity test).
class VanPRoutine {
 public:
  explicit VanPRoutine(std::uint8_t subtype) : subtype_(subtype) {}
  // One frame with v_framecount = fc: whether PlatformObject / ExitPlatform ran.
  bool run(std::uint16_t fc) {
    if (routine_ == 0) {  // VanP_Main, falling into loc_16068
      routine_ = 6;
      std::uint16_t d0 = static_cast<std::uint16_t>(((subtype_ & 0xF) + 1) << 7);  // "addq.w #1,d0; lsl.w #7,d0"
      const std::uint16_t d1 = d0;
      d0 = static_cast<std::uint16_t>(d0 - 1);
      timer_ = static_cast<std::int16_t>(d0);
      timelen_ = d0;
      const std::uint16_t d1b = static_cast<std::uint16_t>(d1 + 0x80);     // "addi.w #$80,d1"
      off36_ = static_cast<std::uint16_t>(((subtype_ & 0xF0u) * d1b) >> 8);  // "mulu.w d1,d0; lsr.l #8,d0"
      mask38_ = static_cast<std::uint16_t>(d1b - 1);
    }
    if (routine_ == 6) {
      if ((static_cast<std::uint16_t>(fc - off36_) & mask38_) != 0) {
        animate();
        return false;
      }
      routine_ = 2;  // "subq.b #4,obRoutine(a0)"
    }
    if (--timer_ < 0) {  // "subq.w #1,vanp_timer(a0); bpl.s .wait"
      timer_ = 127;
      if (anim_ != 0) timer_ = static_cast<std::int16_t>(timelen_);
      anim_ ^= 1;  // "bchg #0,obAnim(a0)"
    }
    animate();
    return (frame_ & 2) == 0;  // "btst #1,obFrame(a0); bne.s .notsolid"
  }

 private:
  void animate() {
    static constexpr std::uint8_t kScripts[2][7] = {{7, 0, 1, 2, 3, 0xFE, 1}, {7, 3, 2, 1, 0, 0xFE, 1}};
    if (anim_ != prevAni_) {
      prevAni_ = anim_;
      aniFrame_ = 0;
      timeFrame_ = 0;
    }
    if (--timeFrame_ >= 0) return;
    const std::uint8_t* a = kScripts[anim_];
    timeFrame_ = static_cast<std::int8_t>(a[0]);
    std::uint8_t d1 = aniFrame_;
    std::uint8_t d0 = a[1 + d1];
    if (d0 == 0xFE) {  // afBack: jump back the next byte
      aniFrame_ = static_cast<std::uint8_t>(aniFrame_ - a[2 + d1]);
      d1 = static_cast<std::uint8_t>(d1 - a[2 + d1]);
      d0 = a[1 + d1];
    }
    frame_ = d0 & 0x1F;
    ++aniFrame_;
  }
  std::uint8_t subtype_;
  int routine_ = 0;
  std::int16_t timer_ = 0;
  std::uint16_t timelen_ = 0, off36_ = 0, mask38_ = 0;
  std::uint8_t anim_ = 0, prevAni_ = 0, aniFrame_ = 0, frame_ = 0;
  std::int8_t timeFrame_ = 0;
};

TEST(Vanish, TheSubtypeDecodesAsVanPMain) {
  // Subtype 0: vanp_timelen $7F, d1 $100: mask $FF, offset 0.
  EXPECT_EQ(vanishTiming(0x00).wait, 0x7Fu);
  EXPECT_EQ(vanishTiming(0x00).mask, 0xFFu);
  EXPECT_EQ(vanishTiming(0x00).offset, 0u);
  EXPECT_EQ(vanishTiming(0x00).period(), 0x100u);
  // $31: (1 + 1) * $80 - 1 = $FF; d1 $180: mask $17F, offset ($30 * $180) >> 8 = $48.
  EXPECT_EQ(vanishTiming(0x31).wait, 0xFFu);
  EXPECT_EQ(vanishTiming(0x31).mask, 0x17Fu);
  EXPECT_EQ(vanishTiming(0x31).offset, 0x48u);
  EXPECT_EQ(vanishTiming(0x31).period(), 0x180u);
  // $FF: $7FF, d1 $880: mask $87F, offset ($F0 * $880) >> 8 = $7F8.
  EXPECT_EQ(vanishTiming(0xFF).wait, 0x7FFu);
  EXPECT_EQ(vanishTiming(0xFF).mask, 0x87Fu);
  EXPECT_EQ(vanishTiming(0xFF).offset, 0x7F8u);
}

// "(v_framecount - objoff_36) & objoff_38": a mask that is not a power of
// two less one ($17F) is met at 0 and $80 of every $200, so the cycle's start
// follows the frame the block was made.
TEST(Vanish, TheCycleStartsOnTheFirstFrameTheMaskFindsZero) {
  EXPECT_EQ(vanishSyncFrame(0x00, 0), 0u);
  EXPECT_EQ(vanishSyncFrame(0x00, 1), 256u);
  EXPECT_EQ(vanishSyncFrame(0x01, 1), 0x80u) << "mask $17F: bit 7 is not in it";
  EXPECT_EQ(vanishSyncFrame(0x01, 0x81), 0x200u);
  EXPECT_EQ(vanishSyncFrame(0x31, 0), 0x48u);
  EXPECT_EQ(vanishSyncFrame(0x31, 0x49), 0xC8u);
  EXPECT_EQ(vanishSyncFrame(0x31, 0xC9), 0x248u);
}

// Subtype 0 made on frame 0: solid its first 16 frames (Ani_Van's vanish
// frames 0 and 1), off from 16, the timer's first run out on frame $7F flips
// it to appear (obFrame 3, 2, then 1 from frame $7F + 16), back to vanish at
// $7F + 128, whose first 16 frames are solid: 128 frames on, 128 off.
TEST(Vanish, SubtypeZeroIsOnAndOffFor128Frames) {
  EXPECT_TRUE(vanishSolid(0, 0, 0));
  EXPECT_TRUE(vanishSolid(0, 0, 15));
  EXPECT_FALSE(vanishSolid(0, 0, 16));
  EXPECT_FALSE(vanishSolid(0, 0, 142));
  EXPECT_TRUE(vanishSolid(0, 0, 143));
  EXPECT_TRUE(vanishSolid(0, 0, 270));
  EXPECT_FALSE(vanishSolid(0, 0, 271));
  EXPECT_FALSE(vanishSolid(0, 0, 398));
  EXPECT_TRUE(vanishSolid(0, 0, 399));
  // Made on frame 1: routine 6 until frame 256, its vanish animation run from
  // frame 1 (held at obFrame 3), so it stays off until the appear's 17th frame.
  EXPECT_FALSE(vanishSolid(0, 1, 1));
  EXPECT_FALSE(vanishSolid(0, 1, 256));
  EXPECT_FALSE(vanishSolid(0, 1, 256 + 127 + 15));
  EXPECT_TRUE(vanishSolid(0, 1, 256 + 127 + 16));
}

// Every subtype, made on frames around the masks' zeros, frame by frame
// against the routine for two cycles past its start.
TEST(Vanish, EveryFrameIsTheRoutines) {
  const std::uint32_t made[] = {0, 1, 8, 15, 16, 100, 0x7F, 0x80, 0x81, 0x17F, 0x248, 1000, 0x7F8, 0x1234, 0xFFF0};
  int checked = 0;
  for (int sub = 0; sub < 256; ++sub) {
    const VanishTiming t = vanishTiming(static_cast<std::uint8_t>(sub));
    for (const std::uint32_t m : made) {
      VanPRoutine r(static_cast<std::uint8_t>(sub));
      const std::uint32_t end = vanishSyncFrame(static_cast<std::uint8_t>(sub), m) + 2 * t.period() + 20;
      for (std::uint32_t f = m; f < end; ++f) {
        const bool game = r.run(static_cast<std::uint16_t>(f));
        if (game != vanishSolid(static_cast<std::uint8_t>(sub), m, f)) {
          ADD_FAILURE() << "subtype " << sub << " made " << m << " frame " << f << ": the routine " << game;
          return;
        }
        ++checked;
      }
    }
  }
  EXPECT_GT(checked, 10'000'000);
}


// Standing on it, the player is let go of on the frame it turns not solid
// (.notsolid: "bclr #3,obStatus(a1)") and falls through it to the ground.
TEST(Vanish, ThePlayerIsLetGoOfWhenItVanishes) {
  const Level l = levelWith({vanishingPlatform(200, 400, 0)});
  EXPECT_EQ(l.objects.slotCount(), 1u);
  const PlayerConfig cfg = defaultPlayerConfig(Profile::Sonic1);
  PlayerState s = spawnPlayer(cfg, 216, 400 - cfg.standRadiusY - 1);
  std::vector<ObjectSlot> slots(l.objects.slotCount());
  for (int i = 0; i < 15; ++i) stepPlayer(s, l, cfg, 0, nullptr, slots);
  ASSERT_EQ(s.frame, 15u);
  EXPECT_EQ(s.standingOn, 0);
  EXPECT_EQ(s.y >> 8, 400 - cfg.standRadiusY - 1);
  stepPlayer(s, l, cfg, 0, nullptr, slots);  // frame 16: obFrame 2
  EXPECT_EQ(s.standingOn, -1);
  for (int i = 0; i < 60; ++i) stepPlayer(s, l, cfg, 0, nullptr, slots);
  EXPECT_EQ(s.y >> 8, 448 - cfg.standRadiusY - 1) << "on the ground below it";
  // The same block with no vanish holds him.
  const Level plain = levelWith({box(200, 400, 32, 16, true)});
  PlayerState p = spawnPlayer(cfg, 216, 400 - cfg.standRadiusY - 1);
  for (int i = 0; i < 76; ++i) stepPlayer(p, plain, cfg, 0, nullptr, {});
  EXPECT_EQ(p.standingOn, 0);
}

// Loading writes the frame an entry is made: the one after the frame the
// camera's chunk brought it into the window; deleted, its slot starts fresh.
TEST(Vanish, LoadingKeepsTheFrameItWasMade) {
  Level l = levelWith({vanishingPlatform(0x2A0 - 16, 400, 0)});
  l.objects.setLoading(ObjectLoading::Camera);
  ASSERT_TRUE(l.objects.hasMadeFrames());
  std::vector<ObjectSlot> slots(l.objects.slotCount());
  ASSERT_EQ(slots.size(), 3u);
  CameraState c;
  c.x = 0;
  startObjectLoading(l.objects, c, slots);
  EXPECT_FALSE(objectLoaded(l.objects, 0, slots)) << "x $2A0 is past chunk 0's window";
  c.x = 0x80;
  loadObjects(l.objects, c, 10, 0, false, slots);
  EXPECT_EQ(slots[0].since, 11u);
  c.x = 0x400;
  loadObjects(l.objects, c, 20, 0, false, slots);
  EXPECT_EQ(slots[0].since, 11u) << "it runs once more before out_of_range deletes it";
  loadObjects(l.objects, c, 21, 0, false, slots);
  EXPECT_EQ(slots[0].since, ObjectSlot::kNever);
  c.x = 0x80;
  loadObjects(l.objects, c, 30, 0, false, slots);
  EXPECT_EQ(slots[0].since, 31u);
  EXPECT_EQ(madeFrame(ObjectSlot{}), 0u) << "there from the start: made on frame 0";
  // One that also dips keeps the frame after its dip's two slots.
  SolidObject dipping = vanishingPlatform(0x2A0 - 16, 400, 0);
  dipping.nudge = true;
  Level d = levelWith({dipping});
  d.objects.setLoading(ObjectLoading::Camera);
  std::vector<ObjectSlot> ds(d.objects.slotCount());
  ASSERT_EQ(ds.size(), 5u);
  c.x = 0;
  startObjectLoading(d.objects, c, ds);
  c.x = 0x80;
  loadObjects(d.objects, c, 10, 0, false, ds);
  EXPECT_EQ(ds[0].since, ObjectSlot::kNever);
  EXPECT_EQ(ds[2].since, 11u);
}

}  // namespace
}  // namespace solidtile::test

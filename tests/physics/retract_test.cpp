// Retracting spikes (level format 15, SolidObject::retract; level/retract.h):
// the games' moving spikes, Sonic 1's Obj36 Spik_Type01/02, Sonic 2's Obj36
// MoveSpikes_Vertical/_Horizontal, S&K's Obj_Spikes loc_242CE/loc_242E2.
#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "object_level.h"
#include "solidtile/camera/camera.h"
#include "solidtile/level/object_loading.h"
#include "solidtile/level/retract.h"
#include "solidtile/sonic/player.h"

namespace solidtile::test {
namespace {

// MoveSpikes_Delay (s2.asm; Spik_Wait and sub_242F6 the same) as written, on
// the object's three words, all 0 when it is made.
struct MoveSpikesRoutine {
  std::uint16_t offset = 0;  // spikes_retract_offset
  std::uint16_t state = 0;   // spikes_retract_state
  std::uint16_t timer = 0;   // spikes_retract_timer
  // One call; returns the place's offset ("move.b spikes_retract_offset(a0),d0").
  int call() {
    if (timer != 0) {  // "tst.w spikes_retract_timer(a0); beq.s MoveSpikes_ChkDir"
      --timer;         // "subq.w #1" (then the sound, if on screen), rts
    } else if (state != 0) {
      const bool borrow = offset < 0x800;  // "subi.w #$800,spikes_retract_offset(a0); bhs.s +"
      offset = static_cast<std::uint16_t>(offset - 0x800);
      if (borrow) offset = 0, state = 0, timer = 60;
    } else {
      offset = static_cast<std::uint16_t>(offset + 0x800);  // "addi.w #$800"
      if (offset >= 0x2000) offset = 0x2000, state = 1, timer = 60;  // "cmpi.w #$2000; blo.s +"
    }
    return offset >> 8;
  }
};

SolidObject retracting(ObjectDir d, SpikeRetract r, int x, int y) {
  SolidObject o;
  o.kind = ObjectKind::Spikes;
  o.dir = d;
  o.w = o.h = 32;
  o.path = {{x, y}};
  o.retract = r;
  return o;
}

TEST(SpikeRetract, EveryCallIsMoveSpikesDelay) {
  MoveSpikesRoutine m;
  EXPECT_EQ(spikeRetractOffset(0), 0) << "made, not yet moved";
  for (std::uint32_t n = 1; n <= 2000; ++n) ASSERT_EQ(spikeRetractOffset(n), m.call()) << "call " << n;
}

// Out 8 px a call to 32, held while the 60-frame timer counts, back in 8 px
// a call, 0 for a call more (the borrow), held 60: 129 calls a cycle.
TEST(SpikeRetract, OutWaitInWait) {
  EXPECT_EQ(SpikeRetractCycle::kPeriod, 129u);
  const int out[] = {8, 16, 24, 32};
  for (std::uint32_t n = 1; n <= 4; ++n) EXPECT_EQ(spikeRetractOffset(n), out[n - 1]);
  for (std::uint32_t n = 5; n <= 64; ++n) EXPECT_EQ(spikeRetractOffset(n), 32) << n;
  EXPECT_EQ(spikeRetractOffset(65), 24);
  EXPECT_EQ(spikeRetractOffset(66), 16);
  EXPECT_EQ(spikeRetractOffset(67), 8);
  for (std::uint32_t n = 68; n <= 129; ++n) EXPECT_EQ(spikeRetractOffset(n), 0) << n;
  EXPECT_EQ(spikeRetractOffset(130), 8) << "the next cycle";
  // Sonic 1's Spik_Main falls into Spik_Solid: a call on the frame it is made.
  EXPECT_EQ(spikeRetractCalls(10, 10, true), 1u);
  EXPECT_EQ(spikeRetractCalls(10, 10, false), 0u);
  EXPECT_EQ(spikeRetractCalls(10, 9, true), 0u);
  EXPECT_TRUE(defaultPlayerConfig(Profile::Sonic1).spikesMoveWhenMade);
  EXPECT_FALSE(defaultPlayerConfig(Profile::Sonic2).spikesMoveWhenMade);
  EXPECT_FALSE(defaultPlayerConfig(Profile::Sonic3K).spikesMoveWhenMade);
  const SpikeShift v = spikeRetractShift(SpikeRetract::Vertical, 0, 4, false);
  EXPECT_EQ(v.dx, 0);
  EXPECT_EQ(v.dy, 32);
  const SpikeShift h = spikeRetractShift(SpikeRetract::Horizontal, 0, 1, false);
  EXPECT_EQ(h.dx, 8);
  EXPECT_EQ(h.dy, 0);
}

// The object's bounds take in its whole travel, so the step's cell lookup finds it out.
TEST(SpikeRetract, BoundsCoverTheTravel) {
  const Level l = levelWith({retracting(ObjectDir::Right, SpikeRetract::Horizontal, 200, 416),
                             retracting(ObjectDir::Up, SpikeRetract::Vertical, 300, 384)});
  EXPECT_EQ(l.objects.bounds(0).right, 200 + 32 + 32);
  EXPECT_EQ(l.objects.bounds(0).bottom, 416 + 32);
  EXPECT_EQ(l.objects.bounds(1).bottom, 384 + 32 + 32);
  EXPECT_EQ(l.objects.slotCount(), 2u) << "one slot each: the frame it was made";
  EXPECT_TRUE(l.objects.hasMadeFrames());
}

// The frame the player standing right of right-pointing spikes is hurt: the
// box is moved before SolidObject (MoveSpikes first in Obj36_Sideways), so he
// is touched once the offset reaches 24 (obX + d1 = 216 + 24 + 27 = 267 >=
// 262; at 16 it ends at 259). -1: never within `frames`.
int hurtFrame(const Level& l, Profile p, int frames, std::vector<ObjectSlot>& slots, PlayerState& s) {
  const PlayerConfig cfg = defaultPlayerConfig(p);
  StepRecord rec;
  for (int i = 0; i < frames; ++i) {
    stepPlayer(s, l, cfg, 0, &rec, slots);
    if (rec.has(EventKind::Hurt)) return static_cast<int>(s.frame);
  }
  return -1;
}

TEST(SpikeRetract, TheMovedBoxHurtsOnItsPointedSide) {
  const Level l = levelWith({retracting(ObjectDir::Right, SpikeRetract::Horizontal, 200, 416)});
  for (Profile p : {Profile::Sonic1, Profile::Sonic2, Profile::Sonic3K}) {
    const PlayerConfig cfg = defaultPlayerConfig(p);
    std::vector<ObjectSlot> slots(l.objects.slotCount());
    PlayerState s = spawnPlayer(cfg, 262, 448 - cfg.standRadiusY - 1);
    // Calls by frame f: f + 1 in Sonic 1 (moved on frame 0, when made), f in the others.
    EXPECT_EQ(hurtFrame(l, p, 20, slots, s), p == Profile::Sonic1 ? 2 : 3) << profileName(p);
    EXPECT_GT(s.xsp, 0) << "right of obX: knocked away to the right";
  }
  // The same spikes still never reach him.
  SolidObject still = retracting(ObjectDir::Right, SpikeRetract::None, 200, 416);
  const Level l2 = levelWith({still});
  const PlayerConfig cfg = defaultPlayerConfig(Profile::Sonic2);
  PlayerState s = spawnPlayer(cfg, 262, 448 - cfg.standRadiusY - 1);
  std::vector<ObjectSlot> none;
  EXPECT_EQ(hurtFrame(l2, Profile::Sonic2, 300, none, s), -1);
}

// The spikes' place is a function of the frame and the frame they were made
// (their slot): made on frame 100, they first move on 101 (Sonic 2) and reach
// the player on 103; a copy of the slots and the state taken before replays it.
TEST(SpikeRetract, RewindingIsCopyingTheSlots) {
  const Level l = levelWith({retracting(ObjectDir::Right, SpikeRetract::Horizontal, 200, 416)});
  const PlayerConfig cfg = defaultPlayerConfig(Profile::Sonic2);
  std::vector<ObjectSlot> slots(l.objects.slotCount());
  slots[0].since = 100;
  PlayerState s = spawnPlayer(cfg, 262, 448 - cfg.standRadiusY - 1);
  for (int i = 0; i < 50; ++i) stepPlayer(s, l, cfg, 0, nullptr, slots);
  const PlayerState at = s;
  const std::vector<ObjectSlot> kept = slots;
  EXPECT_EQ(hurtFrame(l, Profile::Sonic2, 200, slots, s), 103);
  PlayerState again = at;
  std::vector<ObjectSlot> slots2 = kept;
  EXPECT_EQ(hurtFrame(l, Profile::Sonic2, 200, slots2, again), 103);
  EXPECT_EQ(again.x, s.x);
  EXPECT_EQ(again.y, s.y);
  EXPECT_EQ(again.xsp, s.xsp);
}

// Loading writes the frame an entry is made, as for a vanishing block.
TEST(SpikeRetract, LoadingKeepsTheFrameItWasMade) {
  Level l = levelWith({retracting(ObjectDir::Up, SpikeRetract::Vertical, 0x2A0 - 16, 400)});
  l.objects.setLoading(ObjectLoading::Camera);
  std::vector<ObjectSlot> slots(l.objects.slotCount());
  ASSERT_EQ(slots.size(), 3u);
  CameraState c;
  startObjectLoading(l.objects, c, slots);
  EXPECT_FALSE(objectLoaded(l.objects, 0, slots));
  c.x = 0x80;
  loadObjects(l.objects, c, 10, 0, false, slots);
  EXPECT_EQ(slots[0].since, 11u);
  EXPECT_EQ(spikeRetractShift(SpikeRetract::Vertical, madeFrame(slots[0]), 12, false).dy, 8);
}

}  // namespace
}  // namespace solidtile::test

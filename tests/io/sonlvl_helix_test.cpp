// Issue 27: Sonic 1's Green Hill helix of spikes (Obj17) on import
// (physics/io/src/sonlvl/helix_objects.cpp): a row of hurt zones, each
// with a timer on the frame number (level format 17) for the frames its
// spike points up. Quoted:
//
// s1disasm sonic.asm
//   Level_MainLoop: addq.w #1,(v_framecount).w ... jsr (ExecuteObjects).l
//     ... bsr.w OscillateNumDo; bsr.w SynchroAnimate
//   SynchroAnimate (Sync1): subq.b #1,(v_ani0_time).w; bpl.s Sync2
//     move.b #$B,(v_ani0_time).w; subq.b #1,(v_ani0_frame).w
//     andi.b #7,(v_ani0_frame).w
//   (the level start clears v_timingandscreenvariables, v_ani0_time's block)
// s1disasm _incObj/17 Spiked Pole Helix.asm
//   Hel_Main: move.b (a2),d1; move.w d1,d0; lsr.w #1,d0; lsl.w #4,d0
//     sub.w d0,d3; subq.b #2,d1; bcs.s Hel_Action
//   Hel_Build: move.b d6,hel_frame(a1); addq.b #1,d6; andi.b #7,d6
//     addi.w #$10,d3; cmp.w obX(a0),d3; bne.s Hel_NotCentre
//     move.b d6,hel_frame(a0); addq.b #1,d6; andi.b #7,d6; addi.w #$10,d3
//     Hel_NotCentre: dbf d1,Hel_Build
//   Hel_RotateSpikes: move.b (v_ani0_frame).w,d0; move.b #0,obColType(a0)
//     add.b hel_frame(a0),d0; andi.b #7,d0; move.b d0,obFrame(a0)
//     bne.s locret_7DA6; move.b #$84,obColType(a0)
// s1disasm _incObj/sub ReactToItem.asm: .sizes row 4 dc.b 4, $10
#include <gtest/gtest.h>

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "../physics/level_builder.h"
#include "solidtile/io/sonlvl.h"
#include "solidtile/io/sonlvl_objects.h"
#include "solidtile/level/object_kinds.h"
#include "solidtile/level/timer.h"
#include "solidtile/sonic/player.h"
#include "sonlvl/helix_objects.h"
#include "sonlvl_disassembly.h"
#include "sonlvl_disassembly_level.h"

namespace solidtile {
namespace {
namespace fs = std::filesystem;
using io::SonlvlGame;

constexpr std::int32_t kHelixX = 0x1588, kHelixY = 0x388;

io::SonlvlObjectEntry helixEntry(int length) { return {io::kObj17HelixId, length, kHelixX, kHelixY, false, false}; }

// The game's RAM, stepped as the main loop does: the objects of frame f run
// Hel_RotateSpikes after f - 1 calls of SynchroAnimate.
struct Sync {
  std::int8_t time = 0;
  std::uint8_t frame = 0;
  void animate() {
    if (--time >= 0) return;
    time = 0xB;
    frame = static_cast<std::uint8_t>((frame - 1) & 7);
  }
};

TEST(SonlvlHelix, EachSpikesTimerIsHelRotateSpikesOnEveryFrame) {
  for (int h = 0; h < 8; ++h) {
    const ObjectTimer t = io::obj17SpikeTimer(h);
    EXPECT_TRUE(timerProblem(t).empty()) << timerProblem(t);
    Sync ram;
    int harmful = 0;
    for (std::uint32_t f = 0; f < 3 * 96 + 5; ++f) {
      if (f >= 2) ram.animate();  // frame f's objects see f - 1 calls
      const bool game = ((ram.frame + h) & 7) == 0;  // obColType $84
      ASSERT_EQ(timerActive(t, 0, f), game) << "hel_frame " << h << " frame " << f;
      harmful += game;
    }
    EXPECT_GE(harmful, 3 * 12) << h;
  }
}

TEST(SonlvlHelix, TheRowIsBuiltAsHelBuildLaysItOut) {
  struct Row {
    int length;
    std::vector<std::pair<int, int>> spikes;  // (x - obX, hel_frame), the parent first
  };
  const Row rows[] = {
      {0, {{0, 0}}},
      {1, {{0, 0}}},
      {2, {{0, 1}, {-0x10, 0}}},
      {3, {{0, 1}, {-0x10, 0}, {0x10, 2}}},
      {16, {{0, 0}, {-0x80, 0}, {-0x70, 1}, {-0x60, 2}, {-0x50, 3}, {-0x40, 4}, {-0x30, 5}, {-0x20, 6}, {-0x10, 7},
            {0x10, 1}, {0x20, 2}, {0x30, 3}, {0x40, 4}, {0x50, 5}, {0x60, 6}, {0x70, 7}}},
  };
  for (const Row& r : rows) {
    const std::vector<SolidObject> spikes = io::sonic1HelixSpikes(helixEntry(r.length));
    ASSERT_EQ(spikes.size(), r.spikes.size()) << r.length;
    for (std::size_t k = 0; k < spikes.size(); ++k) {
      const SolidObject& o = spikes[k];
      EXPECT_EQ(o.kind, ObjectKind::Hurt);
      EXPECT_EQ(o.w, 8);
      EXPECT_EQ(o.h, 0x20);
      ASSERT_EQ(o.path.size(), 1u);
      EXPECT_EQ(o.path[0].x + 4, kHelixX + r.spikes[k].first) << r.length << " spike " << k;
      EXPECT_EQ(o.path[0].y + 0x10, kHelixY);
      EXPECT_EQ(o.timer, io::obj17SpikeTimer(r.spikes[k].second)) << r.length << " spike " << k;
      EXPECT_TRUE(objectProblem(o).empty()) << objectProblem(o);
    }
    const io::SonlvlObjectDecode d = io::decodeSonlvlObject(SonlvlGame::Sonic1, helixEntry(r.length));
    ASSERT_TRUE(d.object);
    EXPECT_EQ(*d.object, spikes.front());
  }
  std::vector<SolidObject> added;
  ASSERT_TRUE(io::addSonlvlObject(SonlvlGame::Sonic1, helixEntry(16), added));
  EXPECT_EQ(added, io::sonic1HelixSpikes(helixEntry(16))) << "the entry adds the whole row";
}

TEST(SonlvlHelix, ARowLongerThanTheSlotsMayHoldStaysAMarker) {
  EXPECT_TRUE(io::decodeSonlvlObject(SonlvlGame::Sonic1, helixEntry(0x20)).object);
  const io::SonlvlObjectDecode d = io::decodeSonlvlObject(SonlvlGame::Sonic1, helixEntry(0x21));
  EXPECT_FALSE(d.object);
  EXPECT_NE(d.markerReason.find("FindFreeObj"), std::string::npos) << d.markerReason;
}

// A Sonic 1 player standing under one spike is hurt on the frame after the
// first its routine makes it harmful (ReactToItem, the player's routine,
// reads the collision type the objects' last frame left), and never by a
// helix a screen away.
TEST(SonlvlHelix, ASpikeHurtsAStandingPlayerTheFrameAfterItPointsUp) {
  const PlayerConfig cfg = defaultPlayerConfig(Profile::Sonic1);
  const std::int32_t ground = 0x3A0;  // the spike's box reaches kHelixY + $10 = $398: into his
  test::LevelBuilder b(0x2000 / 16, ground / 16 + 4);
  b.ground(ground);
  Level& l = b.level;
  for (const int length : {3, 4}) {
    for (const int dx : {0x10, 0x200}) {  // under the third spike (hel_frame 2), or far off
      std::vector<SolidObject> row;
      ASSERT_TRUE(io::addSonlvlObject(SonlvlGame::Sonic1, helixEntry(length), row));
      l.objects.assign(row);
      PlayerState s = spawnPlayer(cfg, kHelixX + dx, ground - cfg.standRadiusY - 1);
      std::vector<ObjectSlot> slots(l.objects.slotCount());
      StepRecord rec;
      int hurtAt = -1;
      for (int f = 0; f < 300 && hurtAt < 0; ++f) {
        stepPlayer(s, l, cfg, 0, &rec, slots);
        if (rec.has(EventKind::Hurt)) hurtAt = static_cast<int>(s.frame);
      }
      if (dx != 0x10) {
        EXPECT_EQ(hurtAt, -1) << length;
        continue;
      }
      const int h = length == 3 ? 2 : 3;  // length 4: the row starts at obX - $20, so obX + $10 is j = 3
      std::uint32_t first = 0;
      while (!timerActive(io::obj17SpikeTimer(h), 0, first)) ++first;
      EXPECT_EQ(hurtAt, static_cast<int>(first) + 1) << length;
    }
  }
}

// Green Hill 3's four Obj17 entries (objpos/ghz3.bin), each 16 spikes long.
TEST(SonlvlHelixDisassembly, GreenHill3ImportsItsFourHelixes) {
  const std::optional<fs::path> root = test::disassembly("SOLIDTILE_S1DISASM", "s1disasm");
  if (!root) GTEST_SKIP() << "neither SOLIDTILE_S1DISASM nor SOLIDTILE_DISASM_DIR is set";
  const io::SonlvlImportResult r = test::importDisassemblyLevel(*root, "Green Hill Zone Act 3");
  ASSERT_TRUE(r.file);
  int spikes = 0;
  for (const SolidObject& o : r.file->level.objects) {
    spikes += o.kind == ObjectKind::Hurt && o.w == 8 && o.h == 0x20 && o.timer.period == 96;
  }
  EXPECT_EQ(spikes, 4 * 16);
  const std::string summary = io::describeSonlvlObjects(io::summarizeSonlvlObjects(r.file->markers, r.file->profile), 100);
  EXPECT_EQ(summary.rfind("260 of 286 objects simulated", 0), 0u) << summary;
  EXPECT_EQ(summary.find("Obj17"), std::string::npos) << summary;
}

}  // namespace
}  // namespace solidtile

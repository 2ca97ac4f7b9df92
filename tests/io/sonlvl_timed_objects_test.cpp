// Scrap Brain's timed objects as import-sonlvl makes them (level format 17's
// timer; sonlvl/timed_objects.h): Sonic 1's Obj69, Obj6D and Obj6E, and
// Labyrinth's harpoons (Obj16, "_incObj/16 Harpoon.asm"). Each
// routine is transcribed here from s1disasm ("_incObj/69 SBZ Spinning
// Platforms.asm", "6D Flamethrower.asm", "6E Electrocuter.asm", with
// AnimateSprite over "_anim/SBZ Spinning Platforms.asm", "Flamethrower.asm",
// "Electrocuter.asm") and run a frame at a time beside the timer the
// importer gives, for every subtype it accepts.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <map>
#include <vector>

#include "solidtile/io/sonlvl.h"
#include "solidtile/io/sonlvl_objects.h"
#include "solidtile/level/object_kinds.h"
#include "sonlvl/timed_objects.h"
#include "sonlvl_disassembly_level.h"

namespace solidtile {
namespace {

using io::SonlvlGame;

// AnimateSprite ("_incObj/sub AnimateSprite.asm") over a script table:
// each script its speed, then frames, ending in afEnd ($FF), afBack ($FE,
// then how far) or afChange ($FD, then the new animation).
struct Animator {
  const std::vector<std::vector<std::uint8_t>>* scripts;
  std::uint8_t anim = 0, prevAni = 0, aniFrame = 0, frame = 0;
  std::int8_t timeFrame = 0;
  bool routineUp = false;  // afRoutine ($FC) met: "addq.b #2,obRoutine(a0)"
  void run() {
    if (anim != prevAni) {  // "cmp.b obPrevAni(a0),d0; beq.s Anim_Run"
      prevAni = anim;
      aniFrame = 0;
      timeFrame = 0;
    }
    if (--timeFrame >= 0) return;  // "subq.b #1,obTimeFrame(a0); bpl.s Anim_Wait"
    const std::vector<std::uint8_t>& a = (*scripts)[anim];
    timeFrame = static_cast<std::int8_t>(a[0]);
    std::uint8_t d1 = aniFrame;
    std::uint8_t d0 = a[1 + d1];
    if (d0 == 0xFF) {  // afEnd: back to the script's first frame
      aniFrame = 0;
      d0 = a[1];
    } else if (d0 == 0xFE) {  // afBack
      aniFrame = static_cast<std::uint8_t>(aniFrame - a[2 + d1]);
      d1 = static_cast<std::uint8_t>(d1 - a[2 + d1]);
      d0 = a[1 + d1];
    } else if (d0 == 0xFD) {  // afChange: "move.b 2(a1,d1.w),obAnim(a0)", the frame kept
      anim = a[2 + d1];
      return;
    } else if (d0 == 0xFC) {  // afRoutine: the frame and aniFrame kept
      routineUp = true;
      return;
    }
    frame = d0 & 0x1F;  // "andi.b #$1F,d0"
    ++aniFrame;
  }
};

// Ani_Spin: .trapopen, .trapclose, .spin1, .spin2.
const std::vector<std::vector<std::uint8_t>> kAniSpin = {
    {3, 0, 1, 2, 0xFE, 1},
    {3, 2, 1, 0, 0xFE, 1},
    {1, 0, 1, 2, 3, 4, 0x43, 0x42, 0x41, 0x40, 0x61, 0x62, 0x63, 0x64, 0x23, 0x22, 0x21, 0, 0xFE, 1},
    {1, 0, 1, 2, 3, 4, 0x43, 0x42, 0x41, 0x40, 0x61, 0x62, 0x63, 0x64, 0x23, 0x22, 0x21, 0, 0xFE, 1},
};
// Ani_Flame: .pipe1, .pipe2, .valve1, .valve2.
const std::vector<std::vector<std::uint8_t>> kAniFlame = {
    {3, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0xA, 0xFE, 2},
    {0, 9, 7, 5, 3, 1, 0, 0xFE, 1},
    {3, 0xB, 0xC, 0xD, 0xE, 0xF, 0x10, 0x11, 0x12, 0x13, 0x14, 0x15, 0xFE, 2},
    {0, 0x14, 0x12, 0x11, 0xF, 0xD, 0xB, 0xFE, 1},
};
// Ani_Elec: byte_161CC, byte_161D0.
const std::vector<std::vector<std::uint8_t>> kAniElec = {
    {7, 0, 0xFF},
    {0, 1, 1, 1, 2, 3, 3, 4, 4, 4, 5, 5, 5, 0, 0xFD, 0},
};

// Ani_Harp: .h_extending, .h_retracting, .v_extending, .v_retracting.
const std::vector<std::vector<std::uint8_t>> kAniHarp = {
    {3, 1, 2, 0xFC},
    {3, 1, 0, 0xFC},
    {3, 4, 5, 0xFC},
    {3, 4, 3, 0xFC},
};

// Obj69 from Spin_Main, one call a frame: whether SolidObject ran.
struct SpinRoutine {
  int subtype;
  int routine = 0;
  std::int16_t timer = 0, timelen = 0;
  std::uint16_t mask36 = 0;
  bool flag34 = false;
  Animator ani{&kAniSpin};
  bool run(std::uint16_t fc) {
    if (routine == 0) {
      routine = 2;
      timelen = static_cast<std::int16_t>((subtype & 0xF) * 0x3C);  // "andi.w #$F,d0; mulu.w #$3C,d0"
      if (subtype & 0x80) {                                          // "tst.b obSubtype(a0); bpl.s"
        routine = 4;
        ani.anim = 2;
        timer = timelen = static_cast<std::int16_t>((subtype & 0xF) * 6);
        mask36 = static_cast<std::uint16_t>((((subtype & 0x70) + 0x10) << 2) - 1);
      }
    }
    if (routine == 2) {  // Spin_Trapdoor
      if (--timer < 0) {
        timer = timelen;
        ani.anim ^= 1;
      }
    } else {  // Spin_Spinner
      if ((fc & mask36) == 0) flag34 = true;
      if (flag34 && --timer < 0) {
        timer = timelen;
        flag34 = false;
        ani.anim ^= 1;
      }
    }
    ani.run();
    return ani.frame == 0;  // "tst.b obFrame(a0); bne.s .notsolid"
  }
};

// Obj6D from Flame_Main: whether obColType was set to $A3 this frame.
struct FlameRoutine {
  int subtype;
  bool valve;
  bool made = false;
  std::int16_t timer = 0, flame = 0, pause = 0;
  std::uint8_t harmful = 0xA;
  Animator ani{&kAniFlame};
  bool run() {
    if (!made) {
      made = true;
      timer = flame = static_cast<std::int16_t>((subtype & 0xF0) * 2);
      pause = static_cast<std::int16_t>((subtype & 0xF) << 5);
      if (valve) ani.anim = 2, harmful = 0x15;  // "btst #1,obStatus(a0)"
    }
    if (--timer < 0) {  // Flame_Action
      timer = pause;
      const bool was = ani.anim & 1;
      ani.anim ^= 1;  // "bchg #0,obAnim(a0); beq.s loc_E57A"
      if (was) timer = flame;
    }
    ani.run();
    return ani.frame == harmful;
  }
};

// Obj6E from Elec_Main: whether obColType was set to $A4 this frame.
struct ElecRoutine {
  int subtype;
  Animator ani{&kAniElec};
  bool run(std::uint16_t fc) {
    const auto freq = static_cast<std::uint16_t>((subtype << 4) - 1);  // "lsl.w #4,d0; subq.w #1,d0"
    if ((fc & freq) == 0) ani.anim = 1;
    ani.run();
    return ani.frame == 4;  // "cmpi.b #4,obFrame(a0)"
  }
};

// Obj16 from Harp_Main, one call a frame: the obColType it leaves.
struct HarpRoutine {
  int subtype;
  int routine = 0;
  std::int16_t time = 0;
  std::uint8_t colType = 0;
  Animator ani{&kAniHarp};
  void run() {
    if (routine == 0) {  // Harp_Main, then on into Harp_Move
      routine = 2;
      ani.anim = static_cast<std::uint8_t>(subtype);  // "move.b obSubtype(a0),obAnim(a0)"
      time = 60;                                      // "move.w #60,harp_time(a0)"
    }
    if (routine == 2) {  // Harp_Move
      ani.run();
      if (ani.routineUp) {
        ani.routineUp = false;
        routine = 4;
      }
      static constexpr std::uint8_t kTypes[] = {0x9B, 0x9C, 0x9D, 0x9E, 0x9F, 0xA0};  // .types
      colType = kTypes[ani.frame];
    } else if (--time < 0) {  // Harp_Wait: "subq.w #1,harp_time(a0); bpl.s .chkdel"
      time = 60;
      routine = 2;
      ani.anim ^= 1;  // "bchg #0,obAnim(a0)"
    }
  }
};

const std::uint32_t kMade[] = {0, 1, 7, 40, 100, 1000, 0x1234};

// Spin_Trapdoor counts from the frame it is made: every frame from then is the timer's.
TEST(SonlvlTimedObjects, TrapdoorsAreTheirRoutineEveryFrame) {
  int checked = 0;
  for (int sub = 1; sub < 0x80; ++sub) {
    std::string why;
    const auto t = io::obj69TrapdoorTimer(sub, &why);
    ASSERT_EQ(t.has_value(), (sub & 0xF) != 0) << sub << why;
    if (!t) continue;
    for (const std::uint32_t m : kMade) {
      SpinRoutine r{sub};
      for (std::uint32_t f = m; f < m + 3 * t->period; ++f, ++checked) {
        ASSERT_EQ(r.run(static_cast<std::uint16_t>(f)), timerActive(*t, m, f)) << "subtype " << sub << " made " << m << " frame " << f;
      }
    }
  }
  EXPECT_GT(checked, 1'000'000);
  EXPECT_EQ(timerText(*io::obj69TrapdoorTimer(1, nullptr)), "made 122: 8+57");
  EXPECT_EQ(timerText(*io::obj69TrapdoorTimer(2, nullptr)), "made 242: 8+117");
}

// Spin_Spinner follows v_framecount: from its second cycle on (before, the
// spin Spin_Main starts on the made frame, not modelled) it is the timer's.
TEST(SonlvlTimedObjects, SpinningDiscsAreTheirRoutineFromTheirSecondCycle) {
  int accepted = 0, checked = 0;
  for (int sub = 0x80; sub < 0x100; ++sub) {
    const auto t = io::obj69SpinnerTimer(sub, nullptr);
    const int m36 = (((sub & 0x70) + 0x10) << 2);
    EXPECT_EQ(t.has_value(), (m36 & (m36 - 1)) == 0 && (sub & 0xF) * 6 < m36) << sub;
    if (!t) continue;
    ++accepted;
    for (const std::uint32_t m : kMade) {
      SpinRoutine r{sub};
      for (std::uint32_t f = m; f < m + 4 * t->period; ++f) {
        const bool game = r.run(static_cast<std::uint16_t>(f));
        if (f < m + 2 * t->period) continue;
        ++checked;
        ASSERT_EQ(game, timerActive(*t, m, f)) << "subtype " << sub << " made " << m << " frame " << f;
      }
    }
  }
  EXPECT_EQ(accepted, 11 + 16 + 16 + 16) << "$80-$8A, $9x, $Bx, $Fx: spin_timelen below the mask's cycle";
  EXPECT_GT(checked, 100'000);
  EXPECT_EQ(timerText(*io::obj69SpinnerTimer(0x80, nullptr)), "frame 64: 16+2 32+34");
  EXPECT_EQ(timerText(*io::obj69SpinnerTimer(0x9E, nullptr)), "frame 128: 100+2 116+98");
}

// Flame_Action counts from the frame it is made. Its first flame starts a
// frame after the steady cycle's place (Flame_Main loads the flaming time
// and falls into the count on the same frame) and ends at the same place,
// so the timer, which has the steady cycle, is the routine from the second
// cycle on; in the first the routine is the timer a frame later, cut at
// the flame's end.
TEST(SonlvlTimedObjects, FlamethrowersAreTheirRoutineFromTheSecondCycleAndAFrameOffInTheFirst) {
  int checked = 0;
  for (int sub = 0; sub < 0x100; ++sub) {
    const auto t = io::obj6DFlameTimer(sub, nullptr);
    EXPECT_EQ(t.has_value(), (sub & 0xF0) * 2 >= 40) << sub;
    if (!t) continue;
    for (const bool valve : {false, true}) {
      for (const std::uint32_t m : kMade) {
        FlameRoutine r{sub, valve};
        for (std::uint32_t f = m; f < m + 3 * t->period; ++f, ++checked) {
          const bool game = r.run();
          const std::uint32_t k = f - m;
          if (k + 1 < t->period) {
            const std::uint32_t flame = static_cast<std::uint32_t>(sub & 0xF0) * 2;
            ASSERT_EQ(game, k > 0 && k < flame && timerActive(*t, m, f - 1)) << "subtype " << sub << " made " << m << " frame " << f;
          } else {
            ASSERT_EQ(game, timerActive(*t, m, f)) << "subtype " << sub << " made " << m << " frame " << f;
          }
        }
      }
    }
  }
  EXPECT_GT(checked, 1'000'000);
  // Scrap Brain's only subtype: flame $80 frames, pause $60; $A on 40..43,
  // 48..51, ..., 128 (the flame's last frame).
  EXPECT_EQ(timerText(*io::obj6DFlameTimer(0x43, nullptr)),
            "made 226 phase 1: 40+4 48+4 56+4 64+4 72+4 80+4 88+4 96+4 104+4 112+4 120+4 128+1");
}

// Elec_Shock follows v_framecount: from one cycle after it is made (a zap
// the mask met before it was made is not run) it is the timer's.
TEST(SonlvlTimedObjects, ElectrocutersAreTheirRoutineFromTheirSecondCycle) {
  int accepted = 0, checked = 0;
  for (int sub = 0; sub < 0x100; ++sub) {
    const auto t = io::obj6EElectroTimer(sub, nullptr);
    if (!t) continue;
    ++accepted;
    for (const std::uint32_t m : {0u, 5u, 1000u}) {
      ElecRoutine r{sub};
      for (std::uint32_t f = m; f < m + 3 * t->period && f < m + 200'000; ++f) {
        const bool game = r.run(static_cast<std::uint16_t>(f));
        if (f < m + t->period) continue;
        ++checked;
        ASSERT_EQ(game, timerActive(*t, m, f)) << "subtype " << sub << " made " << m << " frame " << f;
      }
    }
  }
  EXPECT_GT(accepted, 200);
  EXPECT_GT(checked, 1'000'000);
  EXPECT_EQ(timerText(*io::obj6EElectroTimer(2, nullptr)), "frame 32: 6+3");
  EXPECT_EQ(timerText(*io::obj6EElectroTimer(4, nullptr)), "frame 64: 6+3");
  EXPECT_EQ(timerText(*io::obj6EElectroTimer(8, nullptr)), "frame 128: 6+3");
  EXPECT_EQ(timerText(*io::obj6EElectroTimer(3, nullptr)), "frame 64: 6+3 22+3") << "elec_freq $2F: 0 and $10 of every $40";
}

// The harpoon's zones over its routine: on every frame from the one it was
// made, the largest active zone is the box its obColType names (ReactToItem's
// .sizes rows $1B-$20, half sizes about obX, obY), for each of the four
// subtypes, from its first frame (Harp_Main falls into Harp_Move).
TEST(SonlvlTimedObjects, HarpoonsZonesAreTheBoxTheirRoutineSetsOnEveryFrame) {
  static const std::map<int, std::pair<int, int>> kSizes = {{0x1B, {8, 4}},  {0x1C, {0x18, 4}}, {0x1D, {0x28, 4}},
                                                            {0x1E, {4, 8}},  {0x1F, {4, 0x18}}, {0x20, {4, 0x28}}};
  int checked = 0;
  for (int sub = 0; sub < 4; ++sub) {
    const std::vector<SolidObject> zones = io::sonic1HarpoonZones({0x16, sub, 0x200, 0x100, false, false});
    ASSERT_EQ(zones.size(), 3u) << sub;
    for (const std::uint32_t m : kMade) {
      HarpRoutine r{sub};
      for (std::uint32_t f = m; f < m + 3 * 140; ++f, ++checked) {
        r.run();
        ASSERT_EQ(r.colType & 0xC0, 0x80) << "harmful on every frame";
        const auto [hw, hh] = kSizes.at(r.colType & 0x3F);
        int w = 0, h = 0;
        for (const SolidObject& z : zones) {
          if (!timerActive(z.timer, m, f)) continue;
          w = std::max(w, z.w);
          h = std::max(h, z.h);
        }
        ASSERT_EQ(w, 2 * hw) << "subtype " << sub << " made " << m << " frame " << f;
        ASSERT_EQ(h, 2 * hh) << "subtype " << sub << " made " << m << " frame " << f;
      }
    }
  }
  EXPECT_EQ(checked, 4 * 7 * 420);
  const auto t = io::obj16HarpoonTimers(0, nullptr);
  ASSERT_TRUE(t);
  EXPECT_EQ(timerText((*t)[0]), "made 140: 0+140");
  EXPECT_EQ(timerText((*t)[1]), "made 140: 0+74") << "the middle frame or the extended, 0..73";
  EXPECT_EQ(timerText((*t)[2]), "made 140: 4+66") << "the extended frame, 4..69";
  EXPECT_EQ(timerText((*io::obj16HarpoonTimers(3, nullptr))[2]), "made 140 phase 70: 4+66") << "retracting first";
  std::string why;
  EXPECT_FALSE(io::obj16HarpoonTimers(4, &why));
  EXPECT_EQ(why, "subtype $04: obAnim past Ani_Harp's four scripts");
}

// The decode is the retracted zone (16 x 8, or 8 x 16 upright) about the
// entry's centre; adding the entry adds the middle and extended ones after it.
TEST(SonlvlTimedObjects, AHarpoonIsThreeHurtZonesAboutItsCentre) {
  const io::SonlvlObjectEntry e{0x16, 2, 0x200, 0x100, true, false};
  const io::SonlvlObjectDecode d = io::decodeSonlvlObject(SonlvlGame::Sonic1, e);
  ASSERT_TRUE(d.object);
  EXPECT_EQ(d.object->kind, ObjectKind::Hurt);
  EXPECT_EQ(d.object->w, 8);
  EXPECT_EQ(d.object->h, 16);
  std::vector<SolidObject> objects;
  ASSERT_TRUE(io::addSonlvlObject(SonlvlGame::Sonic1, e, objects));
  ASSERT_EQ(objects.size(), 3u);
  const int heights[] = {16, 48, 80};
  for (int k = 0; k < 3; ++k) {
    const SolidObject& o = objects[static_cast<std::size_t>(k)];
    EXPECT_EQ(o.kind, ObjectKind::Hurt);
    EXPECT_EQ(o.w, 8);
    EXPECT_EQ(o.h, heights[k]);
    EXPECT_EQ(o.path[0].x + o.w / 2, 0x200);
    EXPECT_EQ(o.path[0].y + o.h / 2, 0x100);
    EXPECT_EQ(objectProblem(o), "") << k;
  }
  EXPECT_EQ(io::decodeSonlvlObject(SonlvlGame::Sonic1, {0x16, 4, 0x200, 0x100, false, false}).markerReason,
            "subtype $04: obAnim past Ani_Harp's four scripts");
  EXPECT_TRUE(io::sonic1HarpoonZones({0x16, 4, 0x200, 0x100, false, false}).empty());
}

// The boxes: Obj69's SolidObject d1 / d2 ($4B / $C, $1B / 7), Obj6D's and
// Obj6E's obColType $A3 / $A4 (.sizes rows $23 "dc.b $C, $18", $24 "dc.b
// $48, 8"), all about obX, obY.
TEST(SonlvlTimedObjects, TheirBoxesAreTheRoutinesAboutTheirCentre) {
  const auto at = [](int id, int sub) { return io::decodeSonlvlObject(SonlvlGame::Sonic1, {id, sub, 0x200, 0x100, false, false}); };
  const struct {
    int id, sub, w, h;
    ObjectKind kind;
  } cases[] = {{0x69, 0x01, 128, 24, ObjectKind::Block},
               {0x69, 0x80, 32, 14, ObjectKind::Block},
               {0x6D, 0x43, 24, 48, ObjectKind::Hurt},
               {0x6E, 0x08, 144, 16, ObjectKind::Hurt}};
  for (const auto& c : cases) {
    const io::SonlvlObjectDecode d = at(c.id, c.sub);
    ASSERT_TRUE(d.object) << c.id;
    EXPECT_EQ(d.object->kind, c.kind) << c.id;
    EXPECT_FALSE(d.object->topOnly) << c.id;
    EXPECT_EQ(d.object->w, c.w) << c.id;
    EXPECT_EQ(d.object->h, c.h) << c.id;
    EXPECT_EQ(d.object->path[0].x + c.w / 2, 0x200) << c.id;
    EXPECT_EQ(d.object->path[0].y + c.h / 2, 0x100) << c.id;
    EXPECT_TRUE(hasTimer(d.object->timer)) << c.id;
    EXPECT_EQ(objectProblem(*d.object), "") << c.id;
  }
  EXPECT_EQ(at(0x69, 0x00).markerReason, "subtype $00: spin_timelen 0 turns the trapdoor every frame");
  EXPECT_EQ(at(0x69, 0xA0).markerReason, "subtype $A0: objoff_36 191 is met at more than one phase");
  EXPECT_EQ(at(0x6D, 0x13).markerReason, "subtype $13: the flame goes out before its frame $A");
}

// objpos/sbz1.bin: Obj69 x25 ($01 x3, $02 x2, $80 x14, $81-$83 x2 each),
// Obj6D x23 (all $43), Obj6E x17 (all $08); sbz2.bin: Obj69 x31, Obj6D x19,
// Obj6E x35 ($02 x6, $04 x26, $08 x3). Every one simulated.
TEST(SonlvlTimedObjectsDisassembly, ScrapBrainsTimedObjectsAreAllSimulated) {
  if (!test::disassembly("SOLIDTILE_S1DISASM", "s1disasm")) GTEST_SKIP() << "neither SOLIDTILE_S1DISASM nor SOLIDTILE_DISASM_DIR is set";
  const struct {
    const char* level;
    int blocks, flames, zaps;
    const char* simulated;
  } acts[] = {{"Scrap Brain Zone Act 1", 25, 23, 17, "252 of 308 objects simulated"},
              {"Scrap Brain Zone Act 2", 31, 19, 35, "241 of 292 objects simulated"}};
  for (const auto& a : acts) {
    const io::SonlvlImportResult r = test::importDisassemblyLevel("SOLIDTILE_S1DISASM", "s1disasm", a.level);
    ASSERT_TRUE(r.file) << io::describe(a.level, r.problems);
    int blocks = 0, flames = 0, zaps = 0;
    for (const SolidObject& o : r.file->level.objects) {
      if (!hasTimer(o.timer)) continue;
      if (o.kind == ObjectKind::Block) ++blocks;
      else if (o.w == 24) ++flames;
      else if (o.w == 144) ++zaps;
    }
    EXPECT_EQ(blocks, a.blocks) << a.level;
    EXPECT_EQ(flames, a.flames) << a.level;
    EXPECT_EQ(zaps, a.zaps) << a.level;
    const std::string summary = io::describeSonlvlObjects(io::summarizeSonlvlObjects(r.file->markers, r.file->profile), 100);
    EXPECT_EQ(summary.rfind(a.simulated, 0), 0u) << summary;
    for (const char* gone : {"Obj69", "Obj6D", "Obj6E"}) EXPECT_EQ(summary.find(gone), std::string::npos) << summary;
  }
}

// objpos/lz1.bin: Obj16 x8 ($00 x2, $02 x6), lz2.bin x6 ($00 x4, $02 x2),
// lz3.bin x14 ($00 x10, $02 x4), sbz3.bin x2 ($00): every one three zones.
TEST(SonlvlTimedObjectsDisassembly, LabyrinthsHarpoonsAreAllSimulated) {
  if (!test::disassembly("SOLIDTILE_S1DISASM", "s1disasm")) GTEST_SKIP() << "neither SOLIDTILE_S1DISASM nor SOLIDTILE_DISASM_DIR is set";
  const struct {
    const char* level;
    int harpoons;
    const char* simulated;
  } acts[] = {{"Labyrinth Zone Act 1", 8, "114 of 189 objects simulated"},  // with format 19's spiked ball chains (Obj57)
              {"Labyrinth Zone Act 2", 6, "77 of 138 objects simulated"},
              {"Labyrinth Zone Act 3", 14, "138 of 245 objects simulated"},
              {"Scrap Brain Zone Act 3", 2, "133 of 195 objects simulated"}};
  for (const auto& a : acts) {
    const io::SonlvlImportResult r = test::importDisassemblyLevel("SOLIDTILE_S1DISASM", "s1disasm", a.level);
    ASSERT_TRUE(r.file) << io::describe(a.level, r.problems);
    int zones = 0;
    for (const SolidObject& o : r.file->level.objects) {
      if (o.kind == ObjectKind::Hurt && hasTimer(o.timer) && o.timer.period == 140) ++zones;
    }
    EXPECT_EQ(zones, 3 * a.harpoons) << a.level;
    const std::string summary = io::describeSonlvlObjects(io::summarizeSonlvlObjects(r.file->markers, r.file->profile), 100);
    EXPECT_EQ(summary.rfind(a.simulated, 0), 0u) << summary;
    EXPECT_EQ(summary.find("Obj16"), std::string::npos) << summary;
  }
}

}  // namespace
}  // namespace solidtile

// Issue 27: S&K's Obj_TwistedRamp (object $0E) and Obj_AIZ1Tree ($09) on
// import (physics/io/src/sonlvl/sonlvl_objects.cpp, sonic3kTwistedRamp).
// The numbers quoted are sonic3k.asm's (the locked-on game's; s3.asm's
// sub_23CA2 has the same window and speeds, without the x-flip):
//
//   Obj_TwistedRamp: lea (Player_1).w,a1; bsr.s sub_24D9A; (Player_2 likewise);
//     then only its delete test (no subtype read, no size set)
//   sub_24D9A: btst #Status_InAir,status(a1); bne.w locret_24E32
//     move.w x_pos(a1),d0; addi.w #$10,d0; sub.w x_pos(a0),d0; bcs.w; cmpi.w #$20,d0; bge.w
//     move.w y_pos(a1),d0; sub.w y_pos(a0),d0; cmpi.w #-$14,d0; blt.s; cmpi.w #$20,d0; bgt.s
//     tst.b object_control(a1); bne.s; btst #0,status(a0); bne.s loc_24DEE
//     cmpi.w #$400,x_vel(a1); blt.s; addi.w #$400,x_vel(a1)
//   loc_24DEE: cmpi.w #-$400,x_vel(a1); bgt.s; subi.w #$400,x_vel(a1)
//   loc_24DFC: move.w #-$700,y_vel(a1); bset #Status_InAir,status(a1); ...
//     move.w #1,ground_vel(a1)
//   Obj_AIZ1Tree: mappings, priority, width_pixels 8, render_flags, art;
//     loc_1C3E2: jmp (Sprite_OnScreen_Test).l
#include <gtest/gtest.h>

#include <filesystem>
#include <optional>
#include <string>

#include "solidtile/io/sonlvl.h"
#include "solidtile/io/sonlvl_objects.h"
#include "solidtile/level/ramp.h"
#include "sonlvl_disassembly.h"

namespace solidtile {
namespace sonlvl_ramp {  // apart from the other tests' names in a unity build
namespace {
namespace fs = std::filesystem;

io::SonlvlObjectEntry entry(int id, int subtype, bool flipX = false, std::uint8_t zone = 0) {
  io::SonlvlObjectEntry e;
  e.id = id;
  e.subtype = subtype;
  e.x = 9152;
  e.y = 1224;
  e.flipX = flipX;
  e.sonic3kZone = zone;
  return e;
}

TEST(SonlvlRamp, ObjectEIsARampOfTheRoutinesWindowWhateverItsSubtype) {
  for (const int subtype : {0x00, 0x01, 0x80, 0xFF}) {
    const io::SonlvlObjectDecode d = io::decodeSonlvlObject(io::SonlvlGame::Sonic3K, entry(0x0E, subtype));
    ASSERT_TRUE(d.object) << subtype;
    EXPECT_EQ(d.object->kind, ObjectKind::Ramp);
    EXPECT_EQ(d.object->dir, ObjectDir::Right);
    EXPECT_EQ(d.object->w, 0x20);
    EXPECT_EQ(d.object->h, 0x14 + 0x20 + 1);
    ASSERT_EQ(d.object->path.size(), 1u);
    EXPECT_EQ(d.object->path[0].x, 9152 - 0x10);
    EXPECT_EQ(d.object->path[0].y, 1224 - 0x14);
    EXPECT_EQ(objectProblem(*d.object), "");
  }
  // "btst #0,status(a0); bne.s loc_24DEE": the layout's x-flip throws leftward.
  EXPECT_EQ(io::decodeSonlvlObject(io::SonlvlGame::Sonic3K, entry(0x0E, 0, true)).object->dir, ObjectDir::Left);
  // Sonic 2's object $0E is another object (Obj0E, the title screen's Sonic and Tails).
  EXPECT_FALSE(io::decodeSonlvlObject(io::SonlvlGame::Sonic2, entry(0x0E, 0)).object);
}

TEST(SonlvlRamp, ObjectNineIsSceneryOnlyInTheFirstSetsZones) {
  EXPECT_TRUE(io::decodeSonlvlObject(io::SonlvlGame::Sonic3K, entry(0x09, 0, false, 0)).scenery);
  EXPECT_TRUE(io::decodeSonlvlObject(io::SonlvlGame::Sonic3K, entry(0x09, 0, false, 6)).scenery);
  // Mushroom Hill on (Sprite_ListingK): Obj_MHZCurledVine, not simulated and not scenery.
  const io::SonlvlObjectDecode vine = io::decodeSonlvlObject(io::SonlvlGame::Sonic3K, entry(0x09, 0, false, 7));
  EXPECT_FALSE(vine.scenery);
  EXPECT_FALSE(vine.object);
}

// The object ids: the pointer tables' entries 9 and 14 ("; 9", "; 14") in
// both of the sets Angel Island can use (S3 alone, and S&K's first).
TEST(SonlvlRampDisassembly, ThePointerTablesNameTheTreeAndTheRamp) {
  const std::optional<fs::path> root = test::disassembly("SOLIDTILE_SKDISASM", "skdisasm");
  if (!root) GTEST_SKIP() << "neither SOLIDTILE_SKDISASM nor SOLIDTILE_DISASM_DIR is set";
  for (const char* set : {"Object pointers - S3 Set.asm", "Object pointers - SK Set 1.asm"}) {
    const std::string text = test::disassemblyText(*root / "Levels" / "Misc" / set);
    EXPECT_NE(text.find("dc.l Obj_AIZ1Tree\t\t\t; 9\n"), std::string::npos) << set;
    EXPECT_NE(text.find("dc.l Obj_TwistedRamp\t\t\t; 14\n"), std::string::npos) << set;
  }
  // Its routine in s3.asm (the file here; sonic3k.asm's is quoted above):
  // the window and the speeds as level/ramp.h keeps them, and no subtype read.
  const std::string s3 = test::disassemblyText(*root / "s3.asm");
  const std::size_t at = s3.find("Obj_TwistedRamp:");
  ASSERT_NE(at, std::string::npos);
  const std::string routine = s3.substr(at, s3.find("; End of function", at) - at);
  for (const char* line : {"addi.w\t#$10,d0", "cmpi.w\t#$20,d0\n\t\tbge.s", "cmpi.w\t#-$14,d0", "cmpi.w\t#$20,d0\n\t\tbgt.s",
                           "cmpi.w\t#$400,x_vel(a1)", "move.w\t#-$700,y_vel(a1)", "addi.w\t#$400,x_vel(a1)",
                           "move.w\t#1,ground_vel(a1)"}) {
    EXPECT_NE(routine.find(line), std::string::npos) << line;
  }
  EXPECT_EQ(routine.find("subtype"), std::string::npos);
  static_assert(kRampLeft == 0x10 && kRampWidth == 0x20 && kRampAbove == 0x14 && kRampBelow == 0x20);
  static_assert(RampRule::kMinSpeed == 0x400 && RampRule::kBoost == 0x400 && RampRule::kLaunch == -0x700);
}

// Angel Island 1 (Levels/AIZ/Object Pos/1.bin): one Obj_TwistedRamp, subtype
// 0 at x 9152, y 1224, not flipped; one Obj_AIZ1Tree at x 12152 (scenery).
TEST(SonlvlRampDisassembly, AngelIsland1SimulatesItsTwistedRamp) {
  const std::optional<fs::path> root = test::disassembly("SOLIDTILE_SKDISASM", "skdisasm");
  if (!root) GTEST_SKIP() << "neither SOLIDTILE_SKDISASM nor SOLIDTILE_DISASM_DIR is set";
  const io::ProjectResult p = io::loadSonlvlProject(*root / "SonLVL INI Files" / "SonLVL.ini");
  ASSERT_TRUE(p.project);
  const io::SonlvlImportResult r = io::importSonlvlLevel(*p.project, "Sonic 3\\\\Angel Island Zone Act 1");
  ASSERT_TRUE(r.file);
  int ramps = 0;
  for (const SolidObject& o : r.file->level.objects) {
    if (o.kind != ObjectKind::Ramp) continue;
    ++ramps;
    EXPECT_EQ(o.path[0].x + kRampLeft, 9152);
    EXPECT_EQ(o.path[0].y + kRampAbove, 1224);
    EXPECT_EQ(o.dir, ObjectDir::Right);
  }
  EXPECT_EQ(ramps, 1);
  const std::string summary = io::describeSonlvlObjects(io::summarizeSonlvlObjects(r.file->markers, r.file->profile), 100);
  EXPECT_EQ(summary.find("Twisted Ramp"), std::string::npos) << summary;
  EXPECT_EQ(summary.find("Foreground Tree"), std::string::npos) << summary;
  EXPECT_EQ(summary.rfind("185 of 257 objects simulated", 0), 0u) << summary;
}

}  // namespace
}  // namespace sonlvl_ramp
}  // namespace solidtile

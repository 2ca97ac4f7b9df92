// Issue 27: S&K's Obj_AIZHollowTree (object 3 of zones 0..6) on import
// (physics/io/src/sonlvl/sonlvl_objects.cpp, hollowTree) and on Angel
// Island 1 (gated on the disassembly). The numbers quoted are the routine's
// (sonic3k.asm and s3.asm, the same code; level/tree.h keeps them):
//
//   sub_1D44C: btst #Status_InAir,status(a1); bne.w locret_1D4D8
//     move.w x_pos(a1),d0; addi.w #$10,d0; sub.w x_pos(a0),d0; bcs.s; cmpi.w #$40,d0; bge.s
//     move.w y_pos(a1),d0; sub.w y_pos(a0),d0; cmpi.w #-$5A,d0; blt.s; cmpi.w #$A0,d0; bgt.s
//     cmpi.w #$600,x_vel(a1); blt.s; tst.b object_control(a1); bne.s
//   AIZTree_SetPlayerPos: muls.w #$7000,d0; swap d0 ... addi.w #$90,d0
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "solidtile/camera/camera.h"
#include "solidtile/input.h"
#include "solidtile/io/sonlvl.h"
#include "solidtile/io/sonlvl_objects.h"
#include "solidtile/level/object_state.h"
#include "solidtile/level/tree.h"
#include "solidtile/sonic/player.h"
#include "solidtile/sonic/run.h"
#include "sonlvl_disassembly.h"

namespace solidtile {
namespace sonlvl_tree {  // apart from the other tests' names in a unity build
namespace {
namespace fs = std::filesystem;

io::SonlvlObjectEntry entry(int subtype, bool flipX = false, std::uint8_t zone = 0) {
  io::SonlvlObjectEntry e;
  e.id = 0x03;
  e.subtype = subtype;
  e.x = 11520;
  e.y = 972;
  e.flipX = flipX;
  e.sonic3kZone = zone;
  return e;
}

TEST(SonlvlTree, ObjectThreeIsATreeAboutItsPointWhateverItsSubtypeOrFlip) {
  for (const int subtype : {0x00, 0x01, 0x80, 0xFF}) {
    for (const bool flip : {false, true}) {
      const io::SonlvlObjectDecode d = io::decodeSonlvlObject(io::SonlvlGame::Sonic3K, entry(subtype, flip));
      ASSERT_TRUE(d.object) << subtype;
      EXPECT_EQ(d.object->kind, ObjectKind::Tree);
      EXPECT_EQ(d.object->w, 0xE0);
      EXPECT_EQ(d.object->h, 0x131);
      ASSERT_EQ(d.object->path.size(), 1u);
      EXPECT_EQ(d.object->path[0].x, 11520 - 0x70);
      EXPECT_EQ(d.object->path[0].y, 972 - 0x90);
      EXPECT_EQ(objectProblem(*d.object), "");
    }
  }
  // Mushroom Hill on (Sprite_ListingK): Obj_MHZTwistedVine, not simulated.
  EXPECT_FALSE(io::decodeSonlvlObject(io::SonlvlGame::Sonic3K, entry(0, false, 7)).object);
  // Sonic 2's object 3 is its plane switcher, not a tree.
  const io::SonlvlObjectDecode s2 = io::decodeSonlvlObject(io::SonlvlGame::Sonic2, entry(0));
  EXPECT_TRUE(!s2.object || s2.object->kind != ObjectKind::Tree);
}

// The object id: both pointer sets Angel Island can use name it entry 3;
// s3.asm's routine holds the numbers level/tree.h keeps, and reads no subtype.
TEST(SonlvlTreeDisassembly, ThePointerTablesAndTheRoutineAreTheTrees) {
  const std::optional<fs::path> root = test::disassembly("SOLIDTILE_SKDISASM", "skdisasm");
  if (!root) GTEST_SKIP() << "neither SOLIDTILE_SKDISASM nor SOLIDTILE_DISASM_DIR is set";
  for (const char* set : {"Object pointers - S3 Set.asm", "Object pointers - SK Set 1.asm"}) {
    const std::string text = test::disassemblyText(*root / "Levels" / "Misc" / set);
    EXPECT_NE(text.find("dc.l Obj_AIZHollowTree\t\t\t; 3\n"), std::string::npos) << set;
  }
  const std::string s3 = test::disassemblyText(*root / "s3.asm");
  const std::size_t at = s3.find("Obj_AIZHollowTree:");
  ASSERT_NE(at, std::string::npos);
  const std::string routine = s3.substr(at, s3.find("AIZTree_PlayerFrames:", at) - at);
  for (const char* line : {"addi.w\t#$10,d0", "cmpi.w\t#$40,d0", "cmpi.w\t#-$5A,d0", "cmpi.w\t#$A0,d0",
                           "cmpi.w\t#$600,x_vel(a1)", "cmpi.w\t#$600,d0", "addi.w\t#$90,d0", "cmpi.w\t#$130,d0",
                           "cmpi.w\t#$2C99,x_pos(a1)", "cmpi.w\t#$2D66,x_pos(a1)", "move.w\t#$400,x_vel(a1)",
                           "cmpi.w\t#$400,(a2)", "muls.w\t#$7000,d0", "lsl.l\t#8,d0", "move.b\t#$13,y_radius(a1)",
                           "bset\t#6,object_control(a1)"}) {
    EXPECT_NE(routine.find(line), std::string::npos) << line;
  }
  EXPECT_EQ(routine.find("subtype"), std::string::npos);
  static_assert(TreeRule::kMinSpeed == 0x600 && TreeRule::kTop == 0x400 && TreeRule::kSwing == 0x7000);
  static_assert(TreeRule::kJumpLeft == 0x2C99 - 0x2D00 && TreeRule::kJumpRight == 0x2D66 - 0x2D00);
}

// Angel Island 1 (Levels/AIZ/Object Pos/1.bin): one Obj_AIZHollowTree at x
// 11520, y 972 ($2D00, $3CC). A run holding right with a jump every 200
// frames stopped against its trunk at x 11622 before the tree was
// simulated; now the tree winds him up through it and he runs on.
TEST(SonlvlTreeDisassembly, AngelIsland1WindsARunnerUpThroughItsHollowTree) {
  const std::optional<fs::path> root = test::disassembly("SOLIDTILE_SKDISASM", "skdisasm");
  if (!root) GTEST_SKIP() << "neither SOLIDTILE_SKDISASM nor SOLIDTILE_DISASM_DIR is set";
  const io::ProjectResult p = io::loadSonlvlProject(*root / "SonLVL INI Files" / "SonLVL.ini");
  ASSERT_TRUE(p.project);
  const io::SonlvlImportResult r = io::importSonlvlLevel(*p.project, "Sonic 3\\\\Angel Island Zone Act 1");
  ASSERT_TRUE(r.file);
  const Level& level = r.file->level;
  int trees = 0, tree = -1;
  for (std::size_t i = 0; i < level.objects.size(); ++i) {
    const SolidObject& o = level.objects[i];
    if (o.kind != ObjectKind::Tree) continue;
    ++trees;
    tree = static_cast<int>(i);
    EXPECT_EQ(o.path[0].x + kTreeLeft, 11520);
    EXPECT_EQ(o.path[0].y + kTreeAbove, 972);
  }
  ASSERT_EQ(trees, 1);
  const std::string summary = io::describeSonlvlObjects(io::summarizeSonlvlObjects(r.file->markers, r.file->profile), 100);
  EXPECT_EQ(summary.find("HollowTree"), std::string::npos) << summary;
  EXPECT_EQ(summary.rfind("185 of 257 objects simulated", 0), 0u) << summary;

  // As `sim` runs it: from the level's start, its objects made and deleted
  // by the game's camera (object_loading camera), keys pressed when they go down.
  const PlayerConfig cfg = defaultPlayerConfig(Profile::Sonic3K);
  PlayerState s = startState(level, cfg);
  std::vector<ObjectSlot> slots(level.objects.slotCount());
  const CameraConfig cameraCfg = cameraConfigFor(Profile::Sonic3K);
  CameraState camera = startCamera(cameraCfg, level, s);
  startObjectLoading(level.objects, camera, slots);
  int caughtAt = -1, maxX = 0, wound = 0;
  for (int f = 0; f < 6000 && !s.outOfLevel; ++f) {
    const Input in = static_cast<Input>(input::kRight | (f % 200 >= 186 ? input::kJump : 0));
    stepPlayer(s, level, cfg, in, nullptr, slots);
    stepCameraAndObjects(camera, cameraCfg, level, s, cfg, slots);
    if (s.standingOn == tree) {
      if (caughtAt < 0) caughtAt = f;
      ++wound;
    }
    maxX = std::max(maxX, static_cast<int>(s.x >> 8));
  }
  // Caught on frame 3675 at the trunk's foot, wound up for 194 frames (the
  // window's top at turn ~$480, 6 a frame), then on to the act's right edge
  // (x 12400, past the miniboss cutscene's marker at 12320).
  EXPECT_EQ(caughtAt, 3675);
  EXPECT_EQ(wound, 194);
  EXPECT_EQ(maxX, 12400);
}

}  // namespace
}  // namespace sonlvl_tree
}  // namespace solidtile

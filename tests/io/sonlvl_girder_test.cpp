// Scrap Brain's girder block as import-sonlvl makes it (level format 18's
// route; level/route.h): Sonic 1's Obj70 (s1disasm "_incObj/70 Girder
// Block.asm"), its routine transcribed (tests/support/girder_object.h) and
// run beside the imported block under a riding player.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "../physics/level_builder.h"
#include "../physics/slot_stepper.h"
#include "../support/girder_object.h"
#include "solidtile/io/sonlvl.h"
#include "solidtile/io/sonlvl_objects.h"
#include "sonlvl_disassembly_level.h"

namespace solidtile {
namespace {

using io::SonlvlGame;

// Gird_Main: "move.b #$60,obActWid(a0)", "move.b #$18,obHeight(a0)"; the
// SolidObject call's d1 = obActWid + $B, d2 = obHeight, d3 = d2 + 1: a
// 192 x 48 box about the entry. No subtype and no flip is read.
TEST(SonlvlGirder, Obj70IsA192By48BlockOnTheGirderRoute) {
  const io::SonlvlObjectDecode d = io::decodeSonlvlObject(SonlvlGame::Sonic1, {0x70, 0, 0x6A0, 0x618, false, false});
  ASSERT_TRUE(d.object.has_value()) << d.markerReason;
  EXPECT_EQ(*d.object, test::girderBlock(0x6A0, 0x618));
  EXPECT_EQ(d.object->w, 192);
  EXPECT_EQ(d.object->h, 48);
  EXPECT_EQ(d.object->path, (std::vector<Waypoint>{{0x6A0 - 0x60, 0x618 - 0x18}}));
  EXPECT_FALSE(d.object->topOnly);
  EXPECT_EQ(objectProblem(*d.object), "");
  for (const io::SonlvlObjectEntry e : {io::SonlvlObjectEntry{0x70, 0x35, 0x6A0, 0x618, true, true},
                                        io::SonlvlObjectEntry{0x70, 0x80, 0x6A0, 0x618, true, false}}) {
    const io::SonlvlObjectDecode other = io::decodeSonlvlObject(SonlvlGame::Sonic1, e);
    ASSERT_TRUE(other.object.has_value());
    EXPECT_EQ(*other.object, *d.object) << "subtype and flip unread";
  }
}

// The routine beside the imported block, made on several frames: a Sonic 1
// player standing on it is carried each frame by obX - d4 (MvSonicOnPtfm's
// move, d4 the x before SpeedToPos) and kept on its top, obY - d3 + 1
// (d3 = $19: the top row obY - $18), for four periods.
TEST(SonlvlGirder, ARiderFollowsTheRoutineOnEveryFrame) {
  const io::SonlvlObjectDecode d = io::decodeSonlvlObject(SonlvlGame::Sonic1, {0x70, 0, 0x200, 0x100, false, false});
  ASSERT_TRUE(d.object.has_value());
  test::LevelBuilder b(64, 32);
  b.level.objects.assign({*d.object});
  const Level& l = b.level;
  for (const std::uint32_t made : {1u, 3u, 50u, 200u}) {
    test::SlotStepper r(l, Profile::Sonic1, 0x200, 0x100 - 0x18 - defaultPlayerConfig(Profile::Sonic1).standRadiusY - 1);
    r.slots[0].since = made;
    // The step to frame f runs the objects' frame-f routines: the routine's
    // first call (Gird_Main) is the step to frame `made`.
    while (r.s.frame + 1 < made) r.step();  // not made yet: at its placement
    test::GirdRoutine g(0x200, 0x100);
    std::int32_t lastX = r.s.x >> 8;
    for (std::uint32_t c = 0; c < 4 * GirderRoute::kPeriod; ++c) {
      const std::int32_t d4 = g.run();
      r.step();
      ASSERT_EQ(r.s.standingOn, 0) << "made " << made << " c " << c;
      ASSERT_EQ((r.s.x >> 8) - lastX, g.x() - d4) << "made " << made << " c " << c;
      ASSERT_EQ((r.s.y >> 8) + r.cfg.standRadiusY + 1, g.y() - 0x18) << "made " << made << " c " << c;
      lastX = r.s.x >> 8;
    }
  }
}

// objpos/sbz1.bin: Obj70 x12, all subtype 0, unflipped (three stacks of
// three at x $6A0, $8A0, $17A0, $1AA0); no other act places one.
TEST(SonlvlGirderDisassembly, ScrapBrain1sGirdersAreAllSimulated) {
  if (!test::disassembly("SOLIDTILE_S1DISASM", "s1disasm")) GTEST_SKIP() << "neither SOLIDTILE_S1DISASM nor SOLIDTILE_DISASM_DIR is set";
  const io::SonlvlImportResult r = test::importDisassemblyLevel("SOLIDTILE_S1DISASM", "s1disasm", "Scrap Brain Zone Act 1");
  ASSERT_TRUE(r.file) << io::describe("SBZ1", r.problems);
  int girders = 0;
  for (const SolidObject& o : r.file->level.objects) {
    if (o.route == BlockRoute::Girder) ++girders;
  }
  EXPECT_EQ(girders, 12);
  const std::string summary = io::describeSonlvlObjects(io::summarizeSonlvlObjects(r.file->markers, r.file->profile), 100);
  EXPECT_EQ(summary.rfind("252 of 308 objects simulated", 0), 0u) << summary;
  EXPECT_EQ(summary.find("Obj70"), std::string::npos) << summary;
}

}  // namespace
}  // namespace solidtile

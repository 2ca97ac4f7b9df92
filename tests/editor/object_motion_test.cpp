// The O tool's motion choices (model/object_motion.h): an object turned to an
// oscillator keeps its first point as its origin and stays well formed, the
// Obj18 presets give the importer's motions, and the canvas box follows the
// oscillator on the debugger's frame.
#include "model/object_motion.h"

#include <gtest/gtest.h>

#include "model/object_commands.h"
#include "solidtile/io/sonlvl_objects.h"

namespace solidtile::editor {
namespace {

TEST(ObjectMotion, TurningToAnOscillatorKeepsTheFirstPointAsOrigin) {
  const SolidObject path = newPlatform(200, 100);
  ASSERT_GT(path.path.size(), 1u);
  const SolidObject osc = withOscTable(path, OscTable::Sonic1);
  EXPECT_EQ(osc.path, std::vector<Waypoint>{path.path[0]});
  EXPECT_EQ(osc.osc, (OscMotion{OscTable::Sonic1, 6, ObjectAxis::X, 0x40, false, 0, true})) << "Obj18's sideways motion";
  EXPECT_EQ(objectProblem(osc), "");
  // Another game's table keeps the other fields; none goes back to the path (its one point).
  SolidObject tuned = osc;
  tuned.osc.index = 3;
  EXPECT_EQ(withOscTable(tuned, OscTable::Sonic2).osc.index, 3);
  EXPECT_EQ(withOscTable(tuned, OscTable::Sonic2).osc.table, OscTable::Sonic2);
  const SolidObject back = withOscTable(osc, OscTable::None);
  EXPECT_EQ(back.osc.table, OscTable::None);
  EXPECT_EQ(objectProblem(back), "");
  // A bridge stays where it is; turning one into a bridge stops its swing.
  const SolidObject bridge = withKind(osc, ObjectKind::Bridge);
  EXPECT_EQ(bridge.osc.table, OscTable::None);
  EXPECT_EQ(withOscTable(bridge, OscTable::Sonic1), bridge);
  // No waypoint is added to an oscillating object.
  EXPECT_EQ(withWaypointInserted(osc, 0, 300, 100), osc);
}

TEST(ObjectMotion, PresetsAreTheImportersObj18Motions) {
  const SolidObject o = withOscTable(newPlatform(200, 100), OscTable::Sonic2);
  for (const OscTable t : {OscTable::Sonic1, OscTable::Sonic2}) {
    ASSERT_FALSE(oscPresets(t).empty());
    for (const OscPreset& p : oscPresets(t)) {
      const SolidObject set = withOscPreset(o, t, p.subtype, p.id);
      const io::SonlvlGame g = t == OscTable::Sonic1 ? io::SonlvlGame::Sonic1 : io::SonlvlGame::Sonic2;
      const auto d = io::decodeSonlvlObject(g, {p.id, p.subtype, 0, 0, false, false});
      ASSERT_TRUE(d.object) << p.label;
      EXPECT_EQ(set.osc, d.object->osc) << p.label;
      EXPECT_EQ(set.path, o.path) << "the origin stays";
    }
  }
  EXPECT_EQ(withOscPreset(o, OscTable::Sonic1, 3), o) << "a falling platform is no oscillator";
}

TEST(ObjectMotion, TheCanvasBoxIsWhereTheOscillatorHasItOnTheFrame) {
  SolidObject o = withOscTable(newPlatform(200, 100), OscTable::Sonic1);
  o.osc.axis = ObjectAxis::Y;
  for (const std::uint32_t f : {0u, 40u, 65u, 300u}) {
    const ObjectBox b = objectBox(o, f);
    EXPECT_EQ(b.x, static_cast<double>(o.path[0].x));
    EXPECT_EQ(b.y, static_cast<double>(o.path[0].y + oscOffset(o.osc, f))) << f;
  }
  EXPECT_NE(objectBox(o, 0).y, objectBox(o, 65).y);
}

// Level format 14: the second oscillator is turned on and off as one edit
// (the next oscillator, not reversed), and the canvas box moves on both axes.
TEST(ObjectMotion, ASecondAxisIsTurnedOnAndOffAndMovesTheBoxOnBoth) {
  const SolidObject path = newPlatform(200, 100);
  EXPECT_EQ(withOtherAxis(path, true), path) << "an object on its path has no oscillator";
  SolidObject o = withOscTable(path, OscTable::Sonic1);
  o.osc.index = 9;
  o.osc.lagged = false;
  const SolidObject two = withOtherAxis(o, true);
  EXPECT_EQ(two.osc.otherIndex, 10);
  EXPECT_FALSE(two.osc.otherNegate);
  EXPECT_EQ(objectProblem(two), "");
  EXPECT_EQ(withOtherAxis(two, true), two);
  SolidObject negated = two;
  negated.osc.otherNegate = true;
  EXPECT_EQ(withOtherAxis(negated, false), o) << "off drops the second one whole";
  for (const std::uint32_t f : {0u, 40u, 143u, 300u}) {
    const ObjectBox b = objectBox(two, f);
    EXPECT_EQ(b.x, static_cast<double>(o.path[0].x + oscOffset(o.osc, f))) << f;
    EXPECT_EQ(b.y, static_cast<double>(o.path[0].y + oscOffset(otherAxisOf(two.osc), f))) << f;
  }
  // The presets carry the circles: Sonic 1's Obj5A and Sonic 2's Obj19.
  const auto circles = [](OscTable t) {
    int n = 0;
    for (const OscPreset& p : oscPresets(t)) n += hasOtherAxis(withOscPreset(newPlatform(0, 0), t, p.subtype, p.id).osc);
    return n;
  };
  EXPECT_EQ(circles(OscTable::Sonic1), 2);
  EXPECT_EQ(circles(OscTable::Sonic2), 2);
}

}  // namespace
}  // namespace solidtile::editor

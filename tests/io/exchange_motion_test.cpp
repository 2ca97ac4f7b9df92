// Issue 27: an oscillating object's motion and a collapse's delays (level
// format 8) travel through Tiled maps (TMX and JSON) and LDtk projects as
// object properties / entity fields and come back equal; bad values are
// refused by the level file's own reader of "oscillate", named by object and
// property.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "../support/breakable_object.h"
#include "../support/collapse_object.h"
#include "../support/fall_object.h"
#include "../support/fan_object.h"
#include "../support/seesaw_object.h"
#include "../support/stair_object.h"
#include "../support/barrier_object.h"
#include "../support/bomb_object.h"
#include "../support/lift_object.h"
#include "../support/conveyor_object.h"
#include "../support/elevator_object.h"
#include "../support/springboard_object.h"
#include "../support/stomper_object.h"
#include "../support/brick_object.h"
#include "../support/monitor_object.h"
#include "../support/oscillating_object.h"
#include "../support/girder_object.h"
#include "../support/timed_object.h"
#include "../support/push_object.h"
#include "../support/hurt_object.h"
#include "../support/ring_object.h"
#include "../support/vanish_object.h"
#include "level_builder.h"
#include "problem_matchers.h"
#include "solidtile/io/ldtk.h"
#include "solidtile/io/level_file.h"
#include "solidtile/io/tiled.h"
#include "solidtile/level/booster.h"
#include "solidtile/level/fan.h"
#include "solidtile/level/bumper.h"
#include "solidtile/level/goal.h"
#include "solidtile/level/ramp.h"
#include "solidtile/level/tree.h"
#include "solidtile/level/twist.h"
#include "solidtile/level/vine.h"
#include "tiled_maps.h"

namespace solidtile {
namespace {

using Json = nlohmann::json;
using test::filesOf;
using test::hasProblem;
using test::noFiles;

// Every oscillate field away from its default, a default one, and collapses with the delays the games use.
io::LevelFile movingLevel() {
  io::LevelFile f = test::richLevel();
  f.level.objects.push_back(test::oscillatingPlatform({OscTable::Sonic2, 11, ObjectAxis::Y, 0x30, true, 3, false}));
  f.level.objects.push_back(test::oscillatingPlatform({OscTable::Sonic1, 6, ObjectAxis::X, 0x40, false, 0, true}));
  f.level.objects.push_back(test::collapseObject(40, 100, 64, 16, true, 12, 0x16));
  f.level.objects.push_back(test::collapseObject(120, 100, 64, 16, false, 1, 255));
  return f;
}

std::vector<io::Problem> tmxProblems(const io::TiledFiles& tmx, std::string map) {
  const io::TiledImportResult r = io::importTmx(map, filesOf({{"collision.tsx", tmx.tileset}}));
  EXPECT_FALSE(r.file);
  return r.problems;
}

// `f` exported to TMX, Tiled JSON and LDtk imports back with equal objects
// (and, with `wholeLevel`, as the same level file).
void expectEveryFormatGivesBack(const io::LevelFile& f, bool wholeLevel) {
  const io::TiledFiles tmx = io::exportTmx(f, {});
  const io::LdtkFiles ldtk = io::exportLdtk(f, "map.png");
  const io::TiledImportResult fromTmx = io::importTmx(tmx.map, filesOf({{"collision.tsx", tmx.tileset}}));
  const io::TiledImportResult fromJson = io::importTiledJson(io::exportTiledJson(f, {}).map, noFiles());
  const io::LdtkImportResult fromLdtk = io::importLdtk(ldtk.project, filesOf({{"map.png", ldtk.image}}));
  for (const auto* back : {&fromTmx.file, &fromJson.file, &fromLdtk.file}) {
    ASSERT_TRUE(*back) << io::describe("tmx", fromTmx.problems) << io::describe("json", fromJson.problems)
                       << io::describe("ldtk", fromLdtk.problems);
    EXPECT_EQ((*back)->level.objects, f.level.objects);
    if (wholeLevel) {
      EXPECT_EQ(io::formatLevel(**back), io::formatLevel(f));
    }
  }
}

// The TMX with the value of property `name` on the first object that has it made `value`.
std::string withProperty(std::string map, const std::string& name, const std::string& value) {
  const std::size_t at = map.find("name=\"" + name + "\"");
  EXPECT_NE(at, std::string::npos) << name;
  const std::size_t v = map.find("value=\"", at) + 7;
  map.replace(v, map.find('"', v) - v, value);
  return map;
}

TEST(ExchangeMotion, OscillationAndCollapseDelaysSurviveTmxJsonAndLdtk) {
  const io::LevelFile f = movingLevel();
  ASSERT_EQ(io::levelFormatVersionFor(f.level), 8);
  const io::TiledFiles tmx = io::exportTmx(f, {});
  EXPECT_NE(tmx.map.find("name=\"oscillate_table\" value=\"sonic2\""), std::string::npos) << tmx.map;
  EXPECT_NE(tmx.map.find("name=\"oscillate_shift\" type=\"int\" value=\"3\""), std::string::npos) << tmx.map;
  expectEveryFormatGivesBack(f, true);
  // A still object and a block write none of them (a level without them exports as it did).
  for (const char* key : {"oscillate_", "collapse_"}) {
    io::LevelFile still = test::richLevel();
    still.level.objects.push_back(test::oscillatingPlatform({}));
    EXPECT_EQ(io::exportTmx(still, {}).map.find(key), std::string::npos) << key;
  }
}

// Version 9's falls (both counts away from Obj18's 30 and 32) and a monitor's item come back from every format.
TEST(ExchangeMotion, FallCountsAndMonitorItemsSurviveTmxJsonAndLdtk) {
  io::LevelFile f = test::richLevel();
  f.level.objects.push_back(test::fallObject(100, 200, 64, 16, true, 45, 10));
  f.level.objects.push_back(test::fallObject(300, 200, 64, 32, false, 1, 255));
  f.level.objects.push_back(test::monitorObject(400, 200, 7));
  ASSERT_EQ(io::levelFormatVersionFor(f.level), 9);
  const io::TiledFiles tmx = io::exportTmx(f, {});
  EXPECT_NE(tmx.map.find("name=\"fall_delay\" type=\"int\" value=\"45\""), std::string::npos) << tmx.map;
  expectEveryFormatGivesBack(f, true);
  // Out of range in a map is named, not clamped.
  EXPECT_FALSE(tmxProblems(tmx, withProperty(tmx.map, "fall_carry", "0")).empty());
  EXPECT_FALSE(tmxProblems(tmx, withProperty(tmx.map, "item", "16")).empty());
}

// Level format 11: a pushable block is kind "push" (no fields of its own).
TEST(ExchangeMotion, PushableBlocksSurviveTmxJsonAndLdtk) {
  io::LevelFile f = test::richLevel();
  f.level.objects.push_back(test::pushObject(100, 200));
  f.level.objects.push_back(test::pushObject(300, 200, PushBlock::kLongWidth));
  ASSERT_EQ(io::levelFormatVersionFor(f.level), 11);
  const io::TiledFiles tmx = io::exportTmx(f, {});
  EXPECT_NE(tmx.map.find("name=\"kind\" value=\"push\""), std::string::npos) << tmx.map;
  expectEveryFormatGivesBack(f, true);
}

// Level format 12: a ring is kind "ring" (no fields of its own, 16 x 16).
TEST(ExchangeMotion, RingsSurviveTmxJsonAndLdtk) {
  io::LevelFile f = test::richLevel();
  f.level.objects.push_back(test::ringObject(100, 200));
  f.level.objects.push_back(test::ringObject(124, 200));
  ASSERT_EQ(io::levelFormatVersionFor(f.level), 12);
  const io::TiledFiles tmx = io::exportTmx(f, {});
  EXPECT_NE(tmx.map.find("name=\"kind\" value=\"ring\""), std::string::npos) << tmx.map;
  expectEveryFormatGivesBack(f, true);
}

// Level format 13: a hurt zone is kind "hurt" (no fields of its own; its w and h its box).
TEST(ExchangeMotion, HurtZonesSurviveTmxJsonAndLdtk) {
  io::LevelFile f = test::richLevel();
  f.level.objects.push_back(test::hurtObject(100, 200, 64, 64));
  f.level.objects.push_back(test::hurtObject(300, 200, 128, 64));
  ASSERT_EQ(io::levelFormatVersionFor(f.level), 13);
  const io::TiledFiles tmx = io::exportTmx(f, {});
  EXPECT_NE(tmx.map.find("name=\"kind\" value=\"hurt\""), std::string::npos) << tmx.map;
  expectEveryFormatGivesBack(f, true);
}

// Level format 14: an enemy is the string property / field "kind" "enemy".
TEST(ExchangeMotion, EnemiesSurviveTmxJsonAndLdtk) {
  io::LevelFile f = test::richLevel();
  f.level.objects.push_back(test::enemyAround(120, 200, 40, 32));
  f.level.objects.push_back(test::enemyAround(400, 200, 24, 48));
  ASSERT_EQ(io::levelFormatVersionFor(f.level), 14);
  const io::TiledFiles tmx = io::exportTmx(f, {});
  EXPECT_NE(tmx.map.find("name=\"kind\" value=\"enemy\""), std::string::npos) << tmx.map;
  expectEveryFormatGivesBack(f, true);
}

// Level format 15: an enemy's "motion" is a string property / field, left
// out for a still one.
TEST(ExchangeMotion, EnemyMotionsSurviveTmxJsonAndLdtk) {
  io::LevelFile f = test::richLevel();
  for (EnemyMotion m : {EnemyMotion::Coconuts, EnemyMotion::Masher, EnemyMotion::None}) {
    SolidObject o = test::enemyAround(120 + 100 * static_cast<int>(m), 200, 24, 32);
    o.motion = m;
    f.level.objects.push_back(o);
  }
  ASSERT_EQ(io::levelFormatVersionFor(f.level), 15);
  const io::TiledFiles tmx = io::exportTmx(f, {});
  EXPECT_NE(tmx.map.find("name=\"motion\" value=\"coconuts\""), std::string::npos) << tmx.map;
  EXPECT_EQ(tmx.map.find("value=\"none\""), std::string::npos) << tmx.map;
  expectEveryFormatGivesBack(f, true);
}

// Level format 17: Sonic 1's badniks' motions, and the flip ("direction":
// "right") of those that read it, carried by the same strings.
TEST(ExchangeMotion, Sonic1BadniksSurviveTmxJsonAndLdtk) {
  io::LevelFile f = test::richLevel();
  int x = 120;
  for (EnemyMotion m : {EnemyMotion::Buzzbomber, EnemyMotion::Newtron, EnemyMotion::NewtronBlue, EnemyMotion::Motobug,
                        EnemyMotion::Crabmeat}) {
    SolidObject o = test::enemyAround(x += 60, 200, 40, 32);
    o.motion = m;
    if (motionReadsFlip(m)) o.dir = ObjectDir::Right;
    f.level.objects.push_back(o);
  }
  ASSERT_EQ(io::levelFormatVersionFor(f.level), 17);
  const io::TiledFiles tmx = io::exportTmx(f, {});
  EXPECT_NE(tmx.map.find("name=\"motion\" value=\"newtron_blue\""), std::string::npos) << tmx.map;
  EXPECT_NE(tmx.map.find("name=\"direction\" value=\"right\""), std::string::npos) << tmx.map;
  expectEveryFormatGivesBack(f, true);
}

// Level format 14: a breakable's "breaks" is a string property / field;
// format 18's modes (Sonic 2's smashable ground) the same.
TEST(ExchangeMotion, BreakablesSurviveTmxJsonAndLdtk) {
  struct Case {
    BreakMode first, second;
    int version;
    const char* property;
  };
  for (const Case& c : {Case{BreakMode::Side, BreakMode::Top, 14, "name=\"breaks\" value=\"top\""},
                        Case{BreakMode::Ground, BreakMode::GroundAny, 18, "name=\"breaks\" value=\"ground_any\""}}) {
    io::LevelFile f = test::richLevel();
    f.level.objects.push_back(test::breakableObject(100, 200, 32, 64, c.first));
    f.level.objects.push_back(test::breakableObject(300, 200, 48, 32, c.second));
    ASSERT_EQ(io::levelFormatVersionFor(f.level), c.version);
    const io::TiledFiles tmx = io::exportTmx(f, {});
    EXPECT_NE(tmx.map.find("name=\"kind\" value=\"breakable\""), std::string::npos) << tmx.map;
    EXPECT_NE(tmx.map.find(c.property), std::string::npos) << tmx.map;
    expectEveryFormatGivesBack(f, true);
  }
}

// Level format 10: a spring's diagonal direction is the string property /
// field "direction" like the others.
TEST(ExchangeMotion, DiagonalSpringDirectionsSurviveTmxJsonAndLdtk) {
  io::LevelFile f = test::richLevel();
  for (ObjectDir d : {ObjectDir::UpRight, ObjectDir::UpLeft, ObjectDir::DownRight, ObjectDir::DownLeft}) {
    SolidObject o;
    o.w = o.h = kDiagonalSpringSize;
    o.path = {{100 + 40 * static_cast<int>(d), 200}};
    o.kind = ObjectKind::Spring;
    o.dir = d;
    o.springSpeed = SpringSpeed::kYellow;
    f.level.objects.push_back(o);
  }
  ASSERT_EQ(io::levelFormatVersionFor(f.level), 10);
  const io::TiledFiles tmx = io::exportTmx(f, {});
  EXPECT_NE(tmx.map.find("name=\"direction\" value=\"down_left\""), std::string::npos) << tmx.map;
  expectEveryFormatGivesBack(f, false);
  // A diagonal on spikes in a map is named, not dropped.
  EXPECT_TRUE(hasProblem(tmxProblems(tmx, withProperty(withProperty(tmx.map, "kind", "spikes"), "spring_speed", "4096")), "object 4",
                         "direction up_right is for springs only"));
}

// Level format 11: a block's "nudge" is the bool property / field "nudge",
// written only when set (a plain block's map stays as it was).
TEST(ExchangeMotion, NudgeSurvivesTmxJsonAndLdtk) {
  io::LevelFile f = test::richLevel();
  SolidObject o = test::oscillatingPlatform({OscTable::Sonic1, 6, ObjectAxis::Y, 0x40, false, 0, true});
  o.nudge = true;
  f.level.objects.push_back(o);
  o.osc = {};
  o.topOnly = false;
  f.level.objects.push_back(o);
  ASSERT_EQ(io::levelFormatVersionFor(f.level), 11);
  const io::TiledFiles tmx = io::exportTmx(f, {});
  EXPECT_NE(tmx.map.find("name=\"nudge\" type=\"bool\" value=\"true\""), std::string::npos) << tmx.map;
  EXPECT_EQ(io::exportTmx(test::richLevel(), {}).map.find("nudge"), std::string::npos);
  expectEveryFormatGivesBack(f, true);
  // Not a flag in a map is named, not read as false.
  const std::vector<io::Problem> bad = tmxProblems(tmx, withProperty(tmx.map, "nudge", "deep"));
  EXPECT_TRUE(std::any_of(bad.begin(), bad.end(), [](const io::Problem& p) { return p.what.find("property 'nudge' is") != std::string::npos; }))
      << io::describe("tmx", bad);
}

// Level format 13: a block's "on_screen" is the bool property / field
// "on_screen", written only when set.
TEST(ExchangeMotion, OnScreenSurvivesTmxJsonAndLdtk) {
  io::LevelFile f = test::richLevel();
  SolidObject o;
  o.w = 32;
  o.h = 256;
  o.path = {{300, 40}};
  o.onScreen = true;
  f.level.objects.push_back(o);
  ASSERT_EQ(io::levelFormatVersionFor(f.level), 13);
  const io::TiledFiles tmx = io::exportTmx(f, {});
  EXPECT_NE(tmx.map.find("name=\"on_screen\" type=\"bool\" value=\"true\""), std::string::npos) << tmx.map;
  EXPECT_EQ(io::exportTmx(test::richLevel(), {}).map.find("on_screen"), std::string::npos);
  expectEveryFormatGivesBack(f, true);
  const std::vector<io::Problem> bad = tmxProblems(tmx, withProperty(tmx.map, "on_screen", "maybe"));
  EXPECT_TRUE(std::any_of(bad.begin(), bad.end(), [](const io::Problem& p) { return p.what.find("property 'on_screen' is") != std::string::npos; }))
      << io::describe("tmx", bad);
}

// Level format 15: a block's "vanish" is the int property / field "vanish",
// written only when set.
TEST(ExchangeMotion, VanishSurvivesTmxJsonAndLdtk) {
  io::LevelFile f = test::richLevel();
  f.level.objects.push_back(test::vanishingPlatform(300, 40, 0xC6));
  f.level.objects.push_back(test::vanishingPlatform(340, 40, 0));
  ASSERT_EQ(io::levelFormatVersionFor(f.level), 15);
  const io::TiledFiles tmx = io::exportTmx(f, {});
  EXPECT_NE(tmx.map.find("name=\"vanish\" type=\"int\" value=\"198\""), std::string::npos) << tmx.map;
  EXPECT_NE(tmx.map.find("name=\"vanish\" type=\"int\" value=\"0\""), std::string::npos) << tmx.map;
  EXPECT_EQ(io::exportTmx(test::richLevel(), {}).map.find("vanish"), std::string::npos);
  expectEveryFormatGivesBack(f, true);
  const std::vector<io::Problem> bad = tmxProblems(tmx, withProperty(tmx.map, "vanish", "256"));
  EXPECT_TRUE(std::any_of(bad.begin(), bad.end(), [](const io::Problem& p) { return p.what.find("property 'vanish' is") != std::string::npos; }))
      << io::describe("tmx", bad);
}

// Level format 17: a block's or a hurt zone's "timer" is the string property
// / field "timer", written only when set.
TEST(ExchangeMotion, TimerSurvivesTmxJsonAndLdtk) {
  io::LevelFile f = test::richLevel();
  f.level.objects.push_back(test::timedObject(ObjectKind::Block, 300, 40, 128, 24, "made 122: 8+57"));
  f.level.objects.push_back(test::timedObject(ObjectKind::Hurt, 340, 40, 24, 48, "made 226 phase 1: 40+4 48+4 128+1"));
  ASSERT_EQ(io::levelFormatVersionFor(f.level), 17);
  const io::TiledFiles tmx = io::exportTmx(f, {});
  EXPECT_NE(tmx.map.find("name=\"timer\" value=\"made 122: 8+57\""), std::string::npos) << tmx.map;
  EXPECT_EQ(io::exportTmx(test::richLevel(), {}).map.find("timer"), std::string::npos);
  expectEveryFormatGivesBack(f, true);
  const std::vector<io::Problem> bad = tmxProblems(tmx, withProperty(tmx.map, "timer", "now and then"));
  EXPECT_TRUE(std::any_of(bad.begin(), bad.end(), [](const io::Problem& p) { return p.what.find("property 'timer': timer must begin") != std::string::npos; }))
      << io::describe("tmx", bad);
}

// Level format 18: a girder block's route is the string property / field
// "route", written only for a routed block.
TEST(ExchangeMotion, RouteSurvivesTmxJsonAndLdtk) {
  io::LevelFile f = test::richLevel();
  f.level.objects.push_back(test::girderBlock(400, 100));
  ASSERT_EQ(io::levelFormatVersionFor(f.level), 18);
  const io::TiledFiles tmx = io::exportTmx(f, {});
  EXPECT_NE(tmx.map.find("name=\"route\" value=\"girder\""), std::string::npos) << tmx.map;
  EXPECT_EQ(io::exportTmx(test::richLevel(), {}).map.find("route"), std::string::npos);
  expectEveryFormatGivesBack(f, true);
  const std::vector<io::Problem> bad = tmxProblems(tmx, withProperty(tmx.map, "route", "zigzag"));
  EXPECT_TRUE(std::any_of(bad.begin(), bad.end(), [](const io::Problem& p) { return p.what.find("property 'route' is") != std::string::npos; }))
      << io::describe("tmx", bad);
}

// Level format 19: a hurt zone's spin is the string property / field "spin",
// written only for a spinning one; a hurt zone moving along an axis is any
// object's oscillation.
TEST(ExchangeMotion, SpinAndAHurtZoneAlongAnAxisSurviveTmxJsonAndLdtk) {
  io::LevelFile f = test::richLevel();
  SolidObject ball = test::hurtObject(400, 100, 32, 32);
  ball.spin = {0x50, -0x80, 0x40};
  SolidObject across = test::hurtObject(480, 100, 32, 32);
  across.osc = {OscTable::Sonic1, 3, ObjectAxis::X, 0x60, false, 0, false};
  f.level.objects.push_back(ball);
  f.level.objects.push_back(across);
  ASSERT_EQ(io::levelFormatVersionFor(f.level), 19);
  const io::TiledFiles tmx = io::exportTmx(f, {});
  EXPECT_NE(tmx.map.find("name=\"spin\" value=\"radius 80 speed -128 angle 64\""), std::string::npos) << tmx.map;
  EXPECT_EQ(io::exportTmx(test::richLevel(), {}).map.find("\"spin\""), std::string::npos);
  expectEveryFormatGivesBack(f, true);
  const std::vector<io::Problem> bad = tmxProblems(tmx, withProperty(tmx.map, "spin", "radius 0 speed 1 angle 0"));
  EXPECT_TRUE(std::any_of(bad.begin(), bad.end(), [](const io::Problem& p) { return p.what.find("property 'spin': radius 0 is not 1..1024") != std::string::npos; }))
      << io::describe("tmx", bad);
}

// Level format 15: retracting spikes are the string property / field
// "retract", written only for moving ones.
TEST(ExchangeMotion, RetractingSpikesSurviveTmxJsonAndLdtk) {
  io::LevelFile f = test::richLevel();
  SolidObject up;
  up.kind = ObjectKind::Spikes;
  up.w = up.h = 32;
  up.path = {{300, 40}};
  up.retract = SpikeRetract::Vertical;
  SolidObject side = up;
  side.path = {{340, 40}};
  side.dir = ObjectDir::Right;
  side.retract = SpikeRetract::Horizontal;
  f.level.objects.push_back(up);
  f.level.objects.push_back(side);
  ASSERT_EQ(io::levelFormatVersionFor(f.level), 15);
  const io::TiledFiles tmx = io::exportTmx(f, {});
  EXPECT_NE(tmx.map.find("name=\"retract\" value=\"vertical\""), std::string::npos) << tmx.map;
  EXPECT_NE(tmx.map.find("name=\"retract\" value=\"horizontal\""), std::string::npos) << tmx.map;
  EXPECT_EQ(io::exportTmx(test::richLevel(), {}).map.find("retract"), std::string::npos);
  expectEveryFormatGivesBack(f, true);
  const std::vector<io::Problem> bad = tmxProblems(tmx, withProperty(tmx.map, "retract", "sideways"));
  EXPECT_TRUE(std::any_of(bad.begin(), bad.end(), [](const io::Problem& p) { return p.what.find("property 'retract' is") != std::string::npos; }))
      << io::describe("tmx", bad);
}

// Level format 14: a second oscillator on the other axis is the properties /
// fields "oscillate_other_index" and "oscillate_other_negate", written only
// when there is one.
TEST(ExchangeMotion, ASecondOscillatorSurvivesTmxJsonAndLdtk) {
  io::LevelFile f = test::richLevel();
  SolidObject o = test::oscillatingPlatform({OscTable::Sonic1, 9, ObjectAxis::X, 0x50, false, 0, false});
  o.osc.otherIndex = 8;
  o.osc.otherNegate = true;
  f.level.objects.push_back(o);
  f.level.objects.push_back(test::oscillatingPlatform({OscTable::Sonic2, 6, ObjectAxis::Y, 0x40, false, 0, true}));
  ASSERT_EQ(io::levelFormatVersionFor(f.level), 14);
  const io::TiledFiles tmx = io::exportTmx(f, {});
  EXPECT_NE(tmx.map.find("name=\"oscillate_other_index\" type=\"int\" value=\"8\""), std::string::npos) << tmx.map;
  EXPECT_EQ(tmx.map.find("oscillate_other_index"), tmx.map.rfind("oscillate_other_index")) << "the one-axis object writes none";
  expectEveryFormatGivesBack(f, true);
  const std::vector<io::Problem> bad = tmxProblems(tmx, withProperty(tmx.map, "oscillate_other_index", "16"));
  EXPECT_TRUE(std::any_of(bad.begin(), bad.end(), [](const io::Problem& p) {
    return p.what.find("property 'oscillate_other_index' is 16, outside 0..15") != std::string::npos;
  })) << io::describe("tmx", bad);
}

TEST(ExchangeMotion, LdtkDefinesEveryFieldSoTheyCanBeSetInLdtk) {
  const Json p = Json::parse(io::exportLdtk(test::richLevel(), "map.png").project);
  std::vector<std::string> fields;
  for (const Json& e : p["defs"]["entities"]) {
    if (e["identifier"] != "solid_object") continue;
    for (const Json& d : e["fieldDefs"]) fields.push_back(d["identifier"]);
  }
  for (const char* name : {"collapse_delay", "collapse_hold", "fall_delay", "fall_carry", "item", "oscillate_table", "oscillate_index", "oscillate_axis",
                           "oscillate_center", "oscillate_negate", "oscillate_shift", "oscillate_lagged", "nudge", "on_screen",
                           "oscillate_other_index", "oscillate_other_negate", "vanish"}) {
    EXPECT_NE(std::find(fields.begin(), fields.end(), name), fields.end()) << name;
  }
}

TEST(ExchangeMotion, BadOscillationsInAMapAreNamedByObjectAndProperty) {
  io::LevelFile f = test::richLevel();
  f.level.objects.push_back(test::oscillatingPlatform({OscTable::Sonic1, 6, ObjectAxis::X, 0x40, false, 0, true}));
  const io::TiledFiles tmx = io::exportTmx(f, {});
  // The map's object that oscillates, by the id export gave it.
  const std::size_t tag = tmx.map.rfind("<object id=\"", tmx.map.find("oscillate_table")) + 12;
  const std::string where = "object " + tmx.map.substr(tag, tmx.map.find('"', tag) - tag);
  EXPECT_TRUE(hasProblem(tmxProblems(tmx, withProperty(tmx.map, "oscillate_table", "sonic3")), where,
                         "property 'oscillate_table' is \"sonic3\", expected \"sonic1\" or \"sonic2\""));
  EXPECT_TRUE(hasProblem(tmxProblems(tmx, withProperty(tmx.map, "oscillate_index", "16")), where,
                         "property 'oscillate_index' is 16, outside 0..15"));
  EXPECT_TRUE(hasProblem(tmxProblems(tmx, withProperty(tmx.map, "oscillate_shift", "x")), where,
                         "property 'oscillate_shift' is \"x\", expected an integer in 0..7"));
  EXPECT_TRUE(hasProblem(tmxProblems(tmx, withProperty(tmx.map, "oscillate_negate", "maybe")), where,
                         "property 'oscillate_negate' is \"maybe\", expected true or false"));
  EXPECT_TRUE(hasProblem(tmxProblems(tmx, withProperty(tmx.map, "oscillate_axis", "z")), where,
                         "property 'oscillate_axis' is \"z\", expected \"x\" or \"y\""));
  std::string noAxis = tmx.map;
  const std::size_t axis = noAxis.find("<property name=\"oscillate_axis\"");
  noAxis.erase(axis, noAxis.find("/>", axis) + 2 - axis);
  EXPECT_TRUE(hasProblem(tmxProblems(tmx, noAxis), where, "property 'oscillate_axis' is missing"));
  std::string typo = withProperty(tmx.map, "oscillate_center", "48");
  typo.replace(typo.find("oscillate_center"), 16, "oscillate_centre");
  EXPECT_TRUE(hasProblem(tmxProblems(tmx, typo), where, "the oscillate_ properties: has an unknown key \"centre\""));
  EXPECT_TRUE(hasProblem(tmxProblems(tmx, withProperty(tmx.map, "path", "300,200 400,200")), where,
                         "an oscillating object's path is its origin alone"));
}

TEST(ExchangeMotion, BadValuesInAnLdtkProjectAreNamedByEntityAndField) {
  io::LevelFile f = test::richLevel();
  f.level.objects.push_back(test::oscillatingPlatform({OscTable::Sonic2, 3, ObjectAxis::Y, 0x30, true, 1, false}));
  f.level.objects.push_back(test::collapseObject(40, 100, 64, 16));
  const io::LdtkFiles out = io::exportLdtk(f, "map.png");
  // The problems of the project with `field` made `value`, and where the entity that had it is.
  const auto refused = [&](const char* field, const Json& value, std::string* where) {
    Json p = Json::parse(out.project);
    for (Json& layer : p["levels"][0]["layerInstances"]) {
      for (std::size_t i = 0; i < layer["entityInstances"].size(); ++i) {
        for (Json& v : layer["entityInstances"][i]["fieldInstances"]) {
          if (v["__identifier"] != field || v["__value"].is_null()) continue;
          v["__value"] = value;
          *where = "level '" + p["levels"][0]["identifier"].get<std::string>() + "' layer 'Solidtile' entity " +
                   std::to_string(i) + " 'solid_object'";
        }
      }
    }
    const io::LdtkImportResult r = io::importLdtk(p.dump(), filesOf({{"map.png", out.image}}));
    EXPECT_FALSE(r.file) << field;
    return r.problems;
  };
  std::string where;
  std::vector<io::Problem> problems = refused("oscillate_index", 99, &where);
  EXPECT_TRUE(hasProblem(problems, where, "property 'oscillate_index' is 99, outside 0..15"));
  problems = refused("oscillate_table", "sonic", &where);
  EXPECT_TRUE(hasProblem(problems, where, "property 'oscillate_table' is \"sonic\", expected \"sonic1\" or \"sonic2\""));
  problems = refused("oscillate_lagged", 1.5, &where);
  EXPECT_TRUE(hasProblem(problems, where, "property 'oscillate_lagged' is \"1.5\", expected true or false"));
  problems = refused("collapse_delay", 0, &where);
  EXPECT_TRUE(hasProblem(problems, where, "property 'collapse_delay' is '0', expected a whole number in 1..255"));
  problems = refused("collapse_hold", 256, &where);
  EXPECT_TRUE(hasProblem(problems, where, "property 'collapse_hold' is '256', expected a whole number in 1..255"));
}

}  // namespace
}  // namespace solidtile

namespace solidtile {
namespace {

// Level format 16: a twist's tables are the Tiled property / LDtk field
// "twist" and "twist_flip" (numbers separated by spaces), written only for a twist.
TEST(ExchangeMotion, TwistsSurviveTmxJsonAndLdtk) {
  io::LevelFile f = test::richLevel();
  SolidObject t;
  t.kind = ObjectKind::Twist;
  t.w = kTwistWidth;
  t.h = kTwistHeight;
  t.path = {{40, 20}};
  for (std::size_t k = 0; k < kTwistHeights; ++k) t.twist.push_back(static_cast<std::int8_t>(static_cast<int>(k % 100) - 50));
  for (std::size_t k = 0; k < kTwistFlips; ++k) t.twistFlip.push_back(static_cast<std::uint8_t>(255 - k));
  f.level.objects.push_back(t);
  ASSERT_EQ(io::levelFormatVersionFor(f.level), 16);
  const io::TiledFiles tmx = io::exportTmx(f, {});
  EXPECT_NE(tmx.map.find("name=\"twist\" value=\"-50 -49 "), std::string::npos) << tmx.map;
  EXPECT_NE(tmx.map.find("name=\"twist_flip\" value=\"255 254 "), std::string::npos) << tmx.map;
  EXPECT_EQ(io::exportTmx(test::richLevel(), {}).map.find("twist"), std::string::npos);
  expectEveryFormatGivesBack(f, true);
  const std::vector<io::Problem> bad = tmxProblems(tmx, withProperty(tmx.map, "twist_flip", "1 2 3"));
  EXPECT_TRUE(std::any_of(bad.begin(), bad.end(), [](const io::Problem& p) {
    return p.what.find("property 'twist_flip' has 3 flip angles, expected 52") != std::string::npos;
  })) << io::describe("tmx", bad);
}

// Format 16's ramps: the kind and its way ("direction") through every exchange format.
TEST(ExchangeMotion, RampsSurviveTmxJsonAndLdtk) {
  io::LevelFile f = test::richLevel();
  for (const ObjectDir d : {ObjectDir::Right, ObjectDir::Left}) {
    SolidObject r;
    r.kind = ObjectKind::Ramp;
    r.dir = d;
    r.w = kRampWidth;
    r.h = kRampHeight;
    r.path = {{40 + 64 * static_cast<int>(d), 20}};
    f.level.objects.push_back(r);
  }
  ASSERT_EQ(io::levelFormatVersionFor(f.level), 16);
  const io::TiledFiles tmx = io::exportTmx(f, {});
  EXPECT_NE(tmx.map.find("value=\"ramp\""), std::string::npos) << tmx.map;
  expectEveryFormatGivesBack(f, true);
}

// Format 17's bumpers (the kind alone) and boosters (the kind, their way in
// "direction" and speed in "spring_speed") through every exchange format.
TEST(ExchangeMotion, BumpersAndBoostersSurviveTmxJsonAndLdtk) {
  io::LevelFile f = test::richLevel();
  SolidObject b;
  b.kind = ObjectKind::Bumper;
  b.w = b.h = kBumperSize;
  b.path = {{40, 20}};
  f.level.objects.push_back(b);
  for (const ObjectDir d : {ObjectDir::Right, ObjectDir::Left}) {
    SolidObject o;
    o.kind = ObjectKind::Booster;
    o.dir = d;
    o.springSpeed = d == ObjectDir::Left ? BoosterRule::kSlow : BoosterRule::kFast;
    o.w = o.h = kBoosterSize;
    o.path = {{80 + 64 * static_cast<int>(d), 20}};
    f.level.objects.push_back(o);
  }
  ASSERT_EQ(io::levelFormatVersionFor(f.level), 17);
  const io::TiledFiles tmx = io::exportTmx(f, {});
  EXPECT_NE(tmx.map.find("value=\"bumper\""), std::string::npos) << tmx.map;
  EXPECT_NE(tmx.map.find("value=\"booster\""), std::string::npos) << tmx.map;
  EXPECT_NE(tmx.map.find("name=\"spring_speed\" type=\"int\" value=\"2560\""), std::string::npos) << tmx.map;
  expectEveryFormatGivesBack(f, true);
}

// Format 18's fans: their way in "direction", "pull" and an on/off "timer"
// through every exchange format.
TEST(ExchangeMotion, FansSurviveTmxJsonAndLdtk) {
  io::LevelFile f = test::richLevel();
  f.level.objects.push_back(test::fanAt(120, 116, true, false, true));
  f.level.objects.push_back(test::fanAt(300, 116, false, true, false));
  ASSERT_EQ(io::levelFormatVersionFor(f.level), 18);
  const io::TiledFiles tmx = io::exportTmx(f, {});
  EXPECT_NE(tmx.map.find("value=\"fan\""), std::string::npos) << tmx.map;
  EXPECT_NE(tmx.map.find("name=\"pull\" type=\"bool\" value=\"true\""), std::string::npos) << tmx.map;
  EXPECT_NE(tmx.map.find("value=\"made 302: 121+181\""), std::string::npos) << tmx.map;
  expectEveryFormatGivesBack(f, true);
}

TEST(ExchangeMotion, StairsSurviveTmxJsonAndLdtk) {
  io::LevelFile f = test::richLevel();
  f.level.objects.push_back(test::stairAt(120, 116, false));
  f.level.objects.push_back(test::stairAt(300, 116, true, StairTrigger::Hit));
  ASSERT_EQ(io::levelFormatVersionFor(f.level), 18);
  const io::TiledFiles tmx = io::exportTmx(f, {});
  EXPECT_NE(tmx.map.find("value=\"stair\""), std::string::npos) << tmx.map;
  EXPECT_NE(tmx.map.find("name=\"stair\" value=\"hit\""), std::string::npos) << tmx.map;
  expectEveryFormatGivesBack(f, true);
}

TEST(ExchangeMotion, SeesawsSurviveTmxJsonAndLdtk) {
  io::LevelFile f = test::richLevel();
  f.level.objects.push_back(test::seesawAt(148, 163, false));
  f.level.objects.push_back(test::seesawAt(348, 163, true, false));
  ASSERT_EQ(io::levelFormatVersionFor(f.level), 19);
  const io::TiledFiles tmx = io::exportTmx(f, {});
  EXPECT_NE(tmx.map.find("value=\"seesaw\""), std::string::npos) << tmx.map;
  EXPECT_NE(tmx.map.find("name=\"ball\" type=\"bool\" value=\"true\""), std::string::npos) << tmx.map;
  expectEveryFormatGivesBack(f, true);
}

TEST(ExchangeMotion, BarriersSurviveTmxJsonAndLdtk) {
  io::LevelFile f = test::richLevel();
  f.level.objects.push_back(test::barrierAt(120, 116, false));
  SolidObject wide = test::barrierAt(300, 116, true);
  wide.w = BarrierRule::kMetropolisWidth;  // Metropolis' width_pixels $C
  f.level.objects.push_back(wide);
  ASSERT_EQ(io::levelFormatVersionFor(f.level), 19);
  const io::TiledFiles tmx = io::exportTmx(f, {});
  EXPECT_NE(tmx.map.find("value=\"barrier\""), std::string::npos) << tmx.map;
  expectEveryFormatGivesBack(f, true);
}

TEST(ExchangeMotion, LiftsSurviveTmxJsonAndLdtk) {
  io::LevelFile f = test::richLevel();
  f.level.objects.push_back(test::liftObjectAt(120, 60, false, 3));
  f.level.objects.push_back(test::liftObjectAt(300, 60, true, 200));
  ASSERT_EQ(io::levelFormatVersionFor(f.level), 19);
  const io::TiledFiles tmx = io::exportTmx(f, {});
  EXPECT_NE(tmx.map.find("value=\"lift\""), std::string::npos) << tmx.map;
  EXPECT_NE(tmx.map.find("name=\"lift\" type=\"int\" value=\"200\""), std::string::npos) << tmx.map;
  expectEveryFormatGivesBack(f, true);
}

TEST(ExchangeMotion, BombsSurviveTmxJsonAndLdtk) {
  io::LevelFile f = test::richLevel();
  f.level.objects.push_back(test::bombObjectAt(120, 60));
  f.level.objects.push_back(test::bombObjectAt(300, 60, true, true));
  ASSERT_EQ(io::levelFormatVersionFor(f.level), 20);
  const io::TiledFiles tmx = io::exportTmx(f, {});
  EXPECT_NE(tmx.map.find("value=\"bomb\""), std::string::npos) << tmx.map;
  EXPECT_NE(tmx.map.find("value=\"down_right\""), std::string::npos) << tmx.map;
  expectEveryFormatGivesBack(f, true);
}

TEST(ExchangeMotion, ConveyorsSurviveTmxJsonAndLdtk) {
  io::LevelFile f = test::richLevel();
  f.level.objects.push_back(test::conveyorAt(300, 200, 2));
  f.level.objects.push_back(test::conveyorAt(600, 200, -8, ConveyorRule::kNarrowHalf));
  ASSERT_EQ(io::levelFormatVersionFor(f.level), 20);
  const io::TiledFiles tmx = io::exportTmx(f, {});
  EXPECT_NE(tmx.map.find("value=\"conveyor\""), std::string::npos) << tmx.map;
  EXPECT_NE(tmx.map.find("name=\"belt\" type=\"int\" value=\"-8\""), std::string::npos) << tmx.map;
  expectEveryFormatGivesBack(f, true);
}

TEST(ExchangeMotion, ElevatorsSurviveTmxJsonAndLdtk) {
  io::LevelFile f = test::richLevel();
  f.level.objects.push_back(test::elevatorObjectAt(120, 108, ObjectDir::Up, 0x40));
  f.level.objects.push_back(test::elevatorObjectAt(300, 108, ObjectDir::UpRight, 0x80));
  ASSERT_EQ(io::levelFormatVersionFor(f.level), 20);
  const io::TiledFiles tmx = io::exportTmx(f, {});
  EXPECT_NE(tmx.map.find("value=\"elevator\""), std::string::npos) << tmx.map;
  EXPECT_NE(tmx.map.find("name=\"elevator\" type=\"int\" value=\"128\""), std::string::npos) << tmx.map;
  expectEveryFormatGivesBack(f, true);
}

TEST(ExchangeMotion, SpringboardsSurviveTmxJsonAndLdtk) {
  io::LevelFile f = test::richLevel();
  f.level.objects.push_back(test::springboardObjectAt(120, 60, false, 3));
  f.level.objects.push_back(test::springboardObjectAt(300, 60, true, 200));
  ASSERT_EQ(io::levelFormatVersionFor(f.level), 20);
  const io::TiledFiles tmx = io::exportTmx(f, {});
  EXPECT_NE(tmx.map.find("value=\"springboard\""), std::string::npos) << tmx.map;
  EXPECT_NE(tmx.map.find("name=\"springboard\" type=\"int\" value=\"200\""), std::string::npos) << tmx.map;
  expectEveryFormatGivesBack(f, true);
}

TEST(ExchangeMotion, StompersSurviveTmxJsonAndLdtk) {
  io::LevelFile f = test::richLevel();
  f.level.objects.push_back(test::stomperObjectAt(120, 60, 0x11));
  f.level.objects.push_back(test::stomperObjectAt(300, 60, 0x23));
  ASSERT_EQ(io::levelFormatVersionFor(f.level), 20);
  const io::TiledFiles tmx = io::exportTmx(f, {});
  EXPECT_NE(tmx.map.find("value=\"stomper\""), std::string::npos) << tmx.map;
  EXPECT_NE(tmx.map.find("name=\"stomper\" type=\"int\" value=\"35\""), std::string::npos) << tmx.map;
  expectEveryFormatGivesBack(f, true);
}

TEST(ExchangeMotion, BricksSurviveTmxJsonAndLdtk) {
  io::LevelFile f = test::richLevel();
  f.level.objects.push_back(test::brickAt(120, 116, 180, true));
  SolidObject wobbling = test::brickAt(300, 116, 150);
  wobbling.osc = {OscTable::Sonic1, 5, ObjectAxis::Y, 0, true, 0, false};
  f.level.objects.push_back(wobbling);
  ASSERT_EQ(io::levelFormatVersionFor(f.level), 19);
  const io::TiledFiles tmx = io::exportTmx(f, {});
  EXPECT_NE(tmx.map.find("value=\"brick\""), std::string::npos) << tmx.map;
  EXPECT_NE(tmx.map.find("name=\"land_y\" type=\"int\" value=\"180\""), std::string::npos) << tmx.map;
  expectEveryFormatGivesBack(f, true);
}

TEST(ExchangeMotion, GoalsSurviveTmxJsonAndLdtk) {
  io::LevelFile f = test::richLevel();
  SolidObject g;
  g.kind = ObjectKind::Goal;
  g.w = kGoalWidth;
  g.h = kGoalHeight;
  g.path = {{40, 20}};
  f.level.objects.push_back(g);
  ASSERT_EQ(io::levelFormatVersionFor(f.level), 17);
  const io::TiledFiles tmx = io::exportTmx(f, {});
  EXPECT_NE(tmx.map.find("value=\"goal\""), std::string::npos) << tmx.map;
  expectEveryFormatGivesBack(f, true);
}

TEST(ExchangeMotion, TreesSurviveTmxJsonAndLdtk) {
  io::LevelFile f = test::richLevel();
  SolidObject t;
  t.kind = ObjectKind::Tree;
  t.w = kTreeWidth;
  t.h = kTreeHeight;
  t.path = {{40, 20}};
  f.level.objects.push_back(t);
  ASSERT_EQ(io::levelFormatVersionFor(f.level), 17);
  const io::TiledFiles tmx = io::exportTmx(f, {});
  EXPECT_NE(tmx.map.find("value=\"tree\""), std::string::npos) << tmx.map;
  expectEveryFormatGivesBack(f, true);
}

TEST(ExchangeMotion, VinesSurviveTmxJsonAndLdtk) {
  io::LevelFile f = test::richLevel();
  SolidObject v;
  v.kind = ObjectKind::Vine;
  v.w = v.h = kVineSize;
  v.path = {{40, 20}};
  v.vine = 0xC9;
  f.level.objects.push_back(v);
  ASSERT_EQ(io::levelFormatVersionFor(f.level), 16);
  const io::TiledFiles tmx = io::exportTmx(f, {});
  EXPECT_NE(tmx.map.find("name=\"vine\" type=\"int\" value=\"201\""), std::string::npos) << tmx.map;
  EXPECT_EQ(io::exportTmx(test::richLevel(), {}).map.find("\"vine\""), std::string::npos);
  expectEveryFormatGivesBack(f, true);
  const std::vector<io::Problem> bad = tmxProblems(tmx, withProperty(tmx.map, "vine", "300"));
  EXPECT_FALSE(bad.empty());
}

}  // namespace
}  // namespace solidtile

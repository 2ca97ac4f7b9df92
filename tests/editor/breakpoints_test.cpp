#include "model/breakpoints.h"

#include <gtest/gtest.h>

namespace solidtile::editor {
namespace {

PlayerState at(Sub x, Sub gsp = 0) {
  PlayerState s;
  s.x = x;
  s.gsp = gsp;
  return s;
}

std::vector<int> firedIds(const Breakpoints& b, const FrameFacts& f) {
  std::vector<BreakHit> hits;
  b.check(f, hits);
  std::vector<int> ids;
  for (const BreakHit& h : hits) ids.push_back(h.id);
  return ids;
}

TEST(Breakpoints, AnEventBreakpointFiresOnAStepWithThatEvent) {
  Breakpoints b;
  const int landed = b.add(EventCondition{EventKind::Landed});
  const int wall = b.add(EventCondition{EventKind::HitWall});
  const PlayerState s;
  const Event events[] = {{EventKind::Landed, 0, 0}};
  std::vector<BreakHit> hits;
  b.check({s, s, events, 0}, hits);
  ASSERT_EQ(hits.size(), 1u);
  EXPECT_EQ(hits[0].id, landed);
  ASSERT_TRUE(hits[0].event);
  EXPECT_EQ(hits[0].event->kind, EventKind::Landed);
  EXPECT_NE(landed, wall);
}

TEST(Breakpoints, ASensorFilterNeedsACastOfThatSensorUsed) {
  Breakpoints b;
  const int byA = b.add(EventCondition{EventKind::Landed, SensorId::A});
  const int byB = b.add(EventCondition{EventKind::Landed, SensorId::B});
  const PlayerState s;
  const Event events[] = {{EventKind::Landed, 0, 0}};
  EXPECT_EQ(firedIds(b, {s, s, events, sensorBit(SensorId::A)}), std::vector<int>{byA});
  EXPECT_EQ(firedIds(b, {s, s, events, sensorBit(SensorId::B)}), std::vector<int>{byB});
  EXPECT_TRUE(firedIds(b, {s, s, events, sensorBit(SensorId::C)}).empty());
}

TEST(Breakpoints, AModeFilterTakesTheModeEnteredOrTheModeAfterTheStep) {
  Breakpoints b;
  const int toRightWall = b.add(EventCondition{EventKind::ModeChanged, std::nullopt, Mode::RightWall});
  const int wallOnCeiling = b.add(EventCondition{EventKind::HitWall, std::nullopt, Mode::Ceiling});
  PlayerState after;
  after.mode = Mode::Ceiling;
  const Event toWall[] = {{EventKind::ModeChanged, static_cast<std::uint8_t>(Mode::Floor),
                           static_cast<std::uint8_t>(Mode::RightWall)}};
  const Event toCeiling[] = {{EventKind::ModeChanged, static_cast<std::uint8_t>(Mode::RightWall),
                              static_cast<std::uint8_t>(Mode::Ceiling)}};
  EXPECT_EQ(firedIds(b, {after, after, toWall, 0}), std::vector<int>{toRightWall});
  EXPECT_TRUE(firedIds(b, {after, after, toCeiling, 0}).empty());
  const Event wall[] = {{EventKind::HitWall, 0, 0}};
  EXPECT_EQ(firedIds(b, {after, after, wall, 0}), std::vector<int>{wallOnCeiling});
  after.mode = Mode::Floor;
  EXPECT_TRUE(firedIds(b, {after, after, wall, 0}).empty());
}

TEST(Breakpoints, AThresholdFiresOnlyOnTheFrameItIsCrossed) {
  Breakpoints b;
  const int past = b.add(ThresholdCondition{Quantity::X, Compare::Above, pixels(100)});
  EXPECT_EQ(firedIds(b, {at(pixels(99)), at(pixels(101)), {}, 0}), std::vector<int>{past});
  EXPECT_TRUE(firedIds(b, {at(pixels(101)), at(pixels(102)), {}, 0}).empty()) << "already past";
  EXPECT_TRUE(firedIds(b, {at(pixels(90)), at(pixels(100)), {}, 0}).empty()) << "strictly above";
}

TEST(Breakpoints, AnAbsoluteThresholdComparesTheMagnitude) {
  Breakpoints b;
  b.add(ThresholdCondition{Quantity::Gsp, Compare::Below, 640, true});  // |gsp| < 2.5 px
  EXPECT_EQ(firedIds(b, {at(0, -700), at(0, -600), {}, 0}).size(), 1u);
  EXPECT_TRUE(firedIds(b, {at(0, 700), at(0, -700), {}, 0}).empty());
  EXPECT_EQ(firedIds(b, {at(0, 1000), at(0, 639), {}, 0}).size(), 1u);
}

TEST(Breakpoints, ADisabledOrRemovedBreakpointDoesNotFire) {
  Breakpoints b;
  const int id = b.add(EventCondition{EventKind::Jumped});
  const PlayerState s;
  const Event events[] = {{EventKind::Jumped, 0, 0}};
  EXPECT_TRUE(b.setEnabled(id, false));
  EXPECT_TRUE(firedIds(b, {s, s, events, 0}).empty());
  EXPECT_TRUE(b.setEnabled(id, true));
  EXPECT_EQ(firedIds(b, {s, s, events, 0}).size(), 1u);
  EXPECT_TRUE(b.remove(id));
  EXPECT_FALSE(b.remove(id));
  EXPECT_FALSE(b.setEnabled(id, true));
  EXPECT_TRUE(firedIds(b, {s, s, events, 0}).empty());
}

TEST(Breakpoints, IdsAreNeverReused) {
  Breakpoints b;
  const int first = b.add(EventCondition{});
  b.remove(first);
  EXPECT_NE(b.add(EventCondition{}), first);
}

TEST(Breakpoints, EveryQuantityReadsItsField) {
  PlayerState s;
  s.x = 1;
  s.y = 2;
  s.xsp = 3;
  s.ysp = 4;
  s.gsp = 5;
  s.angle = 6;
  const Quantity all[] = {Quantity::X, Quantity::Y, Quantity::Xsp, Quantity::Ysp, Quantity::Gsp, Quantity::Angle};
  for (int i = 0; i < 6; ++i) EXPECT_EQ(quantityValue(s, all[i]), i + 1) << quantityName(all[i]);
  EXPECT_FLOAT_EQ(plotValue(s, Quantity::Gsp), 5.0f / 256.0f);
  EXPECT_FLOAT_EQ(plotValue(s, Quantity::Angle), 6.0f);
}

}  // namespace
}  // namespace solidtile::editor

// Falls and monitors in the debugger (level format 9): the overlay moves a
// falling platform's box down by the fall the step sees and a knocked monitor's
// up by its rise, labels their state, and draws one that is no longer there to
// collide with (dropped, broken open) as an outline with no solid box.
#include <algorithm>

#include <gtest/gtest.h>

#include "../support/fall_object.h"
#include "../support/monitor_object.h"
#include "../support/push_object.h"
#include "../support/ring_object.h"
#include "../support/timed_object.h"
#include "../support/vanish_object.h"
#include "model/object_overlay.h"
#include "solidtile/camera/camera.h"
#include "solidtile/level/falling.h"
#include "solidtile/level/nudge.h"
#include "solidtile/level/object_loading.h"

namespace solidtile::editor {
namespace {

struct Drawn {
  DebugShapes shapes;
  bool labelled(const std::string& text) const {
    return std::any_of(shapes.labels.begin(), shapes.labels.end(), [&](const LevelLabel& l) { return l.text == text; });
  }
  bool outlined(const PixelRect& r, Colour c) const {
    return std::any_of(shapes.outlines.begin(), shapes.outlines.end(), [&](const LevelRect& o) {
      return o.colour == c && o.x0 == static_cast<float>(r.x0) && o.y0 == static_cast<float>(r.y0) &&
             o.y1 == static_cast<float>(r.y1 + 1);
    });
  }
  bool solidBox() const {
    return std::any_of(shapes.outlines.begin(), shapes.outlines.end(),
                       [](const LevelRect& o) { return o.colour == object_colours::kSolidBox; });
  }
};

Drawn drawAt(const ObjectList& list, std::vector<ObjectSlot> slots, std::uint32_t frame) {
  PlayerState s;
  s.frame = frame;
  const PlayerConfig cfg = defaultPlayerConfig(Profile::Sonic1);
  ObjectOverlayFrame f;
  f.objects = &list;
  f.now = &s;
  f.config = &cfg;
  f.slots = slots;
  Drawn d;
  addObjectShapes(d.shapes, f, DebugOverlayOptions{});
  return d;
}

PixelRect body(int x, int y, int w, int h) { return {x, y, x + w - 1, y + h - 1}; }

// Level format 13: a block solid only on screen (Sonic 1's Obj71) is drawn
// as nothing to collide with, labelled, while its centre is off the screen
// the camera left in the slots (ChkObjectVisible: x - screen x in 0..319, y
// - screen y in 0..223), and with its solid box while on it or with no camera.
TEST(ObjectStateOverlay, ABlockSolidOnlyOnScreenShowsWhetherItIsSolidThisFrame) {
  SolidObject o;
  o.w = 32;
  o.h = 64;
  o.path = {{400, 300}};
  o.onScreen = true;
  const ObjectList list({o});
  ASSERT_EQ(list.slotCount(), 2u);
  std::vector<ObjectSlot> slots(list.slotCount());
  const Drawn noCamera = drawAt(list, slots, 10);
  EXPECT_TRUE(noCamera.solidBox()) << "no camera yet: solid";
  EXPECT_FALSE(noCamera.labelled("#0 off screen: not solid"));
  CameraState c;
  c.x = 416 - 319;  // the centre (416, 332) at the screen's last column
  c.y = 332 - 223;
  recordScreen(list, c, slots);
  const Drawn on = drawAt(list, slots, 10);
  EXPECT_TRUE(on.solidBox());
  EXPECT_FALSE(on.labelled("#0 off screen: not solid"));
  c.x -= 1;  // one past it: cmpi.w #320,d0; bge.s .offscreen
  recordScreen(list, c, slots);
  const Drawn off = drawAt(list, slots, 10);
  EXPECT_FALSE(off.solidBox());
  EXPECT_TRUE(off.labelled("#0 off screen: not solid"));
  EXPECT_TRUE(off.outlined(body(400, 300, 32, 64), object_colours::kGone));
  c.x += 1;
  c.y = 333;  // the centre a row above the screen: bmi.s .offscreen
  recordScreen(list, c, slots);
  EXPECT_TRUE(drawAt(list, slots, 10).labelled("#0 off screen: not solid"));
}

// Level format 15: a vanishing block (Sonic 1's Obj6C) is drawn as nothing to
// collide with, labelled, when the next step finds it not solid: subtype 0
// made on frame 0 is solid on frames 0..15 and from 143 to 270.
TEST(ObjectStateOverlay, AVanishingBlockShowsWhetherItIsSolidNextFrame) {
  const ObjectList list({solidtile::test::vanishingPlatform(400, 300, 0)});
  std::vector<ObjectSlot> slots(list.slotCount());
  ASSERT_EQ(slots.size(), 1u);
  const Drawn solid = drawAt(list, slots, 14);
  EXPECT_FALSE(solid.labelled("#0 vanished: not solid")) << "frame 15: Ani_Van's obFrame 1";
  EXPECT_FALSE(solid.outlined(body(400, 300, 32, 16), object_colours::kGone));
  const Drawn gone = drawAt(list, slots, 15);
  EXPECT_TRUE(gone.labelled("#0 vanished: not solid"));
  EXPECT_TRUE(gone.outlined(body(400, 300, 32, 16), object_colours::kGone));
  EXPECT_FALSE(drawAt(list, slots, 142).labelled("#0 vanished: not solid"));
  slots[0].since = 1;  // made on frame 1: routine 6 until frame 256
  EXPECT_TRUE(drawAt(list, slots, 142).labelled("#0 vanished: not solid"));
}

// Level format 17: a timed block shows whether the next step finds it solid,
// a timed hurt zone whether the next step's touch finds it harmful (the
// collision type this frame's routine left: level/timer.h).
TEST(ObjectStateOverlay, ATimedObjectShowsWhetherItIsActive) {
  using solidtile::test::timedObject;
  const ObjectList list({timedObject(ObjectKind::Block, 400, 300, 128, 24, "made 122: 8+57"),
                         timedObject(ObjectKind::Hurt, 100, 300, 144, 16, "frame 64: 6+3")});
  std::vector<ObjectSlot> slots(list.slotCount());
  ASSERT_EQ(slots.size(), 1u);
  const Drawn closing = drawAt(list, slots, 6);
  EXPECT_TRUE(closing.labelled("#0 timer: not solid")) << "frame 7: .trapclose's frame 1";
  EXPECT_TRUE(closing.outlined(body(400, 300, 128, 24), object_colours::kGone));
  EXPECT_TRUE(closing.labelled("#1 timer: harmful")) << "frame 6's spark, met on frame 7";
  const Drawn shut = drawAt(list, slots, 7);
  EXPECT_TRUE(shut.labelled("#0 timer: solid"));
  EXPECT_FALSE(shut.outlined(body(400, 300, 128, 24), object_colours::kGone));
  EXPECT_TRUE(drawAt(list, slots, 9).labelled("#1 timer: harmless"));
  slots[0].since = 100;  // made on frame 100
  EXPECT_TRUE(drawAt(list, slots, 7).labelled("#0 timer: not solid"));
  EXPECT_TRUE(drawAt(list, slots, 107).labelled("#0 timer: solid"));
}

// Level format 15: retracting spikes are drawn where the frame's step tested
// them (level/retract.h; drawAt's sonic1 profile moves them on the frame made).
TEST(ObjectStateOverlay, RetractingSpikesAreDrawnAtTheFramesPlace) {
  SolidObject o;
  o.kind = ObjectKind::Spikes;
  o.w = o.h = 32;
  o.path = {{100, 200}};
  o.retract = SpikeRetract::Vertical;
  const ObjectList list({o});
  std::vector<ObjectSlot> slots(list.slotCount());
  ASSERT_EQ(slots.size(), 1u);
  const auto outlinedAt = [](const Drawn& d, int x, int y) {
    return std::any_of(d.shapes.outlines.begin(), d.shapes.outlines.end(), [&](const LevelRect& r) {
      return r.x0 == static_cast<float>(x) && r.y0 == static_cast<float>(y) && r.x1 == static_cast<float>(x + 32);
    });
  };
  const Drawn out = drawAt(list, slots, 2);  // the third call: 24 px
  EXPECT_TRUE(out.labelled("#0 out 24 px"));
  EXPECT_TRUE(outlinedAt(out, 100, 224));
  EXPECT_FALSE(outlinedAt(out, 100, 200));
  const Drawn back = drawAt(list, slots, 100);  // call 101: back at its place, waiting
  EXPECT_FALSE(back.labelled("#0 out 24 px"));
  EXPECT_TRUE(outlinedAt(back, 100, 200));
  slots[0].since = 99;  // made on frame 99: its second call on 100
  EXPECT_TRUE(drawAt(list, slots, 100).labelled("#0 out 16 px"));
}

// Level format 11: a pushable block is drawn where its slots put it, not where it was placed.
TEST(ObjectStateOverlay, APushIsDrawnWhereItsSlotsPutIt) {
  const ObjectList list({solidtile::test::pushObject(100, 200)});
  std::vector<ObjectSlot> slots(list.slotCount());
  ASSERT_EQ(slots.size(), kPushSlots);
  PushView v = pushAt(list[0], nullptr);
  v.x = 137;
  v.y = pixels(205) + 0x80;
  v.phase = PushPhase::Sliding;
  storePush(slots.data(), v);
  const Drawn d = drawAt(list, slots, 10);
  EXPECT_TRUE(d.labelled("#0 sliding"));
  const auto outlinedAt = [&](int x, int y) {
    return std::any_of(d.shapes.outlines.begin(), d.shapes.outlines.end(), [&](const LevelRect& o) {
      return o.x0 == static_cast<float>(x) && o.y0 == static_cast<float>(y) && o.x1 == static_cast<float>(x + 32);
    });
  };
  EXPECT_TRUE(outlinedAt(137, 205));
  EXPECT_FALSE(outlinedAt(100, 200));
  // Fresh slots: where it was placed, unlabelled.
  const Drawn placed = drawAt(list, std::vector<ObjectSlot>(list.slotCount()), 10);
  EXPECT_FALSE(placed.labelled("#0 sliding"));
}

TEST(ObjectStateOverlay, AFallWaitsThenIsDrawnWhereItHasFallen) {
  const ObjectList list({solidtile::test::fallObject(100, 200, 64, 16)});
  ASSERT_EQ(list.slotCount(), 1u);
  const std::uint32_t set = 50;
  EXPECT_TRUE(drawAt(list, {ObjectSlot{set}}, set + 1).labelled("#0 falls in 30"));  // Plat_Move's 30
  // Ten falling frames: $38 * 10 * 9 / 2 subpixels down, in the step's whole pixels.
  const std::uint32_t falling = set + FallTiming::kDelay + 10;
  const int dy = fallDrop(10) >> 8;
  ASSERT_GT(dy, 0);
  const Drawn d = drawAt(list, {ObjectSlot{set}}, falling);
  EXPECT_TRUE(d.labelled("#0 falling, lets go in 22"));
  EXPECT_TRUE(d.outlined(body(100, 200 + dy, 64, 16), object_colours::kObject));
  // Past its carry it is nothing to land on: outlined faint, no surface.
  const Drawn fell = drawAt(list, {ObjectSlot{set}}, set + FallTiming::kDelay + FallTiming::kCarry + 1);
  EXPECT_TRUE(fell.labelled("#0 fell"));
  EXPECT_TRUE(std::none_of(fell.shapes.fills.begin(), fell.shapes.fills.end(),
                           [](const LevelRect& r) { return r.colour == object_colours::kSurface; }));
  // Never stood on: where it was placed, no label.
  const Drawn still = drawAt(list, {ObjectSlot{}}, falling);
  EXPECT_TRUE(still.shapes.labels.empty());
  EXPECT_TRUE(still.outlined(body(100, 200, 64, 16), object_colours::kObject));
}

// A block that dips (format 11) is drawn where the step put it: its place
// plus the dip its slots give at the frame (level/nudge.h), labelled.
TEST(ObjectStateOverlay, ADippingBlockIsDrawnAtItsDip) {
  SolidObject o;
  o.w = 64;
  o.path = {{100, 200}};
  o.topOnly = true;
  o.nudge = true;
  const ObjectList list({o});
  ASSERT_EQ(list.slotCount(), 2u);
  std::vector<ObjectSlot> slots(2);
  setNudge(slots.data(), 50, 0, true);  // landed on frame 50
  const Drawn sinking = drawAt(list, slots, 50 + 7);  // b $1C: 2 px
  EXPECT_TRUE(sinking.labelled("#0 dips 2 px"));
  EXPECT_TRUE(sinking.outlined(body(100, 202, 64, 16), object_colours::kObject));
  EXPECT_TRUE(drawAt(list, slots, 50 + 40).outlined(body(100, 204, 64, 16), object_colours::kObject));
  const Drawn rest = drawAt(list, std::vector<ObjectSlot>(2), 90);
  EXPECT_TRUE(rest.shapes.labels.empty());
  EXPECT_TRUE(rest.outlined(body(100, 200, 64, 16), object_colours::kObject));
}

TEST(ObjectStateOverlay, ABrokenMonitorIsAnOutlineAndAKnockedOneRises) {
  const ObjectList list({solidtile::test::monitorObject(100, 200, 7)});
  ASSERT_EQ(list.slotCount(), 2u);
  const Drawn whole = drawAt(list, {ObjectSlot{}, ObjectSlot{}}, 40);
  EXPECT_TRUE(whole.solidBox());
  EXPECT_TRUE(whole.shapes.labels.empty());
  const Drawn broken = drawAt(list, {ObjectSlot{30}, ObjectSlot{}}, 40);
  EXPECT_TRUE(broken.labelled("#0 broken (item 7)"));
  EXPECT_FALSE(broken.solidBox());
  EXPECT_TRUE(broken.outlined(body(100, 200, 30, 30), object_colours::kGone));
  // Knocked from below on frame 30: five frames later it is ObjectFall's rise above its place.
  const int rise = -(monitorKnockOffset(5) >> 8);
  ASSERT_GT(rise, 0);
  const Drawn knocked = drawAt(list, {ObjectSlot{}, ObjectSlot{30}}, 35);
  EXPECT_TRUE(knocked.labelled("#0 knocked up"));
  EXPECT_TRUE(knocked.outlined(body(100, 200 - rise, 30, 30), object_colours::kObject));
}

// Level format 12: a ring is its 16 x 16 outline, never a solid box; once its
// slot says it was collected it is drawn gone and labelled.
TEST(ObjectStateOverlay, ACollectedRingIsDrawnGone) {
  const ObjectList list({solidtile::test::ringObject(100, 200)});
  ASSERT_EQ(list.slotCount(), 1u);
  const Drawn lying = drawAt(list, {ObjectSlot{}}, 40);
  EXPECT_FALSE(lying.solidBox());
  EXPECT_TRUE(lying.outlined(body(100, 200, 16, 16), object_colours::kObject));
  EXPECT_TRUE(lying.shapes.labels.empty());
  const Drawn before = drawAt(list, {ObjectSlot{41}}, 40);
  EXPECT_TRUE(before.outlined(body(100, 200, 16, 16), object_colours::kObject)) << "collected on a later frame";
  const Drawn collected = drawAt(list, {ObjectSlot{30}}, 40);
  EXPECT_TRUE(collected.labelled("#0 collected"));
  EXPECT_TRUE(collected.outlined(body(100, 200, 16, 16), object_colours::kGone));
}

// Level format 10, "object_loading": "camera" (level/object_loading.h): an
// object outside the window of the chunks the slots hold is drawn as gone,
// with no solid box, and labelled; the same object inside it as usual.
TEST(ObjectStateOverlay, AnObjectTheGameHasNotLoadedIsDrawnGoneAndLabelled) {
  ObjectList list({solidtile::test::monitorObject(1000, 418, 2)});
  list.setLoading(ObjectLoading::Camera);
  ASSERT_EQ(list.slotCount(), 4u);
  std::vector<ObjectSlot> slots(4);
  slots[2].since = slots[3].since = 0;  // the camera at x 0: objects up to $27F
  const PlayerConfig cfg = defaultPlayerConfig(Profile::Sonic1);
  PlayerState s;
  const ObjectStateView away = objectStateView(list, 0, slots, s, cfg);
  EXPECT_FALSE(away.loaded);
  EXPECT_TRUE(away.gone);
  EXPECT_EQ(away.text, "not loaded");
  const Drawn far = drawAt(list, slots, 0);
  EXPECT_TRUE(far.labelled("#0 not loaded"));
  EXPECT_FALSE(far.solidBox());
  EXPECT_TRUE(far.outlined(body(1000, 418, 30, 30), object_colours::kGone));
  slots[2].since = slots[3].since = 0x300;  // the camera at $300: $280 .. $57F
  EXPECT_TRUE(objectStateView(list, 0, slots, s, cfg).loaded);
  const Drawn near = drawAt(list, slots, 0);
  EXPECT_FALSE(near.labelled("#0 not loaded"));
  EXPECT_TRUE(near.solidBox());
}

}  // namespace
}  // namespace solidtile::editor

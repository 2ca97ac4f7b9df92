// Collapses in the debugger: the timeline keeps the objects' state with the
// player's (stepping back restores a collapse's timer), the canvas labels and
// shades a collapse that counts down or holds, and breakpoints stop on the
// collapse events.
#include <algorithm>

#include <gtest/gtest.h>

#include "../support/collapse_object.h"
#include "model/debugger.h"
#include "model/object_overlay.h"
#include "test_level.h"

namespace solidtile::editor {
namespace {

// A top-only collapse at (24, 112) over a floor along row 9 (its top at y 144)
// of a 32 x 12 level; the player starts above it (guide profile: Sonic 1's timing).
struct CollapseSession : test::Session {
  CollapseSession() {
    ctx.doc = test::smallDocument(32, 12, 1);
    for (int tx = 0; tx < 32; ++tx) ctx.doc.level().setTile(0, tx, 9, test::block());
    ctx.doc.level().objects.assign({solidtile::test::collapseObject(24, 112, 48, 16)});
    ctx.doc.level().startX = 40;
    ctx.doc.level().startY = 60;
    ctx.doc.history.markClean();
    ctx.debugger.syncWithDocument(ctx.doc);
  }
  Timeline& t() { return ctx.debugger.timeline; }
  const SonicController& sonic() { return t().sonic(); }
  std::size_t firstEvent(EventKind k, std::size_t frames = 200) {
    t().restart();
    for (std::size_t f = 1; f <= frames; ++f) {
      t().stepForward();
      for (const Event& e : sonic().events(f)) {
        if (e.kind == k) return f;
      }
    }
    return 0;
  }
  bool labelled(std::size_t frame, const std::string& text) {
    OverlayRequest r;
    r.frame = frame;
    const DebugShapes s = sonic().overlay(r, DebugOverlayOptions{});
    return std::any_of(s.labels.begin(), s.labels.end(), [&](const LevelLabel& l) { return l.text == text; });
  }
};

TEST(CollapseOverlay, TheTimerIsLabelledAndSteppingBackRestoresIt) {
  CollapseSession s;
  const std::size_t started = s.firstEvent(EventKind::CollapseStarted);
  ASSERT_GT(started, 0u);
  EXPECT_EQ(s.sonic().objectSlots(started - 1)[0].since, ObjectSlot::kNever);
  EXPECT_EQ(s.sonic().objectSlots(started)[0].since, started);
  EXPECT_TRUE(s.labelled(started, "#0 collapses in 7"));  // Ledge_Main's 7
  const std::size_t split = s.firstEvent(EventKind::Collapsed);
  EXPECT_EQ(split, started + 7);
  EXPECT_TRUE(s.labelled(split, "#0 drops in 28"));  // CFlo_Data1's $1C
  const std::size_t dropped = s.firstEvent(EventKind::ObjectLeft);
  EXPECT_EQ(dropped, split + 0x1C);
  EXPECT_TRUE(s.labelled(dropped, "#0 collapsed"));
  // Back before the count: no label, the slot as it was; forward again, the same run.
  s.t().jumpTo(started - 1);
  EXPECT_FALSE(s.labelled(started - 1, "#0 collapses in 8"));
  EXPECT_EQ(s.sonic().objectSlots(started - 1)[0].since, ObjectSlot::kNever);
  s.t().jumpTo(started + 3);
  EXPECT_TRUE(s.labelled(started + 3, "#0 collapses in 4"));
}

// What the overlay draws over the collapse at a frame: its landing surface
// row, its red shading, its body's outline colour.
struct CollapseDrawn {
  bool surface = false, shaded = false;
  Colour shadeAlpha = 0;
  Colour outline = 0;
};
CollapseDrawn drawnAt(CollapseSession& s, std::size_t frame) {
  s.t().jumpTo(frame);
  while (s.t().cursor() < frame) s.t().stepForward();
  OverlayRequest r;
  r.frame = frame;
  const DebugShapes shapes = s.sonic().overlay(r, DebugOverlayOptions{});
  const ObjectSolidBox b = objectSolidBox(s.ctx.doc.level().objects, 0, s.sonic().state(frame).frame, s.t().config());
  CollapseDrawn d;
  for (const LevelRect& f : shapes.fills) {
    const bool onSurface = f.y0 == static_cast<float>(b.surface.y0) && f.y1 == static_cast<float>(b.surface.y1 + 1);
    d.surface = d.surface || (onSurface && (f.colour == object_colours::kSurface || f.colour == object_colours::kStanding));
    if ((f.colour & 0x00FFFFFFu) == (object_colours::kCollapse & 0x00FFFFFFu)) {
      d.shaded = true;
      d.shadeAlpha = f.colour >> 24;
    }
  }
  for (const LevelRect& o : shapes.outlines) {
    if (o.x0 == static_cast<float>(b.body.x0) && o.y0 == static_cast<float>(b.body.y0) && o.x1 == static_cast<float>(b.body.x1 + 1)) {
      d.outline = o.colour;
    }
  }
  return d;
}

TEST(CollapseOverlay, ABrokenUpCollapseIsDrawnWithNothingToLandOn) {
  CollapseSession s;
  const std::size_t started = s.firstEvent(EventKind::CollapseStarted);
  const std::size_t dropped = s.firstEvent(EventKind::ObjectLeft);
  ASSERT_GT(started, 0u);
  ASSERT_GT(dropped, started);
  const CollapseDrawn counting = drawnAt(s, started + 1);
  EXPECT_TRUE(counting.surface);
  EXPECT_TRUE(counting.shaded);
  // Over the stood-on fill (alpha 60) the red must weigh more to read as red.
  EXPECT_GT(counting.shadeAlpha, 60u);
  const CollapseDrawn gone = drawnAt(s, dropped + 1);
  EXPECT_FALSE(gone.surface) << "a collapse that broke up is drawn with a surface to land on";
  EXPECT_FALSE(gone.shaded);
  EXPECT_EQ(gone.outline, object_colours::kGone);
}

TEST(CollapseOverlay, BreakpointsStopOnTheCollapseEvents) {
  for (EventKind k : {EventKind::CollapseStarted, EventKind::Collapsed}) {
    SCOPED_TRACE(eventName(k));
    CollapseSession s;
    ASSERT_TRUE(s.t().insertRows(0, 200, 0));
    const std::size_t first = s.firstEvent(k);
    ASSERT_GT(first, 0u);
    s.t().restart();
    s.t().breakpoints.add(EventCondition{k});
    s.ctx.debugger.runToBreak(10'000);
    EXPECT_EQ(s.t().cursor(), first);
    EXPECT_EQ(s.ctx.debugger.pauseReason, "Break at frame " + std::to_string(first) + ": " + eventName(k));
  }
}

}  // namespace
}  // namespace solidtile::editor

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

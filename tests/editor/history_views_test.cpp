// The inspector's incremental plots and event log against the timeline's own
// whole-history answers, as frames are stepped and edits forget them.
#include "model/history_views.h"

#include <gtest/gtest.h>

#include "shipped_runs.h"

namespace solidtile::editor {
namespace {

using namespace solidtile::editor::testing;

void expectSameAsTimeline(HistoryViews& v, const Timeline& t) {
  for (const Quantity q : HistoryViews::kPlotted) {
    const PlotSeries& s = v.series(t, q);
    const std::vector<float> whole = t.series(q);
    ASSERT_EQ(s.values, whole) << quantityName(q);
    ASSERT_FALSE(whole.empty());
    EXPECT_EQ(s.min, *std::min_element(whole.begin(), whole.end())) << quantityName(q);
    EXPECT_EQ(s.max, *std::max_element(whole.begin(), whole.end())) << quantityName(q);
  }
  const std::vector<FrameEvent> log = t.sonic().eventLog();
  const std::span<const FrameEvent> got = v.eventLog(t);
  ASSERT_EQ(got.size(), log.size());
  for (std::size_t i = 0; i < log.size(); ++i) {
    EXPECT_EQ(got[i].frame, log[i].frame) << i;
    EXPECT_EQ(got[i].event.kind, log[i].event.kind) << i;
  }
}

TEST(HistoryViews, FollowTheHistoryAsItGrowsAndAsEditsForgetIt) {
  Timeline t(shippedLevel("demo.json"), defaultPlayerConfig());
  std::string why;
  ASSERT_TRUE(t.loadMovie(shippedMovieText("tour.txt"), &why)) << why;
  HistoryViews v;
  t.jumpTo(300);  // simulated up to the cursor only
  expectSameAsTimeline(v, t);
  EXPECT_EQ(v.series(t, Quantity::Gsp).values.size(), 301u);
  t.simulate();  // appended
  expectSameAsTimeline(v, t);
  EXPECT_FALSE(v.eventLog(t).empty());
  t.toggleButtons(200, input::kJump);  // frames after 200 forgotten
  expectSameAsTimeline(v, t);
  t.simulate();
  expectSameAsTimeline(v, t);
  t.levelChanged();  // only frame 0 left
  expectSameAsTimeline(v, t);
  EXPECT_TRUE(v.eventLog(t).empty());
}

}  // namespace
}  // namespace solidtile::editor

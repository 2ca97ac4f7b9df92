// The controller interface (debug_controller.h): the same tests run over every
// controller the debugger can step, so a new one is held to what the timeline,
// the overlay, the inspector and breakpoints rely on.
#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "model/box_controller.h"
#include "model/sonic_controller.h"
#include "model/starter_masks.h"
#include "model/timeline.h"
#include "solidtile/box/box.h"

namespace solidtile::editor {
namespace {

// A floor along row 8 of a 40 x 10 level, a step up at x 20..23, the start
// above the floor: both characters land, run and jump.
Level testLevel() {
  Level l(40, 10, 1);
  addStarterMasks(l);
  const Tile kBlock = Tile::make(kStarterFullBlock, false, false, Solidity::All);
  for (int x = 0; x < 40; ++x) l.setTile(0, x, 8, kBlock);
  for (int x = 20; x < 24; ++x) l.setTile(0, x, 7, kBlock);
  l.startX = 48;
  l.startY = 96;
  return l;
}

// Right for a second, a jump, right again: landings and jumps for either.
InputTrack testTrack() {
  InputTrack track;
  track.insert(0, 150, input::kRight);
  track.setButtons(60, input::kJump, true);
  track.setButtons(61, input::kJump, true);
  return track;
}

struct SonicMaker {
  static std::unique_ptr<DebugController> make() { return std::make_unique<SonicController>(defaultPlayerConfig()); }
  static constexpr Controller kKind = Controller::Sonic;
};
struct BoxMaker {
  static std::unique_ptr<DebugController> make() { return std::make_unique<BoxController>(); }
  static constexpr Controller kKind = Controller::Box;
};

template <typename Maker>
class ControllerTest : public ::testing::Test {
 protected:
  ControllerTest() : level(testLevel()), track(testTrack()), controller(Maker::make()) {
    controller->bind(level, track);
    controller->reset({});
  }
  void stepTo(std::size_t frames) {
    while (controller->size() <= frames) controller->stepOnce();
  }
  std::vector<PathPoint> centres() const {
    std::vector<PathPoint> out;
    for (std::size_t k = 0; k < controller->size(); ++k) out.push_back(controller->centre(k));
    return out;
  }
  std::string trace() const {
    std::string out = controller->traceHeader();
    for (std::size_t k = 0; k < controller->size(); ++k) controller->appendTraceRow(out, k);
    return out;
  }

  Level level;
  InputTrack track;
  std::unique_ptr<DebugController> controller;
};

using Controllers = ::testing::Types<SonicMaker, BoxMaker>;
TYPED_TEST_SUITE(ControllerTest, Controllers);

bool samePoint(const PathPoint& a, const PathPoint& b) { return a.x == b.x && a.y == b.y; }

TYPED_TEST(ControllerTest, StepsAFrameAtATimeFromFrameZero) {
  auto& c = *this->controller;
  EXPECT_EQ(c.kind(), TypeParam::kKind);
  ASSERT_EQ(c.size(), 1u);
  this->stepTo(100);
  EXPECT_EQ(c.size(), 101u);
  EXPECT_EQ(c.stepsSimulated(), 100u);
  // Holding right moves it right.
  EXPECT_GT(c.centre(100).x, c.centre(0).x);
  EXPECT_FALSE(c.outOfLevel(100));
}

TYPED_TEST(ControllerTest, RewindingKeepsThePrefixAndSteppingAgainGivesTheSameRun) {
  auto& c = *this->controller;
  this->stepTo(120);
  const std::vector<PathPoint> before = this->centres();
  const std::string traceBefore = this->trace();
  const std::size_t bytes = c.memoryBytes();
  c.truncate(30);
  ASSERT_EQ(c.size(), 30u);
  for (std::size_t k = 0; k < 30; ++k) EXPECT_TRUE(samePoint(c.centre(k), before[k])) << k;
  this->stepTo(120);
  const std::vector<PathPoint> after = this->centres();
  ASSERT_EQ(after.size(), before.size());
  for (std::size_t k = 0; k < after.size(); ++k) EXPECT_TRUE(samePoint(after[k], before[k])) << k;
  EXPECT_EQ(this->trace(), traceBefore);
  // Rewinding copies states into the room the history already has.
  EXPECT_EQ(c.memoryBytes(), bytes);
  // Truncating past the end changes nothing; reset leaves frame 0 only.
  c.truncate(500);
  EXPECT_EQ(c.size(), 121u);
  c.reset({});
  EXPECT_EQ(c.size(), 1u);
  EXPECT_TRUE(samePoint(c.centre(0), before[0]));
}

TYPED_TEST(ControllerTest, EventsHaveTextAndFrameZeroHasNone) {
  auto& c = *this->controller;
  this->stepTo(149);
  EXPECT_EQ(c.eventCount(0), 0u);
  std::size_t total = 0;
  for (std::size_t k = 1; k < c.size(); ++k) {
    for (std::size_t i = 0; i < c.eventCount(k); ++i) {
      EXPECT_FALSE(c.eventText(k, i).empty()) << k;
      ++total;
    }
  }
  EXPECT_GT(total, 0u) << "a landing and a jump at least";
}

TYPED_TEST(ControllerTest, ThresholdBreakpointsReadTheControllersFields) {
  auto& c = *this->controller;
  this->stepTo(149);
  // x passes a value the run crosses once while holding right.
  const std::int32_t mid = (c.quantity(0, Quantity::X) + c.quantity(149, Quantity::X)) / 2;
  Breakpoints b;
  b.add(ThresholdCondition{Quantity::X, Compare::Above, mid, false});
  std::size_t firstHit = 0;
  for (std::size_t k = 1; k < c.size() && firstHit == 0; ++k) {
    std::vector<BreakHit> hits;
    c.checkBreakpoints(b, k, hits);
    if (!hits.empty()) firstHit = k;
  }
  ASSERT_GT(firstHit, 0u);
  EXPECT_GT(c.quantity(firstHit, Quantity::X), mid);
  EXPECT_LE(c.quantity(firstHit - 1, Quantity::X), mid);
  // Plots read the same field.
  EXPECT_FLOAT_EQ(c.plotValue(firstHit, Quantity::X) * static_cast<float>(kSubPerPixel),
                  static_cast<float>(c.quantity(firstHit, Quantity::X)));
}

TYPED_TEST(ControllerTest, TraceRowsAreOnePerFrameWithTheHeadersColumns) {
  auto& c = *this->controller;
  this->stepTo(20);
  const std::string header = c.traceHeader();
  ASSERT_FALSE(header.empty());
  const auto columns = [](const std::string& line) { return std::count(line.begin(), line.end(), ',') + 1; };
  const std::string headerLine = header.substr(header.find_last_of('\n', header.size() - 2) + 1);
  for (std::size_t k : {0u, 1u, 20u}) {
    std::string row;
    c.appendTraceRow(row, k);
    ASSERT_FALSE(row.empty());
    EXPECT_EQ(row.back(), '\n');
    EXPECT_EQ(row.substr(0, row.find(',')), std::to_string(k));
    EXPECT_EQ(columns(row), columns(headerLine)) << row;
  }
}

TYPED_TEST(ControllerTest, InspectorOverlayAndHitTestsDescribeTheSameFrame) {
  auto& c = *this->controller;
  this->stepTo(40);
  // The body covers the centre's pixel.
  const PathPoint centre = c.centre(40);
  const PixelRect body = c.body(40);
  EXPECT_TRUE(body.contains(pixelOf(centre.x), pixelOf(centre.y)));
  EXPECT_TRUE(tileCovers(pixelOf(centre.x) / kTileSize, pixelOf(centre.y) / kTileSize, body));
  // State rows: none changed at frame 0, some changed while it runs.
  for (const StateRow& r : c.stateRows(0)) EXPECT_FALSE(r.changed) << r.name;
  bool changed = false;
  for (const StateRow& r : c.stateRows(40)) changed |= r.changed;
  EXPECT_TRUE(changed);
  // The overlay draws something for the frame, and the same again.
  OverlayRequest req;
  req.frame = 40;
  const DebugShapes a = c.overlay(req, {});
  const DebugShapes b = c.overlay(req, {});
  EXPECT_FALSE(a.outlines.empty() && a.fills.empty());
  EXPECT_EQ(a.outlines.size(), b.outlines.size());
  EXPECT_EQ(a.lines.size(), b.lines.size());
  // Tabs, plots and the movie header name the controller.
  EXPECT_FALSE(c.inspectorTabs().empty());
  EXPECT_FALSE(c.plots().empty());
  io::MovieHeader h;
  c.describe(h);
  ASSERT_TRUE(h.controller);
  EXPECT_EQ(*h.controller == io::MovieController::Box, TypeParam::kKind == Controller::Box);
}

TYPED_TEST(ControllerTest, TheTimelineSpeaksToItThroughTheInterface) {
  Timeline t(this->level, defaultPlayerConfig());
  t.setController(TypeParam::kKind);
  EXPECT_EQ(t.active().kind(), TypeParam::kKind);
  ASSERT_TRUE(t.pasteRows(0, this->track.frames(), PasteMode::Insert));
  this->stepTo(this->track.size());
  // The timeline's trace is its controller's rows, up to where it left the level.
  EXPECT_EQ(t.trace(), this->trace());
  // Switching forgets the history; nextController goes round every controller.
  Controller k = TypeParam::kKind;
  for (std::size_t i = 0; i < kControllerCount; ++i) k = nextController(k);
  EXPECT_EQ(k, TypeParam::kKind);
}

}  // namespace
}  // namespace solidtile::editor

#include "solidtile/io/trace_table.h"

#include <gtest/gtest.h>

#include "problem_matchers.h"
#include "solidtile/io/mask_sheet.h"
#include "solidtile/io/trace.h"

namespace solidtile {
namespace {

using test::hasProblem;

std::vector<PlayerState> someStates() {
  std::vector<PlayerState> s(3);
  s[1].x = 160 * 256 + 24;  // 160.09375
  s[1].mode = Mode::RightWall;
  s[1].balancing = Balance::Left;
  s[2].gsp = -3 * 256 - 128;
  s[2].angle = 0xE8;
  s[2].airborne = false;
  s[2].controlLock = 30;
  s[2].path = 1;
  return s;
}

TEST(TraceTable, ReadsBackWhatSimWritesExactly) {
  const std::vector<PlayerState> states = someStates();
  std::string text = io::traceHeader();
  for (std::size_t f = 0; f < states.size(); ++f) io::appendTraceRow(text, static_cast<long>(f), states[f]);
  const io::TraceResult r = io::parseTrace(text);
  ASSERT_TRUE(r.trace) << io::describe("trace", r.problems);
  const io::Trace ours = io::traceOf(states);
  const std::vector<io::TraceColumn> all = io::allTraceColumns();
  EXPECT_TRUE(io::compareTraces(ours, *r.trace, all, 0).equal());
  EXPECT_EQ(r.trace->at(io::TraceColumn::X, 1), 160.09375);
  EXPECT_EQ(r.trace->at(io::TraceColumn::Gsp, 2), -3.5);
  EXPECT_EQ(io::formatTraceValue(io::TraceColumn::Mode, r.trace->at(io::TraceColumn::Mode, 1)), "right_wall");
  EXPECT_EQ(io::formatTraceValue(io::TraceColumn::Gsp, -3.5), "-3.5");
}

// Every column of a row, written out by hand from the header's order.
TEST(TraceRow, WritesEveryColumnExactly) {
  PlayerState s;
  s.x = 160 * 256 + 24;
  s.y = -(5 * 256 + 1);
  s.ysp = 12;
  s.gsp = -3 * 256 - 128;
  s.angle = 0xE8;
  s.mode = Mode::RightWall;
  s.airborne = false;
  s.rolling = true;
  s.balancing = Balance::Left;
  s.controlLock = 30;
  s.jumping = true;
  s.path = 1;
  std::string row;
  io::appendTraceRow(row, 1234567, s);
  EXPECT_EQ(row, "1234567,160.09375,-5.00390625,0,0.046875,-3.5,232,right_wall,0,1,left,30,1,1\n");
  // A state filled in by hand with values outside the enums names them "?", as modeName does.
  s.mode = static_cast<Mode>(7);
  s.balancing = static_cast<Balance>(9);
  row.clear();
  io::appendTraceRow(row, 0, s);
  EXPECT_EQ(row, "0,160.09375,-5.00390625,0,0.046875,-3.5,232,?,0,1,?,30,1,1\n");
}

TEST(TraceTable, KeepsOnlyKnownColumnsInAnyOrder) {
  const io::TraceResult r = io::parseTrace("# from another engine\r\nframe,speed,y,x\r\n0,1,716,160\r\n\r\n1,2,716,161\r\n");
  ASSERT_TRUE(r.trace) << io::describe("trace", r.problems);
  EXPECT_TRUE(r.trace->has(io::TraceColumn::X));
  EXPECT_FALSE(r.trace->has(io::TraceColumn::Gsp));
  EXPECT_EQ(r.trace->frames, (std::vector<long>{0, 1}));
  EXPECT_EQ(r.trace->at(io::TraceColumn::X, 1), 161);
}

TEST(TraceTable, NamesEveryBadLine) {
  const io::TraceResult r = io::parseTrace("frame,x,mode\n0,1,floor\n1,abc,floor\n2,3\n0,4,floor\n3,4,sideways\n");
  EXPECT_FALSE(r.trace);
  EXPECT_TRUE(hasProblem(r.problems, "line 3", "x is 'abc', not a number of pixels"));
  EXPECT_TRUE(hasProblem(r.problems, "line 4", "has 2 fields; the header has 3"));
  EXPECT_TRUE(hasProblem(r.problems, "line 5", "frame 0 does not follow frame 0"));
  EXPECT_TRUE(hasProblem(r.problems, "line 6", "mode is 'sideways', not floor, right_wall"));
  EXPECT_TRUE(hasProblem(io::parseTrace("x,y\n1,2\n").problems, "line 1", "no 'frame' column"));
  EXPECT_TRUE(hasProblem(io::parseTrace("").problems, "", "is empty"));
}

TEST(TraceTable, ComparesPixelsWithinTheToleranceAndTheRestExactly) {
  io::Trace a = io::traceOf(someStates()), b = a;
  b.values[static_cast<std::size_t>(io::TraceColumn::X)][2] += 0.5;
  b.values[static_cast<std::size_t>(io::TraceColumn::Angle)][2] += 1;
  const std::vector<io::TraceColumn> cols = {io::TraceColumn::X, io::TraceColumn::Angle};
  const io::TraceDiff strict = io::compareTraces(a, b, cols, 0);
  ASSERT_TRUE(strict.firstFrame);
  EXPECT_EQ(*strict.firstFrame, 2);
  EXPECT_EQ(strict.differing, cols);
  EXPECT_EQ(strict.columns[0].largest, 0.5);
  const io::TraceDiff loose = io::compareTraces(a, b, cols, 0.5);
  EXPECT_EQ(loose.differing, std::vector<io::TraceColumn>{io::TraceColumn::Angle});  // the tolerance is pixels only
  b.frames.pop_back();
  for (auto& v : b.values) v.pop_back();
  const io::TraceDiff shorter = io::compareTraces(a, b, {}, 0);
  EXPECT_EQ(shorter.onlyReference, 1u);
  EXPECT_FALSE(shorter.equal());
}

TEST(MaskSheet, ClassicLayoutIsASignedByteAColumnAndAByteAnAngle) {
  const HeightMask seed = *HeightMask::fromHeights({0, 0, 1, 2, 2, 3, 4, 5, 5, 6, 6, 7, 8, 9, 9, 9}, 0xE8);
  const HeightMask ceiling = *HeightMask::fromHeights({-16, -15, -14, -13, -12, -11, -10, -9, -8, -7, -6, -5, -4, -3, -2, -1}, 0x60);
  const std::vector<HeightMask> masks = {seed, ceiling};
  const std::string h = io::classicHeights(masks);
  ASSERT_EQ(h.size(), 32u);
  EXPECT_EQ(h[15], 9);
  EXPECT_EQ(static_cast<signed char>(h[17]), -15);  // a ceiling column; -16 is stored as the full 16
  EXPECT_EQ(io::classicWidths(masks).substr(0, 16), std::string(reinterpret_cast<const char*>(seed.widths().data()), 16));
  EXPECT_EQ(io::classicAngles(masks), std::string("\xE8\x60", 2));
  const std::string json = io::maskSheetJson(masks);
  EXPECT_NE(json.find("{\"index\": 1, \"heights\": [16, -15,"), std::string::npos) << json;
  EXPECT_NE(json.find("\"angle\": 232, \"flagged\": false"), std::string::npos) << json;
}

TEST(MaskSheet, DrawsCellIAtColumnIMod16RowIDiv16) {
  HeightMask::Heights full{};
  full.fill(16);
  std::vector<io::SheetCell> cells(17);
  cells[16].mask = *HeightMask::fromHeights(full, 0);
  cells[16].rgb = 0x123456;
  const io::SheetImage img = io::drawMaskSheet(cells);
  ASSERT_EQ(img.width, 256);
  ASSERT_EQ(img.height, 32);
  const auto pixel = [&](int x, int y) { return &img.rgba[static_cast<std::size_t>(y * img.width + x) * 4]; };
  EXPECT_EQ(pixel(0, 16)[0], 0x12);
  EXPECT_EQ(pixel(15, 31)[3], 255);
  EXPECT_EQ(pixel(16, 16)[3], 0);
  EXPECT_EQ(pixel(0, 0)[3], 0);
}

}  // namespace
}  // namespace solidtile

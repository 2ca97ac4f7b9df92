// Box config files and the box trace row.
#include <gtest/gtest.h>

#include "problem_matchers.h"
#include "solidtile/box/box.h"
#include "solidtile/io/box_config_file.h"
#include "solidtile/io/box_trace.h"

namespace solidtile {
namespace {
using test::hasProblem;

TEST(BoxConfigFile, AnEmptyObjectIsTheDefaults) {
  const io::BoxConfigResult r = io::parseBoxConfig("{}");
  ASSERT_TRUE(r.config);
  EXPECT_EQ(*r.config, defaultBoxConfig());
}

TEST(BoxConfigFile, FormatThenParseGivesTheSameConfig) {
  BoxConfig c = defaultBoxConfig();
  c.walkSpeed = 700;
  c.graceFrames = 10;
  c.scaleX = -256;
  c.slopeMode = SlopeMode::Linear;
  const io::BoxConfigResult r = io::parseBoxConfig(io::formatBoxConfig(c));
  ASSERT_TRUE(r.config) << io::describe("cfg", r.problems);
  EXPECT_EQ(*r.config, c);
}

TEST(BoxConfigFile, NamesAnUnknownFieldAndAValueOutOfRange) {
  EXPECT_TRUE(hasProblem(io::parseBoxConfig(R"({"gravty": 64})").problems, "gravty", "is not a box config field"));
  EXPECT_TRUE(hasProblem(io::parseBoxConfig(R"({"max_fall": 4096})").problems, "max_fall", "is 4096, outside 0..4095"));
  EXPECT_TRUE(hasProblem(io::parseBoxConfig(R"({"half_width": 40})").problems, "half_width", "outside 1..32"));
  EXPECT_TRUE(hasProblem(io::parseBoxConfig(R"({"half_width": 9, "scale_x": 1024})").problems, "scale_x", "half width 36 px"));
  EXPECT_TRUE(hasProblem(io::parseBoxConfig(R"({"walk_speed": 1.5})").problems, "walk_speed", "expected an integer"));
  EXPECT_TRUE(hasProblem(io::parseBoxConfig(R"({"slope_mode": "curved"})").problems, "slope_mode", "\"column\" or \"linear\""));
  EXPECT_TRUE(hasProblem(io::parseBoxConfig("[1]").problems, "", "expected a JSON object"));
  EXPECT_FALSE(io::parseBoxConfig("{").problems.empty());
}

TEST(BoxTrace, RowsSayEveryColumnInExactPixels) {
  EXPECT_EQ(io::boxTraceHeader(),
            "frame,x,y,vx,vy,state,grounded,wall_left,wall_right,ceiling,ladder_top,ice,platform,grace,lock\n");
  BoxState s = spawnBox(48, 368);
  s.x += 12;
  s.vy = -1216;
  s.mode = BoxMode::Air;
  s.flags = boxflag::kWallRight | boxflag::kCeiling;
  s.platform = 3;
  s.grace = 2;
  s.lockRight = 3;
  std::string row;
  io::appendBoxTraceRow(row, 7, s);
  EXPECT_EQ(row, "7,48.046875,368,0,-4.75,air,0,0,1,1,0,0,3,2,R3\n");
  s.lockRight = 0;
  s.lockLeft = 1;
  s.flags = boxflag::kGround | boxflag::kLadderTop | boxflag::kIce | boxflag::kWallLeft;
  row.clear();
  io::appendBoxTraceRow(row, 8, s);
  EXPECT_EQ(row, "8,48.046875,368,0,-4.75,air,1,1,0,0,1,1,3,2,L1\n");
}

}  // namespace
}  // namespace solidtile

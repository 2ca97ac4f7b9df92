// The box overlay lays out what the BoxRecord says, in level pixels.
#include <algorithm>

#include <gtest/gtest.h>

#include "model/box_overlay.h"
#include "model/box_probe_rows.h"
#include "model/concat.h"
#include "model/starter_masks.h"

namespace solidtile::editor {
namespace {

// A floor along row 5 (y 80..95) of a 16 x 8 level.
Level floorLevel() {
  Level level(16, 8, 1);
  addStarterMasks(level);
  for (int x = 0; x < 16; ++x) level.setTile(0, x, 5, Tile::make(0, false, false, Solidity::All));
  return level;
}

bool hasLabel(const DebugShapes& s, const std::string& start) {
  return std::any_of(s.labels.begin(), s.labels.end(), [&](const LevelLabel& l) { return l.text.rfind(start, 0) == 0; });
}

TEST(BoxOverlay, TheBoxAndItsBottomCentreSitWhereTheStateSays) {
  const Level level = floorLevel();
  const BoxConfig cfg = defaultBoxConfig();
  BoxState s = spawnBox(40, 20);
  const PixelRect r = boxRect(s, cfg);
  EXPECT_EQ(r, (PixelRect{40, 20, 40 + 2 * cfg.halfWidth - 1, 20 + 2 * cfg.halfHeight - 1}));
  const DebugShapes shapes = buildBoxShapes({&s, nullptr, &cfg, &level, {}, {}, 0}, DebugOverlayOptions{});
  const auto box = std::find_if(shapes.outlines.begin(), shapes.outlines.end(),
                                [](const LevelRect& o) { return o.colour == box_colours::kBox; });
  ASSERT_NE(box, shapes.outlines.end());
  EXPECT_EQ(box->x0, 40);
  EXPECT_EQ(box->y0, 20);
  EXPECT_EQ(box->x1, 40 + 2 * cfg.halfWidth);
  EXPECT_EQ(box->y1, 20 + 2 * cfg.halfHeight);
  const auto foot = std::find_if(shapes.fills.begin(), shapes.fills.end(),
                                 [](const LevelRect& o) { return o.colour == box_colours::kFoot; });
  ASSERT_NE(foot, shapes.fills.end());
  EXPECT_EQ((foot->x0 + foot->x1) / 2, 40 + cfg.halfWidth);
  EXPECT_EQ((foot->y0 + foot->y1) / 2, 20 + 2 * cfg.halfHeight);
  EXPECT_TRUE(hasLabel(shapes, "air"));
}

TEST(BoxOverlay, ALandingShowsItsProbesTheTargetAndTheFloorTile) {
  const Level level = floorLevel();
  const BoxConfig cfg = defaultBoxConfig();
  // Fall until the step lands on the floor; keep that step's record.
  BoxState s = spawnBox(40, 40);
  BoxRecord rec;
  for (int i = 0; i < 60 && !rec.has(BoxEvent::Landed); ++i) stepBox(s, level, cfg, 0, &rec);
  ASSERT_TRUE(rec.has(BoxEvent::Landed));
  ASSERT_GT(rec.floorCount, 0);
  ASSERT_TRUE(rec.floorChecked);
  const DebugShapes shapes = buildBoxShapes({&s, &rec, &cfg, &level, {}, {}, 0}, DebugOverlayOptions{});
  // The box stands on the floor's top at y 80.
  EXPECT_EQ(pixelOf(s.y) + 2 * cfg.halfHeight, 80);
  const float footX = static_cast<float>(pixelOf(s.x) + cfg.halfWidth);
  // The target line is at the floor's top, across the box.
  const auto target = std::find_if(shapes.lines.begin(), shapes.lines.end(),
                                   [](const LevelLine& l) { return l.colour == box_colours::kTarget; });
  ASSERT_NE(target, shapes.lines.end());
  EXPECT_EQ(target->y0, 80);
  EXPECT_LT(target->x0, footX);
  EXPECT_GT(target->x1, footX);
  // Every probe is a line down the bottom-centre column; the one that found the floor ends on it.
  int probes = 0;
  bool onFloor = false;
  for (const LevelLine& l : shapes.lines) {
    if ((l.colour | 0xFF000000u) != box_colours::kProbe || l.x0 != l.x1) continue;
    EXPECT_EQ(l.x0, footX);
    ++probes;
    onFloor |= l.y1 == 80;
  }
  EXPECT_EQ(probes, rec.floorCount);
  EXPECT_TRUE(onFloor);
  EXPECT_TRUE(hasLabel(shapes, "F("));
  EXPECT_TRUE(hasLabel(shapes, "target 80:00"));
  // The floor tile under the foot is framed.
  const float tileX = static_cast<float>(static_cast<int>(footX) / kTileSize * kTileSize);
  EXPECT_TRUE(std::any_of(shapes.outlines.begin(), shapes.outlines.end(), [&](const LevelRect& o) {
    return o.x0 == tileX && o.y0 == 80 && o.x1 == tileX + kTileSize && o.y1 == 96;
  }));
}

TEST(BoxOverlay, WalkingTheGroundShowsTheSnapMarginBand) {
  const Level level = floorLevel();
  const BoxConfig cfg = defaultBoxConfig();
  BoxState s = spawnBox(40, 48);
  BoxRecord rec;
  for (int i = 0; i < 10; ++i) stepBox(s, level, cfg, input::kRight, &rec);
  ASSERT_TRUE(s.grounded());
  ASSERT_EQ(rec.margin, cfg.snapMargin);
  const DebugShapes shapes = buildBoxShapes({&s, &rec, &cfg, &level, {}, {}, 0}, DebugOverlayOptions{});
  const auto band = std::find_if(shapes.fills.begin(), shapes.fills.end(),
                                 [](const LevelRect& o) { return o.colour == box_colours::kMargin; });
  ASSERT_NE(band, shapes.fills.end());
  EXPECT_EQ(band->y1, 80);
  EXPECT_EQ(band->y1 - band->y0, static_cast<float>(cfg.snapMargin) / kSubPerPixel);
  EXPECT_TRUE(hasLabel(shapes, "ground"));
}

TEST(BoxOverlay, HitTilesOfAPassAreFramedBrighterThanMisses) {
  Level level = floorLevel();
  level.setTile(0, 6, 4, Tile::make(0, false, false, Solidity::All));  // a wall block on the floor at x 96
  const BoxConfig cfg = defaultBoxConfig();
  BoxState s = spawnBox(70, 48);
  BoxRecord rec;
  for (int i = 0; i < 30 && !rec.has(BoxEvent::WallRight); ++i) stepBox(s, level, cfg, input::kRight, &rec);
  ASSERT_TRUE(rec.has(BoxEvent::WallRight));
  const DebugShapes shapes = buildBoxShapes({&s, &rec, &cfg, &level, {}, {}, 0}, DebugOverlayOptions{});
  bool framed = false;
  for (const LevelRect& o : shapes.outlines) {
    framed |= o.x0 == 96 && o.y0 == 64 && o.colour == withAlpha(box_colours::kHorizontal, 0xFF);
  }
  EXPECT_TRUE(framed) << "the wall tile the horizontal pass hit";
  EXPECT_TRUE(hasLabel(shapes, "horizontal"));
  DebugOverlayOptions off;
  off.tiles = false;
  off.labels = false;
  const DebugShapes fewer = buildBoxShapes({&s, &rec, &cfg, &level, {}, {}, 0}, off);
  EXPECT_LT(fewer.outlines.size(), shapes.outlines.size());
  EXPECT_TRUE(fewer.labels.empty());
}

}  // namespace
}  // namespace solidtile::editor

namespace solidtile::editor {
namespace {

TEST(BoxProbeRows, ALandingListsTheFloorProbeAndTheDecision) {
  Level level(16, 8, 1);
  addStarterMasks(level);
  for (int x = 0; x < 16; ++x) level.setTile(0, x, 5, Tile::make(0, false, false, Solidity::All));
  const BoxConfig cfg = defaultBoxConfig();
  BoxState s = spawnBox(40, 40);
  BoxRecord rec;
  for (int i = 0; i < 60 && !rec.has(BoxEvent::Landed); ++i) stepBox(s, level, cfg, 0, &rec);
  ASSERT_TRUE(rec.has(BoxEvent::Landed));
  const std::vector<BoxProbeRow> rows = boxProbeRows(rec, level, 0, cfg);
  ASSERT_EQ(rows.size(), static_cast<std::size_t>(rec.testCount + rec.floorCount + 1));
  bool floorRow = false;
  for (const BoxProbeRow& r : rows) {
    if (r.pass == "floor F(5)" && r.decisive) {
      floorRow = true;
      EXPECT_EQ(r.tile, concat("(", std::to_string((40 + cfg.halfWidth) / kTileSize), ",5)"));
      EXPECT_EQ(r.kind.rfind("mask 0 all", 0), 0u) << r.kind;
      EXPECT_EQ(r.result, "depth 0:00 (0, 0x0)");
    }
  }
  EXPECT_TRUE(floorRow);
  EXPECT_EQ(rows.back().pass, "decision");
  EXPECT_EQ(rows.back().result, "snaps to the floor");
  EXPECT_TRUE(rows.back().decisive);
}

TEST(BoxProbeRows, SubpixelsShowHexAndDecimal) {
  EXPECT_EQ(boxSubText(0x1280), "18:80 (4736, 0x1280)");
  EXPECT_EQ(boxSubText(-0x180), "-1:80 (-384, 0xFFFFFE80)");
}

}  // namespace
}  // namespace solidtile::editor

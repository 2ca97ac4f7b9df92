// Builds a level through the C API's building calls, call by call, from a
// level file read by the project's own reader; and runs a movie on any level
// to its CSV trace through the C API only.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "capi_support.h"
#include "solidtile/io/level_file.h"

namespace solidtile::test {

// `loaded` is the same file loaded through stLoadLevelFile (its box config is read from it).
inline stLevelId buildThroughCApi(const io::LevelFile& f, stLevelId loaded) {
  const Level& lv = f.level;
  stLevelDef def = stDefaultLevelDef();
  def.width = lv.width();
  def.height = lv.height();
  def.layerCount = lv.layerCount();
  stLevelId level = stNullLevelId;
  EXPECT_EQ(stCreateLevel(&def, &level), stStatus_ok) << stLastMessage();
  EXPECT_EQ(stLevel_SetName(level, f.name.c_str()), stStatus_ok) << stLastMessage();
  for (std::size_t i = 0; i < lv.masks().size(); ++i) {
    stMaskDef m = stDefaultMaskDef();
    const HeightMask& mask = lv.masks()[i];
    for (int c = 0; c < kTileSize; ++c) m.heights[c] = static_cast<std::int8_t>(mask.height(c));
    m.autoAngle = f.autoAngle[i];
    m.angle = mask.angle();
    const MaskEdges edges = lv.maskEdges(static_cast<int>(i));
    m.hasEdges = edges.set();
    m.edgeLeft = edges.left;
    m.edgeRight = edges.right;
    std::int32_t index = -1;
    EXPECT_EQ(stLevel_AddMask(level, &m, &index), stStatus_ok) << stLastMessage();
    EXPECT_EQ(index, static_cast<std::int32_t>(i));
  }
  for (int path = 0; path < lv.layerCount(); ++path) {
    for (int ty = 0; ty < lv.height(); ++ty) {
      for (int tx = 0; tx < lv.width(); ++tx) {
        const Tile t = lv.tile(path, tx, ty);
        if (!t.empty()) {
          const stTileDef tile{t.maskIndex(), t.flipX(), t.flipY(), static_cast<stSolidity>(t.solidity())};
          EXPECT_EQ(stLevel_SetTile(level, path, tx, ty, &tile), stStatus_ok) << stLastMessage();
        }
        if (const TileTag tag = lv.tag(path, tx, ty); tag != TileTag::None) {
          EXPECT_EQ(stLevel_SetTag(level, path, tx, ty, static_cast<stTileTag>(tag)), stStatus_ok) << stLastMessage();
        }
      }
    }
  }
  for (const PathSwitcher& s : lv.switchers) {
    const stSwitcherDef d{s.horizontal, s.x, s.top, s.bottom, s.leftPath, s.rightPath, s.groundOnly};
    EXPECT_EQ(stLevel_AddSwitcher(level, &d), stStatus_ok) << stLastMessage();
  }
  for (const LoopRegion& r : lv.loops) {
    EXPECT_EQ(stLevel_AddLoopRegion(level, r.x, r.y, r.airToHigh), stStatus_ok) << stLastMessage();
  }
  EXPECT_EQ(stLevel_SetStart(level, lv.startX, lv.startY), stStatus_ok) << stLastMessage();
  for (const SolidObject& o : lv.objects) {
    stObjectDef d = stDefaultObjectDef();
    d.w = o.w;
    d.h = o.h;
    d.pointCount = static_cast<std::int32_t>(o.path.size());
    for (std::size_t k = 0; k < o.path.size(); ++k) d.points[k] = {o.path[k].x, o.path[k].y};
    d.speed = o.speed;
    d.loop = static_cast<stObjectLoop>(o.loop);
    d.wait = o.wait;
    d.topOnly = o.topOnly;
    std::int32_t index = -1;
    EXPECT_EQ(stLevel_AddObject(level, &d, &index), stStatus_ok) << stLastMessage();
    // Format 6's and 7's fields, which stObjectDef does not hold, through their own calls.
    if (o.kind == ObjectKind::Bridge) {
      EXPECT_EQ(stLevel_SetObjectBridge(level, index, o.logs), stStatus_ok) << stLastMessage();
    } else if (o.kind == ObjectKind::Collapse) {
      EXPECT_EQ(stLevel_SetObjectCollapse(level, index, o.collapseDelay, o.collapseHold), stStatus_ok) << stLastMessage();
    } else if (o.kind == ObjectKind::Fall) {
      EXPECT_EQ(stLevel_SetObjectFall(level, index, o.fallDelay, o.fallCarry), stStatus_ok) << stLastMessage();
    } else if (o.kind == ObjectKind::Monitor) {
      EXPECT_EQ(stLevel_SetObjectMonitor(level, index, o.item), stStatus_ok) << stLastMessage();
    } else if (o.kind == ObjectKind::Brick) {
      EXPECT_EQ(stLevel_SetObjectBrick(level, index, o.landY, o.lava ? 1 : 0), stStatus_ok) << stLastMessage();
    } else if (o.kind == ObjectKind::Lift) {
      EXPECT_EQ(stLevel_SetObjectLift(level, index, static_cast<stObjectDir>(o.dir), o.lift), stStatus_ok) << stLastMessage();
    } else if (o.kind == ObjectKind::Conveyor) {
      EXPECT_EQ(stLevel_SetObjectConveyor(level, index, o.belt, o.w), stStatus_ok) << stLastMessage();
    } else if (o.kind == ObjectKind::Elevator) {
      EXPECT_EQ(stLevel_SetObjectElevator(level, index, static_cast<stObjectDir>(o.dir), o.elevator), stStatus_ok)
          << stLastMessage();
    } else if (o.kind == ObjectKind::Springboard) {
      EXPECT_EQ(stLevel_SetObjectSpringboard(level, index, static_cast<stObjectDir>(o.dir), o.springboard), stStatus_ok)
          << stLastMessage();
    } else if (o.kind == ObjectKind::Stomper) {
      EXPECT_EQ(stLevel_SetObjectStomper(level, index, o.stomper), stStatus_ok) << stLastMessage();
    } else if (o.kind != ObjectKind::Block) {
      EXPECT_EQ(stLevel_SetObjectKind(level, index, static_cast<stObjectKind>(o.kind), static_cast<stObjectDir>(o.dir),
                                      o.springSpeed),
                stStatus_ok)
          << stLastMessage();
    }
    // Metropolis' barrier: the kind's 16 px box set, then the def's 24 (stLevel_SetObject keeps the kind).
    if (o.kind == ObjectKind::Barrier && o.w != 16) {
      EXPECT_EQ(stLevel_SetObject(level, index, &d), stStatus_ok) << stLastMessage();
    }
    if (!o.slope.empty()) {
      EXPECT_EQ(stLevel_SetObjectSlope(level, index, o.slope.data(), o.slope.size()), stStatus_ok) << stLastMessage();
    }
  }
  if (f.boxConfig) {
    // The config in the C API's own struct, as the same file loaded through it gives it.
    stBoxConfig config{};
    bool hasOwn = false;
    EXPECT_EQ(stLevel_GetBoxConfig(loaded, &config, &hasOwn), stStatus_ok) << stLastMessage();
    EXPECT_TRUE(hasOwn);
    EXPECT_EQ(stLevel_SetBoxConfig(level, &config), stStatus_ok) << stLastMessage();
  }
  return level;
}

// The CSV trace of a run through the C API only (the Sonic player's or the box's, by def.kind).
inline std::string traceOf(stLevelId level, const stControllerDef& def, const std::vector<std::uint8_t>& frames) {
  stControllerId c = stNullControllerId;
  EXPECT_EQ(stCreateController(level, &def, &c), stStatus_ok) << stLastMessage();
  const bool box = def.kind == stControllerKind_box;
  std::string out(256, '\0');
  std::size_t length = 0;
  EXPECT_EQ(box ? stBoxTraceHeader(out.data(), out.size(), &length) : stTraceHeader(out.data(), out.size(), &length),
            stStatus_ok);
  out.resize(length);
  char row[192];
  for (std::size_t k = 0; k <= frames.size(); ++k) {
    if (k > 0) {
      EXPECT_EQ(stController_Step(c, frames[k - 1]), stStatus_ok) << stLastMessage();
    }
    if (box) {
      stBoxState s{};
      EXPECT_EQ(stController_GetBoxState(c, &s), stStatus_ok);
      EXPECT_EQ(stBoxTraceRow(static_cast<std::int64_t>(k), &s, row, sizeof row, &length), stStatus_ok);
    } else {
      stPlayerState s{};
      EXPECT_EQ(stController_GetPlayerState(c, &s), stStatus_ok);
      EXPECT_EQ(stTraceRow(static_cast<std::int64_t>(k), &s, row, sizeof row, &length), stStatus_ok);
    }
    out.append(row, length);
  }
  EXPECT_EQ(stDestroyController(c), stStatus_ok);
  return out;
}

}  // namespace solidtile::test

// Levels built in code: an empty level, then masks, tiles, tags, switchers,
// loop regions, the start and the box config, each checked with the level
// reader's limits before anything changes, so a refused call leaves the
// level as it was.
#include <cstring>
#include <memory>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "api_status.h"
#include "box_convert.h"
#include "registry.h"
#include "solidtile/level/auto_angle.h"
#include "solidtile/io/level_file.h"

namespace solidtile::capi {
namespace {

static_assert(stSolidity_all == int(Solidity::All) && stSolidity_topOnly == int(Solidity::TopOnly) &&
              stSolidity_sidesAndBottom == int(Solidity::SidesAndBottom) && stSolidity_none == int(Solidity::None));
static_assert(stTileTag_ladder == int(TileTag::Ladder) && stTileTag_ice == int(TileTag::Ice) &&
              stTileTag_stairUpRight == int(TileTag::StairUpRight) && stTileTag_stairUpLeft == int(TileTag::StairUpLeft));
static_assert(ST_FLAGGED_ANGLE == kFlaggedAngle && Tile::kMaxMasks == 4095);

std::string num(long v) { return std::to_string(v); }

// A path the level has: 0, or 1 on a two-layer level.
std::string pathProblem(const Level& level, std::int32_t path) {
  if (path >= 0 && path < level.layerCount()) return "";
  return "path is " + num(path) + "; the level has " +
         (level.layerCount() == 1 ? std::string("one layer (path 0)") : std::string("two layers (paths 0 and 1)"));
}

std::string tileProblem(const Level& level, std::int32_t path, std::int32_t tx, std::int32_t ty) {
  if (std::string why = pathProblem(level, path); !why.empty()) return why;
  if (tx < 0 || tx >= level.width()) return outside("tx", tx, 0, level.width() - 1);
  if (ty < 0 || ty >= level.height()) return outside("ty", ty, 0, level.height() - 1);
  return "";
}

std::string coordinateProblem(const std::string& field, std::int32_t v) {
  if (v >= -io::kMaxCoordinate && v <= io::kMaxCoordinate) return "";
  return outside(field, v, -io::kMaxCoordinate, io::kMaxCoordinate);
}

// The packed tile a def names, or "" and why not.
std::string packTile(const Level& level, const stTileDef& t, std::uint16_t* out) {
  const long solidity = enumValue(t.solidity);
  if (solidity < stSolidity_all || solidity > stSolidity_none) {
    return "tile.solidity is " + num(solidity) + ", not 0 (all), 1 (top only), 2 (sides and bottom) or 3 (none)";
  }
  if (t.mask == -1) {
    if (t.flipX || t.flipY || solidity != stSolidity_all) {
      return "tile.mask is -1 (the empty tile) but it has flips or a solidity; the empty tile has none";
    }
    *out = 0;
    return "";
  }
  const auto masks = static_cast<long>(level.masks().size());
  if (t.mask < 0 || t.mask >= masks) {
    return "tile.mask is " + num(t.mask) + "; the level has " + num(masks) + " masks (-1 is the empty tile)";
  }
  *out = Tile::make(t.mask, t.flipX, t.flipY, static_cast<Solidity>(solidity)).raw;
  return "";
}

std::string maskProblem(const stMaskDef& d) {
  for (int c = 0; c < kTileSize; ++c) {
    if (d.heights[c] < -kTileSize || d.heights[c] > kTileSize) {
      return outside("def.heights[" + num(c) + "]", d.heights[c], -kTileSize, kTileSize);
    }
  }
  if (d.hasEdges) {
    if (d.edgeLeft < 0 || d.edgeLeft > kTileSize) return outside("def.edgeLeft", d.edgeLeft, 0, kTileSize);
    if (d.edgeRight < 0 || d.edgeRight > kTileSize) return outside("def.edgeRight", d.edgeRight, 0, kTileSize);
  }
  return "";
}

}  // namespace
}  // namespace solidtile::capi

using namespace solidtile;
using namespace solidtile::capi;

extern "C" {

stLevelDef stDefaultLevelDef(void) {
  stLevelDef d{};
  d.layerCount = 1;
  d.internalValue = kDefCookie;
  return d;
}

stStatus stCreateLevel(const stLevelDef* def, stLevelId* outLevel) {
  constexpr const char* fn = "stCreateLevel";
  return guarded(fn, [&] {
    if (!outLevel) return nullArgument(fn, "outLevel");
    *outLevel = stNullLevelId;
    if (!def) return nullArgument(fn, "def");
    if (const stStatus st = checkCookie(fn, def->internalValue, "stDefaultLevelDef")) return st;
    const auto bad = [&](const std::string& why) { return fail(fn, stStatus_badValue, "def." + why); };
    if (def->width < 1 || def->width > LevelLimits::kMaxWidth) return bad(outside("width", def->width, 1, LevelLimits::kMaxWidth));
    if (def->height < 1 || def->height > LevelLimits::kMaxHeight) {
      return bad(outside("height", def->height, 1, LevelLimits::kMaxHeight));
    }
    if (def->layerCount < 1 || def->layerCount > LevelLimits::kMaxLayers) {
      return bad(outside("layerCount", def->layerCount, 1, LevelLimits::kMaxLayers));
    }
    if (std::string why; !Level::validSize(def->width, def->height, def->layerCount, &why)) return bad("width, height: " + why);
    auto level = std::make_unique<LevelObject>();
    level->file.level = Level(def->width, def->height, def->layerCount);
    const RawId id = addLevel(std::move(level));
    *outLevel = {id.index1, id.generation};
    return stStatus_ok;
  });
}

stStatus stLevel_SetName(stLevelId level, const char* name) {
  constexpr const char* fn = "stLevel_SetName";
  return guarded(fn, [&] {
    if (!name) return nullArgument(fn, "name");
    LevelObject* l = nullptr;
    if (const stStatus st = findLevel(fn, raw(level), &l)) return st;
    l->file.name = name;
    return stStatus_ok;
  });
}

stStatus stLevel_SetStart(stLevelId level, int32_t x, int32_t y) {
  constexpr const char* fn = "stLevel_SetStart";
  return guarded(fn, [&] {
    LevelObject* l = nullptr;
    if (const stStatus st = findLevel(fn, raw(level), &l)) return st;
    for (const auto& [name, v] : {std::pair{"x", x}, std::pair{"y", y}}) {
      if (std::string why = coordinateProblem(name, v); !why.empty()) return fail(fn, stStatus_badValue, why);
    }
    l->file.level.startX = x;
    l->file.level.startY = y;
    return stStatus_ok;
  });
}

stStatus stLevel_SetBoxConfig(stLevelId level, const stBoxConfig* config) {
  constexpr const char* fn = "stLevel_SetBoxConfig";
  return guarded(fn, [&] {
    if (!config) return nullArgument(fn, "config");
    LevelObject* l = nullptr;
    if (const stStatus st = findLevel(fn, raw(level), &l)) return st;
    if (std::string why = checkBoxConfig(*config); !why.empty()) return fail(fn, stStatus_badValue, "config." + why);
    l->file.boxConfig = fromC(*config);
    return stStatus_ok;
  });
}

stMaskDef stDefaultMaskDef(void) {
  stMaskDef d{};
  d.autoAngle = true;
  d.internalValue = kDefCookie;
  return d;
}

stStatus stLevel_AddMask(stLevelId level, const stMaskDef* def, int32_t* outIndex) {
  constexpr const char* fn = "stLevel_AddMask";
  return guarded(fn, [&] {
    if (!def) return nullArgument(fn, "def");
    LevelObject* l = nullptr;
    if (const stStatus st = findLevel(fn, raw(level), &l)) return st;
    if (const stStatus st = checkCookie(fn, def->internalValue, "stDefaultMaskDef")) return st;
    if (std::string why = maskProblem(*def); !why.empty()) return fail(fn, stStatus_badValue, why);
    Level& lv = l->file.level;
    if (lv.masks().size() >= static_cast<std::size_t>(Tile::kMaxMasks)) {
      return fail(fn, stStatus_badValue, "the level has " + num(Tile::kMaxMasks) + " masks, as many as a level may have");
    }
    HeightMask::Heights heights{};
    std::memcpy(heights.data(), def->heights, heights.size());
    HeightMask mask = *HeightMask::fromHeights(heights, def->angle);
    if (def->autoAngle) {
      const AutoAngle computed = computeAngle(mask);
      if (!computed.determined) {
        return fail(fn, stStatus_badValue,
                    std::string("def.autoAngle is set but the angle cannot be computed: ") + computed.reason +
                        "; give def.angle (255 flags the mask)");
      }
      mask.setAngle(computed.angle);
    }
    const int index = lv.addMask(mask);
    l->file.autoAngle.resize(lv.masks().size() - 1);  // a loaded level's flags cover its masks; keep them aligned
    l->file.autoAngle.push_back(def->autoAngle);
    if (def->hasEdges) lv.setMaskEdges(index, {def->edgeLeft, def->edgeRight});
    if (outIndex) *outIndex = index;
    return stStatus_ok;
  });
}

stStatus stLevel_SetTile(stLevelId level, int32_t path, int32_t tx, int32_t ty, const stTileDef* tile) {
  constexpr const char* fn = "stLevel_SetTile";
  return guarded(fn, [&] {
    if (!tile) return nullArgument(fn, "tile");
    LevelObject* l = nullptr;
    if (const stStatus st = findLevel(fn, raw(level), &l)) return st;
    Level& lv = l->file.level;
    if (std::string why = tileProblem(lv, path, tx, ty); !why.empty()) return fail(fn, stStatus_badValue, why);
    std::uint16_t packed = 0;
    if (std::string why = packTile(lv, *tile, &packed); !why.empty()) return fail(fn, stStatus_badValue, why);
    lv.setTile(path, tx, ty, Tile{packed});
    return stStatus_ok;
  });
}

stStatus stLevel_SetTiles(stLevelId level, int32_t path, const uint16_t* tiles, size_t count) {
  constexpr const char* fn = "stLevel_SetTiles";
  return guarded(fn, [&] {
    if (!tiles) return nullArgument(fn, "tiles");
    LevelObject* l = nullptr;
    if (const stStatus st = findLevel(fn, raw(level), &l)) return st;
    Level& lv = l->file.level;
    if (std::string why = pathProblem(lv, path); !why.empty()) return fail(fn, stStatus_badValue, why);
    std::vector<std::uint16_t>& layer = lv.layerData(path);
    if (count != layer.size()) {
      return fail(fn, stStatus_badValue, "count is " + std::to_string(count) + ", expected width x height = " +
                                             num(lv.width()) + " x " + num(lv.height()) + " = " + std::to_string(layer.size()));
    }
    const std::size_t masks = lv.masks().size();
    for (std::size_t k = 0; k < count; ++k) {
      const Tile t{tiles[k]};
      if (t.raw == 0 || (!t.empty() && static_cast<std::size_t>(t.maskIndex()) < masks)) continue;
      const std::string where = "tiles[" + std::to_string(k) + "] (tile " + std::to_string(k % static_cast<std::size_t>(lv.width())) +
                                "," + std::to_string(k / static_cast<std::size_t>(lv.width())) + ")";
      if (t.empty()) return fail(fn, stStatus_badValue, where + " is " + num(t.raw) + ": flags without a mask; the empty tile is 0");
      return fail(fn, stStatus_badValue, where + " names mask " + num(t.maskIndex()) + "; the level has " +
                                             std::to_string(masks) + " masks");
    }
    layer.assign(tiles, tiles + count);
    return stStatus_ok;
  });
}

stStatus stLevel_SetTag(stLevelId level, int32_t path, int32_t tx, int32_t ty, stTileTag tag) {
  constexpr const char* fn = "stLevel_SetTag";
  return guarded(fn, [&] {
    LevelObject* l = nullptr;
    if (const stStatus st = findLevel(fn, raw(level), &l)) return st;
    Level& lv = l->file.level;
    if (std::string why = tileProblem(lv, path, tx, ty); !why.empty()) return fail(fn, stStatus_badValue, why);
    const long t = enumValue(tag);
    if (t < 0 || t >= kTileTagCount) {
      return fail(fn, stStatus_badValue,
                  "tag is " + num(t) + ", not 0 (none), 1 (ladder), 2 (ice), 3 (stair up-right) or 4 (stair up-left)");
    }
    lv.setTag(path, tx, ty, static_cast<TileTag>(t));
    return stStatus_ok;
  });
}

stStatus stLevel_GetTag(stLevelId level, int32_t path, int32_t tx, int32_t ty, stTileTag* outTag) {
  constexpr const char* fn = "stLevel_GetTag";
  return guarded(fn, [&] {
    if (!outTag) return nullArgument(fn, "outTag");
    LevelObject* l = nullptr;
    if (const stStatus st = findLevel(fn, raw(level), &l)) return st;
    if (path != 0 && path != 1) return fail(fn, stStatus_badValue, "path is " + num(path) + "; paths are 0 and 1");
    *outTag = static_cast<stTileTag>(l->file.level.tag(path, tx, ty));  // None outside, as stLevel_GetTile
    return stStatus_ok;
  });
}

stStatus stLevel_AddSwitcher(stLevelId level, const stSwitcherDef* def) {
  constexpr const char* fn = "stLevel_AddSwitcher";
  return guarded(fn, [&] {
    if (!def) return nullArgument(fn, "def");
    LevelObject* l = nullptr;
    if (const stStatus st = findLevel(fn, raw(level), &l)) return st;
    const auto bad = [&](const std::string& why) { return fail(fn, stStatus_badValue, "def." + why); };
    for (const auto& [name, v] : {std::pair{"line", def->line}, std::pair{"first", def->first}, std::pair{"last", def->last}}) {
      if (std::string why = coordinateProblem(name, v); !why.empty()) return bad(why);
    }
    for (const auto& [name, v] : {std::pair{"beforePath", def->beforePath}, std::pair{"afterPath", def->afterPath}}) {
      if (v != 0 && v != 1) return bad(std::string(name) + " is " + num(v) + "; paths are 0 and 1");
    }
    if (def->last < def->first) {
      return bad("last is " + num(def->last) + (def->horizontal ? ", left of first " : ", above first ") + num(def->first));
    }
    Level& lv = l->file.level;
    if (lv.switchers.size() >= static_cast<std::size_t>(LevelLimits::kMaxSwitchers)) {
      return fail(fn, stStatus_badValue, "the level has " + num(LevelLimits::kMaxSwitchers) + " switchers, as many as a level may have");
    }
    lv.switchers.push_back(PathSwitcher{def->line, def->first, def->last, static_cast<std::uint8_t>(def->beforePath),
                                        static_cast<std::uint8_t>(def->afterPath), def->groundOnly, def->horizontal});
    return stStatus_ok;
  });
}

stStatus stLevel_AddLoopRegion(stLevelId level, int32_t x, int32_t y, bool airToHigh) {
  constexpr const char* fn = "stLevel_AddLoopRegion";
  return guarded(fn, [&] {
    LevelObject* l = nullptr;
    if (const stStatus st = findLevel(fn, raw(level), &l)) return st;
    Level& lv = l->file.level;
    for (const auto& [name, v, size] : {std::tuple{"x", x, lv.widthPixels()}, std::tuple{"y", y, lv.heightPixels()}}) {
      if (v < 0 || v >= size) return fail(fn, stStatus_badValue, outside(name, v, 0, size - 1) + " (the level's pixels)");
      if (v % LoopRule::kSize != 0) {
        return fail(fn, stStatus_badValue, std::string(name) + " is " + num(v) + ", not a multiple of " +
                                               num(LoopRule::kSize) + " (a loop region is a chunk of the game's layout)");
      }
    }
    for (std::size_t i = 0; i < lv.loops.size(); ++i) {
      if (lv.loops[i].x == x && lv.loops[i].y == y) {
        // Appended piece by piece: GCC 12 warns falsely (-Wrestrict) on "(" + std::string here.
        std::string why = "x, y are ";
        why += num(x);
        why += ", ";
        why += num(y);
        why += ": already loop region ";
        why += std::to_string(i);
        return fail(fn, stStatus_badValue, why);
      }
    }
    if (lv.loops.size() >= static_cast<std::size_t>(LevelLimits::kMaxLoops)) {
      return fail(fn, stStatus_badValue, "the level has " + num(LevelLimits::kMaxLoops) + " loop regions, as many as a level may have");
    }
    lv.loops.push_back(LoopRegion{x, y, airToHigh});
    return stStatus_ok;
  });
}

}  // extern "C"

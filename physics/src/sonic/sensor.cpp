#include "solidtile/sonic/sensor.h"

#include "sensor_cast.h"

namespace solidtile {

const char* dirName(Dir d) {
  switch (d) {
    case Dir::Down: return "down";
    case Dir::Right: return "right";
    case Dir::Up: return "up";
    case Dir::Left: return "left";
  }
  return "?";
}

TileVisit readTile(const Level& level, int layer, Dir dir, std::int32_t tx, std::int32_t ty, std::int32_t across,
                   Sees sees) {
  using namespace detail;
  const CastView view(level, layer);
  const unsigned see = seeMaskOf(sees);
  Read r{{0}, nullptr, 0, 0};
  switch (dir) {
    case Dir::Down: r = readTileAt<Dir::Down>(view, see, tx, ty, across & 15); break;
    case Dir::Right: r = readTileAt<Dir::Right>(view, see, tx, ty, across & 15); break;
    case Dir::Up: r = readTileAt<Dir::Up>(view, see, tx, ty, across & 15); break;
    case Dir::Left: r = readTileAt<Dir::Left>(view, see, tx, ty, across & 15); break;
  }
  return {tx, ty, r.tile, static_cast<std::int8_t>(r.height), static_cast<std::uint8_t>(r.index), r.mask != nullptr};
}

Angle tileAngle(const Level& level, Tile t) { return detail::flippedAngle(level.mask(t.maskIndex()).angle(), t); }

SensorResult castSensor(const Level& level, int layer, Dir dir, std::int32_t x, std::int32_t y, Sees sees,
                        const CastRules& rules) {
  return detail::castAny<true>(detail::CastView(level, layer), dir, x, y, sees, rules);
}

SensorHit castSensorLean(const Level& level, int layer, Dir dir, std::int32_t x, std::int32_t y, Sees sees,
                         const CastRules& rules) {
  return detail::castAny<false>(detail::CastView(level, layer), dir, x, y, sees, rules);
}

}  // namespace solidtile

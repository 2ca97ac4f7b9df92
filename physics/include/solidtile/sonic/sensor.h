// Sensor casts: a line from an anchor pixel in one of four directions that
// finds the nearest surface within two tiles, by the guide's extension and
// regression rules. One routine serves all four directions.
#pragma once

#include <cstdint>

#include "solidtile/level/level.h"

namespace solidtile {

enum class Dir : std::uint8_t { Down, Right, Up, Left };
const char* dirName(Dir d);

// Which solidity a sensor sees: floor sensors see "top" (all, top-only); ceiling
// and wall sensors see "sides" (all, sides-and-bottom).
enum class Sees : std::uint8_t { Top, Sides };

// Where the original code differs from the guide's clean rules; both default off.
struct CastRules {
  // Sonic 1 takes the angle of the last solid tile it read, even one whose column is empty.
  bool angleFromLastSolidTile = false;
  // Sonic 1 compares the anchor row with a hanging (negative) column of the
  // neighbouring tile as if it were in that tile.
  bool sonic1HangingColumns = false;
};

struct TileVisit {
  std::int32_t tx = 0, ty = 0;  // tile coordinates (may be outside the level)
  Tile tile;
  std::int8_t height = 0;   // the column height or row width read, signed for this direction
  std::uint8_t index = 0;   // the mask column (Down/Up) or row (Left/Right) read, after flips
  bool solid = false;       // the tile is seen by this sensor
};

// What a cast found, small enough to pass in a register.
struct SensorHit {
  // Free pixels between the anchor and the surface: 0 touching, negative when
  // the anchor is inside solid. The anchor is the last pixel of the body (feet
  // at Y+19 standing), so standing on ground at 736 puts Y at 716.
  std::int32_t distance = 0;
  Angle angle = kFlaggedAngle;   // the surface's angle; flagged when nothing was found
  bool found = false;
  std::int8_t decidedBy = -1;    // which visit holds the surface, -1 none
  std::uint8_t solidVisits = 0;  // bit per visit: that tile was seen by the sensor
};

// A hit with the tiles the cast looked at, for drawing and inspecting.
struct SensorResult : SensorHit {
  std::uint8_t visitCount = 0;
  TileVisit visits[2];  // first the anchor's tile, then the extension or regression tile
};

SensorResult castSensor(const Level& level, int layer, Dir dir, std::int32_t x, std::int32_t y, Sees sees,
                        const CastRules& rules = {});
// The same cast without the list of visits: for steps nobody records.
SensorHit castSensorLean(const Level& level, int layer, Dir dir, std::int32_t x, std::int32_t y, Sees sees,
                            const CastRules& rules = {});

// The height a tile offers a sensor moving in `dir`, at pixel `across` (x for
// Down/Up, y for Left/Right): flips applied, positive = anchored at the far side.
TileVisit readTile(const Level& level, int layer, Dir dir, std::int32_t tx, std::int32_t ty, std::int32_t across,
                   Sees sees);
// The angle of a tile with its flips applied.
Angle tileAngle(const Level& level, Tile t);

}  // namespace solidtile

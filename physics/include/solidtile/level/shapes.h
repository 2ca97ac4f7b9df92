// Shape generators: straight slopes and quarter circles rasterised into tiles
// ("stamps") whose angles come from the geometry, and a builder that paints
// stamps into a Level, sharing masks that are equal up to X/Y flips.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <utility>
#include <vector>

#include "solidtile/level/level.h"

namespace solidtile {

// One tile of a stamp. An empty mask leaves the level's tile as it was.
struct StampTile {
  HeightMask mask;
  bool flipX = false;
  bool flipY = false;
  Solidity solidity = Solidity::All;
};

// A rectangle of tiles, row-major from the top-left.
struct Stamp {
  int width = 0;   // tiles
  int height = 0;  // tiles
  std::vector<StampTile> tiles;

  Stamp() = default;
  Stamp(int w, int h) : width(w), height(h), tiles(static_cast<std::size_t>(w) * static_cast<std::size_t>(h)) {}
  StampTile& at(int tx, int ty) { return tiles[index(tx, ty)]; }
  const StampTile& at(int tx, int ty) const { return tiles[index(tx, ty)]; }

 private:
  std::size_t index(int tx, int ty) const {
    return static_cast<std::size_t>(ty) * static_cast<std::size_t>(width) + static_cast<std::size_t>(tx);
  }
};

// The byte of a tangent direction (dx, dy) in screen coordinates (y down),
// rounded; $FF, the flag, becomes $00 (one step off flat either way).
Angle exactAngle(double dx, double dy);

enum class Rising : std::uint8_t { Right, Left };    // which way the surface climbs, read left to right
enum class Side : std::uint8_t { Floor, Ceiling };   // solid below the surface, or above it

// A straight surface climbing `rise` px over `run` px. The stamp is
// ceil(run/16) x ceil((rise+base)/16) tiles. A floor's low end sits `base` px
// above the stamp's bottom edge; a ceiling's high end sits `base` px below the
// top edge (so base = 0 puts the surface's ends on tile edges). A pixel is
// solid when its centre is on the solid side of the line or on it.
struct SlopeSpec {
  int rise = 16;
  int run = 16;
  Rising rising = Rising::Right;
  Side side = Side::Floor;
  int base = 0;
};
Angle slopeAngle(const SlopeSpec& s);
Stamp makeSlope(const SlopeSpec& s);

// Which quarter of the circle, seen from its centre (screen: top = smaller y).
enum class Quadrant : std::uint8_t { TopRight, TopLeft, BottomLeft, BottomRight };
// Inside: the player runs on the inside of the circle (loops, quarter pipes),
// the solid is outside it. Outside: the solid is the disc (hill tops, rounded corners).
enum class ArcSide : std::uint8_t { Inside, Outside };

// A quarter circle in a stamp of ceil(radius/16) x ceil(radius/16) tiles, the
// centre on the stamp corner the quadrant points away from (for TopRight, the
// bottom-left corner). Each tile's angle is the tangent at the middle of the
// arc's stretch inside that tile; tiles the arc misses are full ($FF) or empty.
// Within one quadrant every column and every row of solid is a single run
// anchored at an edge, so heights and the derived widths are both exact.
struct ArcSpec {
  int radius = 64;
  Quadrant quadrant = Quadrant::BottomRight;
  ArcSide side = ArcSide::Inside;
};
Stamp makeArc(const ArcSpec& a);
// The exact angle of stamp tile (tx, ty), or nothing when the arc misses it.
std::optional<Angle> arcTileAngle(const ArcSpec& a, int tx, int ty);

// w x h full tiles, angle flagged.
Stamp makeBlock(int w, int h, Solidity s = Solidity::All);
// A row of w tiles, solid `height` px up from the bottom (1..16); negative
// heights hang from the top. Full rows are flagged, others flat ($00 or $80).
Stamp makeFlat(int w, int height, Solidity s = Solidity::All);

// Mirrors a whole stamp: tiles swap places and each mask is mirrored, angles follow.
Stamp mirroredX(const Stamp& s);
Stamp mirroredY(const Stamp& s);

// A mask as it shows under each flip combination, keeping only the flips that
// preserve what the angle means: a real angle flipped onto $FF is not the same
// mask. Element 0 is the mask itself. Shared by every place that dedupes masks.
struct FlipVariant {
  HeightMask mask;
  bool flipX = false;
  bool flipY = false;
};
std::vector<FlipVariant> flipVariants(const HeightMask& m);

// Bit for each layer a paint goes to.
inline constexpr unsigned kLayer0 = 1u;
inline constexpr unsigned kLayer1 = 2u;
inline constexpr unsigned kBothLayers = kLayer0 | kLayer1;

// Paints stamps into a level. Masks are shared: a mask equal to one already
// in the level, or to its X, Y or XY mirror image, reuses it with flip bits.
class LevelBuilder {
 public:
  LevelBuilder(int width, int height, int layers);

  // Stamp tile (0,0) goes to level tile (tx, ty); parts outside the level are dropped.
  void paint(const Stamp& s, int tx, int ty, unsigned layers = kBothLayers);
  void fill(int tx, int ty, int w, int h, unsigned layers = kBothLayers, Solidity s = Solidity::All);
  void clear(int tx, int ty, int w, int h, unsigned layers = kBothLayers);
  // The level tile for a mask with extra flips, adding the mask if it is new.
  Tile intern(const HeightMask& m, bool flipX, bool flipY, Solidity s);

  Level& level() { return level_; }
  const Level& level() const { return level_; }

 private:
  using Key = std::pair<HeightMask::Heights, Angle>;
  Level level_;
  std::map<Key, int> index_;
};

}  // namespace solidtile

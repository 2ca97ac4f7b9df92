// Collision images: one level layer drawn as a PNG, a pixel of the image for a
// pixel of the level, solid pixels coloured by their tile's solidity. Import
// cuts an image into 16x16 tiles and turns each into a height mask; export
// draws a layer back. See docs/formats.md, "Collision image".
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "solidtile/io/level_file.h"
#include "solidtile/io/problem.h"
#include "solidtile/level/level.h"

namespace solidtile::io {

// A long zone fits (65536 px is 4096 tiles); the pixel cap keeps the decoded
// image (4 bytes a pixel, plus the decoder's own copy) near 512 MiB at worst.
inline constexpr int kMaxImageWidth = 65536;
inline constexpr int kMaxImageHeight = 16384;
inline constexpr std::int64_t kMaxImagePixels = std::int64_t{1} << 26;  // e.g. 16384 x 4096
inline constexpr std::size_t kMaxImageFileBytes = 256u * 1024u * 1024u;

// The palette (0xRRGGBB) export draws solid pixels in and import reads back.
inline constexpr std::uint32_t kColourAll = 0xFFFFFF;
inline constexpr std::uint32_t kColourTopOnly = 0xFFD800;
inline constexpr std::uint32_t kColourSidesAndBottom = 0xFF00FF;
inline constexpr std::uint32_t kColourNone = 0x808080;
std::uint32_t solidityColour(Solidity s);
// Colours outside the palette are All, so a drawing in any one colour imports as plain solid ground.
Solidity solidityOfColour(std::uint32_t rgb);

// Why an image of this size cannot be imported ("is 1000 x 600 px; both sides
// must be multiples of 16 ..."), or "" when it can.
std::string imageSizeProblem(std::int64_t width, std::int64_t height, std::int64_t maxPixels = kMaxImagePixels);

struct ImageImportOptions {
  int alphaThreshold = 127;                  // solid when alpha > this; 0..254
  std::optional<std::uint32_t> solidColour;  // only pixels of this 0xRRGGBB are solid (solidity all)
  std::int64_t maxPixels = kMaxImagePixels;  // a fuzzer lowers it to keep inputs cheap
};

// One image cut into tiles: its distinct shapes and which one each tile shows.
struct SlicedImage {
  struct Cell {
    std::uint32_t shape = 0;  // 0 empty, else index into shapes + 1
    Solidity solidity = Solidity::All;
  };
  int width = 0;  // tiles
  int height = 0;
  // Each angle from computeAngle on the shape's least flip, flipped back (so
  // mirror images get mirrored angles); $FF where that is undetermined.
  std::vector<HeightMask> shapes;
  std::vector<bool> angleDetermined;
  std::vector<Cell> cells;  // row-major from the top-left tile
};

struct SliceResult {
  std::optional<SlicedImage> image;  // set only when problems is empty
  // The whole image ("is 1000 x 600 px, ...") or one tile each:
  // where "tile (12,3) at pixel (192,48)", what "column 5 is not a height profile: a gap at row 9".
  std::vector<Problem> problems;
};

// Decodes a PNG and cuts it into tiles. Every tile whose columns are not a
// height profile, or whose solid pixels have colours of two solidities, is a
// problem; nothing is changed to make a tile fit.
SliceResult sliceCollisionImage(std::string_view png, const ImageImportOptions& options = {});

struct ImportSummary {
  int masks = 0;
  int flaggedMasks = 0;  // computeAngle could not say, so the angle is the flag $FF
  int tiles = 0;         // non-empty, over all layers
  int flippedTiles = 0;  // showing a mask mirrored
};

struct ImageImportResult {
  std::optional<LevelFile> file;  // set only when problems is empty
  std::vector<Problem> problems;
  ImportSummary summary;
};

// A level with one layer per image (one or two, of one size). Masks are shared
// across layers and across flips (LevelBuilder::intern); a computed angle is
// marked "auto" (written so while it equals computeAngle of the stored mask). The start is above the ground in pixel column 32.
ImageImportResult buildLevelFromImages(const std::vector<SlicedImage>& layers);
// Pixel column 32 (or the middle of a narrower level), the player standing on
// the first solid pixel from the top of layer 0: where an imported level starts.
void placeStartOnGround(Level& level);
// sliceCollisionImage then buildLevelFromImages, for one image.
ImageImportResult importCollisionImage(std::string_view png, const ImageImportOptions& options = {});

// The layer's solid pixels in palette colours on transparent black, as 8-bit
// RGBA rows from the top; nullopt with `why` when the level is larger than an
// image Solidtile would import back.
std::optional<std::vector<std::uint8_t>> renderCollision(const Level& level, int layer, std::string* why);
// 8-bit RGBA rows from the top as a PNG file (empty when the encoder fails),
// for programs that draw a collision image themselves.
// `level`: the deflate effort, 1 (fastest) to 9; 8 by default. Level art
// (tens of megapixels, few colours) uses kFastPngLevel.
inline constexpr int kFastPngLevel = 3;
std::string encodePng(const std::vector<std::uint8_t>& rgba, int width, int height, int level = 8);
// renderCollision encoded as a PNG file.
std::optional<std::string> exportCollisionImage(const Level& level, int layer, std::string* why);

}  // namespace solidtile::io

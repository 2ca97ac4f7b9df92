#include "solidtile/io/collision_png.h"

#include <gtest/gtest.h>
#include <zlib.h>

#include <cstdint>
#include <string>
#include <vector>

#include "problem_matchers.h"
#include "solidtile/level/auto_angle.h"
#include "solidtile/io/level_file.h"

namespace solidtile {
namespace {

using test::hasProblem;

// An RGBA picture to draw test images in, transparent to start with.
struct Canvas {
  int w, h;
  std::vector<std::uint8_t> rgba;
  Canvas(int width, int height) : w(width), h(height), rgba(static_cast<std::size_t>(width * height) * 4, 0) {}
  void set(int x, int y, std::uint32_t rgb, std::uint8_t alpha = 255) {
    std::uint8_t* p = &rgba[static_cast<std::size_t>(y * w + x) * 4];
    p[0] = static_cast<std::uint8_t>(rgb >> 16);
    p[1] = static_cast<std::uint8_t>(rgb >> 8);
    p[2] = static_cast<std::uint8_t>(rgb);
    p[3] = alpha;
  }
  void fill(std::uint32_t rgb, std::uint8_t alpha = 255) {
    for (int y = 0; y < h; ++y)
      for (int x = 0; x < w; ++x) set(x, y, rgb, alpha);
  }
  // Tile (tx, ty) drawn as `mask`.
  void draw(int tx, int ty, const HeightMask& mask, std::uint32_t rgb = io::kColourAll, std::uint8_t alpha = 255) {
    for (int y = 0; y < kTileSize; ++y)
      for (int x = 0; x < kTileSize; ++x)
        if (mask.solidAt(x, y)) set(tx * kTileSize + x, ty * kTileSize + y, rgb, alpha);
  }
  std::string png() const { return io::encodePng(rgba, w, h); }
};

HeightMask maskOf(const HeightMask::Heights& h) { return *HeightMask::fromHeights(h, 0); }
const HeightMask kSeed = maskOf({0, 0, 1, 2, 2, 3, 4, 5, 5, 6, 6, 7, 8, 9, 9, 9});
const HeightMask kFull = maskOf({16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16});

const io::LevelFile& demo() {
  static const io::LevelFile file = [] {
    io::LoadResult r = io::loadLevel(std::string(SOLIDTILE_SOURCE_DIR) + "/data/levels/demo.json");
    EXPECT_TRUE(r.file.has_value()) << io::describe("demo.json", r.problems);
    return r.file ? *r.file : io::LevelFile{};
  }();
  return file;
}

HeightMask shown(const Level& level, Tile t) {
  HeightMask m = level.mask(t.maskIndex());
  if (t.flipX()) m = m.flippedX();
  if (t.flipY()) m = m.flippedY();
  return m;
}

io::ImageImportResult imported(const std::string& png, const io::ImageImportOptions& o = {}) {
  io::ImageImportResult r = io::importCollisionImage(png, o);
  EXPECT_TRUE(r.file.has_value()) << io::describe("image", r.problems);
  return r;
}

std::vector<io::Problem> problemsOf(const std::string& png, const io::ImageImportOptions& o = {}) {
  io::ImageImportResult r = io::importCollisionImage(png, o);
  EXPECT_FALSE(r.file.has_value());
  return r.problems;
}

std::string exported(const Level& level, int layer) {
  std::string why;
  const std::optional<std::string> png = io::exportCollisionImage(level, layer, &why);
  EXPECT_TRUE(png.has_value()) << why;
  return png.value_or("");
}

TEST(CollisionPng, ImportGivesEachTileItsShapeAndAComputedAngle) {
  Canvas c(48, 32);
  c.draw(1, 1, kSeed);
  c.draw(2, 1, kFull);
  const io::ImageImportResult r = imported(c.png());
  const Level& level = r.file->level;
  ASSERT_EQ(level.width(), 3);
  ASSERT_EQ(level.height(), 2);
  EXPECT_TRUE(level.tile(0, 0, 0).empty());
  EXPECT_EQ(shown(level, level.tile(0, 1, 1)).heights(), kSeed.heights());
  EXPECT_EQ(shown(level, level.tile(0, 1, 1)).angle(), 0xE8);
  EXPECT_EQ(shown(level, level.tile(0, 2, 1)).heights(), kFull.heights());
  EXPECT_TRUE(shown(level, level.tile(0, 2, 1)).flagged());
  EXPECT_EQ(r.summary.masks, 2);
  EXPECT_EQ(r.summary.flaggedMasks, 1);
  EXPECT_EQ(r.summary.tiles, 2);
  EXPECT_EQ(r.file->autoAngle, (std::vector<bool>{true, false}));
}

TEST(CollisionPng, MirrorImagesOfAShapeBecomeFlippedTilesOfOneMask) {
  Canvas c(64, 16);
  c.draw(0, 0, kSeed);
  c.draw(1, 0, kSeed.flippedX());
  c.draw(2, 0, kSeed.flippedY());
  c.draw(3, 0, kSeed.flippedX().flippedY());
  const io::ImageImportResult r = imported(c.png());
  const Level& level = r.file->level;
  ASSERT_EQ(level.masks().size(), 1u);
  EXPECT_EQ(r.summary.flippedTiles, 3);
  const bool flips[4][2] = {{false, false}, {true, false}, {false, true}, {true, true}};
  for (int x = 0; x < 4; ++x) {
    const Tile t = level.tile(0, x, 0);
    EXPECT_EQ(t.maskIndex(), 0) << x;
    EXPECT_EQ(t.flipX(), flips[x][0]) << x;
    EXPECT_EQ(t.flipY(), flips[x][1]) << x;
  }
}

// computeAngle gives this ragged shape $D8 but its mirror image $B4, not -$D8.
TEST(CollisionPng, MirrorImagesShareAMaskEvenWhereComputeAngleIsNotSymmetric) {
  const HeightMask ragged = maskOf({2, 9, 15, 8, 14, 7, 7, 16, 5, 5, 16, 2, 4, 6, 1, 14});
  ASSERT_NE(computeAngle(ragged.flippedX()).angle, flipAngleX(computeAngle(ragged).angle));
  Canvas a(32, 16);
  a.draw(0, 0, ragged);
  a.draw(1, 0, ragged.flippedX());
  Canvas b(32, 16);
  b.draw(0, 0, ragged.flippedY());
  const std::vector<io::SlicedImage> layers{*io::sliceCollisionImage(a.png()).image,
                                            *io::sliceCollisionImage(b.png()).image};
  const io::ImageImportResult r = io::buildLevelFromImages(layers);
  ASSERT_TRUE(r.file);
  const Level& level = r.file->level;
  ASSERT_EQ(level.masks().size(), 1u);
  EXPECT_TRUE(level.tile(0, 1, 0).flipX());
  EXPECT_TRUE(level.tile(1, 0, 0).flipY());
  EXPECT_EQ(shown(level, level.tile(0, 1, 0)).heights(), ragged.flippedX().heights());
}

TEST(CollisionPng, RepeatedShapesShareOneMask) {
  Canvas c(160, 16);
  for (int x = 0; x < 10; ++x) c.draw(x, 0, x % 2 ? kFull : kSeed);
  EXPECT_EQ(imported(c.png()).file->level.masks().size(), 2u);
}

TEST(CollisionPng, PixelsAtOrBelowTheAlphaThresholdAreNotSolid) {
  Canvas c(32, 16);
  c.draw(0, 0, kFull, io::kColourAll, 100);
  c.draw(1, 0, kFull, io::kColourAll, 101);
  io::ImageImportOptions o;
  o.alphaThreshold = 100;
  const Level level = imported(c.png(), o).file->level;
  EXPECT_TRUE(level.tile(0, 0, 0).empty());
  EXPECT_FALSE(level.tile(0, 1, 0).empty());
  o.alphaThreshold = 99;
  EXPECT_FALSE(imported(c.png(), o).file->level.tile(0, 0, 0).empty());
}

TEST(CollisionPng, DefaultThresholdTreatsHalfTransparentPixelsAsEmpty) {
  Canvas c(16, 16);
  c.draw(0, 0, kFull, io::kColourAll, 127);
  EXPECT_TRUE(imported(c.png()).file->level.tile(0, 0, 0).empty());
}

TEST(CollisionPng, ASolidColourMakesOnlyThatColourSolidOnAnOpaqueBackground) {
  Canvas c(32, 16);
  c.fill(0x203040);
  c.draw(1, 0, kSeed, 0x00FF00);
  io::ImageImportOptions o;
  o.solidColour = 0x00FF00;
  const Level level = imported(c.png(), o).file->level;
  EXPECT_TRUE(level.tile(0, 0, 0).empty());
  EXPECT_EQ(shown(level, level.tile(0, 1, 0)).heights(), kSeed.heights());
  EXPECT_EQ(level.tile(0, 1, 0).solidity(), Solidity::All);
}

TEST(CollisionPng, WithoutASolidColourAnOpaqueBackgroundIsAllSolid) {
  Canvas c(16, 16);
  c.fill(0x203040);
  const Level level = imported(c.png()).file->level;
  EXPECT_EQ(shown(level, level.tile(0, 0, 0)).heights(), kFull.heights());
}

TEST(CollisionPng, PaletteColoursGiveTheTileItsSolidity) {
  Canvas c(80, 16);
  c.draw(0, 0, kSeed, io::kColourAll);
  c.draw(1, 0, kSeed, io::kColourTopOnly);
  c.draw(2, 0, kSeed, io::kColourSidesAndBottom);
  c.draw(3, 0, kSeed, io::kColourNone);
  c.draw(4, 0, kSeed, 0x123456);
  const Level level = imported(c.png()).file->level;
  EXPECT_EQ(level.tile(0, 0, 0).solidity(), Solidity::All);
  EXPECT_EQ(level.tile(0, 1, 0).solidity(), Solidity::TopOnly);
  EXPECT_EQ(level.tile(0, 2, 0).solidity(), Solidity::SidesAndBottom);
  EXPECT_EQ(level.tile(0, 3, 0).solidity(), Solidity::None);
  EXPECT_EQ(level.tile(0, 4, 0).solidity(), Solidity::All);
  EXPECT_EQ(level.masks().size(), 1u);
}

TEST(CollisionPng, ATileMixingTwoSoliditiesIsReportedWithItsPosition) {
  Canvas c(32, 32);
  c.draw(1, 1, kFull, io::kColourAll);
  c.set(20, 30, io::kColourTopOnly);
  EXPECT_TRUE(hasProblem(problemsOf(c.png()), "tile (1,1) at pixel (16,16)",
                         "has solid pixels of more than one solidity (all, top_only)"));
}

TEST(CollisionPng, AColumnWithAHoleIsReportedWithTileColumnAndRow) {
  Canvas c(48, 32);
  c.draw(2, 1, kFull);
  c.set(2 * 16 + 5, 16 + 9, 0, 0);
  const std::vector<io::Problem> problems = problemsOf(c.png());
  ASSERT_EQ(problems.size(), 1u);
  EXPECT_TRUE(hasProblem(problems, "tile (2,1) at pixel (32,16)", "column 5 is not a height profile: a gap at row 9"));
}

TEST(CollisionPng, AFloatingRunIsReportedAsTouchingNeitherEdge) {
  Canvas c(16, 16);
  for (int y = 4; y < 8; ++y) c.set(3, y, io::kColourAll);
  EXPECT_TRUE(hasProblem(problemsOf(c.png()), "tile (0,0) at pixel (0,0)", "column 3 is not a height profile: its solid at row 4 touches neither"));
}

TEST(CollisionPng, EveryBadTileIsReportedNotJustTheFirst) {
  Canvas c(64, 16);
  for (int tx = 0; tx < 4; ++tx) c.set(tx * 16 + 1, 8, io::kColourAll);
  EXPECT_EQ(problemsOf(c.png()).size(), 4u);
}

TEST(CollisionPng, ManyBadTilesAreCappedWithACountOfTheRest) {
  Canvas c(16 * 120, 16);
  for (int tx = 0; tx < 120; ++tx) c.set(tx * 16 + 1, 8, io::kColourAll);
  const std::vector<io::Problem> problems = problemsOf(c.png());
  ASSERT_EQ(problems.size(), io::kMaxProblems + 1);
  EXPECT_EQ(problems.back().what, "and 20 more problems not listed");
}

// Bad files -------------------------------------------------------------------

// The CRC of the chunk at byte `at` made to match what the chunk now holds,
// so that a test reaches the check after the CRC's.
void fixCrc(std::string& png, std::size_t at) {
  const auto* p = reinterpret_cast<const unsigned char*>(png.data());
  const std::size_t length = std::size_t{p[at]} << 24 | std::size_t{p[at + 1]} << 16 | std::size_t{p[at + 2]} << 8 | p[at + 3];
  const uLong crc = crc32(crc32(0L, Z_NULL, 0), p + at + 4, static_cast<uInt>(length + 4));
  for (int i = 0; i < 4; ++i) png[at + 8 + length + static_cast<std::size_t>(i)] = static_cast<char>(crc >> (24 - 8 * i));
}

// A valid PNG of the given size whose IHDR then claims another.
std::string withHeaderSize(std::uint32_t w, std::uint32_t h) {
  std::string png = Canvas(16, 16).png();
  for (int i = 0; i < 4; ++i) {
    png[static_cast<std::size_t>(16 + i)] = static_cast<char>(w >> (24 - 8 * i));
    png[static_cast<std::size_t>(20 + i)] = static_cast<char>(h >> (24 - 8 * i));
  }
  fixCrc(png, 8);
  return png;
}

// Issue 29: a bit flipped anywhere in a chunk is caught by its CRC, and IHDR
// combinations the specification forbids are refused, not decoded.
TEST(CollisionPng, AChunkWhoseCrcDoesNotMatchIsRefusedNamingIt) {
  std::string png = Canvas(16, 16).png();
  const std::size_t idat = png.find("IDAT") - 4;
  png[idat + 10] = static_cast<char>(png[idat + 10] ^ 0x10);
  EXPECT_TRUE(hasProblem(problemsOf(png), "", "its 'IDAT' chunk at byte " + std::to_string(idat) +
                                                  " does not match its CRC (the file is corrupt)"));
}

TEST(CollisionPng, ColourTypeAndBitDepthCombinationsPngForbidsAreRefused) {
  struct Case {
    int colour, depth;
    const char* allowed;
  };
  for (const Case& c : {Case{2, 1, "8 or 16 (RGB)"}, Case{4, 2, "8 or 16 (greyscale with alpha)"},
                        Case{6, 4, "8 or 16 (RGBA)"}, Case{3, 16, "1, 2, 4 or 8 (palette)"}, Case{0, 3, "1, 2, 4, 8 or 16"}}) {
    std::string png = Canvas(16, 16).png();
    png[24] = static_cast<char>(c.depth);
    png[25] = static_cast<char>(c.colour);
    fixCrc(png, 8);
    EXPECT_TRUE(hasProblem(problemsOf(png), "", "its IHDR chunk gives colour type " + std::to_string(c.colour) +
                                                    " with bit depth " + std::to_string(c.depth) +
                                                    ", which PNG does not allow (that type takes bit depth " + c.allowed));
  }
  std::string png = Canvas(16, 16).png();
  png[25] = 5;
  fixCrc(png, 8);
  EXPECT_TRUE(hasProblem(problemsOf(png), "", "its IHDR chunk gives colour type 5; PNG has types 0, 2, 3, 4 and 6"));
}

TEST(CollisionPng, AnEmptyFileIsRefused) {
  EXPECT_TRUE(hasProblem(problemsOf(""), "", "is empty"));
}

TEST(CollisionPng, AFileThatIsNotAPngIsRefused) {
  EXPECT_TRUE(hasProblem(problemsOf("GIF89a\x10\x00\x10\x00"), "", "is not a PNG file"));
}

TEST(CollisionPng, ATruncatedPngIsRefusedByTheDecoder) {
  const std::string png = Canvas(16, 16).png();
  EXPECT_TRUE(hasProblem(problemsOf(png.substr(0, 20)), "", "the IHDR chunk with the image size is missing"));
  EXPECT_TRUE(hasProblem(problemsOf(png.substr(0, png.size() - 20)), "", "is not a readable PNG: its 'IDAT' chunk at byte 33 claims"));
}

// stb_image would reserve the stated length before finding the data missing.
TEST(CollisionPng, AChunkClaimingMoreBytesThanTheFileHoldsIsRefusedBeforeDecoding) {
  std::string png = Canvas(16, 16).png();
  const std::size_t idat = png.find("IDAT") - 4;
  png[idat] = static_cast<char>(0x7F);
  EXPECT_TRUE(hasProblem(problemsOf(png), "", "is not a readable PNG: its 'IDAT' chunk at byte 33 claims 21"));
}

// Found by the fuzzer: a last chunk too short for its CRC sent the walk over
// the chunks past the end of the file (caught by the sanitizer build).
TEST(CollisionPng, AFileEndingInsideTheLastChunksCrcIsRefused) {
  std::string png = Canvas(16, 16).png();
  png.resize(png.size() - 12);  // without IEND
  const std::size_t at = png.size();
  png += std::string("\0\0\0\0tEXt\0\0", 10);
  EXPECT_TRUE(hasProblem(problemsOf(png), "", "its 'tEXt' chunk at byte " + std::to_string(at) +
                                                  " claims 0 bytes and a 4-byte CRC, but only 2 bytes follow"));
}

// stb_image would memcpy an empty IDAT into a null buffer (the sanitizer
// build aborts on that); the chunk holds nothing, so the image still reads.
TEST(CollisionPng, AnEmptyImageDataChunkIsHarmless) {
  Canvas c(16, 16);
  c.draw(0, 0, kSeed);
  std::string png = c.png();
  const std::size_t idat = png.find("IDAT") - 4;
  png.insert(idat, std::string("\0\0\0\0IDAT\x35\xAF\x06\x1E", 12));
  const Level level = imported(png).file->level;
  EXPECT_EQ(shown(level, level.tile(0, 0, 0)).heights(), kSeed.heights());
}

TEST(CollisionPng, CorruptImageDataIsRefusedByTheDecoder) {
  std::string png = Canvas(32, 32).png();
  const std::size_t idat = png.find("IDAT");
  ASSERT_NE(idat, std::string::npos);
  for (std::size_t i = idat + 4; i < png.size() - 16; ++i) png[i] = static_cast<char>(0xA5);
  fixCrc(png, idat - 4);
  // Issue 29: the decoder's terse reason is said with where the data is.
  EXPECT_TRUE(hasProblem(problemsOf(png), "", "is not a readable PNG: its image data (IDAT chunks from byte " +
                                                  std::to_string(idat - 4) + ") is not valid zlib data (the decoder says '"));
}

TEST(CollisionPng, ASizeThatIsNotAMultipleOf16IsRefusedWithThePaddedSize) {
  EXPECT_TRUE(hasProblem(problemsOf(Canvas(20, 16).png()), "",
                         "is 20 x 16 px; both sides must be multiples of 16 (a tile is 16 x 16 px): pad it to 32 x 16 px"));
  EXPECT_TRUE(hasProblem(problemsOf(Canvas(16, 33).png()), "", "pad it to 16 x 48 px"));
}

TEST(CollisionPng, AZeroSizedImageIsRefused) {
  EXPECT_TRUE(hasProblem(problemsOf(withHeaderSize(0, 16)), "", "is 0 x 16 px: an image with no pixels"));
}

TEST(CollisionPng, AnImageWiderOrTallerThanTheCapIsRefusedBeforeDecoding) {
  EXPECT_TRUE(hasProblem(problemsOf(withHeaderSize(65552, 16)), "",
                         "is 65552 x 16 px, larger than Solidtile reads (at most 65536 x 16384 px)"));
  EXPECT_TRUE(hasProblem(problemsOf(withHeaderSize(16, 0x7FFFFFF0)), "", "larger than Solidtile reads"));
}

TEST(CollisionPng, AnImageWithTooManyPixelsIsRefusedBeforeDecoding) {
  EXPECT_TRUE(hasProblem(problemsOf(withHeaderSize(65536, 16384)), "",
                         "is 65536 x 16384 px = 1073741824 pixels, more than the 67108864 Solidtile reads"));
}

TEST(CollisionPng, AHeaderThatDisagreesWithTheDataIsRefused) {
  EXPECT_FALSE(io::importCollisionImage(withHeaderSize(32, 32)).file.has_value());
}

TEST(CollisionPng, LayersOfDifferentSizesAreRefused) {
  std::vector<io::SlicedImage> layers{*io::sliceCollisionImage(Canvas(32, 16).png()).image,
                                      *io::sliceCollisionImage(Canvas(16, 16).png()).image};
  EXPECT_TRUE(hasProblem(io::buildLevelFromImages(layers).problems, "layers[1]",
                         "its image is 16 x 16 px, but layers[0]'s is 32 x 16 px"));
}

TEST(CollisionPng, TwoImagesBecomeTwoLayersSharingMasks) {
  Canvas a(32, 16), b(32, 16);
  a.draw(0, 0, kSeed);
  b.draw(1, 0, kSeed.flippedX());
  const std::vector<io::SlicedImage> layers{*io::sliceCollisionImage(a.png()).image,
                                            *io::sliceCollisionImage(b.png()).image};
  const io::ImageImportResult r = io::buildLevelFromImages(layers);
  ASSERT_TRUE(r.file);
  const Level& level = r.file->level;
  ASSERT_EQ(level.layerCount(), 2);
  EXPECT_EQ(level.masks().size(), 1u);
  EXPECT_TRUE(level.tile(1, 0, 0).empty());
  EXPECT_TRUE(level.tile(1, 1, 0).flipX());
}

TEST(CollisionPng, TheStartStandsOnTheGroundAtPixelColumn32) {
  Canvas c(64, 64);
  for (int tx = 0; tx < 4; ++tx) c.draw(tx, 3, kFull);
  c.draw(2, 2, maskOf({4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4}));
  const Level level = imported(c.png()).file->level;
  EXPECT_EQ(level.startX, 32);
  EXPECT_EQ(level.startY, 44 - 20);
}

// Round trips -----------------------------------------------------------------

TEST(CollisionPng, ExportDrawsFlippedMasksInTheirSolidityColour) {
  Level level(2, 1, 1);
  level.addMask(kSeed);
  level.setTile(0, 1, 0, Tile::make(0, true, false, Solidity::TopOnly));
  std::string why;
  const auto rgba = io::renderCollision(level, 0, &why);
  ASSERT_TRUE(rgba) << why;
  const auto pixel = [&](int x, int y) {
    const std::uint8_t* p = &(*rgba)[static_cast<std::size_t>(y * 32 + x) * 4];
    return std::uint32_t{p[0]} << 24 | std::uint32_t{p[1]} << 16 | std::uint32_t{p[2]} << 8 | p[3];
  };
  EXPECT_EQ(pixel(0, 15), 0u);                   // tile 0 is empty
  EXPECT_EQ(pixel(16, 15), 0xFFD800FFu);         // mirrored: the tall side is now on the left
  EXPECT_EQ(pixel(16, 7), 0xFFD800FFu);          // height 9 reaches row 7
  EXPECT_EQ(pixel(16, 6), 0u);
  EXPECT_EQ(pixel(31, 15), 0u);                  // height 0 at the mirrored right edge
}

TEST(CollisionPng, ExportRefusesALevelTooLargeToImportBack) {
  const Level level(8192, 16, 1);
  std::string why;
  EXPECT_FALSE(io::exportCollisionImage(level, 0, &why));
  EXPECT_NE(why.find("too large to import back"), std::string::npos) << why;
}

// Every demo tile comes back with the same shape and solidity, and each demo
// mask maps to one imported mask seen through one fixed flip: a tile's flips
// differ from the demo's only where the importer met the mask's mirror image
// first. (The PNG holds no angles; those are computed again.)
TEST(CollisionPng, DemoLayersSurviveExportAndImportWithShapesSolidityAndFlips) {
  const Level& original = demo().level;
  for (int layer = 0; layer < original.layerCount(); ++layer) {
    const Level back = imported(exported(original, layer)).file->level;
    ASSERT_EQ(back.width(), original.width());
    ASSERT_EQ(back.height(), original.height());
    EXPECT_EQ(back.masks().size(), original.masks().size());
    struct Mapping {
      int mask = -1;
      bool flipX = false, flipY = false;
    };
    std::vector<Mapping> maskFor(original.masks().size());
    int tiles = 0, sameFlips = 0;
    for (int ty = 0; ty < original.height(); ++ty) {
      for (int tx = 0; tx < original.width(); ++tx) {
        const Tile a = original.tile(layer, tx, ty), b = back.tile(0, tx, ty);
        ASSERT_EQ(a.empty(), b.empty()) << tx << "," << ty;
        if (a.empty()) continue;
        ++tiles;
        ASSERT_EQ(shown(original, a).heights(), shown(back, b).heights()) << tx << "," << ty;
        ASSERT_EQ(a.solidity(), b.solidity()) << tx << "," << ty;
        Mapping& m = maskFor[static_cast<std::size_t>(a.maskIndex())];
        if (m.mask < 0) m = {b.maskIndex(), a.flipX() != b.flipX(), a.flipY() != b.flipY()};
        ASSERT_EQ(m.mask, b.maskIndex()) << "demo mask " << a.maskIndex() << " became two masks";
        ASSERT_EQ(m.flipX, a.flipX() != b.flipX()) << tx << "," << ty;
        ASSERT_EQ(m.flipY, a.flipY() != b.flipY()) << tx << "," << ty;
        sameFlips += a.flipX() == b.flipX() && a.flipY() == b.flipY() ? 1 : 0;
      }
    }
    EXPECT_GT(tiles, 8000);
    EXPECT_GT(sameFlips, tiles * 9 / 10);
  }
}

TEST(CollisionPng, ExportImportExportGivesTheSameBytes) {
  const std::string once = exported(demo().level, 0);
  const std::string twice = exported(imported(once).file->level, 0);
  EXPECT_EQ(once, twice);
}

TEST(CollisionPng, AnImportedLevelSurvivesExportAndImportExactly) {
  const io::LevelFile first = *imported(exported(demo().level, 1)).file;
  const io::LevelFile second = *imported(exported(first.level, 0)).file;
  EXPECT_EQ(io::formatLevel(first), io::formatLevel(second));
}

TEST(CollisionPng, AnImportedLevelIsAValidLevelFile) {
  const io::LevelFile f = *imported(exported(demo().level, 0)).file;
  const io::LoadResult again = io::parseLevel(io::formatLevel(f));
  EXPECT_TRUE(again.file.has_value()) << io::describe("imported", again.problems);
}

}  // namespace
}  // namespace solidtile

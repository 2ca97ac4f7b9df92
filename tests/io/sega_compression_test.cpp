#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "sega_encoders.h"
#include "solidtile/io/sega_compression.h"

namespace solidtile {
namespace {
using io::sega::Decoded;
using test::Bytes;

// Data with long runs, repeats far back, noise and every byte value.
std::vector<Bytes> variedData() {
  std::vector<Bytes> all = {{}, {0x42}, Bytes(300, 0), Bytes(5000, 0xAB)};
  std::mt19937 rng(13);
  Bytes noise(3000);
  for (auto& b : noise) b = static_cast<std::uint8_t>(rng());
  all.push_back(noise);
  Bytes pattern;
  for (int i = 0; i < 12000; ++i) pattern.push_back(static_cast<std::uint8_t>((i % 7 == 0) ? static_cast<int>(rng() & 0xFF) : i / 300));
  all.push_back(pattern);
  Bytes far = noise;
  far.resize(far.size() + 6000, 1);
  far.insert(far.end(), noise.begin(), noise.begin() + 700);
  all.push_back(far);
  Bytes every;
  for (int i = 0; i < 512; ++i) every.push_back(static_cast<std::uint8_t>(i));
  all.push_back(every);
  return all;
}

TEST(Kosinski, DecodesHandCheckedLiterals) {
  const Decoded d = io::sega::decodeKosinski(Bytes{0x0B, 0x00, 'A', 'B', 0x00, 0xF0, 0x00});
  ASSERT_TRUE(d.ok()) << d.error;
  EXPECT_EQ(d.bytes, (Bytes{'A', 'B'}));
  EXPECT_EQ(d.consumed, 7u);
}

TEST(Kosinski, DecodesHandCheckedInlineCopy) {
  // Bits 1 1 | 0 0 1 0 (inline, 4 bytes from 2 back) | 0 1 (end): field $93.
  const Decoded d = io::sega::decodeKosinski(Bytes{0x93, 0x00, 'A', 'B', 0xFE, 0x00, 0xF0, 0x00});
  ASSERT_TRUE(d.ok()) << d.error;
  EXPECT_EQ(d.bytes, (Bytes{'A', 'B', 'A', 'B', 'A', 'B'}));
}

TEST(Kosinski, DecodesHandCheckedFullCopyWithCountByte) {
  // Bits 1 | 0 1 (full copy: 1 back, count byte 9 = 10 bytes) | 0 1 (end): field $15.
  const Decoded d = io::sega::decodeKosinski(Bytes{0x15, 0x00, 'z', 0xFF, 0xF8, 0x09, 0x00, 0xF0, 0x00});
  ASSERT_TRUE(d.ok()) << d.error;
  EXPECT_EQ(d.bytes, Bytes(11, 'z'));
}

TEST(Kosinski, ReadsTheNextFieldAsSoonAsTheSixteenthBitIsUsed) {
  // Sixteen literals use the first field; the second field comes before the 16th literal byte.
  Bytes in = {0xFF, 0xFF};
  for (int i = 0; i < 15; ++i) in.push_back(static_cast<std::uint8_t>(i));
  in.insert(in.end(), {0x02, 0x00, 15, 0x00, 0xF0, 0x00});
  const Decoded d = io::sega::decodeKosinski(in);
  ASSERT_TRUE(d.ok()) << d.error;
  ASSERT_EQ(d.bytes.size(), 16u);
  EXPECT_EQ(d.bytes[15], 15);
}

TEST(Kosinski, RoundTripsVariedData) {
  for (const Bytes& data : variedData()) {
    const Bytes packed = test::encodeKosinski(data);
    const Decoded d = io::sega::decodeKosinski(packed);
    ASSERT_TRUE(d.ok()) << d.error;
    EXPECT_EQ(d.bytes, data);
    EXPECT_EQ(d.consumed, packed.size());
  }
}

// The library's encoder (export writes collision indexes with it), checked
// against streams worked out by hand from the decoder's bit order.
TEST(KosinskiEncoder, WritesHandCheckedStreams) {
  EXPECT_EQ(io::sega::encodeKosinski(Bytes{'A', 'B'}), (Bytes{0x0B, 0x00, 'A', 'B', 0x00, 0xF0, 0x00}));
  // Bits 1 1 | 0 0 0 0 (inline, 2 bytes from 2 back: offset byte $FE) | 0 1 (end): field $83.
  EXPECT_EQ(io::sega::encodeKosinski(Bytes{'A', 'B', 'A', 'B'}), (Bytes{0x83, 0x00, 'A', 'B', 0xFE, 0x00, 0xF0, 0x00}));
  // Bits 1 | 0 1 (full copy 1 back: $1FFF = $FF, $F8 | 9 - 2 = 7) | 0 1: field $15.
  EXPECT_EQ(io::sega::encodeKosinski(Bytes(10, 'z')), (Bytes{0x15, 0x00, 'z', 0xFF, 0xFF, 0x00, 0xF0, 0x00}));
  // Eleven bytes: 10 copied, past the 3 count bits, so a count byte 10 - 1.
  EXPECT_EQ(io::sega::encodeKosinski(Bytes(11, 'z')), (Bytes{0x15, 0x00, 'z', 0xFF, 0xF8, 0x09, 0x00, 0xF0, 0x00}));
  EXPECT_EQ(io::sega::encodeKosinski(Bytes{}), (Bytes{0x02, 0x00, 0x00, 0xF0, 0x00}));
}

TEST(KosinskiEncoder, PadsToTheMultipleAskedAndTheDecoderStopsAtTheEndMarker) {
  const Bytes packed = io::sega::encodeKosinski(Bytes{'A', 'B'}, 16);
  ASSERT_EQ(packed.size(), 16u);
  EXPECT_EQ(Bytes(packed.begin() + 7, packed.end()), Bytes(9, 0));
  const Decoded d = io::sega::decodeKosinski(packed);
  ASSERT_TRUE(d.ok()) << d.error;
  EXPECT_EQ(d.bytes, (Bytes{'A', 'B'}));
  EXPECT_EQ(d.consumed, 7u);
  EXPECT_EQ(io::sega::encodeKosinski(Bytes(16, 0), 16).size() % 16, 0u);
}

TEST(KosinskiEncoder, UsesTheWholeWindowAndEveryCopyLength) {
  std::mt19937 rng(7);
  Bytes noise(0x2000 + 300);
  for (auto& b : noise) b = static_cast<std::uint8_t>(rng());
  // Bytes 300.. again, exactly $2000 bytes after them: copies from the window's far end.
  for (std::size_t i = 0; i < 300; ++i) noise.push_back(noise[300 + i]);
  for (std::size_t len = 2; len <= 260; ++len) {
    noise.insert(noise.end(), noise.end() - 40, noise.end() - 40 + static_cast<long>(std::min<std::size_t>(len, 40)));
  }
  const Bytes packed = io::sega::encodeKosinski(noise);
  const Decoded d = io::sega::decodeKosinski(packed);
  ASSERT_TRUE(d.ok()) << d.error;
  EXPECT_EQ(d.bytes, noise);
  EXPECT_LT(packed.size(), noise.size() - 200) << "the repeat far back is a copy, not literals";
}

TEST(Kosinski, RefusesEveryTruncationWithTheOffset) {
  const Bytes packed = test::encodeKosinski(variedData()[5]);
  for (std::size_t n = 0; n < packed.size(); n += 97) {
    const Decoded d = io::sega::decodeKosinski(Bytes(packed.begin(), packed.begin() + static_cast<long>(n)));
    ASSERT_FALSE(d.ok()) << n;
    EXPECT_NE(d.error.find("offset " + std::to_string(n) + ": expected"), std::string::npos) << d.error;
  }
}

TEST(Kosinski, RefusesACopyFromBeforeTheStart) {
  const Decoded d = io::sega::decodeKosinski(Bytes{0x00, 0x00, 0xFE, 0x00, 0xF0, 0x00});
  EXPECT_EQ(d.error, "offset 2: a copy from 2 bytes back, but only 0 have been written");
}

TEST(Kosinski, StopsAtTheOutputLimit) {
  const Bytes packed = test::encodeKosinski(Bytes(5000, 7));
  const Decoded d = io::sega::decodeKosinski(packed, 1000);
  EXPECT_NE(d.error.find("the output would pass the limit of 1000 bytes"), std::string::npos) << d.error;
  EXPECT_LE(d.bytes.size(), 1000u);
}

std::vector<std::uint16_t> wordsOf(const Bytes& b) {
  std::vector<std::uint16_t> w;
  for (std::size_t i = 0; i + 1 < b.size(); i += 2) w.push_back(static_cast<std::uint16_t>(b[i] << 8 | b[i + 1]));
  return w;
}

TEST(Enigma, DecodesAHandCheckedVector) {
  // Width 1, no flags, incrementing 5, literal 7; then 00 0001, 01 0000, 100 0010 + value 1, 111 1111.
  const Decoded d = io::sega::decodeEnigma(Bytes{0x01, 0x00, 0x00, 0x05, 0x00, 0x07, 0x05, 0x08, 0x5F, 0xE0});
  ASSERT_TRUE(d.ok()) << d.error;
  EXPECT_EQ(wordsOf(d.bytes), (std::vector<std::uint16_t>{5, 6, 7, 1, 1, 1}));
  EXPECT_EQ(d.consumed, 10u);
}

TEST(Enigma, AddsTheFlagsAndTheStartTile) {
  // Width 2, flags Y and X; 111 0000 then Y=1 X=0 value 3; end.
  // Bits: 1110000 1 0 11 1111111 -> 11100001 01111111 11000000
  const Decoded d = io::sega::decodeEnigma(Bytes{0x02, 0x03, 0x00, 0x00, 0x00, 0x00, 0xE1, 0x7F, 0xC0}, 1024, 0x100);
  ASSERT_TRUE(d.ok()) << d.error;
  EXPECT_EQ(wordsOf(d.bytes), (std::vector<std::uint16_t>{0x1103}));
}

TEST(Enigma, RoundTripsVariedWords) {
  std::mt19937 rng(7);
  std::vector<std::uint16_t> blocks;  // block mappings: tile ids with flips and palettes
  for (int i = 0; i < 4000; ++i) {
    const std::uint16_t tile = static_cast<std::uint16_t>(i % 5 == 0 ? static_cast<int>(rng() % 0x7FF) : (i / 3) % 0x7FF);
    blocks.push_back(static_cast<std::uint16_t>(tile | ((rng() % 4 == 0) ? (rng() & 0xF800) : 0)));
  }
  std::vector<std::uint16_t> plain;
  for (int i = 0; i < 3000; ++i) plain.push_back(static_cast<std::uint16_t>(i < 1000 ? 9 : i < 2000 ? i : static_cast<int>(rng() & 0xFFFF)));
  for (const auto& [words, width, flags] : {std::tuple{blocks, 11, std::uint8_t{0x1F}}, std::tuple{plain, 16, std::uint8_t{0}},
                                            std::tuple{std::vector<std::uint16_t>{}, 3, std::uint8_t{0}}}) {
    const Decoded d = io::sega::decodeEnigma(test::encodeEnigma(words, width, flags));
    ASSERT_TRUE(d.ok()) << d.error;
    EXPECT_EQ(wordsOf(d.bytes), words);
  }
}

TEST(Enigma, RefusesABadWidthTruncationAndTheLimit) {
  EXPECT_EQ(io::sega::decodeEnigma(Bytes{17, 0, 0, 0, 0, 0, 0xFE}).error, "offset 0: the inline value width is 17, expected 1..16");
  EXPECT_EQ(io::sega::decodeEnigma(Bytes{1, 0, 0}).error, "offset 3: expected the incrementing word, the data ends");
  const Decoded cut = io::sega::decodeEnigma(Bytes{0x01, 0x00, 0x00, 0x05, 0x00, 0x07, 0x05, 0x08});
  EXPECT_EQ(cut.error, "offset 7 bit 7: expected a repeat count, the data ends");
  std::vector<std::uint16_t> many(1000, 3);
  EXPECT_NE(io::sega::decodeEnigma(test::encodeEnigma(many, 4, 0), 100).error.find("limit of 100 bytes"), std::string::npos);
}

TEST(Nemesis, DecodesAHandCheckedVector) {
  // One tile; pixel 1 runs of 8 are code "0"; seven rows of it, then pixel 2 x8 inline.
  const Decoded d = io::sega::decodeNemesis(Bytes{0x00, 0x01, 0x81, 0x71, 0x00, 0xFF, 0x01, 0xFF, 0x20});
  ASSERT_TRUE(d.ok()) << d.error;
  Bytes want(32, 0x11);
  for (std::size_t i = 28; i < 32; ++i) want[i] = 0x22;
  EXPECT_EQ(d.bytes, want);
}

TEST(Nemesis, XorModeXorsEachRowWithThePreviousOne) {
  // As above in XOR mode: rows of 0x11111111 alternate with zero rows.
  const Decoded d = io::sega::decodeNemesis(Bytes{0x80, 0x01, 0x81, 0x71, 0x00, 0xFF, 0x01, 0xFF, 0x20});
  ASSERT_TRUE(d.ok()) << d.error;
  ASSERT_EQ(d.bytes.size(), 32u);
  EXPECT_EQ(d.bytes[0], 0x11);
  EXPECT_EQ(d.bytes[4], 0x00);
  EXPECT_EQ(d.bytes[24], 0x11);
  EXPECT_EQ(d.bytes[28], 0x11 ^ 0x22);
}

TEST(Nemesis, RoundTripsVariedArtInBothModes) {
  std::mt19937 rng(3);
  Bytes art;
  for (int t = 0; t < 200; ++t) {
    for (int p = 0; p < 32; ++p) {
      const int kind = t % 4;
      art.push_back(static_cast<std::uint8_t>(kind == 0 ? 0 : kind == 1 ? (p % 8) * 0x11 : kind == 2 ? static_cast<int>(rng() & 0xFF) : 0x12));
    }
  }
  for (bool xorMode : {false, true}) {
    const Decoded d = io::sega::decodeNemesis(test::encodeNemesis(art, xorMode));
    ASSERT_TRUE(d.ok()) << d.error;
    EXPECT_EQ(d.bytes, art);
  }
}

TEST(Nemesis, RefusesBadCodesTruncationAndTheLimit) {
  EXPECT_EQ(io::sega::decodeNemesis(Bytes{0x00, 0x01, 0x81, 0x09, 0x00, 0xFF}).error, "offset 3: a code length of 9, expected 1..8");
  EXPECT_EQ(io::sega::decodeNemesis(Bytes{0x00, 0x01, 0x81, 0x02, 0x04, 0xFF}).error, "offset 4: the code 4 does not fit in 2 bits");
  EXPECT_EQ(io::sega::decodeNemesis(Bytes{0x00, 0x01, 0x81, 0x71, 0x00, 0xFF, 0x80}).error,
            "offset 6 bit 0: expected a code of the table, found bits 128 that start none");
  EXPECT_EQ(io::sega::decodeNemesis(Bytes{0x00, 0x01, 0x81, 0x71, 0x00, 0xFF, 0x01, 0xFF}).error,
            "offset 7 bit 5: expected an inline pixel, the data ends");
  EXPECT_EQ(io::sega::decodeNemesis(Bytes{0x00, 0x01, 0x81, 0x71}).error, "offset 4: expected a code, the data ends");
  EXPECT_EQ(io::sega::decodeNemesis(Bytes{0x00, 0x40}, 1024).error, "offset 0: 64 tiles pass the limit of 1024 bytes");
}

}  // namespace
}  // namespace solidtile

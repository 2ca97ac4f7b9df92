#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <string>

#include "sega_encoders.h"
#include "solidtile/io/sega_compression.h"

namespace solidtile {
namespace {
using io::sega::Decoded;
using io::sega::decodeKosinskiModuled;
using test::Bytes;

Bytes mixed(std::size_t n, unsigned seed) {
  std::mt19937 rng(seed);
  Bytes b(n);
  for (std::size_t i = 0; i < n; ++i) b[i] = static_cast<std::uint8_t>(i % 5 == 0 ? rng() : i / 64);
  return b;
}

TEST(KosinskiModuled, DecodesAHandCheckedOneModuleArchive) {
  // Size 2, then the Kosinski stream of "AB" (bits 1 1 0 1: field $0B).
  const Decoded d = decodeKosinskiModuled(Bytes{0x00, 0x02, 0x0B, 0x00, 'A', 'B', 0x00, 0xF0, 0x00});
  ASSERT_TRUE(d.ok()) << d.error;
  EXPECT_EQ(d.bytes, (Bytes{'A', 'B'}));
  EXPECT_EQ(d.consumed, 9u);
}

TEST(KosinskiModuled, DecodesAHandCheckedTwoModuleArchive) {
  // Size $1002: module 0 is $1000 bytes of 'z' (a literal, then a full copy
  // from 1 back of $FFF bytes in count-byte copies: 15 of 256 and one of $FF),
  // padded to 16 bytes; module 1 is "AB".
  Bytes in = {0x10, 0x02};
  const Bytes module0 = io::sega::encodeKosinski(Bytes(0x1000, 'z'));  // the library's greedy encoder makes exactly that stream
  ASSERT_EQ(module0.size(), 2u + 1 + 16 * 3 + 2 + 2 + 3);  // descriptor fields at the start and before the bytes of copies 8 and 16
  in.insert(in.end(), module0.begin(), module0.end());
  const std::size_t module1At = 2 + (module0.size() + 15) / 16 * 16;
  in.resize(module1At, 0xEE);  // the padding is skipped whatever it holds
  in.insert(in.end(), {0x0B, 0x00, 'A', 'B', 0x00, 0xF0, 0x00});
  const Decoded d = decodeKosinskiModuled(in);
  ASSERT_TRUE(d.ok()) << d.error;
  ASSERT_EQ(d.bytes.size(), 0x1002u);
  EXPECT_EQ(Bytes(d.bytes.begin(), d.bytes.begin() + 0x1000), Bytes(0x1000, 'z'));
  EXPECT_EQ(d.bytes[0x1000], 'A');
  EXPECT_EQ(d.bytes[0x1001], 'B');
  EXPECT_EQ(d.consumed, in.size());
}

TEST(KosinskiModuled, RoundTripsEverySizeShape) {
  for (const std::size_t n : {std::size_t{0}, std::size_t{2}, std::size_t{0x0FFE}, std::size_t{0x1000}, std::size_t{0x1002},
                              std::size_t{0x2000}, std::size_t{0x2346}, std::size_t{0x7FFE}}) {
    for (const std::uint8_t pad : {std::uint8_t{0}, std::uint8_t{0xFF}}) {
      const Bytes data = mixed(n, static_cast<unsigned>(n));
      const Bytes packed = test::encodeKosinskiModuled(data, pad);
      const Decoded d = decodeKosinskiModuled(packed);
      ASSERT_TRUE(d.ok()) << n << ": " << d.error;
      EXPECT_EQ(d.bytes, data) << n;
      EXPECT_EQ(d.consumed, packed.size()) << n;
    }
  }
}

TEST(KosinskiModuled, KeepsTheSizeWordsShareOfALongerLastModule) {
  // The stream decodes to "ABABAB"; the size word wants 4 bytes, so the game sends "ABAB".
  const Decoded d = decodeKosinskiModuled(Bytes{0x00, 0x04, 0x93, 0x00, 'A', 'B', 0xFE, 0x00, 0xF0, 0x00});
  ASSERT_TRUE(d.ok()) << d.error;
  EXPECT_EQ(d.bytes, (Bytes{'A', 'B', 'A', 'B'}));
  EXPECT_EQ(d.consumed, 10u);
}

TEST(KosinskiModuled, ReadsASizeOfA000AsTheGameDoes) {
  Bytes packed = test::encodeKosinskiModuled(mixed(0xA000, 3));
  ASSERT_EQ(packed[0], 0xA0);
  const Decoded d = decodeKosinskiModuled(packed);
  ASSERT_TRUE(d.ok()) << d.error;
  EXPECT_EQ(d.bytes, mixed(0x8000, 3)) << "the placeholder tiles past $8000 are not loaded";
}

TEST(KosinskiModuled, ModulesDoNotCopyFromEachOther) {
  // Module 1 opens with a copy from 1 byte back: in the game's buffer that is
  // before the module, so it is refused with module 1's offset.
  Bytes in = test::encodeKosinskiModuled(Bytes(0x1000, 5));
  const std::size_t module1At = in.size() + (16 - (in.size() - 2) % 16) % 16;
  in.resize(module1At, 0);
  in[0] = 0x10, in[1] = 0x04;
  in.insert(in.end(), {0x00, 0x00, 0xFF, 0x00, 0xF0, 0x00});
  const Decoded d = decodeKosinskiModuled(in);
  EXPECT_EQ(d.error, "offset " + std::to_string(module1At + 2) + ": a copy from 1 bytes back, but only 0 have been written (module 1)");
}

TEST(KosinskiModuled, RefusesBadInputNamingTheOffset) {
  EXPECT_EQ(decodeKosinskiModuled(Bytes{0x00}).error, "offset 1: expected the decoded size word, the data ends");
  EXPECT_EQ(decodeKosinskiModuled(Bytes{0x00, 0x04}).error, "offset 2: expected module 0 (4 bytes), the data ends");
  EXPECT_EQ(decodeKosinskiModuled(Bytes{0x00, 0x04, 0x0B, 0x00, 'A', 'B', 0x00, 0xF0, 0x00}).error,
            "offset 2: module 0 decodes to 2 bytes, the size word wants 4");
  EXPECT_EQ(decodeKosinskiModuled(Bytes{0x20, 0x00}, 0x1000).error, "offset 0: a decoded size of 8192 bytes passes the limit of 4096 bytes");
  const Bytes packed = test::encodeKosinskiModuled(mixed(0x2346, 9));
  for (std::size_t n = 3; n < packed.size(); n += 101) {
    const Decoded d = decodeKosinskiModuled(Bytes(packed.begin(), packed.begin() + static_cast<long>(n)));
    ASSERT_FALSE(d.ok()) << n;
    EXPECT_EQ(d.error.rfind("offset ", 0), 0u) << d.error;
    EXPECT_LE(std::stoul(d.error.substr(7)), n + 15) << d.error;  // a module is looked for on its 16-byte boundary
  }
}

TEST(KosinskiModuled, RefusesAModuleThatOverflowsTheGamesBuffer) {
  // One module whose stream holds $1002 bytes: the game would write past its $1000-byte buffer.
  Bytes in = {0x10, 0x02};
  const Bytes stream = test::encodeKosinski(Bytes(0x1002, 1));
  in.insert(in.end(), stream.begin(), stream.end());
  const Decoded d = decodeKosinskiModuled(in);
  EXPECT_NE(d.error.find("the output would pass the limit of 4096 bytes (module 0)"), std::string::npos) << d.error;
}

}  // namespace
}  // namespace solidtile

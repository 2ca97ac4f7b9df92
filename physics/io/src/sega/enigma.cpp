// Enigma: a 6-byte header (inline value width, which render flags inline
// values carry, the incrementing word, the literal word), then MSB-first
// commands each with a 4-bit repeat count n (n+1 words).
#include <cstddef>
#include <cstdint>
#include <string>

#include "solidtile/io/sega_compression.h"
#include "stream.h"

namespace solidtile::io::sega {
namespace {

// Priority, palette high, palette low, Y flip, X flip: header bit and tile bit.
constexpr struct {
  std::uint8_t headerBit;
  std::uint16_t tileBits;
} kFlags[] = {{0x10, 0x8000}, {0x08, 0x4000}, {0x04, 0x2000}, {0x02, 0x1000}, {0x01, 0x0800}};

}  // namespace

Decoded decodeEnigma(std::span<const std::uint8_t> in, std::size_t maxOutput, std::uint16_t startTile) {
  Decoded d;
  ByteCursor header(in);
  const int width = header.byte("the inline value width");
  const std::uint8_t flagMask = header.byte("the render flags mask");
  std::uint16_t incrementing = header.wordBE("the incrementing word");
  const std::uint16_t literal = static_cast<std::uint16_t>(header.wordBE("the literal word") + startTile);
  incrementing = static_cast<std::uint16_t>(incrementing + startTile);
  if (header.failed()) {
    d.error = header.error();
    return d;
  }
  if (width < 1 || width > 16) {
    d.error = "offset 0: the inline value width is " + std::to_string(width) + ", expected 1..16";
    return d;
  }
  BitCursor bits(in, 6);
  auto inlineValue = [&]() {
    std::uint16_t v = startTile;
    for (const auto& f : kFlags) {
      if ((flagMask & f.headerBit) && bits.take(1, "a render flag bit")) v = static_cast<std::uint16_t>(v + f.tileBits);
    }
    return static_cast<std::uint16_t>(v + bits.take(width, "an inline value"));
  };
  auto emit = [&](std::uint16_t w, std::size_t at) {
    if (d.bytes.size() + 2 > maxOutput) {
      d.error = tooLarge(at, maxOutput);
      return false;
    }
    d.bytes.push_back(static_cast<std::uint8_t>(w >> 8));
    d.bytes.push_back(static_cast<std::uint8_t>(w));
    return true;
  };
  for (;;) {
    const std::size_t at = bits.byteOffset();
    const unsigned kind = bits.take(1, "a command") ? 4u + bits.take(2, "a command") : bits.take(1, "a command");
    const unsigned n = bits.take(4, "a repeat count");
    if (bits.failed()) break;
    if (kind == 7 && n == 15) {
      d.consumed = bits.bytesUsed();
      return d;
    }
    if (kind == 0) {
      for (unsigned i = 0; i <= n; ++i) {
        if (!emit(incrementing++, at)) return d;
      }
    } else if (kind == 1) {
      for (unsigned i = 0; i <= n; ++i) {
        if (!emit(literal, at)) return d;
      }
    } else if (kind == 7) {
      for (unsigned i = 0; i <= n; ++i) {
        const std::uint16_t v = inlineValue();
        if (bits.failed()) break;
        if (!emit(v, at)) return d;
      }
    } else {
      std::uint16_t v = inlineValue();
      if (bits.failed()) break;
      const int step = kind == 4 ? 0 : kind == 5 ? 1 : -1;
      for (unsigned i = 0; i <= n; ++i) {
        if (!emit(v, at)) return d;
        v = static_cast<std::uint16_t>(v + step);
      }
    }
    if (bits.failed()) break;
  }
  d.error = bits.error();
  return d;
}

}  // namespace solidtile::io::sega

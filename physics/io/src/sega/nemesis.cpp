// Nemesis: a word (bit 15 XOR mode, the rest the tile count), a table of
// prefix codes each standing for a pixel value and a run of 1..8, then the
// MSB-first code stream. Six 1 bits escape a literal 3-bit run and 4-bit pixel.
// Runs carry over from one 8-pixel row into the next.
#include <array>
#include <cstddef>
#include <cstdint>
#include <string>

#include "solidtile/io/sega_compression.h"
#include "stream.h"

namespace solidtile::io::sega {
namespace {

struct Code {
  std::uint8_t length = 0;  // 0: no code starts with these 8 bits
  std::uint8_t pixel = 0;
  std::uint8_t run = 0;  // pixels - 1
};
using CodeTable = std::array<Code, 256>;  // by the next 8 bits of the stream

bool readCodeTable(ByteCursor& in, CodeTable& table) {
  std::uint8_t b = in.byte("the code table");
  std::uint8_t pixel = 0;
  while (!in.failed() && b != 0xFF) {
    if (b & 0x80) {
      pixel = b & 0x0F;
      b = in.byte("a code table entry");
      continue;
    }
    const std::size_t at = in.offset() - 1;
    const int length = b & 0x0F;
    const std::uint8_t run = static_cast<std::uint8_t>((b >> 4) & 7);
    const std::uint8_t code = in.byte("a code");
    if (in.failed()) return false;
    if (length < 1 || length > 8) {
      in.fail(at, "a code length of " + std::to_string(length) + ", expected 1..8");
      return false;
    }
    if (code >> length) {
      in.fail(at + 1, "the code " + std::to_string(code) + " does not fit in " + std::to_string(length) + " bits");
      return false;
    }
    const int spare = 8 - length;
    for (int i = 0; i < (1 << spare); ++i) table[static_cast<std::size_t>(code << spare | i)] = {static_cast<std::uint8_t>(length), pixel, run};
    b = in.byte("a code table entry");
  }
  return !in.failed();
}

}  // namespace

Decoded decodeNemesis(std::span<const std::uint8_t> in, std::size_t maxOutput) {
  Decoded d;
  ByteCursor header(in);
  const std::uint16_t first = header.wordBE("the tile count word");
  const bool xorMode = (first & 0x8000) != 0;
  const std::size_t rows = static_cast<std::size_t>(first & 0x7FFF) * 8;
  if (!header.failed() && rows * 4 > maxOutput) {
    d.error = "offset 0: " + std::to_string(rows / 8) + " tiles pass the limit of " + std::to_string(maxOutput) + " bytes";
    return d;
  }
  CodeTable table{};
  if (!readCodeTable(header, table)) {
    d.error = header.error();
    return d;
  }
  d.bytes.reserve(rows * 4);
  BitCursor bits(in, header.offset());
  std::uint32_t row = 0;
  std::uint32_t previous = 0;
  int pixelsInRow = 0;
  while (d.bytes.size() < rows * 4) {
    unsigned pixel = 0;
    unsigned count = 0;
    if (bits.peek(6) == 0x3F) {
      bits.take(6, "an inline pixel");
      const std::uint32_t v = bits.take(7, "an inline pixel");
      pixel = v & 0x0F;
      count = (v >> 4) + 1;
    } else {
      const Code& c = table[bits.peek(8)];
      if (c.length == 0) {
        bits.fail("expected a code of the table, found bits " + std::to_string(bits.peek(8)) + " that start none");
        break;
      }
      bits.take(c.length, "a code");
      pixel = c.pixel;
      count = c.run + 1u;
    }
    if (bits.failed()) break;
    for (unsigned i = 0; i < count && d.bytes.size() < rows * 4; ++i) {
      row = row << 4 | pixel;
      if (++pixelsInRow < 8) continue;
      previous = xorMode ? previous ^ row : row;
      for (int s = 24; s >= 0; s -= 8) d.bytes.push_back(static_cast<std::uint8_t>(previous >> s));
      row = 0;
      pixelsInRow = 0;
    }
  }
  if (bits.failed()) {
    d.error = bits.error();
    return d;
  }
  d.consumed = bits.bytesUsed();
  return d;
}

}  // namespace solidtile::io::sega

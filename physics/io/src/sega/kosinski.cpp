// Kosinski: LZSS with 16-bit little-endian descriptor fields read low bit first.
// The next field is read the moment the last bit of the current one is used,
// so it sits in the stream before the bytes of the command that used that bit.
#include <cstddef>
#include <cstdint>
#include <string>

#include "kosinski_stream.h"
#include "solidtile/io/sega_compression.h"
#include "stream.h"

namespace solidtile::io::sega {
namespace {

class Descriptor {
 public:
  explicit Descriptor(ByteCursor& in) : in_(in) { load(); }
  unsigned bit() {
    const unsigned b = field_ & 1u;
    field_ >>= 1;
    if (--left_ == 0) load();
    return b;
  }

 private:
  void load() {
    const std::uint16_t lo = in_.byte("a descriptor field");
    field_ = static_cast<std::uint16_t>(lo | in_.byte("a descriptor field") << 8);
    left_ = 16;
  }
  ByteCursor& in_;
  std::uint16_t field_ = 0;
  int left_ = 0;
};

// Copies `count` bytes starting `distance` back; false with the error set when
// that reaches before the output or past the limit.
bool copyBack(std::vector<std::uint8_t>& out, std::size_t distance, std::size_t count, std::size_t at,
              std::size_t limit, std::string& error) {
  if (distance > out.size()) {
    error = "offset " + std::to_string(at) + ": a copy from " + std::to_string(distance) +
            " bytes back, but only " + std::to_string(out.size()) + " have been written";
    return false;
  }
  if (out.size() + count > limit) {
    error = tooLarge(at, limit);
    return false;
  }
  for (std::size_t i = 0; i < count; ++i) out.push_back(out[out.size() - distance]);
  return true;
}

}  // namespace

std::size_t decodeKosinskiStream(std::span<const std::uint8_t> in, std::size_t start, std::size_t maxOutput, Decoded& d) {
  ByteCursor src(in, start);
  Descriptor desc(src);
  while (!src.failed()) {
    const std::size_t commandAt = src.offset();
    if (desc.bit() == 1) {
      const std::uint8_t b = src.byte("a literal byte");
      if (src.failed()) break;
      if (d.bytes.size() >= maxOutput) {
        d.error = tooLarge(commandAt, maxOutput);
        return 0;
      }
      d.bytes.push_back(b);
      continue;
    }
    std::size_t distance = 0;
    std::size_t count = 0;
    if (desc.bit() == 0) {
      const unsigned hi = desc.bit();
      const unsigned lo = desc.bit();
      distance = 256u - src.byte("the offset byte of an inline copy");
      count = (hi << 1 | lo) + 2u;
    } else {
      const std::uint8_t low = src.byte("the first byte of a full copy");
      const std::uint8_t high = src.byte("the second byte of a full copy");
      distance = 0x2000u - (static_cast<std::size_t>(high & 0xF8u) << 5 | low);
      if ((high & 7u) != 0) {
        count = (high & 7u) + 2u;
      } else {
        const std::uint8_t extra = src.byte("the count byte of a full copy");
        if (src.failed()) break;
        if (extra == 0) return src.offset();
        if (extra == 1) continue;
        count = extra + 1u;
      }
    }
    if (src.failed()) break;
    if (!copyBack(d.bytes, distance, count, commandAt, maxOutput, d.error)) return 0;
  }
  d.error = src.error();
  return 0;
}

Decoded decodeKosinski(std::span<const std::uint8_t> in, std::size_t maxOutput) {
  Decoded d;
  d.consumed = decodeKosinskiStream(in, 0, maxOutput, d);
  return d;
}

}  // namespace solidtile::io::sega

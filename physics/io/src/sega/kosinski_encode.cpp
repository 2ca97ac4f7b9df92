// Kosinski encoding: greedy LZSS into the stream decodeKosinski reads. The
// descriptor bits sit in 16-bit little-endian fields, and the decoder reads
// the next field the moment it uses the last bit of one, so the writer
// reserves the next field's slot at that moment, ahead of the command's bytes.
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "solidtile/io/sega_compression.h"

namespace solidtile::io::sega {
namespace {

constexpr std::size_t kWindow = 0x2000;      // a full copy reaches this far back
constexpr std::size_t kInlineWindow = 0x100;  // an inline copy this far
constexpr std::size_t kMaxCopy = 0x100;       // a full copy's count byte + 1
constexpr std::size_t kMaxInlineCopy = 5;
constexpr std::size_t kMaxShortCopy = 9;      // a full copy whose count fits its 3 bits

class Writer {
 public:
  Writer() { reserve(); }
  void bit(unsigned b) {
    field_ |= static_cast<std::uint16_t>((b & 1u) << used_);
    if (++used_ == 16) {
      flush();
      reserve();
    }
  }
  void byte(std::uint8_t b) { out_.push_back(b); }
  std::vector<std::uint8_t> finish() {
    flush();
    return std::move(out_);
  }

 private:
  void reserve() {
    slot_ = out_.size();
    out_.push_back(0);
    out_.push_back(0);
    field_ = 0;
    used_ = 0;
  }
  void flush() {
    out_[slot_] = static_cast<std::uint8_t>(field_);
    out_[slot_ + 1] = static_cast<std::uint8_t>(field_ >> 8);
  }
  std::vector<std::uint8_t> out_;
  std::size_t slot_ = 0;
  std::uint16_t field_ = 0;
  int used_ = 0;
};

struct Match {
  std::size_t length = 0;
  std::size_t distance = 0;
};

// The longest earlier match, the nearest of equal ones.
Match longestMatch(std::span<const std::uint8_t> in, std::size_t i) {
  Match best;
  const std::size_t lo = i > kWindow ? i - kWindow : 0;
  for (std::size_t j = i; j-- > lo && best.length < kMaxCopy;) {
    std::size_t len = 0;
    while (len < kMaxCopy && i + len < in.size() && in[j + len] == in[i + len]) ++len;
    if (len > best.length) best = {len, i - j};
  }
  return best;
}

}  // namespace

std::vector<std::uint8_t> encodeKosinski(std::span<const std::uint8_t> in, std::size_t padTo) {
  Writer w;
  std::size_t i = 0;
  while (i < in.size()) {
    Match m = longestMatch(in, i);
    if (m.length >= 2 && m.length <= kMaxInlineCopy && m.distance <= kInlineWindow) {
      const unsigned c = static_cast<unsigned>(m.length - 2);
      w.bit(0), w.bit(0), w.bit(c >> 1), w.bit(c & 1u);
      w.byte(static_cast<std::uint8_t>(kInlineWindow - m.distance));
    } else if (m.length >= 3) {
      const std::size_t v = kWindow - m.distance;
      w.bit(0), w.bit(1);
      w.byte(static_cast<std::uint8_t>(v));
      if (m.length <= kMaxShortCopy) {
        w.byte(static_cast<std::uint8_t>((v >> 8) << 3 | (m.length - 2)));
      } else {
        w.byte(static_cast<std::uint8_t>((v >> 8) << 3));
        w.byte(static_cast<std::uint8_t>(m.length - 1));
      }
    } else {
      m.length = 1;
      w.bit(1);
      w.byte(in[i]);
    }
    i += m.length;
  }
  // The end marker: a full copy with count byte 0.
  w.bit(0), w.bit(1);
  w.byte(0x00), w.byte(0xF0), w.byte(0x00);
  std::vector<std::uint8_t> out = w.finish();
  if (padTo > 1) out.resize((out.size() + padTo - 1) / padTo * padTo, 0);
  return out;
}

}  // namespace solidtile::io::sega

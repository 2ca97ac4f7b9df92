// Byte and bit cursors over a compressed stream that never read past its end:
// running out sets an error naming the offset and what was wanted, and every
// later read returns zeros, so a decoder checks failed() once per step.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>

namespace solidtile::io::sega {

class ByteCursor {
 public:
  // Offsets count from the start of `in`; reading begins at `startByte`.
  explicit ByteCursor(std::span<const std::uint8_t> in, std::size_t startByte = 0) : in_(in), pos_(startByte) {}

  std::uint8_t byte(const char* what) {
    if (pos_ >= in_.size()) {
      fail(pos_, std::string("expected ") + what + ", the data ends");
      return 0;
    }
    return in_[pos_++];
  }
  std::uint16_t wordBE(const char* what) {
    const std::uint16_t hi = byte(what);
    return static_cast<std::uint16_t>(hi << 8 | byte(what));
  }
  std::size_t offset() const { return pos_; }
  bool failed() const { return !error_.empty(); }
  const std::string& error() const { return error_; }
  void fail(std::size_t at, const std::string& what) {
    if (error_.empty()) error_ = "offset " + std::to_string(at) + ": " + what;
  }

 private:
  std::span<const std::uint8_t> in_;
  std::size_t pos_ = 0;
  std::string error_;
};

// Most significant bit first, as Enigma and Nemesis store their codes.
class BitCursor {
 public:
  BitCursor(std::span<const std::uint8_t> in, std::size_t startByte) : in_(in), bit_(startByte * 8) {}

  // The next n (<= 16) bits without consuming them; bits past the end read as 0.
  std::uint32_t peek(int n) const {
    std::uint32_t v = 0;
    for (int i = 0; i < n; ++i) {
      const std::size_t b = bit_ + static_cast<std::size_t>(i);
      const std::uint32_t bit = b / 8 < in_.size() ? (in_[b / 8] >> (7 - b % 8)) & 1u : 0u;
      v = v << 1 | bit;
    }
    return v;
  }
  std::uint32_t take(int n, const char* what) {
    if (bit_ + static_cast<std::size_t>(n) > in_.size() * 8) {
      fail(std::string("expected ") + what + ", the data ends");
      bit_ = in_.size() * 8;
      return 0;
    }
    const std::uint32_t v = peek(n);
    bit_ += static_cast<std::size_t>(n);
    return v;
  }
  std::size_t byteOffset() const { return bit_ / 8; }
  // Bytes touched so far, a partly read byte included.
  std::size_t bytesUsed() const { return (bit_ + 7) / 8; }
  bool failed() const { return !error_.empty(); }
  const std::string& error() const { return error_; }
  void fail(const std::string& what) {
    if (error_.empty()) {
      error_ = "offset " + std::to_string(bit_ / 8) + " bit " + std::to_string(bit_ % 8) + ": " + what;
    }
  }

 private:
  std::span<const std::uint8_t> in_;
  std::size_t bit_;
  std::string error_;
};

// The message for output that would pass the caller's limit.
inline std::string tooLarge(std::size_t at, std::size_t limit) {
  return "offset " + std::to_string(at) + ": the output would pass the limit of " + std::to_string(limit) + " bytes";
}

}  // namespace solidtile::io::sega

// The compact tile encoding of a level layer (docs/formats.md, version 3):
// base64 of packed little-endian tiles (2 bytes each) or tags (1 byte each),
// optionally zstd- or zlib-compressed first.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace solidtile::io {

enum class TileCompression { None, Zstd, Zlib };

// "zstd", "zlib"; nullopt for any other name.
std::optional<TileCompression> compressionNamed(std::string_view name);
const char* compressionName(TileCompression c);

// The text a compact layer holds for these bytes.
std::string encodeCompactBytes(const std::uint8_t* bytes, std::size_t size, TileCompression compression);

// A compact layer's bytes, compressed, or with `unlessLarger` left as they
// are when `compression` does not shrink them; appendTo writes their base64.
class CompactBytes {
 public:
  CompactBytes(const std::uint8_t* bytes, std::size_t size, TileCompression compression, bool unlessLarger);
  TileCompression compression() const { return compression_; }
  std::size_t base64Size() const { return (size_ + 2) / 3 * 4; }
  void appendTo(std::string& out) const;

 private:
  std::unique_ptr<std::uint8_t[]> packed_;
  const std::uint8_t* bytes_;
  std::size_t size_;
  TileCompression compression_ = TileCompression::None;
};

// Plain base64 (with '=' padding).
std::string encodeBase64(const std::uint8_t* bytes, std::size_t size);
// Decodes the whole groups of 4 base64 digits at the start of `text` (n
// characters), up to the first group holding anything else ('=', a quote);
// how many characters it took (a multiple of 4). `out` has room for n / 4 * 3.
std::size_t decodeBase64Run(const char* text, std::size_t n, std::uint8_t* out);
bool isBase64Digit(char c);
// The most bytes a compressed stream of `size` bytes may take, in either compression.
std::size_t packedBound(std::size_t size);

// Whether `text` can hold `size` bytes, from its length and (zstd) the size
// its frame declares: checked before the bytes are allocated, so a few bytes
// of text cannot claim a layer's worth of memory. False with `why`.
bool compactSizeFits(std::string_view text, TileCompression compression, std::size_t size, std::string* why);

// Decodes `text` into exactly `size` bytes at `out`; false with `why` saying
// what is wrong (not base64, a corrupt stream, too short or too long).
bool decodeCompactBytes(std::string_view text, TileCompression compression, std::uint8_t* out, std::size_t size,
                        std::string* why);

// The same two for a string the reader already decoded from base64 (`decoded`
// bytes at `packed`). packedSizeFits looks only at the first 18 bytes
// (`packed` may be nullptr when they are unknown).
bool packedSizeFits(const std::uint8_t* packed, std::size_t decoded, TileCompression compression, std::size_t size,
                    std::string* why);
bool unpackCompactBytes(const std::uint8_t* packed, std::size_t n, TileCompression compression, std::uint8_t* out,
                        std::size_t size, std::string* why);

// Tiles as their little-endian bytes and back, whatever the host's byte order.
// What a failed ZSTD_decompress (its result `code`) means for data that should
// hold `size` bytes, in a user's words rather than zstd's ("Dictionary mismatch").
std::string zstdFailure(std::size_t code, std::size_t size);
// Whether `head` (at least 4 bytes) starts a zstd skippable frame, whose header
// says nothing of the data: only decoding the whole tells its size.
bool startsSkippableZstdFrame(const std::uint8_t* head, std::size_t n);

std::vector<std::uint8_t> tileBytes(const std::vector<std::uint16_t>& tiles);
void tilesFromLittleEndian(std::vector<std::uint16_t>& tiles);

}  // namespace solidtile::io

// The compact tile encoding of a level layer (docs/formats.md, version 3):
// base64 of packed little-endian tiles (2 bytes each) or tags (1 byte each),
// optionally zstd- or zlib-compressed first.
#pragma once

#include <cstddef>
#include <cstdint>
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

// Whether `text` can hold `size` bytes, from its length and (zstd) the size
// its frame declares: checked before the bytes are allocated, so a few bytes
// of text cannot claim a layer's worth of memory. False with `why`.
bool compactSizeFits(std::string_view text, TileCompression compression, std::size_t size, std::string* why);

// Decodes `text` into exactly `size` bytes at `out`; false with `why` saying
// what is wrong (not base64, a corrupt stream, too short or too long).
bool decodeCompactBytes(std::string_view text, TileCompression compression, std::uint8_t* out, std::size_t size,
                        std::string* why);

// Tiles as their little-endian bytes and back, whatever the host's byte order.
std::vector<std::uint8_t> tileBytes(const std::vector<std::uint16_t>& tiles);
void tilesFromLittleEndian(std::vector<std::uint16_t>& tiles);

}  // namespace solidtile::io

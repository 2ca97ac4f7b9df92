// Decoders (and a Kosinski encoder) for the compression formats of the Mega Drive Sonic games, as their
// community disassemblies store level data: Kosinski (chunks) and Kosinski Moduled, Enigma (block
// mappings, tilemaps) and Nemesis (8x8 art). Each decoder writes at most `maxOutput` bytes and reports a
// corrupt or truncated stream with the input offset and what it expected there.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace solidtile::io::sega {

// Far above any level file of the original games (the largest is tens of KiB).
inline constexpr std::size_t kMaxDecodedBytes = 16u * 1024u * 1024u;

struct Decoded {
  std::vector<std::uint8_t> bytes;
  std::size_t consumed = 0;  // input bytes read up to the end marker
  std::string error;         // "offset 41: expected a descriptor word, the data ends"; empty when it decoded
  bool ok() const { return error.empty(); }
};

Decoded decodeKosinski(std::span<const std::uint8_t> in, std::size_t maxOutput = kMaxDecodedBytes);
// A stream decodeKosinski reads back as `in`: at each byte the longest match
// of the last $2000 (an inline copy when 2-5 bytes within $100, else a full
// copy of 3 or more), otherwise a literal; then zeros up to a multiple of
// `padTo` bytes (the disassemblies' Kosinski files are padded to 16). Valid,
// not the original compressor's choices: re-encoding a game file need not
// give its bytes back.
std::vector<std::uint8_t> encodeKosinski(std::span<const std::uint8_t> in, std::size_t padTo = 1);
// Kosinski Moduled (Sonic 3 & Knuckles art, some Sonic 2 and S3K data): a
// big-endian word of the decoded size, then Kosinski streams of $1000 bytes
// each (the last one the remainder), each starting on a 16-byte boundary
// counted from the first. A size of $A000 reads as $8000, as the game does.
Decoded decodeKosinskiModuled(std::span<const std::uint8_t> in, std::size_t maxOutput = kMaxDecodedBytes);
// Big-endian words; `startTile` is added to every word as the game adds the art tile.
Decoded decodeEnigma(std::span<const std::uint8_t> in, std::size_t maxOutput = kMaxDecodedBytes,
                     std::uint16_t startTile = 0);
// 32 bytes per 8x8 tile, 4 bits a pixel, the left pixel in the high nibble.
Decoded decodeNemesis(std::span<const std::uint8_t> in, std::size_t maxOutput = kMaxDecodedBytes);

}  // namespace solidtile::io::sega

// One Kosinski stream inside a larger buffer, for the formats built of them
// (Kosinski Moduled): offsets in errors count from the start of the buffer.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>

#include "solidtile/io/sega_compression.h"

namespace solidtile::io::sega {

// Decodes the stream starting at `start` into d.bytes (empty on entry).
// Returns the offset just past its end marker, or 0 with d.error set.
std::size_t decodeKosinskiStream(std::span<const std::uint8_t> in, std::size_t start, std::size_t maxOutput, Decoded& d);

}  // namespace solidtile::io::sega

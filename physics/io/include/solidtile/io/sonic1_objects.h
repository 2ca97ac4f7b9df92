// Sonic 1's object layout (objpos/*.bin, read by ObjPosLoad): 6-byte entries,
// x word, y word (bits 0-11 y, bit 14 X flip, bit 15 Y flip), id byte (bit 7:
// the game remembers the object's state), subtype byte; x = $FFFF ends it.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "solidtile/io/problem.h"

namespace solidtile::io {

struct Sonic1Object {
  std::uint16_t x = 0, y = 0;
  std::uint8_t id = 0;  // without bit 7
  std::uint8_t subtype = 0;
  bool flipX = false, flipY = false;
  bool remember = false;  // bit 7 of the id byte
  bool operator==(const Sonic1Object&) const = default;
};

struct Sonic1ObjectsResult {
  std::optional<std::vector<Sonic1Object>> objects;  // set only when problems is empty
  std::vector<Problem> problems;                     // where: "offset N"
};

inline constexpr std::size_t kMaxSonic1Objects = 16384;

Sonic1ObjectsResult parseSonic1Objects(std::span<const std::uint8_t> bytes);

}  // namespace solidtile::io

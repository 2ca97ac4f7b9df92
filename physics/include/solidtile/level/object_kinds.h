// What touching a level object does beyond being solid (issue 26, level
// format version 6): a block only stands in the way, a spring launches, spikes
// hurt. The kinds' fields live in SolidObject (objects.h).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "solidtile/fixed.h"

namespace solidtile {

enum class ObjectKind : std::uint8_t { Block = 0, Spring = 1, Spikes = 2 };
// A spring's launch direction, or the side spikes point to.
enum class ObjectDir : std::uint8_t { Up = 0, Down = 1, Left = 2, Right = 3 };

const char* objectKindName(ObjectKind k);  // block, spring, spikes
const char* objectDirName(ObjectDir d);    // up, down, left, right
std::optional<ObjectKind> parseObjectKind(std::string_view name);
std::optional<ObjectDir> parseObjectDir(std::string_view name);

// Sonic 1's and 2's spring strengths (Spring_Powers, Obj41_Strengths: -$1000
// and -$A00, negated for the launch direction), as launch speeds in subpixels.
struct SpringSpeed {
  static constexpr Sub kRed = 0x1000;
  static constexpr Sub kYellow = 0xA00;
  static constexpr Sub kMax = 0x7FFF;  // the games' speeds are signed words
};

struct SolidObject;
// Empty when the kind's fields fit it, else what is wrong (objectProblem asks).
std::string objectKindProblem(const SolidObject& o);

}  // namespace solidtile

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

// A bridge (format version 7) is Sonic 1's and 2's Obj11: a row of 16 px logs
// that sag under the player (sonic/bridge.h).
enum class ObjectKind : std::uint8_t { Block = 0, Spring = 1, Spikes = 2, Bridge = 3 };
// A spring's launch direction, or the side spikes point to.
enum class ObjectDir : std::uint8_t { Up = 0, Down = 1, Left = 2, Right = 3 };

const char* objectKindName(ObjectKind k);  // block, spring, spikes, bridge
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

// A bridge's logs (Obj11's subtype): each kBridgeLogWidth px wide. The games'
// bend tables (Obj11_BendData) have rows for 16 logs at most.
struct BridgeLogs {
  static constexpr int kMin = 1;
  static constexpr int kMax = 16;
  static constexpr std::int32_t kLogWidth = 16;
};

struct SolidObject;
// Empty when the kind's fields fit it, else what is wrong (objectProblem asks).
std::string objectKindProblem(const SolidObject& o);

}  // namespace solidtile

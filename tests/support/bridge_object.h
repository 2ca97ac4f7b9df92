// A bridge object for the tests: `logs` logs of 16 px whose top-left is (x, y),
// well formed as level format 7 has it (top-only, w = 16 * logs).
#pragma once

#include <cstdint>

#include "solidtile/level/objects.h"

namespace solidtile::test {

inline SolidObject bridgeObject(int logs, int x, int y) {
  SolidObject o;
  o.kind = ObjectKind::Bridge;
  o.logs = static_cast<std::uint8_t>(logs);
  o.w = logs * BridgeLogs::kLogWidth;
  o.h = 16;
  o.topOnly = true;
  o.path = {{x, y}};
  return o;
}

}  // namespace solidtile::test

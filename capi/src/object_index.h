// Checks an object index argument against a level's objects, for every call
// that names one object.
#pragma once

#include <cstdint>
#include <string>

#include "api_status.h"
#include "solidtile/level/level.h"

namespace solidtile::capi {

inline stStatus checkObjectIndex(const char* fn, const Level& level, std::int32_t index) {
  const auto count = static_cast<long>(level.objects.size());
  if (index >= 0 && index < count) return stStatus_ok;
  if (count == 0) return fail(fn, stStatus_badValue, "index is " + std::to_string(index) + "; the level has no objects");
  return fail(fn, stStatus_badValue, outside("index", index, 0, count - 1) + " (the level's objects)");
}

}  // namespace solidtile::capi

// FNV-1a, 64 bits, as 16 hex digits: the golden traces' hash, enough to notice any changed byte.
#pragma once

#include <cstdint>
#include <cstdio>
#include <string>

namespace solidtile::test {

inline std::string fnv1a(const std::string& bytes) {
  std::uint64_t h = 1469598103934665603ull;
  for (char c : bytes) {
    h ^= static_cast<unsigned char>(c);
    h *= 1099511628211ull;
  }
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h));
  return buf;
}

}  // namespace solidtile::test

// Feeds arbitrary bytes to decodeGameDemo as both games; aborts when a movie
// breaks demo_checks.h.
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include "demo_checks.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string failure = solidtile::fuzz::checkGameDemo({reinterpret_cast<const char*>(data), size});
  if (!failure.empty()) {
    std::fprintf(stderr, "%s\n", failure.c_str());
    std::abort();
  }
  return 0;
}

// Feeds arbitrary bytes to the C API as a sequence of level-building and
// object calls with the controllers stepping between them (capi_build_checks.h);
// aborts on a broken rule.
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include "capi_build_checks.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string failure = solidtile::fuzz::checkCApiBuild({reinterpret_cast<const char*>(data), size});
  if (!failure.empty()) {
    std::fprintf(stderr, "%s\n", failure.c_str());
    std::abort();
  }
  return 0;
}

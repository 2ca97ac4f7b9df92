// Feeds arbitrary bytes to the LDtk project reader; aborts when an accepted
// project is not a valid level or does not survive level -> LDtk -> level.
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include "ldtk_checks.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string failure = solidtile::fuzz::checkLdtkProject({reinterpret_cast<const char*>(data), size});
  if (!failure.empty()) {
    std::fprintf(stderr, "%s\n", failure.c_str());
    std::abort();
  }
  return 0;
}

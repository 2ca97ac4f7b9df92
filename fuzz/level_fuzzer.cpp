// Feeds arbitrary bytes to parseLevel; aborts when a parsed level does not
// survive format -> parse -> format (sanitizers catch the rest).
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include "parser_checks.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string failure = solidtile::fuzz::checkLevelText({reinterpret_cast<const char*>(data), size});
  if (!failure.empty()) {
    std::fprintf(stderr, "%s\n", failure.c_str());
    std::abort();
  }
  return 0;
}

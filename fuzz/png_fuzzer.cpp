// Feeds arbitrary bytes to the collision image importer; aborts when an
// imported level is invalid or does not survive export -> import.
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include "parser_checks.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string failure = solidtile::fuzz::checkCollisionImage({reinterpret_cast<const char*>(data), size});
  if (!failure.empty()) {
    std::fprintf(stderr, "%s\n", failure.c_str());
    std::abort();
  }
  return 0;
}

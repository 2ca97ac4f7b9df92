// Feeds arbitrary bytes to parseMovie; aborts when a parsed movie does not round-trip.
// A cap of 100,000 frames reaches the same limit checks as the real one
// without spending the run allocating 100 MB movies.
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include "parser_checks.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string failure = solidtile::fuzz::checkMovieText({reinterpret_cast<const char*>(data), size}, 100'000);
  if (!failure.empty()) {
    std::fprintf(stderr, "%s\n", failure.c_str());
    std::abort();
  }
  return 0;
}

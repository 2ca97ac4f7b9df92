// Feeds arbitrary bytes to parseBranches; aborts when parsed branches do not
// round-trip. Small caps reach the same limit checks as the real ones without
// spending the run allocating 100 MB of frames.
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include "parser_checks.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const solidtile::io::BranchLimits limits{100'000, 300'000, 50};
  const std::string failure = solidtile::fuzz::checkBranchesText({reinterpret_cast<const char*>(data), size}, limits);
  if (!failure.empty()) {
    std::fprintf(stderr, "%s\n", failure.c_str());
    std::abort();
  }
  return 0;
}

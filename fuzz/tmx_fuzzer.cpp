// Feeds arbitrary bytes to the TMX map reader; aborts when an accepted map
// is not a valid level or does not survive level -> TMX / JSON -> level.
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include "parser_checks.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string failure = solidtile::fuzz::checkTiledMap({reinterpret_cast<const char*>(data), size}, false);
  if (!failure.empty()) {
    std::fprintf(stderr, "%s\n", failure.c_str());
    std::abort();
  }
  return 0;
}

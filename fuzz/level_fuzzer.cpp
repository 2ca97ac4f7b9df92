// Feeds arbitrary bytes to parseLevel; aborts when a parsed level does not
// survive format -> parse -> format, or reading base64 straight changes the result (sanitizers catch the rest).
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include "level_checks.h"
#include "parser_checks.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  std::string failure = solidtile::fuzz::checkLevelText(text);
  if (failure.empty()) failure = solidtile::fuzz::checkLevelReadBothWays(text);
  if (!failure.empty()) {
    std::fprintf(stderr, "%s\n", failure.c_str());
    std::abort();
  }
  return 0;
}

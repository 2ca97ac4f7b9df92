// Feeds arbitrary bytes to the SonLVL parser (checkSonlvlIni); aborts when it breaks its contract.
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include "sonlvl_checks.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string failure = solidtile::fuzz::checkSonlvlIni({reinterpret_cast<const char*>(data), size});
  if (!failure.empty()) {
    std::fprintf(stderr, "%s\n", failure.c_str());
    std::abort();
  }
  return 0;
}

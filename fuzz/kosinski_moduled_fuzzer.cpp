// Feeds arbitrary bytes to the Kosinski Moduled decoder; aborts when it breaks its contract.
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include "sega_checks.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string failure =
      solidtile::fuzz::checkSegaDecoder(solidtile::fuzz::SegaFormat::KosinskiModuled, {reinterpret_cast<const char*>(data), size});
  if (!failure.empty()) {
    std::fprintf(stderr, "%s\n", failure.c_str());
    std::abort();
  }
  return 0;
}

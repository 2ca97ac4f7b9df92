// Imports a SonLVL level whose layout and object layout are arbitrary bytes
// (SonlvlLevelSandbox::check: Sonic 1, 2 or 3 & Knuckles by the first byte),
// or, built as sonlvl_keys_fuzzer (SOLIDTILE_FUZZ_KEYS), whose INI section
// ends with arbitrary keys (checkKeys); aborts when the import breaks its contract. The project lives in a scratch folder
// made once per process (under /dev/shm when there is one: every run writes two files).
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <string>
#include <string_view>

#include <unistd.h>

#include "sonlvl_level_checks.h"

namespace {
std::unique_ptr<solidtile::fuzz::SonlvlLevelSandbox> sandbox;
}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  const std::filesystem::path base = std::filesystem::is_directory("/dev/shm") ? "/dev/shm" : std::filesystem::temp_directory_path();
  const std::filesystem::path dir = base / ("solidtile-sonlvl-fuzz-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  sandbox = std::make_unique<solidtile::fuzz::SonlvlLevelSandbox>(dir);
  // Removed when the process ends normally (libFuzzer's runs end with exit()).
  static const struct Remove {
    std::filesystem::path d;
    ~Remove() {
      std::error_code ec;
      std::filesystem::remove_all(d, ec);
    }
  } remove{dir};
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view input(reinterpret_cast<const char*>(data), size);
#ifdef SOLIDTILE_FUZZ_KEYS
  const std::string failure = sandbox->checkKeys(input);
#else
  const std::string failure = sandbox->check(input);
#endif
  if (!failure.empty()) {
    std::fprintf(stderr, "%s\n", failure.c_str());
    std::abort();
  }
  return 0;
}

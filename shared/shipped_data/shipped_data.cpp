#include "shipped_data.h"

#include <cstdlib>
#include <system_error>

namespace solidtile::shipped {
namespace {

bool holdsData(const std::filesystem::path& dir) {
  std::error_code ec;
  return std::filesystem::is_directory(dir / "levels", ec);
}

}  // namespace

std::optional<std::filesystem::path> dataDir() {
  if (const char* env = std::getenv("SOLIDTILE_DATA_DIR"); env && *env) {
    if (holdsData(env)) return std::filesystem::path(env);
  }
  std::error_code ec;
  // Relative to the program, so an installed tree works wherever it was put.
  const std::filesystem::path exe = std::filesystem::read_symlink("/proc/self/exe", ec);
  if (!ec) {
    const std::filesystem::path installed = (exe.parent_path() / SOLIDTILE_DATA_FROM_BIN).lexically_normal();
    if (holdsData(installed)) return installed;
  }
  if (holdsData("data")) return std::filesystem::path("data");
  return std::nullopt;
}

std::filesystem::path findInput(const std::string& arg, const char* kind) {
  std::error_code ec;
  const std::filesystem::path given(arg);
  if (arg.empty() || std::filesystem::exists(given, ec)) return given;
  if (const auto dir = dataDir()) {
    const std::filesystem::path shippedFile = *dir / kind / given;
    if (std::filesystem::is_regular_file(shippedFile, ec)) return shippedFile;
  }
  return given;
}

}  // namespace solidtile::shipped

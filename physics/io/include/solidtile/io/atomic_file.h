// Whole-file reads with a size cap, and atomic writes (temp file + rename).
#pragma once

#include <filesystem>
#include <optional>
#include <string>

namespace solidtile::io {

// Reads a regular file; nullopt with `why` for a directory, a missing file, or one over maxBytes.
std::optional<std::string> readFile(const std::filesystem::path& path, std::size_t maxBytes, std::string* why);
bool writeFileAtomic(const std::filesystem::path& path, const std::string& bytes, std::string* why);

}  // namespace solidtile::io

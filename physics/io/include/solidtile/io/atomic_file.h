// Whole-file reads with a size cap, and atomic writes (temp file + rename).
#pragma once

#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>

namespace solidtile::io {

// Reads a regular file; nullopt with `why` for a directory, a missing file, or one over maxBytes.
std::optional<std::string> readFile(const std::filesystem::path& path, std::size_t maxBytes, std::string* why);
// Writes a temporary file in the same directory, fsyncs it and renames it over
// `path`, so a failed write (full disk, no permission, a crash) leaves the old
// file as it was. An existing file's permissions are kept; a symbolic link is
// followed so the link survives. False with `why` on failure.
bool writeFileAtomic(const std::filesystem::path& path, const std::string& bytes, std::string* why);

}  // namespace solidtile::io

// Whole-file reads with a size cap, and atomic writes (temp file + rename).
#pragma once

#include <cstddef>
#include <filesystem>
#include <istream>
#include <memory>
#include <optional>
#include <string>

namespace solidtile::io {

// Reads a regular file; nullopt with `why` for a directory, a missing file, or one over maxBytes.
std::optional<std::string> readFile(const std::filesystem::path& path, std::size_t maxBytes, std::string* why);
// A file read as a stream (for parsers that need not hold all of it), that
// ends at maxBytes even if the file grows while it is read.
class BoundedFileStream {
 public:
  // nullopt with `why` for a directory, a missing file, or one over maxBytes.
  static std::optional<BoundedFileStream> open(const std::filesystem::path& path, std::size_t maxBytes,
                                               std::string* why);
  BoundedFileStream(BoundedFileStream&&) noexcept;
  ~BoundedFileStream();
  std::istream& stream() { return *stream_; }
  std::size_t size() const { return size_; }  // when opened
  // Empty while all is well; else why the stream ended early (over the cap, a read error).
  std::string problem() const;

 private:
  class Buffer;
  BoundedFileStream();
  bool overLimit() const;
  bool failed() const;
  std::unique_ptr<Buffer> buffer_;
  std::unique_ptr<std::istream> stream_;
  std::size_t size_ = 0;
  std::size_t maxBytes_ = 0;
};

// Writes a temporary file in the same directory, fsyncs it and renames it over
// `path`, so a failed write (full disk, no permission, a crash) leaves the old
// file as it was. An existing file's permissions are kept; a symbolic link is
// followed so the link survives. False with `why` on failure.
bool writeFileAtomic(const std::filesystem::path& path, const std::string& bytes, std::string* why);

}  // namespace solidtile::io

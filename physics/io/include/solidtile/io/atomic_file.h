// Whole-file reads with a size cap, and atomic writes (temp file + rename).
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <istream>
#include <memory>
#include <optional>
#include <streambuf>
#include <string>
#include <string_view>

namespace solidtile::io {

// Reads a regular file; nullopt with `why` for a directory, a missing file, or one over maxBytes.
std::optional<std::string> readFile(const std::filesystem::path& path, std::size_t maxBytes, std::string* why);
// A stream buffer whose unread bytes a parser may look at and skip, to read
// long runs (a level's tile rows) without going a character at a time.
class PeekableBuffer : public std::streambuf {
 public:
  std::string_view buffered() const { return {gptr(), static_cast<std::size_t>(egptr() - gptr())}; }
  void consume(std::size_t n) { setg(eback(), gptr() + n, egptr()); }
  // Whether the character just read (still in the buffer) was c.
  bool lastReadWas(char c) const { return gptr() != eback() && gptr()[-1] == c; }
  // Bytes read so far from the start of the stream (not counting injected ones).
  std::uint64_t offset() const { return base_ + static_cast<std::uint64_t>(gptr() - eback()); }
  // Makes the n characters at `text` (the caller keeps them until they are
  // read) the next ones read, then the buffer as it was: a parser that read
  // a run itself hands its reader the few characters it still expects.
  void inject(char* text, std::size_t n);

 protected:
  // The injected characters' end, else refill().
  int_type underflow() final;
  // More of the stream, or eof; a buffer that refills advances base_.
  virtual int_type refill() { return traits_type::eof(); }

 public:
  // Reads more of the stream in after the unread bytes, keeping the last
  // character read before them, so a parser can look at a whole line that
  // crossed the buffer's end; false when nothing more came in.
  virtual bool extend() { return false; }

 protected:
  std::uint64_t base_ = 0;  // the stream offset of eback(); a refilling buffer advances it

 private:
  char* savedBack_ = nullptr;  // the buffer's get area while injected characters are read
  char* savedNext_ = nullptr;
  char* savedEnd_ = nullptr;
  bool injected_ = false;
};

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

#include "solidtile/io/atomic_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <memory>
#include <streambuf>
#include <system_error>
#include <vector>

namespace solidtile::io {
namespace fs = std::filesystem;

namespace {

bool fail(std::string* why, const std::string& message) {
  if (why) *why = message;
  return false;
}

std::string errnoText(int err) { return std::strerror(err); }

// Closes the descriptor and removes the temporary file unless the rename happened.
struct TempFile {
  int fd = -1;
  std::string path;
  bool renamed = false;
  ~TempFile() {
    if (fd >= 0) ::close(fd);
    if (!renamed && !path.empty()) ::unlink(path.c_str());
  }
};

bool writeAll(int fd, const std::string& bytes) {
  std::size_t done = 0;
  while (done < bytes.size()) {
    const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
    if (n < 0) {
      if (errno == EINTR) continue;
      return false;
    }
    done += static_cast<std::size_t>(n);
  }
  return true;
}

}  // namespace

namespace {

std::string limitText(std::size_t maxBytes) {
  return "more than the " + std::to_string(maxBytes) + " bytes a file of this kind may have";
}

// The file's size when it is a regular file within maxBytes, else nullopt with `why`.
std::optional<std::uintmax_t> readableSize(const fs::path& path, std::size_t maxBytes, std::string* why) {
  std::error_code ec;
  const fs::file_status st = fs::status(path, ec);
  if (!fs::exists(st)) {
    fail(why, "does not exist");
    return std::nullopt;
  }
  if (fs::is_directory(st)) {
    fail(why, "is a directory, not a file");
    return std::nullopt;
  }
  if (!fs::is_regular_file(st)) {
    fail(why, "is not a regular file");
    return std::nullopt;
  }
  const std::uintmax_t size = fs::file_size(path, ec);
  if (!ec && size > maxBytes) {
    fail(why, "is " + std::to_string(size) + " bytes, " + limitText(maxBytes));
    return std::nullopt;
  }
  return ec ? 0 : size;
}

}  // namespace

void PeekableBuffer::inject(char* text, std::size_t n) {
  if (!injected_) {
    savedBack_ = eback();
    savedNext_ = gptr();
    savedEnd_ = egptr();
  }
  injected_ = true;
  setg(text, text, text + n);
}

PeekableBuffer::int_type PeekableBuffer::underflow() {
  if (gptr() < egptr()) return traits_type::to_int_type(*gptr());
  if (injected_) {
    injected_ = false;
    setg(savedBack_, savedNext_, savedEnd_);
    if (gptr() < egptr()) return traits_type::to_int_type(*gptr());
  }
  return refill();
}

// Reads through a 1 MiB buffer and reports the end of the file at the cap,
// so a file that grows while it is read still cannot be read past it.
class BoundedFileStream::Buffer : public PeekableBuffer {
 public:
  Buffer(int fd, std::size_t maxBytes) : fd_(fd), left_(maxBytes), chunk_(1u << 20) {}
  ~Buffer() override { ::close(fd_); }
  bool overLimit() const { return overLimit_; }
  bool failed() const { return failed_; }

 protected:
  int_type refill() override {
    const std::size_t got = readInto(chunk_.data(), chunk_.size());
    if (got == 0) return traits_type::eof();
    base_ += static_cast<std::uint64_t>(egptr() - eback());
    setg(chunk_.data(), chunk_.data(), chunk_.data() + got);
    return traits_type::to_int_type(*gptr());
  }

  bool extend() override {
    const auto unread = static_cast<std::size_t>(egptr() - gptr());
    if (gptr() == eback() || eback() != chunk_.data() || unread + 1 >= chunk_.size()) return false;
    // The last character read stays just before the unread ones.
    char* from = gptr() - 1;
    base_ += static_cast<std::uint64_t>(from - eback());
    std::memmove(chunk_.data(), from, unread + 1);
    const std::size_t got = readInto(chunk_.data() + unread + 1, chunk_.size() - unread - 1);
    setg(chunk_.data(), chunk_.data() + 1, chunk_.data() + 1 + unread + got);
    return got > 0;
  }

 private:
  // Up to `room` more bytes of the file at `at`, never past the cap; 0 at its end.
  std::size_t readInto(char* at, std::size_t room) {
    ssize_t n;
    do {
      n = ::read(fd_, at, room);
    } while (n < 0 && errno == EINTR);
    if (n < 0) failed_ = true;
    if (n <= 0) return 0;
    auto got = static_cast<std::size_t>(n);
    if (got > left_) {
      overLimit_ = true;
      got = left_;
    }
    left_ -= got;
    return got;
  }

 private:
  int fd_;
  std::size_t left_;
  std::vector<char> chunk_;
  bool overLimit_ = false;
  bool failed_ = false;
};

std::optional<BoundedFileStream> BoundedFileStream::open(const fs::path& path, std::size_t maxBytes,
                                                         std::string* why) {
  const std::optional<std::uintmax_t> size = readableSize(path, maxBytes, why);
  if (!size) return std::nullopt;
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) {
    fail(why, "cannot be opened: " + errnoText(errno));
    return std::nullopt;
  }
  BoundedFileStream s;
  s.buffer_ = std::make_unique<Buffer>(fd, maxBytes);
  s.stream_ = std::make_unique<std::istream>(s.buffer_.get());
  s.size_ = static_cast<std::size_t>(*size);
  s.maxBytes_ = maxBytes;
  return s;
}

BoundedFileStream::BoundedFileStream() = default;
BoundedFileStream::BoundedFileStream(BoundedFileStream&&) noexcept = default;
BoundedFileStream::~BoundedFileStream() = default;

bool BoundedFileStream::overLimit() const { return buffer_ && buffer_->overLimit(); }
bool BoundedFileStream::failed() const { return buffer_ && buffer_->failed(); }

std::string BoundedFileStream::problem() const {
  if (overLimit()) return "is " + limitText(maxBytes_);
  if (failed()) return "could not be read: " + errnoText(EIO);
  return {};
}

std::optional<std::string> readFile(const fs::path& path, std::size_t maxBytes, std::string* why) {
  if (!readableSize(path, maxBytes, why)) return std::nullopt;
  const std::string limit = limitText(maxBytes);
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    fail(why, "cannot be opened: " + errnoText(errno));
    return std::nullopt;
  }
  // The size can change between the check and the read; never read past the cap.
  std::string bytes;
  std::vector<char> chunk(64 * 1024);
  while (in) {
    in.read(chunk.data(), static_cast<std::streamsize>(chunk.size()));
    const auto got = static_cast<std::size_t>(in.gcount());
    if (bytes.size() + got > maxBytes) {
      fail(why, "is " + limit);
      return std::nullopt;
    }
    bytes.append(chunk.data(), got);
  }
  if (in.bad()) {
    fail(why, "could not be read: " + errnoText(errno));
    return std::nullopt;
  }
  return bytes;
}

bool writeFileAtomic(const fs::path& requested, const std::string& bytes, std::string* why) {
  std::error_code ec;
  fs::path path = requested;
  if (fs::is_symlink(fs::symlink_status(requested, ec))) {
    path = fs::weakly_canonical(requested, ec);
    if (ec) return fail(why, "cannot follow the link: " + ec.message());
  }
  const fs::file_status st = fs::status(path, ec);
  if (fs::is_directory(st)) return fail(why, "is a directory");
  if (fs::exists(st) && !fs::is_regular_file(st)) return fail(why, "is not a regular file");

  const fs::path dir = path.has_parent_path() ? path.parent_path() : fs::path(".");
  TempFile temp;
  // A hidden name beside the target: same file system, so the rename is atomic.
  std::string tempName = path.filename().string();
  tempName.insert(0, 1, '.');
  tempName += ".XXXXXX";
  std::string pattern = (dir / tempName).string();
  temp.fd = ::mkstemp(pattern.data());
  if (temp.fd < 0) return fail(why, "cannot create a temporary file in " + dir.string() + ": " + errnoText(errno));
  temp.path = pattern;

  const mode_t mode = fs::exists(st) ? static_cast<mode_t>(st.permissions() & fs::perms::mask) : mode_t{0644};
  if (::fchmod(temp.fd, mode) != 0) return fail(why, "cannot set permissions: " + errnoText(errno));
  if (!writeAll(temp.fd, bytes)) return fail(why, "cannot write: " + errnoText(errno));
  if (::fsync(temp.fd) != 0) return fail(why, "cannot flush to disk: " + errnoText(errno));
  const int fd = temp.fd;
  temp.fd = -1;
  if (::close(fd) != 0) return fail(why, "cannot close: " + errnoText(errno));
  if (::rename(temp.path.c_str(), path.c_str()) != 0) return fail(why, "cannot replace the file: " + errnoText(errno));
  temp.renamed = true;

  // The rename is durable only once the directory entry is on disk.
  const int dirFd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dirFd >= 0) {
    ::fsync(dirFd);
    ::close(dirFd);
  }
  return true;
}

}  // namespace solidtile::io

// Where `solidtile sim` writes its trace: stdout in 1 MiB chunks as it goes,
// or a file written atomically at the end, or nowhere (--no-trace).
#pragma once

#include <cstdio>
#include <string>

#include "solidtile/io/atomic_file.h"

namespace solidtile::cli {

class TraceOut {
 public:
  TraceOut(bool enabled, std::string path) : enabled_(enabled), path_(std::move(path)) {
    // Room for a chunk and the row that overflows it: the buffer never grows while streaming.
    if (enabled_ && path_.empty()) out_.reserve(kChunk + 4096);
  }
  bool enabled() const { return enabled_; }
  std::string& buffer() { return out_; }
  // After each row: hands a full buffer to stdout.
  void flushSome() {
    if (enabled_ && path_.empty() && out_.size() > kChunk) {
      std::fwrite(out_.data(), 1, out_.size(), stdout);
      out_.clear();
    }
  }
  // Writes what is left; false with a message on stderr when it could not.
  bool finish(const char* program) {
    if (!enabled_) return true;
    if (path_.empty()) {
      std::fwrite(out_.data(), 1, out_.size(), stdout);
      if (std::fflush(stdout) == 0) return true;
      std::fprintf(stderr, "%s: could not write the trace to stdout\n", program);
      return false;
    }
    std::string why;
    if (io::writeFileAtomic(path_, out_, &why)) return true;
    std::fprintf(stderr, "%s: %s\n", program, why.c_str());
    return false;
  }

 private:
  // Few large writes rather than many small ones (issue 15).
  static constexpr std::size_t kChunk = std::size_t{1} << 20;
  bool enabled_;
  std::string path_;
  std::string out_;
};

}  // namespace solidtile::cli

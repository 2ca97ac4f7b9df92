#include "solidtile/io/atomic_file.h"

#include <gtest/gtest.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/stat.h>

#include "../support/temp_dir.h"

namespace solidtile {
namespace {
namespace fs = std::filesystem;
using test::readText;
using test::TempDir;
using test::writeText;

std::size_t entriesIn(const fs::path& dir) {
  std::size_t n = 0;
  for ([[maybe_unused]] const auto& e : fs::directory_iterator(dir)) ++n;
  return n;
}

// Makes write() fail past `bytes` (EFBIG), as a full disk would; root ignores
// permissions, so this is the failure a test can always cause.
class FileSizeLimit {
 public:
  explicit FileSizeLimit(rlim_t bytes) {
    ::signal(SIGXFSZ, SIG_IGN);
    ::getrlimit(RLIMIT_FSIZE, &saved_);
    rlimit lower = saved_;
    lower.rlim_cur = bytes;
    ::setrlimit(RLIMIT_FSIZE, &lower);
  }
  ~FileSizeLimit() { ::setrlimit(RLIMIT_FSIZE, &saved_); }

 private:
  rlimit saved_{};
};

TEST(AtomicFile, WritesAndReadsBackTheSameBytes) {
  TempDir dir;
  const std::string bytes("a\0b\nc", 5);
  std::string why;
  ASSERT_TRUE(io::writeFileAtomic(dir / "f", bytes, &why)) << why;
  EXPECT_EQ(io::readFile(dir / "f", 100, &why), bytes);
}

TEST(AtomicFile, ReplacesAnExistingFileAndKeepsItsPermissions) {
  TempDir dir;
  writeText(dir / "f", "old");
  fs::permissions(dir / "f", fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read);
  ASSERT_TRUE(io::writeFileAtomic(dir / "f", "new", nullptr));
  EXPECT_EQ(readText(dir / "f"), "new");
  EXPECT_EQ(fs::status(dir / "f").permissions(), fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read);
  EXPECT_EQ(entriesIn(dir.path()), 1u);
}

TEST(AtomicFile, AFailingWriteLeavesTheOldFileIntactAndNoTemporaryFile) {
  TempDir dir;
  writeText(dir / "f", "the old contents");
  std::string why;
  bool ok = true;
  {
    FileSizeLimit limit(64);
    ok = io::writeFileAtomic(dir / "f", std::string(4096, 'x'), &why);
  }
  EXPECT_FALSE(ok);
  EXPECT_NE(why.find("cannot write"), std::string::npos) << why;
  EXPECT_EQ(readText(dir / "f"), "the old contents");
  EXPECT_EQ(entriesIn(dir.path()), 1u);
}

TEST(AtomicFile, FailsWhenTheParentIsAFile) {
  TempDir dir;
  writeText(dir / "plain", "x");
  std::string why;
  EXPECT_FALSE(io::writeFileAtomic(dir / "plain" / "f", "data", &why));
  EXPECT_NE(why.find("Not a directory"), std::string::npos) << why;
  EXPECT_EQ(readText(dir / "plain"), "x");
}

TEST(AtomicFile, RefusesToReplaceADirectory) {
  TempDir dir;
  fs::create_directory(dir / "d");
  writeText(dir / "d" / "inside", "kept");
  std::string why;
  EXPECT_FALSE(io::writeFileAtomic(dir / "d", "data", &why));
  EXPECT_EQ(why, "is a directory");
  EXPECT_EQ(readText(dir / "d" / "inside"), "kept");
}

TEST(AtomicFile, WritesThroughASymbolicLinkAndKeepsTheLink) {
  TempDir dir;
  writeText(dir / "target", "old");
  fs::create_symlink(dir / "target", dir / "link");
  ASSERT_TRUE(io::writeFileAtomic(dir / "link", "new", nullptr));
  EXPECT_TRUE(fs::is_symlink(dir / "link"));
  EXPECT_EQ(readText(dir / "target"), "new");
}

TEST(AtomicFile, ReadRefusesAFileOverTheCap) {
  TempDir dir;
  writeText(dir / "f", std::string(101, 'x'));
  std::string why;
  EXPECT_FALSE(io::readFile(dir / "f", 100, &why));
  EXPECT_EQ(why, "is 101 bytes, more than the 100 bytes a file of this kind may have");
  EXPECT_TRUE(io::readFile(dir / "f", 101, &why));
}

TEST(AtomicFile, ReadSaysWhatIsWrongWithThePath) {
  TempDir dir;
  std::string why;
  EXPECT_FALSE(io::readFile(dir.path(), 100, &why));
  EXPECT_EQ(why, "is a directory, not a file");
  EXPECT_FALSE(io::readFile(dir / "missing", 100, &why));
  EXPECT_EQ(why, "does not exist");
  EXPECT_FALSE(io::readFile("/dev/null", 100, &why));
  EXPECT_EQ(why, "is not a regular file");
}

}  // namespace
}  // namespace solidtile

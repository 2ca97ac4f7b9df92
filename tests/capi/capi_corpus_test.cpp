// Replays the C API fuzzer's corpus, so every build checks what it found.
#include <algorithm>
#include <filesystem>
#include <vector>

#include <gtest/gtest.h>

#include "capi_checks.h"
#include "../support/temp_dir.h"

namespace solidtile::test {
namespace {

TEST(CApiCorpus, EveryInputLoadsAndRunsOrIsRefusedCleanly) {
  std::vector<std::filesystem::path> files;
  for (const auto& e :
       std::filesystem::directory_iterator(std::filesystem::path(SOLIDTILE_SOURCE_DIR) / "tests" / "corpus" / "capi_level")) {
    if (e.is_regular_file()) files.push_back(e.path());
  }
  std::sort(files.begin(), files.end());
  ASSERT_GE(files.size(), 10u) << "the C API corpus is missing";
  for (const auto& f : files) EXPECT_EQ(fuzz::checkCApiLevel(readText(f)), "") << f;
}

}  // namespace
}  // namespace solidtile::test

// Replays the C API fuzzer's corpus, so every build checks what it found.
#include <algorithm>
#include <filesystem>
#include <vector>

#include <gtest/gtest.h>

#include "capi_build_checks.h"
#include "capi_checks.h"
#include "../support/temp_dir.h"

namespace solidtile::test {
namespace {

std::vector<std::filesystem::path> corpus(const char* name) {
  std::vector<std::filesystem::path> files;
  for (const auto& e : std::filesystem::directory_iterator(std::filesystem::path(SOLIDTILE_SOURCE_DIR) / "tests" / "corpus" / name)) {
    if (e.is_regular_file()) files.push_back(e.path());
  }
  std::sort(files.begin(), files.end());
  return files;
}

TEST(CApiCorpus, EveryInputLoadsAndRunsOrIsRefusedCleanly) {
  const auto files = corpus("capi_level");
  ASSERT_GE(files.size(), 10u) << "the C API corpus is missing";
  for (const auto& f : files) EXPECT_EQ(fuzz::checkCApiLevel(readText(f)), "") << f;
}

TEST(CApiCorpus, EveryBuildingCallSequenceAppliesOrRefusesWholeAndSteps) {
  const auto files = corpus("capi_build");
  ASSERT_GE(files.size(), 10u) << "the C API building corpus is missing";
  for (const auto& f : files) EXPECT_EQ(fuzz::checkCApiBuild(readText(f)), "") << f;
}

}  // namespace
}  // namespace solidtile::test

// Assertions on problem lists that print the whole list when they fail.
#pragma once

#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "solidtile/io/problem.h"

namespace solidtile::test {

// Passes when some problem is at `where` and its text contains `what`.
inline ::testing::AssertionResult hasProblem(const std::vector<io::Problem>& problems, const std::string& where,
                                             const std::string& what) {
  for (const io::Problem& p : problems) {
    if (p.where == where && p.what.find(what) != std::string::npos) return ::testing::AssertionSuccess();
  }
  return ::testing::AssertionFailure() << "no problem at '" << where << "' saying '" << what << "' in:\n"
                                       << io::describe("file", problems);
}

}  // namespace solidtile::test

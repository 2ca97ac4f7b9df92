// The id table is read without a lock by every call's lookup (issue 31):
// threads stepping their own controllers while others add and destroy
// objects, growing the table past many of its chunks, step exactly as one
// thread alone does.
#include <string>
#include <thread>
#include <vector>

#include "capi_support.h"

namespace solidtile::test {
namespace {

// The tour's first frames on the demo level from one controller, as the x it ends at.
std::int32_t runAlone(stLevelId level, int frames) {
  stControllerDef def = stDefaultControllerDef();
  def.recordSteps = false;
  stControllerId c = stNullControllerId;
  EXPECT_EQ(stCreateController(level, &def, &c), stStatus_ok) << stLastMessage();
  for (int k = 0; k < frames; ++k) {
    const auto input = static_cast<std::uint8_t>(k % 97 < 80 ? stInput_right : stInput_right | stInput_jump);
    EXPECT_EQ(stController_Step(c, input), stStatus_ok) << stLastMessage();
  }
  stPlayerState s{};
  EXPECT_EQ(stController_GetPlayerState(c, &s), stStatus_ok);
  EXPECT_EQ(stDestroyController(c), stStatus_ok);
  return s.x;
}

TEST(CApiThreads, StepsStayExactWhileOtherThreadsGrowAndShrinkTheTable) {
  const stLevelId level = loadDemo();
  constexpr int kFrames = 3000;
  const std::int32_t want = runAlone(level, kFrames);
  std::vector<std::int32_t> got(3, 0);
  std::vector<std::thread> threads;
  for (std::size_t t = 0; t < got.size(); ++t) {
    threads.emplace_back([&, t] { got[t] = runAlone(level, kFrames); });
  }
  for (int t = 0; t < 2; ++t) {
    threads.emplace_back([] {
      stLevelDef def = stDefaultLevelDef();
      def.width = def.height = 2;
      std::vector<stLevelId> made;
      for (int round = 0; round < 4; ++round) {
        for (int i = 0; i < 700; ++i) {  // a few chunks of 256 slots each round
          stLevelId l = stNullLevelId;
          EXPECT_EQ(stCreateLevel(&def, &l), stStatus_ok) << stLastMessage();
          made.push_back(l);
        }
        for (const stLevelId l : made) EXPECT_EQ(stDestroyLevel(l), stStatus_ok);
        made.clear();
      }
    });
  }
  for (std::thread& t : threads) t.join();
  for (const std::int32_t x : got) EXPECT_EQ(x, want);
  EXPECT_NE(want, 0);
  stDestroyLevel(level);
}

}  // namespace
}  // namespace solidtile::test

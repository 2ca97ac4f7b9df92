// Ids: null, destroyed, never issued and of the wrong kind are each reported
// with a clear message, never dereferenced.
#include <cstring>
#include <string>
#include <thread>

#include "capi_support.h"

namespace solidtile::test {
namespace {

using ::testing::HasSubstr;

TEST(CApiHandles, ANullIdIsRefusedAndNamed) {
  stPlayerState s{};
  EXPECT_EQ(stController_GetPlayerState(stNullControllerId, &s), stStatus_nullId);
  EXPECT_STREQ(stLastMessage(), "stController_GetPlayerState: the controller id is null");
  stLevelInfo info{};
  EXPECT_EQ(stLevel_GetInfo(stNullLevelId, &info), stStatus_nullId);
  EXPECT_FALSE(stLevel_IsValid(stNullLevelId));
  EXPECT_FALSE(stController_IsValid(stNullControllerId));
}

TEST(CApiHandles, ADestroyedControllerIsStaleAndItsSlotsNewOwnerIsNotReachedThroughIt) {
  const stLevelId level = loadDemo();
  const stControllerId old = createPlayer(level);
  ST_ASSERT_OK(stDestroyController(old));
  EXPECT_FALSE(stController_IsValid(old));
  EXPECT_EQ(stController_Step(old, 0), stStatus_staleId);
  EXPECT_THAT(stLastMessage(), HasSubstr("is stale: that controller was destroyed"));
  EXPECT_EQ(stDestroyController(old), stStatus_staleId);
  // The slot is reused with a new generation: the old id still does not reach it.
  const stControllerId reused = createPlayer(level);
  EXPECT_EQ(reused.index1, old.index1);
  EXPECT_NE(reused.generation, old.generation);
  EXPECT_EQ(stController_Step(old, 0), stStatus_staleId);
  ST_EXPECT_OK(stController_Step(reused, 0));
  ST_EXPECT_OK(stDestroyLevel(level));
}

TEST(CApiHandles, DestroyingALevelDestroysItsControllersAndNotOthers) {
  const stLevelId a = loadDemo();
  const stLevelId b = loadDemo();
  const stControllerId onA = createPlayer(a);
  const stControllerId onB = createPlayer(b);
  ST_ASSERT_OK(stDestroyLevel(a));
  EXPECT_FALSE(stLevel_IsValid(a));
  EXPECT_FALSE(stController_IsValid(onA));
  EXPECT_EQ(stController_Step(onA, stInput_right), stStatus_staleId);
  EXPECT_TRUE(stController_IsValid(onB));
  ST_EXPECT_OK(stController_Step(onB, stInput_right));
  stControllerId c = stNullControllerId;
  stControllerDef def = stDefaultControllerDef();
  EXPECT_EQ(stCreateController(a, &def, &c), stStatus_staleId);
  EXPECT_TRUE(ST_IS_NULL(c));
  ST_EXPECT_OK(stDestroyLevel(b));
}

TEST(CApiHandles, AnIdOfTheOtherKindIsReportedAsSuch) {
  const stLevelId level = loadDemo();
  const stControllerId player = createPlayer(level);
  // What a binding with a mixed-up handle would pass: the same bits, the other type.
  stControllerId levelAsController;
  std::memcpy(&levelAsController, &level, sizeof level);
  EXPECT_EQ(stController_Step(levelAsController, 0), stStatus_wrongKind);
  EXPECT_THAT(stLastMessage(), HasSubstr("names a level, not a controller"));
  stLevelId controllerAsLevel;
  std::memcpy(&controllerAsLevel, &player, sizeof player);
  stLevelInfo info{};
  EXPECT_EQ(stLevel_GetInfo(controllerAsLevel, &info), stStatus_wrongKind);
  EXPECT_THAT(stLastMessage(), HasSubstr("names a controller, not a level"));
  EXPECT_EQ(stDestroyLevel(controllerAsLevel), stStatus_wrongKind);
  EXPECT_TRUE(stController_IsValid(player));
  ST_EXPECT_OK(stDestroyLevel(level));
}

TEST(CApiHandles, AMadeUpIdIsNeverIssued) {
  const stLevelId madeUp{1 << 30, 1};
  stLevelInfo info{};
  EXPECT_EQ(stLevel_GetInfo(madeUp, &info), stStatus_staleId);
  EXPECT_THAT(stLastMessage(), HasSubstr("was never issued"));
  EXPECT_EQ(stLevel_GetInfo(stLevelId{-3, 1}, &info), stStatus_staleId);
  const stLevelId level = loadDemo();
  EXPECT_EQ(stLevel_GetInfo(stLevelId{level.index1, 0}, &info), stStatus_staleId);
  ST_EXPECT_OK(stDestroyLevel(level));
}

TEST(CApiHandles, ASuccessfulCallClearsTheMessageAndMessagesArePerThread) {
  EXPECT_EQ(stController_Step(stNullControllerId, 0), stStatus_nullId);
  EXPECT_STRNE(stLastMessage(), "");
  std::string other = "unset";
  std::thread([&] { other = stLastMessage(); }).join();
  EXPECT_EQ(other, "");
  const stLevelId level = loadDemo();
  EXPECT_STREQ(stLastMessage(), "");
  ST_EXPECT_OK(stDestroyLevel(level));
}

}  // namespace
}  // namespace solidtile::test

// Level format 10's "object_loading" through the C API (level/object_loading.h):
// the level's setting, and whether a controller's next step finds an object made.
#include <string>

#include "capi_support.h"

namespace solidtile::test {
namespace {

// 64 tiles (1024 px) of floor on row 3; a block under the start (x 16) and
// one at x 900, past the start camera's window (x 0: objects up to $27F).
std::string levelText() {
  std::string tiles;
  for (int row = 0; row < 4; ++row)
    for (int x = 0; x < 64; ++x) tiles += std::string(tiles.empty() ? "" : ", ") + (row == 3 ? "1" : "0");
  return R"({"format": "solidtile-level", "version": 6, "name": "loading", "width": 64, "height": 4,
  "start": {"x": 24, "y": 8},
  "masks": [{"heights": [16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16], "angle": 0}],
  "layers": [{"tiles": [)" + tiles + R"(]}], "path_switchers": [],
  "objects": [{"w": 16, "h": 16, "path": [[16, 32]]}, {"w": 16, "h": 16, "path": [[900, 32]]}]})";
}

int loadedAfterAStep(stLevelId level, int32_t index) {
  stControllerDef def = stDefaultControllerDef();
  def.profile = stProfile_sonic1;
  stControllerId c = stNullControllerId;
  EXPECT_EQ(stCreateController(level, &def, &c), stStatus_ok) << stLastMessage();
  EXPECT_EQ(stController_Step(c, 0), stStatus_ok) << stLastMessage();
  int loaded = -1;
  EXPECT_EQ(stController_GetObjectLoaded(c, index, &loaded), stStatus_ok) << stLastMessage();
  size_t slots = 0;
  const stStatus asked = stController_GetObjectSlots(c, nullptr, 0, &slots);  // capacity 0 asks the count
  EXPECT_EQ(asked, slots == 0 ? stStatus_ok : stStatus_tooSmall) << stLastMessage();
  stDestroyController(c);
  return loaded + 10 * static_cast<int>(slots);
}

TEST(CApiObjectLoading, ACameraLevelLeavesTheFarObjectUnmadeAndKeepsTheWindowInTwoSlots) {
  const std::string text = levelText();
  stLevelId level = stNullLevelId;
  ASSERT_EQ(stLoadLevelMemory(text.data(), text.size(), &level), stStatus_ok) << stLastMessage();
  stObjectLoading mode = stObjectLoading_camera;
  ST_ASSERT_OK(stLevel_GetObjectLoading(level, &mode));
  EXPECT_EQ(mode, stObjectLoading_always);
  EXPECT_EQ(loadedAfterAStep(level, 0), 1);  // loaded, no slots
  EXPECT_EQ(loadedAfterAStep(level, 1), 1);
  ST_ASSERT_OK(stLevel_SetObjectLoading(level, stObjectLoading_camera));
  ST_ASSERT_OK(stLevel_GetObjectLoading(level, &mode));
  EXPECT_EQ(mode, stObjectLoading_camera);
  EXPECT_EQ(loadedAfterAStep(level, 0), 21);  // loaded; the two chunks' slots
  EXPECT_EQ(loadedAfterAStep(level, 1), 20);  // not made
  stDestroyLevel(level);
}

}  // namespace
}  // namespace solidtile::test

// The games' camera through the C API: stController_GetCamera gives the
// screen the profile's camera moved after each step, as the library's own
// stepCamera does beside the same player.
#include "capi_support.h"
#include "solidtile/camera/camera.h"
#include "solidtile/io/level_file.h"
#include "solidtile/sonic/run.h"

namespace solidtile::test {
namespace {

// The shipped demo level in Sonic 2, held right then Down (a crouch).
TEST(CApiCamera, FollowsThePlayerAsTheLibrarysCameraDoes) {
  const stLevelId level = loadDemo();
  const stControllerId c = createPlayer(level, stProfile_sonic2);
  stCamera cam{};
  ASSERT_EQ(stController_GetCamera(c, &cam), stStatus_ok);
  EXPECT_EQ(cam.x, 0);    // start (160, 716): 160 - 160
  EXPECT_EQ(cam.y, 620);  // 716 - 96
  EXPECT_EQ(cam.width, 320);
  EXPECT_EQ(cam.height, 224);
  EXPECT_EQ(cam.lookShift, 96);

  const io::LoadResult file = io::loadLevel(kDemo);
  ASSERT_TRUE(file.file);
  const Level& l = file.file->level;
  const PlayerConfig cfg = defaultPlayerConfig(Profile::Sonic2);
  const CameraConfig k = cameraConfigFor(Profile::Sonic2);
  PlayerState s = startState(l, cfg);
  CameraState mine = startCamera(k, l, s);
  for (int f = 0; f < 300; ++f) {
    const Input in = f < 200 ? input::kRight : input::kDown;
    ASSERT_EQ(stController_Step(c, in), stStatus_ok);
    stepPlayer(s, l, cfg, in);
    stepCamera(mine, k, l, s, cfg);
    ASSERT_EQ(stController_GetCamera(c, &cam), stStatus_ok);
    ASSERT_EQ(cam.x, mine.x) << f;
    ASSERT_EQ(cam.y, mine.y) << f;
    ASSERT_EQ(cam.lookShift, mine.bias) << f;
  }
  EXPECT_GT(cam.x, 500) << "it followed him right";
  EXPECT_EQ(stController_GetCamera(c, nullptr), stStatus_nullArgument);
  stDestroyController(c);
  stDestroyLevel(level);
}

}  // namespace
}  // namespace solidtile::test

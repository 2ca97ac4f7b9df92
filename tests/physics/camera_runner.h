// A player, the level's object slots and the camera stepped as `sim` steps
// them (the player, then the camera and the objects it loads or shows): the
// object-loading and on-screen tests.
#pragma once

#include <vector>

#include "solidtile/camera/camera.h"
#include "solidtile/input.h"
#include "solidtile/level/level.h"
#include "solidtile/level/object_loading.h"
#include "solidtile/sonic/player.h"

namespace solidtile::test {

struct CameraRunner {
  const Level& level;
  PlayerConfig cfg;
  CameraConfig camCfg;
  PlayerState s;
  std::vector<ObjectSlot> slots;
  CameraState camera;
  StepRecord rec;
  CameraRunner(const Level& l, Profile p, int x, int y)
      : level(l), cfg(defaultPlayerConfig(p)), camCfg(cameraConfigFor(p)), s(spawnPlayer(cfg, x, y)),
        slots(l.objects.slotCount()), camera(startCamera(camCfg, l, s)) {
    startObjectLoading(l.objects, camera, slots);
  }
  void step(Input in = 0) {
    stepPlayer(s, level, cfg, in, &rec, slots);
    stepCameraAndObjects(camera, camCfg, level, s, cfg, slots);
  }
  void steps(int n, Input in = 0) {
    for (int i = 0; i < n; ++i) step(in);
  }
};

}  // namespace solidtile::test

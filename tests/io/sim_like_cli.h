// The Sonic player stepped as `solidtile sim` steps him (tools/solidtile/
// sim_sonic.cpp): the objects' slots, the camera that loads them, the
// movie's presses. For the gated tests that play a movie on an imported act.
#pragma once

#include <vector>

#include "solidtile/camera/camera.h"
#include "solidtile/sonic/run.h"

namespace solidtile::test {

struct SimLikeCli {
  SimLikeCli(const Level& l, Profile profile, Presses p)
      : level(l), cfg(defaultPlayerConfig(profile)), s(startState(l, cfg)), slots(l.objects.slotCount()),
        cameraCfg(cameraConfigFor(profile)), camera(startCamera(cameraCfg, l, s)), presses(p) {
    startObjectLoading(level.objects, camera, slots);
  }
  void step(Input in) {
    beforeStep(s, presses);
    stepPlayer(s, level, cfg, in, nullptr, slots);
    stepCameraAndObjects(camera, cameraCfg, level, s, cfg, slots);
  }

  const Level& level;
  PlayerConfig cfg;
  PlayerState s;
  std::vector<ObjectSlot> slots;
  CameraConfig cameraCfg;
  CameraState camera;
  Presses presses;
};

}  // namespace solidtile::test

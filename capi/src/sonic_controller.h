// The Sonic player as a C API controller kind.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "registry.h"
#include "solidtile/camera/camera.h"
#include "solidtile/sonic/player.h"
#include "solidtile/sonic/step_record.h"

namespace solidtile::capi {

class SonicBody final : public ControllerBody {
 public:
  SonicBody(const Level& level, const PlayerConfig& config, bool recordSteps)
      : objects(level.objects.slotCount()),
        level_(level),
        config_(config),
        cameraConfig_(cameraConfigFor(config.profile)),
        step_(playerStepFor(config)),
        record_(recordSteps ? &recordStore_ : nullptr) {}
  void step(std::uint8_t input) override {
    // The level's objects were edited since (object_api.cpp): their state starts afresh.
    if (objects.size() != level_.objects.slotCount()) objects.assign(level_.objects.slotCount(), ObjectSlot{});
    step_(state, level_, config_, input, record_, objects);
    stepCameraAndObjects(camera, cameraConfig_, level_, state, config_, objects);
  }
  void startCameraHere() {
    camera = startCamera(cameraConfig_, level_, state);
    startObjectLoading(level_.objects, camera, objects);
  }
  const CameraConfig& cameraConfig() const { return cameraConfig_; }
  const StepRecord& record() const { return recordStore_; }
  StepRecord& record() { return recordStore_; }
  const Level& level() const { return level_; }

  PlayerState state;
  // The level's object state (object_state.h), read and set with the player's.
  std::vector<ObjectSlot> objects;
  CameraState camera;  // the game's screen, moved after each step (camera/camera.h)

 private:
  const Level& level_;
  PlayerConfig config_;
  CameraConfig cameraConfig_;
  PlayerStepFn step_;  // the step compiled for the config's profile, chosen once
  StepRecord recordStore_;
  StepRecord* record_;
};

std::string checkSonicDef(const stControllerDef& def);
std::unique_ptr<ControllerBody> startSonic(const LevelObject& level, const stControllerDef& def);

}  // namespace solidtile::capi

// `solidtile sim`'s Sonic player run.
#include <memory>
#include <string>
#include <vector>

#include "fell_out.h"
#include "sim_controller.h"
#include "solidtile/camera/camera.h"
#include "solidtile/io/trace.h"
#include "solidtile/sonic/player.h"
#include "solidtile/sonic/run.h"

namespace solidtile::cli {
namespace {

class SonicRun final : public SimRun {
 public:
  explicit SonicRun(const SimSetup& setup) : level_(setup.level->level) {
    cfg_ = defaultPlayerConfig(setup.profile.value_or(Profile::Guide));
    applyCharacter(cfg_, setup.character.value_or(Character::Sonic));
    cfg_.fixSlopedLedgeQuirk = cfg_.fixOppositeSlopesQuirk = setup.fixQuirks;
    s_ = startState(level_, cfg_, setup.start);
    slots_.resize(level_.objects.slotCount());
    presses_ = setup.presses;
    objectColumn_ = (cfg_.solidObjects || level_.objects.hasKinds()) && !level_.objects.empty();
    cameraColumns_ = setup.camera;
    cameraCfg_ = cameraConfigFor(cfg_.profile);
    camera_ = startCamera(cameraCfg_, level_, s_);
    startObjectLoading(level_.objects, camera_, slots_);
  }

  void traceStart(std::string& out) const override {
    out = io::traceHeader(objectColumn_, cameraColumns_);
    io::appendTraceRow(out, 0, s_, objectColumn_, cameraColumns_ ? &camera_ : nullptr);
  }

  long run(std::span<const Input> movie, long frames, TraceOut& trace) override {
    // Locals, so the loop keeps them in registers rather than reloading members through `this`.
    PlayerState s = s_;
    const Level& level = level_;
    const PlayerConfig cfg = cfg_;
    const PlayerStepFn step = playerStepFor(cfg);
    const bool objectColumn = objectColumn_;
    const ObjectSlots slots = slots_;
    const Presses presses = presses_;
    if (cameraColumns_ || level.objects.followsCamera()) {
      // A loop of its own, so the runs without the camera keep theirs as they were
      // (a level whose objects exist by the camera's place steps it too).
      CameraState c = camera_;
      const long ran = runFrames(
          movie, frames, trace,
          [&](Input in) {
            beforeStep(s, presses);
            step(s, level, cfg, in, nullptr, slots);
            stepCameraAndObjects(c, cameraCfg_, level, s, cfg, slots);
          },
          [&] { return s.outOfLevel; },
          [&](std::string& out, long frame) {
            io::appendTraceRow(out, frame, s, objectColumn, cameraColumns_ ? &c : nullptr);
          });
      s_ = s;
      camera_ = c;
      return ran;
    }
    const long ran = runFrames(
        movie, frames, trace,
        [&](Input in) {
          beforeStep(s, presses);
          step(s, level, cfg, in, nullptr, slots);
        },
        [&] { return s.outOfLevel; },
        [&](std::string& out, long frame) { io::appendTraceRow(out, frame, s, objectColumn); });
    s_ = s;
    return ran;
  }

  void sayWhyItEnded(long ran) const override {
    if (!s_.outOfLevel) return;
    const std::string object = "object #" + std::to_string(s_.endedBy);
    switch (s_.ended) {
      case RunEnd::Goal: {  // the post's x: a goal's point is its box's left edge (level/goal.h)
        const auto i = static_cast<std::size_t>(s_.endedBy);
        const bool known = i < level_.objects.size() && !level_.objects[i].path.empty();
        return sayRunEnded("reached the goal", ran,
                           object + (known ? " at x " + std::to_string(level_.objects[i].path[0].x) : std::string()));
      }
      case RunEnd::Crushed: return sayRunEnded("crushed", ran, "under " + object);
      case RunEnd::Killed: return sayRunEnded("killed", ran, "hit by " + object + " with no rings and no shield");
      case RunEnd::Fell:
      case RunEnd::None: break;
    }
    sayFellOut(ran, "the player's centre", pixelOf(s_.y),
               "more than " + std::to_string(cfg_.fallOutMargin) + " px (fall_out_margin) below the level's bottom edge at " +
                   std::to_string(level_.heightPixels()));
  }

 private:
  const Level& level_;
  PlayerConfig cfg_;
  PlayerState s_;
  std::vector<ObjectSlot> slots_;  // the objects' state, stepped with s_
  Presses presses_ = Presses::OnKeyDown;
  bool objectColumn_ = false;  // the trace's `object` column (docs/traces.md)
  bool cameraColumns_ = false;  // --camera
  CameraConfig cameraCfg_;
  CameraState camera_;
};

}  // namespace

std::unique_ptr<SimRun> startSonicRun(const SimSetup& setup) { return std::make_unique<SonicRun>(setup); }

}  // namespace solidtile::cli

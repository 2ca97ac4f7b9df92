// `solidtile sim --controller box`: the box controller's run.
#include <cstdio>
#include <memory>
#include <string>

#include "box_config_arg.h"
#include "fell_out.h"
#include "sim_controller.h"
#include "solidtile/box/box.h"
#include "solidtile/io/box_trace.h"

namespace solidtile::cli {
namespace {

class BoxRun final : public SimRun {
 public:
  BoxRun(const Level& level, const BoxConfig& cfg, const RunSpec& start, Presses presses)
      : level_(level),
        cfg_(cfg),
        s_(spawnBox(start.startX.value_or(level.startX), start.startY.value_or(level.startY))),
        presses_(presses) {}

  void traceStart(std::string& out) const override {
    out = io::boxTraceHeader();
    io::appendBoxTraceRow(out, 0, s_);
  }

  long run(std::span<const Input> movie, long frames, TraceOut& trace) override {
    BoxState s = s_;
    const Level& level = level_;
    const BoxConfig cfg = cfg_;
    const Presses presses = presses_;
    const long ran = runFrames(
        movie, frames, trace,
        [&](Input in) {
          beforeStep(s, presses);
          stepBox(s, level, cfg, in);
        },
        [&] { return boxOutOfLevel(s, level); },
        [&](std::string& out, long frame) { io::appendBoxTraceRow(out, frame, s); });
    s_ = s;
    return ran;
  }

  void sayWhyItEnded(long ran) const override {
    if (!boxOutOfLevel(s_, level_)) return;
    sayFellOut(ran, "the box's top", pixelOf(s_.y), "at or below the level's bottom edge at " + std::to_string(level_.heightPixels()));
  }

 private:
  const Level& level_;
  BoxConfig cfg_;
  BoxState s_;
  Presses presses_;
};

}  // namespace

// The config: --box-config's file, else the level's own box_config, else the defaults.
std::unique_ptr<SimRun> startBoxRun(const SimSetup& setup) {
  BoxConfig cfg = setup.level->boxConfig.value_or(defaultBoxConfig());
  if (!loadBoxConfigOrSay(setup.boxConfigPath, cfg)) return nullptr;
  return std::make_unique<BoxRun>(setup.level->level, cfg, setup.start, setup.presses);
}

}  // namespace solidtile::cli

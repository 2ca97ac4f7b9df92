// The box controller as a C API controller kind.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "registry.h"
#include "solidtile/box/box.h"

namespace solidtile::capi {

class BoxBody final : public ControllerBody {
 public:
  BoxBody(const Level& level, const BoxConfig& config, const BoxState& start, bool recordSteps)
      : state(start), level_(level), config_(config), record_(recordSteps ? &recordStore_ : nullptr) {}
  void step(std::uint8_t input) override { stepBox(state, level_, config_, input, record_); }
  // A box riding a removed object lets go; one riding a later object keeps it at its new index.
  void objectRemoved(std::int32_t index) override {
    if (state.platform == index) state.platform = -1;
    else if (state.platform > index) --state.platform;
  }
  const BoxRecord& record() const { return recordStore_; }

  BoxState state;

 private:
  const Level& level_;
  BoxConfig config_;
  BoxRecord recordStore_;
  BoxRecord* record_;
};

std::string checkBoxDef(const stControllerDef& def);
std::unique_ptr<ControllerBody> startBox(const LevelObject& level, const stControllerDef& def);

}  // namespace solidtile::capi

// The one table of `solidtile sim`'s controllers (sim_controller.h).
#include "sim_controller.h"

namespace solidtile::cli {

std::unique_ptr<SimRun> startSonicRun(const SimSetup& setup);  // sim_sonic.cpp
std::unique_ptr<SimRun> startBoxRun(const SimSetup& setup);    // sim_box.cpp

namespace {
// The first is the default.
constexpr SimController kControllers[] = {
    {"sonic", startSonicRun},
    {"box", startBoxRun},
};
}  // namespace

std::span<const SimController> simControllers() { return kControllers; }

const SimController* findSimController(std::string_view name) {
  for (const SimController& c : kControllers) {
    if (name == c.name) return &c;
  }
  return nullptr;
}

std::string simControllerNames() {
  std::string names;
  const std::size_t n = std::size(kControllers);
  for (std::size_t i = 0; i < n; ++i) {
    if (i > 0) names += i + 1 == n ? " or " : ", ";
    names += kControllers[i].name;
  }
  return names;
}

}  // namespace solidtile::cli

#include "solidtile/sonic/run.h"

namespace solidtile {

PlayerState startState(const Level& level, const PlayerConfig& cfg, const RunSpec& spec) {
  return spawnPlayer(cfg, spec.startX.value_or(level.startX), spec.startY.value_or(level.startY));
}

}  // namespace solidtile

// A player and the level's object state (its slots), stepped together with a
// record: the stateful objects' tests (collapse, fall, monitor, nudge, push).
#pragma once

#include <vector>

#include "solidtile/input.h"
#include "solidtile/level/level.h"
#include "solidtile/level/object_state.h"
#include "solidtile/sonic/player.h"

namespace solidtile::test {

struct SlotStepper {
  const Level& level;
  PlayerConfig cfg;
  PlayerState s;
  std::vector<ObjectSlot> slots;
  StepRecord rec;
  SlotStepper(const Level& l, Profile p, int x, int y)
      : level(l), cfg(defaultPlayerConfig(p)), s(spawnPlayer(cfg, x, y)), slots(l.objects.slotCount()) {}
  void step(Input in = 0) { stepPlayer(s, level, cfg, in, &rec, slots); }
  // Steps until `k` fires (then true), at most `limit` steps.
  bool until(EventKind k, int limit = 200, Input in = 0) {
    for (int i = 0; i < limit; ++i) {
      step(in);
      if (rec.has(k)) return true;
    }
    return false;
  }
};

}  // namespace solidtile::test

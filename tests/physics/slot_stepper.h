// A player and the level's object state (its slots), stepped together with a
// record: the stateful objects' tests (collapse, fall, monitor, nudge, push).
#pragma once

#include <vector>

#include "solidtile/camera/camera.h"
#include "solidtile/input.h"
#include "solidtile/level/level.h"
#include "solidtile/level/object_loading.h"
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

// On a Camera list, the camera gone to x $800 after r's last step: the last
// chunk's window (x $780..$A00) leaves out what lies near the start, which
// deletes itself and starts fresh but for what its respawn entry keeps
// (object_loading.h, loadObjects).
inline void moveCameraFarAway(SlotStepper& r) {
  const std::size_t at = r.level.objects.loadingSlot();
  r.slots[at].since = 0x800;
  r.slots[at + 1].since = 0;
  CameraState far;
  far.x = 0x800;
  loadObjects(r.level.objects, far, r.s.frame, 0, false, r.slots);
}

}  // namespace solidtile::test

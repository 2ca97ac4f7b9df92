#include "star_light_objects.h"

#include "solidtile/level/fan.h"

namespace solidtile::io {

// Obj5D (level/fan.h): Fan_Main reads no subtype; Fan_Delay's "btst
// #1,obSubtype(a0); bne.s .blow" keeps a fan of subtype bit 1 on (no timer),
// else it switches on its made clock (fanCycleTimer: "made 302: 121+181");
// ".blow"'s "btst #0,obStatus(a0)" (the x-flip) faces it right, and "btst
// #0,obSubtype(a0); beq.s .movesonic; neg.w d0" pulls. The other bits are
// unread. The window about (obX, obY) is the box.
SonlvlObjectDecode sonic1Fan(const SonlvlObjectEntry& e) {
  SolidObject o;
  o.kind = ObjectKind::Fan;
  o.dir = e.flipX ? ObjectDir::Right : ObjectDir::Left;
  o.pull = (e.subtype & 1) != 0;
  if ((e.subtype & 2) == 0) o.timer = fanCycleTimer();
  o.w = kFanWidth;
  o.h = kFanHeight;
  o.path = {{e.x - fanPointDx(e.flipX), e.y - kFanAbove}};
  return {std::move(o), {}};
}

}  // namespace solidtile::io

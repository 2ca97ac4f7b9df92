#include "star_light_objects.h"

#include "solidtile/level/fan.h"
#include "solidtile/level/stair.h"

#include <string>

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

// Obj5B (level/stair.h): Stair_Move's "andi.w #7,d0" indexes Stair_TypeIndex
// (types 0..3; 4..7 read past it): 0 waits to be stood on, 2 to be hit from
// below; 1 and 3 drop from the frame they are made, which the kind does not
// hold (no Star Light entry has them). Stair_Main's "btst #0,obStatus(a0)"
// (the x-flip) reverses the blocks' bytes: steps down to the right. The
// parent's (obX, obY) is block 0's centre: the box's top-left is $10 up and
// left of it.
SonlvlObjectDecode sonic1Staircase(const SonlvlObjectEntry& e) {
  const int type = e.subtype & 7;
  if (type != 0 && type != 2)
    return {std::nullopt, "a staircase of type " + std::to_string(type) + " (only 0 and 2, set off by the player, are simulated)"};
  SolidObject o;
  o.kind = ObjectKind::Stair;
  o.dir = e.flipX ? ObjectDir::Right : ObjectDir::Left;
  o.stair = type == 2 ? StairTrigger::Hit : StairTrigger::Stood;
  o.w = StairTiming::kWidth;
  o.h = StairTiming::kHeight;
  o.path = {{e.x - StairTiming::kBlock / 2, e.y - StairTiming::kBlock / 2}};
  return {std::move(o), {}};
}

}  // namespace solidtile::io

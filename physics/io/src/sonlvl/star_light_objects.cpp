#include "star_light_objects.h"

#include "solidtile/level/bomb.h"
#include "solidtile/level/fan.h"
#include "solidtile/level/stair.h"
#include "solidtile/level/elevator.h"

#include <iterator>
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

// Obj5F (level/bomb.h): Bom_Main's "move.b obSubtype(a0),d0; beq.s
// loc_11A3C" makes subtype 0 the walking bomb; any other subtype is taken as
// the routine ("move.b d0,obRoutine(a0)"): 4 a fuse, 6 a piece of shrapnel,
// which the bomb makes (none is placed in Star Light or Scrap Brain), the
// rest past Bom_Index. The x-flip (obStatus bit 0) is the way it walks
// first, the y-flip (bit 1) hangs it upside down (its fuse moves up). The box
// is obColType $9A's size ($C each way) about (obX, obY).
SonlvlObjectDecode sonic1Bomb(const SonlvlObjectEntry& e) {
  if (e.subtype != 0)
    return {std::nullopt, "a bomb of subtype " + std::to_string(e.subtype) +
                              " (Bom_Main takes it as the routine: 4 a fuse, 6 shrapnel; only 0, the walking bomb, is simulated)"};
  SolidObject o;
  o.kind = ObjectKind::Bomb;
  o.dir = e.flipY ? (e.flipX ? ObjectDir::DownRight : ObjectDir::DownLeft) : (e.flipX ? ObjectDir::Right : ObjectDir::Left);
  o.w = BombRule::kSize;
  o.h = BombRule::kSize;
  o.path = {{e.x - BombRule::kHalf, e.y - BombRule::kHalf}};
  return {std::move(o), {}};
}

// Obj59 (level/elevator.h): Elev_Main's ".normal" for subtypes 0..$7F reads
// obActWid from Elev_Var1 by "lsr.w #3,d0; andi.w #$1E,d0" (one entry: only
// subtypes 0..$F stay in it) and elev_dist ("lsl.w #2,d0") and the type from
// Elev_Var2 by the low nibble; no flip is read.
SonlvlObjectDecode sonic1Elevator(const SonlvlObjectEntry& e) {
  struct Entry {
    std::int32_t byte;
    int type;
  };
  // Elev_Var2: "dc.b $10, 1" ... "dc.b $30, 9" (distance to move, action type).
  static constexpr Entry kVar2[] = {{0x10, 1}, {0x20, 1}, {0x34, 1}, {0x10, 3}, {0x20, 3}, {0x34, 3}, {0x14, 1}, {0x24, 1},
                                    {0x2C, 1}, {0x14, 3}, {0x24, 3}, {0x2C, 3}, {0x20, 5}, {0x20, 7}, {0x30, 9}};
  if (e.subtype & 0x80)
    return {std::nullopt,
            "an elevator spawner (Elev_MakeMulti: a new type-9 elevator every (subtype & $7F) x 6 frames, each rising and "
            "deleted at the top): objects made over time are not modelled"};
  if (e.subtype >= 0x10) return {std::nullopt, "an elevator whose subtype reads past Elev_Var1 (only 0..$F have its width $28)"};
  const int n = e.subtype & 0xF;
  if (n >= static_cast<int>(std::size(kVar2))) return {std::nullopt, "an elevator whose low nibble $F reads past Elev_Var2"};
  if (kVar2[n].type == 9)
    return {std::nullopt, "a type-9 elevator (rising from the frame it is made, deleted at the top: the spawners' own)"};
  SolidObject o;
  o.kind = ObjectKind::Elevator;
  o.topOnly = true;
  // .type01's "addq.b #1,obSubtype(a0)": 1 -> .type02 up, 3 -> .type04 down, 5 -> .type06, 7 -> .type08.
  static constexpr ObjectDir kWays[] = {ObjectDir::Up, ObjectDir::Down, ObjectDir::UpRight, ObjectDir::DownLeft};
  o.dir = kWays[kVar2[n].type / 2];
  o.elevator = static_cast<std::int16_t>(kVar2[n].byte * 4);
  o.w = ElevatorRule::kWidth;
  o.h = ElevatorRule::kHeight;
  o.path = {{e.x - ElevatorRule::kWidth / 2, e.y - ElevatorRule::kAbove}};
  return {std::move(o), {}};
}

}  // namespace solidtile::io

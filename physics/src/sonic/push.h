// Internal: pushable blocks (ObjectKind::Push) against the Sonic player
// (docs/physics.md, "Pushable blocks"). Written from Sonic 1's Obj33
// ("_incObj/33 Pushable Blocks.asm"): routine 2 (loc_BF6E) runs its own
// solid routine, loc_C186, which switches on obSolid:
// - 0 (resting): Solid_ChkEnter. A side contact ("tst.w d4; beq/bmi") with
//   d0 (the overlap Solid_ChkEnter left: positive with the player left of the
//   centre) not 0, the player facing the block ("btst #0,obStatus(a1)") and
//   no wall one pixel past the block's face (ObjHitWallRight with d3 =
//   obActWid, ObjHitWallLeft with d3 = ~obActWid: the column just outside it,
//   at obY; "tst.w d1; bmi" is a wall) is a push: the block and the player
//   move one pixel ("addi.l #$10000,obX(a0)", "add.w d0,obX(a1)"), his
//   inertia is set to -+$40 and his x speed to 0. Then ObjFloorDist (under
//   its centre, from its bottom row obY + $F): a floor within 4 px is
//   followed ("add.w d1,obY(a0)"), else it starts to slide off the ledge
//   ("move.w #$400,obVelX(a0)", obSolid 6).
// - 2 (stood on): ExitPlatform and MvSonicOnPtfm (solidObject's standing half).
// - 6 (sliding): SpeedToPos, 4 px a frame, until "andi.w #$C,d0" finds x on
//   a 16 px column ("andi.w #-$10,obX(a0)"), then obSolid 4.
// - 4 (falling): SpeedToPos, "addi.w #$18,obVelY(a0)", ObjFloorDist; a
//   negative distance lands it ("add.w d1,obY(a0); clr.w obVelY(a0);
//   clr.b obSolid(a0)").
// In 4 and 6 no Solid_ChkEnter runs: the block is not solid while it slides
// and falls, and the player is left as he was.
// Not modelled (docs/physics.md): Marble Zone's lava (landing on a tile
// $16A or above sets objoff_32 and rides the lava, loc_C046; PushB_ChkLava
// makes geysers), MZ1's chained-stomper link (subtype bit 7,
// v_obj31ypos), the push sound. The tiles are read on path 0, as Sonic 1 has
// one collision layer; the casts are the player's (sensor_cast.h). A block
// whose top falls past the level's bottom is gone (ours: the game's falls on
// until out_of_range deletes it).
#pragma once

#include "solid_objects.h"
#include "solidtile/level/push.h"

namespace solidtile::detail::objects {

template <class St>
ObjectSlot* pushSlots(St& st, int i) {
  return slotFor(st, i, kPushSlots);
}

// ObjFloorDist: the floor under the block's centre from its bottom row.
template <class St>
std::int32_t pushFloorDistance(const St& st, const SolidObject& o, std::int32_t x, std::int32_t y) {
  const CastView view(st.level, 0);
  return castAny<false>(view, Dir::Down, x + o.w / 2, y + o.h - 1, Sees::Top, st.cfg.cast).distance;
}

template <class St>
bool pushObject(St& st, int i, const SolidObject& o) {
  if (!st.cfg.solidObjects) return true;  // a block's shape: passed where blocks are
  ObjectSlot* slots = pushSlots(st, i);
  PlayerState& s = st.s;
  PushView v = pushAt(o, slots);
  if (v.phase != PushPhase::Rest) {
    if (s.standingOn == i) leave(st, i);  // only a state made elsewhere stands on it now
    if (v.phase == PushPhase::Sliding) {  // loc_C1F2
      v.x += (v.left ? -PushBlock::kSlideSpeed : PushBlock::kSlideSpeed) >> 8;
      if ((v.x & PushBlock::kSlideAlignMask) == 0) {
        v.x &= -0x10;
        v.phase = PushPhase::Falling;
      }
    } else {  // loc_C1AA
      v.y += v.ysp;
      v.ysp = saturate(std::int64_t{v.ysp} + PushBlock::kGravity);
      const std::int32_t d1 = pushFloorDistance(st, o, v.x, v.y >> 8);
      if (d1 < 0) {
        movePixels(v.y, d1);
        v.ysp = 0;
        v.phase = PushPhase::Rest;
        objectEvent(st, EventKind::BlockLanded, i);
      } else if ((v.y >> 8) > st.level.height() * 16 + o.h) {
        v.phase = PushPhase::Rest;  // gone below the level (storePush keeps it there, out of reach)
        v.ysp = 0;
      }
    }
    if (slots) storePush(slots, v);
    return true;
  }
  const std::int32_t x = v.x, y = v.y >> 8;
  // Solid_ChkEnter's d0, as it leaves it for loc_C230: the overlap from the
  // left edge, or from the right one (negative) right of the centre.
  const std::int32_t d1 = o.w / 2 + 0xB;
  std::int32_t d0 = (s.x >> 8) - (x + o.w / 2) + d1;
  if (d0 > d1) d0 -= 2 * d1;
  int d4 = 0;
  if (!solidObject(st, i, x, x, y, o.w, o.h, false, o.h / 2 + 1, d4)) return false;
  if (d4 <= 0 || d0 == 0 || !slots) return true;
  const bool right = d0 > 0;
  if (right == s.facingLeft) return true;  // loc_C230 / loc_C268: "btst #0,obStatus(a1)"
  const CastView view(st.level, 0);
  const Dir dir = right ? Dir::Right : Dir::Left;
  if (castAny<false>(view, dir, right ? x + o.w : x - 1, y + o.h / 2, Sees::Sides, st.cfg.cast).distance < 0) return true;
  const std::int32_t step = right ? PushBlock::kPushStep : -PushBlock::kPushStep;
  v.x += step;  // loc_C294
  movePixels(s.x, step);
  s.gsp = right ? PushBlock::kPushInertia : -PushBlock::kPushInertia;
  s.xsp = 0;
  const std::int32_t floor = pushFloorDistance(st, o, v.x, y);
  if (floor > PushBlock::kFloorSnap) {
    v.phase = PushPhase::Sliding;
    v.left = !right;
  } else {
    movePixels(v.y, floor);
  }
  storePush(slots, v);
  objectEvent(st, EventKind::BlockPushed, i);
  return true;
}

}  // namespace solidtile::detail::objects

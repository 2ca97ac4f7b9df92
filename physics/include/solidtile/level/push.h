// What a pushable block (ObjectKind::Push, level format 11) is on a frame:
// Sonic 1's Obj33 ("_incObj/33 Pushable Blocks.asm", Marble Zone and
// Labyrinth). Unlike every other kind, where it stands is no function of the
// frame number: the player moves it, so its place is state, kept in four
// object slots (object_state.h) that rewinding copies with the player's.
// The block's routine and the player's part in it are sonic/push.h; this is
// the state and the routine's numbers.
#pragma once

#include <cstdint>

#include "solidtile/fixed.h"
#include "solidtile/level/object_state.h"

namespace solidtile {

// Obj33's numbers.
struct PushBlock {
  // PushB_Var: "dc.b $10, 0" and "dc.b $40, 1", the object width (obActWid)
  // of subtypes 0 and 1: 32 and 128 px wide.
  static constexpr std::int32_t kSmallWidth = 0x20, kLongWidth = 0x80;
  // loc_BF6E's SolidObject call: "move.w #$10,d2; move.w #$11,d3": 32 px
  // tall, stood on 17 px above its centre.
  static constexpr std::int32_t kHeight = 0x20;
  // loc_C230: "addi.l #$10000,obX(a0)" (loc_C268: subi.l): a push moves it
  // one pixel, and loc_C294 moves the player with it ("add.w d0,obX(a1)")
  // and sets his "move.w d1,obInertia(a1)" to $40 (-$40 to the left) with
  // "move.w #0,obVelX(a1)".
  static constexpr std::int32_t kPushStep = 1;
  static constexpr Sub kPushInertia = 0x40;
  // After the push, ObjFloorDist: a floor within "cmpi.w #4,d1; ble.s
  // loc_C2E0" is followed ("add.w d1,obY(a0)"); past it the block slides
  // off the ledge: "move.w #$400,obVelX(a0)" and obSolid 6.
  static constexpr std::int32_t kFloorSnap = 4;
  static constexpr Sub kSlideSpeed = 0x400;
  // obSolid 6 (loc_C1F2): SpeedToPos until "andi.w #$C,d0" is 0, then
  // "andi.w #-$10,obX(a0)" and obSolid 4: the fall.
  static constexpr std::int32_t kSlideAlignMask = 0xC;
  // obSolid 4 (loc_C1AA): SpeedToPos, then "addi.w #$18,obVelY(a0)", then
  // ObjFloorDist; "tst.w d1; bpl" falls on, else "add.w d1,obY(a0)" lands it.
  static constexpr Sub kGravity = 0x18;
};

// The routine's obSolid, less the stood-on state 2 (the player's standingOn
// says that).
enum class PushPhase : std::uint8_t {
  Rest = 0,     // obSolid 0: solid, pushable
  Falling = 4,  // obSolid 4: falls until ObjFloorDist finds the floor; not solid
  Sliding = 6,  // obSolid 6: slides at $400 to a 16 px column; not solid
};
const char* pushPhaseName(PushPhase p);  // rest, falling, sliding

// The block's state: its top-left (x whole pixels, as the routine only ever
// moves obX by whole ones; y in subpixels, as the fall adds obVelY to the
// 16.16 obY) and its speeds.
struct PushView {
  PushPhase phase = PushPhase::Rest;
  bool left = false;  // sliding to the left (obVelX -$400)
  std::int32_t x = 0;
  Sub y = 0;
  Sub ysp = 0;        // obVelY, while falling
  bool operator==(const PushView&) const = default;
};
// The block's four slots (from slotOf): the first kNever while it stands
// where it was placed (a fresh slot, as loading makes it); then the phase,
// x, y and ysp.
inline constexpr std::size_t kPushSlots = 4;
PushView pushAt(const SolidObject& o, const ObjectSlot* slots);
void storePush(ObjectSlot* slots, const PushView& v);

}  // namespace solidtile

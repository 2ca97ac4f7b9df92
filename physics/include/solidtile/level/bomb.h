// The walking bomb (level format 20, kind "bomb"): Sonic 1's Obj5F of Star
// Light and Scrap Brain ("_incObj/5F Bomb Enemy.asm"), subtype 0:
// - Bom_Main: obActWid $C; subtype 0 goes on to loc_11A3C: "move.b
//   #$9A,obColType(a0)" (harmful, ReactToItem's .sizes row $1A: $C, $C, so
//   a 24 x 24 touch box about obX, obY that hurts and is never destroyed)
//   and "bchg #0,obStatus(a0)", then falls into Bom_Action on the same frame.
// - .walk (ob2ndRout 0: standing) and .wait (2: moving) each call .chksonic
//   first, then "subq.w #1,bom_time(a0)". bom_time starts 0, so on the first
//   frame .walk finds it expired: "move.w #1535,bom_time(a0)", "move.w
//   #$10,obVelX(a0)", "bchg #0,obStatus(a0); beq.s .noflip; neg.w
//   obVelX(a0)": the second bchg of that frame reads the placement's x-flip
//   back, so an unflipped bomb walks left first, an x-flipped one right.
//   .wait moves by SpeedToPos (1/16 px a frame) while "bmi.s .stopwalking"
//   does not take: 1535 moves, then on the frame bom_time passes below 0 it
//   stops ("move.w #179,bom_time(a0)"), and .walk stands until its count
//   passes below 0 again: each cycle kCycle = 1716 frames long, the frame
//   that turns it and 180 more standing, then 1535 moving; the way flips each
//   cycle, so it walks back over the same 1535/16 px.
// - .chksonic, before that frame's move: the player's obX and obY within $60
//   of the bomb's ("sub.w obX(a0),d0; bcc.s .isleft; neg.w d0; cmpi.w
//   #$60,d0; bhs.s .outofrange", the same for y) set ob2ndRout 4 (.explode),
//   "move.w #143,bom_time(a0)", "clr.w obVelX(a0)" and make the fuse: the
//   rest of that frame's .walk or .wait counts 143 down to 142 and moves by
//   the cleared speed. .explode counts on: the frame bom_time passes below 0
//   (kExplode = 143 frames after the trigger) "move.b
//   #id_ExplosionBomb,obID(a0)"; ExBom_Main on the next frame sets "move.b
//   #0,obColType(a0)": the explosion is harmless.
// - The fuse (subtype 4, a later object slot: FindNextFreeObj) runs Bom_Main
//   on the trigger frame, then loc_11B70 counts its own 143: it moves by
//   "move.w #$10,obVelY(a1)" ("neg.w obVelY(a1)" when the bomb is upside
//   down: obStatus bit 1, the layout's y-flip) until, kShrapnel = 144 frames
//   after the trigger, "move.w bom_origY(a0),obY(a0)" puts its pixel back on
//   the bomb's y (its fraction word stays: 143 x $1000, $F000 or $1000 after
//   the negated speed) and .makeshrapnel turns it and three new objects into
//   shrapnel (subtype 6): Bom_ShrSpeed's (x, y) speeds in turn, "move.b
//   #$98,obColType(a1)" (harmful, size row $18: 4, 4), "bset
//   #7,obRender(a1)". The fuse's own piece falls through into Bom_End on that
//   frame; the three new ones run Bom_Main then and Bom_End from the next.
// - Bom_End: SpeedToPos, "addi.w #$18,obVelY(a0)", then "tst.b obRender(a0);
//   bpl.w DeleteObject": a piece BuildSprites did not draw after the frame
//   before is deleted (the bit set at its making counts for its first move).
// The slots (object_state.h) keep the trigger frame and which pieces are
// gone; a third keeps the frame it was made (keepsMadeFrame), from which the
// walk is a function of the frame.
#pragma once

#include <array>
#include <cstdint>

#include "solidtile/level/object_state.h"

namespace solidtile {

struct BombRule {
  static constexpr std::int32_t kHalf = 0x0C;       // .sizes row $1A: $C, $C
  static constexpr std::int32_t kSize = 2 * kHalf;  // the box, w and h
  static constexpr std::int32_t kActWid = 0x0C;     // obActWid, BuildSprites' width
  static constexpr std::int32_t kShrapnelHalf = 4;  // .sizes row $18: 4, 4
  static constexpr std::int32_t kNear = 0x60;       // .chksonic's "cmpi.w #$60,d0; bhs.s .outofrange"
  static constexpr std::int32_t kSpeed = 0x10;      // "move.w #$10,obVelX(a0)": 1/16 px a frame
  static constexpr std::uint32_t kMoves = 1535;     // "move.w #1535,bom_time(a0)"
  static constexpr std::uint32_t kStand = 179;      // "move.w #179,bom_time(a0)"
  // The frame that turns it to walking, kMoves moving frames, the frame that
  // stops it and kStand more standing until the count passes below 0 again.
  static constexpr std::uint32_t kCycle = 1 + kMoves + 1 + kStand;  // 1716
  static constexpr std::uint32_t kFuse = 143;       // "move.w #143,bom_time(a0)", both the bomb's and the fuse's
  static constexpr std::uint32_t kExplode = kFuse;  // the bomb's count (142 after the trigger frame) passes below 0
  static constexpr std::uint32_t kShrapnel = kFuse + 1;  // the fuse's (143 from the next frame) passes below 0
  static constexpr std::int32_t kFuseSpeed = 0x10;  // "move.w #$10,obVelY(a1)"
  static constexpr std::int32_t kGravity = 0x18;    // Bom_End's "addi.w #$18,obVelY(a0)"
  // The farthest its walk takes it from its placement: 1535 moves of 1/16 px.
  static constexpr std::int32_t kWalkReach = 96;
  static constexpr int kPieces = 4;
  static constexpr std::size_t kSlots = 2;  // the trigger frame, the pieces gone (a mask)
};
// Bom_ShrSpeed: "dc.w -$200, -$300, -$100, -$200, $200, -$300, $100, -$200".
inline constexpr std::array<std::int32_t, 8> kBombShrapnelSpeed = {-0x200, -0x300, -0x100, -0x200,
                                                                   0x200,  -0x300, 0x100,  -0x200};

// The bomb's walk after c + 1 runs of its routine (c = 0 the frame it was
// made), in SpeedToPos steps of $10 x 256 (1/16 px) from its placement;
// `right`: it walks right first (the placement's x-flip).
constexpr std::int64_t bombWalkSteps(std::uint32_t c, bool right) {
  const std::uint32_t k = c / BombRule::kCycle, r = c % BombRule::kCycle;
  const std::int64_t moves = r < BombRule::kMoves ? r : BombRule::kMoves;  // the cycle's first run turns it, no move
  const std::int64_t first = right ? 1 : -1;
  const std::int64_t way = (k % 2 == 0) ? first : -first;
  // Each pair of cycles walks there and back: an odd count leaves it out.
  return (k % 2 == 1 ? first * BombRule::kMoves : 0) + way * moves;
}
// Its obX (pixels) then, from its placement's obX: the 16.16 position's word.
constexpr std::int32_t bombWalkX(std::int32_t x0, std::uint32_t c, bool right) {
  return x0 + static_cast<std::int32_t>((bombWalkSteps(c, right) * BombRule::kSpeed * 256) >> 16);
}

enum class BombPhase : std::uint8_t { NotMade, Standing, Walking, Fuse, Exploded };
const char* bombPhaseName(BombPhase p);  // not made, standing, walking, fuse lit, exploded

struct BombPiece {
  bool exists = false;      // made and not deleted
  std::uint32_t moves = 0;  // SpeedToPos runs so far (0: made this frame, not yet moved)
  std::int32_t x = 0, y = 0;  // obX, obY (pixels)
};
struct BombView {
  BombPhase phase = BombPhase::NotMade;
  std::int32_t x = 0, y = 0;  // the bomb's obX, obY (pixels)
  bool harmful = false;       // obColType $9A after this frame (until ExBom_Main clears it)
  std::uint32_t frames = 0;   // into the phase (the fuse: since the trigger)
  std::array<BombPiece, BombRule::kPieces> pieces{};
};

// The bomb placed with obX, obY at (x0, y0) after frame f: made on frame
// `made` (its first run), triggered on `trigger` (kNever: not), with the
// pieces in `goneMask` deleted; `right` its x-flip, `upsideDown` its y-flip.
BombView bombAt(std::int32_t x0, std::int32_t y0, bool right, bool upsideDown, std::uint32_t made,
                std::uint32_t trigger, std::uint32_t goneMask, std::uint32_t f);
// Piece k's obX, obY (pixels) after `moves` runs of Bom_End from the
// trigger's x and the bomb's y.
BombPiece bombPiece(int k, std::int32_t xT, std::int32_t y0, bool upsideDown, std::uint32_t moves);
// .chksonic: the player's obX, obY within $60 each way of the bomb's, as
// the routine's unsigned word compares read them.
constexpr bool bombNear(std::int32_t px, std::int32_t py, std::int32_t bx, std::int32_t by) {
  const auto within = [](std::int32_t a, std::int32_t b) {
    std::uint16_t d = static_cast<std::uint16_t>(a - b);              // "sub.w obX(a0),d0"
    if (static_cast<std::uint16_t>(a) < static_cast<std::uint16_t>(b))  // "bcc.s .isleft"
      d = static_cast<std::uint16_t>(-d);                                // "neg.w d0"
    return d < BombRule::kNear;                                          // "cmpi.w #$60,d0; bhs.s"
  };
  return within(px, bx) && within(py, by);
}

}  // namespace solidtile

#include "solidtile/level/seesaw.h"

namespace solidtile {
namespace {

// See_DataSlope ("misc/slzssaw1.bin"): the plank's frame 0, left end high.
// Sonic 2's byte_21C8E is each byte less 16.
constexpr std::array<std::uint8_t, SeesawGeometry::kColumns> kSlope = {
    0x24, 0x24, 0x26, 0x28, 0x2A, 0x2C, 0x2A, 0x28, 0x26, 0x24, 0x23, 0x22, 0x21, 0x20, 0x1F, 0x1E,
    0x1D, 0x1C, 0x1B, 0x1A, 0x19, 0x18, 0x17, 0x16, 0x15, 0x14, 0x13, 0x12, 0x11, 0x10, 0x0F, 0x0E,
    0x0D, 0x0C, 0x0B, 0x0A, 0x09, 0x08, 0x07, 0x06, 0x05, 0x04, 0x03, 0x02, 0x02, 0x02, 0x02, 0x02};
constexpr std::int32_t kFlat = 0x15;  // See_DataFlat ("misc/slzssaw2.bin"); byte_21CBF's 5
// See_Speeds / Obj14_YOffsets: "dc.w -8, -$1C, -$2F, -$1C, -8".
constexpr std::array<std::int32_t, 5> kBallRest = {-8, -0x1C, -0x2F, -0x1C, -8};

// ObjectFall / ObjectMoveAndFall: the position moved by the old speeds, then gravity.
void fall(SeesawState& s) {
  s.ballX += std::int32_t{s.ballXsp} * 256;
  s.ballY += std::int32_t{s.ballYsp} * 256;
  s.ballYsp = static_cast<std::int16_t>(s.ballYsp + SeesawThrow::kGravity);
}

}  // namespace

std::int32_t seesawHeight(int frame, std::int32_t column) {
  if (column < 0) column = 0;
  if (column >= SeesawGeometry::kColumns) column = SeesawGeometry::kColumns - 1;
  if (frame == 1) return kFlat;
  // Frame 2 is drawn x-flipped: SlopeObject's "not.w d0; add.w d1,d0" reads column 47 - c.
  return kSlope[static_cast<std::size_t>(frame == 2 ? SeesawGeometry::kColumns - 1 - column : column)];
}

std::int32_t seesawBallRest(int frame, bool left) {
  // "move.b obFrame(a1),d0 ... bcc.s; addq.w #2,d0" (left of origX), "add.w d0,d0".
  return kBallRest[static_cast<std::size_t>(frame + (left ? 2 : 0))];
}

// Slot 0: frame (bits 0-1), target (2-3), ball angle (4-5), flying (6),
// objoff_38 (16-31); slot 1, 2: the ball's longs less the origin; slot 3:
// x_vel (low half), y_vel (high half).
SeesawState SeesawState::read(const ObjectSlot* slots) {
  SeesawState s;
  const std::uint32_t a = slots[0].since;
  s.frame = static_cast<std::uint8_t>(a & 3);
  s.target = static_cast<std::uint8_t>((a >> 2) & 3);
  s.ballAngle = static_cast<std::uint8_t>((a >> 4) & 3);
  s.flying = ((a >> 6) & 1) != 0;
  s.speed = static_cast<std::int16_t>(a >> 16);
  s.ballX = static_cast<std::int32_t>(slots[1].since);
  s.ballY = static_cast<std::int32_t>(slots[2].since);
  s.ballXsp = static_cast<std::int16_t>(slots[3].since & 0xFFFF);
  s.ballYsp = static_cast<std::int16_t>(slots[3].since >> 16);
  return s;
}

void SeesawState::write(ObjectSlot* slots) const {
  slots[0].since = std::uint32_t{frame} | std::uint32_t{target} << 2 | std::uint32_t{ballAngle} << 4 |
                   (flying ? 1u << 6 : 0u) | std::uint32_t{static_cast<std::uint16_t>(speed)} << 16;
  slots[1].since = static_cast<std::uint32_t>(ballX);
  slots[2].since = static_cast<std::uint32_t>(ballY);
  slots[3].since = std::uint32_t{static_cast<std::uint16_t>(ballXsp)} | std::uint32_t{static_cast<std::uint16_t>(ballYsp)} << 16;
}

SeesawState SeesawState::initial(bool flipped) {
  SeesawState s;
  s.frame = s.target = s.ballAngle = flipped ? 2 : 0;
  // See_Spikeball: "addi.w #$28,obX(a0)", x-flipped "subi.w #$50"; its y the plank's (origY).
  s.ballX = (flipped ? -SeesawGeometry::kBallX : SeesawGeometry::kBallX) * 65536;
  s.ballY = 0;
  return s;
}

int seesawSide(std::int32_t dx) {
  // "move.w obX(a0),d0; sub.w obX(a1),d0; bcc.s .leftside" (at or left of obX: 2), else "neg.w d0" (0);
  // "cmpi.w #8,d0; bhs.s": within 8 px the middle, 1.
  const int side = dx <= 0 ? 2 : 0;
  const std::int32_t d0 = dx <= 0 ? -dx : dx;
  return d0 < SeesawGeometry::kSideNear ? 1 : side;
}

void seesawSetFrame(SeesawState& s, int target) {
  if (s.frame == target) return;  // "beq.s .noflip": objoff_3A kept
  s.frame = static_cast<std::uint8_t>(s.frame < target ? s.frame + 1 : s.frame - 1);
  s.target = static_cast<std::uint8_t>(target);
}

bool seesawBallStep(SeesawState& s, std::int32_t* launchSpeed) {
  const bool left = s.ballPixelX() < 0;  // "sub.w see_origX(a0),d0; bcc.s": a borrow is left of the plank's obX
  if (!s.flying) {
    int d = s.ballAngle - s.target;
    if (d == 0) {
      // loc_1183E / Obj14_SetBallToRestOnSeeSaw: on the low or high end, subpixels cleared.
      s.ballY = seesawBallRest(s.frame, left) * 65536;
      s.ballX = (left ? -SeesawGeometry::kBallX : SeesawGeometry::kBallX) * 65536;
      return false;
    }
    if (d < 0) d = -d;
    std::int32_t y = SeesawThrow::kWeakY, x = SeesawThrow::kWeakX;
    if (d != 1) {
      y = SeesawThrow::kStrongY, x = SeesawThrow::kStrongX;
      if (s.speed >= SeesawThrow::kHardFrom) y = SeesawThrow::kHardY, x = SeesawThrow::kHardX;
    }
    s.ballYsp = static_cast<std::int16_t>(y);
    s.ballXsp = static_cast<std::int16_t>(left ? -x : x);
    s.flying = true;  // "addq.b #2,obRoutine(a0); bra.s See_SpikeFall": it flies this frame
  }
  if (s.ballYsp < 0) {
    fall(s);
    // "move.w see_origY(a0),d0; subi.w #$2F,d0; cmp.w obY(a0),d0; bgt.s": below that line it falls twice.
    if (-SeesawThrow::kTwiceBelow <= s.ballPixelY()) fall(s);
    return false;
  }
  fall(s);
  const bool nowLeft = s.ballPixelX() < 0;
  if (seesawBallRest(s.frame, nowLeft) > s.ballPixelY()) return false;  // "cmp.w obY(a0),d1; bgt.s": still above
  // See_Spring / Obj14_Ball_Fly's landing: both angles set by its way.
  const std::uint8_t angle = s.ballXsp < 0 ? 2 : 0;
  s.target = s.ballAngle = angle;
  const bool launches = s.frame != angle;
  if (launchSpeed) *launchSpeed = -std::int32_t{s.ballYsp};
  s.ballXsp = s.ballYsp = 0;
  s.flying = false;
  return launches;
}

}  // namespace solidtile

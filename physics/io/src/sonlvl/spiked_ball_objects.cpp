#include "spiked_ball_objects.h"

#include <string>

#include "solidtile/level/object_kinds.h"
#include "swing_objects.h"  // kSonic1LabyrinthZone

namespace solidtile::io {
namespace {

// BBall_Main: "move.b #$86,obColType(a0)", .sizes row 6 "dc.b $10, $10":
// a touch box $10 either way about obX, obY.
constexpr int kHalf = 0x10;

SolidObject ball(const SonlvlObjectEntry& e, int half = kHalf) {
  SolidObject o;
  o.kind = ObjectKind::Hurt;
  o.w = o.h = 2 * half;
  o.path = {{e.x - half, e.y - half}};
  return o;
}

// BBall_Main / SBall_Main: "andi.b #$F0,d1; ext.w d1; asl.w #3,d1" (the
// speed: the high nibble, signed, times $80) and "move.b obStatus(a0),d0;
// ror.b #2,d0; andi.b #$C0,d0; move.b d0,obAngle(a0)" (the x-flip bit to
// $40, the y-flip bit to $80), then .type03 / .movesub add it every frame.
SpinMotion spin(const SonlvlObjectEntry& e, int radius) {
  SpinMotion m;
  m.radius = static_cast<std::uint16_t>(radius);
  m.speed = static_cast<std::int16_t>(static_cast<std::int8_t>(e.subtype & 0xF0) * 8);
  m.angle = static_cast<std::uint8_t>((e.flipX ? 0x40 : 0) | (e.flipY ? 0x80 : 0));
  return m;
}

}  // namespace

// .type01 / .type02: "move.b (v_oscillate+$E).w,d0" (oscillator 3's byte,
// read on the frame it is, as Obj15 does: not lagged), then obX or obY =
// its origin - d0; x-flipped (obStatus bit 0) "neg.w d0; add.w d1,d0" with
// d1 $60 across (origin - ($60 - byte)) or "neg.w d0; addi.w #$80,d0"
// down (origin - ($80 - byte)). The byte runs 0..$5F (oscillator
// 3 swings $30 either side of $30), so each offset fits a signed byte.
OscMotion sonic1AxisMotion(const SonlvlObjectEntry& e, ObjectAxis axis, int oscillator) {
  OscMotion m;
  m.table = OscTable::Sonic1;
  m.index = static_cast<std::uint8_t>(oscillator);
  m.axis = axis;
  m.center = e.flipX ? (axis == ObjectAxis::X ? 0x60 : 0x80) : 0;
  m.negate = !e.flipX;
  m.lagged = false;
  return m;
}

// BBall_Move: "andi.w #7,d0" of the subtype picks .index's routine: type 0
// stands still, 1 moves across, 2 up and down, 3 goes round a circle of
// radius $50 ("move.b #$50,bball_radius(a0)") at the high nibble's speed;
// 4-7 jump past the table's four entries.
SonlvlObjectDecode sonic1BigSpikedBall(const SonlvlObjectEntry& e) {
  const int type = e.subtype & 7;
  if (type > 3) return {std::nullopt, sonlvlSubtypeText(e.subtype) + ": types 4-7 jump past BBall_Move's four routines"};
  SolidObject o = ball(e);
  if (type == 3) o.spin = spin(e, 0x50);
  else if (type != 0) o.osc = sonic1AxisMotion(e, type == 1 ? ObjectAxis::X : ObjectAxis::Y, 3);
  return {o, {}};
}

// SBall_Main: n = the subtype's low three bits; the parent goes round at
// radius n * $10 ("lsl.w #4,d3; move.b d3,sball_radius(a0)") and makes n
// balls of the chain ("subq.w #1,d1" for dbf), one fewer with bit 3
// ("btst #3,obSubtype(a0); subq.w #1,d1"), each $10 nearer the centre
// ("subi.b #$10,d3; move.b d3,sball_radius(a1)"): radii (n-1) * $10 down to
// 0, or to $10. .movesub moves them all on the parent's angle. Spring Yard's
// all hurt ("move.b #$98,obColType(a0)", copied to each child: .sizes $18,
// 4 x 4); in Labyrinth ("cmpi.b #id_LZ,(v_zone).w") the chain does not
// ("move.b #0,obColType(a0)" before the children copy it) and the parent is
// the big ball ("move.b #$8B,obColType(a0)": .sizes $0B, 8 x 8). A ball at
// radius 0 stands still. The balls are made in the first free object slots
// (FindFreeObj), before or after the parent; they are listed outermost first.
std::vector<SolidObject> sonic1SpikeChainBalls(const SonlvlObjectEntry& e) {
  const int n = e.subtype & 7;
  const bool labyrinth = e.sonic1Zone == kSonic1LabyrinthZone;
  const auto at = [&](int radius, int half) {
    SolidObject o = ball(e, half);
    if (radius != 0) o.spin = spin(e, radius);
    return o;
  };
  std::vector<SolidObject> out{at(n * 0x10, labyrinth ? 8 : 4)};
  if (labyrinth) return out;
  const int children = n - ((e.subtype & 8) ? 1 : 0);
  for (int k = 1; k <= children; ++k) out.push_back(at((n - k) * 0x10, 4));
  return out;
}

SonlvlObjectDecode sonic1SpikeChain(const SonlvlObjectEntry& e) { return {sonic1SpikeChainBalls(e).front(), {}}; }

}  // namespace solidtile::io

// The giant ride vine (level format 16, kind "vine"): S&K's Obj0C,
// Obj_AIZGiantRideVine (s3.asm), Angel Island's swinging vine the player
// hangs from. The object is a chain of links hung from its point, the last
// one a handle; the links swing together with a global angle every giant
// vine reads (AIZ_vine_angle), so where the handle is on any frame is a
// function of the frame and the object's subtype alone. Its routine, run
// after the player's, grabs a player whose point comes within its window,
// holds him (PlayerState::heldBy: obj_control 3, his own movement skipped)
// with his point $14 px under the handle, and lets go on a jump press with
// the handle's last move as his speed, or when he is hurt.
//
// The object's point (x_pos, y_pos) is its box's centre; the box is
// kVineSize x kVineSize, fixed: every handle position of the longest chain
// (15 links of at most 16 px from the point) with the grab window about it.
// The routine itself, as pure functions of the numbers it reads (the step's
// side is sonic/vine.h).
#pragma once

#include <cstdint>

#include "solidtile/level/angle.h"

namespace solidtile {

inline constexpr std::int32_t kVineSize = 0x220;  // 544: 2 * (15 * 16 + $18 + 8), rounded up to 16
inline constexpr std::int32_t kVineHalf = kVineSize / 2;

struct VineRule {
  // ChangeRingFrame, once a frame after Process_Sprites: "addi.w #$180,(AIZ_vine_angle).w".
  static constexpr std::uint32_t kAngleStep = 0x180;
  // loc_20874: "muls.w #$2C,d0" (the sine of the angle's high byte plus the
  // subtype's high nibble, "andi.b #$F0,d0; move.b d0,$42(a1)").
  static constexpr std::int32_t kSwing = 0x2C;
  // Obj_AIZGiantRideVine's loc_207D4: each child made "addi.w #$10,d3" under the last.
  static constexpr std::int32_t kLinkDrop = 0x10;
  // loc_206EC: "addi.w #$10,d0; cmpi.w #$20,d0; bhs" across, "cmpi.w #$18,d1; bhs" down.
  static constexpr std::int32_t kGrabHalf = 0x10;
  static constexpr std::int32_t kGrabWidth = 0x20;
  static constexpr std::int32_t kGrabDown = 0x18;
  // The grab and loc_205DC: "addi.w #$14,y_pos(a1)".
  static constexpr std::int32_t kHang = 0x14;
  // loc_205CE and the jump: "move.b #$3C,2(a2)"; loc_206DE counts it down
  // ("subq.b #1,2(a2); bne.w locret_20766") before the window is tested.
  static constexpr std::uint32_t kRegrab = 0x3C;
  // The jump (sub_20502): "asl.w #7,d1" of the handle's last move, "move.w
  // #-$200 / #$200,x_vel(a1)" while left / right is held, "addi.w #-$380,y_vel(a1)".
  static constexpr int kJumpScale = 7;
  static constexpr std::int32_t kJumpSide = 0x200;
  static constexpr std::int32_t kJumpUp = -0x380;
  // loc_20574: "move.b #$E,y_radius(a1); move.b #7,x_radius(a1)".
  static constexpr std::uint8_t kJumpRadiusY = 0xE, kJumpRadiusX = 7;
};

// The children Obj_AIZGiantRideVine makes: "andi.w #$F,d1" then the
// first and "dbf d1,loc_207BC" more, so (subtype & $F) + 1; the last is the handle.
constexpr int vineChildren(std::uint8_t subtype) { return (subtype & 0xF) + 1; }

struct VinePoint {
  std::int32_t x = 0, y = 0;
  bool operator==(const VinePoint&) const = default;
};

// AIZ_vine_angle as the objects read it on frame f (the state after f
// steps): the word ChangeRingFrame has added $180 to f - 1 times since the
// level began (it runs after the objects; taken as 0 at the level's start,
// which the game does not clear: "clearRAM Oscillating_table,
// (AIZ_vine_angle-Oscillating_table)" stops short of it).
constexpr std::uint16_t vineAngleWord(std::uint32_t frame) {
  return static_cast<std::uint16_t>(frame == 0 ? 0 : (frame - 1) * VineRule::kAngleStep);
}

// The root link's angle word (loc_20874): "move.b (AIZ_vine_angle).w,d0;
// add.b $42(a0),d0; jsr GetSineCosine; muls.w #$2C,d0; move.w d0,angle(a0)".
inline std::int16_t vineRootAngle(std::uint8_t subtype, std::uint32_t frame) {
  const auto b = static_cast<Angle>((vineAngleWord(frame) >> 8) + (subtype & 0xF0));
  return static_cast<std::int16_t>(sinHex(b, SineTable::Sonic1) * VineRule::kSwing);
}

// sub_20934: a child's place from its parent's, "move.b angle(a1),d0; addq.b
// #4,d0; andi.b #$F8,d0; jsr GetSineCosine; neg.w d0; addi.w #8,d0; addi.w
// #8,d1; asr.w #4,d0; asr.w #4,d1" added to the parent's x_pos and y_pos.
inline VinePoint vineLink(VinePoint parent, std::int16_t parentAngle) {
  const auto b = static_cast<Angle>((static_cast<Angle>(static_cast<std::uint16_t>(parentAngle) >> 8) + 4) & 0xF8);
  const auto dx = static_cast<std::int16_t>(-sinHex(b, SineTable::Sonic1) + 8);
  const auto dy = static_cast<std::int16_t>(cosHex(b, SineTable::Sonic1) + 8);
  return {parent.x + (dx >> 4), parent.y + (dy >> 4)};
}

// Where the handle is on frame f, the object's point given. Frame 0 is
// where Obj_AIZGiantRideVine made it ((subtype & $F) * $10 below the
// point); from frame 1 the links run in the order they were made (each
// after its parent): the root at the point with vineRootAngle, each next
// link placed from its parent (vineLink) and its angle the parent's plus
// $3A ("asr.w #3,d0; move.w d0,$3A(a0)" of the root's, loc_20908's "add.w
// $3A(a0),d0"), the handle (loc_20968) placed from the last link. With one
// child the root is the handle, hung from the object itself, whose angle is 0.
inline VinePoint vineHandle(VinePoint point, std::uint8_t subtype, std::uint32_t frame) {
  const int n = vineChildren(subtype);
  if (frame == 0) return {point.x, point.y + (n - 1) * VineRule::kLinkDrop};
  if (n == 1) return vineLink(point, 0);
  const std::int16_t root = vineRootAngle(subtype, frame);
  const auto step = static_cast<std::int16_t>(root >> 3);
  VinePoint p = point;
  std::int16_t angle = root;
  for (int k = 0; k + 1 < n; ++k) {
    p = vineLink(p, angle);
    angle = static_cast<std::int16_t>(angle + step);
  }
  return p;
}

// The jump's speeds before the buttons (sub_20502): "move.w x_pos(a0),d1;
// sub.w $42(a0),d1; asl.w #7,d1", and likewise y with $44, where $42 / $44
// hold the handle's x / y before its last move on that axis (loc_20968:
// "cmp.w x_pos(a0),d4; beq.s; move.w d4,$42(a0)"), 0 (cleared object RAM)
// when it has not moved since it was made.
struct VineSpeeds {
  std::int16_t x = 0, y = 0;
  bool operator==(const VineSpeeds&) const = default;
};
inline VineSpeeds vineJumpSpeeds(VinePoint point, std::uint8_t subtype, std::uint32_t frame) {
  const VinePoint now = vineHandle(point, subtype, frame);
  std::int32_t lastX = 0, lastY = 0;
  bool foundX = false, foundY = false;
  VinePoint later = now;
  // The swing repeats every 512 frames ($180 * 512 wraps the word), so a
  // handle that moves at all has moved within the last 512.
  for (std::uint32_t g = frame; g > 0 && g + 512 > frame && !(foundX && foundY); --g) {
    const VinePoint before = vineHandle(point, subtype, g - 1);
    if (!foundX && before.x != later.x) lastX = before.x, foundX = true;
    if (!foundY && before.y != later.y) lastY = before.y, foundY = true;
    later = before;
  }
  // None within them: that axis has stood still since frame 1, so its last
  // move (if any) was the first run's, from where the vine was made.
  if (frame > 0 && (!foundX || !foundY)) {
    const VinePoint made = vineHandle(point, subtype, 0), first = vineHandle(point, subtype, 1);
    if (!foundX && made.x != first.x) lastX = made.x;
    if (!foundY && made.y != first.y) lastY = made.y;
  }
  return {static_cast<std::int16_t>(static_cast<std::uint16_t>(now.x - lastX) << VineRule::kJumpScale),
          static_cast<std::int16_t>(static_cast<std::uint16_t>(now.y - lastY) << VineRule::kJumpScale)};
}

// The grab window (loc_206EC), from the player's point less the handle's.
constexpr bool vineGrabWindow(std::int32_t dx, std::int32_t dy) {
  return static_cast<std::uint32_t>(dx + VineRule::kGrabHalf) < static_cast<std::uint32_t>(VineRule::kGrabWidth) &&
         static_cast<std::uint32_t>(dy) < static_cast<std::uint32_t>(VineRule::kGrabDown);
}

}  // namespace solidtile

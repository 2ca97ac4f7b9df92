// A platform solid only in some frames (level format 15, SolidObject::vanish):
// Sonic 1's Obj6C, Scrap Brain's vanishing platforms (s1disasm "_incObj/6C SBZ
// Vanishing Platforms.asm"). Its routine is a function of v_framecount and of
// the frame the object was made, so the object keeps that frame in one slot
// (object_state.h) and what it is on any later frame follows from the two.
//
// VanP_Main, from the subtype: n = subtype & $F, the wait vanp_timelen =
// (n + 1) * $80 - 1 ("addq.w #1,d0; lsl.w #7,d0; subq.w #1,d0"), d1 =
// (n + 1) * $80 + $80, the sync mask objoff_38 = d1 - 1 and its offset
// objoff_36 = ((subtype & $F0) * d1) >> 8 ("mulu.w d1,d0; lsr.l #8,d0").
// Routine 6 (loc_16068, run from the frame it is made) only animates, not
// solid, until "(v_framecount - objoff_36) & objoff_38" is zero; from then
// VanP_Vanish counts its timer down a frame at a time and on running out
// ("subq.w #1; bpl.s .wait") flips obAnim ("bchg #0,obAnim(a0)"): to appear
// with the timer 127, to vanish with the timer vanp_timelen. Solid while
// AnimateSprite's obFrame has bit 1 clear ("btst #1,obFrame(a0); bne.s
// .notsolid"): Ani_Van's vanish (0 1 2 3, 8 frames each, then held) is solid
// its first 16 frames, its appear (3 2 1 0) from its 17th. The mask is a
// power of two less one only for n = 0, 2, 6, $E, so which frame the cycle
// starts on can depend on the frame the object was made.
#pragma once

#include <cstdint>

namespace solidtile {

struct VanishTiming {
  std::uint32_t wait = 0;    // vanp_timelen: the timer's start when it vanishes
  std::uint32_t mask = 0;    // objoff_38
  std::uint32_t offset = 0;  // objoff_36
  // One cycle once running: the wait's frames (vanp_timelen + 1) and the appear's 128.
  std::uint32_t period() const { return wait + 1 + kAppearFrames; }
  static constexpr std::uint32_t kAppearFrames = 128;  // "move.w #127,vanp_timer(a0)", counted to -1
  static constexpr std::uint32_t kSolidFrames = 16;    // Ani_Van: two frames of 8 before obFrame 2
};

constexpr VanishTiming vanishTiming(std::uint8_t subtype) {
  const std::uint32_t n = subtype & 0xFu;
  const std::uint32_t d1 = ((n + 1) << 7) + 0x80;
  return VanishTiming{((n + 1) << 7) - 1, d1 - 1, ((subtype & 0xF0u) * d1) >> 8};
}

// The first frame at or after `made` on which loc_16068 finds "(v_framecount -
// objoff_36) & objoff_38" zero (the word's low 16 bits are all the mask reads).
constexpr std::uint32_t vanishSyncFrame(std::uint8_t subtype, std::uint32_t made) {
  const VanishTiming t = vanishTiming(subtype);
  const std::uint32_t h = (made - t.offset) & 0xFFFFu;
  std::uint32_t v = h;
  // The smallest v >= h with no bit of the mask set: carry past the highest
  // set bit of the mask until none is left.
  while ((v & t.mask) != 0) {
    std::uint32_t top = v & t.mask, b = 0;
    while (top >>= 1) ++b;
    v = ((v >> b) + 1) << b;
  }
  return made + (v - h);
}

// Whether its routine on frame `frame` (v_framecount) is PlatformObject's
// (solid) or .notsolid's, for an object made (VanP_Main run) on `made`.
constexpr bool vanishSolid(std::uint8_t subtype, std::uint32_t made, std::uint32_t frame) {
  const VanishTiming t = vanishTiming(subtype);
  const std::uint32_t sync = vanishSyncFrame(subtype, made);
  if (frame < sync) return false;  // routine 6: animating only
  const std::uint32_t k = frame - sync;
  // Until the first flip the vanish animation runs on from the frame it was made.
  if (k < t.wait) return frame - made < VanishTiming::kSolidFrames;
  const std::uint32_t c = (k - t.wait) % t.period();  // 0: flipped to appear; kAppearFrames: to vanish
  return c < VanishTiming::kAppearFrames ? c >= VanishTiming::kSolidFrames
                                         : c - VanishTiming::kAppearFrames < VanishTiming::kSolidFrames;
}

}  // namespace solidtile

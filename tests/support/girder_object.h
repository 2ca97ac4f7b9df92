// Girder blocks for the tests (level format 18, level/route.h): Sonic 1's
// Obj70 as import-sonlvl makes it, a 192 x 48 block about the entry (cx, cy)
// on the girder route, and the routine itself transcribed from s1disasm
// ("_incObj/70 Girder Block.asm") to run beside it.
#pragma once

#include <cstdint>

#include "solidtile/level/objects.h"
#include "solidtile/level/route.h"

namespace solidtile::test {

inline SolidObject girderBlock(int cx, int cy) {
  SolidObject o;
  o.w = 2 * 0x60;  // d1 $6B less $B, twice
  o.h = 2 * 0x18;  // d2 $18, twice
  o.path = {{cx - 0x60, cy - 0x18}};
  o.route = BlockRoute::Girder;
  return o;
}

// Gird_Main then Gird_Action, one call a frame; obX / obY as the game's
// longs (16.16), so the 1/256 px of the route are the longs >> 8.
class GirdRoutine {
 public:
  GirdRoutine(std::int32_t x, std::int32_t y) : x_(static_cast<std::int32_t>(static_cast<std::uint32_t>(x) << 16)),
                                                y_(static_cast<std::int32_t>(static_cast<std::uint32_t>(y) << 16)) {}
  // One frame; returns d4, the x before the move ("move.w obX(a0),-(sp)").
  std::int32_t run() {
    if (!made_) {  // Gird_Main: "bsr.w Gird_ChgMove", then falls into Gird_Action
      made_ = true;
      chgMove();
    }
    const std::int32_t d4 = x_ >> 16;
    bool move = true;
    if (delay_ != 0) move = --delay_ == 0;  // "subq.w #1,gird_delay(a0); bne.s .solid"
    if (move) {
      x_ += static_cast<std::int32_t>(static_cast<std::uint32_t>(static_cast<std::int32_t>(vx_)) << 8);  // SpeedToPos
      y_ += static_cast<std::int32_t>(static_cast<std::uint32_t>(static_cast<std::int32_t>(vy_)) << 8);
      if (--time_ == 0) chgMove();  // "subq.w #1,gird_time(a0); bne.s .solid"
    }
    return d4;
  }
  std::int32_t x() const { return x_ >> 16; }
  std::int32_t y() const { return y_ >> 16; }
  std::int32_t xLong() const { return x_; }
  std::int32_t yLong() const { return y_; }

 private:
  void chgMove() {
    // .settings: x speed, y speed, duration (and a pad word), 8 bytes each.
    static constexpr std::int16_t kSettings[4][3] = {{0x100, 0, 0x60}, {0, 0x100, 0x30}, {-0x100, -0x40, 0x60}, {0, -0x100, 0x18}};
    const int k = (set_ & 0x18) >> 3;  // "andi.w #$18,d0"
    vx_ = kSettings[k][0];
    vy_ = kSettings[k][1];
    time_ = static_cast<std::uint16_t>(kSettings[k][2]);
    set_ = static_cast<std::uint8_t>(set_ + 8);  // "addq.b #8,gird_set(a0)"
    delay_ = 7;                                  // "move.w #7,gird_delay(a0)"
  }
  std::int32_t x_, y_;
  bool made_ = false;
  std::int16_t vx_ = 0, vy_ = 0;
  std::uint16_t time_ = 0, delay_ = 0;
  std::uint8_t set_ = 0;
};

}  // namespace solidtile::test

// Sonic 1's spiked balls: Spring Yard's big ones, Obj58 ("_incObj/58 Big
// Spiked Ball.asm"), not solid, hurting (obColType $86: ReactToItem's .sizes
// row 6, $10 x $10), still, moved by an oscillator along an axis (level
// format 19: a hurt zone's oscillate without a radius) or going round a
// circle (format 19's spin); and the chains of Obj57 ("_incObj/57 Spiked
// Ball and Chain.asm", Spring Yard and Labyrinth), balls going round their
// centre together (spin), each a hurt zone where its obColType hurts.
#pragma once

#include <vector>

#include "solidtile/io/sonlvl_objects.h"
#include "solidtile/level/oscillation.h"

namespace solidtile::io {

inline constexpr int kObj58BigSpikedBallId = 0x58;

inline constexpr int kObj57SpikeChainId = 0x57;

SonlvlObjectDecode sonic1BigSpikedBall(const SonlvlObjectEntry& e);
// Obj58's .type01 / .type02 motion on `oscillator`'s byte (Obj6A's saws move
// by the same code on another oscillator): obX or obY = the origin less the
// byte, or less $60 (across) / $80 (down) minus the byte when x-flipped.
OscMotion sonic1AxisMotion(const SonlvlObjectEntry& e, ObjectAxis axis, int oscillator);
// Every hurt zone an Obj57 entry makes, the outermost (the parent) first.
std::vector<SolidObject> sonic1SpikeChainBalls(const SonlvlObjectEntry& e);
SonlvlObjectDecode sonic1SpikeChain(const SonlvlObjectEntry& e);

}  // namespace solidtile::io

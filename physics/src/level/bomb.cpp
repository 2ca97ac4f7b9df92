#include "solidtile/level/bomb.h"

namespace solidtile {

const char* bombPhaseName(BombPhase p) {
  switch (p) {
    case BombPhase::NotMade: return "not made";
    case BombPhase::Standing: return "standing";
    case BombPhase::Walking: return "walking";
    case BombPhase::Fuse: return "fuse lit";
    case BombPhase::Exploded: return "exploded";
  }
  return "?";
}

BombPiece bombPiece(int k, std::int32_t xT, std::int32_t y0, bool upsideDown, std::uint32_t moves) {
  const std::int64_t vx = kBombShrapnelSpeed[static_cast<std::size_t>(2 * k)];
  const std::int64_t vy = kBombShrapnelSpeed[static_cast<std::size_t>(2 * k + 1)];
  // The fuse's own piece (k 0) keeps the fraction its 143 moves of $10 x 256
  // left in obY's low word ("move.w bom_origY(a0),obY(a0)" sets the pixel
  // word only): $8F000's $F000, or $1000 after the negated speed. The others
  // are new objects, their fractions 0. Units: 1/256 px.
  const std::int64_t frac = k != 0 ? 0 : (upsideDown ? 0x100 - 0xF0 : 0xF0);
  // A piece leaves the screen long before its speed passes a word's range:
  // stop counting where no level reaches.
  const std::int64_t n = moves > 0x2000 ? 0x2000 : moves;
  BombPiece p;
  p.exists = true;
  p.moves = moves;
  p.x = static_cast<std::int32_t>((std::int64_t{xT} * 256 + n * vx) >> 8);
  p.y = static_cast<std::int32_t>((std::int64_t{y0} * 256 + frac + n * vy + BombRule::kGravity * (n * (n - 1) / 2)) >> 8);
  return p;
}

BombView bombAt(std::int32_t x0, std::int32_t y0, bool right, bool upsideDown, std::uint32_t made,
                std::uint32_t trigger, std::uint32_t goneMask, std::uint32_t f) {
  BombView v;
  v.x = x0;
  v.y = y0;
  if (f < made) return v;
  const bool triggered = trigger != ObjectSlot::kNever && trigger <= f;
  if (!triggered) {
    const std::uint32_t c = f - made, r = c % BombRule::kCycle;
    v.x = bombWalkX(x0, c, right);
    v.phase = r >= 1 && r <= BombRule::kMoves ? BombPhase::Walking : BombPhase::Standing;
    v.frames = r >= 1 && r <= BombRule::kMoves ? r : (r == 0 ? BombRule::kCycle - BombRule::kMoves : r - BombRule::kMoves);
    v.harmful = true;
    return v;
  }
  // .chksonic read obX before that frame's move, and the move after it ran on the cleared speed.
  v.x = trigger > made ? bombWalkX(x0, trigger - made - 1, right) : x0;
  v.frames = f - trigger;
  v.phase = v.frames < BombRule::kExplode ? BombPhase::Fuse : BombPhase::Exploded;
  v.harmful = v.frames <= BombRule::kExplode;  // ExBom_Main clears obColType on the frame after
  if (v.frames < BombRule::kShrapnel) return v;
  for (int k = 0; k < BombRule::kPieces; ++k) {
    // The fuse's piece moves on the frame it is made; the three new ones from the next.
    const std::uint32_t first = trigger + BombRule::kShrapnel + (k == 0 ? 0 : 1);
    const std::uint32_t moves = f + 1 > first ? f + 1 - first : 0;
    BombPiece p = bombPiece(k, v.x, y0, upsideDown, moves);
    p.exists = (goneMask & (1u << k)) == 0;
    v.pieces[static_cast<std::size_t>(k)] = p;
  }
  return v;
}

}  // namespace solidtile


#include "solidtile/box/box.h"

namespace solidtile {

const char* slopeModeName(SlopeMode m) { return m == SlopeMode::Linear ? "linear" : "column"; }

const char* boxModeName(BoxMode m) {
  switch (m) {
    case BoxMode::Ground: return "ground";
    case BoxMode::Air: return "air";
    case BoxMode::Ladder: return "ladder";
    case BoxMode::Grab: return "grab";
    case BoxMode::Stairs: return "stairs";
  }
  return "?";
}

const char* boxPassName(BoxPass p) {
  switch (p) {
    case BoxPass::Carry: return "carry";
    case BoxPass::Horizontal: return "horizontal";
    case BoxPass::Head: return "head";
    case BoxPass::Ledge: return "ledge";
  }
  return "?";
}

const char* boxEventName(BoxEvent e) {
  switch (e) {
    case BoxEvent::Landed: return "landed";
    case BoxEvent::LeftGround: return "left-ground";
    case BoxEvent::WallLeft: return "wall-left";
    case BoxEvent::WallRight: return "wall-right";
    case BoxEvent::Ceiling: return "ceiling";
    case BoxEvent::LadderEnter: return "ladder-enter";
    case BoxEvent::LadderLeave: return "ladder-leave";
    case BoxEvent::LadderTop: return "ladder-top";
    case BoxEvent::Ice: return "ice";
    case BoxEvent::Grab: return "grab";
    case BoxEvent::Drop: return "drop";
    case BoxEvent::Jumped: return "jumped";
    case BoxEvent::GraceJump: return "grace-jump";
    case BoxEvent::PlatformRideStart: return "platform-ride-start";
    case BoxEvent::PlatformRideEnd: return "platform-ride-end";
    case BoxEvent::DropThrough: return "drop-through";
    case BoxEvent::StairsEnter: return "stairs-enter";
    case BoxEvent::StairsLeave: return "stairs-leave";
    case BoxEvent::PathSwitched: return "path-switched";
    case BoxEvent::FellOutOfLevel: return "fell-out-of-level";
    case BoxEvent::SpringLaunched: return "spring-launched";
    case BoxEvent::Spiked: return "spiked";
  }
  return "?";
}

BoxConfig defaultBoxConfig() { return BoxConfig{}; }

namespace {
std::string outside(const char* field, std::int64_t v, std::int64_t lo, std::int64_t hi) {
  if (v >= lo && v <= hi) return {};
  return std::string(field) + ": is " + std::to_string(v) + ", outside " + std::to_string(lo) + ".." + std::to_string(hi);
}
}  // namespace

std::string boxConfigProblem(const BoxConfig& c) {
  constexpr Sub kTile = 16 * 256;
  const struct {
    const char* name;
    std::int64_t value, lo, hi;
  } fields[] = {
      {"half_width", c.halfWidth, 1, 32},
      {"half_height", c.halfHeight, 1, 32},
      {"offset_x", c.offsetX, -1024, 1024},
      {"offset_y", c.offsetY, -1024, 1024},
      {"scale_x", c.scaleX, -1024, 1024},
      {"scale_y", c.scaleY, -1024, 1024},
      {"walk_speed", c.walkSpeed, 0, kTile},          // |vx| <= 16 px: only the next column is read
      {"gravity", c.gravity, 0, kTile - 1},
      {"jump_speed", c.jumpSpeed, 0, kTile - 1},
      {"max_fall", c.maxFall, 0, kTile - 1},          // vy < 16 px: rows B-1..B+1 only
      {"snap_margin", c.snapMargin, 0, kTile},
      {"ladder_speed", c.ladderSpeed, 0, kTile - 1},
      {"stair_step_x", c.stairStepX, 1, 16},
      {"stair_step_y", c.stairStepY, 1, 16},
      {"stair_frames", c.stairFrames, 1, 255},
      {"ice_accel", c.iceAccel, 0, kTile},
      {"ice_brake", c.iceBrake, 0, kTile},
      {"ledge_start_y", c.ledgeStartY, -64, 64},
      {"ledge_end_y", c.ledgeEndY, -64, 64},
      {"grab_offset", c.grabOffset, -64, 64},
      {"key_lock_frames", c.keyLockFrames, 0, 255},
      {"grace_frames", c.graceFrames, 0, 254},
  };
  for (const auto& f : fields) {
    std::string why = outside(f.name, f.value, f.lo, f.hi);
    if (!why.empty()) return why;
  }
  const BoxSize s = boxSize(c);
  if (s.halfWidth < 1 || s.halfWidth > 32) return "scale_x: makes the half width " + std::to_string(s.halfWidth) + " px, outside 1..32";
  if (s.halfHeight < 1 || s.halfHeight > 32)
    return "scale_y: makes the half height " + std::to_string(s.halfHeight) + " px, outside 1..32";
  if (c.ledgeEndY < c.ledgeStartY) return "ledge_end_y: is above ledge_start_y";
  return {};
}

}  // namespace solidtile

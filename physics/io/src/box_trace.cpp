#include "solidtile/io/box_trace.h"

#include "solidtile/fixed.h"

namespace solidtile::io {

std::string boxTraceHeader() {
  return "frame,x,y,vx,vy,state,grounded,wall_left,wall_right,ceiling,ladder_top,ice,platform,grace,lock\n";
}

void appendBoxTraceRow(std::string& out, long frame, const BoxState& s) {
  out += std::to_string(frame);
  for (Sub v : {s.x, s.y, s.vx, s.vy}) {
    out += ',';
    out += formatPixels(v);
  }
  out += ',';
  out += boxModeName(s.mode);
  for (std::uint8_t bit : {boxflag::kGround, boxflag::kWallLeft, boxflag::kWallRight, boxflag::kCeiling,
                           boxflag::kLadderTop, boxflag::kIce}) {
    out += (s.flags & bit) ? ",1" : ",0";
  }
  out += ',';
  out += std::to_string(s.platform);
  out += ',';
  out += std::to_string(s.grace);
  out += ',';
  if (s.lockLeft == 0 && s.lockRight == 0) out += '0';
  if (s.lockLeft > 0) {
    out += 'L';
    out += std::to_string(s.lockLeft);
  }
  if (s.lockRight > 0) {
    out += 'R';
    out += std::to_string(s.lockRight);
  }
  out += '\n';
}

}  // namespace solidtile::io

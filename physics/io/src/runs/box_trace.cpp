#include "solidtile/io/box_trace.h"

#include "solidtile/fixed.h"
#include "runs/trace_write.h"

namespace solidtile::io {

std::string boxTraceHeader() {
  return "frame,x,y,vx,vy,state,grounded,wall_left,wall_right,ceiling,ladder_top,ice,platform,grace,lock\n";
}

void appendBoxTraceRow(std::string& out, long frame, const BoxState& s) {
  using namespace detail;
  char row[kMaxRowChars];
  char* p = writeDecimal(row, static_cast<unsigned long>(frame));
  for (Sub v : {s.x, s.y, s.vx, s.vy}) p = putPixels(p, v);
  *p++ = ',';
  p = putText(p, boxModeName(s.mode));
  for (std::uint8_t bit : {boxflag::kGround, boxflag::kWallLeft, boxflag::kWallRight, boxflag::kCeiling,
                           boxflag::kLadderTop, boxflag::kIce}) {
    p = putFlag(p, (s.flags & bit) != 0);
  }
  p = putNumber(p, s.platform);
  p = putNumber(p, s.grace);
  *p++ = ',';
  if (s.lockLeft == 0 && s.lockRight == 0) *p++ = '0';
  if (s.lockLeft > 0) {
    *p++ = 'L';
    p = writeDecimal(p, s.lockLeft);
  }
  if (s.lockRight > 0) {
    *p++ = 'R';
    p = writeDecimal(p, s.lockRight);
  }
  *p++ = '\n';
  out.append(row, static_cast<std::size_t>(p - row));
}

}  // namespace solidtile::io

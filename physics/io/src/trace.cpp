#include "solidtile/io/trace.h"

#include "trace_write.h"

namespace solidtile::io {

std::string traceHeader() {
  return "frame,x,y,xsp,ysp,gsp,angle,mode,airborne,rolling,balancing,control_lock,jumping,path\n";
}

void appendTraceRow(std::string& out, long frame, const PlayerState& s) {
  using namespace detail;
  char row[kMaxRowChars];
  char* p = writeDecimal(row, static_cast<unsigned long>(frame));
  for (Sub v : {s.x, s.y, s.xsp, s.ysp, s.gsp}) p = putPixels(p, v);
  p = putNumber(p, s.angle);
  *p++ = ',';
  p = putText(p, modeName(s.mode));
  p = putFlag(p, s.airborne);
  p = putFlag(p, s.rolling);
  *p++ = ',';
  p = putText(p, balanceName(s.balancing));
  p = putNumber(p, s.controlLock);
  p = putFlag(p, s.jumping);
  p = putNumber(p, s.path);
  *p++ = '\n';
  out.append(row, static_cast<std::size_t>(p - row));
}

}  // namespace solidtile::io

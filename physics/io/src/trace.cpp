#include "solidtile/io/trace.h"

namespace solidtile::io {

std::string traceHeader() {
  return "frame,x,y,xsp,ysp,gsp,angle,mode,airborne,rolling,balancing,control_lock,jumping,path\n";
}

void appendTraceRow(std::string& out, long frame, const PlayerState& s) {
  out += std::to_string(frame);
  for (Sub v : {s.x, s.y, s.xsp, s.ysp, s.gsp}) {
    out += ',';
    out += formatPixels(v);
  }
  out += ',';
  out += std::to_string(s.angle);
  out += ',';
  out += modeName(s.mode);
  out += s.airborne ? ",1" : ",0";
  out += s.rolling ? ",1," : ",0,";
  out += balanceName(s.balancing);
  out += ',';
  out += std::to_string(s.controlLock);
  out += s.jumping ? ",1," : ",0,";
  out += std::to_string(s.path);
  out += '\n';
}

}  // namespace solidtile::io

#include "solidtile/io/trace.h"

#include "runs/trace_write.h"

namespace solidtile::io {

namespace {

// Built once from the names the rest of the program uses, so the trace cannot
// drift from them; a row then copies each text column in one move.
const auto kModeCells = detail::nameCells<4>(modeName);
const auto kBalanceCells = detail::nameCells<3>(balanceName);
const auto kByteCells = detail::byteCells();

// A value outside the enum (a state filled in by hand) is named "?", as modeName and balanceName do.
template <typename Cells, typename Enum>
char* putName(char* out, const Cells& cells, Enum e) {
  const auto i = static_cast<std::size_t>(e);
  return i < cells.size() ? detail::putCell(out, cells[i]) : detail::putText(out, ",?");
}

}  // namespace

std::string traceHeader(bool object, bool camera) {
  std::string h = "frame,x,y,xsp,ysp,gsp,angle,mode,airborne,rolling,balancing,control_lock,jumping,path";
  if (object) h += ",object";
  if (camera) h += ",camera_x,camera_y";
  return h + "\n";
}

void appendTraceRow(std::string& out, long frame, const PlayerState& s, bool object, const CameraState* camera) {
  using namespace detail;
  char row[kMaxRowChars];
  char* p = text::decimal(row, static_cast<unsigned long>(frame));
  for (Sub v : {s.x, s.y, s.xsp, s.ysp, s.gsp}) p = putPixels(p, v);
  p = putCell(p, kByteCells[s.angle]);
  p = putName(p, kModeCells, s.mode);
  p = putFlag(p, s.airborne);
  p = putFlag(p, s.rolling);
  p = putName(p, kBalanceCells, s.balancing);
  p = putCell(p, kByteCells[s.controlLock]);
  p = putFlag(p, s.jumping);
  p = putCell(p, kByteCells[s.path]);
  if (object) p = putNumber(p, s.standingOn);
  if (camera) {
    p = putNumber(p, camera->x);
    p = putNumber(p, camera->y);
  }
  *p++ = '\n';
  out.append(row, static_cast<std::size_t>(p - row));
}

}  // namespace solidtile::io

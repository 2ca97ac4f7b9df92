// Internal: the pieces a trace row is written from, into a stack buffer that
// is appended to the trace once. Rows are written millions of times a run, so
// no std::to_string temporaries and no printf parsing.
#pragma once

#include <string>

#include "solidtile/fixed.h"

namespace solidtile::io::detail {

// A row is well under this: 14 columns, the longest 17 bytes.
inline constexpr std::size_t kMaxRowChars = 256;

// Names of a few letters: a byte loop beats a call to memcpy with a length.
inline char* putText(char* out, const char* text) {
  while (*text != 0) *out++ = *text++;
  return out;
}

inline char* putPixels(char* out, Sub v) {
  *out++ = ',';
  return writePixels(out, v);
}

inline char* putNumber(char* out, long v) {
  *out++ = ',';
  if (v < 0) *out++ = '-';
  return writeDecimal(out, v < 0 ? 0u - static_cast<unsigned long>(v) : static_cast<unsigned long>(v));
}

inline char* putFlag(char* out, bool on) {
  out[0] = ',';
  out[1] = on ? '1' : '0';
  return out + 2;
}

}  // namespace solidtile::io::detail

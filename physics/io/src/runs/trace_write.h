// Internal: the pieces a trace row is written from, into a stack buffer that
// is appended to the trace once. Rows are written millions of times a run, so
// no std::to_string temporaries and no printf parsing.
#pragma once

#include <array>
#include <cstring>
#include <string>

#include "solidtile/decimal_text.h"
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
  return text::pixels(out, v);
}

inline char* putNumber(char* out, long v) {
  *out++ = ',';
  if (v < 0) *out++ = '-';
  return text::decimal(out, v < 0 ? 0u - static_cast<unsigned long>(v) : static_cast<unsigned long>(v));
}

inline char* putFlag(char* out, bool on) {
  out[0] = ',';
  out[1] = on ? '1' : '0';
  return out + 2;
}

// A column's text with its comma, padded to a fixed size so that writing it
// is one fixed-size copy; the row buffer has room for the padding.
struct Cell {
  char text[16];
  std::uint8_t size;
};

// ",<name>" for each of `count` enum values, from the function that names them.
template <std::size_t kCount, typename Enum>
std::array<Cell, kCount> nameCells(const char* (*name)(Enum)) {
  std::array<Cell, kCount> cells{};
  for (std::size_t i = 0; i < kCount; ++i) {
    char* end = putText(cells[i].text + 1, name(static_cast<Enum>(i)));
    cells[i].text[0] = ',';
    cells[i].size = static_cast<std::uint8_t>(end - cells[i].text);
  }
  return cells;
}

// ",0" .. ",255": the byte columns (angle, control lock, path).
inline std::array<Cell, 256> byteCells() {
  std::array<Cell, 256> cells{};
  for (std::size_t i = 0; i < cells.size(); ++i) {
    cells[i].text[0] = ',';
    cells[i].size = static_cast<std::uint8_t>(text::decimal(cells[i].text + 1, i) - cells[i].text);
  }
  return cells;
}

inline char* putCell(char* out, const Cell& c) {
  std::memcpy(out, c.text, sizeof c.text);
  return out + c.size;
}

}  // namespace solidtile::io::detail

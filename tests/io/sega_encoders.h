// Encoders for the Sonic games' compression formats, written for the tests so
// the decoders can be checked on round trips of any data. Valid, not optimal.
// Kosinski's is the library's.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <map>
#include <utility>
#include <vector>

#include "solidtile/io/sega_compression.h"

namespace solidtile::test {

using Bytes = std::vector<std::uint8_t>;

// Kosinski's encoder is the library's (export writes Kosinski files).
inline Bytes encodeKosinski(const Bytes& in) { return io::sega::encodeKosinski(in); }

// Kosinski Moduled: the size word, then each $1000-byte module as its own
// Kosinski stream, padded with `pad` bytes to a multiple of 16 bytes.
inline Bytes encodeKosinskiModuled(const Bytes& in, std::uint8_t pad = 0) {
  Bytes out = {static_cast<std::uint8_t>(in.size() >> 8), static_cast<std::uint8_t>(in.size())};
  for (std::size_t at = 0; at < in.size(); at += 0x1000) {
    const std::size_t n = std::min<std::size_t>(0x1000, in.size() - at);
    const Bytes module = encodeKosinski(Bytes(in.begin() + static_cast<long>(at), in.begin() + static_cast<long>(at + n)));
    out.insert(out.end(), module.begin(), module.end());
    if (at + n < in.size()) {
      while ((out.size() - 2) % 16 != 0) out.push_back(pad);
    }
  }
  return out;
}

class BitWriter {
 public:
  void put(std::uint32_t value, int n) {
    for (int i = n - 1; i >= 0; --i) {
      if (bits_ % 8 == 0) out_.push_back(0);
      if ((value >> i) & 1u) out_.back() |= static_cast<std::uint8_t>(0x80u >> (bits_ % 8));
      ++bits_;
    }
  }
  Bytes& bytes() { return out_; }

 private:
  Bytes out_;
  std::size_t bits_ = 0;
};

// Words whose bits outside the flags named by flagMask fit in `width` bits.
inline Bytes encodeEnigma(const std::vector<std::uint16_t>& words, int width, std::uint8_t flagMask) {
  static constexpr std::pair<std::uint8_t, std::uint16_t> kFlags[] = {
      {0x10, 0x8000}, {0x08, 0x4000}, {0x04, 0x2000}, {0x02, 0x1000}, {0x01, 0x0800}};
  std::map<std::uint16_t, int> freq;
  for (std::uint16_t w : words) ++freq[w];
  std::uint16_t literal = 0;
  int best = 0;
  for (const auto& [w, n] : freq) {
    if (n > best) best = n, literal = w;
  }
  std::uint16_t incrementing = words.empty() ? 0 : words[0];
  BitWriter b;
  auto inlineValue = [&](std::uint16_t v) {
    for (const auto& [headerBit, tileBits] : kFlags) {
      if (flagMask & headerBit) {
        b.put((v & tileBits) ? 1 : 0, 1);
        v = static_cast<std::uint16_t>(v & ~tileBits);
      }
    }
    b.put(v, width);
  };
  auto runOf = [&](std::size_t i, std::uint16_t start, int step) {
    std::size_t n = 0;
    while (n < 16 && i + n < words.size() && words[i + n] == static_cast<std::uint16_t>(start + step * static_cast<int>(n))) ++n;
    return n;
  };
  std::size_t i = 0;
  while (i < words.size()) {
    if (const std::size_t n = runOf(i, incrementing, 1); n > 0) {
      b.put(0b00, 2), b.put(static_cast<std::uint32_t>(n - 1), 4);
      incrementing = static_cast<std::uint16_t>(incrementing + n);
      i += n;
      continue;
    }
    if (const std::size_t n = runOf(i, literal, 0); n > 0) {
      b.put(0b01, 2), b.put(static_cast<std::uint32_t>(n - 1), 4);
      i += n;
      continue;
    }
    const std::size_t same = runOf(i, words[i], 0), up = runOf(i, words[i], 1), down = runOf(i, words[i], -1);
    const std::size_t n = std::max({same, up, down});
    if (n >= 2) {
      b.put(n == same ? 0b100 : n == up ? 0b101 : 0b110, 3), b.put(static_cast<std::uint32_t>(n - 1), 4);
      inlineValue(words[i]);
      i += n;
      continue;
    }
    std::size_t k = 1;
    while (k < 15 && i + k < words.size() && runOf(i + k, words[i + k], 0) < 2 && runOf(i + k, incrementing, 1) == 0 &&
           words[i + k] != literal) {
      ++k;
    }
    b.put(0b111, 3), b.put(static_cast<std::uint32_t>(k - 1), 4);
    for (std::size_t j = 0; j < k; ++j) inlineValue(words[i + j]);
    i += k;
  }
  b.put(0b1111111, 7);
  const std::uint16_t first = words.empty() ? 0 : words[0];
  Bytes out;
  out.reserve(6 + b.bytes().size());
  for (const std::uint8_t h : {static_cast<std::uint8_t>(width), flagMask, static_cast<std::uint8_t>(first >> 8),
                               static_cast<std::uint8_t>(first), static_cast<std::uint8_t>(literal >> 8),
                               static_cast<std::uint8_t>(literal)}) {
    out.push_back(h);
  }
  for (const std::uint8_t x : b.bytes()) out.push_back(x);
  return out;
}

// Tiles of 32 bytes. The 20 commonest (pixel, run) pairs get prefix codes of
// 2 to 8 bits; the rest go inline behind the six-1s escape.
inline Bytes encodeNemesis(const Bytes& tiles, bool xorMode) {
  std::vector<std::uint8_t> pixels;
  std::uint32_t previous = 0;
  for (std::size_t r = 0; r + 4 <= tiles.size(); r += 4) {
    std::uint32_t row = static_cast<std::uint32_t>(tiles[r]) << 24 | static_cast<std::uint32_t>(tiles[r + 1]) << 16 |
                        static_cast<std::uint32_t>(tiles[r + 2]) << 8 | tiles[r + 3];
    const std::uint32_t stored = xorMode ? row ^ previous : row;
    previous = row;
    for (int s = 28; s >= 0; s -= 4) pixels.push_back(static_cast<std::uint8_t>((stored >> s) & 0xF));
  }
  std::vector<std::pair<std::uint8_t, std::uint8_t>> runs;  // pixel, count 1..8
  for (std::size_t i = 0; i < pixels.size();) {
    std::uint8_t n = 1;
    while (n < 8 && i + n < pixels.size() && pixels[i + n] == pixels[i]) ++n;
    runs.push_back({pixels[i], n});
    i += n;
  }
  std::map<std::pair<std::uint8_t, std::uint8_t>, int> freq;
  for (const auto& r : runs) ++freq[r];
  std::vector<std::pair<int, std::pair<std::uint8_t, std::uint8_t>>> order;
  for (const auto& [sym, n] : freq) order.push_back({-n, sym});
  std::sort(order.begin(), order.end());
  static constexpr std::pair<std::uint8_t, std::uint8_t> kCodes[] = {  // code, length
      {0b00, 2},       {0b01, 2},       {0b100, 3},      {0b101, 3},      {0b1100, 4},
      {0b1101, 4},     {0b11100, 5},    {0b11101, 5},    {0xF0, 8},       {0xF1, 8},
      {0xF2, 8},       {0xF3, 8},       {0xF4, 8},       {0xF5, 8},       {0xF6, 8},
      {0xF7, 8},       {0xF8, 8},       {0xF9, 8},       {0xFA, 8},       {0xFB, 8}};
  std::map<std::pair<std::uint8_t, std::uint8_t>, std::pair<std::uint8_t, std::uint8_t>> code;
  for (std::size_t k = 0; k < order.size() && k < std::size(kCodes); ++k) code[order[k].second] = kCodes[k];
  const std::size_t count = tiles.size() / 32;
  Bytes out = {static_cast<std::uint8_t>((count >> 8) | (xorMode ? 0x80 : 0)), static_cast<std::uint8_t>(count)};
  int lastPixel = -1;
  for (const auto& [sym, c] : code) {
    if (sym.first != lastPixel) out.push_back(static_cast<std::uint8_t>(0x80 | sym.first));
    lastPixel = sym.first;
    out.push_back(static_cast<std::uint8_t>((sym.second - 1) << 4 | c.second));
    out.push_back(c.first);
  }
  out.push_back(0xFF);
  BitWriter b;
  for (const auto& r : runs) {
    if (const auto it = code.find(r); it != code.end()) {
      b.put(it->second.first, it->second.second);
    } else {
      b.put(0b111111, 6), b.put(static_cast<std::uint32_t>(r.second - 1), 3), b.put(r.first, 4);
    }
  }
  out.insert(out.end(), b.bytes().begin(), b.bytes().end());
  return out;
}

}  // namespace solidtile::test

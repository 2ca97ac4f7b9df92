#include "compact_tiles.h"

#include <zlib.h>
#include <zstd.h>
#include <zstd_errors.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cstring>
#include <limits>
#include <memory>

namespace solidtile::io {
namespace {

constexpr char kAlphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

constexpr std::array<std::int8_t, 256> kValue = [] {
  std::array<std::int8_t, 256> t{};
  t.fill(-1);
  for (int i = 0; i < 64; ++i) t[static_cast<unsigned char>(kAlphabet[i])] = static_cast<std::int8_t>(i);
  return t;
}();

// zstd's fastest levels already shrink a sparse level hundreds of times; a
// higher level costs save time for little.
constexpr int kZstdLevel = 1;

// Two base64 digits for every 12 bits: 3 bytes take two look-ups.
constexpr std::array<char, 2 * 4096> kDigitPairs = [] {
  std::array<char, 2 * 4096> t{};
  for (std::size_t v = 0; v < 4096; ++v) {
    t[2 * v] = kAlphabet[v >> 6];
    t[2 * v + 1] = kAlphabet[v & 63];
  }
  return t;
}();

void appendBase64To(std::string& out, const std::uint8_t* in, std::size_t n) {
  const std::size_t at = out.size();
  out.resize(at + (n + 2) / 3 * 4, '=');
  char* o = out.data() + at;
  std::size_t i = 0;
  for (; i + 3 <= n; i += 3) {
    const std::uint32_t v = static_cast<std::uint32_t>(in[i]) << 16 | static_cast<std::uint32_t>(in[i + 1]) << 8 | in[i + 2];
    std::memcpy(o, &kDigitPairs[2 * (v >> 12)], 2);
    std::memcpy(o + 2, &kDigitPairs[2 * (v & 4095)], 2);
    o += 4;
  }
  if (i < n) {
    std::uint32_t v = static_cast<std::uint32_t>(in[i]) << 16;
    if (i + 1 < n) v |= static_cast<std::uint32_t>(in[i + 1]) << 8;
    *o++ = kAlphabet[v >> 18];
    *o++ = kAlphabet[(v >> 12) & 63];
    if (i + 1 < n) *o = kAlphabet[(v >> 6) & 63];
  }
}

// How many bytes `text` decodes to, checked before anything is allocated.
std::optional<std::size_t> base64Size(std::string_view text, std::string* why) {
  if (text.size() % 4 != 0) {
    *why = "is " + std::to_string(text.size()) + " characters of base64, not a multiple of 4";
    return std::nullopt;
  }
  std::size_t pad = 0;
  while (pad < 2 && pad < text.size() && text[text.size() - 1 - pad] == '=') ++pad;
  return text.size() / 4 * 3 - pad;
}

bool decodeBase64(std::string_view text, std::uint8_t* out, std::string* why) {
  const auto bad = [&](std::size_t at) {
    *why = "has '" + std::string(1, text[at]) + "' at character " + std::to_string(at) + ", which is not base64";
    return false;
  };
  std::size_t pad = 0;
  while (pad < 2 && pad < text.size() && text[text.size() - 1 - pad] == '=') ++pad;
  const std::size_t full = text.size() - (pad ? 4 : 0);  // groups without padding
  const auto* s = reinterpret_cast<const unsigned char*>(text.data());
  for (std::size_t i = 0; i < full; i += 4) {
    const int a = kValue[s[i]], b = kValue[s[i + 1]], c = kValue[s[i + 2]], d = kValue[s[i + 3]];
    if ((a | b | c | d) < 0) {
      for (std::size_t k = i;; ++k) {
        if (kValue[s[k]] < 0) return bad(k);
      }
    }
    const std::uint32_t v = static_cast<std::uint32_t>(a) << 18 | static_cast<std::uint32_t>(b) << 12 |
                            static_cast<std::uint32_t>(c) << 6 | static_cast<std::uint32_t>(d);
    *out++ = static_cast<std::uint8_t>(v >> 16);
    *out++ = static_cast<std::uint8_t>(v >> 8);
    *out++ = static_cast<std::uint8_t>(v);
  }
  if (pad) {
    std::uint32_t v = 0;
    for (std::size_t k = 0; k < 4 - pad; ++k) {
      const int x = kValue[s[full + k]];
      if (x < 0) return bad(full + k);
      v |= static_cast<std::uint32_t>(x) << (18 - 6 * k);
    }
    *out++ = static_cast<std::uint8_t>(v >> 16);
    if (pad == 1) *out = static_cast<std::uint8_t>(v >> 8);
  }
  return true;
}

std::string sizeMismatch(std::size_t got, std::size_t size) {
  return "holds " + std::to_string(got) + " bytes, expected " + std::to_string(size);
}

bool unzstd(const std::uint8_t* in, std::size_t inSize, std::uint8_t* out, std::size_t size, std::string* why) {
  const unsigned long long declared = ZSTD_getFrameContentSize(in, inSize);
  if (!startsSkippableZstdFrame(in, inSize) && declared != ZSTD_CONTENTSIZE_UNKNOWN &&
      declared != ZSTD_CONTENTSIZE_ERROR && declared != size) {
    *why = "is a zstd stream of " + std::to_string(declared) + " bytes, expected " + std::to_string(size);
    return false;
  }
  const std::size_t n = ZSTD_decompress(out, size, in, inSize);
  if (ZSTD_isError(n)) {
    *why = zstdFailure(n, size);
    return false;
  }
  if (n != size) {
    *why = "is a zstd stream that " + sizeMismatch(n, size);
    return false;
  }
  return true;
}

bool unzlib(const std::uint8_t* in, std::size_t inSize, std::uint8_t* out, std::size_t size, std::string* why) {
  z_stream z{};
  if (inflateInit(&z) != Z_OK) {
    *why = "could not be inflated: zlib did not start";
    return false;
  }
  z.next_in = const_cast<Bytef*>(in);
  z.avail_in = static_cast<uInt>(inSize);
  z.next_out = out;
  z.avail_out = static_cast<uInt>(size);
  int r = inflate(&z, Z_FINISH);
  std::size_t produced = size - z.avail_out;
  if (r != Z_STREAM_END && z.avail_out == 0) {
    // Full: one spare byte tells a longer stream from a damaged one.
    std::uint8_t spare = 0;
    z.next_out = &spare;
    z.avail_out = 1;
    r = inflate(&z, Z_FINISH);
    if (z.avail_out == 0) produced = size + 1;
  }
  const std::string message = z.msg ? std::string(" (") + z.msg + ")" : std::string();
  inflateEnd(&z);
  if (produced > size) {
    *why = "is a zlib stream that holds more than the " + std::to_string(size) + " bytes expected";
    return false;
  }
  if (r != Z_STREAM_END) {
    *why = "is a corrupt or cut-short zlib stream" + (message.empty() ? " (it ended early)" : message);
    return false;
  }
  if (produced != size) {
    *why = "is a zlib stream that " + sizeMismatch(produced, size);
    return false;
  }
  return true;
}

bool packedBoundFits(std::size_t decoded, TileCompression compression, std::size_t size, std::string* why) {
  const std::size_t bound = compression == TileCompression::Zstd ? ZSTD_compressBound(size)
                                                                 : compressBound(static_cast<uLong>(size));
  if (decoded <= bound) return true;
  *why = std::string("is a ") + (compression == TileCompression::Zstd ? "zstd" : "zlib") + " stream of " +
         std::to_string(decoded) + " bytes; the " + std::to_string(size) + " bytes it should hold never take more than " +
         std::to_string(bound) + " compressed";
  return false;
}

}  // namespace

std::string zstdFailure(std::size_t code, std::size_t size) {
  switch (ZSTD_getErrorCode(code)) {
    case ZSTD_error_dstSize_tooSmall:
      return "is a zstd stream that holds more than the " + std::to_string(size) + " bytes expected";
    case ZSTD_error_dictionary_wrong:
      return "is a zstd stream made with a dictionary; Solidtile reads streams made without one";
    case ZSTD_error_frameParameter_windowTooLarge:
      return "is a zstd stream that asks for a larger decoding window than Solidtile allows";
    default:
      return "is a corrupt or cut-short zstd stream";
  }
}

bool startsSkippableZstdFrame(const std::uint8_t* head, std::size_t n) {
  if (n < 4) return false;
  const std::uint32_t magic = static_cast<std::uint32_t>(head[0]) | static_cast<std::uint32_t>(head[1]) << 8 |
                              static_cast<std::uint32_t>(head[2]) << 16 | static_cast<std::uint32_t>(head[3]) << 24;
  return (magic & 0xFFFFFFF0u) == 0x184D2A50u;
}

std::optional<TileCompression> compressionNamed(std::string_view name) {
  if (name == "zstd") return TileCompression::Zstd;
  if (name == "zlib") return TileCompression::Zlib;
  return std::nullopt;
}

const char* compressionName(TileCompression c) {
  switch (c) {
    case TileCompression::Zstd: return "zstd";
    case TileCompression::Zlib: return "zlib";
    case TileCompression::None: break;
  }
  return "none";
}

std::string encodeBase64(const std::uint8_t* bytes, std::size_t size) {
  std::string out;
  appendBase64To(out, bytes, size);
  return out;
}

std::size_t decodeBase64Run(const char* text, std::size_t n, std::uint8_t* out) {
  const auto* s = reinterpret_cast<const unsigned char*>(text);
  std::size_t i = 0;
  for (; i + 4 <= n; i += 4) {
    const int a = kValue[s[i]], b = kValue[s[i + 1]], c = kValue[s[i + 2]], d = kValue[s[i + 3]];
    if ((a | b | c | d) < 0) break;
    const std::uint32_t v = static_cast<std::uint32_t>(a) << 18 | static_cast<std::uint32_t>(b) << 12 |
                            static_cast<std::uint32_t>(c) << 6 | static_cast<std::uint32_t>(d);
    out[0] = static_cast<std::uint8_t>(v >> 16);
    out[1] = static_cast<std::uint8_t>(v >> 8);
    out[2] = static_cast<std::uint8_t>(v);
    out += 3;
  }
  return i;
}

std::size_t packedBound(std::size_t size) {
  return std::max<std::size_t>(ZSTD_compressBound(size), compressBound(static_cast<uLong>(size)));
}

bool isBase64Digit(char c) { return kValue[static_cast<unsigned char>(c)] >= 0; }

CompactBytes::CompactBytes(const std::uint8_t* bytes, std::size_t size, TileCompression compression,
                           bool unlessLarger)
    : bytes_(bytes), size_(size) {
  if (compression == TileCompression::None) return;
  // Not zero-filled first: the bound is tens of MB for a large layer.
  std::size_t n = 0;
  if (compression == TileCompression::Zstd) {
    const std::size_t bound = ZSTD_compressBound(size);
    packed_.reset(new std::uint8_t[bound]);
    n = ZSTD_compress(packed_.get(), bound, bytes, size, kZstdLevel);
    if (ZSTD_isError(n)) n = 0;
  } else {
    uLongf z = compressBound(static_cast<uLong>(size));
    packed_.reset(new std::uint8_t[z]);
    if (compress2(packed_.get(), &z, bytes, static_cast<uLong>(size), Z_BEST_SPEED) != Z_OK) z = 0;
    n = z;
  }
  // Noise does not shrink: its bytes as they are then read faster (nothing to inflate) and are no larger.
  if (unlessLarger && (n == 0 || n >= size)) {
    packed_.reset();
    return;
  }
  compression_ = compression;
  bytes_ = packed_.get();
  size_ = n;
}

void CompactBytes::appendTo(std::string& out) const { appendBase64To(out, bytes_, size_); }

std::string encodeCompactBytes(const std::uint8_t* bytes, std::size_t size, TileCompression compression) {
  std::string out;
  CompactBytes(bytes, size, compression, false).appendTo(out);
  return out;
}

bool packedSizeFits(const std::uint8_t* head, std::size_t decoded, TileCompression compression, std::size_t size,
                    std::string* why) {
  if (compression == TileCompression::None) {
    if (decoded == size) return true;
    *why = "decodes to " + std::to_string(decoded) + " bytes, expected " + std::to_string(size);
    return false;
  }
  if (compression == TileCompression::Zlib) {
    // Deflate shrinks at most 1032 to 1.
    if (decoded * 1032 + 64 >= size) return true;
    *why = "is " + std::to_string(decoded) + " bytes of zlib stream, too few to hold " + std::to_string(size);
    return false;
  }
  if (!head) return true;  // decoding the whole says what is wrong
  // The frame header (at most 18 bytes) says how much it holds.
  if (startsSkippableZstdFrame(head, std::min<std::size_t>(decoded, 18))) return true;
  const unsigned long long declared = ZSTD_getFrameContentSize(head, std::min<std::size_t>(decoded, 18));
  if (declared == ZSTD_CONTENTSIZE_ERROR || declared == ZSTD_CONTENTSIZE_UNKNOWN || declared == size) return true;
  *why = "is a zstd stream of " + std::to_string(declared) + " bytes, expected " + std::to_string(size);
  return false;
}

bool compactSizeFits(std::string_view text, TileCompression compression, std::size_t size, std::string* why) {
  const std::optional<std::size_t> decoded = base64Size(text, why);
  if (!decoded) return false;
  // The zstd frame header: its first 24 characters at most.
  const std::string_view head = text.size() <= 24 ? text : text.substr(0, 24);
  std::uint8_t header[18] = {};
  std::string ignored;
  const bool headRead = compression == TileCompression::Zstd && decodeBase64(head, header, &ignored);
  return packedSizeFits(headRead ? header : nullptr, *decoded, compression, size, why);
}

bool unpackCompactBytes(const std::uint8_t* packed, std::size_t n, TileCompression compression, std::uint8_t* out,
                        std::size_t size, std::string* why) {
  if (compression == TileCompression::None) {
    if (!packedSizeFits(packed, n, compression, size, why)) return false;
    std::memcpy(out, packed, size);
    return true;
  }
  // Neither stream grows data by more than its bound, so anything longer is not these bytes.
  if (!packedBoundFits(n, compression, size, why)) return false;
  return compression == TileCompression::Zstd ? unzstd(packed, n, out, size, why) : unzlib(packed, n, out, size, why);
}

bool decodeCompactBytes(std::string_view text, TileCompression compression, std::uint8_t* out, std::size_t size,
                        std::string* why) {
  const std::optional<std::size_t> decoded = base64Size(text, why);
  if (!decoded) return false;
  if (compression == TileCompression::None) {
    return packedSizeFits(nullptr, *decoded, compression, size, why) && decodeBase64(text, out, why);
  }
  if (!packedBoundFits(*decoded, compression, size, why)) return false;  // before the bytes are allocated
  std::vector<std::uint8_t> packed(*decoded);
  return decodeBase64(text, packed.data(), why) && unpackCompactBytes(packed.data(), packed.size(), compression, out, size, why);
}

std::vector<std::uint8_t> tileBytes(const std::vector<std::uint16_t>& tiles) {
  std::vector<std::uint8_t> out(tiles.size() * 2);
  for (std::size_t i = 0; i < tiles.size(); ++i) {
    out[2 * i] = static_cast<std::uint8_t>(tiles[i]);
    out[2 * i + 1] = static_cast<std::uint8_t>(tiles[i] >> 8);
  }
  return out;
}

void tilesFromLittleEndian(std::vector<std::uint16_t>& tiles) {
  if constexpr (std::endian::native == std::endian::big) {
    for (std::uint16_t& t : tiles) t = static_cast<std::uint16_t>(t << 8 | t >> 8);
  }
}

}  // namespace solidtile::io

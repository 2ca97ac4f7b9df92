// Tile layer data as Tiled writes it: CSV, or base64 of little-endian 32-bit
// gids, optionally zlib, gzip or zstd compressed.
#include <zlib.h>
#include <zstd.h>

#include <algorithm>
#include <cstring>

#include "level/compact_tiles.h"
#include "tiled_map.h"

namespace solidtile::io::tiled {
namespace {

int base64Value(char c) {
  if (c >= 'A' && c <= 'Z') return c - 'A';
  if (c >= 'a' && c <= 'z') return c - 'a' + 26;
  if (c >= '0' && c <= '9') return c - '0' + 52;
  if (c == '+') return 62;
  if (c == '/') return 63;
  return -1;
}

bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

std::optional<std::string> decodeBase64(std::string_view text, std::size_t maxBytes, std::string* why) {
  std::string out;
  unsigned acc = 0;
  int bits = 0;
  bool padding = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (isSpace(c)) continue;
    if (c == '=') {
      padding = true;
      continue;
    }
    const int v = base64Value(c);
    if (v < 0 || padding) {
      *why = "base64 data has " + quotedText(std::string_view(&c, 1)) + " at character " + std::to_string(i) + ", which is not base64";
      return std::nullopt;
    }
    acc = (acc << 6) | static_cast<unsigned>(v);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      if (out.size() >= maxBytes) {
        *why = "base64 data is longer than the layer (more than " + std::to_string(maxBytes) + " bytes)";
        return std::nullopt;
      }
      out += static_cast<char>((acc >> bits) & 0xFFu);
    }
  }
  return out;
}

// Inflates zlib (windowBits 15) or gzip (15 + 16) into exactly `size` bytes.
std::optional<std::string> inflateExactly(const std::string& in, std::size_t size, bool gzip, std::string* why) {
  // Deflate expands at most about 1032 to 1, so more room than that is never filled.
  const std::size_t room = std::min(size, in.size() * 1040 + 64);
  std::string out(room, '\0');
  z_stream z{};
  if (inflateInit2(&z, gzip ? 15 + 16 : 15) != Z_OK) {
    *why = "zlib could not start";
    return std::nullopt;
  }
  z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(in.data()));
  z.avail_in = static_cast<uInt>(in.size());
  z.next_out = reinterpret_cast<Bytef*>(out.data());
  z.avail_out = static_cast<uInt>(out.size());
  const int r = inflate(&z, Z_FINISH);
  const std::size_t produced = room - z.avail_out;
  const std::size_t after = z.avail_in;  // bytes past the end of the stream
  inflateEnd(&z);
  const char* kind = gzip ? "gzip" : "zlib";
  if (r == Z_BUF_ERROR && z.avail_out == 0 && room == size) {
    *why = std::string(kind) + " data holds more than the layer's " + std::to_string(size / 4) + " tiles";
    return std::nullopt;
  }
  if (r != Z_STREAM_END) {
    *why = std::string(kind) + " data is damaged or cut short" + (z.msg ? std::string(" (") + z.msg + ")" : "");
    return std::nullopt;
  }
  if (after != 0) {
    // Tiled writes one stream; what follows would be read by no one (a second gzip member, junk).
    *why = std::string(kind) + " data goes on for " + std::to_string(after) + " bytes after its stream ends" +
           (gzip ? " (a second gzip member?)" : "");
    return std::nullopt;
  }
  out.resize(produced);
  return out;
}

std::optional<std::string> unzstd(const std::string& in, std::size_t size, std::string* why) {
  std::string out(size + 1, '\0');  // one spare byte tells "too long" from "exact"
  const std::size_t n = ZSTD_decompress(out.data(), out.size(), in.data(), in.size());
  if (ZSTD_isError(n)) {
    *why = "layer data " + zstdFailure(n, size);
    return std::nullopt;
  }
  out.resize(n);
  return out;
}

std::optional<std::vector<std::uint32_t>> parseCsv(std::string_view text, std::size_t count, std::string* why) {
  std::vector<std::uint32_t> gids;
  gids.reserve(std::min(count, text.size() / 2 + 1));  // a header cannot make us reserve what the text lacks
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && (isSpace(text[i]) || text[i] == ',')) ++i;
    if (i == text.size()) break;
    std::uint64_t v = 0;
    const std::size_t start = i;
    while (i < text.size() && text[i] >= '0' && text[i] <= '9') {
      v = v * 10 + static_cast<unsigned>(text[i] - '0');
      if (v > 0xFFFFFFFFu) break;
      ++i;
    }
    if (i == start || v > 0xFFFFFFFFu || (i < text.size() && !isSpace(text[i]) && text[i] != ',')) {
      *why = "CSV value " + std::to_string(gids.size()) + " is not a gid (a whole number 0..4294967295)";
      return std::nullopt;
    }
    if (gids.size() == count) {
      *why = "CSV data has more than the layer's " + std::to_string(count) + " tiles";
      return std::nullopt;
    }
    gids.push_back(static_cast<std::uint32_t>(v));
  }
  if (gids.size() != count) {
    *why = "CSV data has " + std::to_string(gids.size()) + " tiles; the layer has " + std::to_string(count);
    return std::nullopt;
  }
  return gids;
}

}  // namespace

std::optional<std::vector<std::uint32_t>> decodeLayerData(std::string_view text, std::string_view encoding,
                                                          std::string_view compression, std::size_t count,
                                                          std::string* why) {
  if (encoding == "csv") {
    if (!compression.empty()) {
      *why = "CSV data cannot be compressed ('" + std::string(compression) + "')";
      return std::nullopt;
    }
    return parseCsv(text, count, why);
  }
  if (encoding != "base64") {
    *why = "encoding '" + std::string(encoding.substr(0, 40)) +
           "' is not read by Solidtile (it reads csv, and base64 uncompressed or with zlib, gzip or zstd)";
    return std::nullopt;
  }
  const std::size_t bytes = count * 4;
  std::optional<std::string> raw;
  if (compression.empty()) {
    raw = decodeBase64(text, bytes, why);
  } else if (compression == "zlib" || compression == "gzip" || compression == "zstd") {
    // Compressed data is smaller than what it holds, and a layer is at most 4 bytes a tile;
    // a generous cap still stops a hostile file from claiming gigabytes.
    std::optional<std::string> packed = decodeBase64(text, bytes + 1024 * 1024, why);
    if (packed) {
      raw = compression == "zstd" ? unzstd(*packed, bytes, why) : inflateExactly(*packed, bytes, compression == "gzip", why);
    }
  } else {
    *why = "compression '" + std::string(compression.substr(0, 40)) +
           "' is not read by Solidtile (it reads zlib, gzip and zstd)";
    return std::nullopt;
  }
  if (!raw) return std::nullopt;
  if (raw->size() != bytes) {
    *why = "data holds " + std::to_string(raw->size()) + " bytes (" + std::to_string(raw->size() / 4) +
           " tiles); the layer has " + std::to_string(count) + " tiles, 4 bytes each";
    return std::nullopt;
  }
  std::vector<std::uint32_t> gids(count);
  for (std::size_t i = 0; i < count; ++i) {
    const auto* p = reinterpret_cast<const unsigned char*>(raw->data() + i * 4);
    gids[i] = static_cast<std::uint32_t>(p[0]) | static_cast<std::uint32_t>(p[1]) << 8 |
              static_cast<std::uint32_t>(p[2]) << 16 | static_cast<std::uint32_t>(p[3]) << 24;
  }
  return gids;
}

}  // namespace solidtile::io::tiled

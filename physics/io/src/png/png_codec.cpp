// This library's own copy of stb's decoder and encoder, configured below. Its
// functions are static (STB_*_STATIC): the editor links Debian's prebuilt
// libstb with the same names, and mixing the two copies crashed. PNG alone is
// enabled so that the importer cannot be handed a JPEG or PSD decoder to attack.
#define STB_IMAGE_STATIC
#define STB_IMAGE_WRITE_STATIC
#define STBI_ONLY_PNG
#define STBI_NO_STDIO
#define STBI_NO_LINEAR
#define STBI_NO_HDR
// stb_image's inflate grows its output up to 4 GiB whatever the image size,
// so a small crafted file could claim that much: every allocation the decoder
// makes goes through a cap set from the size the header states.
#define STBI_MALLOC(n) solidtile::io::png::cappedRealloc(nullptr, n)
#define STBI_REALLOC(p, n) solidtile::io::png::cappedRealloc(p, n)
#define STBI_FREE(p) std::free(p)
#define STB_IMAGE_IMPLEMENTATION
#define STBI_WRITE_NO_STDIO
#define STB_IMAGE_WRITE_IMPLEMENTATION
#include <zlib.h>

#include <array>
#include <climits>
#include <cstdint>
#include <cstdlib>
#include <cstring>

namespace solidtile::io::png {
namespace {
thread_local std::size_t allocationCap = SIZE_MAX;
thread_local bool capReached = false;
}  // namespace

void* cappedRealloc(void* p, std::size_t n) {
  if (n > allocationCap) {
    capReached = true;
    return nullptr;
  }
  return std::realloc(p, n);
}

}  // namespace solidtile::io::png

// stb casts what our allocation macros return C-style; the macros are ours,
// so GCC reports that code as ours in spite of the SYSTEM include.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wold-style-cast"
// Static, stb's code is inlined into ours and GCC's flow analysis flags it.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wnull-dereference"
#include <stb_image.h>
#include <stb_image_write.h>
#pragma GCC diagnostic pop
#pragma GCC diagnostic pop

#include "png/png_codec.h"

namespace solidtile::io::png {
namespace {

constexpr std::array<unsigned char, 8> kSignature = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};

std::uint32_t bigEndian32(const unsigned char* p) {
  return (std::uint32_t{p[0]} << 24) | (std::uint32_t{p[1]} << 16) | (std::uint32_t{p[2]} << 8) | std::uint32_t{p[3]};
}

void appendBytes(void* context, void* data, int size) {
  static_cast<std::string*>(context)->append(static_cast<const char*>(data), static_cast<std::size_t>(size));
}

std::string chunkName(const unsigned char* type) {
  for (int i = 0; i < 4; ++i) {
    const unsigned char c = type[i];
    if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'))) return "a";
  }
  return "its '" + std::string(reinterpret_cast<const char*>(type), 4) + "'";
}

// stb_image reserves a chunk's stated length before reading it, so a few
// bytes claiming a 2 GiB chunk would cost 2 GiB: every length is checked
// against what the file holds first.
std::string chunkProblem(std::string_view bytes) {
  const auto* p = reinterpret_cast<const unsigned char*>(bytes.data());
  std::size_t at = kSignature.size();
  while (bytes.size() - at >= 8) {  // a length and a type
    const std::size_t length = bigEndian32(p + at);
    const std::size_t room = bytes.size() - at - 8;
    if (length > room || room - length < 4) {
      return chunkName(p + at + 4) + " chunk at byte " + std::to_string(at) + " claims " + std::to_string(length) +
             " bytes and a 4-byte CRC, but only " + std::to_string(room) + " bytes follow (the file is cut short or corrupt)";
    }
    // The CRC covers the type and the data: a flipped bit anywhere is caught
    // here, not decoded. Not in a fuzzing build (FUZZING_BUILD_MODE_...,
    // set by the fuzz preset), where a mutated chunk would almost never get
    // past it and the decoder behind would go untried.
#ifndef FUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION
    const uLong crc = crc32(crc32(0L, Z_NULL, 0), p + at + 4, static_cast<uInt>(length + 4));
    if (crc != bigEndian32(p + at + 8 + length)) {
      return chunkName(p + at + 4) + " chunk at byte " + std::to_string(at) +
             " does not match its CRC (the file is corrupt)";
    }
#endif
    if (std::memcmp(p + at + 4, "IEND", 4) == 0) return "";
    at += 12 + length;
  }
  return "";
}

// stb_image copies an empty IDAT chunk into a buffer it has not allocated yet,
// memcpy(nullptr, p, 0), which is undefined behaviour; such a chunk holds
// nothing, so a file that has one is decoded from a copy without it. Empty
// when there is none (the file is used as it is).
std::string withoutEmptyImageData(std::string_view bytes) {
  const auto* p = reinterpret_cast<const unsigned char*>(bytes.data());
  std::string out;
  std::size_t at = kSignature.size(), kept = 0;
  while (bytes.size() - at >= 12) {
    const std::size_t length = bigEndian32(p + at);
    // Past IEND (or a length checked only up to IEND) is not ours to read.
    if (std::memcmp(p + at + 4, "IEND", 4) == 0 || length > bytes.size() - at - 12) break;
    if (length == 0 && std::memcmp(p + at + 4, "IDAT", 4) == 0) {
      out.append(bytes.substr(kept, at - kept));
      kept = at + 12;
    }
    at += 12 + length;
  }
  if (kept != 0) out.append(bytes.substr(kept));
  return out;
}

// Empty when IHDR's fields are a combination the PNG specification allows
// (section 11.2.2); stb_image decodes some it forbids.
std::string headerFieldProblem(const unsigned char* ihdr) {
  const unsigned depth = ihdr[8], colour = ihdr[9];
  const auto depthIn = [&](std::initializer_list<unsigned> allowed) {
    for (unsigned d : allowed) {
      if (d == depth) return true;
    }
    return false;
  };
  const char* allowed = nullptr;
  switch (colour) {
    case 0: allowed = depthIn({1, 2, 4, 8, 16}) ? nullptr : "1, 2, 4, 8 or 16 (greyscale)"; break;
    case 2: allowed = depthIn({8, 16}) ? nullptr : "8 or 16 (RGB)"; break;
    case 3: allowed = depthIn({1, 2, 4, 8}) ? nullptr : "1, 2, 4 or 8 (palette)"; break;
    case 4: allowed = depthIn({8, 16}) ? nullptr : "8 or 16 (greyscale with alpha)"; break;
    case 6: allowed = depthIn({8, 16}) ? nullptr : "8 or 16 (RGBA)"; break;
    default:
      return "its IHDR chunk gives colour type " + std::to_string(colour) + "; PNG has types 0, 2, 3, 4 and 6";
  }
  if (allowed) {
    return "its IHDR chunk gives colour type " + std::to_string(colour) + " with bit depth " + std::to_string(depth) +
           ", which PNG does not allow (that type takes bit depth " + allowed + ")";
  }
  if (ihdr[10] != 0 || ihdr[11] != 0) return "its IHDR chunk names a compression or filter method PNG does not have";
  if (ihdr[12] > 1) return "its IHDR chunk gives interlace method " + std::to_string(ihdr[12]) + "; PNG has 0 and 1";
  return "";
}

// The decoder's terse reason ("bad dist") as what is wrong and where.
std::string decodeFailure(std::string_view bytes, const char* reason) {
  const std::string r = reason ? reason : "";
  const std::size_t idat = bytes.find("IDAT");
  const std::string data = idat == std::string_view::npos
                               ? std::string("its image data")
                               : "its image data (IDAT chunks from byte " + std::to_string(idat - 4) + ")";
  static constexpr const char* kInflate[] = {"bad huffman code", "bad codelengths", "read past buffer", "bad dist",
                                             "output buffer limit", "bad zlib header", "no preset dict",
                                             "bad compression", "zlib corrupt", "bad png"};
  for (const char* k : kInflate) {
    if (r == k) return "is not a readable PNG: " + data + " is not valid zlib data (the decoder says '" + r + "')";
  }
  if (r == "invalid filter") return "is not a readable PNG: a row of " + data + " has a filter type other than 0-4";
  if (r == "not enough pixels") return "is not a readable PNG: " + data + " holds fewer bytes than its size needs";
  if (r == "no IDAT") return "is not a readable PNG: it has no IDAT chunk (no image data)";
  if (r.empty()) return "is not a readable PNG (the decoder gave no reason)";
  return "is not a readable PNG (the decoder says '" + r + "')";
}

}  // namespace

std::optional<Header> readHeader(std::string_view bytes, std::string* why) {
  const auto* p = reinterpret_cast<const unsigned char*>(bytes.data());
  if (bytes.empty()) {
    *why = "is empty";
    return std::nullopt;
  }
  if (bytes.size() < kSignature.size() || std::memcmp(p, kSignature.data(), kSignature.size()) != 0) {
    *why = "is not a PNG file (it does not start with the PNG signature)";
    return std::nullopt;
  }
  // Signature, then the IHDR chunk: length 13, type, width, height.
  if (bytes.size() < 24 || std::memcmp(p + 12, "IHDR", 4) != 0) {
    *why = "is not a readable PNG: the IHDR chunk with the image size is missing or cut short";
    return std::nullopt;
  }
  if (std::string bad = chunkProblem(bytes); !bad.empty()) {
    *why = "is not a readable PNG: " + bad;
    return std::nullopt;
  }
  if (bigEndian32(p + 8) != 13 || bytes.size() < 8 + 12 + 13) {
    *why = "is not a readable PNG: its IHDR chunk is " + std::to_string(bigEndian32(p + 8)) + " bytes, not 13";
    return std::nullopt;
  }
  if (std::string bad = headerFieldProblem(p + 16); !bad.empty()) {
    *why = "is not a readable PNG: " + bad;
    return std::nullopt;
  }
  return Header{bigEndian32(p + 16), bigEndian32(p + 20)};
}

Pixels decodeRgba(std::string_view bytes, int width, int height, std::string* why) {
  if (bytes.size() > static_cast<std::size_t>(INT_MAX)) {
    *why = "is too large to decode";
    return nullptr;
  }
  int w = 0, h = 0, channels = 0;
  // The largest buffer a valid file needs is its inflated data: a filter byte
  // a row and up to 8 bytes a pixel (16-bit RGBA), a little more interlaced.
  const std::size_t pixelCount = static_cast<std::size_t>(width) * static_cast<std::size_t>(height);
  allocationCap = 9 * pixelCount + 8 * static_cast<std::size_t>(height) + 65536;
  capReached = false;
  const std::string copy = withoutEmptyImageData(bytes);
  const std::string_view input = copy.empty() ? bytes : std::string_view(copy);
  Pixels pixels(stbi_load_from_memory(reinterpret_cast<const stbi_uc*>(input.data()), static_cast<int>(input.size()),
                                      &w, &h, &channels, 4));
  allocationCap = SIZE_MAX;
  if (!pixels) {
    *why = capReached ? "is not a readable PNG: its image data inflates to more than a " + std::to_string(width) + " x " +
                            std::to_string(height) + " px image holds"
                      : decodeFailure(bytes, stbi_failure_reason());
    return nullptr;
  }
  // The size was judged from the header; a file whose decoder disagrees is not trusted.
  if (w != width || h != height) {
    *why = "is not a readable PNG: its size changed while decoding";
    return nullptr;
  }
  return pixels;
}

std::string encodeRgba(const std::uint8_t* rgba, int width, int height, int level) {
  std::string out;
  // stb keeps the level in a global of this file (STB_IMAGE_WRITE_STATIC); set for this call only.
  const int before = stbi_write_png_compression_level;
  stbi_write_png_compression_level = level;
  const bool ok = stbi_write_png_to_func(appendBytes, &out, width, height, 4, rgba, width * 4) != 0;
  stbi_write_png_compression_level = before;
  return ok ? out : std::string();
}

}  // namespace solidtile::io::png

// The only translation unit that compiles stb's implementations: defining the
// macros twice would give duplicate symbols. PNG alone is enabled so that the
// importer cannot be handed a JPEG or PSD decoder to attack.
#define STBI_ONLY_PNG
#define STBI_NO_STDIO
#define STBI_NO_LINEAR
#define STBI_NO_HDR
#define STB_IMAGE_IMPLEMENTATION
#define STBI_WRITE_NO_STDIO
#define STB_IMAGE_WRITE_IMPLEMENTATION
#include <stb_image.h>
#include <stb_image_write.h>

#include "png_codec.h"

#include <array>
#include <climits>
#include <cstring>

namespace solidtile::io::png {
namespace {

constexpr std::array<unsigned char, 8> kSignature = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};

std::uint32_t bigEndian32(const unsigned char* p) {
  return (std::uint32_t{p[0]} << 24) | (std::uint32_t{p[1]} << 16) | (std::uint32_t{p[2]} << 8) | std::uint32_t{p[3]};
}

void appendBytes(void* context, void* data, int size) {
  static_cast<std::string*>(context)->append(static_cast<const char*>(data), static_cast<std::size_t>(size));
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
  return Header{bigEndian32(p + 16), bigEndian32(p + 20)};
}

Pixels decodeRgba(std::string_view bytes, int width, int height, std::string* why) {
  if (bytes.size() > static_cast<std::size_t>(INT_MAX)) {
    *why = "is too large to decode";
    return nullptr;
  }
  int w = 0, h = 0, channels = 0;
  Pixels pixels(stbi_load_from_memory(reinterpret_cast<const stbi_uc*>(bytes.data()), static_cast<int>(bytes.size()),
                                      &w, &h, &channels, 4));
  if (!pixels) {
    *why = std::string("is not a readable PNG (the decoder says: ") + stbi_failure_reason() + ")";
    return nullptr;
  }
  // The size was judged from the header; a file whose decoder disagrees is not trusted.
  if (w != width || h != height) {
    *why = "is not a readable PNG: its size changed while decoding";
    return nullptr;
  }
  return pixels;
}

std::string encodeRgba(const std::uint8_t* rgba, int width, int height) {
  std::string out;
  if (!stbi_write_png_to_func(appendBytes, &out, width, height, 4, rgba, width * 4)) return {};
  return out;
}

}  // namespace solidtile::io::png

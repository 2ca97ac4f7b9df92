// PNG bytes to RGBA pixels and back, through stb_image and stb_image_write
// (compiled in png_codec.cpp only).
#pragma once

#include <cstdint>
#include <cstdlib>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace solidtile::io::png {

// Width and height as the IHDR chunk states them, read before anything is
// decoded so that sizes are judged (and refused) before memory is spent.
struct Header {
  std::uint32_t width = 0;
  std::uint32_t height = 0;
};
// nullopt with `why` ("is empty", "is not a PNG file ...") when the bytes do not begin a PNG.
std::optional<Header> readHeader(std::string_view bytes, std::string* why);

struct FreeDeleter {
  void operator()(std::uint8_t* p) const { std::free(p); }
};
using Pixels = std::unique_ptr<std::uint8_t, FreeDeleter>;

// realloc, refusing (nullptr) more than the decoder may use for the image at hand.
void* cappedRealloc(void* p, std::size_t n);

// RGBA, 4 bytes a pixel, rows from the top; null with the decoder's reason in `why`.
Pixels decodeRgba(std::string_view bytes, int width, int height, std::string* why);
// An RGBA image as PNG bytes; empty when the encoder fails.
// `level`: zlib's effort, 1 (fast) to 9; stb's default is 8.
std::string encodeRgba(const std::uint8_t* rgba, int width, int height, int level = 8);

}  // namespace solidtile::io::png

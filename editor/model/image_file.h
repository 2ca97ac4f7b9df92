// Reading a picture (PNG, or anything else stb_image knows) as 8-bit RGBA, for
// the background image. GL-free, so it is tested headless.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace solidtile::editor {

struct Image {
  int width = 0;
  int height = 0;
  std::vector<std::uint8_t> rgba;  // rows top to bottom, 4 bytes a pixel
};

// Larger images are refused before they are decoded (a texture cannot hold them anyway).
inline constexpr int kMaxImageSide = 16384;

// nullopt with `why` naming the file and the reason when it cannot be read.
std::optional<Image> loadImage(const std::filesystem::path& path, std::string* why);

// "<stem>-001<ext>" in `dir`, or the first number after the highest one there,
// so each F12 screenshot gets its own file instead of overwriting the last.
std::filesystem::path nextNumberedFile(const std::filesystem::path& dir, const std::string& stem, const std::string& ext);

}  // namespace solidtile::editor

#include "app/image_file.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>

#include "stb_image.h"

namespace solidtile::editor {

std::optional<Image> loadImage(const std::filesystem::path& path, std::string* why) {
  const std::string name = path.string();
  std::unique_ptr<std::FILE, int (*)(std::FILE*)> file(std::fopen(name.c_str(), "rb"), std::fclose);
  if (!file) {
    *why = name + ": cannot open it (" + std::string(std::strerror(errno)) + ")";
    return std::nullopt;
  }
  int w = 0, h = 0, channels = 0;
  if (stbi_info_from_file(file.get(), &w, &h, &channels) == 0) {
    *why = name + ": not an image this editor can read (" + stbi_failure_reason() + ")";
    return std::nullopt;
  }
  if (w > kMaxImageSide || h > kMaxImageSide) {
    *why = name + ": " + std::to_string(w) + " x " + std::to_string(h) + " pixels is too large (at most " +
           std::to_string(kMaxImageSide) + " a side)";
    return std::nullopt;
  }
  std::unique_ptr<stbi_uc, void (*)(void*)> pixels(stbi_load_from_file(file.get(), &w, &h, &channels, 4), stbi_image_free);
  if (!pixels) {
    *why = name + ": the image data is broken (" + stbi_failure_reason() + ")";
    return std::nullopt;
  }
  Image image;
  image.width = w;
  image.height = h;
  image.rgba.assign(pixels.get(), pixels.get() + static_cast<std::size_t>(w) * static_cast<std::size_t>(h) * 4);
  return image;
}

}  // namespace solidtile::editor

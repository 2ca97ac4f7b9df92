#include "model/image_file.h"

#include <algorithm>
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

namespace solidtile::editor {

std::filesystem::path nextNumberedFile(const std::filesystem::path& dir, const std::string& stem, const std::string& ext) {
  int highest = 0;
  std::error_code ec;
  for (const auto& e : std::filesystem::directory_iterator(dir, ec)) {
    const std::string name = e.path().filename().string();
    if (name.size() <= stem.size() + 1 + ext.size() || name.compare(0, stem.size() + 1, stem + "-") != 0 ||
        name.compare(name.size() - ext.size(), ext.size(), ext) != 0) {
      continue;
    }
    const std::string digits = name.substr(stem.size() + 1, name.size() - stem.size() - 1 - ext.size());
    if (digits.empty() || digits.size() > 6 || digits.find_first_not_of("0123456789") != std::string::npos) continue;
    highest = std::max(highest, std::stoi(digits));
  }
  char number[16];
  std::snprintf(number, sizeof number, "%03d", highest + 1);
  return dir / (stem + "-" + number + ext);
}

}  // namespace solidtile::editor

// Reads back the framebuffer and writes it as a PNG.
#pragma once

#include <filesystem>
#include <string>

namespace solidtile::editor {

bool writeScreenshot(const std::filesystem::path& path, int framebufferWidth, int framebufferHeight, std::string* why);

}  // namespace solidtile::editor

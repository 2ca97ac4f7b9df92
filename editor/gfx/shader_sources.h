// The GLSL files of shaders/, embedded at build time (see cmake/EmbedShaders.cmake).
#pragma once

#include <string_view>
#include <vector>

namespace solidtile::editor {

struct ShaderSource {
  std::string_view name;  // file name, e.g. "tilemap.frag"
  std::string_view text;
};

const std::vector<ShaderSource>& shaderSources();

}  // namespace solidtile::editor

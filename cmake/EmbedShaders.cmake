# cmake -DOUT=file.cpp -DSOURCES="a.vert;a.frag" -P EmbedShaders.cmake
# Writes the shader texts into a C++ source so the editor runs from any directory.
set(content "// Generated at build time from shaders/; do not edit.\n#include \"gfx/shader_sources.h\"\n\nnamespace solidtile::editor {\n\nconst std::vector<ShaderSource>& shaderSources() {\n  static const std::vector<ShaderSource> all = {\n")
foreach(f IN LISTS SOURCES)
  file(READ "${f}" text)
  get_filename_component(name "${f}" NAME)
  string(APPEND content "    {\"${name}\", R\"glsl(${text})glsl\"},\n")
endforeach()
string(APPEND content "  };\n  return all;\n}\n\n}  // namespace solidtile::editor\n")
file(WRITE "${OUT}.tmp" "${content}")
file(COPY_FILE "${OUT}.tmp" "${OUT}" ONLY_IF_DIFFERENT)

# cmake -DOUT=file.cpp -DSOURCE=doc.md -DFUNCTION=name -DHEADER=path/to.h -P EmbedText.cmake
# Writes a text file into a C++ source as `std::string_view FUNCTION()`, so the
# editor shows its guide without the docs installed beside it.
file(READ "${SOURCE}" text)
set(content "// Generated at build time from ${SOURCE}; do not edit.\n#include \"${HEADER}\"\n\nnamespace solidtile::editor {\n\nstd::string_view ${FUNCTION}() {\n  static constexpr std::string_view text = R\"embedded(${text})embedded\";\n  return text;\n}\n\n}  // namespace solidtile::editor\n")
file(WRITE "${OUT}.tmp" "${content}")
file(COPY_FILE "${OUT}.tmp" "${OUT}" ONLY_IF_DIFFERENT)

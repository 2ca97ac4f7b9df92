// Builds a string by appending its parts: GCC 12 warns falsely (-Wrestrict)
// on "literal" + std::string, which these labels would otherwise be made of.
#pragma once

#include <string>

namespace solidtile::editor {

template <class... Parts>
std::string concat(const Parts&... parts) {
  std::string s;
  ((s += parts), ...);
  return s;
}

}  // namespace solidtile::editor

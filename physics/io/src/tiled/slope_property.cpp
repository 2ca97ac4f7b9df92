#include "tiled/slope_property.h"

namespace solidtile::io::tiled {

std::string slopeText(const SolidObject& o) {
  std::string out;
  for (const std::uint8_t v : o.slope) {
    if (!out.empty()) out += ' ';
    out += std::to_string(v);
  }
  return out;
}

bool readSlopeText(std::string_view text, SolidObject& o, std::string* why) {
  o.slope.clear();
  std::size_t i = 0;
  while (i < text.size()) {
    if (text[i] == ' ') {
      ++i;
      continue;
    }
    int v = 0;
    std::size_t digits = 0;
    while (i < text.size() && text[i] >= '0' && text[i] <= '9' && digits < 4) {
      v = v * 10 + (text[i] - '0');
      ++i;
      ++digits;
    }
    if (digits == 0 || (i < text.size() && text[i] != ' ') || v > ObjectLimits::kMaxSlopeHeight) {
      *why = "is not heights 0.." + std::to_string(ObjectLimits::kMaxSlopeHeight) + " separated by spaces (column " +
             std::to_string(o.slope.size()) + ")";
      return false;
    }
    if (o.slope.size() >= static_cast<std::size_t>(ObjectLimits::kMaxSize)) {
      *why = "has more heights than an object has columns";
      return false;
    }
    o.slope.push_back(static_cast<std::uint8_t>(v));
  }
  if (o.slope.empty()) {
    *why = "is empty; leave the property out for a flat object";
    return false;
  }
  *why = slopeProblem(o);
  if (why->empty()) return true;
  // slopeProblem names the field ("slope has ...", "slope[5] is ..."); the caller names the property.
  const std::size_t close = why->find(']');
  *why = why->rfind("slope[", 0) == 0 && close != std::string::npos
             ? "column " + why->substr(6, close - 6) + why->substr(close + 1)
             : why->substr(why->find(' ') + 1);
  return false;
}

}  // namespace solidtile::io::tiled

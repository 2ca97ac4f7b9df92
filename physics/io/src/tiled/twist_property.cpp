#include "tiled/twist_property.h"

#include <charconv>
#include <vector>

#include "solidtile/level/twist.h"
#include "tiled/words.h"

namespace solidtile::io::tiled {

namespace {

template <class T>
std::string twistJoined(const std::vector<T>& table) {
  std::string out;
  for (const T v : table) {
    if (!out.empty()) out += ' ';
    out += std::to_string(static_cast<int>(v));
  }
  return out;
}

template <class T>
bool readTwistNumbers(std::string_view text, std::size_t count, int lo, int hi, const char* what, std::vector<T>& to,
                      std::string* why) {
  to.clear();
  const std::vector<std::string_view> words = spaceSeparatedWords(text);
  for (const std::string_view w : words) {
    int v = 0;
    const auto [p, ec] = std::from_chars(w.data(), w.data() + w.size(), v);
    if (ec != std::errc() || p != w.data() + w.size() || v < lo || v > hi) {
      *why = std::string("is not ") + what + " " + std::to_string(lo) + ".." + std::to_string(hi) +
             " separated by spaces (entry " + std::to_string(to.size()) + ")";
      return false;
    }
    to.push_back(static_cast<T>(v));
  }
  if (words.size() != count) {
    *why = "has " + std::to_string(words.size()) + " " + what + ", expected " + std::to_string(count);
    return false;
  }
  return true;
}

}  // namespace

std::string twistText(const SolidObject& o) { return twistJoined(o.twist); }
std::string twistFlipText(const SolidObject& o) { return twistJoined(o.twistFlip); }

bool readTwistText(std::string_view text, SolidObject& o, std::string* why) {
  return readTwistNumbers(text, kTwistHeights, kTwistMinHeight, kTwistMaxHeight, "heights", o.twist, why);
}

bool readTwistFlipText(std::string_view text, SolidObject& o, std::string* why) {
  return readTwistNumbers(text, kTwistFlips, 0, 255, "flip angles", o.twistFlip, why);
}

}  // namespace solidtile::io::tiled

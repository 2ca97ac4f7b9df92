// What an IntGrid value means for collision: by rule (--intgrid-map) or by
// the words of its identifier, the way LDtk platformers name them.
#include <string>
#include <vector>

#include "solidtile/io/ldtk.h"

namespace solidtile::io {
namespace {

constexpr const char* kMeaningNames[kIntGridMeaningCount] = {"solid", "top_only", "none", "ladder",
                                                             "ice", "stair_up_right", "stair_up_left"};

// "OneWay_platform2" -> one, way, platform: split at what is not a letter and where lower case meets upper.
std::vector<std::string> words(std::string_view id) {
  std::vector<std::string> out;
  std::string word;
  char before = 0;
  for (char c : id) {
    const bool upper = c >= 'A' && c <= 'Z', lower = c >= 'a' && c <= 'z';
    if ((!upper && !lower) || (upper && before >= 'a' && before <= 'z')) {
      if (!word.empty()) out.push_back(word);
      word.clear();
    }
    if (upper) word += static_cast<char>(c - 'A' + 'a');
    else if (lower) word += c;
    before = c;
  }
  if (!word.empty()) out.push_back(word);
  return out;
}

}  // namespace

const char* intGridMeaningName(IntGridMeaning m) { return kMeaningNames[static_cast<int>(m)]; }

IntGridMeaning intGridMeaningByName(std::string_view identifier) {
  const std::vector<std::string> w = words(identifier);
  const auto has = [&](std::initializer_list<std::string_view> any) {
    for (const std::string& x : w) {
      for (std::string_view a : any) {
        if (x == a) return true;
      }
    }
    return false;
  };
  if (has({"ladder", "ladders"})) return IntGridMeaning::Ladder;
  if (has({"stair", "stairs", "staircase"})) return has({"left"}) ? IntGridMeaning::StairUpLeft : IntGridMeaning::StairUpRight;
  if (has({"ice", "icy"})) return IntGridMeaning::Ice;
  bool oneWay = has({"oneway", "platform", "platforms", "jumpthrough", "jumpthru", "semisolid", "passthrough"});
  for (std::size_t i = 0; i + 1 < w.size(); ++i) {  // the same in two words: One_way, JumpThrough, pass_thru
    const std::string pair = w[i] + w[i + 1];
    oneWay = oneWay || pair == "oneway" || pair == "jumpthrough" || pair == "jumpthru" || pair == "passthrough" ||
             pair == "semisolid";
  }
  return oneWay ? IntGridMeaning::TopOnly : IntGridMeaning::Solid;
}

std::optional<std::vector<IntGridRule>> parseIntGridRules(std::string_view text, std::string* why) {
  std::vector<IntGridRule> out;
  std::size_t i = 0;
  while (i <= text.size()) {
    std::size_t end = text.find(',', i);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view entry = text.substr(i, end - i);
    const std::size_t eq = entry.find('=');
    const std::string_view value = eq == std::string_view::npos ? entry : entry.substr(0, eq);
    const std::string_view meaning = eq == std::string_view::npos ? std::string_view() : entry.substr(eq + 1);
    std::optional<IntGridMeaning> m;
    for (int k = 0; k < kIntGridMeaningCount; ++k) {
      if (meaning == kMeaningNames[k]) m = static_cast<IntGridMeaning>(k);
    }
    if (meaning == "platform" || meaning == "one_way") m = IntGridMeaning::TopOnly;
    if (value.empty() || !m) {
      *why = "entry " + quotedText(entry, 40) +
             " is not VALUE=MEANING (MEANING one of solid, top_only, platform, none, ladder, ice, stair_up_right, stair_up_left)";
      return std::nullopt;
    }
    out.push_back({std::string(value), *m});
    i = end + 1;
  }
  return out;
}

}  // namespace solidtile::io

#include "level/twist_fields.h"

#include "solidtile/io/level_file.h"
#include "solidtile/level/twist.h"

namespace solidtile::io {

namespace {

// One table of exactly `count` integers within lo..hi into `to`.
template <class T>
bool readTwistTable(FieldReader& in, const Json& object, const std::string& where, std::int64_t version, const char* key,
               std::size_t count, int lo, int hi, const char* what, std::vector<T>& to) {
  const Json* j = in.member(object, where, key, false);
  if (!j) return true;
  const std::string at = childPath(where, key);
  if (version < kLevelFormatTwistVersion) {
    in.add(at, newerFieldMessage(kLevelFormatTwistVersion, version));
    return false;
  }
  if (!in.isArray(*j, at, std::string("an array of ") + std::to_string(count) + " " + what)) return false;
  if (j->size() != count) {
    in.add(at, "has " + std::to_string(j->size()) + " entries, expected " + std::to_string(count) + " " + what);
    return false;
  }
  bool good = true;
  to.clear();
  for (std::size_t c = 0; c < j->size(); ++c) {
    std::string why;
    const auto v = integerIn((*j)[c], lo, hi, &why);
    if (!v) {
      in.add(indexPath(at, c), why + " (" + what + ")");
      good = false;
    } else {
      to.push_back(static_cast<T>(*v));
    }
  }
  return good;
}

template <class T>
void appendTwistTable(std::string& out, const char* key, const std::vector<T>& table) {
  ((out += ", \"") += key) += "\": [";
  for (std::size_t c = 0; c < table.size(); ++c) {
    if (c) out += ", ";
    out += std::to_string(static_cast<int>(table[c]));
  }
  out += ']';
}

}  // namespace

bool readObjectTwist(FieldReader& in, const Json& object, const std::string& where, std::int64_t version,
                     SolidObject& o) {
  const bool heights = readTwistTable(in, object, where, version, "twist", kTwistHeights, kTwistMinHeight, kTwistMaxHeight,
                                 "path heights, pixels from the twist's centre", o.twist);
  const bool flips = readTwistTable(in, object, where, version, "twist_flip", kTwistFlips, 0, 255, "flip angles", o.twistFlip);
  return heights && flips;
}

void appendObjectTwist(std::string& out, const SolidObject& o) {
  if (!o.twist.empty()) appendTwistTable(out, "twist", o.twist);
  if (!o.twistFlip.empty()) appendTwistTable(out, "twist_flip", o.twistFlip);
}

}  // namespace solidtile::io

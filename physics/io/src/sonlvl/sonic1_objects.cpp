#include "solidtile/io/sonic1_objects.h"

#include <string>

namespace solidtile::io {

Sonic1ObjectsResult parseSonic1Objects(std::span<const std::uint8_t> bytes) {
  Sonic1ObjectsResult r;
  std::vector<Sonic1Object> list;
  constexpr std::size_t kEntry = 6;
  std::size_t at = 0;
  while (true) {
    const std::string where = "offset " + std::to_string(at);
    if (bytes.size() - at < 2) {
      r.problems.push_back({where, "expected the end marker $FFFF or a 6-byte entry, the data ends"});
      return r;
    }
    const auto word = [&](std::size_t i) { return static_cast<std::uint16_t>(bytes[i] << 8 | bytes[i + 1]); };
    if (word(at) == 0xFFFF) break;
    if (bytes.size() - at < kEntry) {
      r.problems.push_back({where, "expected a 6-byte entry, " + std::to_string(bytes.size() - at) + " bytes are left"});
      return r;
    }
    if (list.size() == kMaxSonic1Objects) {
      r.problems.push_back({where, "more than " + std::to_string(kMaxSonic1Objects) + " objects"});
      return r;
    }
    Sonic1Object o;
    o.x = word(at);
    const std::uint16_t y = word(at + 2);
    o.y = y & 0x0FFFu;
    // ObjPosLoad rotates bits 14 and 15 into the render flags' X and Y flip.
    o.flipX = (y & 0x4000u) != 0;
    o.flipY = (y & 0x8000u) != 0;
    o.remember = (bytes[at + 4] & 0x80u) != 0;
    o.id = bytes[at + 4] & 0x7Fu;
    o.subtype = bytes[at + 5];
    list.push_back(o);
    at += kEntry;
  }
  r.objects = std::move(list);
  return r;
}

}  // namespace solidtile::io

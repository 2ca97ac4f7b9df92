#include "sonic1_loops.h"

#include <cstdint>
#include <optional>
#include <string_view>

namespace solidtile::io {
namespace {

// The game keeps two loop chunks a zone (v_256loop1, v_256loop2).
constexpr std::size_t kMaxLoopChunks = 2;

}  // namespace

std::optional<unsigned> parseHexByte(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  if (s.empty() || s.size() > 2) return std::nullopt;
  unsigned v = 0;
  for (const char c : s) {
    const int d = c >= '0' && c <= '9' ? c - '0' : c >= 'A' && c <= 'F' ? c - 'A' + 10 : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
    if (d < 0) return std::nullopt;
    v = v * 16 + static_cast<unsigned>(d);
  }
  return v;
}

std::vector<LoopRegion> sonic1LoopRegions(const std::string* loopchunks, const Bytes& layout, ProblemList& problems) {
  std::vector<LoopRegion> regions;
  if (!loopchunks || loopchunks->empty() || layout.size() < 2) return regions;
  std::vector<unsigned> ids;
  std::string_view rest = *loopchunks;
  while (true) {
    const std::size_t comma = rest.find(',');
    const std::string_view item = rest.substr(0, comma);
    const std::optional<unsigned> id = parseHexByte(item);
    if (!id || *id == 0 || *id > 0x7F) {
      std::string what = "'";
      what.append(item);
      what += "' is not a chunk id: expected hex 1..7F (\"35\" or \"2A,34\")";
      problems.add("loopchunks", std::move(what));
      return {};
    }
    ids.push_back(*id);
    if (comma == std::string_view::npos) break;
    rest.remove_prefix(comma + 1);
  }
  if (ids.size() > kMaxLoopChunks) {
    std::string what = "lists ";
    what += std::to_string(ids.size());
    what += " chunks; the game has two loop chunks a zone";
    problems.add("loopchunks", std::move(what));
    return {};
  }
  const int w = layout[0] + 1, h = layout[1] + 1;
  if (layout.size() < 2u + static_cast<std::size_t>(w * h)) return regions;  // the import reports the short layout
  for (int cy = 0; cy < h; ++cy) {
    for (int cx = 0; cx < w; ++cx) {
      const unsigned byte = layout[2 + static_cast<std::size_t>(cy * w + cx)];
      for (std::size_t k = 0; k < ids.size(); ++k) {
        if (byte == (0x80u | ids[k])) {
          regions.push_back({cx * LoopRule::kSize, cy * LoopRule::kSize, k == 1});
          break;
        }
      }
    }
  }
  return regions;
}

}  // namespace solidtile::io

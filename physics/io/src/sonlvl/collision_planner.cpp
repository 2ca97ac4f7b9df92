// Block places matched with collision index entries (collision_planner.h).
#include "collision_planner.h"

#include <set>

#include "data_reader.h"

namespace solidtile::io {
namespace {

constexpr std::size_t kArrayEntries = 256;

std::string cell(const BlockPlace& p) { return "layout cell (" + std::to_string(p.cellX) + "," + std::to_string(p.cellY) + ")"; }

std::string blockOfChunk(const BlockPlace& p) {
  return "block " + dollarHex(p.block) + " of chunk " + dollarHex(p.chunk) + " in " + cell(p);
}

// "X and Y flip, solidity top_only"
std::string look(bool flipX, bool flipY, Solidity s) {
  const char* flips = flipX ? (flipY ? "X and Y flip" : "X flip") : (flipY ? "Y flip" : "no flip");
  return std::string(flips) + ", solidity " + solidityName(s);
}

// "(1,2)", "(1,2) and (3,4)", "(1,2), (3,4) and (5,6)".
template <class Points>
std::string pointList(const Points& points) {
  std::string s;
  std::size_t i = 0;
  for (const auto& [x, y] : points) {
    if (i > 0) s += i + 1 == points.size() ? " and " : ", ";
    // Appended piece by piece: GCC 12 warns falsely (restrict) on "(" + std::string.
    s += '(';
    s += std::to_string(x);
    s += ',';
    s += std::to_string(y);
    s += ')';
    ++i;
  }
  return s;
}

// "layout cells (2,0) and (3,0)", or "120 layout cells" past a few: which
// cells a block edit would change (a chunk placed twice is one chunk).
std::string cellList(const std::set<std::pair<int, int>>& cells) {
  constexpr std::size_t kNamed = 4;
  if (cells.size() > kNamed) return std::to_string(cells.size()) + " layout cells";
  return (cells.size() == 1 ? "layout cell " : "layout cells ") + pointList(cells);
}

// "primary path tile (3,4)", "primary path tiles (3,4) and (5,4)".
std::string describeTiles(const char* layerName, const std::vector<std::pair<int, int>>& tiles) {
  return std::string(layerName) + (tiles.size() == 1 ? " tile " : " tiles ") + pointList(tiles);
}

}  // namespace

CollisionPlanner::CollisionPlanner(const Level& original, const Level& edited, std::vector<Index> indexes,
                                   std::array<const char*, 2> layerNames, ProblemList& problems)
    : original_(original), edited_(edited), indexes_(std::move(indexes)), layerNames_(layerNames), problems_(problems),
      entryOf_(original.masks().size(), -1) {}

std::string CollisionPlanner::place(int layer, int x, int y) const { return describeTiles(layerNames_[layer ? 1 : 0], {{x, y}}); }

void CollisionPlanner::refuse(const BlockPlace& p, std::string why) {
  const int layer = p.layer ? 1 : 0;
  auto [at, added] = refusalAt_.try_emplace({layer, why}, refusals_.size());
  if (added) refusals_.push_back({layer, std::move(why), {}});
  refusals_[at->second].tiles.emplace_back(p.x, p.y);
}

bool CollisionPlanner::edited(const BlockPlace& p) const {
  const Tile before = original_.tile(p.layer, p.x, p.y), after = edited_.tile(p.layer, p.x, p.y);
  return !(before.empty() && after.empty()) && before != after;
}

void CollisionPlanner::learn(const BlockPlace& p) {
  if (p.noChunk) return;
  const Tile t = original_.tile(p.layer, p.x, p.y);
  const Index& index = indexes_[static_cast<std::size_t>(p.index)];
  if (!t.empty() && p.block < index.size()) entryOf_[static_cast<std::size_t>(t.maskIndex())] = index[p.block];
}

void CollisionPlanner::check(const BlockPlace& p) {
  const Tile t = edited_.tile(p.layer, p.x, p.y);
  if (p.noChunk) {
    // Collision here would need a chunk of the cell's own: chunk and block
    // ids, art and layout, none of which export writes (docs/formats.md).
    if (!t.empty()) refuse(p, "solid in " + cell(p) + ", which " + *p.noChunk + "; export writes no chunks or layout, so the cell cannot be given collision");
    return;
  }
  const Index& index = indexes_[static_cast<std::size_t>(p.index)];
  if (p.block == 0) {
    if (!t.empty()) {
      refuse(p, "solid on " + blockOfChunk(p) + ": block $0 is the blank block every empty place shares (a mask for it would be every empty place's); "
                "export writes no chunks, so the place cannot be given collision");
    }
    return;
  }
  if (p.solidity == Solidity::None || p.block >= index.size()) {
    if (!t.empty()) {
      refuse(p, "solid on " + blockOfChunk(p) + ", which " +
                    (p.solidity == Solidity::None ? std::string("the chunk marks not solid here (no solidity bits)")
                                                  : "lies past the end of the collision index (" + std::to_string(index.size()) + " entries)") +
                    "; export writes no chunks, so the place cannot be given collision");
    }
    return;
  }
  int entry = 0;
  if (!t.empty()) {
    // Refused, but its mask is still asked for: a block conflict it takes
    // part in is named now, not after the user has fixed the flip.
    if (t.flipX() != p.flipX || t.flipY() != p.flipY || t.solidity() != p.solidity) {
      refuse(p, "flips or solidity unlike " + blockOfChunk(p) + " (the level: " + look(t.flipX(), t.flipY(), t.solidity()) +
                    "; the chunk: " + look(p.flipX, p.flipY, p.solidity) + "); they live in the chunk, which export does not write");
    }
    entry = entryFor(t.maskIndex());
    if (entry < 0) return;
  }
  Wanted& w = wanted_[{p.index, p.block}];
  w.layers[p.layer ? 1 : 0] = true;
  if (const std::pair<int, int> c{p.cellX, p.cellY}; c != w.lastCell) {
    w.cells.insert(c);
    w.lastCell = c;
  }
  auto [at, added] = w.byEntry.try_emplace(entry);
  if (added) w.order.push_back(entry);
  Asked& a = at->second;
  if (edited(p)) {
    a.edited[p.layer ? 1 : 0].emplace_back(p.x, p.y);
  } else if (a.others++ == 0) {
    a.firstOther = place(p.layer, p.x, p.y);
  }
}

std::vector<CollisionPlanner::Index> CollisionPlanner::indexes(const std::string& sharedNote) {
  for (const Refusal& r : refusals_) problems_.add(describeTiles(layerNames_[static_cast<std::size_t>(r.layer)], r.tiles), r.why);
  std::vector<Index> out = indexes_;
  for (const auto& [key, w] : wanted_) {
    if (w.byEntry.size() > 1) {
      // Every edited place is named (it is what the user would undo); the
      // places that keep their entry by one and a count.
      std::string edits, kept;
      for (const int entry : w.order) {
        const Asked& a = w.byEntry.at(entry);
        for (std::size_t layer = 0; layer < 2; ++layer) {
          if (a.edited[layer].empty()) continue;
          edits += (edits.empty() ? "" : "; ") + std::string("entry ") + dollarHex(static_cast<unsigned>(entry)) + " at " +
                   describeTiles(layerNames_[layer], a.edited[layer]) + " (edited)";
        }
        if (a.others == 0) continue;
        kept += "; entry " + dollarHex(static_cast<unsigned>(entry)) + " kept at " + a.firstOther;
        if (a.others > 1) kept += " and " + std::to_string(a.others - 1) + (a.others == 2 ? " more place" : " more places");
      }
      std::string what = "is given different masks in different places, but its collision index entry is one for all of them: " + edits + kept;
      what += "; it lies in " + cellList(w.cells);
      if (w.layers[0] && w.layers[1] && !sharedNote.empty()) what += " (" + sharedNote + ")";
      problems_.add("block " + dollarHex(key.second), what);
    }
    out[static_cast<std::size_t>(key.first)][key.second] = static_cast<std::uint16_t>(w.order.front());
  }
  return out;
}

int CollisionPlanner::entryFor(int mask) {
  if (mask < 0 || static_cast<std::size_t>(mask) >= edited_.masks().size()) return -1;
  if (static_cast<std::size_t>(mask) >= entryOf_.size()) entryOf_.resize(static_cast<std::size_t>(mask) + 1, -1);
  int& e = entryOf_[static_cast<std::size_t>(mask)];
  if (e >= 0) return e;
  if (e == -2) return -1;
  if (next_ >= free_.size()) {
    problems_.add("mask " + std::to_string(mask), "is new and the collision array has no free entry (it holds 256, " +
                                                      std::to_string(kArrayEntries - free_.size()) + " in use by the project's zones)");
    e = -2;
    return -1;
  }
  e = free_[next_++];
  return e;
}

std::vector<int> freeEntries(const std::vector<CollisionPlanner::Index>& used) {
  std::array<bool, kArrayEntries> inUse{};
  inUse[0] = true;
  for (const CollisionPlanner::Index& index : used) {
    for (const std::uint16_t e : index) {
      if (e < kArrayEntries) inUse[e] = true;
    }
  }
  std::vector<int> free;
  for (std::size_t e = 0; e < kArrayEntries; ++e) {
    if (!inUse[e]) free.push_back(static_cast<int>(e));
  }
  return free;
}

}  // namespace solidtile::io

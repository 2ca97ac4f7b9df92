// Matching the block places of an edited level with the collision index
// entries they ask for, shared by the games' exports: every place of the
// layout is checked, the cells that read no chunk included, so an edit the
// project's format cannot hold is refused naming its place instead of being
// dropped.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "solidtile/io/problem.h"
#include "solidtile/level/level.h"

namespace solidtile::io {

// One block place of the level as the game reads it.
struct BlockPlace {
  int layer = 0;
  int x = 0, y = 0;  // tiles
  unsigned block = 0;
  bool flipX = false, flipY = false;
  Solidity solidity = Solidity::None;
  int index = 0;  // which collision index the game looks the block up in
  int cellX = 0, cellY = 0;  // the layout cell holding it
  unsigned chunk = 0;        // the chunk the cell reads there
  // Why the cell reads no chunk ("holds chunk $00, ..."), or nullptr when it
  // reads one: such a place holds no collision and export cannot give it any.
  const std::string* noChunk = nullptr;
};

// Matches block places with collision array entries: learn() every place of
// the original level (which entry each of its masks came from), then check()
// every place of the edited one (which entry its block must name).
class CollisionPlanner {
 public:
  using Index = std::vector<std::uint16_t>;  // an array entry per block
  CollisionPlanner(const Level& original, const Level& edited, std::vector<Index> indexes,
                   std::array<const char*, 2> layerNames, ProblemList& problems);
  void learn(const BlockPlace& p);
  void check(const BlockPlace& p);
  // The array entries a new mask may take, ascending.
  void setFree(std::vector<int> free) { free_ = std::move(free); }
  // The indexes the edit asks for. Adds the problems check() found, a place
  // list a reason, and one for each block asked for two masks, naming every
  // edited place of it (with `sharedNote` added when the places are on both
  // layers).
  std::vector<Index> indexes(const std::string& sharedNote);
  // The array entry of each mask of the edited level (-1: none).
  const std::vector<int>& entries() const { return entryOf_; }

 private:
  // Places one entry of a block is asked for at: the edited ones all named,
  // the others (which keep what they had) by the first and a count.
  struct Asked {
    std::array<std::vector<std::pair<int, int>>, 2> edited;  // by layer
    std::string firstOther;
    int others = 0;
  };
  struct Wanted {
    std::map<int, Asked> byEntry;
    std::vector<int> order;  // entries in the order first asked for
    bool layers[2] = {false, false};
    std::set<std::pair<int, int>> cells;  // the layout cells it lies in
    std::pair<int, int> lastCell{-1, -1};  // a chunk's places come together: most need no set insert
  };
  // Tiles of one layer refused for one reason, grouped so a brush stroke is one line.
  struct Refusal {
    int layer = 0;
    std::string why;
    std::vector<std::pair<int, int>> tiles;
  };
  std::string place(int layer, int x, int y) const;
  void refuse(const BlockPlace& p, std::string why);
  bool edited(const BlockPlace& p) const;
  int entryFor(int mask);

  const Level& original_;
  const Level& edited_;
  std::vector<Index> indexes_;
  std::array<const char*, 2> layerNames_;
  ProblemList& problems_;
  std::vector<int> entryOf_;
  std::vector<int> free_;
  std::size_t next_ = 0;
  std::map<std::pair<int, unsigned>, Wanted> wanted_;  // by index and block
  std::vector<Refusal> refusals_;
  std::map<std::pair<int, std::string>, std::size_t> refusalAt_;  // by layer and reason
};

// The array entries none of `used` names (0 is "no collision"), ascending.
std::vector<int> freeEntries(const std::vector<CollisionPlanner::Index>& used);

}  // namespace solidtile::io

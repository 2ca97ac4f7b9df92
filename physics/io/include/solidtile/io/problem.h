// What is wrong with a file, said so a person can find it.
#pragma once

#include <string>
#include <vector>

namespace solidtile::io {

struct Problem {
  std::string where;  // "masks[3].heights[5]", "line 12", "layers[1].tiles[40] (tile 8,2)"
  std::string what;   // "is 17, outside -16..16"
};

// "file.json: masks[3].heights[5]: is 17, outside -16..16", one per line.
std::string describe(const std::string& source, const std::vector<Problem>& problems);

}  // namespace solidtile::io

// The inspector's probe table for one box step: every tile a pass tested and
// every floor probe, then the floor decision and the ledge scan, as rows of
// text (pass, tile, kind, result, why). GL-free so tests read the same rows.
#pragma once

#include <string>
#include <vector>

#include "solidtile/box/box.h"

namespace solidtile::editor {

struct BoxProbeRow {
  std::string pass;    // "horizontal", "floor F(24)", "decision", "ledge"
  std::string tile;    // "(50,23)" or "-" (object "obj 1")
  std::string kind;    // the tile as the level has it: "mask 3 all ladder"
  std::string result;  // "hit", "clear", "depth 4:00", "lands"
  std::string why;     // why the step went that way
  bool decisive = false;  // a hit, a supporting floor, a landing, a ledge found
};

// `path` is the collision path the step read (the state before it).
std::vector<BoxProbeRow> boxProbeRows(const BoxRecord& r, const Level& level, int path, const BoxConfig& cfg);

// "12:80 (0x0C80)": whole pixels and the subpixel byte in hex, then the raw value in hex.
std::string boxSubText(Sub v);

}  // namespace solidtile::editor

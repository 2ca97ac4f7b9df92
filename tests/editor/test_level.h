// Small levels built in code for the editor model tests.
#pragma once

#include "model/document.h"
#include "model/starter_masks.h"

namespace solidtile::editor::test {

inline Tile block(int mask = 0, Solidity s = Solidity::All) { return Tile::make(mask, false, false, s); }

inline Document smallDocument(int w = 8, int h = 6, int layers = 2) {
  io::LevelFile f;
  f.name = "test";
  f.level = Level(w, h, layers);
  addStarterMasks(f.level);
  return Document(std::move(f));
}

}  // namespace solidtile::editor::test

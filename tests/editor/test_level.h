// Small levels built in code for the editor model tests.
#pragma once

#include "session/editor_context.h"
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

// An editing session as the app holds one, with queued edits applied on demand.
struct Session {
  Settings settings;
  EditorContext ctx{settings};
  void apply() {
    for (auto& q : ctx.queue) ctx.doc.history.push(std::move(q.command), ctx.doc, q.mergeId);
    ctx.queue.clear();
  }
};

// A floor along row 5 of a 32 x 8 level, the start above it at x 40: a
// player that lands and can run, for the debugger's tests.
struct FlatSession : Session {
  FlatSession() {
    ctx.doc = smallDocument(32, 8, 1);
    for (int x = 0; x < 32; ++x) ctx.doc.level().setTile(0, x, 5, block());
    ctx.doc.level().startX = 40;
    ctx.doc.level().startY = 40;
    ctx.doc.history.markClean();
    ctx.debugger.syncWithDocument(ctx.doc);
  }
  Debugger& d() { return ctx.debugger; }
  Timeline& t() { return ctx.debugger.timeline; }
};

}  // namespace solidtile::editor::test

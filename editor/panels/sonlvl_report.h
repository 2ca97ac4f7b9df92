// The result of File > Save to SonLVL project: the files written with their
// backups, "nothing changed", or every place the project's format cannot
// hold, in a scrolling list (a refusal can name many blocks).
#pragma once

#include "session/editor_context.h"

namespace solidtile::editor {

// Opens while ctx.sonlvlReport has a title; OK, Enter or Esc closes it.
void drawSonlvlReport(EditorContext& ctx);

}  // namespace solidtile::editor

// File > Open SonLVL project...: a level of an original game's disassembly as
// a new, unsaved document, its art drawn as the background image.
#pragma once

#include <filesystem>
#include <string>

#include "session/editor_context.h"

namespace solidtile::editor {

// Where the imported levels' art goes: $XDG_CACHE_HOME/solidtile/sonlvl, else
// ~/.cache/solidtile/sonlvl (never the project's folder: it is the user's game data).
std::filesystem::path sonlvlArtDirectory();
// Imports `level` of the project `ini` (collision, loop regions, start) and draws
// its art as `artDir`/<level>.png, set as the background. Problems go to a
// popup and the current document stays.
bool importSonlvlDocument(EditorContext& ctx, const std::filesystem::path& ini, const std::string& level,
                          const std::filesystem::path& artDir);

// File > Save to SonLVL project: the document's masks, angles and block masks
// written into `target` as `solidtile export-sonlvl` writes them (only the
// files that change, each after a copy to FILE.bak). A refusal writes nothing.
// Either way ctx.sonlvlReport says what happened; after a save the document
// remembers `target`.
bool saveSonlvlDocument(EditorContext& ctx, const SonlvlTarget& target);

}  // namespace solidtile::editor

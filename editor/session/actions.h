// The editing actions both the menus and the keyboard shortcuts trigger, so
// each exists once.
#pragma once

#include "session/editor_context.h"

namespace solidtile::editor::actions {

void undo(EditorContext& ctx);
void redo(EditorContext& ctx);
void copy(EditorContext& ctx);
void cut(EditorContext& ctx);
void paste(EditorContext& ctx);         // the clipboard follows the pointer until clicked
void deleteSelection(EditorContext& ctx);
void selectAll(EditorContext& ctx);
// Flips what is in hand: the pasting stamp, else the selection's content, else the brush.
void flipX(EditorContext& ctx);
void flipY(EditorContext& ctx);
void cancel(EditorContext& ctx);        // Escape: stop pasting, then drop the selection
// A stamp in hand (paste, a generated shape) uses the Select tool; dropping it
// gives back the tool that was in use before.
void startPasting(EditorContext& ctx);
void stopPasting(EditorContext& ctx);
void setTool(EditorContext& ctx, Tool t);
// T: the painting tools switch between tiles and tags (a tool that cannot paint gives way to the brush).
void toggleTagTool(EditorContext& ctx);
void zoomIn(EditorContext& ctx);
void zoomOut(EditorContext& ctx);
void zoomTo(EditorContext& ctx, double zoom);  // around the canvas centre
void fitLevel(EditorContext& ctx);
void cycleLayerView(EditorContext& ctx);
void toggleActiveLayer(EditorContext& ctx);
void setLayerCount(EditorContext& ctx, int layers);
void resizeLevel(EditorContext& ctx, int width, int height, int anchorX, int anchorY);
double minimumZoom(const EditorContext& ctx);
// Shift+Tab: folds both side columns to strips (at 1280 px the canvas gets
// their room), or unfolds both when both are folded.
void toggleSideColumns(EditorContext& ctx);
// Ctrl+B: keeps the input track as a new branch ("branch N").
void saveBranch(EditorContext& ctx);
// Shift+B: the next branch's path as the ghost, then none.
void cycleBranchGhost(EditorContext& ctx);
// Replaces the debugger's input track with the branch's, as one undo step.
void switchToBranch(EditorContext& ctx, const InputBranch& b);
// The input movie and the branches kept beside it (MOVIE.branches). Opening
// is one undo step; a bad movie changes nothing, a bad branches file keeps
// the movie and the branches as they were; either shows the error. Saving
// the movie also saves its branches.
bool openMovie(EditorContext& ctx, const std::filesystem::path& path);
bool saveMovie(EditorContext& ctx, const std::filesystem::path& path);
// Shift+O: the O tool's selected platform between a flat top and a sloped one
// (object_slope.h: flat gets the ramp up), one undo step; a spring, spikes or
// no selection says why not in the status bar.
void toggleObjectSlope(EditorContext& ctx);

}  // namespace solidtile::editor::actions

// Mask authoring as actions on the session: the mask editor panel, the
// palette, the shape dialog and the keyboard shortcuts all end here. The mask
// being edited is always the brush's mask, so picking one in the palette
// both paints with it and opens it for editing.
#pragma once

#include <cstdint>
#include <string>

#include "session/editor_context.h"

namespace solidtile::editor::actions {

// The brush's mask, or -1 when the level has no masks.
int currentMask(const EditorContext& ctx);

// Mask edits; each is one undo step unless it shares a merge id with the last.
void setCurrentMask(EditorContext& ctx, const HeightMask& after, const std::string& label, std::uint64_t mergeId = 0);
void shapeOp(EditorContext& ctx, MaskShapeOp op);
void setAngle(EditorContext& ctx, Angle a, std::uint64_t mergeId = 0);
// Clearing the flag gives the computed angle, or $00 when the shape has none.
void setFlagged(EditorContext& ctx, bool flagged);
// Sets the computed angle. An undetermined shape changes nothing; the result
// says why, and the status bar asks for a value.
AutoAngle autoAngle(EditorContext& ctx);

// The mask list. New and duplicate append and make the new mask current.
void newMask(EditorContext& ctx);
void duplicateMask(EditorContext& ctx);
// Refused (false, with the reason in the status bar) while tiles use the mask,
// unless `replacement` names another mask that takes over its tiles.
bool deleteMask(EditorContext& ctx, int replacement = -1);
// Moves the current mask `delta` places; every tile follows its mask.
void moveMask(EditorContext& ctx, int delta);
// Selects the next tile using the current mask and centres the view on it.
void jumpToUses(EditorContext& ctx);
void toggleMaskEditor(EditorContext& ctx);

// The shape dialog's choice.
struct ShapeSpec {
  enum class Kind { Slope, Arc } kind = Kind::Slope;
  SlopeSpec slope;
  ArcSpec arc;
};
std::string describeShape(const ShapeSpec& s);  // "slope 16 over 32, rising right, floor"
// Adds the shape's masks (deduplicated across flips) as one undo step and
// puts the shape in hand as a stamp that follows the pointer, ready to place.
void generateShape(EditorContext& ctx, const ShapeSpec& spec);

// A drag on the mask grid: every segment is queued as it happens, and the
// whole drag is one undo step.
class MaskStroke {
 public:
  enum class Mode { Floor, Hanging, Erase };
  void begin(EditorContext& ctx, int column, int row, Mode mode);
  void moveTo(EditorContext& ctx, int column, int row);
  void end(EditorContext& ctx);
  bool active() const { return mask_ >= 0; }

 private:
  void paint(EditorContext& ctx, ColumnHeight to);
  int mask_ = -1;
  Mode mode_ = Mode::Floor;
  HeightMask working_;
  ColumnHeight last_;
  std::uint64_t mergeId_ = 0;
};

}  // namespace solidtile::editor::actions

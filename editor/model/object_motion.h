// An object's motion in the O tool: along its waypoints, or by one of the
// games' oscillating values (level format 8, SolidObject::osc), with the
// games' own platform subtypes as presets.
#pragma once

#include <span>

#include "solidtile/level/objects.h"

namespace solidtile::editor {

// The object moving by `table`'s oscillators, or along its path again for
// OscTable::None. Turning to an oscillator keeps the first waypoint as the
// origin (an oscillating object has one point) and starts from Obj18's
// sideways motion; a bridge, which stays where it is, is left as it is.
SolidObject withOscTable(const SolidObject& o, OscTable table);

// Obj18's subtypes that move by an oscillator, as the importer decodes them
// (s1disasm Plat_Move, s2.asm Obj18_Behaviours), and the circles of Obj5A and Obj19.
struct OscPreset {
  int subtype;
  const char* label;
  int id = 0x18;  // the object: Obj18, or Obj5A / Obj19 for the circles
};
std::span<const OscPreset> oscPresets(OscTable table);
// The object moving as Obj18 of that game and subtype does (its origin kept).
SolidObject withOscPreset(const SolidObject& o, OscTable table, int subtype, int id = 0x18);
// The object with a second oscillator on its other axis (level format 14:
// the next one, not reversed) or without it; unchanged when it does not
// oscillate or already is so.
SolidObject withOtherAxis(const SolidObject& o, bool on);

}  // namespace solidtile::editor

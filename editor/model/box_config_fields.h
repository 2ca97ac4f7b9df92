// Every field of BoxConfig as a row the Box config panel can show, edit and
// reset, so the panel is one loop and a new field is one line here.
#pragma once

#include <cstdint>
#include <span>

#include "solidtile/box/box_config.h"

namespace solidtile::editor {

struct BoxConfigField {
  enum class Unit { Pixels, Speed, Frames, Scale, SlopeMode };  // Speed: subpixels (per frame, or per frame^2)
  const char* name;  // the BoxConfig member, as docs/box.md names it
  Unit unit;
  const char* help;
  std::int32_t* (*number)(BoxConfig&);  // nullptr for SlopeMode
};

std::span<const BoxConfigField> boxConfigFields();
const char* unitName(BoxConfigField::Unit u);  // "px", "subpx", "frames", "1/256", ""

// Numbers as ints; the slope mode as its enum value (0 column, 1 linear).
std::int32_t boxConfigValue(const BoxConfig& c, const BoxConfigField& f);
void setBoxConfigValue(BoxConfig& c, const BoxConfigField& f, std::int32_t v);
std::int32_t boxConfigDefault(const BoxConfigField& f);
bool differsFromDefault(const BoxConfig& c, const BoxConfigField& f);

}  // namespace solidtile::editor

// Every field of PlayerConfig as a row the physics settings panel can show,
// edit and reset, so the panel is one loop and a new field is one line here.
#pragma once

#include <span>

#include "solidtile/sonic/profile.h"

namespace solidtile::editor {

struct ConfigField {
  enum class Kind { Speed, Pixels, Frames, Count, Flag };  // Count: a plain number (angle bytes, charge)
  const char* name;  // the PlayerConfig field, as docs/physics.md names it
  Kind kind;
  const char* help;
  int* (*number)(PlayerConfig&);  // Speed (subpixels), Pixels, Frames, Count
  bool* (*flag)(PlayerConfig&);   // Flag
};

std::span<const ConfigField> configFields();

int configNumber(const PlayerConfig& c, const ConfigField& f);
bool configFlag(const PlayerConfig& c, const ConfigField& f);
// The field differs from the default of the config's own profile.
bool differsFromProfile(const PlayerConfig& c, const ConfigField& f);
void resetToProfile(PlayerConfig& c, const ConfigField& f);

}  // namespace solidtile::editor

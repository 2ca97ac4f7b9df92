// What a SonLVL project calls each object id, for the markers of any game:
// the project's object lists (`objlst`, the global one and then the level's,
// `|`-separated): `[25]` sections with `name=`, else the stem of `xmlfile=`
// or `codefile=`. An id no list names has an empty name.
#pragma once

#include <array>
#include <string>

#include "solidtile/io/sonlvl.h"

namespace solidtile::io {

using ObjectNames = std::array<std::string, 256>;

// A list that cannot be read names nothing (names are a convenience).
ObjectNames objectListNames(const SonlvlProject& project, const IniSection& level);

}  // namespace solidtile::io

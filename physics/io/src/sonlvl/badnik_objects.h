// The games' badniks as enemies (level format 14; sonic/enemy.h): an object
// layout entry of a badnik whose collision type is set once at its init and
// is an enemy's (0..$3F), sized by the game's touch-size table and centred
// on the entry (decodeSonlvlObject's default case; the entry stays a marker).
#pragma once

#include <optional>

#include "solidtile/io/sonlvl_objects.h"
#include "solidtile/level/objects.h"

namespace solidtile::io {

// The enemy an entry places, or nothing when its id is not such a badnik of
// `game`. The subtype is not read: none of these badniks' init routines
// reads it for its collision type (only for its behaviour, not simulated).
std::optional<SolidObject> sonlvlBadnik(SonlvlGame game, const SonlvlObjectEntry& e);

}  // namespace solidtile::io

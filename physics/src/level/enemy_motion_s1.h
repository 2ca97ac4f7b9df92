// Internal: Sonic 1's Green Hill badniks' routines (format 17; the public
// side is level/enemy_motion.h, which dispatches here).
#pragma once

#include "solidtile/level/enemy_motion.h"
#include "solidtile/level/objects.h"

namespace solidtile::s1badnik {

// One frame of o's routine; slots[0] is the enemy's destroyed frame, its
// routine's slots follow.
void step(const SolidObject& o, ObjectSlot* slots, const EnemyWorld& w);
EnemyPlace place(const SolidObject& o, const ObjectSlot* slots);
bool staysDeleted(const ObjectSlot* slots);

}  // namespace solidtile::s1badnik

// An object's kind and its fields (level format version 6): "kind", "direction"
// and "spring_speed" (solidtile/level/object_kinds.h); version 7's bridges and
// their "logs".
#pragma once

#include <cstdint>
#include <string>

#include "common/json_fields.h"
#include "solidtile/level/level.h"

namespace solidtile::io {

inline constexpr const char* kObjectKindKeys[] = {"kind", "direction", "spring_speed", "logs", "collapse_delay",
                                                  "collapse_hold", "fall_delay", "fall_carry", "item"};

// Reads the kind fields of object `j` (at `where`, "objects[3]") into `o`;
// false, with a problem naming the field, when one is bad or the file is
// older than version 6 (7 for a bridge). Reads w and h first: a bridge's w follows its logs.
bool readObjectKindFields(FieldReader& in, const Json& j, const std::string& where, std::int64_t version,
                          SolidObject& o);
// `, "kind": ...` for each kind field that is not its default, else nothing.
void appendObjectKindFields(std::string& out, const SolidObject& o);
// Whether any object has a kind field that is not its default (a version-6 file).
bool usesObjectKinds(const Level& level);
// Whether any object is a bridge (a version-7 file).
bool usesBridges(const Level& level);
// Whether any object is a collapse (a version-8 file).
bool usesCollapses(const Level& level);
// Whether any object is a fall (a version-9 file).
bool usesFalls(const Level& level);
// Whether any object is a monitor (a version-9 file).
bool usesMonitors(const Level& level);
bool usesDiagonalSprings(const Level& level);  // version 10
bool usesNudge(const Level& level);            // version 11: a block's "nudge"
bool usesSonic1Motion(const Level& level);     // version 17: Sonic 1's badniks' "motion"s
bool usesGroundBreak(const Level& level);      // version 18: a breakable's "breaks" ground, ground_any
bool usesEnemyMotion(const Level& level);      // version 15: an enemy's "motion"
bool usesOnScreen(const Level& level);         // version 13: a block's "on_screen"
bool usesVanish(const Level& level);           // version 15: a block's "vanish"
bool usesSpikeRetract(const Level& level);     // version 15: spikes' "retract"
bool usesTimer(const Level& level);
bool usesSpin(const Level& level);             // version 19: a hurt zone's "spin"            // version 17: a block's or a hurt zone's "timer"
bool usesRoute(const Level& level);            // version 18: a block's "route"
bool usesKind(const Level& level, ObjectKind k);  // any object of kind k (push: version 11)

}  // namespace solidtile::io

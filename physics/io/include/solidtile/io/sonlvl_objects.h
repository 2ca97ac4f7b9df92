// The object layout entries of a SonLVL project that the games' own routines
// make solid and Solidtile can simulate with its object kinds (issue 27):
// springs, static spikes, monitors, rocks (Sonic 1's purple rock, S&K's AIZ
// rock), Sonic 1's edge walls and the invisible solid blocks. Each
// becomes a SolidObject whose box is the one the object's SolidObject call
// gives (d1 = w/2 + $B, d2 = h/2, centred on the entry's position); every entry
// also stays a marker, so nothing is lost and export writes the layout as it
// was. docs/formats.md, "Simulated objects", names each routine and number.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "solidtile/io/markers.h"
#include "solidtile/level/objects.h"
#include "solidtile/sonic/profile.h"

namespace solidtile::io {

enum class SonlvlGame : std::uint8_t { Sonic1, Sonic2, Sonic3K };
// The game whose objects a profile's level holds: none for guide.
std::optional<SonlvlGame> sonlvlGameOf(Profile p);

// Sonic 2's twist tables (Obj06_CosineTable, Obj06_FlipAngleTable), read from
// s2.asm by the importer: the game's data, which Solidtile does not keep.
struct SonlvlTwistTables {
  std::vector<std::int8_t> heights;
  std::vector<std::uint8_t> flips;
};

// Sonic 1's Obj2F collision heights (LGrass_Data1..3: misc/mz_pfm1.bin,
// mz_pfm2.bin, mz_pfm3.bin), read from the disassembly by the importer: the
// game's data, which Solidtile does not keep (grass_objects.h).
struct SonlvlGrassTables {
  std::vector<std::uint8_t> pfm1, pfm2, pfm3;
};

struct SonlvlObjectEntry {
  int id = 0;         // the game's object id, 0..255 (Sonic 1: without the remember bit)
  int subtype = 0;    // 0..255
  std::int32_t x = 0, y = 0;  // the object's centre (obX, obY), pixels
  bool flipX = false, flipY = false;  // the layout's flip bits (the object's status bits 0 and 1)
  // Sonic 2: the act is Aquatic Ruin's (Current_Zone = aquatic_ruin_zone), where
  // Obj18_Init gives a platform solid on every side y_radius $28, not $30. Only
  // that height reads the zone, so a caller that does not know it (the summary,
  // the editor's presets) still learns whether the entry is simulated.
  bool aquaticRuin = false;
  // Sonic 2: Mystic Cave's and Oil Ocean's acts, whose Obj1F_Init gives the
  // collapsing platform its own width and delays (as Aquatic Ruin's). Whether
  // Obj1F is simulated does not depend on them.
  bool mysticCave = false, oilOcean = false;
  // Sonic 2: Chemical Plant's acts, whose Obj32_Init makes the breakable
  // block width_pixels $10, not $18 (breakable_objects.h).
  bool chemicalPlant = false;
  // S&K: Icecap's acts, where Obj_CollapsingPlatform is a bridge with its own
  // width and slope table (collapse_objects.h).
  bool icecap = false;
  // S&K: the act's Current_zone and act (0 is Angel Island 1), which
  // Obj_CorkFloor reads for its size (breakable_objects.h). Whether it is
  // simulated reads Icecap's alone (icecap).
  std::uint8_t sonic3kZone = 0, sonic3kAct = 0;
  // Sonic 2: the twist tables when s2.asm was found beside the project; an
  // Obj06 spiral without them stays a marker (twist_objects.h).
  const SonlvlTwistTables* twist = nullptr;
  // Sonic 1: Obj2F's heights when the disassembly's misc/ folder was found
  // beside the project; an Obj2F entry without them stays a marker.
  const SonlvlGrassTables* grass = nullptr;
  // Sonic 2: an act whose Obj0D_Init deletes the signpost in a one-player
  // game (Current_Act not 0, other than Metropolis 2: "tst.b
  // (Current_Act).w; beq.s loc_1921E; move.w #0,x_pos(a0)"). The summary,
  // which knows no act, takes act 1's (a goal).
  bool sonic2SignGone = false;
  // Sonic 1: the act's v_zone (id_SLZ 3, id_SBZ 5; 0 for the zones nothing
  // reads), which Swing_Main reads for Obj15's look: Star Light's platform
  // also hurts, Scrap Brain's is a spiked ball (swing_objects.h). Whether
  // Obj15 is simulated does not depend on it.
  std::uint8_t sonic1Zone = 0;
  // Sonic 2: Metropolis' acts, where Obj2D_Init makes the one-way barrier
  // width_pixels $C, not 8 (level/barrier.h).
  bool metropolis = false;
};

struct SonlvlObjectDecode {
  std::optional<SolidObject> object;  // set when Solidtile simulates the entry
  // Why an entry of a type Solidtile simulates stays a marker (a diagonal
  // spring, pushed spikes, a subtype past the game's table); else empty.
  std::string markerReason;
  // The game's routine only displays the entry (no SolidObject call, no
  // collision_flags): there is nothing to simulate, and it is no missing
  // object (Sonic 2's Obj1C bridge stakes, Obj49 waterfalls; Sonic 1's Obj1C, Obj49).
  bool scenery = false;
};

// What the game's routine makes of the entry. Flips choose only a direction,
// never whether the entry is simulated.
SonlvlObjectDecode decodeSonlvlObject(SonlvlGame game, const SonlvlObjectEntry& e);
// Appends the entry's object when it is simulated and the level has room
// (ObjectLimits::kMaxObjects); false only when it is simulated and found none.
// Sonic 1's Obj25 entry is a row of rings (Ring_Main): one object each.
bool addSonlvlObject(SonlvlGame game, const SonlvlObjectEntry& e, std::vector<SolidObject>& objects);
inline constexpr int kObj25RingsId = 0x25;
// Sonic 1's Obj47 (Spring Yard's pinball bumper), Sonic 2's Obj44 (Casino
// Night's round bumper) and Obj1B (Chemical Plant's speed booster).
inline constexpr int kObj47BumperId = 0x47;
// Sonic 1's Scrap Brain girder block: a block on its route (level/route.h).
inline constexpr int kObj70GirderId = 0x70;
inline constexpr int kObj44RoundBumperId = 0x44;
inline constexpr int kObj16LiftId = 0x16;  // Sonic 2's Hill Top lift (level/lift.h)
inline constexpr int kObj2DBarrierId = 0x2D;  // Sonic 2's one-way barrier (level/barrier.h)
inline constexpr int kObj1BSpeedBoosterId = 0x1B;
// Sonic 1's and Sonic 2's signpost, Obj0D (level/goal.h).
inline constexpr int kObj0DSignpostId = 0x0D;
// Whether Sonic 2's Obj0D_Init keeps the signpost of this act (SonLVL's
// section name, "Emerald Hill Zone Act 1"): act 1, and Metropolis 2.
bool sonic2ActKeepsSignpost(std::string_view levelName);
// S&K's Obj_TwistedRamp ("Object pointers - SK Set 1.asm": "dc.l Obj_TwistedRamp ; 14").
inline constexpr int kSonic3kTwistedRampId = 0x0E;
// S&K's Obj_AIZHollowTree ("Object pointers - SK Set 1.asm": "dc.l Obj_AIZHollowTree ; 3").
inline constexpr int kSonic3kHollowTreeId = 0x03;
// S&K's first zone whose objects are Sprite_ListingK's ("Object pointers - SK
// Set 2.asm"), Mushroom Hill; zones 0..6 take Sprite_Listing3's (SK Set 1).
inline constexpr int kSonic3kSecondSetZone = 7;
// The name of a ring layout's markers (type 0).
inline constexpr const char* kSonlvlRingMarkerName = "Ring";
// A ring of a ring layout (Sonic 2, S&K), centred at (x, y), as a ring object;
// false when the level has no room.
bool addSonlvlRing(std::int32_t x, std::int32_t y, std::vector<SolidObject>& objects);
// The importers' note when `dropped` simulated entries found no room.
std::string droppedObjectsNote(std::size_t dropped);

// How many of a level's object markers are simulated, and the rest by type,
// for the editor: the markers are read with the level's profile's game (a
// level of the guide profile simulates none). Sonic 2's and 3's plane
// switchers count as simulated: they are the level's path switchers, and so do
// ring markers (a ring layout's "Ring", type 0 in Sonic 2 and 3): they are
// the level's ring objects.
struct SonlvlObjectSummary {
  int simulated = 0, total = 0;
  int monitors = 0;  // of the simulated
  int scenery = 0;   // neither simulated nor listed in markers (SonlvlObjectDecode::scenery)
  // "Obj1F Crabmeat" (or "Obj1F" without a name) and how many, most first.
  std::vector<std::pair<std::string, int>> markers;
};
// `gameTables`: the level was imported with the game's tables read from its
// disassembly (Sonic 2's twist tables: its Obj06 spirals are twists; Sonic
// 1's Obj2F heights: its large grassy platforms are solid sloped blocks; a
// level holding either was: holdsGameTables).
SonlvlObjectSummary summarizeSonlvlObjects(const std::vector<Marker>& markers, std::optional<Profile> profile,
                                           bool gameTables = false);
// Whether any of the objects is a twist: a level imported with the twist tables.
template <class Objects>
bool holdsTwist(const Objects& objects) {
  for (const SolidObject& o : objects) {
    if (o.kind == ObjectKind::Twist) return true;
  }
  return false;
}
// Whether any of the objects was made from a game's tables: a twist, or a
// solid sloped block (only Sonic 1's Obj2F imports as one).
template <class Objects>
bool holdsGameTables(const Objects& objects) {
  for (const SolidObject& o : objects) {
    if (o.kind == ObjectKind::Twist || (o.kind == ObjectKind::Block && !o.topOnly && !o.slope.empty())) return true;
  }
  return false;
}
// "42 of 118 objects simulated (10 monitors), 24 scenery with nothing to simulate; markers: Obj1F Crabmeat x3, ..."
// (the scenery part only when there is some; the first `listed` types, then
// "and N more types"); empty without markers.
std::string describeSonlvlObjects(const SonlvlObjectSummary& s, std::size_t listed = 8);

}  // namespace solidtile::io

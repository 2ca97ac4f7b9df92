// The level file, format "solidtile-level" (JSON). See docs/formats.md.
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "solidtile/io/markers.h"
#include "solidtile/box/box_config.h"
#include "solidtile/io/problem.h"
#include "solidtile/level/level.h"
#include "solidtile/sonic/profile.h"

namespace solidtile::io {

// The newest version this program reads. Version 2 adds tile tags, mask
// edges and objects; version 3 the compact tile encoding; version 4 loop
// regions and object markers; version 5 horizontal path switchers; version 6
// the objects' kinds (springs, spikes: "kind", "direction", "spring_speed"). A level is
// written as the oldest version that holds it: version 1 when it uses none of them.
inline constexpr int kLevelFormatVersion = 20;
inline constexpr int kLevelFormatBaseVersion = 1;
inline constexpr int kLevelFormatTagsVersion = 2;
inline constexpr int kLevelFormatCompactVersion = 3;
inline constexpr int kLevelFormatLoopsVersion = 4;
inline constexpr int kLevelFormatSwitcherOrientationVersion = 5;
inline constexpr int kLevelFormatObjectKindsVersion = 6;  // springs' and spikes' fields, sloped objects' "slope"
inline constexpr int kLevelFormatBridgesVersion = 7;      // kind "bridge" and its "logs"
inline constexpr int kLevelFormatOscillateVersion = 8;    // objects' "oscillate" (issue 27)
// Version 8 (issue 27): kind "collapse" and its "collapse_delay", "collapse_hold".
inline constexpr int kLevelFormatCollapseVersion = 8;
// Version 9 (issue 27): kind "fall" and its "fall_delay", "fall_carry".
inline constexpr int kLevelFormatFallVersion = 9;
// Version 9 (issue 27): kind "monitor" and its "item".
inline constexpr int kLevelFormatMonitorVersion = 9;
// Version 10 (issue 27): a spring's diagonal "direction"s (up_right, up_left, down_right, down_left).
inline constexpr int kLevelFormatDiagonalSpringsVersion = 10;
// Version 10 (issue 27, object loading): the level's "object_loading" ("always", "camera").
inline constexpr int kLevelFormatObjectLoadingVersion = 10;
// Version 11 (issue 27): a block's "nudge" (it dips while stood on: level/nudge.h).
inline constexpr int kLevelFormatNudgeVersion = 11;
// Version 11 (issue 27): kind "push", Sonic 1's pushable block (Obj33).
inline constexpr int kLevelFormatPushVersion = 11;
// Version 12 (issue 27): kind "ring", a ring lying in the level (16 x 16, one point).
inline constexpr int kLevelFormatRingVersion = 12;
// Version 13 (issue 27): a block's "on_screen" (solid only while its centre is
// on screen: Sonic 1's Obj71; level/object_loading.h, centreOnScreen).
inline constexpr int kLevelFormatOnScreenVersion = 13;
// Version 13 (issue 27): kind "hurt", a hurt zone (Obj54, Obj31; even w and h, one point).
inline constexpr int kLevelFormatHurtVersion = 13;
// Version 14 (issue 27): "oscillate"'s "other_index" and "other_negate", a
// second oscillator on the other axis (Sonic 1's Obj5A, Sonic 2's Obj19 8-$F).
inline constexpr int kLevelFormatOtherAxisVersion = 14;
// Version 14 (issue 27): kind "enemy", a badnik standing still (even w and h, one point).
inline constexpr int kLevelFormatEnemyVersion = 14;
// Version 14 (issue 27): kind "breakable", a wall or rock the player breaks, and its "breaks" ("side", "top").
inline constexpr int kLevelFormatBreakableVersion = 14;
// Version 15 (issue 27): a block's "vanish", solid only in some frames (Sonic 1's Obj6C; level/vanish.h).
inline constexpr int kLevelFormatVanishVersion = 15;
// Version 15 (issue 27): an enemy's "motion", its own routine ("coconuts",
// "masher"; level/enemy_motion.h). "none" (a badnik standing still) is left out.
inline constexpr int kLevelFormatEnemyMotionVersion = 15;
// Version 15 (issue 27): spikes' "retract" ("vertical", "horizontal"; the
// games' moving spikes, level/retract.h). "none" (still spikes) is left out.
inline constexpr int kLevelFormatSpikeRetractVersion = 15;
// Version 16 (issue 27): kind "twist", Sonic 2's twisting spiral pathway
// (Obj06 subtype < $80; level/twist.h), with its tables "twist" (416 path
// heights) and "twist_flip" (52 flip angles).
inline constexpr int kLevelFormatTwistVersion = 16;
// Version 16 (issue 27): kind "ramp", S&K's twisted ramp (Obj_TwistedRamp;
// level/ramp.h): its "direction" right, or left when x-flipped.
inline constexpr int kLevelFormatRampVersion = 16;
// Version 16 too: kind "vine", S&K's giant ride vine (Obj0C; level/vine.h),
// with "vine", its subtype (0..255).
inline constexpr int kLevelFormatVineVersion = 16;
// Version 17 (issue 27): a block's or a hurt zone's "timer", active only in
// some frames ("frame 128: 6+3"; level/timer.h): Sonic 1's Obj69, Obj6D, Obj6E.
inline constexpr int kLevelFormatTimerVersion = 17;
// Version 17 too: Sonic 1's badniks' "motion"s ("buzzbomber", "newtron",
// "newtron_blue", "motobug", "crabmeat"; level/enemy_motion.h) and, on the
// Buzz Bomber, Moto Bug and Crabmeat, "direction": "right" (the placement's x-flip).
inline constexpr int kLevelFormatSonic1MotionVersion = 17;
// Version 17 too: kind "bumper", Sonic 1's and 2's pinball bumper
// (Obj47, Obj44; level/bumper.h): no field, its box the fixed 16 x 16.
inline constexpr int kLevelFormatBumperVersion = 17;
// Version 17 too: kind "booster", Sonic 2's speed booster (Obj1B;
// level/booster.h): its "direction" right, or left when x-flipped, and its
// speed in "spring_speed" (4096 unless given: Obj1B_BoosterSpeeds' $1000).
inline constexpr int kLevelFormatBoosterVersion = 17;
// Version 17 too: kind "goal", the act's signpost (Sonic 1's and 2's
// Obj0D; level/goal.h): no field of its own, its box fixed.
inline constexpr int kLevelFormatGoalVersion = 17;
// Version 17 too: kind "tree", S&K's hollow tree (Obj_AIZHollowTree;
// level/tree.h), with no field of its own.
inline constexpr int kLevelFormatTreeVersion = 17;
// Version 18 (issue 27): a breakable's "breaks" "ground" and "ground_any",
// Sonic 2's Hill Top smashable ground (Obj2F; sonic/breakable.h).
inline constexpr int kLevelFormatGroundBreakVersion = 18;
// Version 18 (issue 27): kind "fan", Sonic 1's Star Light fan (Obj5D;
// level/fan.h): its "direction" right (x-flipped) or left, "pull" (subtype
// bit 0) and, when it switches off and on, a "timer" (the made clock).
inline constexpr int kLevelFormatFanVersion = 18;
// Version 18 too: a block's "route" ("girder"), moved from its placement by
// its own routine's route on its made clock: Sonic 1's Obj70 (level/route.h).
// "none" (no route) is left out.
inline constexpr int kLevelFormatRouteVersion = 18;
// Version 18 too: "oscillate"'s "radius", a swing (both games' Obj15, the
// swinging platforms; level/oscillation.h).
inline constexpr int kLevelFormatSwingVersion = 18;
// Version 18 too: kind "stair", Sonic 1's Star Light staircase (Obj5B;
// level/stair.h): its "direction" left or right (x-flipped: its steps go
// down to the right) and "stair", "stood" (subtype 0) or "hit" (subtype 2),
// written for every stair.
inline constexpr int kLevelFormatStairVersion = 18;
// Version 19 (issue 27): a hurt zone's "oscillate" without a "radius" (it
// moves along an axis: Sonic 1's Spring Yard big spiked balls, Obj58 types
// 1 and 2); before, a hurt zone only stood still or swung.
inline constexpr int kLevelFormatHurtAxisVersion = 19;
// Version 19: kind "seesaw", Sonic 1's Star Light seesaw (Obj5E) and Sonic
// 2's Hill Top seesaw (Obj14; level/seesaw.h): its "direction" right (its low
// end at rest) or left (x-flipped) and "ball", whether it has its spiked
// ball (subtype 0), written for every seesaw.
inline constexpr int kLevelFormatSeesawVersion = 19;
// Version 19 too: a hurt zone's "spin" ("radius R speed S angle A"), round
// its point on an angle counted from the frame it was made: Sonic 1's
// circling spiked balls, Obj58 type 3 and Obj57's chains (level/spin.h).
inline constexpr int kLevelFormatSpinVersion = 19;
// Version 19 (issue 27): kind "barrier", Sonic 2's one-way barrier (Obj2D;
// level/barrier.h): its "direction" right (unflipped: it lets a player
// going right through) or left (x-flipped); no field of its own.
inline constexpr int kLevelFormatBarrierVersion = 19;
// Version 19 too: kind "lift", Sonic 2's Hill Top lift (Obj16; level/lift.h):
// its "direction" right or left (x-flipped: it slides left), "top_only"
// true and "lift", its subtype 1..255 (the slide lift x 8 frames long),
// written for every lift.
inline constexpr int kLevelFormatLiftVersion = 19;
// Version 19 (issue 27): kind "brick", Sonic 1's Marble Zone falling brick
// (Obj46 subtypes 2 and $A; level/brick.h): "land_y", the top of its box
// where it comes to rest, and "lava" (it floats there), both written for
// every brick; its wobble before it falls is its "oscillate".
inline constexpr int kLevelFormatBrickVersion = 19;
// Version 20 (issue 27): kind "conveyor", Sonic 1's Scrap Brain conveyor
// belt (Obj68; level/conveyor.h): its box the routine's window (any even
// w, h 48) and "belt", its speed in whole pixels a frame (-8..7, right when
// positive), written for every conveyor.
inline constexpr int kLevelFormatConveyorVersion = 20;
// Version 20 too: kind "elevator", Sonic 1's Star Light elevator (Obj59;
// level/elevator.h): its "direction" up, down, up_right or down_left (its
// type), "top_only" true and "elevator", its elev_dist 1..1020 (half its
// travel), written for every elevator.
inline constexpr int kLevelFormatElevatorVersion = 20;
// Version 20 (issue 27): kind "bomb", Sonic 1's walking bomb (Obj5F subtype
// 0; level/bomb.h): a 24 x 24 box about its point; its "direction" the way
// it walks first, left (unflipped) or right (x-flipped), down_left or
// down_right when it hangs upside down (y-flipped); no field of its own.
inline constexpr int kLevelFormatBombVersion = 20;
// Version 20 (issue 27): kind "springboard", Sonic 2's pressure spring
// (Obj40; level/springboard.h): 56 x 16 about its point, its "direction"
// right or left (x-flipped: its tip left) and "springboard", its subtype
// 0..255, written for every springboard.
inline constexpr int kLevelFormatSpringboardVersion = 20;
// Version 20 too: kind "stomper", Sonic 1's Marble Zone chained stomper
// (Obj31 types 1-6; level/stomper.h): its box by its subtype, "stomper" the
// subtype, written for every stomper.
inline constexpr int kLevelFormatStomperVersion = 20;
// Layers of more tiles than this are written compact by default (4096 x 256
// still as numbers, one row a line, for diffs).
inline constexpr std::int64_t kCompactTileThreshold = 1 << 20;
// Room for the largest level LevelLimits allows, written one row per line.
inline constexpr std::size_t kMaxLevelFileBytes = 512u * 1024u * 1024u;
// Start points and path switchers, in pixels: far beyond any level, yet
// 256 times it (subpixels) still fits in 32 bits.
inline constexpr int kMaxCoordinate = 1 << 22;

// The character a level is designed for (the "controller" key): the Sonic
// player or the box of docs/platformer.md.
enum class LevelController : std::uint8_t { Sonic, Box };
const char* levelControllerName(LevelController c);  // "sonic", "box"

struct LevelFile {
  std::string name;
  Level level;
  // Masks whose angle the file gave as "auto": computed on load, written back
  // as "auto" while the mask's angle still equals the computed one.
  std::vector<bool> autoAngle;
  // Object markers (version 4), for the editor to show; physics ignores them.
  std::vector<Marker> markers;
  // The box controller the level was designed for (the "box_config" key):
  // none when the file has no such key, so the reader's default applies.
  std::optional<BoxConfig> boxConfig;
  // The physics profile and controller the level is designed for (the
  // "profile" and "controller" keys): none when the file has no such key, so
  // the reader's default (guide, the Sonic player) applies.
  std::optional<Profile> profile;
  std::optional<LevelController> controller;
  // Top-level keys this version does not know, kept verbatim (a JSON object) so a
  // newer file survives a round trip through an older program.
  std::string unknownJson = "{}";
};

struct LoadResult {
  std::optional<LevelFile> file;  // set only when problems is empty
  std::vector<Problem> problems;  // every problem found (up to kMaxProblems), not just the first
};

// How layers are written: Auto is Plain up to kCompactTileThreshold tiles a
// layer and Compact above it.
enum class TileEncoding { Auto, Plain, Compact };

// Both read the file in one streaming pass: no JSON tree of the tiles is built.
LoadResult parseLevel(std::string_view text);
LoadResult loadLevel(const std::filesystem::path& path);
// Deterministic: the same LevelFile gives the same bytes. Plain tiles one row
// per line; compact ones base64 of zstd-compressed little-endian tiles.
std::string formatLevel(const LevelFile& file, TileEncoding encoding = TileEncoding::Auto);
// The version formatLevel writes: 5 when the level has a horizontal path
// switcher, 4 when it has loop regions (or the file markers), 3 for compact layers, 2 when the level has tags, mask edges
// or objects, else 1.
int levelFormatVersionFor(const Level& level, TileEncoding encoding = TileEncoding::Auto);
int levelFormatVersionFor(const LevelFile& file, TileEncoding encoding = TileEncoding::Auto);
// Whether `encoding` writes this level's layers compact.
bool writesCompact(const Level& level, TileEncoding encoding);
// Writes a temporary file beside `path` and renames it over, so a failed save
// never leaves a half-written file. False with `why` on failure.
bool saveLevel(const std::filesystem::path& path, const LevelFile& file, std::string* why,
               TileEncoding encoding = TileEncoding::Auto);

}  // namespace solidtile::io

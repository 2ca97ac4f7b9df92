// The level's objects as the Sonic player's step saw them, for the debugger:
// each object at the frame's position with the box its routine tests the
// player against (Sonic 1's SolidObject for solid ones, PlatformObject for
// top-only ones, docs/physics.md), the object stood on, and each object test
// of the step (StepRecord::objectTests) with its push-out. Laid out from the
// record and the objects' pure positions; nothing re-derives the collision.
// GL-free and tested headless.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "model/debug_shapes.h"
#include "solidtile/level/object_state.h"
#include "solidtile/sonic/bridge.h"
#include "solidtile/sonic/player.h"
#include "solidtile/sonic/step_record.h"

namespace solidtile::editor {

namespace object_colours {
inline constexpr Colour kObject = 0xB0C8C8C8u;     // the object's own rectangle (light grey)
inline constexpr Colour kSolidBox = 0xC0F0B060u;   // the box the routine tests the centre against (light blue)
inline constexpr Colour kSurface = 0xFFF0B060u;    // a top-only object's surface row (light blue)
inline constexpr Colour kWindow = 0x38F0B060u;     // ...and the rows his box's bottom lands from (faint)
inline constexpr Colour kStanding = 0xFFFFFF40u;   // the object stood on (cyan)
inline constexpr Colour kPushing = 0xFFDC50FFu;    // the object pushed against (magenta)
inline constexpr Colour kTestMoved = 0xFF30A8FFu;  // a test that moved the player, its push-out arrow (orange)
inline constexpr Colour kTestIdle = 0xC0A0A0A0u;   // a test that moved nothing (grey)
inline constexpr Colour kLog = 0xFF3070A0u;        // a bridge's logs where they sag to (brown)
inline constexpr Colour kSlope = 0xFF60E0FFu;      // a sloped object's surface (yellow)
inline constexpr Colour kCollapse = 0xFF2060F0u;   // a collapse counting down or holding (red)
inline constexpr Colour kGone = 0x702060F0u;       // where a collapse was before it broke up (faint red)
}  // namespace object_colours

// Object `index` at one frame, in level pixels.
struct ObjectSolidBox {
  int index = 0;
  bool topOnly = false;
  PixelRect body;  // x, y, w, h as the step's whole pixels
  // Solid: SolidObject's range, the columns the player's centre enters the
  // test from (obX - d1 .. obX + d1, d1 = w/2 + $B) and the rows h/2 either
  // side of obY. Top-only: PlatformObject's columns (obX - w/2 .. obX + w/2 - 1).
  PixelRect solid;
  // Top-only: the surface row (Sonic 1's obY - 8, its top; Sonic 2 and 3's
  // the row above: PlayerConfig::platformLandSurface) and the rows the bottom
  // of the player's box must be in to land (the test's 16 px, his feet + 4
  // 0..16 px under the surface: surface - 4 .. surface + 12, from surface - 3
  // where a zero distance does not land, platformLandsAtZeroDistance).
  PixelRect surface, window;
};
ObjectSolidBox objectSolidBox(const ObjectList& objects, int index, std::uint32_t frame, const PlayerConfig& cfg);

// A bridge's logs at the frame, each kLogWidth wide and kBridgeLogDrawHeight
// tall from its top, sagged as PlayerState's bridge fields bend them (the
// logs' top is the player's feet row + 1; empty for another kind).
inline constexpr int kBridgeLogDrawHeight = 8;
std::vector<PixelRect> bridgeLogRects(const ObjectList& objects, int index, const PlayerState& s, const PlayerConfig& cfg);

// A sloped object's surface at the frame, in level pixels: each run of
// columns of one height as a line along its top pixels, joined by the steps
// between them (slopeRuns). Empty for a flat object.
std::vector<LevelLine> slopeSurfaceLines(const ObjectList& objects, int index, std::uint32_t frame);
// A twist's path (level/twist.h): where Obj06_Spiral_MoveCharacter puts the
// centre of a player of y radius radiusY at each pixel across, one line a
// run of equal heights; empty for any other object.
std::vector<LevelLine> twistPathLines(const ObjectList& objects, int index, int radiusY);
// A tree's winding (level/tree.h): the player's point from the trunk's foot
// (progress 0) to where its window lets him go, every 8 of the progress's
// high word; empty for another kind.
std::vector<LevelLine> treeWindingLines(const ObjectList& objects, int index);
// A tree's catch window (sub_1D44C: x_pos - $10 .. + $2F, y_pos - $5A .. + $A0), nullopt for another kind.
std::optional<PixelRect> treeCatchRect(const ObjectList& objects, int index);

// Whether the outcome moved the player or changed what he stands on.
bool objectTestActed(ObjectOutcome o);
// The side the test chose: "top", "bottom", "left", "right", "side" (a
// shallow side test does not say which), or "-" (no side: out of range, standing).
const char* objectTestSide(const ObjectTest& t);
// Why the routine came out so, in a few words ("bottom overlap the smaller, moving up").
const char* objectTestWhy(ObjectOutcome o);

// One object test of the step with where the player's centre pixel was
// before and after its push-out (the object tests are the step's last moves,
// so they are found back from the frame's centre).
struct ObjectTestShape {
  ObjectTest test;
  int fromX = 0, fromY = 0, toX = 0, toY = 0;
};
std::vector<ObjectTestShape> objectTestShapes(const StepRecord& r, const PlayerState& now);

// A row of the Sensors tab's object table.
struct ObjectTestRow {
  std::string object;   // "#3 top-only"
  std::string outcome;  // objectOutcomeName
  std::string overlap;  // "d5 12, d1 3"
  std::string push;     // "0,-3" or "-"
  std::string side;
  std::string why;
  bool acted = false;
};
std::vector<ObjectTestRow> objectTestRows(const StepRecord& r, const ObjectList& objects);

// Adds the objects (those in `view` when given), the one stood on and the
// step's object tests to `out`.
struct ObjectOverlayFrame {
  const ObjectList* objects = nullptr;
  const PlayerState* now = nullptr;
  const PlayerConfig* config = nullptr;  // the rules the step ran (the landing rows); null: nothing drawn
  const StepRecord* record = nullptr;    // null: no tests drawn
  std::optional<PixelRect> view;
  ConstObjectSlots slots;  // the objects' state at the frame: a collapse's timer
};

// What a collapse is at the frame as a few words ("collapses in 5", "drops in
// 20", "collapsed"); empty while intact or for another kind, or without its slot.
std::string collapseText(const ObjectList& objects, int index, ConstObjectSlots slots, const PlayerState& s,
                         const PlayerConfig& cfg);
// An object with state at the frame (a collapse, a fall, a monitor, a block
// that dips): how far its box has moved down (a fall, a dip: "dips 3 px") or
// up (a knocked monitor), whether it is no
// longer there to collide with (broken up, dropped, broken open), and its
// label ("falls in 30", "broken (item 7)"); all default for other objects.
// An object the games have not made at the frame, or have deleted
// (level/object_loading.h), is gone, labelled "not loaded".
// A pushable block (level/push.h) is moved by dx and dy from where it was
// placed to where its slots put it, labelled "sliding" or "falling" while it
// does.
struct ObjectStateView {
  int dx = 0;
  int dy = 0;
  bool gone = false;
  bool loaded = true;
  std::string text;
};
ObjectStateView objectStateView(const ObjectList& objects, int index, ConstObjectSlots slots, const PlayerState& s,
                                const PlayerConfig& cfg);
// A stair's four blocks on `frame` (level/stair.h); empty for every other kind.
std::vector<PixelRect> stairBlockRects(const ObjectList& objects, int index, ConstObjectSlots slots, std::uint32_t frame);
// A seesaw's plank surface on its frame and its ball's hurt box, from its
// slots (level/seesaw.h; the plank at rest before its first frame); empty for every other kind.
struct SeesawShapes {
  std::vector<LevelLine> plank;
  std::optional<PixelRect> ball;
};
SeesawShapes seesawShapes(const ObjectList& objects, int index, ConstObjectSlots slots);
// A lit bomb's shrapnel on `frame`: each piece still flying, its hurt box
// (obColType $98: 4 px each way about obX, obY; level/bomb.h); empty for
// every other object.
std::vector<PixelRect> bombShrapnelRects(const ObjectList& objects, int index, ConstObjectSlots slots, std::uint32_t frame);
void addObjectShapes(DebugShapes& out, const ObjectOverlayFrame& f, const DebugOverlayOptions& o);

}  // namespace solidtile::editor

// The level's solid objects, with what a step needs about each worked out
// when the list changes: the box around its whole path and its legs' frame
// counts, so a step neither walks a path nor divides a length to place an
// object. It reads like a const vector; every change goes through the calls
// below, which keep that data in step (nothing can edit an object in place).
#pragma once

#include <climits>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "solidtile/level/object_cells.h"
#include "solidtile/level/object_columns.h"
#include "solidtile/level/object_loading.h"
#include "solidtile/level/object_state.h"
#include "solidtile/level/objects.h"
#include "solidtile/read_only_list.h"

namespace solidtile {

// Pixels: x in left..right, y in top..bottom, both ends in. For an object, the
// union of its body at every waypoint (right = the largest x + w; bottom adds
// slopeBandBelow); default empty.
struct ObjectBounds {
  std::int32_t left = INT32_MAX, top = INT32_MAX, right = INT32_MIN, bottom = INT32_MIN;
  bool meets(const ObjectBounds& r) const { return left <= r.right && right >= r.left && top <= r.bottom && bottom >= r.top; }
  bool operator==(const ObjectBounds&) const = default;
};
ObjectBounds pathBounds(const SolidObject& o);  // walks the path

class ObjectList : public ReadOnlyList<SolidObject> {
 public:
  ObjectList() = default;
  explicit ObjectList(std::vector<SolidObject> items) { assign(std::move(items)); }

  void push_back(SolidObject o);
  void insert(std::size_t i, SolidObject o);  // before index i (i == size() appends)
  void erase(std::size_t i);
  void set(std::size_t i, SolidObject o);
  void assign(std::vector<SolidObject> items);
  void clear() { assign({}); }

  // Object i's top-left on `frame`: objectPosition(items()[i], frame), from the precomputed legs.
  ObjectPos position(std::size_t i, std::uint32_t frame) const;
  // position(i, frame - 1) and position(i, frame), with one cycle modulo.
  struct Positions {
    ObjectPos was, now;
  };
  // Inline for a still object (most a frame's routines run on those) and
  // for one whose cycle's places are kept (kPlacesBudget).
  Positions positions(std::size_t i, std::uint32_t frame) const {
    const Track& t = tracks_[i];
    if (t.cycle == 0) return {t.still, t.still};
    if (t.firstPlace != Track::kNoPlaces && frame != 0) {
      // objectdetail::cycleFrame; frame - 1's cycle frame is the one before (the last when frame's is 0).
      const std::uint32_t c = t.cycle > std::int64_t{frame} ? frame : frame % static_cast<std::uint32_t>(t.cycle);
      const ObjectPos* at = places_.data() + t.firstPlace;
      return {at[c == 0 ? t.cycle - 1 : c - 1], at[c]};
    }
    return movingPositions(i, frame);
  }
  const ObjectBounds& bounds(std::size_t i) const { return bounds_[i]; }  // pathBounds(items()[i])
  // Where object i can be on `frame`: for a plain block moving along legs,
  // the box of its body over the stretch of its cycle (one of up to
  // kWindows) that frame falls in; for any other object bounds(i). The
  // Sonic player's walk tests his reach against it, so a moving block far
  // from him in this part of its cycle is passed without working out where
  // it is. Holds the body on `frame` (not always on frame - 1).
  static constexpr std::int64_t kWindows = 64;
  const ObjectBounds& reachBounds(std::size_t i, std::uint32_t frame) const {
    const Track& t = tracks_[i];
    if (t.winLen == 0) return bounds_[i];
    // objectdetail::cycleFrame, as position() places it.
    const std::uint32_t c = t.cycle > std::int64_t{frame} ? frame : frame % static_cast<std::uint32_t>(t.cycle);
    return windows_[t.firstWin + c / t.winLen];
  }
  // The Sonic player's walk (solid_objects.h) tests a plain block (kind
  // block, no slope) against its own routine's reach from these: walkClass
  // says which rule (kWalkTop: PlatformObject's, kWalkSolid:
  // Solid_ChkEnter's; kWalkPlain set: no nudge either, so its routine is
  // the plain block's; kWalkOther: any other object, tested on
  // reachBounds), and walkBox(i, frame) is reachBounds with that rule's
  // reach folded in, so the test is four compares against the player's
  // point: a top-only block's bottom is its lowest top + $10 (the feet's
  // range), a solid one's sides are widened by $C (x - $B - 1 .. x + w +
  // $B + 1 from its centre's d1).
  static constexpr std::uint8_t kWalkTop = 0, kWalkSolid = 1, kWalkPlain = 2, kWalkOther = 4;
  std::uint8_t walkClass(std::size_t i) const { return walk_[i].cls; }
  // size(), kept as a number: the object pass checks its held indices
  // against it every frame, and the items' count is a divide by
  // sizeof(SolidObject).
  std::int32_t count() const { return count_; }
  const ObjectBounds& walkBox(std::size_t i, std::uint32_t frame) const {
    // What the walk reads of an object, in one place (its class, its box,
    // its windows), so an entry of his cell costs one lookup.
    const WalkEntry& e = walk_[i];
    if (e.winLen == 0) return e.box;
    const std::uint32_t c = e.cycle > frame ? frame : frame % e.cycle;
    return walkWindows_[e.firstWin + c / e.winLen];
  }
  // Whether every list column() gives holds at most `max` objects and no
  // object is a pushable block: the walk needs no lookup to know it may run.
  bool walkable(std::size_t max) const { return everyFrame_.empty() && regionColumns_.longest() <= max; }
  std::size_t windowCount() const { return windows_.size(); }  // the boxes reachBounds keeps, for the docs
  const ObjectBounds& allBounds() const { return all_; }                  // the union of every object's
  // Whether any object is a spring or spikes (which act on every profile's player).
  bool hasKinds() const { return kinds_ != 0; }
  bool hasMonitors() const { return monitors_ != 0; }  // the player's touch test looks for them
  bool hasRings() const { return rings_ != 0; }        // and for them
  bool hasHurts() const { return hurts_ != 0; }        // and for hurt zones
  bool hasEnemies() const { return enemies_ != 0; }    // and for enemies
  bool hasBumpers() const { return bumpers_ != 0; }    // and for bumpers
  bool hasSeesawBalls() const { return balls_ != 0; }  // and for the seesaws' balls
  // Any of those five: the step runs the touch tests only then (one load a
  // frame, not four; issue 26).
  bool hasTouchables() const { return touchables_ != 0; }
  // Whether any object keeps the frame it was made (keepsMadeFrame: a block
  // that vanishes, spikes that retract): loading then writes that frame.
  bool hasMadeFrames() const { return madeFrames_ != 0; }
  // The pushable blocks and the seesaws, ascending: a block's place is state
  // (level/push.h), not its bounds, and a seesaw's routine runs wherever the
  // player is (level/seesaw.h), so the Sonic player's object pass visits them
  // all each frame.
  const std::vector<std::int16_t>& everyFrame() const { return everyFrame_; }
  // The enemies with a routine (SolidObject::motion), ascending: the object
  // pass runs each one that exists every frame (level/enemy_motion.h).
  const std::vector<std::int16_t>& movingEnemies() const { return movingEnemies_; }
  // The vines (level/vine.h), ascending: the object pass runs each one's
  // routine every frame, after the others' (sonic/vine.h).
  const std::vector<std::int16_t>& vines() const { return vines_; }
  // The goals (level/goal.h), ascending: their rule reads the player's x
  // alone, at any height, so the object pass runs each one that exists
  // every frame, after the vines (sonic/goal.h).
  const std::vector<std::int16_t>& goals() const { return goals_; }
  // The falling bricks (level/brick.h), ascending: their trigger reads the
  // player's x alone, at any height, and their fall goes on wherever he is,
  // so the object pass runs each one's routine every frame before the solid
  // tests (sonic/brick.h).
  const std::vector<std::int16_t>& bricks() const { return bricks_; }
  // The walking bombs (level/bomb.h), ascending: their trigger reads where
  // the player is and their shrapnel fly wherever he is, so the object pass
  // runs each one's routine every frame (sonic/bomb.h), and the touch test
  // meets their shrapnel after the other objects.
  const std::vector<std::int16_t>& bombs() const { return bombs_; }
  // Whether either list above has one: the step tests this one flag a frame.
  bool hasRoutines() const { return routines_; }
  // The state slot of object i (object_state.h), or -1 for an object without
  // state (its first: a monitor has two); slots are numbered in list order, 0..slotCount() - 1.
  std::int32_t slotOf(std::size_t i) const { return slots_[i]; }
  std::size_t slotCount() const { return slotCount_ + (loading_ == ObjectLoading::Camera ? 2 : 0) + (screen_ ? 2 : 0); }
  // When the objects exist (object_loading.h; format version 10). A Camera
  // list's last two slots, from loadingSlot(), hold the camera's chunks.
  ObjectLoading loading() const { return loading_; }
  void setLoading(ObjectLoading m) { loading_ = m; }
  std::size_t loadingSlot() const { return slotCount_; }
  // Whether a block is solid only while on screen (SolidObject::onScreen):
  // then the list's last two slots, from screenSlot(), hold the camera's x
  // and y after the last step (object_loading.h, recordScreen).
  bool usesScreen() const { return screen_; }
  std::size_t screenSlot() const { return slotCount_ + (loading_ == ObjectLoading::Camera ? 2 : 0); }
  // Whether a run must move the camera for the objects (loading or screen).
  bool followsCamera() const { return loading_ == ObjectLoading::Camera || screen_; }
  // The x the games' loading reads for object i: its layout entry's, the
  // centre of its first point (a bridge's Obj11 x: its left + 8 * logs + 8).
  std::int32_t loadX(std::size_t i) const { return loadX_[i]; }
  bool operator==(const ObjectList& o) const { return items_ == o.items_ && loading_ == o.loading_; }
  // The indices of the objects whose bounds meet `region`, ascending, written
  // to `out`; returns how many met, counting at most max + 1 (then `out` holds
  // max of them, which ones unspecified).
  // Inline: the box step asks on every frame it is near the objects' paths.
  // The region by value: a reference handed on to nearIndexed (a call) kept
  // the step's region in memory and cost it 17 instructions a step.
  int near(ObjectBounds region, std::int16_t* out, int max) const {
    if (!all_.meets(region)) return 0;
    if (indexed_) return nearIndexed(region, out, max);
    int count = 0;
    const ObjectBounds* b = bounds_.data();
    const std::size_t n = bounds_.size();
    for (std::size_t i = 0; i < n; ++i) {
      if (!b[i].meets(region)) continue;
      if (count == max) return max + 1;
      out[count++] = static_cast<std::int16_t>(i);
    }
    return count;
  }

  // The objects whose bounds' x range may meet x - kColumnReach ..
  // x + kColumnReach (the Sonic player's query region across), ascending.
  static constexpr std::int32_t kColumnReach = 48;
  ObjectColumns::Indices column(std::int32_t x) const { return regionColumns_.at(x); }
  // The same within kRoutineReach (what SolidObject reaches across: w/2 + $B
  // from the centre, with a pixel to spare).
  static constexpr std::int32_t kRoutineReach = 0xC;
  // A sideways spring is listed this much further out: the area in front of
  // its face (PlayerConfig::springFaceArea, Sonic 2's $28 from its centre).
  static constexpr std::int32_t kSpringFaceReach = 0x30;
  ObjectColumns::Indices reachColumn(std::int32_t x) const { return reachColumns_.at(x); }
  // The objects that can reach a player at (x, y) whose radiusY and
  // standing radius are at most kCellRadius and whose profile's
  // platformLandSurface is within -+kCellSurface (the Sonic player's
  // MayReach): reachColumn(x) less those too far above or below.
  static constexpr std::int32_t kCellRadius = 19;
  static constexpr std::int32_t kCellSurface = 1;
  ObjectColumns::Indices reachCell(std::int32_t x, std::int32_t y) const { return reachCells_.at(x, y); }

 private:
  struct Track {
    std::int64_t cycle = 0;  // frames of one cycle; 0: the object stays at `still`
    ObjectPos still;
    std::uint32_t firstLeg = 0;
    Sub speed = 0;
    std::uint32_t firstWin = 0;  // windows_[firstWin + cycle frame / winLen]
    std::uint32_t winLen = 0;    // 0: reachBounds is bounds()
    // places_[firstPlace + cycle frame]: its place on each frame of its
    // cycle, kept for a cycle of at most kPlacesCycle frames while the list's
    // kPlacesBudget lasts (else worked out from its legs).
    std::uint32_t firstPlace = kNoPlaces;
    static constexpr std::uint32_t kNoPlaces = UINT32_MAX;
    // firstLeg of an object that moves by its oscillator (objectdetail::oscillatedPosition), not along legs.
    static constexpr std::uint32_t kOscillates = UINT32_MAX;
    bool oscillates() const { return firstLeg == kOscillates; }
  };
  struct Leg {
    std::int64_t move;  // the cycle frame the leg leaves `a` (after its wait)
    std::int64_t end;   // the cycle frame it has reached `b`
    std::uint32_t len;  // subpixels along its longer axis
    Waypoint a, b;
  };
  ObjectPos onTrack(const Track& t, std::int64_t cycleFrame) const;
  Positions movingPositions(std::size_t i, std::uint32_t frame) const;
  void append(const SolidObject& o);
  void rebuild();
  void index();
  int nearIndexed(ObjectBounds region, std::int16_t* out, int max) const;

  // Lists this long or shorter are scanned whole; longer ones keep their
  // objects sorted by left edge (with where each column of pixels starts in
  // that order), so a query reads only those whose left edge is within the
  // widest one's span of the region. Objects spanning more than kWideSpan
  // pixels are not in that order but in `wide_`, read every time.
  static constexpr std::size_t kScanMax = 8;
  static constexpr std::int32_t kWideSpan = 1024;

  std::vector<ObjectBounds> bounds_;
  std::vector<Track> tracks_;
  std::vector<Leg> legs_;
  std::vector<ObjectBounds> windows_;  // reachBounds' boxes
  // Placing an object on its legs is a walk to its leg and two divides, the
  // largest part of a moving platform's routine in the step (issue 26); a
  // table of its cycle is a load. The budget keeps a list of long paths
  // small to copy: 4096 frames (over a minute) an object, 2 MB a list.
  static constexpr std::int64_t kPlacesCycle = 4096;
  static constexpr std::size_t kPlacesBudget = std::size_t{1} << 18;
  std::vector<ObjectPos> places_;
  struct WalkEntry {
    ObjectBounds box;            // the walk box of a still block, or of every frame (winLen 0)
    std::uint32_t cycle = 0;     // the Track's, for winLen != 0 (windows are kept only for cycles within 32 bits)
    std::uint32_t firstWin = 0;  // walkWindows_[firstWin + cycle frame / winLen]
    std::uint32_t winLen = 0;
    std::uint8_t cls = kWalkOther;  // walkClass
  };
  std::vector<WalkEntry> walk_;
  std::vector<ObjectBounds> walkWindows_;  // walkBox's
  std::int32_t count_ = 0;                 // count()
  ObjectBounds all_;
  std::size_t kinds_ = 0;             // objects that are not blocks
  std::size_t monitors_ = 0;
  std::size_t rings_ = 0;
  std::size_t hurts_ = 0;
  std::size_t enemies_ = 0;
  std::size_t bumpers_ = 0;
  std::size_t balls_ = 0;             // seesaws with their ball, stompers with their spikes
  std::size_t touchables_ = 0;        // monitors_ + rings_ + hurts_ + enemies_ + bumpers_ + balls_
  std::size_t madeFrames_ = 0;
  std::vector<std::int16_t> everyFrame_;
  std::vector<std::int16_t> bombs_;
  std::vector<std::int16_t> movingEnemies_;
  std::vector<std::int16_t> bricks_;
  std::vector<std::int16_t> vines_;
  std::vector<std::int16_t> goals_;
  bool routines_ = false;  // hasRoutines
  std::vector<std::int32_t> slots_;   // slotOf
  std::size_t slotCount_ = 0;         // the objects' slots, without the loading ones
  ObjectLoading loading_ = ObjectLoading::Always;
  bool screen_ = false;  // usesScreen
  std::vector<std::int32_t> loadX_;
  bool indexed_ = false;              // else the list is scanned whole
  std::vector<std::int32_t> lefts_;   // ascending
  std::vector<std::int16_t> byLeft_;  // the objects in that order
  std::vector<std::int16_t> wide_;
  std::int64_t span_ = 0;  // the widest span among those in byLeft_
  std::vector<std::uint32_t> firstInColumn_;
  int columnShift_ = 8;
  ObjectColumns regionColumns_, reachColumns_;
  ObjectCells reachCells_;
};

}  // namespace solidtile

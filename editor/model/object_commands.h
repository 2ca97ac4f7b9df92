// Editing the level's solid objects (moving platforms, objects.h): the undoable
// command every object edit ends in, the object tool's hit test on the canvas,
// and the plain edits a drag or a field makes. GL-free, tested headless.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "model/command.h"
#include "solidtile/level/objects.h"

namespace solidtile::editor {

// Sets, inserts or removes the object at `index`: no `before` inserts there,
// no `after` removes it. Edits of one object under one merge id (a drag, a
// field being typed in) undo as one step back to the first `before`.
class ObjectEditCommand final : public Command {
 public:
  ObjectEditCommand(std::string label, int index, std::optional<SolidObject> before, std::optional<SolidObject> after)
      : label_(std::move(label)), index_(index), before_(std::move(before)), after_(std::move(after)) {}
  void apply(Document& doc) override;
  void revert(Document& doc) override;
  std::string label() const override { return label_; }
  bool mergeWith(Command& next) override;
  int index() const { return index_; }

 private:
  static void put(Document& doc, int index, const std::optional<SolidObject>& from, const std::optional<SolidObject>& to);
  std::string label_;
  int index_;
  std::optional<SolidObject> before_, after_;
};

// The object tool's session state. `frame` is when objects are drawn and hit:
// the debugger's frame while it is open (whoever owns the time sets it), else 0.
struct ObjectSelection {
  int selected = -1;  // index into Level::objects, -1 none
  std::uint32_t frame = 0;
  bool show = true;   // draw objects and their paths over the level
  int slopeColumn = 0;  // the sloped object's column the panel's exact height field edits
};

// What is under the pointer, nearest handle first.
struct ObjectHit {
  enum Part { None, Body, Resize, Waypoint, Segment } part = None;
  int object = -1;
  int waypoint = -1;  // Waypoint: its index; Segment: the index of the segment's first point
};
// Handles are `handle` level pixels around their point (the caller turns a
// screen size into level pixels so they stay grabbable at every zoom).
ObjectHit hitObject(const Level& level, std::uint32_t frame, double px, double py, double handle, int preferred);

// Where the body and its handles are on `frame`, pixels.
struct ObjectBox {
  double x = 0, y = 0, w = 0, h = 0;
};
ObjectBox objectBox(const SolidObject& o, std::uint32_t frame);
// The point a waypoint's handle sits on: the object's centre there.
inline double waypointHandleX(const SolidObject& o, int k) { return o.path[static_cast<std::size_t>(k)].x + o.w / 2.0; }
inline double waypointHandleY(const SolidObject& o, int k) { return o.path[static_cast<std::size_t>(k)].y + o.h / 2.0; }

// A new platform centred on (px, py) at `frame` 0: 48x16, two waypoints 64 px
// apart, 1 px a frame, ping-pong with a half-second wait.
SolidObject newPlatform(int px, int py);
// Plain edits; each keeps the object well formed (objectProblem empty).
SolidObject movedObject(const SolidObject& o, int dx, int dy);
SolidObject resizedObject(const SolidObject& o, int w, int h);
SolidObject withWaypointAt(const SolidObject& o, int k, int handleX, int handleY);
// Inserts a waypoint whose handle is at (x, y) after point k (k = size-1 appends).
SolidObject withWaypointInserted(const SolidObject& o, int k, int handleX, int handleY);
SolidObject withoutWaypoint(const SolidObject& o, int k);  // the last point stays
// The object as `kind`, keeping it well formed: a block drops the direction
// and the spring speed, a spring or spikes is not top-only nor sloped, spikes
// keep no spring speed. The direction and speed are kept where the kind has them.
SolidObject withKind(const SolidObject& o, ObjectKind kind);
// A spring's or spikes' direction; a diagonal one (springs only) makes the
// object the games' 32 x 32 (format version 10).
SolidObject withDir(const SolidObject& o, ObjectDir dir);
// A bridge of `logs` logs (clamped to BridgeLogs' range): its w follows.
SolidObject withLogs(const SolidObject& o, int logs);
// Where a new waypoint near (x, y) goes: after the nearest segment's first point.
int insertionPoint(const SolidObject& o, double handleX, double handleY);

}  // namespace solidtile::editor

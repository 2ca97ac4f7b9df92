// When a level object exists (issue 27): the games keep only the objects near
// the camera loaded, and an object that leaves that window is deleted and
// later made again from the level's layout, starting fresh unless its respawn
// entry remembers it. A level chooses (format version 10, "object_loading"):
// `Always`, every object exists on every frame (the default; what every level
// before version 10 does), or `Camera`, the games' window, as Sonic 1's
// ObjPosLoad and out_of_range, Sonic 2's ObjectsManager and MarkObjGone and
// S&K's Load_Objects and Delete_Sprite_If_Not_In_Range keep it (their numbers
// are the same; docs/physics.md, "When an object exists").
//
// The window is the state's, not a call's: a Camera level's object slots
// (object_state.h) end with two more, the camera's $80-px chunk after the last
// step and after the one before it (ObjectList::loadingSlot), so a step finds
// which objects exist from the slots it is given and rewinding (copying the
// slots) brings the window back with them. Slots left at ObjectSlot{} (no
// camera yet) load every object, as `Always`.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "solidtile/level/object_state.h"

namespace solidtile {

class ObjectList;
struct CameraState;

enum class ObjectLoading : std::uint8_t { Always, Camera };
const char* objectLoadingName(ObjectLoading m);  // "always", "camera"
std::optional<ObjectLoading> parseObjectLoading(std::string_view name);

// The window's numbers (out_of_range's "andi.w #$FF80"; "subi.w #128,d1";
// "cmpi.w #128+320+192,d0; bhi"): an object whose x, rounded down to $80,
// lies kLoadBehind behind the camera's chunk to kLoadAhead - $80 past it
// exists; ObjPosLoad loads layout entries in the same span ("subi.w #$80,d6",
// "addi.w #$280,d6" with "cmp.w (a0),d6; bls").
inline constexpr std::int32_t kLoadChunk = 0x80;
inline constexpr std::int32_t kLoadBehind = 0x80;
inline constexpr std::int32_t kLoadSpan = 128 + 320 + 192;  // $280
constexpr std::int32_t loadChunk(std::int32_t cameraX) { return cameraX & ~(kLoadChunk - 1); }
// Whether an object at layout x exists with the camera's chunk at `chunk`:
// (x & $FF80) - (chunk - $80) unsigned at most $280.
constexpr bool inLoadWindow(std::int32_t x, std::int32_t chunk) {
  const std::int64_t d = std::int64_t{x & ~(kLoadChunk - 1)} - (std::int64_t{chunk} - kLoadBehind);
  return d >= 0 && d <= kLoadSpan;
}

// Object i of `list` on the step its slots are at: whether it exists (runs
// its routine, collides). The step sees the objects that ObjPosLoad left
// after the last frame: those in the last chunk's window, and those of the
// chunk before that have not yet run the out_of_range check which deletes
// them (it ends their routine, so they act once more).
bool objectLoaded(const ObjectList& list, std::size_t i, ConstObjectSlots slots);

// After the camera stood for the first frame (startCamera): both chunks its.
void startObjectLoading(const ObjectList& list, const CameraState& camera, ObjectSlots slots);
// After a step and the camera's move: the objects that left the last chunk's
// window deleted themselves in that step, and their slots start fresh but for
// what the respawn table keeps (a broken monitor: Mon_BreakOpen's "bset
// #0,2(a2,d0.w)"; everything else comes back as the layout has it); then the
// camera's chunk is the last one. `frame` is the state's after the step,
// `countLag` the profile's (collapseAt). Does nothing on an `Always` list.
// A collapse that has broken up stays gone: its pieces delete themselves
// with DeleteObject (Ledge_TimeZero's "bpl.s Ledge_Delete", Obj1F's
// FragmentFall), which leaves the respawn entry marked loaded, so ObjPosLoad
// ("bset #7,2(a2,d2.w); beq.s OPL_MakeItem") never makes it again; one still
// counting runs RememberState, which clears the mark: it comes back whole.
// With `brokenCollapseRemade` (PlayerConfig::collapseRemadeAfterBreak, S&K)
// the break itself clears the mark, so a broken-up one comes back whole too.
void loadObjects(const ObjectList& list, const CameraState& camera, std::uint32_t frame, int countLag,
                 bool brokenCollapseRemade, ObjectSlots slots);

// A block solid only on screen (SolidObject::onScreen, Sonic 1's Obj71):
// the step's objects see the camera as the last frame left it (the games run
// the objects, then move the camera), so a list that usesScreen keeps the
// camera's x and y, as the 16-bit words v_screenposx and v_screenposy, in its
// two screen slots. startObjectLoading and loadObjects write them (on any list).
void recordScreen(const ObjectList& list, const CameraState& camera, ObjectSlots slots);
// ChkObjectVisible on the centre (x, y), pixels: "sub.w (v_screenposx).w,d0;
// bmi.s .offscreen; cmpi.w #320,d0; bge.s .offscreen", the same for y with
// 224; the words' differences are signed 16-bit. With no camera recorded yet
// (slots left at ObjectSlot{}: a run without a camera) it counts as on screen.
inline constexpr std::int32_t kVisibleWidth = 320, kVisibleHeight = 224;
bool centreOnScreen(const ObjectList& list, std::int32_t x, std::int32_t y, ConstObjectSlots slots);
// BuildSprites' test for a sprite at (obX, obY), pixels, of obActWid
// `actWid`, with the camera the list's screen slots keep (obRender bit 7
// after the last frame; the assumed height): "add.w d0,d1; bmi", "sub.w
// d0,d1; cmpi.w #320,d1; bge" across, y - camera y + $80 within $60..$17F.
// No camera recorded yet: drawn, as centreOnScreen.
bool spriteDrawn(const ObjectList& list, std::int32_t obX, std::int32_t obY, std::int32_t actWid, ConstObjectSlots slots);

}  // namespace solidtile

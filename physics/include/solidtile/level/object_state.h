// What the level's objects remember across steps (issue 27): a ledge that
// has begun to collapse. Only objects of a kind with state get a slot (in
// list order; ObjectList::slotOf), so the state of a level is a fixed number
// of small plain slots, made once when a controller is built for the level
// and copied whole where the player's state is (rewinding copies both). A
// slot holds the frame its object's state changed; what the object is on
// any later frame follows from that frame number and the object's fields,
// so nothing counts down in a step and an object far from the player needs
// no visit to stay right.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "solidtile/level/objects.h"

namespace solidtile {

struct ObjectSlot {
  static constexpr std::uint32_t kNever = 0xFFFFFFFFu;
  // A collapse: the first frame its routine found the player standing on it
  // (Sonic 1's Ledge_Collapse: its first count; Sonic 2's Obj1F_Main: the
  // stood-on flag set).
  std::uint32_t since = kNever;
  // (A fall, level/falling.h: the frame its timer was set.)
  bool operator==(const ObjectSlot&) const = default;
};
using ObjectSlots = std::span<ObjectSlot>;
using ConstObjectSlots = std::span<const ObjectSlot>;

// Whether an object of kind k keeps state (gets a slot).
constexpr bool kindHasState(ObjectKind k) { return k == ObjectKind::Collapse || k == ObjectKind::Fall; }

// What a collapse is on `frame` (the state after that many steps), from its slot.
enum class CollapsePhase : std::uint8_t {
  Intact,      // never stood on
  Counting,    // stood on: counting down collapseDelay frames, still whole
  Holding,     // broken up, the piece under the player still holding him (collapseHold frames)
  Gone,        // broken up: no longer solid
};
const char* collapsePhaseName(CollapsePhase p);  // intact, counting, holding, gone
struct CollapseView {
  CollapsePhase phase = CollapsePhase::Intact;
  std::uint32_t framesLeft = 0;  // to the break (Counting) or to the drop (Holding)
};
// `holds`: whether the piece left holds at that frame (the player stands on
// it, or the profile's piece stays a platform: collapseFlagBeforeCount);
// `countLag`: the frames from the slot's frame to the first count (1 where
// the flag comes before the count, else 0).
CollapseView collapseAt(const SolidObject& o, ObjectSlot slot, std::uint32_t frame, bool holds, int countLag = 0);

}  // namespace solidtile

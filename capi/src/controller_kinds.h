// The C API's controller kinds: one table (controller_kinds.cpp) of what each
// kind checks in a def and how it starts, with each kind's body and calls in
// its own files (sonic_controller.*, box_controller.*, box_api.cpp), so a new
// kind is new files and a table row.
#pragma once

#include <memory>
#include <string>

#include "registry.h"
#include "solidtile/solidtile.h"

namespace solidtile::capi {

struct ControllerKind {
  stControllerKind kind;
  const char* name;  // "stControllerKind_sonic"
  // Empty when the def's fields this kind reads are in range, else what is wrong ("box.walkSpeed ...").
  std::string (*checkDef)(const stControllerDef& def);
  // The controller at its start on the level, after checkDef said "".
  std::unique_ptr<ControllerBody> (*start)(const LevelObject& level, const stControllerDef& def);
};

// The kind a def names, or nullptr.
const ControllerKind* findControllerKind(long kind);
// "1 (stControllerKind_sonic) or 2 (stControllerKind_box)", for messages.
std::string controllerKindList();

}  // namespace solidtile::capi

// The one table of the C API's controller kinds (controller_kinds.h).
#include "controller_kinds.h"

#include <iterator>

#include "box_controller.h"
#include "sonic_controller.h"

namespace solidtile::capi {
namespace {

const ControllerKind kKinds[] = {
    {stControllerKind_sonic, "stControllerKind_sonic", checkSonicDef, startSonic},
    {stControllerKind_box, "stControllerKind_box", checkBoxDef, startBox},
};

}  // namespace

const ControllerKind* findControllerKind(long kind) {
  for (const ControllerKind& k : kKinds) {
    if (k.kind == kind) return &k;
  }
  return nullptr;
}

std::string controllerKindList() {
  std::string list;
  const std::size_t n = std::size(kKinds);
  for (std::size_t i = 0; i < n; ++i) {
    if (i > 0) list += i + 1 == n ? " or " : ", ";
    list += std::to_string(kKinds[i].kind) + " (" + kKinds[i].name + ")";
  }
  return list;
}

}  // namespace solidtile::capi

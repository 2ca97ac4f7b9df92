#include "model/debug_controller.h"

namespace solidtile::editor {

const char* controllerName(Controller c) { return c == Controller::Box ? "Box" : "Sonic"; }

Controller nextController(Controller c) {
  return static_cast<Controller>((static_cast<std::size_t>(c) + 1) % kControllerCount);
}

}  // namespace solidtile::editor

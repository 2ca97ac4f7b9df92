#include "model/box_config_commands.h"

#include <utility>

#include "model/document.h"

namespace solidtile::editor {

void SetBoxConfigCommand::apply(Document& doc) {
  std::swap(doc.file.boxConfig, other_);
  doc.touchBoxConfig();
}

}  // namespace solidtile::editor

#include "model/object_loading_command.h"

#include <utility>

#include "model/document.h"

namespace solidtile::editor {

void SetObjectLoadingCommand::apply(Document& doc) {
  ObjectList& objects = doc.level().objects;
  const ObjectLoading was = objects.loading();
  objects.setLoading(other_);
  other_ = was;
  // The objects' slots change in number: the debugger simulates afresh.
  doc.touchStructure();
}

}  // namespace solidtile::editor

// The object panel's edit tests' session (object_commands_test.cpp and
// object_kind_edit_test.cpp): a small document, object edits submitted as
// the panel submits them.
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <memory>
#include <optional>

#include "model/object_commands.h"
#include "session/actions.h"
#include "test_level.h"

namespace solidtile::editor {

struct ObjectEditSession : test::Session {
  ObjectEditSession() { ctx.doc = test::smallDocument(20, 10, 1); }
  const ObjectList& objects() { return ctx.doc.level().objects; }
  void edit(const char* label, int i, std::optional<SolidObject> before, std::optional<SolidObject> after,
            std::uint64_t merge = 0) {
    ctx.submit(std::make_unique<ObjectEditCommand>(label, i, std::move(before), std::move(after)), merge);
    apply();
  }
  void place(int x, int y) { edit("Place platform", static_cast<int>(objects().size()), std::nullopt, newPlatform(x, y)); }
};

// Object 0 edited to `after` (a kind change): one edit, undone and redone whole.
inline void expectKindEditUndoes(ObjectEditSession& s, const SolidObject& after) {
  const SolidObject before = s.objects()[0];
  s.edit("Platform kind", 0, before, after);
  EXPECT_EQ(s.objects()[0].kind, after.kind);
  actions::undo(s.ctx);
  EXPECT_EQ(s.objects()[0], before);
  actions::redo(s.ctx);
  EXPECT_EQ(s.objects()[0], after);
}

}  // namespace solidtile::editor

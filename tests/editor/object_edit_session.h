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

// withKind(platform, kind) for a kind of one fixed w x h box about the old
// box's centre: one point, centred across, top-only as given, well formed
// and not resized. Returns it for the kind's own checks.
inline SolidObject expectFixedKindBox(const SolidObject& platform, ObjectKind kind, std::int32_t w, std::int32_t h,
                                      bool topOnly) {
  const SolidObject o = withKind(platform, kind);
  EXPECT_EQ(o.kind, kind);
  EXPECT_EQ(o.path.size(), 1u);
  EXPECT_EQ(o.w, w);
  EXPECT_EQ(o.h, h);
  EXPECT_EQ(o.topOnly, topOnly);
  if (!o.path.empty()) {
    EXPECT_EQ(o.path[0].x + w / 2, platform.path[0].x + platform.w / 2);
  }
  EXPECT_EQ(objectProblem(o), "");
  EXPECT_EQ(resizedObject(o, 40, 40), o);
  return o;
}

}  // namespace solidtile::editor

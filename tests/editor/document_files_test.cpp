#include "session/document_files.h"

#include <fstream>

#include <gtest/gtest.h>

#include "model/starter_masks.h"
#include "temp_dir.h"
#include "test_level.h"

namespace solidtile::editor {
namespace {

using test::block;

using test::Session;

TEST(DocumentFiles, SaveThenOpenGivesTheSameLevel) {
  test::TempDir dir;
  Session a;
  a.ctx.doc = test::smallDocument(9, 5, 2);
  a.ctx.doc.level().setTile(0, 1, 2, Tile::make(4, true, false, Solidity::TopOnly));
  a.ctx.doc.level().setTile(1, 8, 4, block(2, Solidity::SidesAndBottom));
  a.ctx.doc.level().startX = 77;
  a.ctx.doc.history.push(std::make_unique<SetStartCommand>(70, 33), a.ctx.doc);
  ASSERT_TRUE(a.ctx.doc.dirty());
  ASSERT_TRUE(saveDocument(a.ctx, dir / "level.json")) << a.ctx.errorText;
  EXPECT_FALSE(a.ctx.doc.dirty());
  EXPECT_EQ(a.ctx.doc.path, dir / "level.json");
  EXPECT_EQ(a.settings.recentFiles.front(), (dir / "level.json").string());

  Session b;
  ASSERT_TRUE(openDocument(b.ctx, dir / "level.json")) << b.ctx.errorText;
  const Level& x = a.ctx.doc.level();
  const Level& y = b.ctx.doc.level();
  EXPECT_EQ(y.width(), 9);
  EXPECT_EQ(y.layerCount(), 2);
  EXPECT_EQ(y.layerData(0), x.layerData(0));
  EXPECT_EQ(y.layerData(1), x.layerData(1));
  EXPECT_EQ(y.masks(), x.masks());
  EXPECT_EQ(y.startX, 70);
  EXPECT_EQ(y.startY, 33);
  EXPECT_FALSE(b.ctx.doc.dirty());
}

TEST(DocumentFiles, ABadFileKeepsTheCurrentDocumentAndSaysWhy) {
  test::TempDir dir;
  std::ofstream(dir / "bad.json") << "{\"format\": \"solidtile-level\", \"version\": 1, \"width\": -3}";
  Session s;
  s.ctx.doc = test::smallDocument(6, 4, 1);
  s.ctx.doc.level().setTile(0, 0, 0, block());
  EXPECT_FALSE(openDocument(s.ctx, dir / "bad.json"));
  EXPECT_EQ(s.ctx.doc.level().width(), 6);
  EXPECT_FALSE(s.ctx.doc.level().tile(0, 0, 0).empty());
  EXPECT_NE(s.ctx.errorText.find("bad.json"), std::string::npos) << s.ctx.errorText;
  EXPECT_FALSE(openDocument(s.ctx, dir / "missing.json"));
  EXPECT_EQ(s.ctx.doc.level().width(), 6);
}

// Issue 28: the unsaved-changes prompt is asked only when the open will happen.
TEST(DocumentFiles, AFileThatWouldNotOpenIsNamedBeforeAnythingAsksAboutUnsavedChanges) {
  test::TempDir dir;
  std::ofstream(dir / "corrupt.json") << "{\"format\": \"solidtile-level\", ";
  std::ofstream(dir / "fake.png") << "not a png";
  Session s;
  s.ctx.doc = test::smallDocument(6, 4, 1);
  ASSERT_TRUE(saveDocument(s.ctx, dir / "good.json")) << s.ctx.errorText;
  for (const FileAction& a : {FileAction::open(dir / "missing.json"), FileAction::open(dir / "corrupt.json"),
                              FileAction::importImage(dir / "fake.png")}) {
    s.ctx.errorText.clear();
    EXPECT_FALSE(fileActionWillRun(s.ctx, a)) << a.path;
    EXPECT_NE(s.ctx.errorText.find(a.path.filename().string()), std::string::npos) << s.ctx.errorText;
  }
  s.ctx.errorText.clear();
  EXPECT_TRUE(fileActionWillRun(s.ctx, FileAction::open(dir / "good.json")));
  EXPECT_TRUE(fileActionWillRun(s.ctx, FileAction::newLevel(8, 8, 1)));
  EXPECT_EQ(s.ctx.errorText, "");
}

TEST(DocumentFiles, AFailedSaveKeepsTheDocumentDirty) {
  test::TempDir dir;
  Session s;
  s.ctx.doc = test::smallDocument();
  s.ctx.doc.history.push(std::make_unique<SetStartCommand>(1, 1), s.ctx.doc);
  EXPECT_FALSE(saveDocument(s.ctx, dir / "no-such-dir" / "level.json"));
  EXPECT_TRUE(s.ctx.doc.dirty());
  EXPECT_TRUE(s.ctx.doc.path.empty());
  EXPECT_FALSE(s.ctx.errorText.empty());
}

TEST(DocumentFiles, NewLevelHasStarterMasksAndNoPath) {
  Session s;
  newDocument(s.ctx, 20, 10, 2);
  EXPECT_EQ(s.ctx.doc.level().width(), 20);
  EXPECT_EQ(s.ctx.doc.level().layerCount(), 2);
  EXPECT_FALSE(s.ctx.doc.level().masks().empty());
  EXPECT_TRUE(s.ctx.doc.path.empty());
  EXPECT_FALSE(s.ctx.doc.dirty());
}

TEST(Autosave, WritesACopyOfUnsavedWorkThatAnotherSessionRecovers) {
  test::TempDir dir;
  Session a;
  a.ctx.doc = test::smallDocument();
  a.ctx.doc.path = dir / "mine.json";
  a.ctx.doc.history.push(std::make_unique<TileEditCommand>("Brush", paintChanges(a.ctx.doc.level(), 0, {{2, 3}}, block(5))),
                         a.ctx.doc);
  Autosave autosave(dir / "autosave");
  autosave.interval = std::chrono::seconds(0);
  autosave.tick(a.ctx, std::chrono::steady_clock::now());
  // Our own copy is not an orphan while we run; a crashed process's copy is.
  EXPECT_TRUE(autosave.orphans().empty());
  const auto ours = std::filesystem::directory_iterator(dir / "autosave");
  std::filesystem::path copy;
  for (const auto& e : ours) {
    if (e.path().extension() == ".json") copy = e.path();
  }
  ASSERT_FALSE(copy.empty());
  const auto orphan = dir / "autosave" / "autosave-999999999.json";
  std::filesystem::copy_file(copy, orphan);
  std::filesystem::copy_file(std::filesystem::path(copy).replace_extension(".path"),
                             std::filesystem::path(orphan).replace_extension(".path"));
  ASSERT_EQ(autosave.orphans(), std::vector<std::filesystem::path>{orphan});

  Session b;
  ASSERT_TRUE(Autosave::recover(b.ctx, orphan)) << b.ctx.errorText;
  EXPECT_EQ(b.ctx.doc.level().tile(0, 2, 3), block(5));
  EXPECT_EQ(b.ctx.doc.path, dir / "mine.json");
  EXPECT_TRUE(b.ctx.doc.dirty()) << "recovered work is not on disk yet";
  EXPECT_FALSE(std::filesystem::exists(orphan));
}

TEST(Autosave, DiscardsItsCopyOnceTheDocumentIsSaved) {
  test::TempDir dir;
  Session a;
  a.ctx.doc = test::smallDocument();
  a.ctx.doc.history.push(std::make_unique<SetStartCommand>(5, 5), a.ctx.doc);
  Autosave autosave(dir / "autosave");
  autosave.interval = std::chrono::seconds(0);
  autosave.tick(a.ctx, std::chrono::steady_clock::now());
  EXPECT_FALSE(std::filesystem::is_empty(dir / "autosave"));
  a.ctx.doc.history.markClean();
  autosave.tick(a.ctx, std::chrono::steady_clock::now());
  EXPECT_TRUE(std::filesystem::is_empty(dir / "autosave"));
}

}  // namespace
}  // namespace solidtile::editor

namespace solidtile::editor {
namespace {

TEST(DocumentFiles, ExportedCollisionImportsBackAsAnUnsavedLevelWithTheSameShapes) {
  test::TempDir dir;
  Session a;
  a.ctx.doc = test::smallDocument(6, 4, 1);
  a.ctx.doc.level().setTile(0, 1, 3, block());
  a.ctx.doc.level().setTile(0, 4, 2, block(2, Solidity::TopOnly));
  std::string why;
  ASSERT_TRUE(exportImage(a.ctx, dir / "shape.png", &why)) << why;

  Session b;
  ASSERT_TRUE(importImageDocument(b.ctx, dir / "shape.png")) << b.ctx.errorText;
  const Level& y = b.ctx.doc.level();
  EXPECT_EQ(y.width(), 6);
  EXPECT_EQ(y.height(), 4);
  EXPECT_TRUE(b.ctx.doc.dirty());  // nothing on disk holds it yet
  EXPECT_TRUE(b.ctx.doc.path.empty());
  EXPECT_EQ(b.ctx.doc.file.name, "shape");
  for (int ty = 0; ty < 4; ++ty) {
    for (int tx = 0; tx < 6; ++tx) {
      const Tile was = a.ctx.doc.level().tile(0, tx, ty);
      const Tile now = y.tile(0, tx, ty);
      ASSERT_EQ(was.empty(), now.empty()) << tx << "," << ty;
      if (was.empty()) continue;
      EXPECT_EQ(now.solidity(), was.solidity()) << tx << "," << ty;
      EXPECT_EQ(y.mask(now.maskIndex()).bitmap(), a.ctx.doc.level().mask(was.maskIndex()).bitmap()) << tx << "," << ty;
    }
  }
}

TEST(DocumentFiles, ABrokenCollisionImageKeepsTheCurrentDocumentAndSaysWhy) {
  test::TempDir dir;
  std::ofstream(dir / "broken.png") << "not a png at all";
  Session s;
  s.ctx.doc = test::smallDocument(6, 4, 1);
  EXPECT_FALSE(importImageDocument(s.ctx, dir / "broken.png"));
  EXPECT_EQ(s.ctx.doc.level().width(), 6);
  EXPECT_NE(s.ctx.errorText.find("broken.png"), std::string::npos) << s.ctx.errorText;
  EXPECT_FALSE(importImageDocument(s.ctx, dir / "missing.png"));
  EXPECT_EQ(s.ctx.doc.level().width(), 6);
}

}  // namespace
}  // namespace solidtile::editor

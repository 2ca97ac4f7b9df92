// File > Save to SonLVL project, headless: the document remembers the project
// level it came from, and saving writes through the export `solidtile
// export-sonlvl` uses (only changed files, each with a .bak), says "nothing
// changed" when nothing did, and refuses with every place, writing nothing.
#include <gtest/gtest.h>

#include <filesystem>
#include <memory>
#include <string>

#include "session/document_files.h"
#include "session/sonlvl_document.h"
#include "model/command.h"
#include "model/mask_commands.h"
#include "sonlvl_fake_project.h"
#include "test_level.h"

namespace solidtile::editor {
namespace {
namespace fs = std::filesystem;
using solidtile::test::FakeProject;

constexpr const char* kLevel = "Test Zone Act 1";
const char* const kFiles[] = {"colarr.bin", "angles.bin", "colind.bin", "chunks.kos", "layout.bin"};

struct ImportedSession : test::Session {
  FakeProject project;
  ImportedSession() { EXPECT_TRUE(importSonlvlDocument(ctx, project.ini, kLevel, project.dir / "art")) << ctx.errorText; }
  std::string file(const char* name) const { return solidtile::test::readText(project.dir / "data" / name); }
  bool backup(const char* name) const { return fs::exists(project.dir / "data" / (std::string(name) + ".bak")); }
  int floorMask() const { return ctx.doc.level().tile(0, 5, 15).maskIndex(); }
};

TEST(SonlvlSave, AnImportedDocumentRemembersItsProjectAndLevel) {
  ImportedSession s;
  ASSERT_TRUE(s.ctx.doc.sonlvl);
  EXPECT_EQ(s.ctx.doc.sonlvl->level, kLevel);
  EXPECT_TRUE(s.ctx.doc.sonlvl->ini.is_absolute());
  EXPECT_TRUE(fs::equivalent(s.ctx.doc.sonlvl->ini, s.project.ini));
}

// Issue 28: an imported level runs its game's physics, and the status bar says which.
TEST(SonlvlSave, AnImportedSonic1LevelRunsSonic1sProfileInTheDebugger) {
  ImportedSession s;
  EXPECT_EQ(s.ctx.doc.file.profile, Profile::Sonic1);
  s.ctx.debugger.syncWithDocument(s.ctx.doc);
  EXPECT_EQ(s.ctx.debugger.timeline.config().profile, Profile::Sonic1);
  EXPECT_NE(s.ctx.status.find("runs the sonic1 profile"), std::string::npos) << s.ctx.status;
}

// Issue 27: the status says how many of the level's objects are simulated
// (the platforms panel names the types that stay markers); the spring is an
// object of the document.
TEST(SonlvlSave, TheImportStatusCountsTheSimulatedObjects) {
  test::Session session;
  FakeProject project;
  // A red spring (Obj41 subtype 0) and a Roller (Obj43), then the $FFFF end.
  project.write("data/objects.bin", {0x01, 0x00, 0x00, 0x80, 0x41, 0x00, 0x01, 0x40, 0x00, 0x80, 0x43, 0x00, 0xFF, 0xFF});
  project.writeIni("objects=../data/objects.bin\n");
  ASSERT_TRUE(importSonlvlDocument(session.ctx, project.ini, kLevel, project.dir / "art")) << session.ctx.errorText;
  EXPECT_NE(session.ctx.status.find("sonic1 profile; 1 of 2 objects simulated (O lists the markers); not saved yet"), std::string::npos)
      << session.ctx.status;
  ASSERT_EQ(session.ctx.doc.level().objects.size(), 1u);
  EXPECT_EQ(session.ctx.doc.level().objects[0].kind, ObjectKind::Spring);
  EXPECT_EQ(session.ctx.doc.file.markers.size(), 2u);
}

TEST(SonlvlSave, AnEditedMaskIsWrittenIntoTheArrayWithABackupAndReimports) {
  ImportedSession s;
  const int m = s.floorMask();
  ASSERT_GE(m, 0);
  HeightMask::Heights h{};
  h.fill(8);
  const std::optional<HeightMask> half = HeightMask::fromHeights(h, 0);
  ASSERT_TRUE(half);
  s.ctx.doc.history.push(std::make_unique<SetMaskCommand>("Paint mask", m, *half), s.ctx.doc);
  const std::string oldArray = s.file("colarr.bin"), oldAngles = s.file("angles.bin"), oldIndex = s.file("colind.bin");

  ASSERT_TRUE(saveSonlvlDocument(s.ctx, *s.ctx.doc.sonlvl)) << s.ctx.sonlvlReport.summary;
  const SonlvlSaveReport& r = s.ctx.sonlvlReport;
  EXPECT_FALSE(r.refused);
  EXPECT_EQ(r.title, std::string("Saved to ") + kLevel);
  ASSERT_EQ(r.lines.size(), 1u) << r.summary;  // only the array changed: the angle and the block's entry are the same
  EXPECT_NE(r.lines[0].find("colarr.bin"), std::string::npos) << r.lines[0];
  EXPECT_NE(r.lines[0].find("colarr.bin.bak"), std::string::npos) << r.lines[0];
  EXPECT_NE(r.summary.find("1 file written, 2 unchanged"), std::string::npos) << r.summary;

  // The floor's block is collision array entry 1: bytes 16..31 hold its heights.
  const std::string now = s.file("colarr.bin");
  ASSERT_EQ(now.size(), oldArray.size());
  for (std::size_t i = 0; i < now.size(); ++i) {
    EXPECT_EQ(now[i], i >= 16 && i < 32 ? char(8) : oldArray[i]) << "byte " << i;
  }
  EXPECT_EQ(solidtile::test::readText(s.project.dir / "data" / "colarr.bin.bak"), oldArray);
  EXPECT_EQ(s.file("angles.bin"), oldAngles);
  EXPECT_EQ(s.file("colind.bin"), oldIndex);
  EXPECT_FALSE(s.backup("angles.bin"));
  EXPECT_FALSE(s.backup("colind.bin"));

  const io::SonlvlImportResult again = s.project.import();
  ASSERT_TRUE(again.file) << io::describe("re-import", again.problems);
  const int m2 = again.file->level.tile(0, 5, 15).maskIndex();
  ASSERT_GE(m2, 0);
  EXPECT_EQ(again.file->level.masks()[static_cast<std::size_t>(m2)].heights(), half->heights());
  // Saving to the project leaves the level file unsaved: quitting still asks.
  EXPECT_TRUE(s.ctx.doc.dirty());
}

TEST(SonlvlSave, AnUnchangedLevelWritesNothingAndSaysSo) {
  ImportedSession s;
  std::vector<std::string> before;
  for (const char* f : kFiles) before.push_back(s.file(f));
  ASSERT_TRUE(saveSonlvlDocument(s.ctx, *s.ctx.doc.sonlvl)) << s.ctx.sonlvlReport.summary;
  EXPECT_FALSE(s.ctx.sonlvlReport.refused);
  EXPECT_TRUE(s.ctx.sonlvlReport.lines.empty());
  EXPECT_NE(s.ctx.sonlvlReport.summary.find("Nothing changed"), std::string::npos) << s.ctx.sonlvlReport.summary;
  EXPECT_NE(s.ctx.status.find("nothing changed"), std::string::npos) << s.ctx.status;
  for (std::size_t i = 0; i < std::size(kFiles); ++i) {
    EXPECT_EQ(s.file(kFiles[i]), before[i]) << kFiles[i];
    EXPECT_FALSE(s.backup(kFiles[i])) << kFiles[i];
  }
}

TEST(SonlvlSave, AFlipTheChunksHoldIsRefusedWithItsPlacesAndNothingIsWritten) {
  ImportedSession s;
  const Level& l = s.ctx.doc.level();
  // Two floor tiles X-flipped, and the mask edited too: the refusal must stop the mask's write as well.
  std::vector<TileChange> flips;
  for (int x : {5, 9}) {
    const Tile t = l.tile(0, x, 15);
    flips.push_back({0, x, 15, t.raw, Tile::make(t.maskIndex(), true, false, t.solidity()).raw});
  }
  s.ctx.doc.history.push(std::make_unique<TileEditCommand>("Flip", flips), s.ctx.doc);
  HeightMask::Heights h{};
  h.fill(3);
  s.ctx.doc.history.push(std::make_unique<SetMaskCommand>("Paint mask", s.floorMask(), *HeightMask::fromHeights(h, 0)), s.ctx.doc);
  std::vector<std::string> before;
  for (const char* f : kFiles) before.push_back(s.file(f));
  const SonlvlTarget target = *s.ctx.doc.sonlvl;

  EXPECT_FALSE(saveSonlvlDocument(s.ctx, target));
  const SonlvlSaveReport& r = s.ctx.sonlvlReport;
  EXPECT_TRUE(r.refused);
  EXPECT_NE(r.summary.find("Nothing was written"), std::string::npos) << r.summary;
  ASSERT_FALSE(r.lines.empty());
  std::string all;
  for (const std::string& line : r.lines) all += line + "\n";
  EXPECT_NE(all.find("flip"), std::string::npos) << all;
  for (std::size_t i = 0; i < std::size(kFiles); ++i) {
    EXPECT_EQ(s.file(kFiles[i]), before[i]) << kFiles[i];
    EXPECT_FALSE(s.backup(kFiles[i])) << kFiles[i];
  }
  EXPECT_EQ(s.ctx.doc.sonlvl, target);
}

// Issue 28: a mask brushed into a cell with no chunk was dropped and the
// save said "Nothing changed". It is refused, naming the tiles and the cell.
TEST(SonlvlSave, AMaskBrushedIntoACellWithNoChunkIsRefusedNamingItsPlaces) {
  ImportedSession s;
  const Level& l = s.ctx.doc.level();
  // Layout cell 3 has id $00; its tiles are x 48..63.
  ASSERT_TRUE(l.tile(0, 50, 5).empty());
  std::vector<TileChange> stroke;
  for (int x : {50, 51}) stroke.push_back({0, x, 5, l.tile(0, x, 5).raw, Tile::make(s.floorMask(), false, false, Solidity::All).raw});
  s.ctx.doc.history.push(std::make_unique<TileEditCommand>("Brush", stroke), s.ctx.doc);
  std::vector<std::string> before;
  for (const char* f : kFiles) before.push_back(s.file(f));

  EXPECT_FALSE(saveSonlvlDocument(s.ctx, *s.ctx.doc.sonlvl));
  const SonlvlSaveReport& r = s.ctx.sonlvlReport;
  EXPECT_TRUE(r.refused);
  EXPECT_EQ(r.summary.find("Nothing changed"), std::string::npos) << r.summary;
  EXPECT_NE(r.summary.find("Nothing was written"), std::string::npos) << r.summary;
  ASSERT_EQ(r.lines.size(), 1u);
  EXPECT_EQ(r.lines[0].rfind("high plane tiles (50,5) and (51,5): solid in layout cell (3,0), which holds id $00", 0), 0u) << r.lines[0];
  EXPECT_NE(s.ctx.status.find("nothing written"), std::string::npos) << s.ctx.status;
  for (std::size_t i = 0; i < std::size(kFiles); ++i) {
    EXPECT_EQ(s.file(kFiles[i]), before[i]) << kFiles[i];
    EXPECT_FALSE(s.backup(kFiles[i])) << kFiles[i];
  }
}

TEST(SonlvlSave, ALevelOpenedFromItsJsonLearnsTheTargetTheUserPicks) {
  ImportedSession s;
  solidtile::test::TempDir dir;
  ASSERT_TRUE(saveDocument(s.ctx, dir / "level.json")) << s.ctx.errorText;
  test::Session b;
  ASSERT_TRUE(openDocument(b.ctx, dir / "level.json")) << b.ctx.errorText;
  EXPECT_FALSE(b.ctx.doc.sonlvl);  // the level file does not name its project
  const SonlvlTarget picked{s.project.ini, kLevel};
  ASSERT_TRUE(saveSonlvlDocument(b.ctx, picked)) << b.ctx.sonlvlReport.summary;
  EXPECT_EQ(b.ctx.doc.sonlvl, picked);
}

TEST(SonlvlSave, AMissingProjectIsRefusedNamingIt) {
  test::Session s;
  s.ctx.doc = test::smallDocument(4, 4, 1);
  solidtile::test::TempDir dir;
  EXPECT_FALSE(saveSonlvlDocument(s.ctx, {dir / "none.ini", kLevel}));
  EXPECT_TRUE(s.ctx.sonlvlReport.refused);
  EXPECT_NE(s.ctx.sonlvlReport.summary.find("none.ini"), std::string::npos) << s.ctx.sonlvlReport.summary;
  EXPECT_FALSE(s.ctx.doc.sonlvl);
}

}  // namespace
}  // namespace solidtile::editor

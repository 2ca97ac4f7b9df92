// Object markers (level format version 4), Sonic 1's object layout
// (ObjPosLoad's 6-byte entries) and their import from a SonLVL project; the
// fuzz corpora of the INI and the object layout.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "../support/temp_dir.h"
#include "level_builder.h"
#include "problem_matchers.h"
#include "solidtile/io/level_file.h"
#include "solidtile/io/sonic1_objects.h"
#include "solidtile/io/sonlvl.h"
#include "sonlvl_checks.h"

namespace solidtile {
namespace {
namespace fs = std::filesystem;
using nlohmann::json;
using test::hasProblem;
using Bytes = std::vector<std::uint8_t>;

Bytes entry(int x, int y, int id, int subtype) {
  return {static_cast<std::uint8_t>(x >> 8), static_cast<std::uint8_t>(x), static_cast<std::uint8_t>(y >> 8),
          static_cast<std::uint8_t>(y), static_cast<std::uint8_t>(id), static_cast<std::uint8_t>(subtype)};
}
Bytes join(std::initializer_list<Bytes> parts) {
  Bytes out;
  for (const Bytes& p : parts) out.insert(out.end(), p.begin(), p.end());
  return out;
}
const Bytes kEnd = {0xFF, 0xFF};

TEST(Sonic1Objects, ReadsEntriesWithTheirFlagBitsUntilFFFF) {
  const Bytes data = join({entry(0x144, 0x360, 0xA5, 0x12), entry(0x20, 0xC123, 0x26, 0x01), entry(0x30, 0x4FFF, 0x7F, 0xFF), kEnd});
  const io::Sonic1ObjectsResult r = io::parseSonic1Objects(data);
  ASSERT_TRUE(r.objects) << io::describe("objpos", r.problems);
  ASSERT_EQ(r.objects->size(), 3u);
  EXPECT_EQ((*r.objects)[0], (io::Sonic1Object{0x144, 0x360, 0x25, 0x12, false, false, true})) << "bit 7 of the id: remembered";
  EXPECT_EQ((*r.objects)[1], (io::Sonic1Object{0x20, 0x123, 0x26, 0x01, true, true, false})) << "bits 14 and 15: X and Y flip";
  EXPECT_EQ((*r.objects)[2], (io::Sonic1Object{0x30, 0xFFF, 0x7F, 0xFF, true, false, false}));
  EXPECT_EQ(io::parseSonic1Objects(kEnd).objects->size(), 0u);
}

TEST(Sonic1Objects, RefusesAListWithoutItsEndOrCutInsideAnEntry) {
  const io::Sonic1ObjectsResult noEnd = io::parseSonic1Objects(entry(1, 2, 3, 4));
  ASSERT_FALSE(noEnd.objects);
  EXPECT_TRUE(hasProblem(noEnd.problems, "offset 6", "expected the end marker $FFFF or a 6-byte entry, the data ends"));
  const io::Sonic1ObjectsResult cut = io::parseSonic1Objects(join({entry(1, 2, 3, 4), {0, 1, 0}}));
  EXPECT_TRUE(hasProblem(cut.problems, "offset 6", "expected a 6-byte entry, 3 bytes are left"));
}

TEST(SonlvlCorpus, EveryObjectLayoutAndIniInputParsesOrIsRefusedCleanly) {
  for (const char* kind : {"sonic1_objects", "sonlvl_ini"}) {
    std::vector<fs::path> files;
    for (const auto& e : fs::directory_iterator(fs::path(SOLIDTILE_SOURCE_DIR) / "tests" / "corpus" / kind)) files.push_back(e.path());
    std::sort(files.begin(), files.end());
    ASSERT_GE(files.size(), 8u) << kind << " corpus is missing";
    for (const fs::path& f : files) {
      const std::string text = test::readText(f);
      EXPECT_EQ(kind[1] == 'o' ? fuzz::checkSonic1Objects(text) : fuzz::checkSonlvlIni(text), "") << f;
    }
  }
}

TEST(LevelMarkers, RoundTripAsVersion4) {
  io::LevelFile f = test::richLevel();
  f.markers = {{0x25, "Ring", 324, 864, 0x12}, {0x26, "", -5, 7, 0}, {0x11, "Bridge \"GHZ\"", 0, 0, 255}};
  const std::string text = io::formatLevel(f);
  EXPECT_EQ(json::parse(text)["version"], 4);
  EXPECT_NE(text.find("{\"type\": 37, \"name\": \"Ring\", \"x\": 324, \"y\": 864, \"subtype\": 18}"), std::string::npos) << text;
  const io::LoadResult r = io::parseLevel(text);
  ASSERT_TRUE(r.file) << io::describe("level", r.problems);
  EXPECT_EQ(r.file->markers, f.markers);
  EXPECT_EQ(io::formatLevel(*r.file), text);
  f.markers.clear();
  EXPECT_EQ(json::parse(io::formatLevel(f))["version"], 1) << "no markers, no version 4";
}

TEST(LevelMarkers, RefusesBadMarkersAndAnOlderVersion) {
  json doc = test::minimalLevel();
  doc["markers"] = json::array({json{{"type", 1}, {"x", 0}, {"y", 0}}});
  EXPECT_TRUE(hasProblem(io::parseLevel(doc.dump()).problems, "markers", "is a version 4 field"));
  doc["version"] = 4;
  doc["markers"] = json::array({json{{"type", 256}, {"x", 0}, {"y", 0}}, json{{"type", 1}, {"x", 0}},
                                json{{"type", 1}, {"x", 0}, {"y", 0}, {"subtype", -1}},
                                json{{"type", 1}, {"x", 0}, {"y", 0}, {"name", std::string(65, 'a')}},
                                json{{"type", 1}, {"x", 0}, {"y", 0}, {"flip", true}}});
  const io::LoadResult r = io::parseLevel(doc.dump());
  EXPECT_FALSE(r.file);
  EXPECT_TRUE(hasProblem(r.problems, "markers[0].type", "outside 0..255"));
  EXPECT_TRUE(hasProblem(r.problems, "markers[1].y", "is missing"));
  EXPECT_TRUE(hasProblem(r.problems, "markers[2].subtype", "outside 0..255"));
  EXPECT_TRUE(hasProblem(r.problems, "markers[3].name", "expected a string of at most 64 bytes"));
  EXPECT_TRUE(hasProblem(r.problems, "markers[4]", "unknown key \"flip\""));
}

// A made-up Sonic 1 project, every file uncompressed: one chunk of floor, objects and names.
struct MiniProject {
  test::TempDir dir;
  fs::path ini = dir / "SonLVL.ini";
  void write(const std::string& name, const Bytes& b) { test::writeText(dir / name, std::string(b.begin(), b.end())); }
  MiniProject() {
    Bytes chunks(512, 0), colarr(4096, 0), angles(256, 0);
    for (int i = 0; i < 16; ++i) {
      chunks[static_cast<std::size_t>(480 + i * 2)] = 0x60, chunks[static_cast<std::size_t>(481 + i * 2)] = 0x01;
      colarr[static_cast<std::size_t>(16 + i)] = 16;
    }
    write("chunks.bin", chunks);
    write("colarr.bin", colarr);
    write("angles.bin", angles);
    write("colind.bin", {0, 1});
    write("layout.bin", {0, 0, 1});
    write("objects.bin", join({entry(0x144, 0x360, 0xA5, 0x12), entry(0x80, 0x40, 0x26, 6), entry(0x90, 0x50, 0x11, 8), kEnd}));
    test::writeText(dir / "obj.ini", "[25]\ncodefile=Common\\Ring.cs\n[26]\nxmlfile=Common/Monitor.xml\n");
    test::writeText(dir / "objZ.ini", "[11]\nname=Bridge\n[26]\nname=Zone monitor\n");
    writeIni("objects=objects.bin\n");
  }
  void writeIni(const std::string& extra) {
    test::writeText(ini, "version=S1\nobjlst=obj.ini\ncolarr1=colarr.bin\nangles=angles.bin\n[Act]\nchunks=chunks.bin\n"
                         "chunkcmp=Uncompressed\nfglayout=layout.bin\ncolind=colind.bin\nobjlst=objZ.ini\n" + extra);
  }
  io::SonlvlImportResult import() const {
    const io::ProjectResult p = io::loadSonlvlProject(ini);
    if (!p.project) return {std::nullopt, p.problems};
    return io::importSonlvlLevel(*p.project, "Act");
  }
};

TEST(SonlvlSonic1, ImportsTheObjectsAsNamedMarkers) {
  MiniProject p;
  const io::SonlvlImportResult r = p.import();
  ASSERT_TRUE(r.file) << io::describe("import", r.problems);
  EXPECT_EQ(r.file->markers, (std::vector<io::Marker>{{0x25, "Ring", 0x144, 0x360, 0x12}, {0x26, "Zone monitor", 0x80, 0x40, 6},
                                                       {0x11, "Bridge", 0x90, 0x50, 8}}))
      << "names from the project's object list, the level's own list over it";
  EXPECT_TRUE(io::parseLevel(io::formatLevel(*r.file)).file);
  p.writeIni("");
  EXPECT_TRUE(p.import().file->markers.empty()) << "no objects key, no markers";
  p.write("objects.bin", entry(1, 2, 3, 4));
  p.writeIni("objects=objects.bin\n");
  const io::SonlvlImportResult broken = p.import();
  EXPECT_FALSE(broken.file);
  EXPECT_TRUE(hasProblem(broken.problems, "objects, offset 6", "expected the end marker $FFFF")) ;
}

TEST(SonlvlSonic1, ImportsGreenHillsObjectsFromTheDisassemblyWhenGiven) {
  const char* root = std::getenv("SOLIDTILE_S1DISASM");
  if (!root || !*root) GTEST_SKIP() << "SOLIDTILE_S1DISASM is not set";
  const io::ProjectResult p = io::loadSonlvlProject(fs::path(root) / "SonLVL INI Files" / "SonLVL.ini");
  ASSERT_TRUE(p.project);
  const io::SonlvlImportResult r = io::importSonlvlLevel(*p.project, "Green Hill Zone Act 1");
  ASSERT_TRUE(r.file) << io::describe("GHZ1", r.problems);
  const auto& m = r.file->markers;
  ASSERT_EQ(m.size(), 214u) << "objpos/ghz1.bin: 214 entries of 6 bytes before $FFFF";
  EXPECT_EQ(m[0], (io::Marker{0x25, "Ring", 0x144, 0x360, 0x12}));
  EXPECT_EQ(m[1].type, 0x26);
  EXPECT_EQ(m[1].name, "Monitor");
}

}  // namespace
}  // namespace solidtile

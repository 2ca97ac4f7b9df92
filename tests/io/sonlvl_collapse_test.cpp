// Issue 27: Sonic 1's collapsing ledge (Obj1A) and collapsing floors (Obj53)
// import as collapses (physics/io/src/sonlvl/collapse_objects.cpp), placed
// and timed as their routines do; the numbers quoted are s1disasm's.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <utility>
#include <vector>

#include "solidtile/io/sonlvl.h"
#include "sonlvl_disassembly.h"
#include "solidtile/io/sonlvl_objects.h"
#include "solidtile/level/object_state.h"
#include "solidtile/sonic/player.h"

namespace solidtile {
namespace {
using io::SonlvlGame;

SolidObject decoded(int id, int subtype, bool flipX = false) {
  const io::SonlvlObjectDecode d = io::decodeSonlvlObject(SonlvlGame::Sonic1, {id, subtype, 0x200, 0x100, flipX, false});
  EXPECT_TRUE(d.object.has_value()) << d.markerReason;
  return d.object.value_or(SolidObject{});
}

// Ledge_Main: "move.b #7,ledge_timedelay(a0)"; Ledge_Touch: "move.w #$30,d1;
// lea (Ledge_SlopeData).l,a2; bsr.w SlopeObject"; loc_847A: CFlo_Data1's $1C first.
TEST(SonlvlCollapse, Sonic1sLedgeIsASlopedTopOnlyCollapseOnItsHeightmap) {
  for (int subtype : {0, 1}) {  // the subtype only picks the art frame ("move.b obSubtype(a0),obFrame(a0)")
    const SolidObject o = decoded(0x1A, subtype);
    EXPECT_EQ(o.kind, ObjectKind::Collapse);
    EXPECT_TRUE(o.topOnly);
    EXPECT_EQ(o.w, 2 * 0x30);
    EXPECT_EQ(o.collapseDelay, 7);
    EXPECT_EQ(o.collapseHold, 0x1C);
    ASSERT_EQ(o.slope.size(), 0x30u);
    // SlopeObject's surface over column c is obY - t[c]: the object's bottom row is obY.
    EXPECT_EQ(o.path[0].x, 0x200 - 0x30);
    EXPECT_EQ(o.path[0].y + o.h - 1, 0x100);
    EXPECT_EQ(o.slope.front(), 0x20);
    EXPECT_EQ(o.slope[8], 0x21);
    EXPECT_EQ(o.slope.back(), 0x30);
    EXPECT_EQ(objectProblem(o), "");
  }
  // "btst #0,obRender(a0); beq.s loc_754A; not.w d0; add.w d1,d0": the x-flip mirrors the columns.
  const SolidObject flipped = decoded(0x1A, 0, true);
  const SolidObject plain = decoded(0x1A, 0);
  EXPECT_EQ(std::vector<std::uint8_t>(plain.slope.rbegin(), plain.slope.rend()), flipped.slope);
}

// CFlo_Main: "move.b #7,cflo_timedelay(a0)"; CFlo_Touch: "move.w #$20,d1; bsr.w
// PlatformObject"; loc_8458: CFlo_Data2 ($1E first), CFlo_Data3 ($16) when "btst #0,obSubtype(a0)".
TEST(SonlvlCollapse, Sonic1sFloorsAreFlatTopOnlyCollapsesTheirHoldBySubtypeBit0) {
  const SolidObject even = decoded(0x53, 0x80), odd = decoded(0x53, 0x81);
  for (const SolidObject& o : {even, odd}) {
    EXPECT_EQ(o.kind, ObjectKind::Collapse);
    EXPECT_TRUE(o.topOnly);
    EXPECT_TRUE(o.slope.empty());
    EXPECT_EQ(o.w, 0x40);
    EXPECT_EQ(o.path[0].x, 0x200 - 0x20);
    EXPECT_EQ(o.path[0].y, 0x100 - 8);  // a top-only object's top is obY - 8
    EXPECT_EQ(o.collapseDelay, 7);
    EXPECT_EQ(objectProblem(o), "");
  }
  EXPECT_EQ(even.collapseHold, 0x1E);
  EXPECT_EQ(odd.collapseHold, 0x16);
}

// The imported ledge gives way under Sonic 1 as the game's does.
TEST(SonlvlCollapse, TheImportedLedgeGivesWayUnderTheSonic1Player) {
  Level l(64, 32, 1);
  l.objects.assign({decoded(0x1A, 0)});
  const PlayerConfig cfg = defaultPlayerConfig(Profile::Sonic1);
  PlayerState s = spawnPlayer(cfg, 0x200 + 0x20, 0x100 - 0x40);
  std::vector<ObjectSlot> slots(l.objects.slotCount());
  StepRecord rec;
  bool landed = false, collapsed = false;
  for (int f = 0; f < 200 && !collapsed; ++f) {
    stepPlayer(s, l, cfg, 0, &rec, slots);
    landed = landed || rec.has(EventKind::ObjectLanded);
    collapsed = rec.has(EventKind::Collapsed);
  }
  EXPECT_TRUE(landed);
  EXPECT_TRUE(collapsed);
  for (int f = 0; f < 0x1C + 40; ++f) stepPlayer(s, l, cfg, 0, nullptr, slots);
  EXPECT_EQ(s.standingOn, -1);
  EXPECT_GT(s.y >> 8, 0x100) << "fell through where the ledge was";
}

// Sonic 2's Obj1F (s2.asm). Obj1F_Init: "move.b #7,collapsing_platform_delay_counter(a0)",
// "move.b #$44,width_pixels(a0)", Obj1F_DelayData_EvenSubtype ($1E,...) or, with "btst
// #0,subtype(a0)", _OddSubtype ($16,...); on oil_ocean_zone "move.b #$40" and Obj1F_OOZ_DelayData
// ($1A,...), mystic_cave_zone "move.b #$20" and Obj1F_MCZ_DelayData ($1A,...), aquatic_ruin_zone
// "move.b #$20" and Obj1F_ARZ_DelayData ($16,$1A,...). Obj1A_CreateFragments gives the object
// itself ("movea.l a0,a1") the table's first byte. sub_10AF8: "move.w #$10,d3" then PlatformObject.
SolidObject sonic2CollapseDecoded(int subtype, bool arz, bool mcz, bool ooz) {
  const io::SonlvlObjectDecode d = io::decodeSonlvlObject(SonlvlGame::Sonic2, {0x1F, subtype, 0x200, 0x100, false, false, arz, mcz, ooz});
  EXPECT_TRUE(d.object.has_value()) << d.markerReason;
  return d.object.value_or(SolidObject{});
}

TEST(SonlvlCollapse, Sonic2sObj1FWidthAndHoldByZone) {
  struct Zone {
    bool arz, mcz, ooz;
    int subtype, half, hold;
  };
  for (const Zone z : {Zone{false, false, false, 0, 0x44, 0x1E}, Zone{false, false, false, 1, 0x44, 0x16},
                       Zone{false, false, true, 1, 0x40, 0x1A}, Zone{false, true, false, 0, 0x20, 0x1A},
                       Zone{true, false, false, 0, 0x20, 0x16}, Zone{true, false, false, 1, 0x20, 0x16}}) {
    const SolidObject o = sonic2CollapseDecoded(z.subtype, z.arz, z.mcz, z.ooz);
    EXPECT_EQ(o.kind, ObjectKind::Collapse);
    EXPECT_TRUE(o.topOnly);
    EXPECT_TRUE(o.slope.empty());
    EXPECT_EQ(o.w, 2 * z.half) << z.half;
    EXPECT_EQ(o.h, 30) << "d3 $10 = h/2 + 1";
    EXPECT_EQ(o.path, (std::vector<Waypoint>{{0x200 - z.half, 0x100 - 15}}));
    EXPECT_EQ(o.collapseDelay, 7);
    EXPECT_EQ(o.collapseHold, z.hold) << z.half << " " << z.subtype;
    EXPECT_EQ(objectProblem(o), "");
  }
  const io::SonlvlObjectSummary sum = io::summarizeSonlvlObjects({{0x1F, "Falling Platform", 0, 0, 0}}, Profile::Sonic2);
  EXPECT_EQ(sum.simulated, 1) << "simulated in every zone, whatever the zone's width";
}

// Aquatic Ruin's, on a purpose-built level: Sonic 2 lands, the break comes
// 8 frames after the first frame he stands (the flag set after the count's
// test, collapseFlagBeforeCount), and the held piece lets him go $16 frames later.
TEST(SonlvlCollapse, AquaticRuinsObj1FGivesWayUnderTheSonic2Player) {
  Level l(64, 32, 1);
  l.objects.assign({sonic2CollapseDecoded(0, true, false, false)});
  const PlayerConfig cfg = defaultPlayerConfig(Profile::Sonic2);
  PlayerState s = spawnPlayer(cfg, 0x200, 0x100 - 0x40);
  std::vector<ObjectSlot> slots(l.objects.slotCount());
  StepRecord rec;
  int landedAt = -1, collapsedAt = -1, leftAt = -1;
  for (int f = 0; f < 300 && leftAt < 0; ++f) {
    stepPlayer(s, l, cfg, 0, &rec, slots);
    if (landedAt < 0 && rec.has(EventKind::ObjectLanded)) landedAt = f;
    if (rec.has(EventKind::Collapsed)) collapsedAt = f;
    if (collapsedAt >= 0 && s.standingOn == -1) leftAt = f;
  }
  ASSERT_GE(landedAt, 0);
  EXPECT_EQ(collapsedAt - landedAt, 9) << "landed at L, the break at L + 9";
  EXPECT_EQ(leftAt - collapsedAt, 0x16) << "Obj1F_ARZ_DelayData's first byte";
}

// Gated: Aquatic Ruin 1's five Obj1F (level/objects/ARZ_1.bin, all subtype 0) are
// collapses of Aquatic Ruin's width and hold.
TEST(SonlvlCollapseDisassembly, AquaticRuin1sFiveObj1FAreCollapses) {
  const std::optional<std::filesystem::path> root = test::disassembly("SOLIDTILE_S2DISASM", "s2disasm");
  if (!root) GTEST_SKIP() << "set SOLIDTILE_S2DISASM or SOLIDTILE_DISASM_DIR";
  const io::ProjectResult p = io::loadSonlvlProject(*root / "SonLVL INI Files" / "SonLVL.ini");
  ASSERT_TRUE(p.project);
  const io::SonlvlImportResult r = io::importSonlvlLevel(*p.project, "Aquatic Ruin Zone Act 1");
  ASSERT_TRUE(r.file);
  int collapses = 0;
  for (const SolidObject& o : r.file->level.objects) {
    if (o.kind != ObjectKind::Collapse) continue;
    ++collapses;
    EXPECT_EQ(o.w, 0x40);
    EXPECT_EQ(o.collapseHold, 0x16);
  }
  EXPECT_EQ(collapses, 5);
  const std::string summary = io::describeSonlvlObjects(io::summarizeSonlvlObjects(r.file->markers, r.file->profile));
  // 274 with its 6 springboards (level format 20).
  EXPECT_EQ(summary.rfind("274 of 358 objects simulated (13 monitors), 34 scenery with nothing to simulate;", 0), 0u) << summary;
  EXPECT_EQ(summary.find("Obj1F"), std::string::npos) << summary;
}

SolidObject sonic3kCollapseDecoded(bool icecap, bool flipX = false) {
  io::SonlvlObjectEntry e{0x04, 0, 0x200, 0x100, flipX, false};
  e.icecap = icecap;
  const io::SonlvlObjectDecode d = io::decodeSonlvlObject(SonlvlGame::Sonic3K, e);
  EXPECT_TRUE(d.object.has_value()) << d.markerReason;
  return d.object.value_or(SolidObject{});
}

// S&K's Obj_CollapsingPlatform (s3.asm loc_1DE40): "move.b #$3C,width_pixels(a0)",
// "move.l #byte_1E658,$3C(a0)", "move.b #7,$38(a0)"; sub_1DED4: "move.b
// width_pixels(a0),d1; movea.l $3C(a0),a2; ... jsr (SolidObjectTopSloped2).l";
// byte_1E49C starts "$30"; Icecap ("cmpi.b #5,(Current_zone).w"): "move.b
// #$30,width_pixels(a0)", byte_1E698 and byte_1E4BA ($30 first too).
TEST(SonlvlCollapse, Sonic3ksCollapsingPlatformIsASlopedTopOnlyCollapseOnItsZonesTable) {
  const SolidObject aiz = sonic3kCollapseDecoded(false);
  EXPECT_EQ(aiz.kind, ObjectKind::Collapse);
  EXPECT_TRUE(aiz.topOnly);
  EXPECT_EQ(aiz.w, 2 * 0x3C);
  EXPECT_EQ(aiz.h, 0x20);
  EXPECT_EQ(aiz.collapseDelay, 7);
  EXPECT_EQ(aiz.collapseHold, 0x30);
  EXPECT_EQ(aiz.path, (std::vector<Waypoint>{{0x200 - 0x3C, 0x100 - 0x20 + 1}})) << "obY is its bottom row";
  // SolidObjCheckSloped2: "add.w d1,d0 ... lsr.w #1,d0; move.b (a2,d0.w),d3": d1 / 2 columns... of 2 px.
  ASSERT_EQ(aiz.slope.size(), 0x3Cu);
  const std::pair<int, int> aizColumns[] = {{0, 0x1F}, {21, 0x1F}, {22, 0x1E}, {23, 0x1E}, {24, 0x1D},
                                            {40, 0x15}, {52, 0xF}, {53, 0xF}, {54, 0xE}, {59, 0xE}};
  for (const auto& [c, t] : aizColumns) EXPECT_EQ(aiz.slope[static_cast<std::size_t>(c)], t) << c;
  EXPECT_EQ(objectProblem(aiz), "");
  const SolidObject icz = sonic3kCollapseDecoded(true);
  EXPECT_EQ(icz.w, 2 * 0x30);
  EXPECT_EQ(icz.h, 0x31);
  EXPECT_EQ(icz.collapseHold, 0x30);
  ASSERT_EQ(icz.slope.size(), 0x30u);
  const std::pair<int, int> iczColumns[] = {{0, 0x30}, {11, 0x30}, {12, 0x2F}, {23, 0x2F}, {24, 0x2E},
                                            {31, 0x2E}, {32, 0x2D}, {44, 0x2D}, {45, 0x2C}, {46, 0x2B}, {47, 0x2A}};
  for (const auto& [c, t] : iczColumns) EXPECT_EQ(icz.slope[static_cast<std::size_t>(c)], t) << c;
  EXPECT_EQ(objectProblem(icz), "");
  // "btst #0,render_flags(a0); beq.s loc_1C1A2; not.w d0; add.w d1,d0": the x-flip mirrors the columns.
  const SolidObject flipped = sonic3kCollapseDecoded(false, true);
  EXPECT_EQ(std::vector<std::uint8_t>(aiz.slope.rbegin(), aiz.slope.rend()), flipped.slope);
  const io::SonlvlObjectSummary sum = io::summarizeSonlvlObjects({{0x04, "Collapsing Platform", 0, 0, 0}}, Profile::Sonic3K);
  EXPECT_EQ(sum.simulated, 1);
}

// Angel Island's, on a purpose-built level: the sonic3k player lands on the
// slope's high end, the break comes 9 frames after (loc_1DEB2 sets the flag
// after the count's test), the held piece lets him go $30 frames later and
// sets his air bit (sub_1DF18: "bset #Status_InAir,status(a1)").
TEST(SonlvlCollapse, AngelIslandsPlatformGivesWayUnderTheSonic3kPlayer) {
  Level l(64, 32, 1);
  l.objects.assign({sonic3kCollapseDecoded(false)});
  const PlayerConfig cfg = defaultPlayerConfig(Profile::Sonic3K);
  PlayerState s = spawnPlayer(cfg, 0x200 - 0x30, 0x100 - 0x60);
  std::vector<ObjectSlot> slots(l.objects.slotCount());
  StepRecord rec;
  int landedAt = -1, collapsedAt = -1, leftAt = -1;
  for (int f = 0; f < 300 && leftAt < 0; ++f) {
    stepPlayer(s, l, cfg, 0, &rec, slots);
    if (landedAt < 0 && rec.has(EventKind::ObjectLanded)) {
      landedAt = f;
      // Column (x - obX + d1) >> 1 = ($1D0 - $200 + $3C) >> 1 = 6, $1F above obY; loc_1C100's
      // "addq.w #4,d1 ... addq.w #3,d2" leave y + radius a pixel above that surface.
      EXPECT_EQ((s.y >> 8) + s.radiusY, 0x100 - 0x1F - 1) << "landed on column 6's $1F";
    }
    if (rec.has(EventKind::Collapsed)) collapsedAt = f;
    if (collapsedAt >= 0 && s.standingOn == -1) {
      leftAt = f;
      EXPECT_TRUE(s.airborne) << "sub_1DF18 sets the air bit";
    }
  }
  ASSERT_GE(landedAt, 0);
  EXPECT_EQ(collapsedAt - landedAt, 9) << "landed at L, the break at L + 9";
  EXPECT_EQ(leftAt - collapsedAt, 0x30) << "byte_1E49C's first byte";
}

// The bytes after an s3.asm label ("byte_1E658:" then "dc.b  $1F, ..." lines).
std::vector<std::uint8_t> asmBytes(const std::filesystem::path& file, const std::string& label) {
  std::ifstream in(file);
  std::vector<std::uint8_t> out;
  std::string line;
  bool in_table = false;
  while (std::getline(in, line)) {
    if (!in_table) {
      in_table = line.rfind(label + ":", 0) == 0;
      continue;
    }
    const std::size_t dc = line.find("dc.b");
    if (dc == std::string::npos) break;
    std::string rest = line.substr(dc + 4);
    for (std::size_t at = 0; at < rest.size();) {
      const std::size_t comma = rest.find(',', at);
      std::string item = rest.substr(at, comma == std::string::npos ? std::string::npos : comma - at);
      item.erase(0, item.find_first_not_of(" \t"));
      item.erase(item.find_last_not_of(" \t\r") + 1);
      if (!item.empty()) out.push_back(static_cast<std::uint8_t>(item[0] == '$' ? std::stoi(item.substr(1), nullptr, 16) : std::stoi(item)));
      if (comma == std::string::npos) break;
      at = comma + 1;
    }
  }
  return out;
}

// Gated: the columns the importer builds are s3.asm's tables, the first d1 bytes.
TEST(SonlvlCollapseDisassembly, Sonic3ksPlatformHeightsAreS3AsmsTables) {
  const auto dir = test::disassembly("SOLIDTILE_SKDISASM", "skdisasm");
  if (!dir) GTEST_SKIP() << "set SOLIDTILE_SKDISASM or SOLIDTILE_DISASM_DIR";
  if (!std::filesystem::exists(*dir / "s3.asm")) GTEST_SKIP() << "no s3.asm in " << dir->string();
  const std::vector<std::uint8_t> aiz = asmBytes(*dir / "s3.asm", "byte_1E658");
  const std::vector<std::uint8_t> icz = asmBytes(*dir / "s3.asm", "byte_1E698");
  if (aiz.size() != 64 || icz.size() != 48) GTEST_SKIP() << "s3.asm's tables are not labelled as this test reads them";
  EXPECT_EQ(sonic3kCollapseDecoded(false).slope, std::vector<std::uint8_t>(aiz.begin(), aiz.begin() + 0x3C));
  EXPECT_EQ(sonic3kCollapseDecoded(true).slope, icz);
  const std::vector<std::uint8_t> holds = asmBytes(*dir / "s3.asm", "byte_1E49C");
  ASSERT_FALSE(holds.empty());
  EXPECT_EQ(sonic3kCollapseDecoded(false).collapseHold, holds[0]);
}

// Gated: the heightmap the importer builds is the disassembly's file byte for byte.
TEST(SonlvlCollapseDisassembly, TheLedgeHeightsAreGhzCollapsingLedgeHeightmapBin) {
  const auto dir = test::disassembly("SOLIDTILE_S1DISASM", "s1disasm");
  if (!dir) GTEST_SKIP() << "set SOLIDTILE_S1DISASM or SOLIDTILE_DISASM_DIR";
  std::ifstream in(*dir / "misc" / "GHZ Collapsing Ledge Heightmap.bin", std::ios::binary);
  if (!in) GTEST_SKIP() << "no misc/GHZ Collapsing Ledge Heightmap.bin in " << dir->string();
  const std::vector<std::uint8_t> bytes{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  EXPECT_EQ(decoded(0x1A, 0).slope, bytes);
}

}  // namespace
}  // namespace solidtile

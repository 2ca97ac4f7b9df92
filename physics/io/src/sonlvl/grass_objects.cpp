#include "grass_objects.h"

#include <cstdio>
#include <system_error>

#include "solidtile/io/atomic_file.h"
#include "solidtile/level/oscillation.h"

namespace solidtile::io {

namespace {

std::string grassSubtype(int subtype) {
  char buf[40];
  std::snprintf(buf, sizeof buf, "subtype $%02X", static_cast<unsigned>(subtype) & 0xFFu);
  return buf;
}

SonlvlObjectDecode grassMarker(std::string why) { return {std::nullopt, std::move(why)}; }

bool readGrassFile(const std::filesystem::path& p, std::size_t size, std::vector<std::uint8_t>& out, std::string& why) {
  std::error_code ec;
  if (!std::filesystem::is_regular_file(p, ec)) {
    why = p.generic_string() + " not found";
    return false;
  }
  // One byte past the size: a longer file reads as longer, not cut to fit.
  const std::optional<std::string> bytes = readFile(p, size + 1, &why);
  if (!bytes) {
    why = p.generic_string() + " " + why;
    return false;
  }
  if (bytes->size() != size) {
    why = p.generic_string() + " holds " + std::to_string(bytes->size()) + " bytes, not " + std::to_string(size);
    return false;
  }
  out.assign(bytes->begin(), bytes->end());
  return true;
}

// LGrass_Data: (table, frame, obActWid) by "lsr.w #2,d0; andi.w #$1C,d0"
// (bits 4-6, entries of 4 bytes): Data1 frame 0 $40, Data3 frame 1 $40,
// Data2 frame 2 $20. LGrass_Solid's d2 is $20, $30 for frame 2.
struct GrassVariant {
  const std::vector<std::uint8_t> SonlvlGrassTables::*table;
  std::int32_t width, d2;
};
constexpr GrassVariant kGrassData[3] = {
    {&SonlvlGrassTables::pfm1, 0x40, 0x20}, {&SonlvlGrassTables::pfm3, 0x40, 0x20}, {&SonlvlGrassTables::pfm2, 0x20, 0x30}};

// LGrass_Type01..04: the v_oscillate byte (+2, +6, +$A, +$E: oscillators
// 0-3) and LGrass_Move's d1.
constexpr std::uint8_t kGrassAmplitude[4] = {0x20, 0x30, 0x40, 0x60};

}  // namespace

std::filesystem::path sonic1MiscBeside(const std::filesystem::path& projectFolder) {
  return projectFolder.parent_path() / "misc";
}

std::optional<SonlvlGrassTables> readSonic1GrassTables(const std::filesystem::path& misc, std::string& why) {
  SonlvlGrassTables t;
  if (!readGrassFile(misc / "mz_pfm1.bin", kGrassWideBytes, t.pfm1, why) ||
      !readGrassFile(misc / "mz_pfm2.bin", kGrassNarrowBytes, t.pfm2, why) ||
      !readGrassFile(misc / "mz_pfm3.bin", kGrassWideBytes, t.pfm3, why))
    return std::nullopt;
  return t;
}

SonlvlGrassTables someGrassTables() {
  return {std::vector<std::uint8_t>(kGrassWideBytes, 0x20), std::vector<std::uint8_t>(kGrassNarrowBytes, 0x30),
          std::vector<std::uint8_t>(kGrassWideBytes, 0x20)};
}

SonlvlObjectDecode sonic1LargeGrass(const SonlvlObjectEntry& e) {
  const int index = (e.subtype >> 4) & 7;
  if (index >= 3) return grassMarker(grassSubtype(e.subtype) + ": bits 4-6 read past LGrass_Data's three entries");
  // LGrass_Main keeps the low nibble ("andi.b #$F,obSubtype(a0)"); LGrass_Types
  // reads its low 3 bits ("andi.w #7,d0") from LGrass_TypeIndex's six entries.
  const int type = e.subtype & 7;
  if (type > 5) return grassMarker(grassSubtype(e.subtype) + ": its low 3 bits read past LGrass_TypeIndex's six entries");
  if (type == 5)
    return grassMarker("sinks while stood on (LGrass_Type05: objoff_34 += 4 to $40, -= 2 to 0, y = origin + sin >> 4) "
                       "and sets the grass alight (Obj35): not modelled");
  // Reversed for obRender bit 0 ("not.w d5; add.w d3,d5"), SolidObject2F's
  // column at d0 = 2 d1 (its "bhi" lets it in) is -1: the byte before the
  // table, the game's code. None of the game's layouts flips one.
  if (e.flipX) return grassMarker("x-flipped: its right end reads the byte before the height table (the game's code)");
  if (!e.grass) return grassMarker("its heights are the game's misc/mz_pfm*.bin, read from the disassembly beside the project: not found");
  const GrassVariant& v = kGrassData[index];
  const std::vector<std::uint8_t>& t = e.grass->*v.table;
  const std::int32_t d1 = v.width + 0xB;
  if (t.size() != static_cast<std::size_t>(d1) + 1) return grassMarker("its height table is not " + std::to_string(d1 + 1) + " bytes");
  // The routines' column i (d0 >> 1, d0 = x - obX + d1) is our column i - 5
  // (sloped_objects.h, kMarginColumns), the first and last five or more
  // clamped to our end columns: a table is ours only where those equal them.
  constexpr std::int32_t kMargin = 0xB / 2;
  const std::int32_t columns = v.width;  // w / 2
  for (std::int32_t i = 0; i <= d1; ++i) {
    const std::int32_t c = i < kMargin ? kMargin : (i >= kMargin + columns ? kMargin + columns - 1 : i);
    if (t[static_cast<std::size_t>(i)] != t[static_cast<std::size_t>(c)])
      return grassMarker("its height table's column " + std::to_string(i) + " past the object's edge differs from the edge's");
  }
  // The box of column c is obY - (t[c] - t[0]) +- d2 ("sub.b (a2),d3" ...
  // "sub.w d3,d5"); ours is h = 2 d2 tall from y + h - slope[c] down, so the
  // top-left y = obY - 2 d2 and slope[c] = t[c] - t[0] + d2 give the same box
  // (slope = t for the game's tables, which start at d2).
  SolidObject o;
  o.w = 2 * v.width;
  o.h = 2 * v.d2;
  o.path = {{e.x - v.width, e.y - o.h}};
  for (std::int32_t c = 0; c < columns; ++c) {
    const std::int32_t s = t[static_cast<std::size_t>(c + kMargin)] - t[0] + v.d2;
    if (s < 0 || s > o.h || s > ObjectLimits::kMaxSlopeHeight)
      return grassMarker("its height table's column " + std::to_string(c + kMargin) + " is outside the box");
    o.slope.push_back(static_cast<std::uint8_t>(s));
  }
  if (type != 0) {
    // LGrass_Move: y = origin - byte, or with bit 3 ("neg.w d0; add.w d1,d0")
    // origin - (d1 - byte): the byte runs 0..d1, the offsets -d1..0 either way.
    const bool reversed = (e.subtype & 8) != 0;
    o.osc = {OscTable::Sonic1, static_cast<std::uint8_t>(type - 1), ObjectAxis::Y,
             static_cast<std::uint8_t>(reversed ? kGrassAmplitude[type - 1] : 0), !reversed, 0, false};
  }
  return {std::move(o), {}};
}

}  // namespace solidtile::io

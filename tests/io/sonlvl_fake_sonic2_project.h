// Made-up Sonic 2 and Sonic 3 & Knuckles SonLVL projects for the import and export tests.
#pragma once

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "../support/temp_dir.h"
#include "sega_encoders.h"
#include "solidtile/io/sonlvl.h"

namespace solidtile::test {
namespace fs = std::filesystem;

inline void putWord(Bytes& b, std::size_t at, std::uint16_t w) {
  b[at] = static_cast<std::uint8_t>(w >> 8);
  b[at + 1] = static_cast<std::uint8_t>(w);
}

// A Sonic 2 project in a temporary folder, every file made here.
struct FakeSonic2Project {
  TempDir dir;
  fs::path ini;
  Bytes chunks = Bytes(4 * 128, 0);  // chunk 0 is blank, as in the game
  Bytes layout = Bytes(0x1000, 0);
  Bytes objects;

  void chunkWord(int chunk, int bx, int by, std::uint16_t w) { putWord(chunks, static_cast<std::size_t>(chunk * 128 + (by * 8 + bx) * 2), w); }
  void object(std::uint16_t x, std::uint16_t yWord, std::uint8_t id, std::uint8_t subtype) {
    // Byte by byte: GCC 12 at -O3 warns falsely (array-bounds) on an
    // initializer-list insert into the vector just cleared.
    for (const std::uint8_t b : {static_cast<std::uint8_t>(x >> 8), static_cast<std::uint8_t>(x), static_cast<std::uint8_t>(yWord >> 8),
                                 static_cast<std::uint8_t>(yWord), id, subtype}) {
      objects.push_back(b);
    }
  }

  FakeSonic2Project() {
    fs::create_directories(dir / "ini");
    fs::create_directories(dir / "data");
    Bytes colarr(4096, 0), angles(256, 0), colind1(0x300, 0), colind2(0x300, 0);
    for (int c = 0; c < 16; ++c) {
      colarr[static_cast<std::size_t>(16 + c)] = 16;                              // entry 1: full
      colarr[static_cast<std::size_t>(32 + c)] = static_cast<std::uint8_t>(c + 1);  // entry 2: a slope
      colarr[static_cast<std::size_t>(48 + c)] = static_cast<std::uint8_t>(-8);     // entry 3: hangs 8 from the top
    }
    angles[2] = 0xE0;
    angles[3] = 0x41;  // odd: the flag
    colind1[1] = 1, colind2[1] = 2, colind2[2] = 3, colind1[3] = 1, colind2[3] = 1;
    // Chunk 1, bottom row: block 1 X-flipped, all solid on path 1, top only on path 2.
    for (int bx = 0; bx < 8; ++bx) chunkWord(1, bx, 7, 0x0400 | 0x1000 | 0x2000 | 0x4000 | 1);
    chunkWord(2, 3, 0, 0x0800 | 0x8000 | 2);  // Y flip, sides and bottom on path 2 only
    chunkWord(2, 4, 0, 3);                    // no solidity bit: no tile
    chunkWord(2, 5, 0, 0x2000 | 3);           // path 1 sides and bottom only
    layout[0] = 1, layout[1] = 2;   // foreground row 0: chunks 1, 2
    layout[0x100 + 2] = 1;          // row 1, column 2
    layout[0x80 + 40] = 3;          // background: never part of the level
    object(0x100, 0x0080, 0x03, 0x08 | 1);            // vertical, $40, right -> secondary
    object(0x140, 0x0090, 0x25, 0x00);                // a ring: not a switcher
    object(0x200, 0x0100, 0x03, 0x80 | 0x10 | 3);     // vertical, $100, left -> secondary, ground only
    object(0x220, 0x2100, 0x03, 0x08);                // X-flipped: changes no path
    object(0x240, 0x0100, 0x03, 0x04 | 0x08);         // horizontal: row $100, half size $20
    object(0xFFFF, 0, 0, 0);
    object(0x300, 0x0100, 0x03, 0x08);                // after the end marker
    write("data/colarr.bin", colarr);
    write("data/angles.bin", angles);
    write("data/colind1.kos", encodeKosinski(colind1));
    write("data/colind2.kos", encodeKosinski(colind2));
    write("data/start.bin", {0x00, 0x60, 0x02, 0x8F});
    writeData();
    writeArt();
    ini = dir / "ini" / "SonLVL.ini";
    writeIni("");
  }
  // Tile 1 (from a second file placed at byte $20): colour 1 at its top-left
  // pixel, 2 elsewhere. Block 1: tile 1 as is, X-flipped, on palette line 1, Y-flipped.
  void writeArt() {
    Bytes tile(32, 0x22);
    tile[0] = 0x12;
    Bytes first(64, 0x33);  // tile 0 blank, tile 1 replaced by tiles2.kos (joined, it would be tile 2)
    std::fill(first.begin(), first.begin() + 32, 0);
    write("data/tiles.kos", encodeKosinski(first));
    write("data/tiles2.kos", encodeKosinski(tile));
    Bytes blocks(16, 0);
    putWord(blocks, 8, 0x0001), putWord(blocks, 10, 0x0801), putWord(blocks, 12, 0x2001), putWord(blocks, 14, 0x1001);
    write("data/blocks.kos", encodeKosinski(blocks));
    Bytes palette(128, 0);
    palette[3] = 0x0E;                      // line 0 colour 1: red
    palette[5] = 0xE0;                      // colour 2: green
    palette[34] = 0x0E, palette[35] = 0xEE; // line 1 colour 1: white
    write("data/palette.bin", palette);
  }
  void writeData() {
    write("data/chunks.kos", encodeKosinski(chunks));
    write("data/layout.kos", encodeKosinski(layout));
    write("data/objects.bin", objects);
  }
  void write(const std::string& name, const Bytes& b) { writeText(dir / name, std::string(b.begin(), b.end())); }
  void writeIni(const std::string& extra) {
    writeText(ini, "version=S2\ncolarr1=../data/colarr.bin\nangles=../data/angles.bin\n"
                         "[Test Zone Act 1]\nchunks=../data/chunks.kos\nlayout=../data/layout.kos\nobjects=../data/objects.bin\n"
                         "colind1=../data/colind1.kos\ncolind2=../data/colind2.kos\nstartpos=../data/start.bin:Sonic:Level Start\n"
                         "tiles=../data/tiles.kos|../data/tiles2.kos:0x20\nblocks=../data/blocks.kos\n"
                         "palette=../data/palette.bin:0:0:16|../data/palette.bin:16:16:48\n" + extra);
  }
  io::SonlvlImportResult import(const std::string& level = "Test Zone Act 1") const {
    const io::ProjectResult p = io::loadSonlvlProject(ini);
    if (!p.project) return {std::nullopt, p.problems, {}};
    return io::importSonlvlLevel(*p.project, level);
  }
};

// The same level as a Sonic 3 & Knuckles project: an uncompressed layout with
// its header and row pointers, one collision index file of `size`-byte entries
// (primary, then secondary), an angle map named in another case.
struct FakeSonic3kProject : FakeSonic2Project {
  explicit FakeSonic3kProject(int size) {
    Bytes layout3k(0x88, 0);
    putWord(layout3k, 0, 3), putWord(layout3k, 2, 1), putWord(layout3k, 4, 2), putWord(layout3k, 6, 1);
    putWord(layout3k, 8, 0x8088);       // foreground row 0
    putWord(layout3k, 10, 0x808B);      // background row 0
    putWord(layout3k, 12, 0x808C);      // foreground row 1
    layout3k.insert(layout3k.end(), {1, 2, 0, 3, 0, 0, 1});
    write("data/layout.bin", layout3k);
    Bytes colind(0x300u * static_cast<std::size_t>(size) * 2, 0);
    auto entry = [&](int path, int block, int id) {
      const std::size_t at = (static_cast<std::size_t>(path) * 0x300 + static_cast<std::size_t>(block)) * static_cast<std::size_t>(size);
      if (size == 2) {
        putWord(colind, at, static_cast<std::uint16_t>(id));
      } else {
        colind[at] = static_cast<std::uint8_t>(id);
      }
    };
    entry(0, 1, 1), entry(1, 1, 2), entry(1, 2, 3), entry(0, 3, 1), entry(1, 3, 1);
    write("data/colind.bin", colind);
    objects.clear();
    object(0x100, 0x0080, 0x02, 0x08 | 1);  // Obj_PathSwap: vertical, $40, right -> secondary
    object(0x180, 0x0080, 0x03, 0x08);      // id 3 is something else in S3K
    object(0x240, 0x0100, 0x02, 0x04);      // horizontal: row $100, half size $20
    object(0xFFFF, 0, 0, 0);
    write("data/objects.bin", objects);
    fs::rename(dir / "data/angles.bin", dir / "data/angles_S3K.bin");
    writeText(ini, "version=S3K\ncolarr1=../data/colarr.bin\nangles=../data/ANGLES_s3k.BIN\n"
                         "[Sonic 3\\\\Test Zone Act 1]\nchunks=../data/chunks.kos\nlayout=../data/layout.bin\n"
                         "colind=../data/colind.bin\nobjects=../data/objects.bin\n" + std::string(size == 2 ? "colindsz=2\n" : "") +
                         "startpos=../data/start.bin:Sonic:Sonic Start|../data/none.bin:Knuckles:Knuckles Start\n");
  }
  io::SonlvlImportResult import3k() const { return import("Sonic 3\\\\Test Zone Act 1"); }
};

}  // namespace solidtile::test

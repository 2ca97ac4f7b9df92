// A made-up Sonic 1 SonLVL project for the import and export tests.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "../support/temp_dir.h"
#include "sega_encoders.h"
#include "solidtile/io/sonlvl.h"

namespace solidtile::test {

// A Sonic 1 project in a temporary folder, every file made here.
struct FakeProject {
  TempDir dir;
  std::filesystem::path ini;
  std::vector<Bytes> chunks;  // 1-based chunk ids: chunks[0] is chunk 1
  Bytes layout;

  static void put(std::vector<Bytes>& chunks, int chunk, int bx, int by, std::uint16_t word) {
    Bytes& c = chunks[static_cast<std::size_t>(chunk - 1)];
    const std::size_t at = static_cast<std::size_t>(by * 16 + bx) * 2;
    c[at] = static_cast<std::uint8_t>(word >> 8);
    c[at + 1] = static_cast<std::uint8_t>(word);
  }

  FakeProject() : chunks(0x51, Bytes(512, 0)) {
    std::filesystem::create_directories(dir / "ini");
    std::filesystem::create_directories(dir / "data");
    Bytes colarr(4096, 0), angles(256, 0), colind(16, 0);
    for (int c = 0; c < 16; ++c) {
      colarr[static_cast<std::size_t>(16 + c)] = 16;                              // mask 1: full
      colarr[static_cast<std::size_t>(32 + c)] = static_cast<std::uint8_t>(c + 1);  // mask 2: a slope
      colarr[static_cast<std::size_t>(48 + c)] = static_cast<std::uint8_t>(-8);     // mask 3: hangs 8 from the top
    }
    angles[2] = 0xE0;
    angles[3] = 0x41;  // odd: Sonic 1 treats it as the flag
    colind[1] = 1, colind[2] = 2, colind[3] = 3, colind[4] = 0;
    for (int bx = 0; bx < 16; ++bx) put(chunks, 1, bx, 15, 0x6001);        // floor, all solid
    put(chunks, 2, 3, 15, 0x2000 | 0x0800 | 2);                              // slope, X flip, top only
    put(chunks, 3, 4, 0, 0x4000 | 0x1000 | 3);                               // Y flip, sides and bottom
    put(chunks, 3, 5, 0, 0x0001);                                            // not solid: no tile
    put(chunks, 0x51, 7, 7, 0x6001);
    put(chunks, 0x28, 8, 8, 0x6001);
    layout = {3, 0, 1, 0x82, 0xA8, 0};  // 4 x 1 chunks: floor, loop 2/3, loop $28/$51, empty
    write("data/colarr.bin", colarr);
    write("data/angles.bin", angles);
    write("data/colind.bin", colind);
    write("data/start.bin", {0x00, 0x50, 0x03, 0xB0});
    writeChunks();
    write("data/layout.bin", layout);
    writeArt();
    ini = dir / "ini" / "SonLVL.ini";
    writeIni("");
  }
  // Tile 1: colour 1 at its top-left pixel, 3 at its bottom-right, 2 elsewhere.
  // Block 1: tile 1 as is, X-flipped, on palette line 1, Y-flipped.
  void writeArt() {
    Bytes tiles(64, 0);
    for (std::size_t i = 32; i < 64; ++i) tiles[i] = 0x22;
    tiles[32] = 0x12;
    tiles[63] = 0x23;
    write("data/tiles.nem", encodeNemesis(tiles, false));
    const std::vector<std::uint16_t> blocks = {0, 0, 0, 0, 0x0001, 0x0801, 0x2001, 0x1001};
    write("data/blocks.eni", encodeEnigma(blocks, 11, 0x1F));
    Bytes palette(128, 0);
    palette[2] = 0x00, palette[3] = 0x0E;   // line 0 colour 1: red
    palette[4] = 0x00, palette[5] = 0xE0;   // colour 2: green
    palette[6] = 0x0E, palette[7] = 0x00;   // colour 3: blue
    palette[34] = 0x0E, palette[35] = 0xEE; // line 1 colour 1: white
    write("data/palette.bin", palette);
  }
  void write(const std::string& name, const Bytes& b) { writeText(dir / name, std::string(b.begin(), b.end())); }
  void writeChunks() {
    Bytes all;
    for (const Bytes& c : chunks) all.insert(all.end(), c.begin(), c.end());
    write("data/chunks.kos", encodeKosinski(all));
  }
  void writeIni(const std::string& extra) {
    writeText(ini, "version=S1\ncolarr1=../data/colarr.bin\nangles=../data/angles.bin\n"
                         "[Test Zone Act 1]\nchunks=../data/chunks.kos\nfglayout=../data/layout.bin\n"
                         "colind=../data/colind.bin\nstartpos=../data/start.bin:Sonic:Level Start\n"
                         "tiles=../data/tiles.nem\nblocks=../data/blocks.eni\npalette=../data/palette.bin:0:0:32\n" + extra);
  }
  io::SonlvlImportResult import(const std::string& level = "Test Zone Act 1") const {
    const io::ProjectResult p = io::loadSonlvlProject(ini);
    if (!p.project) return {std::nullopt, p.problems};
    return io::importSonlvlLevel(*p.project, level);
  }
};

}  // namespace solidtile::test

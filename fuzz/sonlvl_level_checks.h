// What must hold when a SonLVL project's level is imported from any layout
// and object layout: the fuzzer's bytes become those two files of a made-up
// project (Sonic 1, Sonic 2 or Sonic 3 & Knuckles, the first byte chooses)
// whose other files are fixed and valid, so every run reaches the layout
// readers (S1 fglayout, S2 rows, S3K header and row pointers) of the import
// and the art, and the object readers (S1 markers, S2 plane switchers, S3K
// path swappers, and each game's springs, spikes, rocks and monitors as
// objects; S2 and S3K read the same bytes as their ring layout too). Shared by
// sonlvl_level_fuzzer and the CTest that replays its corpus.
#pragma once

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>
#include <string_view>

#include "solidtile/io/sonlvl.h"
#include "solidtile/level/objects.h"

namespace solidtile::fuzz {

// Input: byte 0 picks the game (its value mod 3: S1, S2, S3K), bytes 1-2 the
// layout's length (big-endian, cut to what is left; $FFFF: all that is left),
// then the layout, then the object layout (none: the end marker alone).
class SonlvlLevelSandbox {
 public:
  static constexpr const char* kGames[3] = {"S1", "S2", "S3K"};

  // Writes the fixed files into `dir`, which must exist.
  explicit SonlvlLevelSandbox(std::filesystem::path dir) : dir_(std::move(dir)) {
    std::string colarr(4096, '\0'), angles(256, '\0');
    for (int c = 0; c < 16; ++c) {
      colarr[static_cast<std::size_t>(16 + c)] = 16;                                 // entry 1: full
      colarr[static_cast<std::size_t>(32 + c)] = static_cast<char>(c + 1);           // entry 2: a slope
      colarr[static_cast<std::size_t>(48 + c)] = static_cast<char>(c < 8 ? -8 : 0);  // entry 3: hangs from the top
    }
    angles[2] = static_cast<char>(0xE0);
    angles[3] = 0x41;  // odd: the flag
    write("colarr.bin", colarr);
    write("angles.bin", angles);
    write("start.bin", std::string("\x00\x50\x00\x50", 4));
    // Blocks 1-3 are array entries 1-3 on every path; block 4 is past the indexes.
    write("colind.bin", std::string("\x00\x01\x02\x03", 4));
    write("colind1.bin", std::string("\x00\x01\x02\x03", 4));
    write("colind2.bin", std::string("\x00\x03\x02\x01", 4));
    std::string s3kIndex(0x600, '\0');
    for (std::size_t b = 1; b <= 3; ++b) s3kIndex[b] = s3kIndex[0x300 + b] = static_cast<char>(b);
    write("colind_s3k.bin", s3kIndex);
    // Chunk n's words mix blocks 0-3, flips and every solidity; the last chunk is broken.
    write("chunks_s1.bin", chunks(5, 256, 11, 13));
    write("chunks_s2.bin", chunks(5, 64, 10, 12));
    // Art: tile 1 in colours 1-3, blocks 1-3 of it flipped four ways, a palette line.
    std::string tiles(64, '\0');
    for (std::size_t i = 32; i < 64; ++i) tiles[i] = static_cast<char>(0x12 + (i % 3));
    write("tiles.bin", tiles);
    write("blocks.bin", std::string(8, '\0') + std::string("\x00\x01\x08\x01\x10\x01\x18\x01", 8) +
                            std::string("\x20\x01\x00\x00\x00\x01\x00\x02", 8) + std::string("\x00\x05\x00\x01\x00\x01\x00\x01", 8));
    write("palette.bin", std::string("\x00\x00\x00\x0e\x00\xe0\x0e\x00", 8) + std::string(24, '\0'));
    const std::string art = "tiles=tiles.bin\ntilecmp=Uncompressed\nblocks=blocks.bin\nblockcmp=Uncompressed\npalette=palette.bin:0:0:16\n";
    inis_[0] = (
          "version=S1\ncolarr1=colarr.bin\nangles=angles.bin\n[Level]\nchunks=chunks_s1.bin\nchunkcmp=Uncompressed\n"
          "fglayout=layout.bin\ncolind=colind.bin\nstartpos=start.bin\nloopchunks=1,2\nobjects=objects.bin\n" + art);
    inis_[1] = (
          "version=S2\ncolarr1=colarr.bin\nangles=angles.bin\n[Level]\nchunks=chunks_s2.bin\nchunkcmp=Uncompressed\n"
          "layout=layout.bin\nlayoutcmp=Uncompressed\ncolind1=colind1.bin\ncolind2=colind2.bin\ncolindcmp=Uncompressed\n"
          "startpos=start.bin\nobjects=objects.bin\nrings=objects.bin\n" + art);
    inis_[2] = (
          "version=S3K\ncolarr1=colarr.bin\nangles=angles.bin\n[Level]\nchunks=chunks_s2.bin\nchunkcmp=Uncompressed\n"
          "layout=layout.bin\ncolind=colind_s3k.bin\nstartpos=start.bin\nobjects=objects.bin\nrings=objects.bin\n" + art);
    for (int g = 0; g < 3; ++g) write(std::string("SonLVL_") + kGames[g] + ".ini", inis_[g]);
  }

  // Empty when the import kept its contract: a level or problems, never
  // both, every problem saying where; a level whose size is the layout's
  // chunks, whose tiles name masks it has, with no more path switchers than
  // object entries; the same result twice.
  std::string check(std::string_view input) {
    if (input.empty()) return {};
    const int game = static_cast<unsigned char>(input[0]) % 3;
    input.remove_prefix(1);
    std::size_t layoutBytes = 0;
    if (input.size() >= 2) {
      layoutBytes = static_cast<std::size_t>(static_cast<unsigned char>(input[0]) << 8 | static_cast<unsigned char>(input[1]));
      input.remove_prefix(2);
    }
    if (layoutBytes == 0xFFFF) layoutBytes = input.size();  // a layout longer than the field can say
    layoutBytes = std::min(layoutBytes, input.size());
    write("layout.bin", std::string(input.substr(0, layoutBytes)));
    const std::string_view objects = input.substr(layoutBytes);
    write("objects.bin", objects.empty() ? std::string("\xff\xff", 2) : std::string(objects));

    const io::ProjectResult p = io::loadSonlvlProject(dir_ / (std::string("SonLVL_") + kGames[game] + ".ini"));
    if (!p.project) return "the fixed project does not load: " + io::describe("", p.problems);
    return checkImport(p, game, objects.size());
  }

  // Keys of the level's section from the input: byte 0 picks the game as in
  // check(), the rest is INI text added after the fixed project's keys (a
  // later key replaces an earlier one), with a valid layout and objects. So
  // compression names, `file:offset` and `|` lists, `loopchunks`, `palette`
  // fields and `colindsz` reach their readers. Text naming a path with '/'
  // or '\\' is skipped: it could name any file of the machine (a FIFO, /dev/stdin).
  std::string checkKeys(std::string_view input) {
    if (input.empty() || input.find_first_of("/\\") != std::string_view::npos) return {};
    const int game = static_cast<unsigned char>(input[0]) % 3;
    input.remove_prefix(1);
    static const std::string kLayouts[3] = {
        std::string("\x01\x00\x01\x81", 4),
        std::string("\x01\x02", 2) + std::string(0xFE, '\0'),
        std::string("\x00\x02\x00\x02\x00\x01\x00\x01\x80\x10\x80\x10\x00\x00\x00\x00\x03\x04", 18)};
    const std::string objects = std::string("\x00\x80\x00\x40", 4) + (game == 2 ? '\x02' : '\x03') + std::string("\x08\x00\x64\x00\x64\x25\x00\xff\xff", 10);
    write("layout.bin", kLayouts[game]);
    write("objects.bin", objects);
    write("SonLVL_keys.ini", inis_[game] + "\n" + std::string(input) + "\n");
    const io::ProjectResult p = io::loadSonlvlProject(dir_ / "SonLVL_keys.ini");
    if (p.project.has_value() == !p.problems.empty()) return "project and problems disagree";
    if (!p.project) return {};
    return checkImport(p, game, objects.size());
  }

 private:
  std::string checkImport(const io::ProjectResult& p, int game, std::size_t objectBytes) {
    const io::SonlvlImportResult r = io::importSonlvlLevel(*p.project, "Level");
    if (r.file.has_value() == !r.problems.empty()) return "level and problems disagree";
    for (std::size_t i = 0; i < r.problems.size(); ++i) {
      const io::Problem& q = r.problems[i];
      // Past kMaxProblems the list closes with a count of the rest, which is about no one place.
      const bool closing = i == io::kMaxProblems && i + 1 == r.problems.size();
      if ((q.where.empty() && !closing) || q.what.empty()) return "a problem that does not say where or what: " + q.where + ": " + q.what;
    }
    if (r.file) {
      const Level& l = r.file->level;
      const int chunk = game == 0 ? 16 : 8;
      if (l.width() <= 0 || l.height() <= 0 || l.width() % chunk != 0 || l.height() % chunk != 0) return "a level that is not whole chunks";
      const int maxW = game == 0 ? 256 : game == 1 ? 0x80 : 0x100, maxH = game == 0 ? 256 : game == 1 ? 16 : 0x20;
      if (l.width() / chunk > maxW || l.height() / chunk > maxH) return "a level larger than its game's layout can name";
      if (l.layerCount() != 2) return "a level without both paths";
      const int masks = static_cast<int>(l.masks().size());
      for (int layer = 0; layer < 2; ++layer) {
        for (const std::uint16_t raw : l.layerData(layer)) {
          if (Tile{raw}.maskIndex() >= masks) return "a tile names a mask the level does not have";
        }
      }
      if (l.switchers.size() * 6 > objectBytes) return "more path switchers than object entries";
      if (game == 0 && !l.switchers.empty()) return "a Sonic 1 level with path switchers";
      // Springs, spikes, rocks and monitors (sonlvl_objects.h): at most one an
      // entry, each well formed, and every entry still a marker. Rings: at
      // most 7 an Obj25 entry (Sonic 1's Ring_Main), 8 a ring entry (4 bytes) later.
      const auto rings = static_cast<std::size_t>(
          std::count_if(l.objects.begin(), l.objects.end(), [](const SolidObject& o) { return o.kind == ObjectKind::Ring; }));
      if ((l.objects.size() - rings) * 6 > objectBytes) return "more objects than object entries";
      if (game == 0 && rings > 7 * (objectBytes / 6)) return "more rings than Obj25 entries make";
      if (game != 0 && rings > 2 * objectBytes) return "more rings than ring entries allow";
      if (l.objects.size() > static_cast<std::size_t>(ObjectLimits::kMaxObjects)) return "more objects than a level holds";
      for (const SolidObject& o : l.objects) {
        if (!objectProblem(o).empty()) return "an imported object that is not well formed: " + objectProblem(o);
      }
      if (game == 0 && r.file->markers.size() < l.objects.size() - rings) return "an object without its marker";
      // A ring entry (4 bytes) makes at most 8 rings; an object entry (6 bytes) one marker.
      if (game != 0 && r.file->markers.size() > objectBytes / 6 + 2 * objectBytes) return "more markers than object and ring entries allow";
    }
    // The art reads the same layout: an image of the level's size, or problems
    // (never both). Not drawn for a level of more than 4 Mpx, whose image
    // takes longer to clear than the rest of a run (the art's size limit has
    // its own test: SonlvlCorpus.ArtLargerThanAnyGameLayoutIsRefusedNotAllocated).
    if (r.file && std::int64_t{r.file->level.width()} * r.file->level.height() * 256 > kMaxArtPixelsDrawn) return again(p, r);
    const io::SonlvlArtResult art = io::renderSonlvlArt(*p.project, "Level");
    if (art.art.has_value() == !art.problems.empty()) return "art and problems disagree";
    if (art.art) {
      if (art.art->rgba.size() != static_cast<std::size_t>(art.art->width) * static_cast<std::size_t>(art.art->height) * 4) {
        return "art whose pixels are not its size";
      }
      if (r.file && (art.art->width != r.file->level.width() * 16 || art.art->height != r.file->level.height() * 16)) {
        return "art of another size than the level";
      }
    }
    return again(p, r);
  }

  static constexpr std::int64_t kMaxArtPixelsDrawn = std::int64_t{2048} * 2048;

  // Empty when a second import gives the same result.
  static std::string again(const io::ProjectResult& p, const io::SonlvlImportResult& r) {
    const io::SonlvlImportResult again = io::importSonlvlLevel(*p.project, "Level");
    if (again.file.has_value() != r.file.has_value() || again.problems.size() != r.problems.size()) return "not deterministic";
    if (r.file && (again.file->level.layerData(0) != r.file->level.layerData(0) ||
                   again.file->level.layerData(1) != r.file->level.layerData(1) ||
                   again.file->level.objects.items() != r.file->level.objects.items())) {
      return "not deterministic";
    }
    return {};
  }

  void write(const std::string& name, const std::string& bytes) const {
    std::ofstream(dir_ / name, std::ios::binary | std::ios::trunc).write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  }
  // `count` chunks of `words` big-endian words each (chunk 0 first; Sonic 1's
  // ids are 1-based, so its chunk 1 is the file's first).
  static std::string chunks(int count, int words, int flipShift, int solidShift) {
    std::string out;
    std::uint32_t seed = 12345;
    for (int i = 0; i < count * words; ++i) {
      seed = seed * 1103515245u + 12345u;
      const unsigned r = seed >> 8;
      // The last chunk starts with block 4, past every index: a layout that uses it is refused.
      const unsigned block = i == (count - 1) * words ? 4u : r % 4;
      const unsigned word = block | ((r >> 4) & 3u) << flipShift | ((r >> 6) & 0xFu) << solidShift;
      out += static_cast<char>(word >> 8 & 0xFF);
      out += static_cast<char>(word & 0xFF);
    }
    return out;
  }

  std::filesystem::path dir_;
  std::string inis_[3];
};

}  // namespace solidtile::fuzz

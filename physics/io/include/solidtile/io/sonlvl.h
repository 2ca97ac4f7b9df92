// SonLVL project files (the INI files the community disassemblies ship for
// their level editor) and importing the levels they describe into a Level.
// Sonic 1 (version=S1), Sonic 2 (S2) and Sonic 3 & Knuckles (S3K) levels import. See
// docs/formats.md, "SonLVL projects".
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "solidtile/io/level_file.h"
#include "solidtile/io/problem.h"

namespace solidtile::io {

struct IniSection {
  std::string name;  // empty for the part before the first [section]
  int line = 0;      // of the [name] line
  std::vector<std::pair<std::string, std::string>> entries;  // in file order
  // The last value given for `key`, or nullptr.
  const std::string* find(std::string_view key) const;
};

struct IniFile {
  IniSection global;
  std::vector<IniSection> sections;
  const IniSection* section(std::string_view name) const;
};

struct IniResult {
  std::optional<IniFile> ini;  // set only when problems is empty
  std::vector<Problem> problems;
};

// `key=value` lines, `[name]` sections, `;` or `#` comment lines, CR LF or LF.
// Keys and values are trimmed; a later key replaces an earlier one.
IniResult parseIni(std::string_view text);

// One entry of a `|`-separated list: a file relative to the project's folder,
// then any `:`-separated fields after it ("Sonic.bin:0:0:16").
struct FileEntry {
  std::filesystem::path path;
  std::vector<std::string> fields;
};
std::vector<FileEntry> parseFileList(std::string_view value, const std::filesystem::path& folder);

struct SonlvlProject {
  std::filesystem::path ini;     // as given
  std::filesystem::path folder;  // paths in the INI are relative to it
  IniFile file;
  // The level's key, or the project's global one when the level has none.
  const std::string* value(const IniSection& level, std::string_view key) const;
};

struct ProjectResult {
  std::optional<SonlvlProject> project;
  std::vector<Problem> problems;
};
inline constexpr std::size_t kMaxIniBytes = 4u * 1024u * 1024u;
ProjectResult loadSonlvlProject(const std::filesystem::path& ini);

struct SonlvlImportResult {
  std::optional<LevelFile> file;  // set only when problems is empty
  std::vector<Problem> problems;  // where: the INI key or file and the entry ("chunks ../map256/GHZ.kos: offset 12: ...")
  std::vector<Problem> notes = {};  // what an imported level leaves out, for the user to know
};

// Sonic 1: layer 0 is the high plane and layer 1 the low plane, which differ
// only in loop chunks (layout ids with bit 7 set). Masks are the collision
// array entries the level uses, in array order; odd angles become the flag $FF.
// Sonic 2: layer 0 is the primary path and layer 1 the secondary, each with
// its chunk words' solidity bits and its own collision index; the act's plane
// switchers (object $03) become path switchers (sonlvl_sonic2_s3k.h).
SonlvlImportResult importSonlvlLevel(const SonlvlProject& project, std::string_view levelName);

// 8-bit RGBA rows from the top, a pixel per level pixel.
struct LevelArt {
  int width = 0;
  int height = 0;
  std::vector<std::uint8_t> rgba;
};
struct SonlvlArtResult {
  std::optional<LevelArt> art;  // set only when problems is empty
  std::vector<Problem> problems;
};
// Sonic 1: the foreground as the high plane's chunks show it, from the level's
// 8x8 tiles (`tiles`, Nemesis), 16x16 blocks (`blocks`, Enigma) and `palette`
// (file:first colour in the file:first palette entry:count). Colour 0 of every
// palette line is transparent; tile priority is not drawn. Sonic 2: the
// foreground from Kosinski tiles, blocks and 128x128 chunks.
SonlvlArtResult renderSonlvlArt(const SonlvlProject& project, std::string_view levelName);

}  // namespace solidtile::io

// Writing a level's collision back into the SonLVL project (Sonic 1, 2 or 3 &
// Knuckles) it was imported from: the collision arrays, the angle map and the
// zone's collision indexes. See docs/formats.md, "SonLVL projects".
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "solidtile/io/level_file.h"
#include "solidtile/io/problem.h"
#include "solidtile/io/sonlvl.h"

namespace solidtile::io {

struct SonlvlExportFile {
  std::filesystem::path path;
  std::string bytes;  // the file's new contents
  bool changed = false;
  // The project's other levels that read this file too (acts of a zone share
  // their index and every level the arrays), so a changed file changes them.
  std::vector<std::string> sharedWith = {};
};

// "also read by A, B and 3 more levels", or empty when no other level reads it.
std::string describeSharing(const SonlvlExportFile& file);

struct SonlvlExportPlan {
  std::vector<SonlvlExportFile> files;  // empty when problems is not
  std::vector<Problem> problems;        // every place the format cannot hold the edit
};

// What the project's files become for `edited`, a level imported from
// `levelName`: the masks' heights go to the normal array (colarr1) and, as row
// widths, to the rotated one (colarr2, when named), their angles to the angle
// map, and each block's mask to the collision index its path reads (Sonic 1:
// the zone's `colind` for both planes; Sonic 2: `colind1` for the primary
// path and `colind2` for the secondary, Kosinski unless `colindcmp` says
// otherwise, or colind1 for both when the zone has one; S3K: both halves of
// `colind`). Chunks and the layout are not written, so every tile that
// differs from the project's is either written or refused with its place: a
// solid tile where the cell reads no chunk (id or chunk $00, the blank one
// every empty cell shares) or on a block without collision (block $0, no
// solidity bits), a flip or solidity change, a block given different masks in
// different places (a chunk placed in several cells; both paths, in a zone
// with one index), an odd angle (the games read it as the flag) or more masks
// than the array's free entries. A file whose data does not change keeps its
// bytes (changed = false), so a level the project already holds writes nothing.
SonlvlExportPlan planSonlvlExport(const SonlvlProject& project, std::string_view levelName, const LevelFile& edited);

// Writes the plan's changed files atomically, each after a copy of the old one
// to FILE.bak. False with `why` at the first failure.
bool writeSonlvlExport(const SonlvlExportPlan& plan, std::string* why);

}  // namespace solidtile::io

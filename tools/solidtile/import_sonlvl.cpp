// solidtile import-sonlvl: a level of a SonLVL project (the original games'
// disassemblies) as a Solidtile level.
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <string>

#include "cli_files.h"
#include "command.h"
#include "solidtile/io/atomic_file.h"
#include "solidtile/io/collision_png.h"
#include "solidtile/io/level_file.h"
#include "solidtile/io/sonlvl.h"
#include "solidtile/io/sonlvl_objects.h"

namespace {
using namespace solidtile;
using namespace solidtile::cli;
namespace fs = std::filesystem;

int run(const Args& args);

const Command kImportSonlvl{
    "import-sonlvl",
    "import-sonlvl PROJECT.ini --list\n"
    "       solidtile import-sonlvl PROJECT.ini --level NAME -o LEVEL.json [--art]",
    "Imports a level of a SonLVL project (Sonic 1, 2 or 3 & Knuckles disassembly)",
    "Reads a SonLVL project file, such as 'SonLVL INI Files/SonLVL.ini' in the\n"
    "Sonic 1, 2 or 3 & Knuckles disassembly, and the files it names (relative to\n"
    "the INI's folder): the layout, the Kosinski-compressed chunks, the collision\n"
    "index (one per path in Sonic 2 and 3), the collision array and angle map, the\n"
    "start position, and the object layout: every entry becomes a marker, and\n"
    "springs, static spikes, monitors and rocks (solid, not yet breakable),\n"
    "invisible blocks and Sonic 1's edge walls also become objects of the level\n"
    "as the game sizes them; Sonic 2 and 3's plane switchers become path\n"
    "switchers. The summary ends with how many objects are simulated and which\n"
    "stay markers. The level runs its game's profile (sonic1, sonic2, sonic3k).\n\n"
    "Sonic 1: layers[0] is the game's high plane and layers[1] the low plane;\n"
    "they differ only in loop chunks, which become the level's loop regions (from\n"
    "the project's loopchunks): the sonic1 profile switches the player's plane\n"
    "there as the game does. Sonic 2: layers[0] is the primary path and\n"
    "layers[1] the secondary; plane switchers, vertical and horizontal, become\n"
    "path switchers. Sonic 3 & Knuckles (version=S3K) imports as Sonic 2; layout\n"
    "cells naming chunks its chunk files lack are left empty (a note after the\n"
    "summary).\n\n"
    "A missing or truncated file, corrupt compressed data or an id out of range\n"
    "is listed on stderr with the INI key, the file and the offset or entry, and\n"
    "nothing is written.\n\n"
    "  --list                   print the project's levels, one a line\n"
    "  --level NAME             the level (section name) to import\n"
    "  -o, --output LEVEL.json  the level to write (atomically; replaces the file)\n"
    "  --art                    also draw the level's art (tiles, blocks, palette;\n"
    "                           the high plane) as LEVEL.png beside the level, set\n"
    "                           as the editor's background image",
    run};

std::string jsonString(const std::string& s) {
  std::string out = "\"";
  for (const char c : s) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (static_cast<unsigned char>(c) < 0x20) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\u%04x", static_cast<unsigned>(c));
      out += buf;
    } else {
      out += c;
    }
  }
  return out + "\"";
}

int list(const io::SonlvlProject& p) {
  for (const io::IniSection& s : p.file.sections) std::printf("%s\n", s.name.c_str());
  return kExitOk;
}

int run(const Args& args) {
  bool listing = false;
  bool withArt = false;
  Args rest;
  for (std::string_view a : args) {
    if (a == "--list") {
      listing = true;
    } else if (a == "--art") {
      withArt = true;
    } else {
      rest.push_back(a);
    }
  }
  std::string ini, levelName;
  ImportOutput out;
  bool named = false;
  const int e = parseOperandAndOptions(kImportSonlvl, rest, "project", ini, [&](std::string_view a, auto v) {
    if (const int taken = out.take(kImportSonlvl, a, v, /*withName=*/false); taken != kUnknownOption) {
      return taken;
    } else if (a == "--level") {
      if (!v) return usageError(kImportSonlvl, "--level needs a level name (see --list)");
      levelName = *v;
      named = true;
    } else {
      return kUnknownOption;
    }
    return kExitOk;
  });
  if (e != kExitOk) return e;
  const std::string& output = out.path;
  if (listing && (named || !output.empty() || withArt)) return usageError(kImportSonlvl, "--list takes no --level, --output or --art");
  if (!listing && !named) return usageError(kImportSonlvl, "no level given (--level NAME, or --list to see them)");
  if (!listing) {
    if (const int missing = out.required(kImportSonlvl)) return missing;
  }

  const io::ProjectResult project = io::loadSonlvlProject(ini);
  if (!project.project) {
    std::fputs(io::describe(ini, project.problems).c_str(), stderr);
    return kExitFailed;
  }
  if (listing) return list(*project.project);
  const auto started = std::chrono::steady_clock::now();
  io::SonlvlImportResult r = io::importSonlvlLevel(*project.project, levelName);
  if (!r.file) {
    std::fputs(io::describe(ini + " [" + levelName + "]", r.problems).c_str(), stderr);
    return kExitFailed;
  }
  std::string why;
  if (withArt) {
    const io::SonlvlArtResult art = io::renderSonlvlArt(*project.project, levelName);
    if (!art.art) {
      std::fputs(io::describe(ini + " [" + levelName + "]", art.problems).c_str(), stderr);
      return kExitFailed;
    }
    const fs::path png = fs::path(output).replace_extension(".png");
    const std::string bytes = io::encodePng(art.art->rgba, art.art->width, art.art->height, io::kFastPngLevel);
    if (bytes.empty() || !io::writeFileAtomic(png, bytes, &why)) {
      std::fprintf(stderr, "%s: %s\n", png.string().c_str(), bytes.empty() ? "the PNG encoder failed" : why.c_str());
      return kExitFailed;
    }
    r.file->unknownJson = "{\"background\":{\"path\":" + jsonString(png.filename().generic_string()) + "}}";
  }
  if (!saveLevelOrReport(output, *r.file)) return kExitFailed;
  const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - started).count();
  const Level& l = r.file->level;
  const std::size_t masks = l.masks().size();
  std::printf("%s: %d x %d tiles, %d layers, %zu mask%s, start (%d,%d), %zu path switcher%s, %lld ms\n", output.c_str(), l.width(),
              l.height(), l.layerCount(), masks, masks == 1 ? "" : "s", l.startX, l.startY, l.switchers.size(),
              l.switchers.size() == 1 ? "" : "s", static_cast<long long>(ms));
  const std::string objects = io::describeSonlvlObjects(io::summarizeSonlvlObjects(r.file->markers, r.file->profile, io::holdsGameTables(l.objects)));
  std::printf("profile %s%s%s\n", profileName(r.file->profile.value_or(Profile::Guide)), objects.empty() ? "" : "; ", objects.c_str());
  for (const io::Problem& n : r.notes) std::printf("note: %s: %s\n", n.where.c_str(), n.what.c_str());
  return kExitOk;
}

const bool registered = registerCommand(kImportSonlvl);

}  // namespace

// solidtile import-sonlvl: a level of a SonLVL project (the original games'
// disassemblies) as a Solidtile level.
#include <chrono>
#include <cstdio>
#include <string>

#include "command.h"
#include "solidtile/io/level_file.h"
#include "solidtile/io/sonlvl.h"

namespace {
using namespace solidtile;
using namespace solidtile::cli;

int run(const Args& args);

const Command kImportSonlvl{
    "import-sonlvl",
    "import-sonlvl PROJECT.ini --list\n"
    "       solidtile import-sonlvl PROJECT.ini --level NAME -o LEVEL.json",
    "Imports a level of a SonLVL project (Sonic 1 disassembly)",
    "Reads a SonLVL project file, such as 'SonLVL INI Files/SonLVL.ini' in the\n"
    "Sonic 1 disassembly, and the files it names (relative to the INI's folder):\n"
    "the layout, the Kosinski-compressed chunks, the collision index, the\n"
    "collision array and angle map, and the start position.\n\n"
    "The level has two layers: layers[0] is the game's high plane and layers[1]\n"
    "the low plane; they differ only in loop chunks. Which plane the player is on\n"
    "inside a loop is not yet switched by the sonic1 profile. Only version=S1\n"
    "projects import so far.\n\n"
    "A missing or truncated file, corrupt compressed data or an id out of range\n"
    "is listed on stderr with the INI key, the file and the offset or entry, and\n"
    "nothing is written.\n\n"
    "  --list                   print the project's levels, one a line\n"
    "  --level NAME             the level (section name) to import\n"
    "  -o, --output LEVEL.json  the level to write (atomically; replaces the file)",
    run};

int list(const io::SonlvlProject& p) {
  for (const io::IniSection& s : p.file.sections) std::printf("%s\n", s.name.c_str());
  return kExitOk;
}

int run(const Args& args) {
  bool listing = false;
  Args rest;
  for (std::string_view a : args) {
    if (a == "--list") {
      listing = true;
    } else {
      rest.push_back(a);
    }
  }
  std::string ini, levelName, output;
  bool named = false;
  const int e = parseOperandAndOptions(kImportSonlvl, rest, "project", ini, [&](std::string_view a, auto v) {
    if (a == "-o" || a == "--output") {
      if (!v) return usageError(kImportSonlvl, std::string(a) + " needs the level file to write");
      output = *v;
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
  if (listing && (named || !output.empty())) return usageError(kImportSonlvl, "--list takes no --level or --output");
  if (!listing && !named) return usageError(kImportSonlvl, "no level given (--level NAME, or --list to see them)");
  if (!listing && output.empty()) return usageError(kImportSonlvl, "no output given (-o LEVEL.json)");

  const io::ProjectResult project = io::loadSonlvlProject(ini);
  if (!project.project) {
    std::fputs(io::describe(ini, project.problems).c_str(), stderr);
    return kExitFailed;
  }
  if (listing) return list(*project.project);
  const auto started = std::chrono::steady_clock::now();
  const io::SonlvlImportResult r = io::importSonlvlLevel(*project.project, levelName);
  if (!r.file) {
    std::fputs(io::describe(ini + " [" + levelName + "]", r.problems).c_str(), stderr);
    return kExitFailed;
  }
  std::string why;
  if (!io::saveLevel(output, *r.file, &why)) {
    std::fprintf(stderr, "%s: %s\n", output.c_str(), why.c_str());
    return kExitFailed;
  }
  const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - started).count();
  const Level& l = r.file->level;
  const std::size_t masks = l.masks().size();
  std::printf("%s: %d x %d tiles, %d layers, %zu mask%s, start (%d,%d), %lld ms\n", output.c_str(), l.width(), l.height(),
              l.layerCount(), masks, masks == 1 ? "" : "s", l.startX, l.startY, static_cast<long long>(ms));
  return kExitOk;
}

const bool registered = registerCommand(kImportSonlvl);

}  // namespace

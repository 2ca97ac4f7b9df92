// solidtile check: validates level files and lists every problem.
#include <sys/resource.h>

#include <chrono>
#include <cstdio>
#include <string>

#include "box_config_arg.h"
#include "command.h"
#include "box_lint.h"
#include "shipped_data.h"
#include "solidtile/io/level_file.h"

namespace {
using namespace solidtile;
using namespace solidtile::cli;

int run(const Args& args);

const Command kCheck{
    "check",
    "check LEVEL.json... [--timing] [--box [--box-config FILE.json]]",
    "Validates level files",
    "Reads each level file and prints a one-line summary of it, or lists every\n"
    "problem found (file, field and index, e.g. 'layers[0].tiles[40] (tile 8,2)')\n"
    "on stderr. Exits 0 when every file is a valid level, 1 otherwise.\n"
    "  --timing  print each file's load time (wall and CPU) and the peak memory\n"
    "            (resident set) of the process so far on stderr\n"
    "  --box     also lint each valid level for the box controller (the editor's\n"
    "            View > Box lint): one line per finding on stdout, then a count;\n"
    "            findings are advice, the exit status stays 0\n"
    "  --box-config  the box config the lint assumes (default: the defaults)",
    run};

std::string counted(std::size_t n, const char* noun) {
  return std::to_string(n) + " " + noun + (n == 1 ? "" : "s");
}

std::string summary(const io::LevelFile& f) {
  const Level& l = f.level;
  std::size_t autoCount = 0;
  for (bool a : f.autoAngle) autoCount += a ? 1 : 0;
  return "level \"" + f.name + "\", " + std::to_string(l.width()) + " x " + std::to_string(l.height()) + " tiles, " +
         counted(static_cast<std::size_t>(l.layerCount()), "layer") + ", " + counted(l.masks().size(), "mask") + " (" +
         counted(autoCount, "auto angle") + "), " + counted(l.switchers.size(), "path switcher") +
         (l.loops.empty() ? "" : ", " + counted(l.loops.size(), "loop region")) + ", start (" +
         std::to_string(l.startX) + ", " + std::to_string(l.startY) + ")";
}

double cpuSeconds() {
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  const auto seconds = [](const timeval& t) { return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_usec) * 1e-6; };
  return seconds(u.ru_utime) + seconds(u.ru_stime);
}

double peakResidentMiB() {
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  return static_cast<double>(u.ru_maxrss) / 1024.0;  // Linux gives KiB
}

void printLint(const std::string& path, const Level& level, const BoxConfig& cfg) {
  const auto issues = lint::lintBoxLevel(level, cfg);
  for (const auto& i : issues) {
    const std::string where = i.layer >= 0 ? "path " + std::to_string(i.layer) + " tile " + std::to_string(i.tx) + "," + std::to_string(i.ty)
                                           : "object " + std::to_string(i.object);
    std::printf("%s: box lint: %s: %s: %s\n", path.c_str(), where.c_str(), lint::boxLintKindName(i.kind), i.message.c_str());
  }
  std::printf("%s: box lint: %s\n", path.c_str(), counted(issues.size(), "finding").c_str());
}

int run(const Args& all) {
  Args args;
  bool timing = false;
  bool box = false;
  std::string configPath;
  for (std::size_t k = 0; k < all.size(); ++k) {
    const std::string_view a = all[k];
    if (a == "--timing") {
      timing = true;
    } else if (a == "--box") {
      box = true;
    } else if (a == "--box-config") {
      if (k + 1 >= all.size()) return usageError(kCheck, "--box-config needs a JSON file");
      configPath = std::string(all[++k]);
    } else {
      args.push_back(a);
    }
  }
  if (const int e = rejectOptions(kCheck, args)) return e;
  if (args.empty()) return usageError(kCheck, "no level file given");
  if (!configPath.empty() && !box) return usageError(kCheck, "--box-config needs --box");
  BoxConfig cfg = defaultBoxConfig();
  if (!loadBoxConfigOrSay(configPath, cfg)) return kExitFailed;
  int status = kExitOk;
  for (std::string_view arg : args) {
    const std::string path = shipped::findInput(std::string(arg), "levels").string();
    const auto wallStart = std::chrono::steady_clock::now();
    const double cpuStart = cpuSeconds();
    const io::LoadResult r = io::loadLevel(path);
    if (timing) {
      const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - wallStart).count();
      std::fprintf(stderr, "%s: loaded in %.3f s (%.3f s CPU), peak resident %.1f MiB\n", path.c_str(), wall,
                   cpuSeconds() - cpuStart, peakResidentMiB());
    }
    if (r.file) {
      std::printf("%s: ok: %s\n", path.c_str(), summary(*r.file).c_str());
      // The level's own box character unless --box-config names another.
      if (box) printLint(path, r.file->level, configPath.empty() ? r.file->boxConfig.value_or(cfg) : cfg);
    } else {
      std::fputs(io::describe(path, r.problems).c_str(), stderr);
      status = kExitFailed;
    }
  }
  return status;
}

[[maybe_unused]] const bool registered = registerCommand(kCheck);

}  // namespace

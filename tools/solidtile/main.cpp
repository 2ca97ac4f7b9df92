// solidtile: the command-line program on the physics library. main() only
// dispatches; every subcommand lives in its own file (see command.h).
#include <algorithm>
#include <cstdio>
#include <string>
#include <string_view>

#include "command.h"

namespace {
using namespace solidtile::cli;

void printOverview(std::FILE* out) {
  std::fprintf(out,
               "usage: solidtile COMMAND [ARGS...]\n"
               "       solidtile help COMMAND\n"
               "       solidtile --version\n\n"
               "Commands:\n");
  std::size_t width = 0;
  for (const Command& c : commands()) width = std::max(width, c.name.size());
  for (const Command& c : commands()) {
    std::fprintf(out, "  %-*.*s  %.*s\n", static_cast<int>(width), static_cast<int>(c.name.size()), c.name.data(),
                 static_cast<int>(c.summary.size()), c.summary.data());
  }
  std::fprintf(out,
               "\nExit status: 0 done, 1 the data is bad, 2 the command line is wrong.\n"
               "'solidtile help COMMAND' or 'solidtile COMMAND --help' shows a command's usage.\n"
               "A level or movie that is not a file here is looked for among the shipped ones\n"
               "(share/solidtile/levels and movies), e.g. solidtile sim demo.json --input loop.txt\n");
}

int printHelp(const Command& c) {
  std::printf("usage: solidtile %.*s\n\n%.*s\n", static_cast<int>(c.usage.size()), c.usage.data(),
              static_cast<int>(c.help.size()), c.help.data());
  return kExitOk;
}

int topLevelError(const std::string& message) {
  std::fprintf(stderr, "solidtile: %s\n\n", message.c_str());
  printOverview(stderr);
  return kExitUsage;
}

bool isHelpFlag(std::string_view a) { return a == "--help" || a == "-h"; }

}  // namespace

int main(int argc, char** argv) {
  const Args all(argv + 1, argv + argc);
  if (all.empty()) return topLevelError("no command given");
  const std::string_view first = all[0];
  if (isHelpFlag(first)) {
    printOverview(stdout);
    return kExitOk;
  }
  if (first == "--version") {
    std::printf("solidtile %s\n", SOLIDTILE_VERSION);
    return kExitOk;
  }
  if (first == "help") {
    if (all.size() == 1) {
      printOverview(stdout);
      return kExitOk;
    }
    if (all.size() > 2) return topLevelError("'help' takes one command name");
    const Command* c = findCommand(all[1]);
    if (!c) return topLevelError("unknown command '" + std::string(all[1]) + "'");
    return printHelp(*c);
  }
  if (isOption(first)) return topLevelError("unknown option '" + std::string(first) + "'");
  const Command* command = findCommand(first);
  if (!command) return topLevelError("unknown command '" + std::string(first) + "'");
  const Args args(all.begin() + 1, all.end());
  for (std::string_view a : args) {
    if (isHelpFlag(a)) return printHelp(*command);
  }
  return command->run(args);
}

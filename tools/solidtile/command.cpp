#include "command.h"

#include <algorithm>
#include <cstdio>

namespace solidtile::cli {
namespace {

// A function-local static: commands register during static initialisation,
// in an order across files that C++ does not fix.
std::vector<Command>& table() {
  static std::vector<Command> commands;
  return commands;
}

}  // namespace

bool registerCommand(const Command& command) {
  auto& t = table();
  t.push_back(command);
  std::sort(t.begin(), t.end(), [](const Command& a, const Command& b) { return a.name < b.name; });
  return true;
}

const std::vector<Command>& commands() { return table(); }

const Command* findCommand(std::string_view name) {
  for (const Command& c : table()) {
    if (c.name == name) return &c;
  }
  return nullptr;
}

int usageError(const Command& command, const std::string& message) {
  std::fprintf(stderr, "solidtile %.*s: %s\nusage: solidtile %.*s\nTry 'solidtile help %.*s'.\n",
               static_cast<int>(command.name.size()), command.name.data(), message.c_str(),
               static_cast<int>(command.usage.size()), command.usage.data(), static_cast<int>(command.name.size()),
               command.name.data());
  return kExitUsage;
}

bool isOption(std::string_view arg) {
  return arg.size() > 1 && arg[0] == '-' && !(arg[1] >= '0' && arg[1] <= '9');
}

int rejectOptions(const Command& command, const Args& args) {
  for (std::string_view a : args) {
    if (isOption(a)) return usageError(command, "unknown option '" + std::string(a) + "'");
  }
  return kExitOk;
}

}  // namespace solidtile::cli

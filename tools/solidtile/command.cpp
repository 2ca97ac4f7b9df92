#include "command.h"

#include <algorithm>
#include <charconv>
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

int parseOperandAndOptions(const Command& command, const Args& args, const char* noun, std::string& operand,
                           const OptionHandler& handler) {
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string_view a = args[i];
    if (!isOption(a)) {
      if (!operand.empty()) {
        return usageError(command, std::string("one ") + noun + " only (got '" + operand + "' and '" + std::string(a) + "')");
      }
      operand = a;
      continue;
    }
    const std::optional<std::string_view> value = i + 1 < args.size() ? std::optional(args[i + 1]) : std::nullopt;
    const int e = handler(a, value);
    if (e == kUnknownOption) return usageError(command, "unknown option '" + std::string(a) + "'");
    if (e != kExitOk) return e;
    ++i;
  }
  if (operand.empty()) return usageError(command, std::string("no ") + noun + " given");
  return kExitOk;
}

std::optional<long> parseWhole(std::string_view text, long lo, long hi) {
  long v = 0;
  const auto r = std::from_chars(text.data(), text.data() + text.size(), v);
  if (r.ec != std::errc() || r.ptr != text.data() + text.size() || v < lo || v > hi) return std::nullopt;
  return v;
}

std::optional<std::pair<long, long>> parsePoint(std::string_view text, long lo, long hi) {
  const std::size_t comma = text.find(',');
  if (comma == std::string_view::npos) return std::nullopt;
  const auto x = parseWhole(text.substr(0, comma), lo, hi);
  const auto y = parseWhole(text.substr(comma + 1), lo, hi);
  if (!x || !y) return std::nullopt;
  return std::make_pair(*x, *y);
}

}  // namespace solidtile::cli

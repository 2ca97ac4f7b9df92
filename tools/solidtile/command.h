// The table of subcommands. Each subcommand is one .cpp file that registers
// itself at start-up:
//
//   namespace {
//   int run(const solidtile::cli::Args& args) { ... }
//   const bool registered = solidtile::cli::registerCommand({
//       "sim", "sim LEVEL.json MOVIE.txt", "Runs a movie on a level", "Longer help...", run});
//   }  // namespace
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace solidtile::cli {

// Exit codes: 0 done, 1 the data is bad (a file, a mask), 2 the command line is wrong.
inline constexpr int kExitOk = 0;
inline constexpr int kExitFailed = 1;
inline constexpr int kExitUsage = 2;

using Args = std::vector<std::string_view>;  // after the subcommand's name; --help already handled

struct Command {
  std::string_view name;     // "check"
  std::string_view usage;    // "check LEVEL.json..." (without the program name)
  std::string_view summary;  // one line for the command list
  std::string_view help;     // what `solidtile help NAME` adds below the usage line
  int (*run)(const Args& args);
};

// Adds a command to the table; returns true so it can initialise a namespace-scope constant.
bool registerCommand(const Command& command);
// Every registered command, sorted by name.
const std::vector<Command>& commands();
const Command* findCommand(std::string_view name);

// Prints "solidtile NAME: message", the usage line and a pointer to the help
// on stderr; returns kExitUsage.
int usageError(const Command& command, const std::string& message);
// True when `arg` is an option ("-x", "--x") rather than an operand; "-5" is a number.
bool isOption(std::string_view arg);
// A usage error for the first option in args (the command takes none), or kExitOk.
int rejectOptions(const Command& command, const Args& args);

// What an OptionHandler returns for an option it does not take.
inline constexpr int kUnknownOption = -1;
// Takes one option and its value (nullopt when the line ends after the name);
// returns kExitOk, a usage error it has printed, or kUnknownOption.
using OptionHandler = std::function<int(std::string_view name, std::optional<std::string_view> value)>;
// For a command with one operand (called `noun` in messages: "image") whose
// options each take a value: fills `operand` and hands every option to
// `handler`. Returns kExitOk or a usage error already printed.
int parseOperandAndOptions(const Command& command, const Args& args, const char* noun, std::string& operand,
                           const OptionHandler& handler);

// The whole of `text` as a decimal integer in lo..hi.
std::optional<long> parseWhole(std::string_view text, long lo, long hi);
// "X,Y", each a decimal integer in lo..hi.
std::optional<std::pair<long, long>> parsePoint(std::string_view text, long lo, long hi);

}  // namespace solidtile::cli

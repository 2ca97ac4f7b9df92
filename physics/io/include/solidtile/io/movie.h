// Input movies: a text file, one entry a line, "COUNT KEYS" with KEYS over
// L R U D J or "-" for none; "#" starts a comment. An optional header before
// the first entry says what the movie was made with (start, controller,
// profile, character, presses). See docs/formats.md.
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "solidtile/input.h"
#include "solidtile/io/problem.h"
#include "solidtile/presses.h"
#include "solidtile/sonic/profile.h"

namespace solidtile::io {

// 100 million frames is 19 days at 60 Hz and 100 MB of memory.
inline constexpr std::size_t kMaxMovieFrames = 100'000'000;
// A movie spells every frame out at worst ("1 LRUDJ" a line): room for a long one.
inline constexpr std::size_t kMaxMovieFileBytes = 64u * 1024u * 1024u;

// Who plays the movie: the Sonic player or the box controller (docs/box.md).
enum class MovieController : std::uint8_t { Sonic, Box };
const char* movieControllerName(MovieController c);  // "sonic", "box"
const char* pressesName(Presses p);                   // "down", "held"

// The header: how the movie was recorded, so a run needs no flags to repeat
// it. Each field is optional; a reader's own choice (a command-line flag)
// wins over it, and an unset one leaves the reader's default (the level's
// start point, the Sonic player, the guide profile, Sonic).
struct MovieStart {
  std::int32_t x = 0, y = 0;  // pixels: the player's centre, or the box's top-left
  bool operator==(const MovieStart&) const = default;
};
inline constexpr std::int32_t kMaxMovieStart = 1'000'000;  // |x| and |y|, as `sim --start`
struct MovieHeader {
  std::optional<MovieStart> start;
  std::optional<MovieController> controller;
  std::optional<Profile> profile;
  std::optional<Character> character;
  // "presses held": every held key is pressed on every frame, as the games'
  // demo players feed the pad; "presses down" (the default) on key down only.
  std::optional<Presses> presses;
  bool empty() const { return !start && !controller && !profile && !character && !presses; }
  bool operator==(const MovieHeader&) const = default;
};

struct Movie {
  std::vector<Input> frames;  // one entry per 60 Hz frame
  MovieHeader header;
  bool operator==(const Movie&) const = default;
};

struct MovieResult {
  std::optional<Movie> movie;  // set only when problems is empty
  std::vector<Problem> problems;
};

// maxFrames below kMaxMovieFrames lets the fuzzer reach the cap without 100 MB movies.
MovieResult parseMovie(std::string_view text, std::size_t maxFrames = kMaxMovieFrames);

// One entry line, shared with the files that hold movies (input branches).
struct MovieEntry {
  std::size_t count = 0;  // 1..maxFrames
  Input keys = 0;
};
// A line without its "#" comment, and its words (split at spaces and tabs).
std::string_view withoutComment(std::string_view line);
std::vector<std::string_view> lineWords(std::string_view line);
// "COUNT KEYS"; nullopt with `what` wrong with it.
std::optional<MovieEntry> parseMovieEntry(std::string_view line, std::size_t maxFrames, std::string* what);
MovieResult loadMovie(const std::filesystem::path& path);
// A header line ("start 160,700", "controller box", "profile sonic2",
// "character tails", "presses held"): a line whose first word begins with a lower-case
// letter. False with `what` wrong when the key is unknown, the value bad or
// the key already given.
bool isMovieHeaderLine(std::string_view line);
bool parseMovieHeaderLine(std::string_view line, MovieHeader& header, std::string* what);
// The header's lines in the order above, each ending in a newline; "" when empty.
std::string formatMovieHeader(const MovieHeader& header);
// The header, then consecutive equal frames run-length encoded.
std::string formatMovie(const Movie& movie);
std::string keysString(Input keys);  // "LJ", "-" for none; always in the order L R U D J
bool saveMovie(const std::filesystem::path& path, const Movie& movie, std::string* why);

}  // namespace solidtile::io

// Input movies: a text file, one entry a line, "COUNT KEYS" with KEYS over
// L R U D J or "-" for none; "#" starts a comment. See docs/formats.md.
#pragma once

#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "solidtile/input.h"
#include "solidtile/io/problem.h"

namespace solidtile::io {

// 100 million frames is 19 days at 60 Hz and 100 MB of memory.
inline constexpr std::size_t kMaxMovieFrames = 100'000'000;
// A movie spells every frame out at worst ("1 LRUDJ" a line): room for a long one.
inline constexpr std::size_t kMaxMovieFileBytes = 64u * 1024u * 1024u;

struct Movie {
  std::vector<Input> frames;  // one entry per 60 Hz frame
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
// Run-length encodes consecutive equal frames.
std::string formatMovie(const Movie& movie);
std::string keysString(Input keys);  // "LJ", "-" for none; always in the order L R U D J
bool saveMovie(const std::filesystem::path& path, const Movie& movie, std::string* why);

}  // namespace solidtile::io

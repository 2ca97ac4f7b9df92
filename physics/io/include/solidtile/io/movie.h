// Input movies: a text file, one entry a line, "COUNT KEYS" with KEYS over
// L R U D J or "-" for none; "#" starts a comment.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "solidtile/input.h"
#include "solidtile/io/problem.h"

namespace solidtile::io {

inline constexpr std::size_t kMaxMovieFrames = 100'000'000;

struct Movie {
  std::vector<Input> frames;  // one entry per 60 Hz frame
};

struct MovieResult {
  std::optional<Movie> movie;
  std::vector<Problem> problems;
};

MovieResult parseMovie(std::string_view text);
MovieResult loadMovie(const std::filesystem::path& path);
// Run-length encodes consecutive equal frames.
std::string formatMovie(const Movie& movie);
std::string keysString(Input keys);  // "LJ", "-" for none
bool saveMovie(const std::filesystem::path& path, const Movie& movie, std::string* why);

}  // namespace solidtile::io

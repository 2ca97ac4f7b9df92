#include "solidtile/io/movie.h"

#include <array>
#include <charconv>
#include <utility>

#include "solidtile/io/atomic_file.h"

namespace solidtile::io {
namespace {

struct Key {
  char letter;
  Input bit;
};
constexpr std::array<Key, 5> kKeys = {{{'L', input::kLeft},
                                       {'R', input::kRight},
                                       {'U', input::kUp},
                                       {'D', input::kDown},
                                       {'J', input::kJump}}};

bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\r'; }

}  // namespace

std::vector<std::string_view> lineWords(std::string_view line) {
  std::vector<std::string_view> out;
  std::size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && isSpace(line[i])) ++i;
    const std::size_t start = i;
    while (i < line.size() && !isSpace(line[i])) ++i;
    if (i > start) out.push_back(line.substr(start, i - start));
  }
  return out;
}

namespace {

std::string shown(std::string_view word) { return quotedText(word, 20, '"'); }

std::optional<std::size_t> parseCount(std::string_view word, std::size_t maxFrames, std::string* what) {
  std::size_t n = 0;
  const auto [end, ec] = std::from_chars(word.data(), word.data() + word.size(), n);
  const bool digits = !word.empty() && word.front() >= '0' && word.front() <= '9';
  if (!digits || end != word.data() + word.size()) {
    *what = "the count " + shown(word) + " is not a whole number";
    return std::nullopt;
  }
  if (ec == std::errc::result_out_of_range || n > maxFrames) {
    *what = "the count " + shown(word) + " is more than the " + std::to_string(maxFrames) +
            " frames a movie may have";
    return std::nullopt;
  }
  if (n == 0) {
    *what = "the count is 0; a line holds at least one frame";
    return std::nullopt;
  }
  return n;
}

std::optional<Input> parseKeys(std::string_view word, std::string* what) {
  if (word == "-") return Input{0};
  Input keys = 0;
  for (char c : word) {
    const Key* key = nullptr;
    for (const Key& k : kKeys) {
      if (k.letter == c) key = &k;
    }
    if (!key) {
      *what = "the keys " + shown(word) + " hold " + quotedText(std::string_view(&c, 1)) +
              ", which is not a key (keys are L R U D J, or - for none)";
      return std::nullopt;
    }
    if (keys & key->bit) {
      *what = "the keys " + shown(word) + " name " + std::string(1, c) + " twice";
      return std::nullopt;
    }
    keys = static_cast<Input>(keys | key->bit);
  }
  return keys;
}

}  // namespace

std::string_view withoutComment(std::string_view line) { return line.substr(0, line.find('#')); }

std::optional<MovieEntry> parseMovieEntry(std::string_view line, std::size_t maxFrames, std::string* what) {
  const auto w = lineWords(line);
  if (w.size() != 2) {
    *what = "expected \"COUNT KEYS\" (e.g. \"60 RJ\"), found " + std::to_string(w.size()) + " words";
    return std::nullopt;
  }
  const auto count = parseCount(w[0], maxFrames, what);
  if (!count) return std::nullopt;
  const auto keys = parseKeys(w[1], what);
  if (!keys) return std::nullopt;
  return MovieEntry{*count, *keys};
}

std::string keysString(Input keys) {
  std::string s;
  for (const Key& k : kKeys) {
    if (keys & k.bit) s += k.letter;
  }
  return s.empty() ? "-" : s;
}

MovieResult parseMovie(std::string_view text, std::size_t maxFrames) {
  ProblemList problems;
  MovieHeader header;
  std::vector<MovieEntry> entries;
  bool sawEntry = false;
  std::size_t total = 0;
  std::size_t lineNumber = 0;
  bool overLimit = false;
  while (!text.empty()) {
    ++lineNumber;
    const std::size_t newline = text.find('\n');
    std::string_view line = text.substr(0, newline);
    text = newline == std::string_view::npos ? std::string_view{} : text.substr(newline + 1);
    line = withoutComment(line);
    if (lineWords(line).empty()) continue;
    std::string what;
    if (isMovieHeaderLine(line)) {
      if (sawEntry) {
        problems.add("line " + std::to_string(lineNumber),
                     "a header line (start, controller, profile, character, presses) after the first entry; the header comes first");
      } else if (!parseMovieHeaderLine(line, header, &what)) {
        problems.add("line " + std::to_string(lineNumber), what);
      }
      continue;
    }
    sawEntry = true;
    const auto entry = parseMovieEntry(line, maxFrames, &what);
    if (!entry) {
      problems.add("line " + std::to_string(lineNumber), what);
      continue;
    }
    if (overLimit) continue;
    total += entry->count;  // both at most maxFrames here, so the sum cannot wrap
    if (total > maxFrames) {
      problems.add("line " + std::to_string(lineNumber),
                   "the movie passes " + std::to_string(maxFrames) + " frames, the most a movie may have");
      overLimit = true;
      continue;
    }
    entries.push_back(*entry);
  }
  MovieResult result;
  result.problems = problems.take();
  if (!result.problems.empty()) return result;
  // Allocated only now that the total is known to be within the cap.
  Movie movie;
  movie.header = header;
  movie.frames.reserve(total);
  for (const MovieEntry& e : entries) movie.frames.insert(movie.frames.end(), e.count, e.keys);
  result.movie = std::move(movie);
  return result;
}

MovieResult loadMovie(const std::filesystem::path& path) {
  std::string why;
  const auto text = readFile(path, kMaxMovieFileBytes, &why);
  if (!text) return {std::nullopt, {{"", why}}};
  return parseMovie(*text);
}

std::string formatMovie(const Movie& movie) {
  std::string out = formatMovieHeader(movie.header);
  const auto& f = movie.frames;
  for (std::size_t i = 0; i < f.size();) {
    std::size_t j = i;
    while (j < f.size() && f[j] == f[i]) ++j;
    out += std::to_string(j - i) + " " + keysString(f[i]) + "\n";
    i = j;
  }
  return out;
}

bool saveMovie(const std::filesystem::path& path, const Movie& movie, std::string* why) {
  return writeFileAtomic(path, formatMovie(movie), why);
}

}  // namespace solidtile::io

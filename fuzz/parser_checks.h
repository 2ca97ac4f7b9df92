// What must hold for any input to the file parsers; shared by the libFuzzer
// targets and the CTest that replays the corpus in ordinary builds.
#pragma once

#include <string>
#include <string_view>

#include "solidtile/io/branches.h"
#include "solidtile/io/collision_png.h"
#include "solidtile/io/level_file.h"
#include "solidtile/io/movie.h"
#include "solidtile/io/tiled.h"

namespace solidtile::fuzz {

// Empty when the result is well-formed: either a file with no problems or
// problems (each saying something, capped) and no file.
template <typename Result>
std::string checkProblems(const Result& r, bool parsed) {
  if (parsed == !r.problems.empty()) return "a result must hold a file or problems, not both or neither";
  if (r.problems.size() > io::kMaxProblems + 1) return "more problems than the cap";
  for (const io::Problem& p : r.problems) {
    if (p.what.empty()) return "a problem at '" + p.where + "' says nothing";
  }
  return "";
}

// A parsed level must survive format -> parse -> format byte for byte.
inline std::string checkLevelText(std::string_view text) {
  const io::LoadResult r = io::parseLevel(text);
  if (std::string bad = checkProblems(r, r.file.has_value()); !bad.empty()) return bad;
  if (!r.file) return "";
  const std::string once = io::formatLevel(*r.file);
  const io::LoadResult again = io::parseLevel(once);
  if (!again.file) return "formatLevel wrote a level parseLevel refuses:\n" + io::describe("formatted", again.problems);
  if (io::formatLevel(*again.file) != once) return "formatLevel is not stable across a round trip";
  return "";
}

inline std::string checkMovieText(std::string_view text, std::size_t maxFrames = io::kMaxMovieFrames) {
  const io::MovieResult r = io::parseMovie(text, maxFrames);
  if (std::string bad = checkProblems(r, r.movie.has_value()); !bad.empty()) return bad;
  if (!r.movie) return "";
  const io::MovieResult again = io::parseMovie(io::formatMovie(*r.movie), maxFrames);
  if (!again.movie || *again.movie != *r.movie) return "formatMovie does not round-trip (frames or header)";
  return "";
}

// Parsed input branches keep valid names and survive format -> parse unchanged.
inline std::string checkBranchesText(std::string_view text, const io::BranchLimits& limits = {}) {
  const io::BranchesResult r = io::parseBranches(text, limits);
  if (std::string bad = checkProblems(r, r.branches.has_value()); !bad.empty()) return bad;
  if (!r.branches) return "";
  for (const io::Branch& b : *r.branches) {
    if (!io::branchNameProblem(b.name).empty()) return "a branch with a bad name was accepted";
  }
  const io::BranchesResult again = io::parseBranches(io::formatBranches(*r.branches), limits);
  if (!again.branches) return "formatBranches wrote branches parseBranches refuses:\n" + io::describe("formatted", again.problems);
  if (*again.branches != *r.branches) return "formatBranches does not round-trip";
  return "";
}

// An imported image must be a valid level whose export imports back to the
// same level. maxPixels keeps the fuzzer's images cheap to decode.
inline std::string checkCollisionImage(std::string_view png, std::int64_t maxPixels = std::int64_t{1} << 20) {
  io::ImageImportOptions options;
  options.maxPixels = maxPixels;
  const io::ImageImportResult r = io::importCollisionImage(png, options);
  if (std::string bad = checkProblems(r, r.file.has_value()); !bad.empty()) return bad;
  if (!r.file) return "";
  const std::string text = io::formatLevel(*r.file);
  if (!io::parseLevel(text).file) return "an imported image gave a level file parseLevel refuses";
  std::string why;
  const std::optional<std::string> again = io::exportCollisionImage(r.file->level, 0, &why);
  if (!again) return "an imported level does not export: " + why;
  const io::ImageImportResult back = io::importCollisionImage(*again, options);
  if (!back.file || io::formatLevel(*back.file) != text) return "export then import changed the level";
  return "";
}

// A Tiled map (TMX, or Tiled JSON when `json`) with no files beside it: a
// map it accepts is a valid level, and exporting that level to TMX and to
// JSON and importing each gives the same level back.
inline std::string checkTiledMap(std::string_view text, bool json) {
  const io::TiledFileReader none = [](const std::string&, std::string* why) -> std::optional<std::string> {
    *why = "no files beside a fuzzed map";
    return std::nullopt;
  };
  const io::TiledImportResult r = json ? io::importTiledJson(text, none) : io::importTmx(text, none);
  if (std::string bad = checkProblems(r, r.file.has_value()); !bad.empty()) return bad;
  if (!r.file) return "";
  const std::string level = io::formatLevel(*r.file);
  if (!io::parseLevel(level).file) return "an imported map gave a level file parseLevel refuses";
  const auto jsonTrip = [&]() -> std::string {
    const io::TiledImportResult backJson = io::importTiledJson(io::exportTiledJson(*r.file, {}).map, none);
    if (!backJson.file) return "an imported level exported to JSON does not import:\n" + io::describe("json", backJson.problems);
    if (io::formatLevel(*backJson.file) != level) return "level -> Tiled JSON -> level changed the level";
    return "";
  };
  const io::TiledFiles tmx = io::exportTmx(*r.file, {"t.tsx", "t.png"});
  // A text TMX cannot hold (a NUL, from a JSON map) is refused by name; the JSON trip must still hold.
  if (!tmx.problems.empty()) {
    if (tmx.problems.front().what.find("NUL character") == std::string::npos) return "export to TMX refused:\n" + io::describe("tmx", tmx.problems);
    return jsonTrip();
  }
  const io::TiledFileReader tileset = [&](const std::string& path, std::string* why) -> std::optional<std::string> {
    if (path == "t.tsx") return tmx.tileset;
    *why = "does not exist";
    return std::nullopt;
  };
  const io::TiledImportResult backTmx = io::importTmx(tmx.map, tileset);
  if (!backTmx.file) return "an imported level exported to TMX does not import:\n" + io::describe("tmx", backTmx.problems);
  if (io::formatLevel(*backTmx.file) != level) return "level -> TMX -> level changed the level";
  return jsonTrip();
}

}  // namespace solidtile::fuzz

// Movies, mask angles and traces: the C API's calls that need no object.
#include <string>

#include "api_status.h"
#include "convert.h"
#include "solidtile/level/auto_angle.h"
#include "solidtile/io/movie.h"
#include "solidtile/io/trace.h"

namespace solidtile::capi {
namespace {

stStatus copyMovie(const char* fn, const std::string& source, io::MovieResult&& r, uint8_t* frames,
                   std::size_t capacity, std::size_t* outCount) {
  if (!r.movie) return failWithProblems(fn, source, r.problems);
  const std::vector<Input>& f = r.movie->frames;
  *outCount = f.size();
  if (capacity < f.size()) {
    return fail(fn, stStatus_tooSmall,
                "the movie has " + std::to_string(f.size()) + " frames; capacity is " + std::to_string(capacity));
  }
  if (!f.empty() && !frames) return nullArgument(fn, "frames");
  for (std::size_t i = 0; i < f.size(); ++i) frames[i] = f[i];
  return stStatus_ok;
}

// A caller's movie bytes, refused past the size the file reader takes.
stStatus movieText(const char* fn, const char* text, std::size_t size, std::string_view* out) {
  if (size > io::kMaxMovieFileBytes) {
    return fail(fn, stStatus_badFile,
                "the movie is " + std::to_string(size) + " bytes; at most " + std::to_string(io::kMaxMovieFileBytes) +
                    " are read");
  }
  *out = size == 0 ? std::string_view() : std::string_view(text, size);
  return stStatus_ok;
}

stStatus copyHeader(const char* fn, const std::string& source, const io::MovieResult& r, stMovieHeader* out) {
  if (!r.movie) return failWithProblems(fn, source, r.problems);
  const io::MovieHeader& h = r.movie->header;
  *out = {h.start.has_value(), h.start ? h.start->x : 0, h.start ? h.start->y : 0, -1, -1, -1};
  if (h.controller) out->controller = *h.controller == io::MovieController::Box ? stControllerKind_box : stControllerKind_sonic;
  if (h.profile) out->profile = static_cast<std::int32_t>(*h.profile);
  if (h.character) out->character = static_cast<std::int32_t>(*h.character);
  return stStatus_ok;
}

}  // namespace
}  // namespace solidtile::capi

using namespace solidtile;
using namespace solidtile::capi;

extern "C" {

stStatus stLoadMovieFile(const char* path, uint8_t* frames, size_t capacity, size_t* outCount) {
  constexpr const char* fn = "stLoadMovieFile";
  return guarded(fn, [&] {
    if (!outCount) return nullArgument(fn, "outCount");
    *outCount = 0;
    if (!path) return nullArgument(fn, "path");
    return copyMovie(fn, path, io::loadMovie(path), frames, capacity, outCount);
  });
}

stStatus stParseMovie(const char* text, size_t size, uint8_t* frames, size_t capacity, size_t* outCount) {
  constexpr const char* fn = "stParseMovie";
  return guarded(fn, [&] {
    if (!outCount) return nullArgument(fn, "outCount");
    *outCount = 0;
    if (!text && size > 0) return nullArgument(fn, "text");
    std::string_view view;
    if (const stStatus st = movieText(fn, text, size, &view)) return st;
    return copyMovie(fn, "movie", io::parseMovie(view), frames, capacity, outCount);
  });
}

stStatus stLoadMovieHeaderFile(const char* path, stMovieHeader* outHeader) {
  constexpr const char* fn = "stLoadMovieHeaderFile";
  return guarded(fn, [&] {
    if (!outHeader) return nullArgument(fn, "outHeader");
    if (!path) return nullArgument(fn, "path");
    return copyHeader(fn, path, io::loadMovie(path), outHeader);
  });
}

stStatus stParseMovieHeader(const char* text, size_t size, stMovieHeader* outHeader) {
  constexpr const char* fn = "stParseMovieHeader";
  return guarded(fn, [&] {
    if (!outHeader) return nullArgument(fn, "outHeader");
    if (!text && size > 0) return nullArgument(fn, "text");
    std::string_view view;
    if (const stStatus st = movieText(fn, text, size, &view)) return st;
    return copyHeader(fn, "movie", io::parseMovie(view), outHeader);
  });
}

stStatus stComputeMaskAngle(const int8_t heights[16], stMaskAngle* outAngle) {
  constexpr const char* fn = "stComputeMaskAngle";
  return guarded(fn, [&] {
    if (!outAngle) return nullArgument(fn, "outAngle");
    if (!heights) return nullArgument(fn, "heights");
    HeightMask::Heights h{};
    for (std::size_t i = 0; i < h.size(); ++i) h[i] = heights[i];
    std::string why;
    const std::optional<HeightMask> mask = HeightMask::fromHeights(h, 0, &why);
    if (!mask) return fail(fn, stStatus_badValue, "heights: " + why);
    const AutoAngle a = computeAngle(*mask);
    *outAngle = {a.determined, a.angle, a.reason};
    return stStatus_ok;
  });
}

stStatus stTraceHeader(char* buffer, size_t capacity, size_t* outLength) {
  return guarded("stTraceHeader", [&] { return copyString("stTraceHeader", io::traceHeader(), buffer, capacity, outLength); });
}

stStatus stTraceRow(int64_t frame, const stPlayerState* state, char* buffer, size_t capacity, size_t* outLength) {
  constexpr const char* fn = "stTraceRow";
  return guarded(fn, [&] {
    if (!state) return nullArgument(fn, "state");
    if (const std::string why = checkPlayerState(*state); !why.empty()) return fail(fn, stStatus_badValue, "state." + why);
    std::string row;
    io::appendTraceRow(row, static_cast<long>(frame), fromC(*state));
    return copyString(fn, row, buffer, capacity, outLength);
  });
}

}  // extern "C"

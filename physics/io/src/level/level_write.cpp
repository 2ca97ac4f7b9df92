#include "solidtile/io/level_file.h"

#include <array>
#include <bit>
#include <charconv>
#include <cstring>
#include <limits>
#include <type_traits>
#include <string>

#include "common/bounded_json.h"
#include "level/box_config_fields.h"
#include "common/json_fields.h"
#include "level/compact_tiles.h"
#include "level/level_document.h"
#include "level/loop_fields.h"
#include "level/tags_edges_objects_write.h"
#include "level/level_keys.h"
#include "solidtile/level/auto_angle.h"
#include "solidtile/io/atomic_file.h"

namespace solidtile::io {
namespace {

// zstd: faster to write and read than zlib, and smaller.
constexpr TileCompression kCompactCompression = TileCompression::Zstd;

std::string quoted(const std::string& s) { return Json(s).dump(-1, ' ', false, Json::error_handler_t::replace); }

// "00" to "99": a tile's decimal digits two at a time.
constexpr std::array<char, 200> kTwoDigits = [] {
  std::array<char, 200> t{};
  for (std::size_t i = 0; i < 100; ++i) {
    t[2 * i] = static_cast<char>('0' + i / 10);
    t[2 * i + 1] = static_cast<char>('0' + i % 10);
  }
  return t;
}();

// A tile number in decimal at p (at most 5 digits); returns the end.
char* writeTile(char* p, std::uint32_t v) {
  const auto pair = [](char* at, std::uint32_t twoDigits) { std::memcpy(at, &kTwoDigits[2 * twoDigits], 2); };
  if (v < 10) {
    *p = static_cast<char>('0' + v);
    return p + 1;
  }
  if (v < 100) {
    pair(p, v);
    return p + 2;
  }
  if (v < 1000) {
    *p = static_cast<char>('0' + v / 100);
    pair(p + 1, v % 100);
    return p + 3;
  }
  if (v >= 10000) {
    *p++ = static_cast<char>('0' + v / 10000);
    v %= 10000;
  }
  pair(p, v / 100);
  pair(p + 2, v % 100);
  return p + 4;
}

// Written in place, a row at a time: a large plain level is tens of millions of numbers.
void appendInts(std::string& out, const auto& values, std::size_t begin, std::size_t end) {
  using T = std::remove_cvref_t<decltype(values[0])>;
  constexpr std::size_t kMost = std::numeric_limits<T>::digits10 + 2 + 2;  // digits, sign, ", "
  const std::size_t at = out.size();
  out.resize(at + (end - begin) * kMost);
  char* const first = out.data() + at;
  char* p = first;
  for (std::size_t i = begin; i < end; ++i) {
    if (i > begin) {
      *p++ = ',';
      *p++ = ' ';
    }
    if constexpr (std::is_same_v<T, std::uint16_t>) {
      p = writeTile(p, values[i]);
    } else {
      p = std::to_chars(p, p + kMost, values[i]).ptr;
    }
  }
  out.resize(at + static_cast<std::size_t>(p - first));
}

// "auto" survives only while it is still true; an angle set by hand after
// loading is written as the number so it is not silently recomputed.
bool writesAuto(const LevelFile& file, std::size_t i) {
  if (i >= file.autoAngle.size() || !file.autoAngle[i]) return false;
  const HeightMask& m = file.level.mask(static_cast<int>(i));
  const AutoAngle computed = computeAngle(m);
  return computed.determined && computed.angle == m.angle();
}

void appendMasks(std::string& out, const LevelFile& file) {
  const auto& masks = file.level.masks();
  out += "  \"masks\": [";
  for (std::size_t i = 0; i < masks.size(); ++i) {
    out += i ? ",\n    " : "\n    ";
    out += "{\"heights\": [";
    appendInts(out, masks[i].heights(), 0, masks[i].heights().size());
    out += "], \"angle\": ";
    out += writesAuto(file, i) ? "\"auto\"" : std::to_string(masks[i].angle());
    out += maskEdgesSuffix(file.level, static_cast<int>(i));
    out += "}";
  }
  out += masks.empty() ? "],\n" : "\n  ],\n";
}

// `{"encoding": "base64", "compression": "zstd", "tiles": "...", "tags": "..."}`,
// without "compression" when the tiles do not shrink (noise): the tags then
// follow the tiles, as the layer has one compression for both.
void appendCompactLayer(std::string& out, const Level& level, int l) {
  const auto& tiles = level.layerData(l);
  std::vector<std::uint8_t> swapped;
  const auto* bytes = reinterpret_cast<const std::uint8_t*>(tiles.data());
  if constexpr (std::endian::native != std::endian::little) {
    swapped = tileBytes(tiles);
    bytes = swapped.data();
  }
  const CompactBytes packed(bytes, tiles.size() * 2, kCompactCompression, true);
  out += "{\"encoding\": \"base64\", ";
  if (packed.compression() != TileCompression::None) {
    out += "\"compression\": \"";
    out += compressionName(packed.compression());
    out += "\", ";
  }
  out += "\"tiles\": \"";
  // Room for this layer and, at its size, those after it: one allocation, not one a layer.
  const auto left = static_cast<std::size_t>(level.layerCount() - l);
  out.reserve(out.size() + left * (packed.base64Size() + (level.hasTags(l) ? packed.base64Size() / 2 : 0)) + 4096);
  packed.appendTo(out);
  out += '"';
  if (level.hasTags(l)) {
    const auto& tags = level.tagData(l);
    out += ", \"tags\": \"";
    CompactBytes(tags.data(), tags.size(), packed.compression(), false).appendTo(out);
    out += '"';
  }
  out += '}';
}

void appendLayers(std::string& out, const Level& level, bool compact) {
  const std::size_t w = static_cast<std::size_t>(level.width());
  out += "  \"layers\": [";
  for (int l = 0; l < level.layerCount(); ++l) {
    out += l ? ",\n    " : "\n    ";
    if (compact) {
      appendCompactLayer(out, level, l);
      continue;
    }
    out += "{\"tiles\": [";
    const auto& tiles = level.layerData(l);
    for (std::size_t row = 0; row * w < tiles.size(); ++row) {
      out += row ? ",\n      " : "\n      ";
      appendInts(out, tiles, row * w, row * w + w);
    }
    out += "\n    ]";
    appendLayerTags(out, level, l);
    out += "}";
  }
  out += "\n  ],\n";
}

void appendSwitchers(std::string& out, const Level& level) {
  out += "  \"path_switchers\": [";
  for (std::size_t i = 0; i < level.switchers.size(); ++i) {
    const PathSwitcher& s = level.switchers[i];
    out += i ? ",\n    " : "\n    ";
    if (s.horizontal) {
      out += "{\"orientation\": \"horizontal\", \"y\": " + std::to_string(s.x) + ", \"from\": " + std::to_string(s.top) +
             ", \"to\": " + std::to_string(s.bottom) + ", \"above\": " + std::to_string(s.leftPath) +
             ", \"below\": " + std::to_string(s.rightPath) + ", \"ground_only\": " + (s.groundOnly ? "true" : "false") + "}";
      continue;
    }
    out += "{\"x\": " + std::to_string(s.x) + ", \"top\": " + std::to_string(s.top) +
           ", \"bottom\": " + std::to_string(s.bottom) + ", \"left\": " + std::to_string(s.leftPath) +
           ", \"right\": " + std::to_string(s.rightPath) + ", \"ground_only\": " + (s.groundOnly ? "true" : "false") +
           "}";
  }
  out += level.switchers.empty() ? "]" : "\n  ]";
}

void appendUnknown(std::string& out, const std::string& unknownJson) {
  // Bounded as a level file is: one level down, as the values sit under the root,
  // so that writing them out (which recurses) cannot overflow the stack.
  const std::optional<Json> unknown = parseBoundedJson(unknownJson, {kUnknownJsonDepth, 0}, nullptr);
  if (!unknown || !unknown->is_object()) return;
  // Sorted by key (nlohmann's object is a std::map), so the output is deterministic.
  for (const auto& [key, value] : unknown->items()) {
    if (isLevelKey(key)) continue;
    out += ",\n  " + quoted(key) + ": " + value.dump(-1, ' ', false, Json::error_handler_t::replace);
  }
}

}  // namespace

const char* levelControllerName(LevelController c) { return c == LevelController::Box ? "box" : "sonic"; }

std::string formatLevel(const LevelFile& file, TileEncoding encoding) {
  const Level& level = file.level;
  const bool compact = writesCompact(level, encoding);
  std::string out;
  // The most a plain layer can take ("65535, " a tile): untouched room costs no memory.
  if (!compact) out.reserve(level.layerData(0).size() * static_cast<std::size_t>(level.layerCount()) * 7 + 4096);
  out += "{\n  \"format\": \"" + std::string(kLevelFormatName) + "\",\n";
  out += "  \"version\": " + std::to_string(levelFormatVersionFor(file, encoding)) + ",\n";
  out += "  \"name\": " + quoted(file.name) + ",\n";
  out += "  \"width\": " + std::to_string(level.width()) + ",\n";
  out += "  \"height\": " + std::to_string(level.height()) + ",\n";
  out += "  \"start\": {\"x\": " + std::to_string(level.startX) + ", \"y\": " + std::to_string(level.startY) + "},\n";
  appendMasks(out, file);
  appendLayers(out, level, compact);
  appendSwitchers(out, level);
  appendObjects(out, level);
  if (file.boxConfig) {
    // Only what differs from the defaults, so a level keeps tracking them; {} still says "the box".
    const std::string fields = boxConfigFieldsText(*file.boxConfig, true, ",\n    ");
    out += fields.empty() ? ",\n  \"box_config\": {}" : ",\n  \"box_config\": {\n    " + fields + "\n  }";
  }
  if (file.profile) out += ",\n  \"profile\": " + quoted(profileName(*file.profile));
  if (file.controller) out += ",\n  \"controller\": " + quoted(levelControllerName(*file.controller));
  if (level.objects.loading() != ObjectLoading::Always) {  // version 10
    out += ",\n  \"object_loading\": " + quoted(objectLoadingName(level.objects.loading()));
  }
  appendLoops(out, level);
  appendMarkers(out, file.markers);
  appendUnknown(out, file.unknownJson);
  out += "\n}\n";
  return out;
}

LoadResult loadLevel(const std::filesystem::path& path) {
  std::string why;
  std::optional<BoundedFileStream> in = BoundedFileStream::open(path, kMaxLevelFileBytes, &why);
  if (!in) return {std::nullopt, {{"", why}}};
  Problem syntax;
  bool readAgain = false;
  auto doc = readLevelDocument(in->stream(), levelDocumentLimits(in->size()), &syntax, &readAgain);
  if (std::string cut = in->problem(); !cut.empty()) return {std::nullopt, {{"", cut}}};
  if (readAgain) {
    // A syntax error after a string decoded past the lexer: read again for its exact column.
    std::optional<BoundedFileStream> again = BoundedFileStream::open(path, kMaxLevelFileBytes, &why);
    if (!again) return {std::nullopt, {{"", why}}};
    DocumentLimits exact = levelDocumentLimits(again->size());
    exact.decodeStrings = false;
    doc = readLevelDocument(again->stream(), exact, &syntax);
    if (std::string cut = again->problem(); !cut.empty()) return {std::nullopt, {{"", cut}}};
  }
  if (!doc && isNestingProblem(syntax, levelDocumentLimits(0))) {
    // The stream is gone: read the file again, only to say where it goes too deep.
    if (std::optional<BoundedFileStream> again = BoundedFileStream::open(path, kMaxLevelFileBytes, &why)) {
      syntax.where = tooDeepPlace(again->stream(), levelDocumentLimits(0).maxDepth);
    }
  }
  return readLevel(std::move(doc), syntax);
}

bool saveLevel(const std::filesystem::path& path, const LevelFile& file, std::string* why, TileEncoding encoding) {
  return writeFileAtomic(path, formatLevel(file, encoding), why);
}

}  // namespace solidtile::io

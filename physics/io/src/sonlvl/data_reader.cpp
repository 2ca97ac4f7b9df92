// Reading what a SonLVL project's keys name.
#include "data_reader.h"

#include <algorithm>

#include "solidtile/io/atomic_file.h"
#include "solidtile/io/collision_png.h"
#include "solidtile/io/sega_compression.h"

namespace solidtile::io {

std::string dollarHex(unsigned v) {
  static const char* digits = "0123456789ABCDEF";
  std::string s;
  do {
    s.insert(s.begin(), digits[v % 16]);
    v /= 16;
  } while (v != 0);
  return "$" + s;
}

std::optional<Bytes> DataReader::read(const char* key, const char* cmpKey, const char* defaultCompression, bool required) {
  const std::string* value = project_.value(level_, key);
  if (!value || value->empty()) {
    if (required) problems_.add(key, "is missing: the project names no file for it");
    return std::nullopt;
  }
  std::string compression = defaultCompression;
  if (const std::string* c = project_.value(level_, cmpKey)) compression = *c;
  if (compression != "Uncompressed" && compression != "Kosinski" && compression != "KosinskiM" && compression != "Enigma" &&
      compression != "Nemesis") {
    problems_.add(cmpKey, "is '" + compression + "', expected Uncompressed, Kosinski, KosinskiM, Enigma or Nemesis");
    return std::nullopt;
  }
  Bytes all;
  for (const FileEntry& e : parseFileList(*value, project_.folder)) {
    const std::string where = std::string(key) + " " + e.path.generic_string();
    std::string why;
    const std::optional<std::string> text = readFile(e.path, kMaxDataFileBytes, &why);
    if (!text) {
      problems_.add(where, why);
      return std::nullopt;
    }
    const std::span<const std::uint8_t> in(reinterpret_cast<const std::uint8_t*>(text->data()), text->size());
    sega::Decoded d;
    if (compression == "Uncompressed") {
      d.bytes.assign(in.begin(), in.end());
    } else if (compression == "Kosinski") {
      d = sega::decodeKosinski(in);
    } else if (compression == "KosinskiM") {
      d = sega::decodeKosinskiModuled(in);
    } else if (compression == "Enigma") {
      d = sega::decodeEnigma(in);
    } else {
      d = sega::decodeNemesis(in);
    }
    if (!d.ok()) {
      problems_.add(where, compression + " data is corrupt: " + d.error);
      return std::nullopt;
    }
    if (e.fields.empty()) {
      all.insert(all.end(), d.bytes.begin(), d.bytes.end());
      continue;
    }
    const long at = numericField(e.fields, 0);
    if (at < 0 || static_cast<std::size_t>(at) + d.bytes.size() > kMaxDataFileBytes) {
      problems_.add(where, "expected file:offset with a byte offset below " + std::to_string(kMaxDataFileBytes) + ", found '" +
                               e.fields[0] + "'");
      return std::nullopt;
    }
    const std::size_t offset = static_cast<std::size_t>(at);
    if (all.size() < offset + d.bytes.size()) all.resize(offset + d.bytes.size(), 0);
    std::copy(d.bytes.begin(), d.bytes.end(), all.begin() + static_cast<long>(offset));
  }
  return all;
}


std::optional<Bytes> readFirstFile(const SonlvlProject& project, const IniSection& level, const char* key, ProblemList& problems) {
  const std::string* value = project.value(level, key);
  if (!value) return std::nullopt;
  const std::vector<FileEntry> list = parseFileList(*value, project.folder);
  if (list.empty()) return std::nullopt;
  std::string why;
  if (const auto text = readFile(list[0].path, kMaxDataFileBytes, &why)) return Bytes(text->begin(), text->end());
  problems.add(std::string(key) + " " + list[0].path.generic_string(), why);
  return std::nullopt;
}

void readStart(const std::optional<Bytes>& start, Level& level, ProblemList& problems, std::vector<Problem>& notes) {
  if (!start) {
    // Not (0,0), the level's top-left corner, where the player would fall out of the level.
    placeStartOnGround(level);
    notes.push_back({"startpos", "the project gives no start position for this level: the start is placed on the first "
                                 "ground from the left, at (" + std::to_string(level.startX) + "," +
                                 std::to_string(level.startY) + ")"});
    return;
  }
  if (start->size() < 4) {
    problems.add("startpos", "holds " + std::to_string(start->size()) + " bytes, expected 4 (x and y words)");
    return;
  }
  level.startX = wordAt(*start, 0);
  level.startY = wordAt(*start, 2);
}

bool wholeChunks(const Bytes& chunks, std::size_t chunkBytes, ProblemList& problems) {
  if (chunks.size() % chunkBytes == 0) return true;
  problems.add("chunks", "holds " + std::to_string(chunks.size()) + " bytes, not a whole number of " +
                             std::to_string(chunkBytes) + "-byte chunks (" + std::to_string(chunks.size() / chunkBytes) +
                             " and " + std::to_string(chunks.size() % chunkBytes) +
                             " bytes more): is it the zone's chunk file, read with the right compression (chunkcmp)?");
  return false;
}

long numericField(const std::vector<std::string>& fields, std::size_t i) {
  if (i >= fields.size()) return -1;
  const std::string& f = fields[i];
  if (f.empty() || f.size() > 10 || f[0] == '-' || f[0] == '+') return -1;
  try {
    std::size_t used = 0;
    const long v = std::stol(f, &used, 0);
    return used == f.size() ? v : -1;
  } catch (...) {
    return -1;
  }
}

std::string projectVersion(const SonlvlProject& project, std::string_view levelName) {
  const IniSection* level = project.file.section(levelName);
  const std::string* version = level ? project.value(*level, "version") : project.file.global.find("version");
  return version ? *version : std::string();
}

const IniSection* projectLevel(const SonlvlProject& project, std::string_view levelName, std::string_view version,
                               ProblemList& problems) {
  const IniSection* level = project.file.section(levelName);
  if (!level) {
    std::string names;
    for (const IniSection& s : project.file.sections) names += (names.empty() ? "" : ", ") + s.name;
    problems.add("", "no level named '" + std::string(levelName) + "'; the project has: " + names);
    return nullptr;
  }
  const std::string found = projectVersion(project, levelName);
  if (found != version) {
    problems.add("version", "is '" + found + "'; only S1, S2 and S3K projects import so far");
    return nullptr;
  }
  return level;
}

}  // namespace solidtile::io

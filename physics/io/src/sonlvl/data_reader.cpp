// Reading what a SonLVL project's keys name.
#include "data_reader.h"

#include "solidtile/io/atomic_file.h"
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
  if (compression != "Uncompressed" && compression != "Kosinski" && compression != "Enigma" && compression != "Nemesis") {
    problems_.add(cmpKey, "is '" + compression + "', expected Uncompressed, Kosinski, Enigma or Nemesis");
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
    } else if (compression == "Enigma") {
      d = sega::decodeEnigma(in);
    } else {
      d = sega::decodeNemesis(in);
    }
    if (!d.ok()) {
      problems_.add(where, compression + " data is corrupt: " + d.error);
      return std::nullopt;
    }
    all.insert(all.end(), d.bytes.begin(), d.bytes.end());
  }
  return all;
}


const IniSection* sonic1Level(const SonlvlProject& project, std::string_view levelName, ProblemList& problems) {
  const IniSection* level = project.file.section(levelName);
  if (!level) {
    std::string names;
    for (const IniSection& s : project.file.sections) names += (names.empty() ? "" : ", ") + s.name;
    problems.add("", "no level named '" + std::string(levelName) + "'; the project has: " + names);
    return nullptr;
  }
  const std::string* version = project.value(*level, "version");
  if (!version || *version != "S1") {
    problems.add("version", "is '" + (version ? *version : std::string()) + "'; only S1 projects import so far");
    return nullptr;
  }
  return level;
}

}  // namespace solidtile::io

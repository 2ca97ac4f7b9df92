#include "sonic1_markers.h"

#include <array>
#include <filesystem>

#include "data_reader.h"
#include "sonic1_loops.h"
#include "solidtile/io/atomic_file.h"
#include "solidtile/io/sonic1_objects.h"

namespace solidtile::io {
namespace {

using Names = std::array<std::string, 256>;

// Names from one object list; a list that cannot be read names nothing (names are a convenience).
void readNames(const std::filesystem::path& file, Names& names) {
  std::string why;
  const auto text = readFile(file, kMaxIniBytes, &why);
  if (!text) return;
  const IniResult ini = parseIni(*text);
  if (!ini.ini) return;
  for (const IniSection& s : ini.ini->sections) {
    const auto id = parseHexByte(s.name);
    if (!id) continue;
    std::string name;
    if (const std::string* n = s.find("name")) name = *n;
    for (const char* key : {"xmlfile", "codefile"}) {
      if (!name.empty()) break;
      if (const std::string* f = s.find(key)) {
        std::string path = *f;
        for (char& c : path) c = c == '\\' ? '/' : c;
        name = std::filesystem::path(path).stem().string();
      }
    }
    if (name.size() > MarkerLimits::kMaxNameBytes) name.resize(MarkerLimits::kMaxNameBytes);
    if (!name.empty()) names[*id] = name;
  }
}

}  // namespace

std::vector<Marker> sonic1Markers(const SonlvlProject& project, const IniSection& level, ProblemList& problems) {
  DataReader reader(project, level, problems);
  const std::optional<Bytes> bytes = reader.read("objects", "objectscmp", "Uncompressed", false);
  if (!bytes) return {};
  const Sonic1ObjectsResult parsed = parseSonic1Objects(*bytes);
  if (!parsed.objects) {
    for (const Problem& p : parsed.problems) problems.add("objects, " + p.where, p.what);
    return {};
  }
  Names names;
  for (const IniSection* s : {&project.file.global, &level}) {
    if (const std::string* list = s->find("objlst")) {
      for (const FileEntry& e : parseFileList(*list, project.folder)) readNames(e.path, names);
    }
  }
  std::vector<Marker> out;
  out.reserve(parsed.objects->size());
  for (const Sonic1Object& o : *parsed.objects) out.push_back({o.id, names[o.id], o.x, o.y, o.subtype});
  return out;
}

}  // namespace solidtile::io

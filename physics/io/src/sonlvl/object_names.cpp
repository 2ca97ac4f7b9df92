#include "object_names.h"

#include <filesystem>

#include "sonic1_loops.h"
#include "solidtile/io/atomic_file.h"
#include "solidtile/io/markers.h"

namespace solidtile::io {
namespace {

void readNames(const std::filesystem::path& file, ObjectNames& names) {
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

ObjectNames objectListNames(const SonlvlProject& project, const IniSection& level) {
  ObjectNames names;
  for (const IniSection* s : {&project.file.global, &level}) {
    if (const std::string* list = s->find("objlst")) {
      for (const FileEntry& e : parseFileList(*list, project.folder)) readNames(e.path, names);
    }
  }
  return names;
}

}  // namespace solidtile::io

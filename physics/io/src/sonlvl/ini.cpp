// The INI dialect of SonLVL project files and the file lists in their values.
#include <cctype>
#include <string>
#include <unordered_set>

#include "solidtile/io/sonlvl.h"
#include "solidtile/io/atomic_file.h"

namespace solidtile::io {
namespace {

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\r')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
  return s;
}

bool sameIgnoringCase(const std::string& a, const std::string& b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (std::tolower(static_cast<unsigned char>(a[i])) != std::tolower(static_cast<unsigned char>(b[i]))) return false;
  }
  return true;
}

// The projects are made on Windows, whose names ignore case (skdisasm's INI
// names `Angles.bin` for `angles.bin`): a path that does not exist as written
// is looked up a component at a time ignoring case, and kept as written when
// that finds nothing either.
std::filesystem::path matchCase(const std::filesystem::path& p) {
  std::error_code ec;
  if (std::filesystem::exists(p, ec)) return p;
  std::filesystem::path at;
  for (const auto& part : p) {
    if (at.empty() || part == "." || part == ".." || std::filesystem::exists(at / part, ec)) {
      at /= part;
      continue;
    }
    std::filesystem::path found;
    for (std::filesystem::directory_iterator it(at, ec), end; !ec && it != end; it.increment(ec)) {
      if (sameIgnoringCase(it->path().filename().string(), part.string())) {
        found = it->path();
        break;
      }
    }
    if (found.empty()) return p;
    at = found;
  }
  return at;
}

}  // namespace

const std::string* IniSection::find(std::string_view key) const {
  for (auto it = entries.rbegin(); it != entries.rend(); ++it) {
    if (it->first == key) return &it->second;
  }
  return nullptr;
}

const IniSection* IniFile::section(std::string_view name) const {
  for (const IniSection& s : sections) {
    if (s.name == name) return &s;
  }
  return nullptr;
}

IniResult parseIni(std::string_view text) {
  IniResult r;
  IniFile ini;
  ProblemList problems;
  IniSection* current = &ini.global;
  // Names seen so far: a search of the sections before each one made a
  // project of 100,000 sections take 14 s.
  std::unordered_set<std::string> names;
  int line = 0;
  // Windows editors may save the project as UTF-8 with a byte order mark.
  if (text.starts_with("\xEF\xBB\xBF")) text.remove_prefix(3);
  while (!text.empty()) {
    ++line;
    const std::size_t end = text.find('\n');
    const std::string_view raw = text.substr(0, end);
    text = end == std::string_view::npos ? std::string_view{} : text.substr(end + 1);
    const std::string_view s = trim(raw);
    if (s.empty() || s[0] == ';' || s[0] == '#') continue;
    const std::string where = "line " + std::to_string(line);
    if (s[0] == '[') {
      if (s.back() != ']') {
        problems.add(where, "a section name must end with ']'");
        continue;
      }
      const std::string name(trim(s.substr(1, s.size() - 2)));
      if (!names.insert(name).second) problems.add(where, "section " + quotedText("[" + name + "]") + " is given twice");
      ini.sections.push_back({name, line, {}});
      current = &ini.sections.back();
      continue;
    }
    const std::size_t eq = s.find('=');
    if (eq == std::string_view::npos || eq == 0) {
      problems.add(where, "expected key=value or [section], found " + quotedText(s));
      continue;
    }
    current->entries.emplace_back(std::string(trim(s.substr(0, eq))), std::string(trim(s.substr(eq + 1))));
  }
  if (problems.empty()) {
    r.ini = std::move(ini);
  } else {
    r.problems = problems.take();
  }
  return r;
}

std::vector<FileEntry> parseFileList(std::string_view value, const std::filesystem::path& folder) {
  std::vector<FileEntry> list;
  while (!value.empty()) {
    const std::size_t bar = value.find('|');
    std::string_view item = trim(value.substr(0, bar));
    value = bar == std::string_view::npos ? std::string_view{} : value.substr(bar + 1);
    if (item.empty()) continue;
    FileEntry e;
    // A drive letter ("C:\...") is part of the path, not a field.
    const std::size_t from = item.size() > 2 && item[1] == ':' && (item[2] == '\\' || item[2] == '/') ? 2 : 0;
    std::size_t colon = item.find(':', from);
    std::string path(item.substr(0, colon));
    for (char& c : path) {
      if (c == '\\') c = '/';
    }
    e.path = matchCase(folder / path);
    while (colon != std::string_view::npos) {
      const std::size_t next = item.find(':', colon + 1);
      e.fields.emplace_back(item.substr(colon + 1, next == std::string_view::npos ? next : next - colon - 1));
      colon = next;
    }
    list.push_back(std::move(e));
  }
  return list;
}

const std::string* SonlvlProject::value(const IniSection& level, std::string_view key) const {
  if (const std::string* v = level.find(key)) return v;
  return file.global.find(key);
}

ProjectResult loadSonlvlProject(const std::filesystem::path& ini) {
  ProjectResult r;
  std::string why;
  const std::optional<std::string> text = readFile(ini, kMaxIniBytes, &why);
  if (!text) {
    r.problems.push_back({"", why});
    return r;
  }
  IniResult parsed = parseIni(*text);
  if (!parsed.ini) {
    r.problems = std::move(parsed.problems);
    return r;
  }
  r.project = SonlvlProject{ini, ini.parent_path(), std::move(*parsed.ini)};
  return r;
}

}  // namespace solidtile::io

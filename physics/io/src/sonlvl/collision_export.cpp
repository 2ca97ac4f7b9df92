// Writing collision back, the part the games share (collision_export.h).
#include "collision_export.h"

#include <filesystem>
#include <span>
#include <system_error>
#include <utility>

#include "solidtile/io/atomic_file.h"
#include "solidtile/io/sega_compression.h"

namespace solidtile::io {
namespace {

constexpr std::size_t kEntries = 256;
constexpr std::size_t kKosinskiPadding = 16;

}  // namespace

std::optional<StoredFile> readStoredFile(const SonlvlProject& project, const IniSection& level, const char* key,
                                         const char* cmpKey, const char* defaultCompression, bool required,
                                         ProblemList& problems) {
  const std::string* value = project.value(level, key);
  if (!value || value->empty()) {
    if (required) problems.add(key, "is missing: the project names no file for it");
    return std::nullopt;
  }
  std::string compression = defaultCompression;
  if (const std::string* c = project.value(level, cmpKey)) compression = *c;
  if (compression != "Uncompressed" && compression != "Kosinski") {
    problems.add(cmpKey, "is '" + compression + "'; export writes only Uncompressed and Kosinski collision files");
    return std::nullopt;
  }
  const std::vector<FileEntry> list = parseFileList(*value, project.folder);
  if (list.size() != 1 || !list[0].fields.empty()) {
    problems.add(key, "names '" + *value + "'; export writes only a key naming one whole file");
    return std::nullopt;
  }
  StoredFile f{key, list[0].path, compression, {}, {}};
  std::string why;
  const std::optional<std::string> text = readFile(f.path, kMaxDataFileBytes, &why);
  if (!text) {
    problems.add(std::string(key) + " " + f.path.generic_string(), why);
    return std::nullopt;
  }
  f.stored.assign(text->begin(), text->end());
  if (compression == "Uncompressed") {
    f.data = f.stored;
    return f;
  }
  sega::Decoded d = sega::decodeKosinski(f.stored);
  if (!d.ok()) {
    problems.add(std::string(key) + " " + f.path.generic_string(), "Kosinski data is corrupt: " + d.error);
    return std::nullopt;
  }
  f.data = std::move(d.bytes);
  return f;
}

SonlvlExportFile exportedFile(const StoredFile& f, const Bytes& data) {
  if (data == f.data) return {f.path, std::string(f.stored.begin(), f.stored.end()), false};
  const Bytes bytes = f.compression == "Kosinski" ? sega::encodeKosinski(data, kKosinskiPadding) : data;
  return {f.path, std::string(bytes.begin(), bytes.end()), true};
}

namespace {

std::optional<CollisionArrays> readCollisionArrays(const SonlvlProject& project, const IniSection& level, ProblemList& problems) {
  std::optional<StoredFile> normal = readStoredFile(project, level, "colarr1", "colarrcmp", "Uncompressed", true, problems);
  std::optional<StoredFile> rotated = readStoredFile(project, level, "colarr2", "colarrcmp", "Uncompressed", false, problems);
  std::optional<StoredFile> angles = readStoredFile(project, level, "angles", "anglecmp", "Uncompressed", true, problems);
  // The import has checked the normal array's and the angle map's sizes.
  if (rotated && rotated->data.size() < kEntries * 16) {
    problems.add("colarr2", "holds " + std::to_string(rotated->data.size()) + " bytes, expected 4096");
  }
  if (!normal || !angles || !problems.empty()) return std::nullopt;
  return CollisionArrays{std::move(*normal), std::move(rotated), std::move(*angles)};
}

std::filesystem::path sameFileKey(const std::filesystem::path& p) {
  std::error_code ec;
  std::filesystem::path canonical = std::filesystem::weakly_canonical(p, ec);
  return ec ? p.lexically_normal() : canonical;
}

bool readsFile(const SonlvlProject& project, const IniSection& level, const IniSection& keys, const std::filesystem::path& file) {
  for (const auto& [key, ignored] : keys.entries) {
    const std::string* value = project.value(level, key);
    if (!value) continue;
    for (const FileEntry& e : parseFileList(*value, project.folder)) {
      if (sameFileKey(e.path) == file) return true;
    }
  }
  return false;
}

// Every level but `except` whose keys (its own or the project's global ones)
// name `file`, in the INI's order.
std::vector<std::string> levelsReading(const SonlvlProject& project, const std::filesystem::path& file, std::string_view except) {
  const std::filesystem::path target = sameFileKey(file);
  std::vector<std::string> names;
  for (const IniSection& s : project.file.sections) {
    if (s.name == except) continue;
    if (readsFile(project, s, s, target) || readsFile(project, s, project.file.global, target)) names.push_back(s.name);
  }
  return names;
}

}  // namespace

std::optional<ExportStart> startExport(const SonlvlProject& project, std::string_view levelName, std::string_view version,
                                       const char* layoutKey, const char* layoutCompression, const LevelFile& edited,
                                       SonlvlExportPlan& plan) {
  ProblemList problems;
  auto refuse = [&]() -> std::optional<ExportStart> {
    plan.problems = problems.take();
    return std::nullopt;
  };
  const IniSection* level = projectLevel(project, levelName, version, problems);
  if (!level) return refuse();
  SonlvlImportResult original = importSonlvlLevel(project, levelName);
  if (!original.file) {
    plan.problems = std::move(original.problems);
    return std::nullopt;
  }
  const Level& before = original.file->level;
  const Level& after = edited.level;
  if (after.width() != before.width() || after.height() != before.height() || after.layerCount() != before.layerCount()) {
    problems.add("level", "is " + std::to_string(after.width()) + " x " + std::to_string(after.height()) + " tiles, " +
                              std::to_string(after.layerCount()) + " layers; the project's is " + std::to_string(before.width()) +
                              " x " + std::to_string(before.height()) + ", " + std::to_string(before.layerCount()));
  } else if (after.masks().size() < before.masks().size()) {
    // Masks are matched with their entries by position in the list, as the
    // import numbers them; a removed mask would shift the rest onto wrong entries.
    problems.add("masks", "are " + std::to_string(after.masks().size()) + "; the project's level has " +
                              std::to_string(before.masks().size()) + " and export matches them by position (remove none)");
  }
  if (!problems.empty()) return refuse();
  DataReader reader(project, *level, problems);
  ExportStart start;
  start.level = level;
  reader.readInto(start.chunks, "chunks", "chunkcmp", "Kosinski");
  reader.readInto(start.layout, layoutKey, "layoutcmp", layoutCompression);
  std::optional<CollisionArrays> arrays = readCollisionArrays(project, *level, problems);
  if (!arrays || !problems.empty()) return refuse();
  start.arrays = std::move(*arrays);
  start.original = std::move(*original.file);
  return start;
}

std::vector<SonlvlExportFile> exportedArrays(const CollisionArrays& arrays, const Level& before, const Level& after,
                                             const std::vector<int>& entries, ProblemList& problems) {
  Bytes normal = arrays.normal.data, angles = arrays.angles.data;
  Bytes rotated = arrays.rotated ? arrays.rotated->data : Bytes();
  for (std::size_t m = 0; m < entries.size() && m < after.masks().size(); ++m) {
    if (entries[m] < 0) continue;
    const std::size_t e = static_cast<std::size_t>(entries[m]);
    const HeightMask& mask = after.masks()[m];
    if (m < before.masks().size() && mask.heights() == before.masks()[m].heights() && mask.angle() == before.masks()[m].angle()) continue;
    for (std::size_t c = 0; c < 16; ++c) normal[e * 16 + c] = static_cast<std::uint8_t>(mask.heights()[c]);
    if (arrays.rotated) {
      for (std::size_t r = 0; r < 16; ++r) rotated[e * 16 + r] = static_cast<std::uint8_t>(mask.widths()[r]);
    }
    if (mask.flagged()) {
      if ((angles[e] & 1u) == 0) angles[e] = 0xFF;  // an odd byte already reads as the flag: kept
    } else if (mask.angle() & 1u) {
      problems.add("mask " + std::to_string(m), "has angle " + dollarHex(mask.angle()) + "; the games read every odd angle as the flag");
    } else {
      angles[e] = mask.angle();
    }
  }
  std::vector<SonlvlExportFile> files = {exportedFile(arrays.normal, normal)};
  if (arrays.rotated) files.push_back(exportedFile(*arrays.rotated, rotated));
  files.push_back(exportedFile(arrays.angles, angles));
  return files;
}

SonlvlExportPlan planSonlvlExport(const SonlvlProject& project, std::string_view levelName, const LevelFile& edited) {
  const std::string version = projectVersion(project, levelName);
  SonlvlExportPlan plan = version == "S2" || version == "S3K" ? planSonic2Export(project, levelName, edited)
                                                              : planSonic1Export(project, levelName, edited);
  for (SonlvlExportFile& f : plan.files) {
    if (f.changed) f.sharedWith = levelsReading(project, f.path, levelName);
  }
  return plan;
}

std::string describeSharing(const SonlvlExportFile& file) {
  const std::vector<std::string>& names = file.sharedWith;
  if (names.empty()) return {};
  constexpr std::size_t kNamed = 3;
  std::string text = "also read by ";
  const std::size_t shown = names.size() <= kNamed + 1 ? names.size() : kNamed;
  for (std::size_t i = 0; i < shown; ++i) {
    if (i > 0) text += i + 1 == names.size() ? " and " : ", ";
    text += names[i];
  }
  if (shown < names.size()) text += " and " + std::to_string(names.size() - shown) + " more levels";
  return text;
}

bool writeSonlvlExport(const SonlvlExportPlan& plan, std::string* why) {
  for (const SonlvlExportFile& f : plan.files) {
    if (!f.changed) continue;
    const std::optional<std::string> old = readFile(f.path, kMaxDataFileBytes, why);
    if (!old) return false;
    std::filesystem::path bak = f.path;
    bak += ".bak";
    if (!writeFileAtomic(bak, *old, why) || !writeFileAtomic(f.path, f.bytes, why)) return false;
  }
  return true;
}

}  // namespace solidtile::io

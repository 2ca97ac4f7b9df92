// The public entry points: read a map (and the files it names), convert to a level.
#include "solidtile/io/atomic_file.h"
#include "tiled_map.h"

namespace solidtile::io {
namespace {

TiledImportResult fromMap(const tiled::Map& map, ProblemList& problems, const TiledFileReader& read) {
  if (!problems.empty()) {
    TiledImportResult out;
    out.problems = problems.take();
    return out;
  }
  return tiled::levelFromMap(map, read);
}

}  // namespace

const tiled::Property* tiled::findProperty(const Properties& props, std::string_view name) {
  for (const Property& p : props) {
    if (p.name == name) return &p;
  }
  return nullptr;
}

std::string tiled::besideFile(const std::string& file, const std::string& relative) {
  const std::filesystem::path r(relative);
  if (r.is_absolute()) return relative;
  return (std::filesystem::path(file).parent_path() / r).lexically_normal().generic_string();
}

bool tiled::readTilesetFile(tiled::Tileset& ts, const TiledFileReader& read, ProblemList& problems) {
  ts.where = "tileset " + tiled::inQuotes(ts.source);
  std::string why;
  const std::optional<std::string> bytes = read(ts.source, &why);
  if (!bytes) {
    problems.add(ts.where, "cannot be read: " + why);
    return false;
  }
  if (ts.source.ends_with(".json") || ts.source.ends_with(".tsj")) tiled::readJsonTileset(*bytes, ts, problems);
  else tiled::readTsx(*bytes, ts, problems);
  return true;
}

TiledFileReader tiledFilesIn(const std::filesystem::path& directory) {
  return [directory](const std::string& path, std::string* why) {
    return readFile(directory / path, kMaxTiledFileBytes, why);
  };
}

TiledImportResult importTmx(std::string_view text, const TiledFileReader& read) {
  ProblemList problems;
  const tiled::Map map = tiled::readTmx(text, read, problems);
  return fromMap(map, problems, read);
}

TiledImportResult importTiledJson(std::string_view text, const TiledFileReader& read) {
  ProblemList problems;
  const tiled::Map map = tiled::readJson(text, read, problems);
  return fromMap(map, problems, read);
}

TiledImportResult importTiledFile(const std::filesystem::path& path) {
  std::string why;
  const std::optional<std::string> text = readFile(path, kMaxTiledFileBytes, &why);
  if (!text) {
    TiledImportResult out;
    out.problems.push_back({"", why});
    return out;
  }
  const TiledFileReader read = tiledFilesIn(path.parent_path());
  return path.extension() == ".tmx" ? importTmx(*text, read) : importTiledJson(*text, read);
}

}  // namespace solidtile::io

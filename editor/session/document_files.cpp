#include "session/document_files.h"

#include <signal.h>
#include <unistd.h>

#include <cerrno>
#include <string>

#include "model/starter_masks.h"
#include "solidtile/io/atomic_file.h"
#include "solidtile/io/collision_png.h"
#include "solidtile/io/level_file.h"

namespace solidtile::editor {
namespace {

std::filesystem::path originalPathFile(std::filesystem::path copy) { return copy.replace_extension(".path"); }

}  // namespace

void replaceDocument(EditorContext& ctx, io::LevelFile file, std::filesystem::path path) {
  ctx.doc = Document(std::move(file), std::move(path));
  ctx.selection = {};
  ctx.pasting = false;
  ctx.layer = 0;
  ctx.startViewRequested = true;
  const int masks = static_cast<int>(ctx.doc.level().masks().size());
  if (ctx.brush.mask >= masks) ctx.brush.mask = 0;
}

void newDocument(EditorContext& ctx, int width, int height, int layers) {
  io::LevelFile file;
  file.name = "untitled";
  file.level = Level(width, height, layers);
  addStarterMasks(file.level);
  file.level.startX = 3 * kTileSize;
  file.level.startY = (height - 2) * kTileSize - 20;
  replaceDocument(ctx, std::move(file), {});
  ctx.status = "New level, " + std::to_string(width) + " x " + std::to_string(height) + " tiles";
}

bool openDocument(EditorContext& ctx, const std::filesystem::path& path) {
  io::LoadResult result = io::loadLevel(path);
  if (!result.file) {
    ctx.showError("Could not open " + path.filename().string(), io::describe(path.string(), result.problems));
    return false;
  }
  replaceDocument(ctx, std::move(*result.file), path);
  ctx.settings.addRecent(path);
  ctx.status = "Opened " + path.string();
  if (!ctx.doc.backgroundProblem().empty()) {
    ctx.showError("The background image of " + path.filename().string() + " is not shown",
                  ctx.doc.backgroundProblem() + "\nThe level itself is loaded; the key is saved back as it was.");
  }
  return true;
}

namespace {

// The image as a level, or nullopt with its problems shown.
io::ImageImportResult readCollisionImage(EditorContext& ctx, const std::filesystem::path& png) {
  std::string why;
  const std::optional<std::string> bytes = io::readFile(png, io::kMaxImageFileBytes, &why);
  io::ImageImportResult result;
  if (bytes) result = io::importCollisionImage(*bytes);
  if (!result.file) {
    ctx.showError("Could not import " + png.filename().string(),
                  bytes ? io::describe(png.string(), result.problems) : png.string() + ": " + why);
  }
  return result;
}

}  // namespace

bool fileActionWillRun(EditorContext& ctx, const FileAction& a) {
  if (a.kind == FileAction::ImportImage) return readCollisionImage(ctx, a.path).file.has_value();
  if (a.kind != FileAction::Open) return true;
  const io::LoadResult result = io::loadLevel(a.path);
  if (!result.file) ctx.showError("Could not open " + a.path.filename().string(), io::describe(a.path.string(), result.problems));
  return result.file.has_value();
}

bool importImageDocument(EditorContext& ctx, const std::filesystem::path& png) {
  io::ImageImportResult result = readCollisionImage(ctx, png);
  if (!result.file) return false;
  result.file->name = png.stem().string();
  replaceDocument(ctx, std::move(*result.file), {});
  ctx.doc.history.markNeverSaved();  // nothing on disk holds it yet: quitting asks
  const io::ImportSummary& sum = result.summary;
  ctx.status = "Imported " + png.filename().string() + ": " + std::to_string(sum.masks) + " masks (" +
               std::to_string(sum.flaggedMasks) + " flagged), " + std::to_string(sum.tiles) + " tiles; not saved yet";
  return true;
}

bool exportImage(const EditorContext& ctx, const std::filesystem::path& png, std::string* why) {
  const std::optional<std::string> bytes = io::exportCollisionImage(ctx.doc.level(), ctx.activeLayer(), why);
  return bytes && io::writeFileAtomic(png, *bytes, why);
}

bool saveDocument(EditorContext& ctx, const std::filesystem::path& path) {
  std::string why;
  // The background's path is relative to the level file, so Save As to another directory rewrites it.
  const std::string unknownBefore = ctx.doc.file.unknownJson;
  if (ctx.doc.background()) {
    ctx.doc.file.unknownJson = writeBackground(unknownBefore, ctx.doc.background(), levelDirectory(path));
  }
  if (!io::saveLevel(path, ctx.doc.file, &why)) {
    ctx.doc.file.unknownJson = unknownBefore;
    ctx.showError("Could not save " + path.filename().string(), why);
    return false;
  }
  ctx.doc.path = path;
  ctx.doc.history.markClean();
  ctx.settings.addRecent(path);
  ctx.status = "Saved " + path.string();
  return true;
}

Autosave::Autosave(std::filesystem::path dir) : dir_(std::move(dir)) {
  if (!dir_.empty()) copy_ = dir_ / ("autosave-" + std::to_string(getpid()) + ".json");
}

void Autosave::tick(const EditorContext& ctx, std::chrono::steady_clock::time_point now) {
  if (copy_.empty()) return;
  if (!ctx.doc.dirty()) {
    if (savedRevision_ != 0) discard();
    return;
  }
  if (ctx.doc.revision() == savedRevision_ || now - last_ < interval) return;
  last_ = now;
  std::error_code ec;
  std::filesystem::create_directories(dir_, ec);
  std::string why;
  // Failing to autosave must not interrupt editing; the next tick tries again.
  if (io::writeFileAtomic(copy_, io::formatLevel(ctx.doc.file), &why) &&
      io::writeFileAtomic(originalPathFile(copy_), ctx.doc.path.string(), &why)) {
    savedRevision_ = ctx.doc.revision();
  }
}

void Autosave::discard() {
  if (copy_.empty()) return;
  std::error_code ec;
  std::filesystem::remove(copy_, ec);
  std::filesystem::remove(originalPathFile(copy_), ec);
  savedRevision_ = 0;
}

std::vector<std::filesystem::path> Autosave::orphans() const {
  std::vector<std::filesystem::path> out;
  std::error_code ec;
  if (dir_.empty() || !std::filesystem::is_directory(dir_, ec)) return out;
  for (const auto& e : std::filesystem::directory_iterator(dir_, ec)) {
    const std::string name = e.path().filename().string();
    if (name.rfind("autosave-", 0) != 0 || e.path().extension() != ".json" || e.path() == copy_) continue;
    const std::string pidText = name.substr(9, name.size() - 9 - 5);
    char* end = nullptr;
    const long pid = std::strtol(pidText.c_str(), &end, 10);
    const bool alive = end != pidText.c_str() && *end == '\0' && pid > 0 && (kill(static_cast<pid_t>(pid), 0) == 0 || errno == EPERM);
    if (!alive) out.push_back(e.path());
  }
  return out;
}

bool Autosave::recover(EditorContext& ctx, const std::filesystem::path& copy) {
  io::LoadResult result = io::loadLevel(copy);
  if (!result.file) {
    ctx.showError("Could not recover " + copy.filename().string(), io::describe(copy.string(), result.problems));
    return false;
  }
  std::string why;
  const auto original = io::readFile(originalPathFile(copy), 64 * 1024, &why);
  replaceDocument(ctx, std::move(*result.file), original ? std::filesystem::path(*original) : std::filesystem::path());
  ctx.doc.history.markNeverSaved();
  std::error_code ec;
  std::filesystem::remove(copy, ec);
  std::filesystem::remove(originalPathFile(copy), ec);
  ctx.status = "Recovered unsaved work; save it to keep it";
  return true;
}

}  // namespace solidtile::editor
